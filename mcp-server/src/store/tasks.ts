import type { Selectable } from 'kysely'
import type { TaskRow } from '../domain/records.js'
import type { TaskOutcome } from '../domain/vocabulary.js'
import { nextSeq, nowIso, type Db, type Tx } from './db.js'
import type { TddTasksTable } from './schema.js'

/** TDD tasks: one row per `tdd_task start`. The rules about them live in `engine/gates/work.ts`. */
function toTask(row: Selectable<TddTasksTable>): TaskRow {
  return {
    id: row.id,
    callerId: row.caller_id,
    runId: row.run_id,
    goal: row.goal,
    status: row.status,
    outcome: row.outcome,
    reason: row.reason,
    createdAt: row.created_at,
    endedAt: row.ended_at,
  }
}

/** The caller's task started with this runId, if any. */
export async function taskByRunId(db: Db | Tx, callerId: number, runId: string): Promise<TaskRow | undefined> {
  const row = await db
    .selectFrom('tdd_tasks')
    .selectAll()
    .where('caller_id', '=', callerId)
    .where('run_id', '=', runId)
    .executeTakeFirst()
  return row === undefined ? undefined : toTask(row)
}

export async function openTaskOf(db: Db | Tx, callerId: number): Promise<TaskRow | undefined> {
  const row = await db
    .selectFrom('tdd_tasks')
    .selectAll()
    .where('caller_id', '=', callerId)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return row === undefined ? undefined : toTask(row)
}

/**
 * What the caller's open task froze at its start: the configuration (JSON) and the test files as the project's vitest
 * resolved them (JSON `{include, exclude}`, runners/vitest-files.ts), each undefined when it has none.
 */
export async function frozenOf(
  db: Db | Tx,
  callerId: number,
): Promise<{ readonly config?: string; readonly testGlobs?: string } | undefined> {
  const row = await db
    .selectFrom('tdd_tasks')
    .select(['config', 'test_globs'])
    .where('caller_id', '=', callerId)
    .where('status', '=', 'open')
    .executeTakeFirst()
  if (row === undefined) return undefined
  return {
    ...(row.config === null ? {} : { config: row.config }),
    ...(row.test_globs === null ? {} : { testGlobs: row.test_globs }),
  }
}

/**
 * What a task changed is measured from: its project root and frozen configuration, and the tree its first phase
 * started on (null when the task has no phase with a snapshot). Undefined for an unknown task.
 */
export async function taskBaseline(
  db: Db | Tx,
  taskId: number,
): Promise<
  | {
      readonly projectRoot: string | null
      readonly config: string | null
      readonly testGlobs: string | null
      readonly startTree: string | null
    }
  | undefined
> {
  const task = await db
    .selectFrom('tdd_tasks')
    .select(['project_root', 'config', 'test_globs'])
    .where('id', '=', taskId)
    .executeTakeFirst()
  if (task === undefined) return undefined
  const first = await db
    .selectFrom('phases')
    .select('start_tree')
    .where('task_id', '=', taskId)
    .where('start_tree', 'is not', null)
    .orderBy('start_seq')
    .limit(1)
    .executeTakeFirst()
  return {
    projectRoot: task.project_root,
    config: task.config,
    testGlobs: task.test_globs,
    startTree: first?.start_tree ?? null,
  }
}

/** The task with this id if it belongs to this caller. */
export async function taskOfCaller(
  db: Db | Tx,
  callerId: number | undefined,
  taskId: number,
): Promise<TaskRow | undefined> {
  if (callerId === undefined) return undefined
  const row = await db
    .selectFrom('tdd_tasks')
    .selectAll()
    .where('id', '=', taskId)
    .where('caller_id', '=', callerId)
    .executeTakeFirst()
  return row === undefined ? undefined : toTask(row)
}

/** The task with this id if it belongs to a caller (main agent or subagent) of this session. */
export async function taskOfSession(db: Db | Tx, sessionId: string, taskId: number): Promise<TaskRow | undefined> {
  const row = await db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .selectAll('tdd_tasks')
    .where('tdd_tasks.id', '=', taskId)
    .where('callers.session_id', '=', sessionId)
    .executeTakeFirst()
  return row === undefined ? undefined : toTask(row)
}

/** Who owns a task: its caller row's id, session and agent. */
export interface TaskOwner {
  readonly callerId: number
  readonly sessionId: string
  readonly agentId: string
}

/** Any task with its owner (for the read-only follow rules, engine/gates/follow.ts); undefined for an unknown id. */
export async function taskWithOwner(
  db: Db | Tx,
  taskId: number,
): Promise<{ readonly task: TaskRow; readonly owner: TaskOwner } | undefined> {
  const row = await db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .selectAll('tdd_tasks')
    .select(['callers.session_id as owner_session_id', 'callers.agent_id as owner_agent_id'])
    .where('tdd_tasks.id', '=', taskId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const owner = { callerId: row.caller_id, sessionId: row.owner_session_id, agentId: row.owner_agent_id }
  return { task: toTask(row), owner }
}

/** The tasks with these ids, newest first. */
export async function tasksByIds(db: Db, taskIds: readonly number[], limit: number): Promise<readonly TaskRow[]> {
  if (taskIds.length === 0) return []
  const rows = await db
    .selectFrom('tdd_tasks')
    .selectAll()
    .where('id', 'in', taskIds)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toTask)
}

/**
 * The project a task works in and its configuration as read at start (JSON), frozen for the task; with the test files
 * as the project's vitest resolved them then (JSON `{include, exclude}`), when it did.
 */
export interface FrozenConfig {
  readonly projectRoot: string
  readonly config: string
  readonly testGlobs?: string | undefined
}

export async function insertTask(
  tx: Tx,
  callerId: number,
  goal: string,
  runId: string | undefined,
  frozen?: FrozenConfig,
  sealed?: boolean,
): Promise<TaskRow> {
  const row = await tx
    .insertInto('tdd_tasks')
    .values({
      caller_id: callerId,
      run_id: runId ?? null,
      goal,
      status: 'open',
      outcome: null,
      reason: null,
      seq: await nextSeq(tx),
      ended_at: null,
      project_root: frozen?.projectRoot ?? null,
      config: frozen?.config ?? null,
      test_globs: frozen?.testGlobs ?? null,
      sealed: sealed === undefined ? null : sealed ? 1 : 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toTask(row)
}

export async function listTasks(db: Db, callerIds: readonly number[], limit: number): Promise<readonly TaskRow[]> {
  if (callerIds.length === 0) return []
  const rows = await db
    .selectFrom('tdd_tasks')
    .selectAll()
    .where('caller_id', 'in', callerIds)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toTask)
}

/** Ends a task and closes its open phase, in the caller's write transaction. */
export async function closeTask(
  tx: Tx,
  taskId: number,
  outcome: TaskOutcome,
  reason: string | undefined,
): Promise<TaskRow> {
  const seq = await nextSeq(tx)
  const at = nowIso()
  await tx
    .updateTable('phases')
    .set({ end_seq: seq, ended_at: at })
    .where('task_id', '=', taskId)
    .where('end_seq', 'is', null)
    .execute()
  const row = await tx
    .updateTable('tdd_tasks')
    .set({ status: 'ended', outcome, reason: reason ?? null, ended_at: at })
    .where('id', '=', taskId)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toTask(row)
}
