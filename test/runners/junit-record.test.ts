import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createJunitRunner } from '../../mcp-server/src/runners/junit.js'
import { beginRun, recordRun } from '../../mcp-server/src/store/runs.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { alice, tempDir, tempStore } from '../support/store.js'
import {
  PYTEST_NOTE,
  PYTHON_WITH_PYTEST,
  pytestProject,
  pytestSpec,
  pytestXml,
  scriptSpec,
  writeFiles,
} from '../support/junit-projects.js'
import { scaled } from '../support/time.js'

const TIMEOUT_MS = scaled(120_000)

/** A runner script that writes `xml` as its JUnit report and exits with `exit`. */
const writeXml = (xml: string, exit: number): string =>
  `require('fs').mkdirSync('out', {recursive: true}); require('fs').writeFileSync('out/junit.xml', ${JSON.stringify(xml)}); process.exit(${exit})`

async function runAndRecord(
  store: Store,
  spec: Parameters<typeof createJunitRunner>[1],
  root: string,
  files: readonly string[],
): Promise<number> {
  const startSeq = await beginRun(store.db)
  const report = await createJunitRunner('pytest', spec).run({ projectRoot: root, files, timeoutMs: TIMEOUT_MS })
  return (await recordRun(store.db, alice, report, startSeq)).runId
}

