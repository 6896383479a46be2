import { conflict, notFound } from '../errors.js'
import type { Caller } from '../identity.js'
import { ensureCaller, findCallerId } from './callers.js'
import { nextSeq, nowIso, type Db, type Tx } from './db.js'
import type { TddTasksTable } from './schema.js'

export type TaskOutcome = NonNullable<TddTasksTable['outcome']>

export interface TaskRow {
  readonly id: number
  readonly callerId: number
  readonly runId: string | null
  readonly goal: string
  readonly status: 'open' | 'ended'
  readonly outcome: TaskOutcome | null
  readonly reason: string | null
  readonly createdAt: string
  readonly endedAt: string | null
}

function toTask(row: {
  id: number; caller_id: number; run_id: string | null; goal: string; status: 'open' | 'ended'
  outcome: TaskOutcome | null; reason: string | null; created_at: string; ended_at: string | null
}): TaskRow {
  return {
    id: row.id, callerId: row.caller_id, runId: row.run_id, goal: row.goal, status: row.status,
    outcome: row.outcome, reason: row.reason, createdAt: row.created_at, endedAt: row.ended_at,
  }
}

export interface StartedTask {
  readonly task: TaskRow
  /** False when an earlier `start` with the same runId already created it. */
  readonly created: boolean
}

/**
 * Starts a TDD task for the caller. Idempotent per (caller, runId). A caller has at most one open task,
 * so evidence recorded for it attaches to exactly one task.
 */
export async function startTask(tx: Tx, caller: Caller, goal: string, runId: string | undefined): Promise<StartedTask> {
  const callerId = await ensureCaller(tx, caller)
  if (runId !== undefined) {
    const same = await tx.selectFrom('tdd_tasks').selectAll().where('caller_id', '=', callerId).where('run_id', '=', runId).executeTakeFirst()
    if (same !== undefined) return { task: toTask(same), created: false }
  }
  const open = await openTaskOf(tx, callerId)
  if (open !== undefined) {
    throw conflict(`you already have an open TDD task ${open.id} ("${open.goal}")`,
      `continue it (tdd_task resume with tddTaskId ${open.id}) or end it (tdd_task end) before starting another`)
  }
  const row = await tx
    .insertInto('tdd_tasks')
    .values({ caller_id: callerId, run_id: runId ?? null, goal, status: 'open', outcome: null, reason: null, seq: await nextSeq(tx), ended_at: null })
    .returningAll()
    .executeTakeFirstOrThrow()
  return { task: toTask(row), created: true }
}

export async function openTaskOf(db: Db | Tx, callerId: number): Promise<TaskRow | undefined> {
  const row = await db.selectFrom('tdd_tasks').selectAll().where('caller_id', '=', callerId).where('status', '=', 'open').executeTakeFirst()
  return row === undefined ? undefined : toTask(row)
}

/** The caller's open task, if the caller is known and has one. */
export async function openTaskOfCaller(db: Db | Tx, caller: Caller): Promise<TaskRow | undefined> {
  const callerId = await findCallerId(db, caller)
  return callerId === undefined ? undefined : openTaskOf(db, callerId)
}

/**
 * The task, if it belongs to the caller. Other callers' tasks are reported as unknown: an id alone never
 * grants access to someone else's evidence.
 */
export async function ownTask(db: Db | Tx, caller: Caller, taskId: number, mode: 'read' | 'write'): Promise<TaskRow> {
  const callerId = await findCallerId(db, caller)
  const row = callerId === undefined
    ? undefined
    : await db.selectFrom('tdd_tasks').selectAll().where('id', '=', taskId).where('caller_id', '=', callerId).executeTakeFirst()
  if (row === undefined) {
    throw notFound(`unknown_tdd_task: no TDD task ${taskId} is yours`, 'list your tasks with inventory (kind "task") or start one with tdd_task start')
  }
  if (mode === 'write' && row.status === 'ended') {
    throw conflict(`tdd_task_already_ended: TDD task ${taskId} ended (${row.outcome ?? 'no outcome'}) and accepts no changes`,
      'start a new task with tdd_task start for further work')
  }
  return toTask(row)
}

export async function listTasks(db: Db, callerIds: readonly number[], limit: number): Promise<readonly TaskRow[]> {
  if (callerIds.length === 0) return []
  const rows = await db.selectFrom('tdd_tasks').selectAll().where('caller_id', 'in', callerIds).orderBy('id', 'desc').limit(limit).execute()
  return rows.map(toTask)
}

/** Ends a task; `succeeded` only when it has behaviors and every one is done or abandoned. Closes the open phase. */
export async function endTask(tx: Tx, caller: Caller, taskId: number, outcome: TaskOutcome, reason: string | undefined): Promise<TaskRow> {
  const task = await ownTask(tx, caller, taskId, 'write')
  if (outcome === 'succeeded') {
    const behaviors = await tx.selectFrom('behaviors').select(['id', 'status']).where('task_id', '=', taskId).execute()
    const unfinished = behaviors.filter((b) => b.status !== 'done' && b.status !== 'abandoned')
    if (behaviors.length === 0) {
      throw conflict('a TDD task with no behaviors cannot succeed', 'add behaviors with tdd_behavior create and prove them, or end with outcome "abandoned" or "blocked"')
    }
    if (unfinished.length > 0) {
      throw conflict(`behaviors ${unfinished.map((b) => b.id).join(', ')} are neither done nor abandoned`,
        'prove each behavior and mark it done (tdd_behavior update), or abandon it, before ending with "succeeded"')
    }
  }
  const seq = await nextSeq(tx)
  const at = nowIso()
  await tx.updateTable('phases').set({ end_seq: seq, ended_at: at }).where('task_id', '=', taskId).where('end_seq', 'is', null).execute()
  const row = await tx
    .updateTable('tdd_tasks')
    .set({ status: 'ended', outcome, reason: reason ?? null, ended_at: at })
    .where('id', '=', task.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toTask(row)
}
