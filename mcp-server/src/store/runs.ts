import { EvidentError } from '../kernel/errors.js'
import { testKey, testLabel } from '../domain/test-names.js'
import type { RunReport, TestRef } from '../domain/run-report.js'
import type { Caller } from '../kernel/identity.js'
import type { ArtifactRow } from '../domain/records.js'
import { nextSeq, sqliteOf, type Db, type Tx } from './db.js'
import { ensureCallerState } from './statements/callers.js'
import { insertArtifact, type Binding } from './statements/artifacts.js'

const CHUNK = 400

interface RecordedError {
  readonly id: number
  readonly scope: string
  readonly test: TestRef | null
  readonly name: string
  readonly message: string
  readonly signature: string
  readonly frameIds: readonly number[]
}

export interface RecordedRun {
  readonly runId: number
  readonly taskId: number | null
  readonly phaseId: number | null
  readonly counts: {
    readonly total: number
    readonly passed: number
    readonly failed: number
    readonly skipped: number
  }
  readonly errors: readonly RecordedError[]
  readonly artifacts: readonly ArtifactRow[]
}

/** Takes a sequence number marking the start of a run: a phase opened after it cannot own the run. */
export async function beginRun(db: Db): Promise<number> {
  return db.transaction().execute(nextSeq)
}

