import type { ClosingProofFacts, DoneFacts } from '../../domain/facts.js'
import type { BehaviorRow, GoalRow } from '../../domain/records.js'
import { accept, type Checked } from '../../domain/checked.js'
import {
  checkBehaviorOfTask,
  checkBehaviorStatus,
  checkDoneProof,
  checkGoalOfTask,
  checkGoalStatus,
} from '../gates/work.js'
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
  testCaseIdOf,
  updateGoalRow,
  type WorkItemChange,
} from '../../store/work-items.js'
import { pathIn, snapshotOrNull, type Shadow } from '../../worktree/snapshot.js'
import { ownTask } from './access.js'
import { classifierOfCaller, configFor } from './tdd-task.js'
import { phaseChanges } from './transition.js'
import { closingProofs, type ProofSubject } from './closing-proof.js'
import { confinementFor } from './confine.js'
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

/**
 * A behavior becomes `done` only when it went red → green with a failing test of its own, a zero-failure whole-suite
 * run on the working tree as it is now includes that test (under its name now), and its closing proof holds on that
 * tree (`workTree`: the project to snapshot). The proof takes seconds, so the flow decides once without it, makes it
 * outside the write transaction (engine/flows/closing-proof.ts), and decides again with it.
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
  if (change.status !== 'done') {
    return store.write(async (tx) => {
      const task = await ownTask(tx, caller, taskId, 'write')
      if (!task.ok) return task
      const behavior = checkBehaviorOfTask(await behaviorById(tx, behaviorId), taskId, behaviorId)
      if (!behavior.ok) return behavior
      const refused = checkBehaviorStatus(behavior.value, change.status, undefined)
      return refused ?? accept(await updateBehaviorRow(tx, behavior.value, change))
    })
  }
  const now = snapshotOrNull(workTree)
  // The task's frozen configuration classifies files (neutral paths are no one's evidence) and names the runners.
  const config =
    workTree === undefined ? undefined : await configFor(store, caller, workTree.projectRoot).catch(() => undefined)
  const classify =
    workTree === undefined ? undefined : await classifierOfCaller(store, caller, workTree.projectRoot, config)
  const decideDone = (proof: ClosingProofFacts | undefined) =>
    store.write(async (tx): Promise<Checked<BehaviorRow> | ProofSubject> => {
      const task = await ownTask(tx, caller, taskId, 'write')
      if (!task.ok) return task
      const behavior = checkBehaviorOfTask(await behaviorById(tx, behaviorId), taskId, behaviorId)
      if (!behavior.ok) return behavior
      if (behavior.value.status === 'done') return accept(await updateBehaviorRow(tx, behavior.value, change))
      const callerId = task.value.callerId
      const red = await behaviorRedTest(tx, taskId, behaviorId, callerId)
      // The red test under its name now: a test file renamed in refactor is followed (git's rename detection).
      const moved =
        red === undefined || red.redTree === null || now === null || workTree === undefined
          ? red?.file
          : pathIn(workTree, red.redTree, now, red.file)
      const currentCaseId =
        red === undefined || moved === undefined || workTree === undefined
          ? undefined
          : moved === red.file
            ? red.testCaseId
            : await testCaseIdOf(tx, workTree.projectRoot, { ...red, file: moved })
      const currentRunId =
        currentCaseId === undefined || now === null
          ? undefined
          : await currentGreenRunWith(tx, taskId, callerId, now, currentCaseId)
      const rechecked = red !== undefined && (await greenLeftThroughRecheck(tx, taskId, behaviorId, red.greenSeq))
      const open = await openPhaseOf(tx, taskId)
      const openPhase =
        open === undefined || workTree === undefined
          ? undefined
          : { phase: open.phase, changes: await phaseChanges(tx, workTree, now, taskId, callerId, open.id, classify) }
      const facts: DoneFacts = { redTest: red, now, currentRunId, rechecked, openPhase }
      const refused = checkBehaviorStatus(behavior.value, change.status, facts)
      if (refused !== undefined) return refused
      if (red === undefined || red.redTree === null) return accept(await updateBehaviorRow(tx, behavior.value, change))
      if (proof === undefined) {
        return {
          taskId,
          behaviorId,
          redTree: red.redTree,
          runner: red.runner,
          redTest: { file: red.file, fullName: red.fullName, ordinal: red.ordinal },
        }
      }
      const unproven = checkDoneProof(behavior.value, proof, now)
      return unproven ?? accept(await updateBehaviorRow(tx, behavior.value, change))
    })
  const first = await decideDone(undefined)
  if (!('redTree' in first)) return first
  if (workTree === undefined || now === null || classify === undefined)
    throw new Error('a closing proof was asked for without a working tree')
  const confine = await confinementFor(store.db, caller.sessionId, store.path, workTree.projectRoot)
  const proofs = await closingProofs(store, workTree, now, [first], { config, classify, confine })
  const second = await decideDone(proofs.get(behaviorId) ?? unprovable(first, now))
  if ('redTree' in second) throw new Error('the closing proof was asked for twice')
  return second
}

/** The proof a subject gets when nothing could be made for it: an infrastructure problem, never a pass. */
function unprovable(subject: ProofSubject, now: string): ClosingProofFacts {
  const half = { outcome: 'error' as const, detail: 'no closing proof could be made', place: 'temp-dir' as const }
  return {
    behaviorId: subject.behaviorId,
    tree: now,
    redTest: subject.redTest,
    currentTest: subject.redTest,
    original: half,
    current: half,
  }
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
