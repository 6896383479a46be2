import type { Tx } from '../../mcp-server/src/store/db.js'
import type { Store } from '../../mcp-server/src/store/index.js'

/**
 * Fills a store with realistic finished history — callers, ended tasks with goals, behaviors and closed
 * phases, test runs with per-test results, and artifacts bound to those phases — in one transaction with
 * multi-row inserts. For benchmarks: the rows look like recorded evidence but no gate ever sees them cited.
 */
export interface SeedSpec {
  readonly artifacts: number
  readonly testResults: number
  readonly projectRoot: string
  /** Number of finished sessions the history is spread over. */
  readonly callers?: number
  /**
   * Binds part of the artifacts to an existing task's behavior instead (in closed phases of that task, all
   * for one test file): the worst case for the queries that look up a task's own history.
   */
  readonly focus?: {
    readonly taskId: number
    readonly behaviorId: number
    readonly filePath: string
    readonly artifacts: number
  }
}

export interface SeedSummary {
  readonly callers: number
  readonly tasks: number
  readonly phases: number
  readonly runs: number
  readonly testCases: number
  readonly testResults: number
  readonly artifacts: number
}

const CHUNK = 500
const BEHAVIORS_PER_TASK = 10
const PHASE_CYCLE = ['red', 'green', 'refactor'] as const
const KINDS = ['test_written', 'test_failed_run', 'code_written', 'test_passed_run'] as const
const RESULTS_PER_RUN = 20

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK))
}

const SEEDED = ['callers', 'tdd_tasks', 'goals', 'behaviors', 'phases', 'test_runs', 'test_cases', 'artifacts'] as const
type Seeded = (typeof SEEDED)[number]

/** The first free id of each seeded table: rows get explicit ids so they can reference each other in bulk. */
async function nextIds(tx: Tx): Promise<Record<Seeded, number>> {
  const ids = {} as Record<Seeded, number>
  for (const table of SEEDED) {
    const row = await tx
      .selectFrom(table)
      .select((eb) => eb.fn.max<number | null>('id').as('m'))
      .executeTakeFirstOrThrow()
    ids[table] = (row.m ?? 0) + 1
  }
  return ids
}

