import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERDICT_FILE } from '../../../mcp-server/src/domain/verdict-file.js'
import { recordVerdict } from '../../../mcp-server/src/engine/flows/verdict.js'
import { writeVerdictFile } from '../../../mcp-server/src/engine/flows/verdict-file.js'
import { createJunitRunner } from '../../../mcp-server/src/runners/junit.js'
import { runAndRecord } from '../../../mcp-server/src/runners/run-and-record.js'
import type { Runner } from '../../../mcp-server/src/runners/types.js'
import { createVitestRunner } from '../../../mcp-server/src/runners/vitest.js'
import { openStore, type Store } from '../../../mcp-server/src/store/index.js'
import { shadowFor, snapshot } from '../../../mcp-server/src/worktree/snapshot.js'
import type { VerdictRow } from '../../../mcp-server/src/store/verdicts.js'
import { connect } from '../../support/client.js'
import { copyFixture, FIXTURES, REPO } from '../../support/fixtures.js'
import { alice, tempDir, tempStore } from '../../support/store.js'
import { scaled, until } from '../../support/time.js'

/**
 * The binding verdict of real runs: real vitest (and real JUnit-writing processes) on small fixture projects, run
 * the way run_tests runs them (runAndRecord, the verdict recorded under the run lock), each PASS/FAIL rule once.
 */
const vitest = createVitestRunner('default')

