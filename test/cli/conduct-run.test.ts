import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conductRoot } from '../support/conduct.js'
import { cli } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'
import { LEAVES_UNSEALED } from '../../mcp-server/src/domain/conduct-events.js'

/**
 * `evident conduct run` up to its first leaf (cli/conduct.ts, clients/conduct/run.ts): the preflight bails that need no
 * model — each written to .tdd/issue-<n>-bail.md with its cause and the question in full, nothing committed — and
 * the usage and source errors. The loop itself is tested in test/clients/conduct/loop.test.ts, with real leaves in
 * test/e2e/claude-conduct.test.ts.
 */
const ISSUE = '# Greet\n\nText.\n\n## Acceptance criteria\n- [ ] greet says hello\n'

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  })

function project(options: { vitest?: boolean; failing?: boolean } = {}): { root: string; issue: string } {
  const dir = conductRoot()
  const root = join(dir, 'p')
  mkdirSync(join(root, 'test'), { recursive: true })
  writeFileSync(join(root, '.gitignore'), 'node_modules\n')
  writeFileSync(join(root, 'package.json'), '{"name":"p","private":true,"type":"module"}\n')
  writeFileSync(
    join(root, 'test', 'a.test.ts'),
    `import { expect, it } from 'vitest'\nit('a', () => { expect(1).toBe(${options.failing === true ? 2 : 1}) })\n`,
  )
  if (options.vitest !== false) symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  git(root, 'init', '-q', '-b', 'main')
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'initial')
  const issue = join(dir, 'issue.md')
  writeFileSync(issue, ISSUE)
  return { root, issue }
}

const run = (root: string, args: readonly string[]) =>
  cli(
    ['conduct', 'run', ...args],
    {
      EVIDENT_PROJECT_ROOT: root,
      HOME: root,
      EVIDENT_DB: join(root, '..', 'store', 'e.sqlite'),
      PATH: '/usr/bin:/bin',
    },
    root,
  )
const bail = (root: string) => readFileSync(join(root, '.tdd', 'issue-4-bail.md'), 'utf8')
const subjects = (root: string) => git(root, 'log', '--format=%s').trim().split('\n')

