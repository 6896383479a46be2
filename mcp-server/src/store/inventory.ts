import type { ViolationKind } from '../domain/vocabulary.js'
import type { Caller } from '../kernel/identity.js'
import { findCallerId } from './callers.js'
import type { Db } from './db.js'
import type { TestResultsTable, TestRunsTable } from './schema.js'
import type { TaskRow } from '../domain/records.js'
import { listProgressEvents, type ProgressPage } from './progress.js'
import { listTasks } from './tasks.js'
import { toViolation, type ViolationRow } from './statements/violations.js'

/** Read-only listings for `inventory`. Nothing here reveals evidence outside the caller's own session. */
export type InventoryScope = 'mine' | 'session'

export interface SessionCallerRow {
  readonly callerId: number
  readonly sessionId: string
  readonly agentId: string
  readonly agentType: string | null
  readonly parentSessionId: string | null
  readonly startedAt: string
  readonly endedAt: string | null
  readonly openTaskId: number | null
}

export interface RunRow {
  readonly runId: number
  readonly agentId: string
  readonly taskId: number | null
  readonly phaseId: number | null
  readonly runner: string
  readonly outcome: TestRunsTable['outcome']
  readonly total: number
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  readonly errorCount: number
  readonly exitCode: number | null
  readonly startedAt: string
  readonly endedAt: string
}

export interface TestRow {
  readonly testCaseId: number
  readonly file: string
  readonly fullName: string
  /** Among the tests of its file with that full name (see TestRef). */
  readonly ordinal: number
  readonly latestStatus: TestResultsTable['status']
  readonly latestRunId: number
}

/** The caller ids a scope covers: the caller alone, or every caller (main and subagents) of its session. */
async function scopeCallerIds(db: Db, caller: Caller, scope: InventoryScope): Promise<number[]> {
  if (scope === 'mine') {
    const id = await findCallerId(db, caller)
    return id === undefined ? [] : [id]
  }
  const rows = await db.selectFrom('callers').select('id').where('session_id', '=', caller.sessionId).execute()
  return rows.map((r) => r.id)
}

export async function sessionCallers(
  db: Db,
  caller: Caller,
  agentKind: 'main' | 'subagent' | undefined,
  limit: number,
): Promise<readonly SessionCallerRow[]> {
  let query = db
    .selectFrom('callers')
    .leftJoin('tdd_tasks', (join) =>
      join.onRef('tdd_tasks.caller_id', '=', 'callers.id').on('tdd_tasks.status', '=', 'open'),
    )
    .select([
      'callers.id',
      'callers.session_id',
      'callers.agent_id',
      'callers.agent_type',
      'callers.parent_session_id',
      'callers.started_at',
      'callers.ended_at',
      'tdd_tasks.id as open_task_id',
    ])
    .where('callers.session_id', '=', caller.sessionId)
  if (agentKind === 'main') query = query.where('callers.agent_id', '=', 'main')
  if (agentKind === 'subagent') query = query.where('callers.agent_id', '!=', 'main')
  const rows = await query.orderBy('callers.id').limit(limit).execute()
  return rows.map((r) => ({
    callerId: r.id,
    sessionId: r.session_id,
    agentId: r.agent_id,
    agentType: r.agent_type,
    parentSessionId: r.parent_session_id,
    startedAt: r.started_at,
    endedAt: r.ended_at,
    openTaskId: r.open_task_id,
  }))
}

export async function inventoryTasks(
  db: Db,
  caller: Caller,
  scope: InventoryScope,
  limit: number,
): Promise<readonly TaskRow[]> {
  return listTasks(db, await scopeCallerIds(db, caller, scope), limit)
}

export async function inventoryRuns(
  db: Db,
  caller: Caller,
  scope: InventoryScope,
  tddTaskId: number | undefined,
  limit: number,
): Promise<readonly RunRow[]> {
  const callerIds = await scopeCallerIds(db, caller, scope)
  if (callerIds.length === 0) return []
  let query = db
    .selectFrom('test_runs')
    .innerJoin('callers', 'callers.id', 'test_runs.caller_id')
    .select([
      'test_runs.id',
      'callers.agent_id',
      'test_runs.task_id',
      'test_runs.phase_id',
      'test_runs.runner',
      'test_runs.outcome',
      'test_runs.total',
      'test_runs.passed',
      'test_runs.failed',
      'test_runs.skipped',
      'test_runs.error_count',
      'test_runs.exit_code',
      'test_runs.started_at',
      'test_runs.ended_at',
    ])
    .where('test_runs.caller_id', 'in', callerIds)
  if (tddTaskId !== undefined) query = query.where('test_runs.task_id', '=', tddTaskId)
  const rows = await query.orderBy('test_runs.seq', 'desc').limit(limit).execute()
  return rows.map((r) => ({
    runId: r.id,
    agentId: r.agent_id,
    taskId: r.task_id,
    phaseId: r.phase_id,
    runner: r.runner,
    outcome: r.outcome,
    total: r.total,
    passed: r.passed,
    failed: r.failed,
    skipped: r.skipped,
    errorCount: r.error_count,
    exitCode: r.exit_code,
    startedAt: r.started_at,
    endedAt: r.ended_at,
  }))
}

/** Which progress events a page lists: of one task or behavior, after an event. */
interface ProgressFilter {
  readonly taskId?: number | undefined
  readonly behaviorId?: number | undefined
  readonly afterEventId?: number | undefined
}

