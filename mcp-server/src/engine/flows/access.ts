import type { TaskRow } from '../../domain/records.js'
import { accept, type Checked } from '../../domain/checked.js'
import { checkSessionTaskAccess, checkTaskAccess } from '../gates/work.js'
import { checkFollow, mayFollow, type FollowedBy } from '../gates/follow.js'
import { handoffOffererSession } from '../../store/handoffs.js'
import type { Caller } from '../../kernel/identity.js'
import { findCallerId } from '../../store/callers.js'
import type { Db, Tx } from '../../store/index.js'
import { followableTaskIds, type InventoryScope } from '../../store/inventory.js'
import { taskOfCaller, taskOfSession, taskWithOwner } from '../../store/tasks.js'

/** The task if the caller may read it (`read`) or change it (`write`); otherwise the refusal to show. */
export async function ownTask(
  db: Db | Tx,
  caller: Caller,
  taskId: number,
  mode: 'read' | 'write',
): Promise<Checked<TaskRow>> {
  const task = await taskOfCaller(db, await findCallerId(db, caller), taskId)
  return checkTaskAccess(task, taskId, mode)
}

/** The task if the caller may read it in a listing's scope: its own (`mine`), or any of its session's (`session`). */
export async function taskInScope(
  db: Db,
  caller: Caller,
  taskId: number,
  scope: InventoryScope,
): Promise<Checked<TaskRow>> {
  if (scope === 'mine') return ownTask(db, caller, taskId, 'read')
  return checkSessionTaskAccess(await taskOfSession(db, caller.sessionId, taskId), taskId)
}

/** A task the caller may read: its own, or one it follows read-only (engine/gates/follow.ts) and whose owner it is not. */
export interface ReadableTask {
  readonly task: TaskRow
  /** Undefined for the caller's own task; else how it follows it (its session's subagent, or a handoff it offered). */
  readonly followedBy?: FollowedBy | undefined
  /** The owner's agent id, when followed. */
  readonly owner?: string | undefined
}

/**
 * The task if the caller may read it: its own (as `ownTask` 'read'), or one it follows read-only — a subagent's of its
 * session, or a teammate's started with a handoff it offered — when it is its session's main agent proven by the hooks.
 * Never a licence to change it: every write goes through `ownTask` 'write'.
 */
export async function readableTask(db: Db | Tx, caller: Caller, taskId: number): Promise<Checked<ReadableTask>> {
  const own = await taskOfCaller(db, await findCallerId(db, caller), taskId)
  if (own !== undefined) return accept({ task: own })
  const found = await taskWithOwner(db, taskId)
  const handedOffBy = found === undefined ? undefined : await handoffOffererSession(db, taskId)
  const followed = checkFollow(caller, { task: found?.task, owner: found?.owner, handedOffBy }, taskId)
  if (!followed.ok) return followed
  return accept({ task: followed.value.task, followedBy: followed.value.by, owner: found?.owner.agentId })
}

/** The ids of the tasks the caller follows read-only (none unless it is a session's main agent proven by the hooks). */
export async function followedTaskIds(db: Db, caller: Caller): Promise<readonly number[]> {
  return mayFollow(caller) ? followableTaskIds(db, caller.sessionId) : []
}