// The runs start together in beforeAll (a few seconds instead of half a minute one after another), so this file keeps
// its own temp folders and stores: support/store.ts cleans its own after every test.
const made: string[] = []
const stores: Store[] = []
afterAll(async () => {
  for (const store of stores) await store.close()
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

function dir(prefix: string): string {
  const path = realpathSync(mkdtempSync(join(tmpdir(), prefix)))
  made.push(path)
  return path
}

function fixture(name: string): string {
  const root = dir(`evident-verdict-${name}-`)
  cpSync(join(FIXTURES, name), root, { recursive: true })
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  return root
}

interface Verdicted {
  readonly row: VerdictRow
  readonly file: string | undefined
  readonly root: string
}

async function verdictOf(
  root: string,
  options: { runner?: Runner; timeoutMs?: number; signal?: AbortSignal; files?: readonly string[] } = {},
): Promise<Verdicted> {
  const store = await openStore(join(dir('evident-verdict-db-'), 'evident.sqlite'))
  stores.push(store)
  let row: VerdictRow | undefined
  await runAndRecord({
    runner: options.runner ?? vitest,
    projectRoot: root,
    files: options.files ?? [],
    timeoutMs: options.timeoutMs ?? scaled(60_000),
    lockWaitMs: 5_000,
    signal: options.signal,
    store,
    caller: alice,
    afterRecord: async (run) => {
      row = await recordVerdict(store, root, run)
    },
  })
  if (row === undefined) throw new Error('no verdict recorded')
  const stored = await store.db.selectFrom('test_verdicts').selectAll().execute()
  expect(stored.map((s) => [s.id, s.verdict, s.reason])).toEqual([[row.id, row.verdict, row.reason]])
  const path = join(root, VERDICT_FILE)
  return { row, file: existsSync(path) ? readFileSync(path, 'utf8') : undefined, root }
}

/** A copy of a fixture with a vitest config whose global teardown runs `teardown` (after the tests reported). */
function withTeardown(name: string, teardown: string): string {
  const root = fixture(name)
  writeFileSync(join(root, 'teardown.ts'), `export default () => () => {\n  ${teardown}\n}\n`)
  writeFileSync(
    join(root, 'vitest.config.ts'),
    "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { globalSetup: ['./teardown.ts'] } })\n",
  )
  return root
}

/** A JUnit runner: a real node process that writes `xml` and exits with `code`. */
function junit(xml: string, code: number): { readonly runner: Runner; readonly argv: readonly string[] } {
  const script = `require('node:fs').writeFileSync('report.xml', ${JSON.stringify(xml)}); process.exit(${code})`
  const argv = [process.execPath, '-e', script]
  return {
    runner: createJunitRunner('default', { kind: 'junit', argv, junitPath: 'report.xml', fileArgs: 'none' }),
    argv,
  }
}

const xml = (failing: boolean): string =>
  `<?xml version="1.0"?><testsuites><testsuite name="s"><testcase classname="c" name="one" file="t.py"/>` +
  `<testcase classname="c" name="two" file="t.py">${failing ? '<failure message="no">no</failure>' : ''}</testcase>` +
  '</testsuite></testsuites>'

const lines = (file: string | undefined): readonly string[] => (file ?? '').split('\n')

/** What a POSIX shell reads the command line back as. */
const shellWords = (line: string | undefined): readonly string[] =>
  spawnSync('bash', ['-c', `printf '%s\\0' ${line ?? ''}`], { encoding: 'utf8' })
    .stdout.split('\0')
    .slice(0, -1)

function brokenConfig(): string {
  const root = fixture('passing')
  writeFileSync(join(root, 'vitest.config.ts'), "throw new Error('broken config')\n")
  return root
}

/** Whether a process runs in `root` (the run's vitest, once started). */
const runsIn = (root: string): boolean => {
  const real = realpathSync(root)
  return readdirSync('/proc')
    .filter((name) => /^[0-9]+$/.test(name))
    .some((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === real
      } catch {
        return false
      }
    })
}

/** A hanging run cancelled once it runs, however long that takes to start. */
async function cancelled(): Promise<Verdicted> {
  const abort = new AbortController()
  const root = fixture('hanging')
  const verdict = verdictOf(root, { signal: abort.signal })
  await until('the hanging run starts', () => runsIn(root))
  abort.abort()
  return verdict
}

const scenarios = {
  pass: () => verdictOf(fixture('passing')),
  noTests: () => verdictOf(fixture('no-tests')),
  crashed: () => verdictOf(brokenConfig()),
  // The product's time limit under test: the run hangs, so it always reaches it.
  timeout: () => verdictOf(fixture('hanging'), { timeoutMs: 1_500 }),
  interrupted: cancelled,
  killed: () => verdictOf(withTeardown('passing', "process.kill(process.pid, 'SIGKILL')")),
  exitNonZero: () => verdictOf(withTeardown('passing', 'process.exitCode = 3')),
  exitZero: () => verdictOf(withTeardown('failing', 'process.exitCode = 0')),
} as const
let running: { [K in keyof typeof scenarios]: Promise<Verdicted> } | undefined
beforeAll(() => {
  running = Object.fromEntries(
    Object.entries(scenarios).map(([name, start]) => {
      const promise = start()
      promise.catch(() => undefined)
      return [name, promise]
    }),
  ) as typeof running
})
const scenario = (name: keyof typeof scenarios): Promise<Verdicted> => {
  if (running === undefined) throw new Error('scenarios not started')
  return running[name]
}

describe('the binding verdict of a real run', () => {
  it('is PASS for a green vitest run, and the file holds exactly the four lines', async () => {
    const { row, file, root } = await scenario('pass')
    expect(row).toMatchObject({ verdict: 'PASS', reason: null, exitCode: 0, passed: 3, failed: 0, filtered: false })
    expect(file).toBe(`PASS\n${row.at}\n${row.command}\n0\n`)
    expect(lines(file)[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const words = shellWords(lines(file)[2])
    expect(words.slice(0, 3)).toEqual([process.execPath, join(root, 'node_modules/vitest/vitest.mjs'), 'run'])
    expect(words[3]).toMatch(/^--reporter=.*vitest-reporter\.(?:ts|js)$/)
    expect(words).toHaveLength(4)
    // Written atomically: nothing but the file is left in its folder.
    expect(readdirSync(join(root, '.claude', 'state'))).toEqual(['last_test_result'])
  })

  it('is FAIL (no_tests) when no test is executed', async () => {
    const { row, file } = await scenario('noTests')
    expect(row).toMatchObject({ verdict: 'FAIL', reason: 'no_tests', passed: 0, failed: 0 })
    expect(lines(file)[0]).toBe('FAIL')
  })

  it('is FAIL (crashed) when vitest cannot even load its config', async () => {
    const { row } = await scenario('crashed')
    expect(row).toMatchObject({ verdict: 'FAIL', reason: 'crashed' })
    expect(row.detail).toMatch(/^VitestCrash: /)
  })

  it('is FAIL (timeout) for a run killed at its time limit, with the exit code a shell would show', async () => {
    const { row, file } = await scenario('timeout')
    expect(row).toMatchObject({ verdict: 'FAIL', reason: 'timeout' })
    expect(Number(lines(file)[3])).toBeGreaterThan(128)
  })

  it('is FAIL (interrupted) for a cancelled run', async () => {
    expect((await scenario('interrupted')).row).toMatchObject({ verdict: 'FAIL', reason: 'interrupted' })
  })

  it('is FAIL (killed) when the runner is killed after every test passed', async () => {
    const { row, file } = await scenario('killed')
    expect(row).toMatchObject({ verdict: 'FAIL', reason: 'killed', exitCode: 137, passed: 3, failed: 0 })
    expect(lines(file)[3]).toBe('137')
  })

  it('is FAIL (exit_nonzero_without_failures) when vitest exits 3 although every test passed', async () => {
    const { row, file } = await scenario('exitNonZero')
    expect(row).toMatchObject({ verdict: 'FAIL', reason: 'exit_nonzero_without_failures', exitCode: 3, passed: 3 })
    expect([lines(file)[0], lines(file)[3]]).toEqual(['FAIL', '3'])
  })

  it('is FAIL (exit_zero_with_failures) when vitest exits 0 although a test failed', async () => {
    const { row, file } = await scenario('exitZero')
    expect(row).toMatchObject({ verdict: 'FAIL', reason: 'exit_zero_with_failures', exitCode: 0, failed: 1 })
    expect([lines(file)[0], lines(file)[3]]).toEqual(['FAIL', '0'])
  })

  it('is FAIL (crashed) for JUnit XML that contradicts the exit code either way, and PASS when they agree', async () => {
    const root = dir('evident-junit-verdict-')
    const zero = (await verdictOf(root, { runner: junit(xml(true), 0).runner })).row
    expect(zero).toMatchObject({ verdict: 'FAIL', reason: 'crashed', exitCode: 0, passed: 0, failed: 0 })
    expect(zero.detail).toMatch(/^RunnerExitedZeroWithFailures: /)
    const nonZero = (await verdictOf(root, { runner: junit(xml(false), 1).runner })).row
    expect(nonZero).toMatchObject({ verdict: 'FAIL', reason: 'crashed', exitCode: 1, passed: 0 })
    expect(nonZero.detail).toMatch(/^RunnerExitedNonZero: /)
    const green = junit(xml(false), 0)
    const agreed = await verdictOf(root, { runner: green.runner })
    expect(agreed.row).toMatchObject({ verdict: 'PASS', passed: 2, filtered: false })
    // The command as it ran: its report path (a JavaScript string here) pointed at the run's fresh file.
    const ran = shellWords(lines(agreed.file)[2])
    expect(ran.slice(0, 2)).toEqual(green.argv.slice(0, 2))
    expect(ran[2]).toMatch(/^require\('node:fs'\)\.writeFileSync\('\/.+\/evident-junit-[0-9a-f]{32}\/junit\.xml', /)
  })

  it('records a run limited to some files as filtered', async () => {
    const root = dir('evident-junit-filtered-')
    const { row } = await verdictOf(root, { runner: junit(xml(false), 0).runner, files: ['t.py'] })
    expect(row).toMatchObject({ verdict: 'PASS', filtered: true })
  })
})

describe('the verdict file', () => {
  it('is not written through a .claude/state that leads out of the project; the store says why', async () => {
    const root = dir('evident-verdict-link-')
    const outside = dir('evident-outside-')
    mkdirSync(join(root, '.claude'))
    symlinkSync(outside, join(root, '.claude', 'state'))
    const { row } = await verdictOf(root, { runner: junit(xml(false), 0).runner })
    expect(row.verdict).toBe('PASS')
    expect(row.fileError).toMatch(/resolves outside the project/)
    expect(readdirSync(outside)).toEqual([])
  })

  it('replaces the old file whole (rename), never writing through a symbolic link at its name', () => {
    const root = tempDir('evident-verdict-file-')
    const target = join(tempDir('evident-elsewhere-'), 'victim')
    writeFileSync(target, 'keep\n')
    mkdirSync(join(root, '.claude', 'state'), { recursive: true })
    symlinkSync(target, join(root, VERDICT_FILE))
    expect(writeVerdictFile(root, 'FAIL\nt\nc\n1\n')).toBeUndefined()
    expect(readFileSync(join(root, VERDICT_FILE), 'utf8')).toBe('FAIL\nt\nc\n1\n')
    expect(readFileSync(target, 'utf8')).toBe('keep\n')
  })
})

describe('run_tests', () => {
  it('answers with the binding verdict and writes it to .claude/state/last_test_result', async () => {
    const root = copyFixture('failing')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const result = await client.call('run_tests', {})
    expect(result.data['verdict']).toEqual({
      verdict: 'FAIL',
      reason: 'failures',
      detail: '1 failed test and 1 error; exit code 1',
      file: VERDICT_FILE,
    })
    expect(result.text).toContain(
      'Binding verdict: FAIL (failures: 1 failed test and 1 error; exit code 1); written to .claude/state/last_test_result.',
    )
    const text = readFileSync(join(root, VERDICT_FILE), 'utf8')
    const row = await store.db.selectFrom('test_verdicts').selectAll().executeTakeFirstOrThrow()
    expect(text).toBe(`FAIL\n${row.at}\n${row.command}\n1\n`)
    expect(row).toMatchObject({ project_root: root, run_id: result.data['runId'], file_error: null })
    // Written after the run's tree was taken, and no part of any tree: the run is still current.
    const run = await store.db
      .selectFrom('test_runs')
      .select(['tree', 'tree_after'])
      .where('id', '=', row.run_id)
      .executeTakeFirstOrThrow()
    expect(run.tree).not.toBeNull()
    expect(snapshot(shadowFor(store.path, root))).toBe(run.tree_after)
  })
})
