import type { Checked } from '../../mcp-server/src/domain/checked.js'
import { createBehavior, createGoal, updateGoal } from '../../mcp-server/src/engine/flows/work-items.js'
import { startTask } from '../../mcp-server/src/engine/flows/tdd-task.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'

/** The value of a flow's outcome; a refusal fails the test with its message. */
export function ok<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new Error(`refused (${checked.code}): ${checked.message}`)
  return checked.value
}

export interface PlannedTask {
  readonly taskId: number
  readonly goalId: number
  readonly behaviorIds: readonly number[]
}

/** A task with one in-progress goal and the given pending behaviors, created through the flows. */
export async function planTask(
  store: Store,
  caller: Caller,
  taskGoal: string,
  goal: string,
  behaviors: readonly string[],
): Promise<PlannedTask> {
  const { task } = ok(await startTask(store, caller, taskGoal, undefined))
  const created = ok(await createGoal(store, caller, task.id, goal))
  ok(await updateGoal(store, caller, task.id, created.id, { status: 'in_progress' }))
  const behaviorIds: number[] = []
  for (const behavior of behaviors)
    behaviorIds.push(ok(await createBehavior(store, caller, task.id, created.id, behavior)).id)
  return { taskId: task.id, goalId: created.id, behaviorIds }
}