export async function seedHistory(store: Store, spec: SeedSpec): Promise<SeedSummary> {
  return store.write(async (tx) => {
    const ids = await nextIds(tx)
    const meta = await tx.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()
    let seq = Number(meta.value)
    const tick = (): number => ++seq
    const at = new Date().toISOString()
    const callerCount = spec.callers ?? 20
    const callers = Array.from({ length: callerCount }, (_, i) => ({
      id: ids.callers + i,
      session_id: `seed-session-${ids.callers + i}`,
      agent_id: 'main',
      agent_type: null,
      parent_session_id: null,
      ended_at: at,
    }))
    const tasks = callers.map((c, i) => ({
      id: ids.tdd_tasks + i,
      caller_id: c.id,
      run_id: null,
      goal: `seeded task ${i}`,
      status: 'ended' as const,
      outcome: 'succeeded' as const,
      reason: null,
      seq: tick(),
      ended_at: at,
    }))
    const goals = tasks.map((t, i) => ({
      id: ids.goals + i,
      task_id: t.id,
      ordinal: 0,
      goal: `seeded goal ${i}`,
      status: 'done' as const,
      updated_at: at,
    }))
    const behaviors = goals.flatMap((g, gi) =>
      Array.from({ length: BEHAVIORS_PER_TASK }, (_, j) => ({
        id: ids.behaviors + gi * BEHAVIORS_PER_TASK + j,
        task_id: g.task_id,
        goal_id: g.id,
        ordinal: j,
        behavior: `seeded behavior ${j}`,
        status: 'done' as const,
        updated_at: at,
      })),
    )
    const phases = behaviors.flatMap((b, bi) =>
      PHASE_CYCLE.map((phase, k) => {
        const start = tick()
        const callerId = callers[Math.floor(bi / BEHAVIORS_PER_TASK)]?.id ?? ids.callers
        return {
          id: ids.phases + bi * PHASE_CYCLE.length + k,
          task_id: b.task_id,
          goal_id: b.goal_id,
          behavior_id: b.id,
          caller_id: callerId,
          phase,
          previous_phase_id: null,
          cited_artifact_id: null,
          reason: null,
          start_seq: start,
          end_seq: start + 1,
          ended_at: at,
        }
      }),
    )
    const caseCount = Math.max(RESULTS_PER_RUN, Math.ceil(spec.testResults / 10))
    const testCases = Array.from({ length: caseCount }, (_, i) => ({
      id: ids.test_cases + i,
      project_root: spec.projectRoot,
      file: `src/seed/module-${i % 50}.test.ts`,
      full_name: `seeded > case ${i}`,
    }))
    const runCount = Math.ceil(spec.testResults / RESULTS_PER_RUN)
    const runs = Array.from({ length: runCount }, (_, i) => {
      const phase = phases[i % phases.length]
      const failed = i % 3 === 0 ? 1 : 0
      const s = tick()
      return {
        id: ids.test_runs + i,
        caller_id: phase?.caller_id ?? ids.callers,
        task_id: phase?.task_id ?? null,
        phase_id: phase?.id ?? null,
        runner: 'vitest',
        argv: '["vitest","run"]',
        project_root: spec.projectRoot,
        start_seq: s,
        seq: s,
        started_at: at,
        ended_at: at,
        exit_code: failed,
        outcome: failed === 1 ? ('failed' as const) : ('passed' as const),
        total: RESULTS_PER_RUN,
        passed: RESULTS_PER_RUN - failed,
        failed,
        skipped: 0,
        error_count: failed,
        detail: null,
      }
    })
    const results = runs
      .flatMap((run, ri) =>
        Array.from({ length: RESULTS_PER_RUN }, (_, j) => ({
          run_id: run.id,
          test_case_id: ids.test_cases + ((ri * RESULTS_PER_RUN + j) % caseCount),
          status: run.failed === 1 && j === 0 ? ('failed' as const) : ('passed' as const),
          duration_ms: 1,
          seq: run.seq,
        })),
      )
      .slice(0, spec.testResults)
    const focus =
      spec.focus === undefined ? undefined : await focusPhases(tx, spec.focus, ids.phases + phases.length, tick, at)
    const focusCount = focus === undefined ? 0 : Math.min(spec.artifacts, spec.focus?.artifacts ?? 0)
    const filler = Array.from({ length: spec.artifacts - focusCount }, (_, i) => {
      const phase = phases[i % phases.length]
      const run = runs[i % runs.length]
      const kind = KINDS[i % KINDS.length] ?? 'code_written'
      const isRun = kind === 'test_failed_run' || kind === 'test_passed_run'
      return {
        id: ids.artifacts + i,
        kind,
        caller_id: phase?.caller_id ?? ids.callers,
        task_id: phase?.task_id ?? null,
        phase_id: phase?.id ?? null,
        behavior_id: phase?.behavior_id ?? null,
        file_path: testCases[i % caseCount]?.file ?? null,
        content_hash: isRun ? null : 'seed',
        lines_added: isRun ? null : 1,
        lines_removed: isRun ? null : 0,
        test_case_id: isRun ? ids.test_cases + (i % caseCount) : null,
        run_id: isRun ? (run?.id ?? null) : null,
        failure_count: isRun ? (run?.failed ?? 0) : null,
        detail: null,
        seq: tick(),
      }
    })
    const focused =
      focus === undefined
        ? []
        : Array.from({ length: focusCount }, (_, i) => {
            const phase = focus.phases[i % focus.phases.length]
            const kind = KINDS[i % KINDS.length] ?? 'code_written'
            const isRun = kind === 'test_failed_run' || kind === 'test_passed_run'
            return {
              id: ids.artifacts + filler.length + i,
              kind,
              caller_id: focus.callerId,
              task_id: phase?.task_id ?? null,
              phase_id: phase?.id ?? null,
              behavior_id: phase?.behavior_id ?? null,
              file_path: focus.filePath,
              content_hash: isRun ? null : 'seed',
              lines_added: isRun ? null : 1,
              lines_removed: isRun ? null : 0,
              test_case_id: isRun ? ids.test_cases + (i % caseCount) : null,
              run_id: isRun ? (runs[i % runs.length]?.id ?? null) : null,
              failure_count: isRun ? 0 : null,
              detail: null,
              seq: tick(),
            }
          })
    const artifacts = [...filler, ...focused]
    await insertChunked(callers, (c) => tx.insertInto('callers').values(c).execute())
    await insertChunked(tasks, (c) => tx.insertInto('tdd_tasks').values(c).execute())
    await insertChunked(goals, (c) => tx.insertInto('goals').values(c).execute())
    await insertChunked(behaviors, (c) => tx.insertInto('behaviors').values(c).execute())
    await insertChunked([...phases, ...(focus?.phases ?? [])], (c) => tx.insertInto('phases').values(c).execute())
    await insertChunked(runs, (c) => tx.insertInto('test_runs').values(c).execute())
    await insertChunked(testCases, (c) => tx.insertInto('test_cases').values(c).execute())
    await insertChunked(results, (c) => tx.insertInto('test_results').values(c).execute())
    await insertChunked(artifacts, (c) => tx.insertInto('artifacts').values(c).execute())
    await tx
      .updateTable('meta')
      .set({ value: String(seq) })
      .where('key', '=', 'seq')
      .execute()
    return {
      callers: callers.length,
      tasks: tasks.length,
      phases: phases.length + (focus?.phases.length ?? 0),
      runs: runs.length,
      testCases: testCases.length,
      testResults: results.length,
      artifacts: artifacts.length,
    }
  })
}

const FOCUS_PHASES = 30

/** Closed phases of the focus task's behavior, opened and closed before anything the caller does next. */
async function focusPhases(
  tx: Tx,
  focus: NonNullable<SeedSpec['focus']>,
  firstId: number,
  tick: () => number,
  at: string,
) {
  const task = await tx
    .selectFrom('tdd_tasks')
    .select('caller_id')
    .where('id', '=', focus.taskId)
    .executeTakeFirstOrThrow()
  const behavior = await tx
    .selectFrom('behaviors')
    .select('goal_id')
    .where('id', '=', focus.behaviorId)
    .executeTakeFirstOrThrow()
  const phases = Array.from({ length: FOCUS_PHASES }, (_, k) => {
    const start = tick()
    return {
      id: firstId + k,
      task_id: focus.taskId,
      goal_id: behavior.goal_id,
      behavior_id: focus.behaviorId,
      caller_id: task.caller_id,
      phase: PHASE_CYCLE[k % PHASE_CYCLE.length] ?? 'red',
      previous_phase_id: null,
      cited_artifact_id: null,
      reason: null,
      start_seq: start,
      end_seq: start + 1,
      ended_at: at,
    }
  })
  return { callerId: task.caller_id, filePath: focus.filePath, phases }
}