describe('evident conduct run: preflight', () => {
  it('bails needs-user on a dirty tree, naming the paths and asking, and commits nothing', async () => {
    const { root, issue } = project({ vitest: false })
    writeFileSync(join(root, 'notes.txt'), 'mine\n')
    const ran = await run(root, ['4', '--issue-file', issue])
    expect(ran.code).toBe(1)
    expect(ran.out).toEqual([join(root, '.tdd', 'issue-4-bail.md')])
    const text = bail(root)
    expect(text).toContain('## evident conduct stopped: dirty-tree')
    expect(text).toContain('Cause: needs-user (a process failure')
    expect(text).toContain('uncommitted changes: notes.txt')
    expect(text).toContain('Commit or stash them, then rerun evident conduct run 4?')
    expect(subjects(root)).toEqual(['initial'])
    expect(readFileSync(join(root, '.tdd', 'issue-4-narration.md'), 'utf8')).toContain('dirty-tree')
  })

  it('bails ambiguous-test-command with the question when no runner is configured and vitest is absent', async () => {
    const { root, issue } = project({ vitest: false })
    const ran = await run(root, ['4', '--issue-file', issue])
    expect(ran.code).toBe(1)
    const text = bail(root)
    expect(text).toContain('## evident conduct stopped: ambiguous-test-command')
    expect(text).toContain("Which command runs this project's tests?")
    expect(text).toContain('add runners.default to evident.config.json')
    expect(subjects(root)).toEqual(['initial'])
  })

  it('plans and commits the ledger on conduct/issue-<n>, then bails red-baseline when the suite fails', async () => {
    const { root, issue } = project({ failing: true })
    const ran = await run(root, ['4', '--issue-file', issue])
    expect(ran.code, ran.err.join('\n')).toBe(1)
    expect(bail(root)).toContain('## evident conduct stopped: red-baseline')
    expect(bail(root)).toMatch(/The test suite is red before any step \(failed: 1 of 1 tests failed/)
    expect(subjects(root)).toEqual(['conduct(#4): plan — 1 steps', 'initial'])
    expect(git(root, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('conduct/issue-4')
    expect(readFileSync(join(root, '.tdd', 'issue-4.md'), 'utf8')).toContain('- [ ] 1. greet says hello (AC 1)')
    expect(git(root, 'status', '--porcelain').trim()).toBe('')
    const events = readFileSync(join(root, '.tdd', 'events.jsonl'), 'utf8')
      .trim()
      .split('\n')
    expect(JSON.parse(events.at(-1) ?? '{}')).toMatchObject({ kind: 'bail', issue: 4 })
    // A rerun resumes from the committed ledger: no second plan commit.
    await run(root, ['4', '--issue-file', issue])
    expect(subjects(root)).toEqual(['conduct(#4): plan — 1 steps', 'initial'])
  })

  it('refuses bad arguments and a missing issue source with what to pass', async () => {
    const { root, issue } = project({ vitest: false })
    expect((await run(root, [])).err[0]?.split('\n')[0]).toBe(
      'evident conduct run: give exactly one issue number, such as: evident conduct run 12',
    )
    expect((await run(root, ['x7'])).err[0]?.split('\n')[0]).toBe(
      'evident conduct run: the issue number is a positive whole number: got x7',
    )
    expect((await run(root, ['4', '--revisions', '11'])).err[0]?.split('\n')[0]).toBe(
      'evident conduct run: --revisions takes a whole number from 0 to 10: got 11',
    )
    const noSource = await run(root, ['4'])
    expect(noSource.code).toBe(2)
    expect(noSource.err.join('\n')).toContain(
      'no issue source: the GitHub CLI (gh) is not on PATH and no --issue-file was given',
    )
    writeFileSync(issue, '# No criteria\n\nJust text.\n')
    const none = await run(root, ['4', '--issue-file', issue])
    expect(none.code).toBe(2)
    expect(none.err.join('\n')).toMatch(/Acceptance criteria/)
    expect(existsSync(join(root, '.tdd', 'issue-4.md'))).toBe(false)
  })
})

describe('evident conduct run and start: sealed leaves', () => {
  /** The store inside the project: no leaf can be sealed (its Bash may write the project). */
  const inProject = (root: string, args: readonly string[], words = ['conduct', 'run']) =>
    cli(
      [...words, ...args],
      { EVIDENT_PROJECT_ROOT: root, HOME: root, EVIDENT_DB: join(root, 'e.sqlite'), PATH: '/usr/bin:/bin' },
      root,
    )

  it('refuses to start (exit 2, nothing planned or launched) when the leaves could not be sealed', async () => {
    const { root, issue } = project()
    for (const words of [
      ['conduct', 'run'],
      ['conduct', 'start'],
    ]) {
      const ran = await inProject(root, ['4', '--issue-file', issue], words)
      expect(ran.code, words.join(' ')).toBe(2)
      expect(ran.err.join('\n')).toContain('the leaves could not be sealed here — not sealed:')
      expect(ran.err.join('\n')).toContain('the evidence database lies inside the project')
      expect(ran.err.join('\n')).toContain('rerun with --unsealed')
      expect(ran.out).toEqual([])
    }
    expect(existsSync(join(root, '.tdd'))).toBe(false)
    expect(subjects(root)).toEqual(['initial'])
  })

  it('runs with --unsealed, and records in the run-start event that its leaves are unsealed', async () => {
    const { root, issue } = project()
    writeFileSync(join(root, '.gitignore'), 'node_modules\ne.sqlite*\n')
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '-m', 'ignore the store')
    // The leaves' claude is `false`: the first leaf fails, after the run has started.
    const ran = await inProject(root, ['4', '--issue-file', issue, '--unsealed', '--claude', '/bin/false'])
    expect(ran.err.join('\n')).toContain('the leaves run UNSEALED (--unsealed)')
    const events = readFileSync(join(root, '.tdd', 'events.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; detail?: string })
    const start = events.find((e) => e.kind === 'run-start')
    expect(start?.detail, ran.err.join('\n')).toContain(`; ${LEAVES_UNSEALED}: not sealed:`)
    expect(start?.detail).toContain('inside the project')
  })

  it('records a sealed run so: the leaves get the seal as --settings', async () => {
    const { root, issue } = project()
    const ran = await run(root, ['4', '--issue-file', issue, '--claude', '/bin/false'])
    const start = readFileSync(join(root, '.tdd', 'events.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { kind: string; detail?: string })
      .find((e) => e.kind === 'run-start')
    expect(start?.detail, ran.err.join('\n')).toMatch(/; leaves sealed$/)
  })
})

describe('evident conduct status', () => {
  it('prints the ledger, the newest events and the last bail; says when there is no ledger', async () => {
    const { root, issue } = project({ failing: true })
    const none = await cli(['conduct', 'status', '4'], { EVIDENT_PROJECT_ROOT: root, HOME: root }, root)
    expect(none.code).toBe(1)
    expect(none.err[0]).toContain('issue #4 has no ledger')
    await run(root, ['4', '--issue-file', issue])
    const shown = await cli(['conduct', 'status', '4'], { EVIDENT_PROJECT_ROOT: root, HOME: root }, root)
    expect(shown.code).toBe(0)
    expect(shown.out).toContain('- [ ] 1. greet says hello (AC 1)')
    expect(shown.out.join('\n')).toContain('"kind":"bail"')
    expect(shown.out).toContain('## evident conduct stopped: red-baseline')
  })
})
