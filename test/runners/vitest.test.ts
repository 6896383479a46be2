import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { createVitestRunner } from '../../mcp-server/src/runners/vitest.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { beginRun, recordRun, type RecordedRun } from '../../mcp-server/src/store/runs.js'
import { copyFixture } from '../support/fixtures.js'
import { alice, tempStore } from '../support/store.js'
import { scaled } from '../support/time.js'

interface Ran {
  readonly root: string
  readonly report: RunReport
  readonly recorded: RecordedRun
  readonly store: Store
  readonly progress: readonly [string, number, number | undefined][]
}

async function runFixture(name: string, options: { files?: string[]; timeoutMs?: number } = {}): Promise<Ran> {
  const root = copyFixture(name)
  const store = await tempStore()
  const progress: [string, number, number | undefined][] = []
  const startSeq = await beginRun(store.db)
  const report = await createVitestRunner('default').run({
    projectRoot: root,
    files: options.files ?? [],
    timeoutMs: options.timeoutMs ?? scaled(60_000),
    onFileDone: (file, done, total) => {
      progress.push([file, done, total])
    },
  })
  const recorded = await recordRun(store.db, alice, report, startSeq)
  return { root, report, recorded, store, progress }
}

async function rows(ran: Ran) {
  const db = ran.store.db
  const run = await db
    .selectFrom('test_runs')
    .selectAll()
    .where('id', '=', ran.recorded.runId)
    .executeTakeFirstOrThrow()
  const results = await db
    .selectFrom('test_results')
    .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
    .select(['test_cases.file', 'test_cases.full_name', 'test_results.status'])
    .where('run_id', '=', run.id)
    .orderBy('test_cases.full_name')
    .orderBy('test_cases.ordinal')
    .execute()
  const errors = await db.selectFrom('test_errors').selectAll().where('run_id', '=', run.id).orderBy('id').execute()
  const frames = await db
    .selectFrom('stack_frames')
    .selectAll()
    .where('error_id', 'in', [0, ...errors.map((e) => e.id)])
    .orderBy('id')
    .execute()
  return { run, results, errors, frames }
}

/** Processes whose working directory is inside `root` (Linux /proc). */
function processesIn(root: string): number[] {
  const pids: number[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      if (readlinkSync(join('/proc', entry, 'cwd')).startsWith(root)) pids.push(Number(entry))
    } catch {
      // gone, or not ours to inspect
    }
  }
  return pids
}

