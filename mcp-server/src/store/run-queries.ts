import { sql } from 'kysely'
import type { FrameSource } from '../domain/vocabulary.js'
import { notFound } from '../kernel/errors.js'
import type { Caller } from '../kernel/identity.js'
import { findCallerId } from './callers.js'
import type { Db } from './db.js'
import type { TestRunsTable } from './schema.js'

/** Reads of recorded runs for `run_tests` and `test_errors`. A caller only ever sees its own runs. */
export interface RunSummary {
  readonly id: number
  readonly taskId: number | null
  readonly outcome: TestRunsTable['outcome']
  readonly total: number
  readonly failed: number
  readonly errorCount: number
  readonly startedAt: string
}

interface FrameView {
  readonly id: number
  readonly ordinal: number
  readonly function: string | null
  readonly file: string
  readonly line: number | null
  readonly col: number | null
  /** `message`: the location a syntax or import error names in its message; `stack`: from its stack. */
  readonly source: FrameSource
}

export interface ErrorView {
  readonly id: number
  readonly runId: number
  readonly scope: string
  readonly test: {
    readonly testCaseId: number
    readonly file: string
    readonly fullName: string
    readonly ordinal: number
  } | null
  readonly file: string | null
  readonly name: string
  readonly message: string
  readonly expected: string | null
  readonly actual: string | null
  readonly diff: string | null
  readonly signature: string
  readonly frames: readonly FrameView[]
}

const runColumns = ['id', 'task_id', 'outcome', 'total', 'failed', 'error_count', 'started_at'] as const
const toSummary = (r: {
  id: number
  task_id: number | null
  outcome: TestRunsTable['outcome']
  total: number
  failed: number
  error_count: number
  started_at: string
}): RunSummary => ({
  id: r.id,
  taskId: r.task_id,
  outcome: r.outcome,
  total: r.total,
  failed: r.failed,
  errorCount: r.error_count,
  startedAt: r.started_at,
})

const noRun = (what: string): never => {
  throw notFound(`${what}`, 'run the tests with run_tests; its result names the runId')
}

/** The run, if the caller recorded it. Another caller's run is reported as unknown. */
export async function ownRun(db: Db, caller: Caller, runId: number): Promise<RunSummary> {
  const callerId = await findCallerId(db, caller)
  const row =
    callerId === undefined
      ? undefined
      : await db
          .selectFrom('test_runs')
          .select(runColumns)
          .where('id', '=', runId)
          .where('caller_id', '=', callerId)
          .executeTakeFirst()
  return row === undefined ? noRun(`no test run ${runId} is yours`) : toSummary(row)
}

/** The caller's newest run, optionally of one task; the newest run with errors when there is one among the last. */
export async function latestOwnRun(db: Db, caller: Caller, taskId: number | undefined): Promise<RunSummary> {
  const callerId = await findCallerId(db, caller)
  if (callerId === undefined) return noRun('you have recorded no test run yet')
  let query = db.selectFrom('test_runs').select(runColumns).where('caller_id', '=', callerId)
  if (taskId !== undefined) query = query.where('task_id', '=', taskId)
  const row = await query.orderBy('seq', 'desc').limit(1).executeTakeFirst()
  return row === undefined
    ? noRun(taskId === undefined ? 'you have recorded no test run yet' : `no test run recorded for TDD task ${taskId}`)
    : toSummary(row)
}

/** Errors of a run with their frames, optionally only those whose test name or file contains `test`. */
export async function errorsOfRun(
  db: Db,
  runId: number,
  test: string | undefined,
  limit: number,
): Promise<readonly ErrorView[]> {
  let query = db
    .selectFrom('test_errors')
    .leftJoin('test_cases', 'test_cases.id', 'test_errors.test_case_id')
    .select([
      'test_errors.id',
      'test_errors.run_id',
      'test_errors.scope',
      'test_errors.name',
      'test_errors.message',
      'test_errors.expected',
      'test_errors.actual',
      'test_errors.diff',
      'test_errors.signature',
      'test_errors.file',
      'test_errors.test_case_id',
      'test_cases.file as test_file',
      'test_cases.full_name',
      'test_cases.ordinal',
    ])
    .where('test_errors.run_id', '=', runId)
  if (test !== undefined) {
    query = query.where(
      sql<boolean>`(instr(coalesce(test_cases.full_name, ''), ${test}) > 0 or instr(coalesce(test_errors.file, ''), ${test}) > 0)`,
    )
  }
  const rows = await query.orderBy('test_errors.id').limit(limit).execute()
  const frames =
    rows.length === 0
      ? []
      : await db
          .selectFrom('stack_frames')
          .select(['id', 'error_id', 'ordinal', 'function_name', 'file', 'line', 'col', 'source'])
          .where(
            'error_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('error_id')
          .orderBy('ordinal')
          .execute()
  return rows.map((r) => ({
    id: r.id,
    runId: r.run_id,
    scope: r.scope,
    name: r.name,
    message: r.message,
    expected: r.expected,
    actual: r.actual,
    diff: r.diff,
    signature: r.signature,
    file: r.file,
    test:
      r.test_case_id === null || r.test_file === null || r.full_name === null
        ? null
        : { testCaseId: r.test_case_id, file: r.test_file, fullName: r.full_name, ordinal: r.ordinal ?? 0 },
    frames: frames
      .filter((f) => f.error_id === r.id)
      .map((f) => ({
        id: f.id,
        ordinal: f.ordinal,
        function: f.function_name,
        file: f.file,
        line: f.line,
        col: f.col,
        source: f.source,
      })),
  }))
}

/** The run's failed results with their test identity. */
export async function failedTests(
  db: Db,
  runId: number,
): Promise<
  readonly { readonly testCaseId: number; readonly file: string; readonly fullName: string; readonly ordinal: number }[]
> {
  const rows = await db
    .selectFrom('test_results')
    .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
    .select(['test_results.test_case_id', 'test_cases.file', 'test_cases.full_name', 'test_cases.ordinal'])
    .where('test_results.run_id', '=', runId)
    .where('test_results.status', '=', 'failed')
    .orderBy('test_results.id')
    .execute()
  return rows.map((r) => ({ testCaseId: r.test_case_id, file: r.file, fullName: r.full_name, ordinal: r.ordinal }))
}
