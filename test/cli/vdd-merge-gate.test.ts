import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshBundle } from '../support/bundle-cache.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { writeFile } from '../support/vdd-project.js'
import { cli, type CliRun } from '../support/cli-io.js'
import { REPO } from '../support/fixtures.js'

const BEAN = 'ai/beans/BEAN-007-login/bean.md'
const CRITERIA = '# BEAN-007\n\n## Acceptance Criteria\n\n- [ ] (file:src/login.js) login exists\n'

function project(): ReturnType<typeof gitRepo> & { env: Record<string, string> } {
  const repo = gitRepo({ [BEAN]: CRITERIA, 'src/login.js': 'export {}\n', '.gitignore': 'node_modules/\n' })
  return { ...repo, env: { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), HOME: repo.root } }
}

const vdd = (root: string, env: Record<string, string>, ...args: string[]): Promise<CliRun> =>
  cli(['vdd', ...args], env, root)
const gate = (root: string, env: Record<string, string>, ...args: string[]): Promise<CliRun> =>
  vdd(root, env, '--merge-gate', '7', ...args)

describe('evident vdd --merge-gate', () => {
  it('opens for a PASS recorded on HEAD with a clean tree, and after committing the report that run wrote', async () => {
    const p = project()
    expect((await vdd(p.root, p.env, '7')).code).toBe(0)
    const head = p.git('rev-parse', 'HEAD').trim()
    const open = await gate(p.root, p.env)
    expect(open.code).toBe(0)
    expect(open.out).toEqual([`Merge gate: open — BEAN-007: PASS recorded on ${head.slice(0, 12)} by VDD run #1`])
    p.git('add', '-A')
    p.git('commit', '-q', '-m', 'VDD report')
    const committed = await gate(p.root, p.env)
    expect(committed.code).toBe(0)
    expect(committed.out[0]).toMatch(/differs from it only in the report\)$/)
    // A rerun with the same results rewrites the same bytes: the tree stays clean, the verdict is on the new HEAD.
    expect((await vdd(p.root, p.env, '7')).code).toBe(0)
    expect(p.git('status', '--porcelain')).toBe('')
    const again = await gate(p.root, p.env, '--commit', 'main')
    expect(again.code).toBe(0)
    expect(again.out).toEqual([
      `Merge gate: open — BEAN-007: PASS recorded on ${p.git('rev-parse', 'HEAD').trim().slice(0, 12)} by VDD run #2`,
    ])
  })

  it('stays closed without any recorded verdict, creating no database', async () => {
    const p = project()
    const closed = await gate(p.root, p.env)
    expect(closed).toEqual({
      code: 1,
      out: [],
      err: [
        'Merge gate: closed (no_verdict) — BEAN-007: no VDD verdict is recorded in this project; run `evident vdd BEAN-007` first',
      ],
    })
    expect(existsSync(p.env['EVIDENT_DB'] ?? '')).toBe(false)
  })

  it('stays closed when the latest verdict is not PASS, even after an earlier PASS', async () => {
    const p = project()
    expect((await vdd(p.root, p.env, '7')).code).toBe(0)
    p.write('ai/beans/BEAN-007-login/bean.md', CRITERIA.replace('src/login.js', 'src/gone.js'))
    p.git('commit', '-qam', 'criteria changed')
    expect((await vdd(p.root, p.env, '7')).code).toBe(1)
    const closed = await gate(p.root, p.env)
    expect(closed.code).toBe(1)
    expect(closed.err).toEqual([
      'Merge gate: closed (not_pass) — BEAN-007: the latest VDD run of BEAN-007 (#2) says FAIL, not PASS; fix what fails and run `evident vdd BEAN-007` again',
    ])
  })

  it('stays closed for a PASS that verified uncommitted changes, naming them', async () => {
    const p = project()
    p.write('src/login.js', 'export const login = 1\n')
    p.write('notes.txt', 'scratch\n')
    expect((await vdd(p.root, p.env, '7')).code).toBe(0)
    const closed = await gate(p.root, p.env)
    expect(closed.code).toBe(1)
    expect(closed.err[0]).toMatch(
      /^Merge gate: closed \(dirty_tree\) — BEAN-007: the latest VDD run of BEAN-007 \(#1\) verified a tree with uncommitted changes on [0-9a-f]{12} \(2 path\(s\): notes\.txt, src\/login\.js\); commit or remove them/,
    )
  })

  it('stays closed when HEAD moved on to a different tree, or names no commit', async () => {
    const p = project()
    expect((await vdd(p.root, p.env, '7')).code).toBe(0)
    const verified = p.git('rev-parse', 'HEAD').trim()
    p.write('src/login.js', 'export const login = 2\n')
    p.git('commit', '-qam', 'change after the verdict')
    const head = p.git('rev-parse', 'HEAD').trim()
    const closed = await gate(p.root, p.env)
    expect(closed.code).toBe(1)
    expect(closed.err).toEqual([
      `Merge gate: closed (other_commit) — BEAN-007: the PASS verdict (VDD run #1) is on commit ${verified.slice(0, 12)}, HEAD is ${head.slice(0, 12)} (they differ in 1 path(s): src/login.js); run \`evident vdd BEAN-007\` on HEAD`,
    ])
    expect((await gate(p.root, p.env, '--commit', verified)).code).toBe(0)
    const unknown = await gate(p.root, p.env, '--commit', 'no-such-branch')
    expect(unknown.err).toEqual([
      'Merge gate: closed (other_commit) — BEAN-007: no-such-branch names no commit here, so the verdict cannot be about it',
    ])
    expect((await gate(p.root, p.env, '--commit', '--output=x')).code).toBe(1)
  })

  it('stays closed for a PASS recorded outside git', async () => {
    const root = tempDir('evident-nogit-')
    writeFile(root, BEAN, CRITERIA)
    writeFile(root, 'src/login.js', 'export {}\n')
    const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), HOME: root, GIT_CEILING_DIRECTORIES: root }
    expect((await vdd(root, env, '7')).code).toBe(0)
    const closed = await gate(root, env)
    expect(closed.code).toBe(1)
    expect(closed.err[0]).toMatch(
      /^Merge gate: closed \(no_commit\) — BEAN-007: the latest VDD run of BEAN-007 \(#1\) recorded no commit/,
    )
  })

  it('refuses --commit without --merge-gate, and --file or --manual with it (exit 3)', async () => {
    const p = project()
    for (const [args, message] of [
      [['7', '--commit', 'HEAD'], '--commit goes with --merge-gate'],
      [
        ['--merge-gate', '--file', BEAN],
        '--merge-gate judges a recorded verdict: give it a bean id, not --file or --manual',
      ],
      [
        ['--merge-gate', '7', '--manual', 'pass'],
        '--merge-gate judges a recorded verdict: give it a bean id, not --file or --manual',
      ],
    ] as const) {
      const ran = await vdd(p.root, p.env, ...args)
      expect(ran.code, args.join(' ')).toBe(3)
      expect(ran.err[0]?.split('\n')[0]).toBe(`evident vdd: ${message}`)
    }
  })
})

