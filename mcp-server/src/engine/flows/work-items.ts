import type { DoneFacts } from '../../domain/facts.js'
import type { BehaviorRow, GoalRow } from '../../domain/records.js'
import { accept, type Checked } from '../../domain/checked.js'
import { checkBehaviorOfTask, checkBehaviorStatus, checkGoalOfTask, checkGoalStatus } from '../gates/work.js'
import type { Caller } from '../../kernel/identity.js'
import type { Db, Store, Tx } from '../../store/index.js'
import {
  behaviorById,
  behaviorsOf,
  goalById,
  behaviorRedTest,
  greenLeftThroughRecheck,
  openPhaseOf,
  currentGreenRunWith,
  goalsOfTask,
  insertBehavior,
  insertGoal,
  updateBehaviorRow,
  updateGoalRow,
  type WorkItemChange,
} from '../../store/work-items.js'
import { snapshotOrNull, type Shadow } from '../../worktree/snapshot.js'
import { ownTask } from './access.js'
import { classifierFor } from '../../project/classifier.js'
import { configFor } from './tdd-task.js'
import { phaseChanges } from './transition.js'
import { oracleDoneRefusal } from './oracle-findings.js'

/** Goals and behaviors of the caller's task: each change checked by `engine/gates/work.ts` before it is written. */

export function createGoal(store: Store, caller: Caller, taskId: number, goal: string): Promise<Checked<GoalRow>> {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId, 'write')
    return task.ok ? accept(await insertGoal(tx, taskId, goal)) : task
  })
}

async function goalOf(db: Db | Tx, taskId: number, goalId: number): Promise<Checked<GoalRow>> {
  return checkGoalOfTask(await goalById(db, goalId), taskId, goalId)
}

export function updateGoal(
  store: Store,
  caller: Caller,
  taskId: number,
  goalId: number,
  change: WorkItemChange,
): Promise<Checked<GoalRow>> {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId, 'write')
    if (!task.ok) return task
    const goal = await goalOf(tx, taskId, goalId)
    if (!goal.ok) return goal
    const refused = checkGoalStatus(
      goalId,
      change.status,
      change.status === 'done' ? await behaviorsOf(tx, taskId, goalId) : [],
    )
    return refused ?? accept(await updateGoalRow(tx, goal.value, change))
  })
}

export async function listGoals(store: Store, caller: Caller, taskId: number): Promise<Checked<readonly GoalRow[]>> {
  const task = await ownTask(store.db, caller, taskId, 'read')
  return task.ok ? accept(await goalsOfTask(store.db, taskId)) : task
}

export function createBehavior(
  store: Store,
  caller: Caller,
  taskId: number,
  goalId: number,
  behavior: string,
): Promise<Checked<BehaviorRow>> {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId, 'write')
    if (!task.ok) return task
    const goal = await goalOf(tx, taskId, goalId)
    return goal.ok ? accept(await insertBehavior(tx, taskId, goalId, behavior)) : goal
  })
}

/** The working tree now, or null when no snapshot can be taken. */
/**
 * A behavior becomes `done` only when it went red → green with a failing test of its own and a zero-failure
 * whole-suite run on the working tree as it is now includes that test (`workTree`: the project to snapshot).
 */
export async function updateBehavior(
  store: Store,
  caller: Caller,
  taskId: number,
  behaviorId: number,
  change: WorkItemChange,
  workTree?: Shadow,
): Promise<Checked<BehaviorRow>> {
  // Oracle-aware production code blocks done until removed or justified (engine/flows/oracle-findings.ts).
  const oracle =
    change.status === 'done' ? await oracleDoneRefusal(store, caller, taskId, behaviorId, workTree) : undefined
  if (oracle !== undefined) return oracle
  const now = change.status === 'done' ? snapshotOrNull(workTree) : null
  // The task's frozen configuration classifies files (neutral paths are no one's evidence).
  const classify =
    change.status === 'done' && workTree !== undefined
      ? await classifierFor(
          workTree.projectRoot,
          await configFor(store, caller, workTree.projectRoot).then(
            (config) => JSON.stringify(config),
            () => undefined,
          ),
        )
      : undefined
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId, 'write')
    if (!task.ok) return task
    const behavior = checkBehaviorOfTask(await behaviorById(tx, behaviorId), taskId, behaviorId)
    if (!behavior.ok) return behavior
    let facts: DoneFacts | undefined
    if (change.status === 'done' && behavior.value.status !== 'done') {
      const callerId = task.value.callerId
      const red = await behaviorRedTest(tx, taskId, behaviorId, callerId)
      const currentRunId =
        red === undefined || now === null
          ? undefined
          : await currentGreenRunWith(tx, taskId, callerId, now, red.testCaseId)
      const rechecked = red !== undefined && (await greenLeftThroughRecheck(tx, taskId, behaviorId, red.greenSeq))
      const open = await openPhaseOf(tx, taskId)
      const openPhase =
        open === undefined || workTree === undefined
          ? undefined
          : { phase: open.phase, changes: await phaseChanges(tx, workTree, now, taskId, callerId, open.id, classify) }
      facts = { redTest: red, now, currentRunId, rechecked, openPhase }
    }
    const refused = checkBehaviorStatus(behavior.value, change.status, facts)
    return refused ?? accept(await updateBehaviorRow(tx, behavior.value, change))
  })
}

export async function listBehaviors(
  store: Store,
  caller: Caller,
  taskId: number,
  goalId: number | undefined,
): Promise<Checked<readonly BehaviorRow[]>> {
  const task = await ownTask(store.db, caller, taskId, 'read')
  if (!task.ok) return task
  if (goalId !== undefined) {
    const goal = await goalOf(store.db, taskId, goalId)
    if (!goal.ok) return goal
  }
  return accept(await behaviorsOf(store.db, taskId, goalId))
}
