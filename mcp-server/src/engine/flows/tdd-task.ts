import type { TaskRow, TaskTree } from '../../domain/records.js'
import type { TaskOutcome } from '../../domain/vocabulary.js'
import { nextStep, type NextStep } from '../gates/next-step.js'
import { accept, type Checked } from '../../domain/checked.js'
import { checkSealed, checkTaskEnd, checkTaskStart } from '../gates/work.js'
import type { Caller } from '../../kernel/identity.js'
import { ensureCaller, findCallerId } from '../../store/callers.js'
import type { Store } from '../../store/index.js'
import { behaviorsOf } from '../../store/work-items.js'
import type { EvidentConfig } from '../../domain/config.js'
import { loadConfig, parseConfigText } from '../../kernel/config.js'
import { closeTask, frozenConfigOf, insertTask, openTaskOf, taskByRunId } from '../../store/tasks.js'
import { rejudgeSession, type SessionSealState } from '../../store/sessions.js'
import { loadTaskTree } from '../../store/tree.js'
import { ownTask } from './access.js'
import { oracleDoneRefusal } from './oracle-findings.js'

export interface StartedTask {
  readonly task: TaskRow
  /** False when an earlier `start` with the same runId already created it. */
  readonly created: boolean
  /** Whether the caller's session is sealed now (docs/sealing.md), and why not. */
  readonly seal: SessionSealState
}

/**
 * Starts a TDD task for the caller. Idempotent per (caller, runId). A caller has at most one open task,
 * so evidence recorded for it attaches to exactly one task. Given the project root, the task freezes the
 * project's `evident.config.json` as read now: run_tests uses it for the whole task (an invalid config refuses
 * the start, as it would refuse every run).
 */
export function startTask(
  store: Store,
  caller: Caller,
  goal: string,
  runId: string | undefined,
  projectRoot?: string,
  sealNow?: SessionSealState,
): Promise<Checked<StartedTask>> {
  const config = projectRoot === undefined ? undefined : loadConfig(projectRoot)
  const frozen = projectRoot === undefined ? undefined : { projectRoot, config: JSON.stringify(config) }
  return store.write(async (tx) => {
    const seal = rejudgeSession(tx, caller.sessionId, sealNow ?? { sealed: true, reason: 'sealed' })
    const callerId = await ensureCaller(tx, caller)
    const same = runId === undefined ? undefined : await taskByRunId(tx, callerId, runId)
    if (same !== undefined) return accept({ task: same, created: false, seal })
    const refused = checkTaskStart(await openTaskOf(tx, callerId)) ?? checkSealed(config?.requireSealed === true, seal)
    if (refused !== undefined) return refused
    return accept({ task: await insertTask(tx, callerId, goal, runId, frozen, seal.sealed), created: true, seal })
  })
}

/** Ends the caller's task (closing its open phase); `succeeded` only when every behavior is done or abandoned. */
export async function endTask(
  store: Store,
  caller: Caller,
  taskId: number,
  outcome: TaskOutcome,
  reason: string | undefined,
): Promise<Checked<TaskRow>> {
  // Oracle-aware production code blocks succeeded until removed or justified (engine/flows/oracle-findings.ts).
  const oracle = outcome === 'succeeded' ? await oracleDoneRefusal(store, caller, taskId) : undefined
  if (oracle !== undefined) return oracle
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId, 'write')
    if (!task.ok) return task
    const refused = checkTaskEnd(outcome, await behaviorsOf(tx, taskId))
    if (refused !== undefined) return refused
    return accept(await closeTask(tx, task.value.id, outcome, reason))
  })
}

/** The whole tree of one of the caller's tasks. */
export async function taskTree(store: Store, caller: Caller, taskId: number): Promise<Checked<TaskTree>> {
  const task = await ownTask(store.db, caller, taskId, 'read')
  return task.ok ? accept(await loadTaskTree(store.db, task.value)) : task
}

export interface Resumed {
  readonly tree: TaskTree
  readonly next: NextStep
}

/**
 * The tree of one of the caller's tasks and the next call to make in it. Its artifacts are the open phase's runs
 * only (all the next step depends on), so resuming a long task costs what its plan holds, not its history.
 */
export async function resumeTask(store: Store, caller: Caller, taskId: number): Promise<Checked<Resumed>> {
  const task = await ownTask(store.db, caller, taskId, 'read')
  if (!task.ok) return task
  const tree = await loadTaskTree(store.db, task.value, 'open-phase-runs')
  return accept({ tree, next: nextStep(tree) })
}

/**
 * The configuration run_tests uses for the caller: the one frozen at the start of its open task, else the
 * project's `evident.config.json` as it is now.
 */
export async function configFor(store: Store, caller: Caller, projectRoot: string): Promise<EvidentConfig> {
  const callerId = await findCallerId(store.db, caller)
  const frozen = callerId === undefined ? undefined : await frozenConfigOf(store.db, callerId)
  if (frozen === undefined) return loadConfig(projectRoot)
  return parseConfigText(frozen)
}
