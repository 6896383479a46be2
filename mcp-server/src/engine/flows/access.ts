import type { TaskRow } from '../../domain/records.js'
import type { Checked } from '../../domain/checked.js'
import { checkSessionTaskAccess, checkTaskAccess } from '../gates/work.js'
import type { Caller } from '../../kernel/identity.js'
import { findCallerId } from '../../store/callers.js'
import type { Db, Tx } from '../../store/index.js'
import type { InventoryScope } from '../../store/inventory.js'
import { taskOfCaller, taskOfSession } from '../../store/tasks.js'

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