/** Progress events of the scope's tasks in push order, a page of `limit` after `afterEventId`. */
export async function inventoryProgress(
  db: Db,
  caller: Caller,
  scope: InventoryScope,
  filter: ProgressFilter,
  limit: number,
): Promise<ProgressPage> {
  return listProgressEvents(db, { callerIds: await scopeCallerIds(db, caller, scope), ...filter }, limit)
}

/**
 * The tasks a main agent could follow read-only: its session's subagents' tasks and the tasks teammates started with
 * its handoffs. Whether the caller may follow at all is engine/gates/follow.ts's to say (engine/flows/access.ts).
 */
export async function followableTaskIds(db: Db, sessionId: string): Promise<readonly number[]> {
  const ofSubagents = await db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .select('tdd_tasks.id')
    .where('callers.session_id', '=', sessionId)
    .where('callers.agent_id', '!=', 'main')
    .execute()
  const handedOff = await db
    .selectFrom('task_handoffs')
    .innerJoin('callers', 'callers.id', 'task_handoffs.offer_caller_id')
    .select('task_handoffs.claimed_task_id')
    .where('callers.session_id', '=', sessionId)
    .where('callers.agent_id', '=', 'main')
    .where('task_handoffs.claimed_task_id', 'is not', null)
    .execute()
  return [
    ...ofSubagents.map((r) => r.id),
    ...handedOff.flatMap((r) => (r.claimed_task_id === null ? [] : [r.claimed_task_id])),
  ]
}

/** Progress events of these tasks (a follower's), in push order, a page of `limit` after `afterEventId`. */
export async function followedProgress(
  db: Db,
  taskIds: readonly number[],
  filter: ProgressFilter,
  limit: number,
): Promise<ProgressPage> {
  if (taskIds.length === 0) return { events: [], more: false }
  const owners = await db.selectFrom('tdd_tasks').select('caller_id').distinct().where('id', 'in', taskIds).execute()
  return listProgressEvents(db, { callerIds: owners.map((r) => r.caller_id), taskIds, ...filter }, limit)
}

/** Test cases of the project with the status of their newest recorded result. */
export async function inventoryTests(
  db: Db,
  projectRoot: string,
  filter: { readonly status?: TestResultsTable['status'] | undefined; readonly file?: string | undefined },
  limit: number,
): Promise<readonly TestRow[]> {
  let query = db
    .selectFrom('test_cases as tc')
    .innerJoin('test_results as tr', 'tr.test_case_id', 'tc.id')
    .select(['tc.id', 'tc.file', 'tc.full_name', 'tc.ordinal', 'tr.status', 'tr.run_id'])
    .where('tc.project_root', '=', projectRoot)
    .where((eb) =>
      eb(
        'tr.seq',
        '=',
        eb
          .selectFrom('test_results as newest')
          .select((s) => s.fn.max('newest.seq').as('seq'))
          .whereRef('newest.test_case_id', '=', 'tc.id'),
      ),
    )
  if (filter.status !== undefined) query = query.where('tr.status', '=', filter.status)
  if (filter.file !== undefined) query = query.where('tc.file', '=', filter.file)
  const rows = await query.orderBy('tc.file').orderBy('tc.full_name').orderBy('tc.ordinal').limit(limit).execute()
  return rows.map((r) => ({
    testCaseId: r.id,
    file: r.file,
    fullName: r.full_name,
    ordinal: r.ordinal,
    latestStatus: r.status,
    latestRunId: r.run_id,
  }))
}

export async function inventoryViolations(
  db: Db,
  caller: Caller,
  scope: InventoryScope,
  kind: ViolationKind | undefined,
  limit: number,
): Promise<readonly (ViolationRow & { readonly agentId: string })[]> {
  const callerIds = await scopeCallerIds(db, caller, scope)
  if (callerIds.length === 0) return []
  let query = db
    .selectFrom('violations')
    .innerJoin('callers', 'callers.id', 'violations.caller_id')
    .selectAll('violations')
    .select('callers.agent_id')
    .where('violations.caller_id', 'in', callerIds)
  if (kind !== undefined) query = query.where('violations.kind', '=', kind)
  const rows = await query.orderBy('violations.seq', 'desc').limit(limit).execute()
  return rows.map((r) => ({ ...toViolation(r), agentId: r.agent_id }))
}

/** Hook calls that failed before deciding and let the action through unchecked (`hook_errors.failed_open`). */
export interface FailedOpenCounts {
  /** In the whole project (its database). */
  readonly project: number
  /** In the caller's session. */
  readonly session: number
  readonly latest: { readonly hook: string; readonly at: string } | null
}

export async function failedOpenCounts(db: Db, sessionId: string): Promise<FailedOpenCounts> {
  const rows = await db
    .selectFrom('hook_errors')
    .select((eb) => [
      eb.fn.countAll<number>().as('project'),
      eb.fn.sum<number>(eb.case().when('session_id', '=', sessionId).then(1).else(0).end()).as('session'),
    ])
    .where('failed_open', '=', 1)
    .executeTakeFirst()
  const latest = await db
    .selectFrom('hook_errors')
    .select(['hook', 'at'])
    .where('failed_open', '=', 1)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return { project: Number(rows?.project ?? 0), session: Number(rows?.session ?? 0), latest: latest ?? null }
}