describe('junit runner through recordRun', () => {
  it.skipIf(PYTHON_WITH_PYTEST === undefined)(
    `records the run, one result per test identity, errors with signatures and their frames (${PYTEST_NOTE})`,
    async () => {
      const store = await tempStore()
      const root = pytestProject()
      const runId = await runAndRecord(store, pytestSpec(), root, ['tests/test_dates.py'])
      const run = await store.db.selectFrom('test_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow()
      expect(run).toMatchObject({
        runner: 'pytest',
        outcome: 'failed',
        total: 5,
        passed: 1,
        failed: 3,
        skipped: 1,
        error_count: 3,
        exit_code: 1,
      })
      // The command as it ran: pointed at the fresh report file evident chose outside the project.
      const argv = JSON.parse(run.argv) as string[]
      expect(argv).toEqual([...pytestSpec().argv.slice(0, -1), expect.any(String), 'tests/test_dates.py'])
      expect(argv.at(-2)).toMatch(/^--junitxml=\/.+\/evident-junit-[0-9a-f]{32}\/junit\.xml$/)
      expect(argv.at(-2)?.startsWith(`--junitxml=${root}`)).toBe(false)
      const results = await store.db
        .selectFrom('test_results')
        .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
        .select(['file', 'full_name', 'status'])
        .where('run_id', '=', runId)
        .orderBy('full_name')
        .execute()
      expect(results).toEqual([
        { file: 'tests/test_dates.py', full_name: 'TestGroup > test_raise', status: 'failed' },
        { file: 'tests/test_dates.py', full_name: 'test_bad', status: 'failed' },
        { file: 'tests/test_dates.py', full_name: 'test_err', status: 'failed' },
        { file: 'tests/test_dates.py', full_name: 'test_ok', status: 'passed' },
        { file: 'tests/test_dates.py', full_name: 'test_skip', status: 'skipped' },
      ])
      const raised = await store.db
        .selectFrom('test_errors')
        .innerJoin('test_cases', 'test_cases.id', 'test_errors.test_case_id')
        .select(['test_errors.id', 'name', 'scope', 'signature', 'test_errors.file'])
        .where('run_id', '=', runId)
        .where('full_name', '=', 'TestGroup > test_raise')
        .executeTakeFirstOrThrow()
      expect(raised).toMatchObject({ name: 'TypeError', scope: 'test', file: 'tests/test_dates.py' })
      expect(raised.signature).toMatch(/^[0-9a-f]{16}$/)
      const frames = await store.db
        .selectFrom('stack_frames')
        .select(['ordinal', 'function_name', 'file', 'line'])
        .where('error_id', '=', raised.id)
        .orderBy('ordinal')
        .execute()
      expect(frames).toEqual([
        { ordinal: 0, function_name: 'parse', file: 'src/dates.py', line: 2 },
        { ordinal: 1, function_name: 'test_raise', file: 'tests/test_dates.py', line: 12 },
      ])
    },
  )

  it.skipIf(PYTHON_WITH_PYTEST === undefined)(
    `records a truncated report as a failed run with no results and one clear error (${PYTEST_NOTE})`,
    async () => {
      const store = await tempStore()
      const root = pytestProject()
      const xml = pytestXml(root, ['tests/test_dates.py'])
      const cut = xml.slice(0, Math.floor(xml.length / 2))
      const script = `require('fs').writeFileSync('out/junit.xml', ${JSON.stringify(cut)}); process.exit(1)`
      const runId = await runAndRecord(store, scriptSpec(script), root, [])
      const run = await store.db.selectFrom('test_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow()
      expect(run).toMatchObject({ outcome: 'failed', total: 0, passed: 0, failed: 0, error_count: 1 })
      expect(run.detail).toContain('malformed or truncated')
      const results = await store.db.selectFrom('test_results').select('id').where('run_id', '=', runId).execute()
      expect(results).toEqual([])
      const errors = await store.db
        .selectFrom('test_errors')
        .select(['name', 'scope', 'test_case_id'])
        .where('run_id', '=', runId)
        .execute()
      expect(errors).toEqual([{ name: 'JUnitReportInvalid', scope: 'unhandled', test_case_id: null }])
    },
  )

  it('stores two results for two same-named testcases of one classname, the error on the one that failed', async () => {
    const store = await tempStore()
    const root = writeFiles(tempDir(), { 'tests/test_math.py': 'def test_adds(): pass\n' })
    const xml =
      '<testsuite name="pytest"><testcase classname="tests.test_math" name="test_adds" time="0.1"/>' +
      '<testcase classname="tests.test_math" name="test_adds" time="0.1"><failure message="assert 3 == 4">' +
      'tests/test_math.py:4: AssertionError</failure></testcase></testsuite>'
    const runId = await runAndRecord(store, scriptSpec(writeXml(xml, 1)), root, [])
    const run = await store.db.selectFrom('test_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow()
    expect(run).toMatchObject({ outcome: 'failed', total: 2, passed: 1, failed: 1, error_count: 1 })
    const results = await store.db
      .selectFrom('test_results')
      .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
      .select(['test_cases.id', 'file', 'full_name', 'ordinal', 'status'])
      .where('run_id', '=', runId)
      .orderBy('ordinal')
      .execute()
    expect(results.map(({ id: _, ...r }) => r)).toEqual([
      { file: 'tests/test_math.py', full_name: 'test_adds', ordinal: 0, status: 'passed' },
      { file: 'tests/test_math.py', full_name: 'test_adds', ordinal: 1, status: 'failed' },
    ])
    const error = await store.db
      .selectFrom('test_errors')
      .select('test_case_id')
      .where('run_id', '=', runId)
      .executeTakeFirstOrThrow()
    expect(error.test_case_id).toBe(results[1]?.id)
  })

  it('records a syntax error whose stack is all esbuild with a frame at the location its message names', async () => {
    const store = await tempStore()
    const root = writeFiles(tempDir(), {
      'test/x.test.ts': "import { it } from 'vitest'\nconst a = { b: 1,, }\n",
      'test/y.test.ts': "import { it } from 'vitest'\nconst c = [1,\n",
    })
    const moduleError = (file: string, line: number, col: number): string =>
      `<testcase classname="" name="${file}"><failure message="Transform failed with 1 error:">` +
      `Error: Transform failed with 1 error:\n${join(root, file)}:${line}:${col}: ERROR: Unexpected ","\n` +
      `    at failureErrorWithLog (${join(root, 'node_modules/esbuild/lib/main.js')}:1463:15)\n` +
      `    at ${join(root, 'node_modules/esbuild/lib/main.js')}:734:50</failure></testcase>`
    const xml = `<testsuite name="vitest">${moduleError('test/x.test.ts', 2, 17)}${moduleError('test/y.test.ts', 3, 1)}</testsuite>`
    const runId = await runAndRecord(store, scriptSpec(writeXml(xml, 1)), root, [])
    const errors = await store.db
      .selectFrom('test_errors')
      .select(['id', 'scope', 'file', 'signature'])
      .where('run_id', '=', runId)
      .orderBy('id')
      .execute()
    expect(errors.map((e) => [e.scope, e.file])).toEqual([
      ['module', 'test/x.test.ts'],
      ['module', 'test/y.test.ts'],
    ])
    const frames = await store.db
      .selectFrom('stack_frames')
      .select(['error_id', 'ordinal', 'file', 'line', 'col', 'source'])
      .where(
        'error_id',
        'in',
        errors.map((e) => e.id),
      )
      .where('ordinal', '=', 0)
      .orderBy('error_id')
      .execute()
    expect(frames.map(({ error_id: _, ...f }) => f)).toEqual([
      { ordinal: 0, file: 'test/x.test.ts', line: 2, col: 17, source: 'message' },
      { ordinal: 0, file: 'test/y.test.ts', line: 3, col: 1, source: 'message' },
    ])
    expect(errors[0]?.signature).not.toBe(errors[1]?.signature)
  })
})