describe('the pre-push hook docs/vdd.md documents', () => {
  const bundle = mkdtempSync(join(tmpdir(), 'evident-merge-gate-cli-'))
  afterAll(() => rmSync(bundle, { recursive: true, force: true }))
  beforeAll(async () => {
    symlinkSync(join(REPO, 'node_modules'), join(bundle, 'node_modules'), 'dir')
    await freshBundle(REPO, join(bundle, 'bundle'))
    mkdirSync(join(bundle, 'bin'))
    writeFileSync(join(bundle, 'bin', 'evident'), `#!/bin/sh\nexec node ${join(bundle, 'bundle', 'cli.js')} "$@"\n`)
    chmodSync(join(bundle, 'bin', 'evident'), 0o755)
  })

  it('refuses to push a bean branch until its PASS is recorded on the pushed commit', async () => {
    const docs = readFileSync(join(REPO, 'docs', 'vdd.md'), 'utf8')
    const script = /A \*\*pre-push hook\*\*[\s\S]*?```sh\n([\s\S]*?)```/.exec(docs)?.[1]
    expect(script).toMatch(/^#!\/bin\/sh\n/)
    const p = project()
    const remote = realpathSync(tempDir('evident-remote-'))
    execFileSync('git', ['init', '-q', '--bare', remote])
    p.git('checkout', '-q', '-b', 'bean/BEAN-007-login')
    writeFileSync(join(p.root, '.git', 'hooks', 'pre-push'), script ?? '')
    chmodSync(join(p.root, '.git', 'hooks', 'pre-push'), 0o755)
    const env = { ...process.env, ...p.env, PATH: `${join(bundle, 'bin')}:${process.env['PATH'] ?? ''}` }
    const push = () => spawnSync('git', ['push', '-q', remote, 'HEAD'], { cwd: p.root, env, encoding: 'utf8' })
    const refused = push()
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain('Merge gate: closed (no_verdict)')
    expect((await vdd(p.root, p.env, '7')).code).toBe(0)
    const pushed = push()
    expect(pushed.stderr).toBe('')
    expect(pushed.status).toBe(0)
  })
})
