import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ledgerFile, stopFile, timeoutFile } from '../../../mcp-server/src/clients/conduct/files.js'
import {
  changedTestFiles,
  commitAll,
  ensureTddIgnore,
  headSha,
  isClean,
  projectTestFiles,
  revertHalfDone,
  TDD_GITIGNORE,
} from '../../../mcp-server/src/clients/conduct/git.js'
import { draftPrFile, narrationFile } from '../../../mcp-server/src/clients/conduct/issue-source.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { tempDir } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

/** A repository whose own config carries the identity the conductor's commits use. */
function repo(files: Readonly<Record<string, string>> = { 'src/a.ts': 'a\n', 'test/a.test.ts': 't\n' }) {
  const r = gitRepo(files)
  r.git('config', 'user.name', 'Conductor Test')
  r.git('config', 'user.email', 'conductor@test')
  return r
}

describe('headSha and isClean', () => {
  it('names HEAD, and refuses a folder without a commit', async () => {
    const { root, git } = repo()
    expect(await headSha(root)).toBe(git('rev-parse', 'HEAD').trim())
    await expect(headSha(tempDir())).rejects.toThrow(/has no commit yet \(or is not a git repository\)$/)
    await expect(isClean(tempDir())).rejects.toThrow(/^git status failed: .*not a git repository/)
  })

  it('lists every changed and untracked path, and ignores the run files once .tdd/.gitignore is written', async () => {
    const { root, write } = repo()
    expect(await isClean(root)).toEqual({ clean: true })
    expect(ensureTddIgnore(root)).toBe(true)
    expect(ensureTddIgnore(root)).toBe(false)
    expect(readFileSync(join(root, '.tdd', '.gitignore'), 'utf8')).toBe(TDD_GITIGNORE)
    for (const file of [stopFile(root), join(root, '.tdd', 'develop-red.out'), join(root, '.tdd', 'events.jsonl')])
      writeFileSync(file, 'x')
    writeFileSync(narrationFile(root, 4), 'n')
    writeFileSync(draftPrFile(root, 4), 'p')
    expect(await isClean(root)).toEqual({ clean: true })
    write('src/a.ts', 'changed\n')
    write('new dir/b c.ts', 'b\n')
    writeFileSync(ledgerFile(root, 4), '# Issue #4: T\n')
    writeFileSync(timeoutFile(root, 4), '60\n')
    expect(await isClean(root)).toEqual({
      clean: false,
      paths: ['.tdd/issue-4-timeout', '.tdd/issue-4.md', 'new dir/b c.ts', 'src/a.ts'],
    })
  })
})

describe('commitAll', () => {
  it('commits everything, the message passed as one argument whatever it holds', async () => {
    const { root, git, write } = repo()
    ensureTddIgnore(root)
    write('src/a.ts', 'green\n')
    writeFileSync(stopFile(root), 'now')
    const message = `step 2: it's "quoted" $HOME \`whoami\` $(id) -m --amend\n\nbody; rm -rf /`
    const sha = await commitAll(root, message)
    expect(sha).toBe(git('rev-parse', 'HEAD').trim())
    expect(git('log', '-1', '--format=%B').trimEnd()).toBe(message)
    expect(git('show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort()).toEqual([
      '.tdd/.gitignore',
      'src/a.ts',
    ])
    expect(await isClean(root)).toEqual({ clean: true })
  })

  it('refuses an empty message and says what git said when nothing can be committed', async () => {
    const { root } = repo()
    await expect(commitAll(root, ' \n')).rejects.toThrow('a commit message is not empty and holds no NUL character')
    const error = await commitAll(root, 'nothing changed').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EvidentError)
    expect((error as EvidentError).message).toMatch(/^git commit failed: .*nothing to commit/)
  })

  it('says what git said when another git holds the index lock', async () => {
    const { root, write } = repo()
    write('src/a.ts', 'x\n')
    writeFileSync(join(root, '.git', 'index.lock'), '')
    await expect(commitAll(root, 'm')).rejects.toThrow(/^git add -A failed: .*index\.lock/)
    await expect(revertHalfDone(root, await headSha(root))).rejects.toThrow(/^git reset --hard failed: .*index\.lock/)
  })
})