describe('vitest runner', () => {
  it('records a passing run with one result per test and progress per file', async () => {
    const ran = await runFixture('passing')
    const { run, results, errors } = await rows(ran)
    expect(run).toMatchObject({
      outcome: 'passed',
      exit_code: 0,
      total: 3,
      passed: 3,
      failed: 0,
      error_count: 0,
      project_root: ran.root,
    })
    expect(results).toEqual([
      { file: 'test/more.test.ts', full_name: 'is true', status: 'passed' },
      { file: 'test/sum.test.ts', full_name: 'sum > adds negatives', status: 'passed' },
      { file: 'test/sum.test.ts', full_name: 'sum > adds two numbers', status: 'passed' },
    ])
    expect(errors).toEqual([])
    expect(ran.progress.map(([file, , total]) => [file, total]).sort()).toEqual([
      ['test/more.test.ts', 2],
      ['test/sum.test.ts', 2],
    ])
    expect(ran.progress.map(([, done]) => done)).toEqual([1, 2])
  })

  it('runs only the selected files', async () => {
    const ran = await runFixture('passing', { files: ['test/more.test.ts'] })
    expect(ran.report.tests.map((t) => t.fullName)).toEqual(['is true'])
    expect(ran.report.argv.at(-1)).toBe(join(ran.root, 'test/more.test.ts'))
  })

  it('records a failing assertion with expected, actual and a source-mapped frame at the test line', async () => {
    const ran = await runFixture('failing')
    const { run, results, errors, frames } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'failed', exit_code: 1, passed: 1, failed: 1, error_count: 1 })
    expect(results.find((r) => r.full_name === 'sum > adds three')?.status).toBe('failed')
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({
      scope: 'test',
      name: 'AssertionError',
      expected: '4',
      actual: '3',
      file: 'test/sum.test.ts',
    })
    expect(errors[0]?.message).toContain('expected 3 to be 4')
    expect(errors[0]?.diff).toContain('- 4')
    expect(errors[0]?.signature).toMatch(/^[0-9a-f]{16}$/)
    const source = readFileSync(join(ran.root, 'test/sum.test.ts'), 'utf8').split('\n')
    expect(frames[0]).toMatchObject({ ordinal: 0, file: 'test/sum.test.ts', line: 16 })
    expect(source[(frames[0]?.line ?? 0) - 1]).toContain('expect(sum(c.a, c.b)).toBe(4)')
  })

  it('never calls a run with a file that fails to import passed', async () => {
    const ran = await runFixture('import-error')
    const { run, errors, frames } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'failed', passed: 1, failed: 0 })
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ scope: 'module', file: 'test/broken.test.ts', test_case_id: null })
    expect(errors[0]?.message).toContain('missing.js')
    expect(frames[0]).toMatchObject({ file: 'test/broken.test.ts', line: 2, source: 'stack' })
  })

  it('stores one result per test when tests share a full name (repeated titles, test.each rows, nested describes)', async () => {
    const ran = await runFixture('duplicates')
    const { run, errors } = await rows(ran)
    expect(ran.report.tests).toHaveLength(7)
    expect(run).toMatchObject({ outcome: 'failed', total: 7, passed: 6, failed: 1, error_count: 1 })
    const results = await ran.store.db
      .selectFrom('test_results')
      .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
      .select(['test_cases.id', 'test_cases.full_name', 'test_cases.ordinal', 'test_results.status'])
      .where('run_id', '=', run.id)
      .orderBy('test_results.id')
      .execute()
    expect(results.map((r) => [r.full_name, r.ordinal, r.status])).toEqual([
      ['adds', 0, 'passed'],
      ['adds', 1, 'failed'],
      ['is positive', 0, 'passed'],
      ['is positive', 1, 'passed'],
      ['is positive', 2, 'passed'],
      ['a > b > c', 0, 'passed'],
      ['a > b > c', 1, 'passed'],
    ])
    // The error belongs to the second "adds", which is stored as failed.
    const failing = results.find((r) => r.full_name === 'adds' && r.ordinal === 1)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.test_case_id).toBe(failing?.id)
    expect(ran.recorded.errors[0]?.test).toEqual({ file: 'test/names.test.ts', fullName: 'adds', ordinal: 1 })
  })

  it('keeps each duplicate-named test its own identity across runs', async () => {
    const first = await runFixture('duplicates')
    const startSeq = await beginRun(first.store.db)
    const again = await createVitestRunner('default').run({
      projectRoot: first.root,
      files: [],
      timeoutMs: scaled(60_000),
    })
    const second = await recordRun(first.store.db, alice, again, startSeq)
    const cases = await first.store.db.selectFrom('test_cases').select(['id']).execute()
    expect(cases).toHaveLength(7)
    const results = await first.store.db
      .selectFrom('test_results')
      .select(['test_case_id', 'run_id'])
      .where('run_id', 'in', [first.recorded.runId, second.runId])
      .execute()
    expect(results).toHaveLength(14)
    expect(new Set(results.map((r) => r.test_case_id)).size).toBe(7)
  })

  it('records a syntax error with a frame at its real location, read from the message and marked so', async () => {
    const ran = await runFixture('syntax-error')
    const { run, errors, frames } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'failed', total: 1, passed: 1, error_count: 2 })
    expect(ran.report.tests.map((t) => t.fullName)).toEqual(['is fine'])
    const inTest = errors.find((e) => e.file === 'test/broken.test.ts')
    const inSource = errors.find((e) => e.file === 'test/parse.test.ts')
    expect(inTest).toMatchObject({ scope: 'module' })
    expect(inSource).toMatchObject({ scope: 'module' })
    const top = (id: number | undefined) => frames.filter((f) => f.error_id === id).find((f) => f.ordinal === 0)
    // The syntax error in the test file: line 8 of test/broken.test.ts, not the bundler's code.
    expect(top(inTest?.id)).toMatchObject({ file: 'test/broken.test.ts', line: 8, source: 'message' })
    // The syntax error in a module the test imports: its own file and line.
    expect(top(inSource?.id)).toMatchObject({ file: 'src/parse.ts', line: 5, source: 'message' })
    // Different syntax errors have different signatures.
    expect(inTest?.signature).not.toBe(inSource?.signature)
  })

  it('records a run that collected no tests as no-tests', async () => {
    const ran = await runFixture('no-tests')
    const { run } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'no-tests', total: 0, error_count: 0 })
  })

  it('records an unhandled rejection as an error that fails a run whose tests passed', async () => {
    const ran = await runFixture('unhandled-rejection')
    const { run, errors, frames } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'failed', passed: 1, failed: 0, error_count: 1 })
    expect(errors[0]).toMatchObject({ scope: 'unhandled', message: 'leaked rejection', file: 'test/leak.test.ts' })
    expect(frames[0]).toMatchObject({ file: 'test/leak.test.ts', line: 4 })
  })

  it('records a snapshot mismatch as a failure and never updates the snapshot', async () => {
    const ran = await runFixture('snapshot')
    const { run, errors } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'failed', failed: 1 })
    expect(errors[0]).toMatchObject({ scope: 'test', expected: '"hello ada"', actual: '"hello, ada!"' })
    expect(readFileSync(join(ran.root, 'test/__snapshots__/greet.test.ts.snap'), 'utf8')).toContain('"hello ada"')
  })

  it('records a failing beforeAll as a suite error and its tests as not passed', async () => {
    const ran = await runFixture('before-all')
    const { run, results, errors } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'failed', passed: 0 })
    expect(results).toEqual([{ file: 'test/setup.test.ts', full_name: 'database > reads', status: 'skipped' }])
    expect(errors[0]).toMatchObject({ scope: 'suite', message: 'cannot connect', file: 'test/setup.test.ts' })
  })

  it('kills the whole process tree of a hanging run and records timeout', async () => {
    const ran = await runFixture('hanging', { timeoutMs: 4000 })
    const { run } = await rows(ran)
    expect(run).toMatchObject({ outcome: 'timeout', passed: 0 })
    expect(run.detail).toContain('timed out after 4 s')
    let left = processesIn(ran.root)
    for (let i = 0; i < 100 && left.length > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      left = processesIn(ran.root)
    }
    expect(left).toEqual([])
  })
})