/** Test case ids for the refs by `testKey`, creating the stable identities that are new. */
async function testCaseIds(tx: Tx, projectRoot: string, refs: readonly TestRef[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (let i = 0; i < refs.length; i += CHUNK) {
    const chunk = refs.slice(i, i + CHUNK)
    await tx
      .insertInto('test_cases')
      .values(
        chunk.map((r) => ({ project_root: projectRoot, file: r.file, full_name: r.fullName, ordinal: r.ordinal ?? 0 })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
  const files = [...new Set(refs.map((r) => r.file))]
  for (let i = 0; i < files.length; i += CHUNK) {
    const rows = await tx
      .selectFrom('test_cases')
      .select(['id', 'file', 'full_name', 'ordinal'])
      .where('project_root', '=', projectRoot)
      .where('file', 'in', files.slice(i, i + CHUNK))
      .execute()
    for (const row of rows) ids.set(testKey({ file: row.file, fullName: row.full_name, ordinal: row.ordinal }), row.id)
  }
  return ids
}

/**
 * A report whose tests are not one identity each is a runner bug (two results would claim one test, and one
 * of them would be lost): refused before anything is written.
 */
function assertDistinctTests(report: RunReport): void {
  const seen = new Set<string>()
  for (const test of report.tests) {
    const key = testKey(test)
    if (seen.has(key)) {
      throw new EvidentError(
        'internal',
        `the ${report.runner} runner reported ${testLabel(test)} twice in one run; the run was not recorded`,
      )
    }
    seen.add(key)
  }
}

/** The stored results of a run must be exactly its counts: checked before the transaction commits. */
async function assertStoredCounts(tx: Tx, runId: number, counts: RecordedRun['counts']): Promise<void> {
  const rows = await tx
    .selectFrom('test_results')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('run_id', '=', runId)
    .groupBy('status')
    .execute()
  const n = (...statuses: string[]): number =>
    rows.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + Number(r.n), 0)
  const stored = {
    total: n('passed', 'failed', 'skipped', 'todo'),
    passed: n('passed'),
    failed: n('failed'),
    skipped: n('skipped', 'todo'),
  }
  if (JSON.stringify(stored) !== JSON.stringify(counts)) {
    throw new EvidentError(
      'internal',
      `run ${runId} would store results ${JSON.stringify(stored)} for counts ${JSON.stringify(counts)}; the run was not recorded`,
    )
  }
}

/** The working tree a run ran on: before spawning and after it ended (null when no snapshot could be taken). */
export interface RunTrees {
  readonly tree: string | null
  readonly treeAfter: string | null
  /** The run was limited to some files (or test names): it says nothing about the rest of the suite. */
  readonly filtered: boolean
}

/**
 * Records a finished run in one transaction: the run, one result per test (by stable identity), errors
 * and their frames, and — when the caller has an open TDD task whose phase began before the run — the
 * evidence artifacts: `test_failed_run` per failing test in a file the caller wrote during the task,
 * `test_passed_run` per passing test in such a file (or one for the whole run when it passed and the
 * caller wrote no test file yet). Every test of the report is stored: a report naming one test twice, or
 * stored results that do not add up to the run's counts, is an internal error and nothing is written.
 */
export async function recordRun(
  db: Db,
  caller: Caller,
  report: RunReport,
  startSeq: number,
  trees?: RunTrees,
): Promise<RecordedRun> {
  assertDistinctTests(report)
  return db.transaction().execute(async (tx) => {
    const { callerId, taskId, phase } = ensureCallerState(sqliteOf(tx), caller)
    // A phase opened while the run was going on does not own it.
    const owning = phase !== null && phase.startSeq < startSeq ? phase : null
    const owned: Binding = { callerId, taskId, phaseId: owning?.id ?? null, behaviorId: owning?.behaviorId ?? null }
    const counts = {
      total: report.tests.length,
      passed: report.tests.filter((t) => t.status === 'passed').length,
      failed: report.tests.filter((t) => t.status === 'failed').length,
      skipped: report.tests.filter((t) => t.status === 'skipped' || t.status === 'todo').length,
    }
    const seq = await nextSeq(tx)
    const run = await tx
      .insertInto('test_runs')
      .values({
        caller_id: owned.callerId,
        task_id: owned.taskId,
        phase_id: owned.phaseId,
        runner: report.runner,
        argv: JSON.stringify(report.argv),
        project_root: report.projectRoot,
        start_seq: startSeq,
        seq,
        started_at: report.startedAt,
        ended_at: report.endedAt,
        exit_code: report.exitCode,
        outcome: report.outcome,
        ...counts,
        error_count: report.errors.length,
        detail: report.detail ?? null,
        tree: trees?.tree ?? null,
        tree_after: trees?.treeAfter ?? null,
        filtered: trees === undefined ? null : trees.filtered ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const refs = [...report.tests, ...report.errors.flatMap((e) => (e.test === undefined ? [] : [e.test]))]
    const ids = await testCaseIds(tx, report.projectRoot, refs)
    const idOf = (r: TestRef): number => {
      const id = ids.get(testKey(r))
      if (id === undefined) throw new EvidentError('internal', `test case ${testLabel(r)} was not created`)
      return id
    }
    for (let i = 0; i < report.tests.length; i += CHUNK) {
      await tx
        .insertInto('test_results')
        .values(
          report.tests.slice(i, i + CHUNK).map((t) => ({
            run_id: run.id,
            test_case_id: idOf(t),
            status: t.status,
            duration_ms: t.durationMs ?? null,
            seq,
          })),
        )
        .execute()
    }
    await assertStoredCounts(tx, run.id, counts)
    const errors: RecordedError[] = []
    for (const e of report.errors) {
      const error = await tx
        .insertInto('test_errors')
        .values({
          run_id: run.id,
          test_case_id: e.test === undefined ? null : idOf(e.test),
          scope: e.scope,
          name: e.name,
          message: e.message,
          expected: e.expected ?? null,
          actual: e.actual ?? null,
          diff: e.diff ?? null,
          signature: e.signature,
          file: e.file ?? e.test?.file ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const frameIds: number[] = []
      for (const [ordinal, f] of e.frames.entries()) {
        const frame = await tx
          .insertInto('stack_frames')
          .values({
            error_id: error.id,
            ordinal,
            function_name: f.functionName ?? null,
            file: f.file,
            line: f.line ?? null,
            col: f.col ?? null,
            source: f.source ?? 'stack',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        frameIds.push(frame.id)
      }
      errors.push({
        id: error.id,
        scope: e.scope,
        test: e.test ?? null,
        name: e.name,
        message: e.message,
        signature: e.signature,
        frameIds,
      })
    }
    const artifacts =
      owned.phaseId === null ? [] : await recordRunEvidence(tx, owned, report, run.id, counts.failed, idOf)
    return { runId: run.id, taskId: owned.taskId, phaseId: owned.phaseId, counts, errors, artifacts }
  })
}

async function recordRunEvidence(
  tx: Tx,
  binding: Binding,
  report: RunReport,
  runId: number,
  failures: number,
  idOf: (r: TestRef) => number,
): Promise<ArtifactRow[]> {
  if (binding.taskId === null) return []
  const written = await tx
    .selectFrom('artifacts')
    .select('file_path')
    .distinct()
    .where('task_id', '=', binding.taskId)
    .where('caller_id', '=', binding.callerId)
    .where('kind', '=', 'test_written')
    .execute()
  const authored = new Set(written.map((w) => w.file_path))
  // A run that did not pass (timeout, interrupted, no tests, a module error) is never a zero-failure run.
  const counted = failures + report.errors.filter((e) => e.scope !== 'test').length
  const failureCount = report.outcome === 'passed' ? counted : Math.max(1, counted)
  const artifacts: ArtifactRow[] = []
  for (const test of report.tests) {
    if (!authored.has(test.file) || (test.status !== 'failed' && test.status !== 'passed')) continue
    artifacts.push(
      insertArtifact(sqliteOf(tx), binding, {
        kind: test.status === 'failed' ? 'test_failed_run' : 'test_passed_run',
        filePath: test.file,
        testCaseId: idOf(test),
        runId,
        failureCount,
      }),
    )
  }
  if (artifacts.length === 0 && report.outcome === 'passed') {
    artifacts.push(insertArtifact(sqliteOf(tx), binding, { kind: 'test_passed_run', runId, failureCount }))
  }
  return artifacts
}
