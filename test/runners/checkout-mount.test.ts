import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runRedRecheck } from '../../mcp-server/src/engine/flows/transition.js'
import { canMountProjects } from '../../mcp-server/src/runners/checkout.js'
import { proveOriginals } from '../../mcp-server/src/runners/original-proof.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * The re-check and the closing proof run where a test cannot tell them from the project (issue #30, item 3): a test
 * that compares everything the detectors looked at — the commit and branch in `.git`, its own path, `cwd`, the
 * environment, an ignored marker, an ignored folder that is not a link — with what the project shows passes in the
 * project, and must pass in the re-check's checkout and the proof's checkout too. Where bubblewrap cannot make a mount
 * namespace the checkouts are temporary directories (said in `at`, and by `evident doctor`): skipped with the reason.
 */
const MOUNT = canMountProjects()
const WHY = 'bubblewrap cannot make a mount namespace here (the checkouts are temporary directories, told apart)'

const PROBE = `import { execFileSync } from 'node:child_process'
import { existsSync, lstatSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()

it('sees the project', () => {
  const expected = JSON.parse(readFileSync('expected.json', 'utf8'))
  expect({
    head: git('rev-parse', 'HEAD'),
    branch: git('branch', '--show-current'),
    branches: git('branch', '--list', 'main'),
    cwd: process.cwd(),
    file: fileURLToPath(import.meta.url),
    marker: existsSync('.env.local') && readFileSync('.env.local', 'utf8'),
    cacheIsLink: lstatSync('cache').isSymbolicLink(),
    evidentEnv: Object.keys(process.env)
      .filter((k) => k.startsWith('EVIDENT'))
      .sort(),
    reportRoot: process.env.EVIDENT_REPORT_ROOT,
  }).toEqual(expected)
})
`

function project(): { root: string; head: string } {
  const root = tempDir('evident-mount-probe-')
  const run = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  run('init', '-q', '-b', 'main')
  run('config', 'user.email', 'probe@example.com')
  run('config', 'user.name', 'probe')
  writeFileSync(join(root, '.gitignore'), 'node_modules\n.env.local\ncache/\n')
  writeFileSync(join(root, 'package.json'), '{ "type": "module" }\n')
  writeFileSync(join(root, 'vitest.config.ts'), "export default { test: { include: ['test/**/*.test.ts'] } }\n")
  mkdirSync(join(root, 'test'))
  writeFileSync(join(root, 'test', 'probe.test.ts'), PROBE)
  run('add', '-A')
  run('commit', '-qm', 'probe')
  const head = run('rev-parse', 'HEAD')
  writeFileSync(join(root, '.env.local'), 'SECRET=1\n')
  mkdirSync(join(root, 'cache'))
  writeFileSync(join(root, 'cache', 'x'), 'x')
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  writeFileSync(
    join(root, 'expected.json'),
    JSON.stringify({
      head,
      branch: 'main',
      branches: '* main',
      cwd: root,
      file: join(root, 'test', 'probe.test.ts'),
      marker: 'SECRET=1\n',
      cacheIsLink: false,
      // What a normal run of the project gets (evident's reporter), the same in the checkouts.
      evidentEnv: ['EVIDENT_REPORT_FD', 'EVIDENT_REPORT_ROOT', 'EVIDENT_RUN_TOKEN'],
      reportRoot: root,
    }),
  )
  return { root, head }
}

describe('checkouts mounted over the project path', () => {
  it.skipIf(!MOUNT)(
    `the red re-check's checkout is the project to a test that looks (skipped where ${WHY})`,
    async () => {
      const { root } = project()
      const runner = runnerFor(loadConfig(root), undefined)
      const plain = await runner.run({ projectRoot: root, files: ['test/probe.test.ts'], timeoutMs: scaled(120_000) })
      expect(plain.outcome, JSON.stringify(plain.errors)).toBe('passed')
      const shadow = shadowFor(join(tempDir('evident-mount-data-'), 'evidence.db'), root)
      const tree = snapshot(shadow)
      const probe = { file: 'test/probe.test.ts', fullName: 'sees the project', ordinal: 0 }
      const recheck = await runRedRecheck(shadow, { tree, redTree: tree, ...probe, runner: 'default' })
      expect(recheck, recheck.detail).toMatchObject({ outcome: 'passes', at: 'project-path' })
      // The closing proof holds only what git would commit: the ignored marker and folder are gone there, by design.
      const proof = await proveOriginals({
        shadow,
        tree,
        subjects: [{ behaviorId: 1, redTree: tree, redTest: probe }],
        runner,
        timeoutMs: scaled(120_000),
      })
      expect(proof.get(1)).toMatchObject({ outcome: 'fails', place: 'project-path' })
      expect(proof.get(1)?.detail).toMatch(/marker|cacheIsLink|ENOENT|no such file/)
    },
  )
})