describe('revertHalfDone', () => {
  it('resets to the step base and removes untracked files, keeping ignored and .tdd files, and lists the discarded', async () => {
    const { root, git, write } = repo()
    ensureTddIgnore(root)
    mkdirSync(join(root, 'build'))
    write('.gitignore', 'build/\n')
    const base = await commitAll(root, 'plan')
    write('src/a.ts', 'half done\n')
    write('src/new.ts', 'new\n')
    write('test/b.test.ts', 'b\n')
    write('build/out.js', 'ignored, kept\n')
    writeFileSync(stopFile(root), 'at-leaf')
    writeFileSync(ledgerFile(root, 9), '# Issue #9: untracked ledger, kept\n')
    const discarded = await revertHalfDone(root, base)
    expect(discarded).toEqual(['src/a.ts', 'src/new.ts', 'test/b.test.ts'])
    expect(readFileSync(join(root, 'src/a.ts'), 'utf8')).toBe('a\n')
    expect(existsSync(join(root, 'src/new.ts'))).toBe(false)
    expect(existsSync(join(root, 'build/out.js'))).toBe(true)
    expect(readFileSync(stopFile(root), 'utf8')).toBe('at-leaf')
    expect(existsSync(ledgerFile(root, 9))).toBe(true)
    expect(git('rev-parse', 'HEAD').trim()).toBe(base)
  })

  it('also drops commits made after the base', async () => {
    const { root, git, write } = repo()
    const base = await headSha(root)
    write('src/a.ts', 'committed by mistake\n')
    await commitAll(root, 'half')
    expect(await revertHalfDone(root, base)).toEqual(['src/a.ts'])
    expect(git('rev-parse', 'HEAD').trim()).toBe(base)
  })

  it('refuses a base that is not a hex commit id of this repository', async () => {
    const { root } = repo()
    await expect(revertHalfDone(root, 'HEAD~1')).rejects.toThrow(
      '"HEAD~1" is not a commit id (7 to 40 lowercase hex digits)',
    )
    await expect(revertHalfDone(root, '0000000')).rejects.toThrow('0000000 is no commit of this repository')
  })
})

describe('changedTestFiles', () => {
  it('lists changed, deleted and untracked test files since the base, as the classifier says', async () => {
    const { root, git, write } = repo({ 'src/a.ts': 'a\n', 'test/a.test.ts': 't\n', 'test/gone.test.ts': 'g\n' })
    const base = await headSha(root)
    write('test/a.test.ts', 'changed\n')
    write('src/a.ts', 'production\n')
    write('src/new.spec.ts', 'untracked\n')
    git('rm', '-q', 'test/gone.test.ts')
    const isTest = await projectTestFiles(root)
    expect(await changedTestFiles(root, base, isTest)).toEqual([
      'src/new.spec.ts',
      'test/a.test.ts',
      'test/gone.test.ts',
    ])
    expect(await changedTestFiles(root, base, (p) => p.startsWith('src/'))).toEqual(['src/a.ts', 'src/new.spec.ts'])
    await expect(changedTestFiles(root, 'main', isTest)).rejects.toThrow(/is not a commit id/)
    await expect(changedTestFiles(root, 'deadbeef', isTest)).rejects.toThrow(/^git diff failed: /)
  })

  it("uses the project's testFiles globs from evident.config.json", async () => {
    const { root, write } = repo({ 'evident.config.json': '{"testFiles": ["checks/**"]}', 'checks/x.ts': 'x\n' })
    const base = await headSha(root)
    write('checks/x.ts', 'changed\n')
    write('test/a.test.ts', 'not a test under this config\n')
    expect(await changedTestFiles(root, base, await projectTestFiles(root))).toEqual(['checks/x.ts'])
  })
})

describe('excludeEvidentState', () => {
  it("keeps evident's state folder out of the clone's trees, once, in .git/info/exclude", async () => {
    const { excludeEvidentState, isClean } = await import('../../../mcp-server/src/clients/conduct/git.js')
    const root = tempDir('evident-exclude-')
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root })
    mkdirSync(join(root, '.claude', 'state'), { recursive: true })
    writeFileSync(join(root, '.claude', 'state', 'last_test_result'), 'PASS\n')
    expect((await isClean(root)).clean).toBe(false)
    expect(await excludeEvidentState(root)).toBe(true)
    expect(await excludeEvidentState(root)).toBe(false)
    expect(await isClean(root)).toEqual({ clean: true })
    expect(
      readFileSync(join(root, '.git', 'info', 'exclude'), 'utf8')
        .trimEnd()
        .split('\n')
        .at(-1),
    ).toBe('/.claude/state/')
  })
})
