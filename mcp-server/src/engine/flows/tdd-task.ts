import type { TaskRow, TaskTree } from '../../domain/records.js'
import type { TaskOutcome } from '../../domain/vocabulary.js'
import { nextStep, type NextStep } from '../gates/next-step.js'
import { accept, type Checked } from '../../domain/checked.js'
import { checkSealed, checkTaskEnd, checkTaskEndProofs, checkTaskStart, type EndProofFacts } from '../gates/work.js'
import type { Caller } from '../../kernel/identity.js'
import { ensureCaller, findCallerId } from '../../store/callers.js'
import type { Store } from '../../store/index.js'
import { behaviorRedTest, behaviorsOf, currentGreenRunWith, testCaseIdOf } from '../../store/work-items.js'
import type { EvidentConfig } from '../../domain/config.js'
import { loadConfig, parseConfigText } from '../../kernel/config.js'
import { closeTask, frozenOf, insertTask, openTaskOf, taskByRunId, type FrozenConfig } from '../../store/tasks.js'
import { rejudgeSession, type SessionSealState } from '../../store/sessions.js'
import { loadTaskTree } from '../../store/tree.js'
import { ownTask, readableTask, type ReadableTask } from './access.js'
import { checkHandoffClaim, taskAlreadyFollowed } from '../gates/follow.js'
import { claimHandoff, handoffByToken, handoffOffererSession } from '../../store/handoffs.js'
import type { Tx } from '../../store/index.js'
import { EvidentError } from '../../kernel/errors.js'
import { closingProofs, type ProofSubject } from './closing-proof.js'
import { confinementFor, sealedConfinement } from './confine.js'
import { configuredVitestGlobs, type VitestGlobs } from '../../runners/vitest-files.js'
import { classifierFor, frozenTestGlobs } from '../../project/classifier.js'
import type { FileClassifier } from '../../project/test-files.js'
import { snapshotOrNull, type Shadow } from '../../worktree/snapshot.js'
import type { ClosingProofFacts } from '../../domain/facts.js'
import { oracleDoneRefusal } from './oracle-findings.js'

export interface StartedTask {
  readonly task: TaskRow
  /** False when an earlier `start` with the same runId already created it. */
  readonly created: boolean
  /** Whether the caller's session is sealed now (docs/sealing.md), and why not. */
  readonly seal: SessionSealState
  /** The test files as the project's vitest resolved them for the task, or why they could not be (then the defaults). */
  readonly testFiles?: VitestGlobs | undefined
}

/**
 * What a task started now freezes: `evident.config.json` as read now, and — unless it sets `testFiles` — the test
 * files as the project's vitest runners resolve them now (runners/vitest-files.ts), run confined when the session is
 * sealed (its config is code the agent may have written), with their patterns precompiled for the hooks
 * (project/classifier.ts#frozenTestGlobs). `testFiles` says what was resolved, or why not.
 */
export async function freezeAtStart(
  projectRoot: string,
  config: EvidentConfig,
  dbPath: string,
  sealNow: SessionSealState | undefined,
): Promise<{ readonly frozen: FrozenConfig; readonly testFiles?: VitestGlobs | undefined }> {
  const explicit = config.testFiles !== undefined && config.testFiles.length > 0
  const confine = sealNow?.sealed === true ? sealedConfinement(dbPath, projectRoot) : undefined
  const testFiles = explicit ? undefined : await configuredVitestGlobs(projectRoot, config, confine)
  const testGlobs = testFiles === undefined || 'error' in testFiles ? undefined : await frozenTestGlobs(testFiles)
  return { frozen: { projectRoot, config: JSON.stringify(config), testGlobs }, testFiles }
}

/**
 * Starts a TDD task for the caller. Idempotent per (caller, runId). A caller has at most one open task,
 * so evidence recorded for it attaches to exactly one task. Given the project root, the task freezes the
 * project's `evident.config.json` as read now and its vitest's test files (`freezeAtStart`): run_tests and the file
 * classification use them for the whole task (an invalid config refuses the start, as it would refuse every run).
 */
export async function startTask(
  store: Store,
  caller: Caller,
  goal: string,
  runId: string | undefined,
  projectRoot?: string,
  sealNow?: SessionSealState,
  handoffId?: string,
): Promise<Checked<StartedTask>> {
  const config = projectRoot === undefined ? undefined : loadConfig(projectRoot)
  const start =
    projectRoot === undefined || config === undefined
      ? undefined
      : await freezeAtStart(projectRoot, config, store.path, sealNow)
  const frozen = start?.frozen
  const testFiles = start?.testFiles
  return store.write(async (tx) => {
    const seal = rejudgeSession(tx, caller.sessionId, sealNow ?? { sealed: true, reason: 'sealed' })
    const callerId = await ensureCaller(tx, caller)
    const same = runId === undefined ? undefined : await taskByRunId(tx, callerId, runId)
    if (same !== undefined && handoffId !== undefined) {
      // The start repeated with its runId: the handoff links the task it names, or is refused — never dropped silently.
      const offer = await handoffByToken(tx, handoffId)
      if (offer?.claimedTaskId === same.id) return accept({ task: same, created: false, seal })
      const linked = (await handoffOffererSession(tx, same.id)) !== undefined
      const refusedLink = checkHandoffClaim(caller, offer) ?? (linked ? taskAlreadyFollowed(same.id) : undefined)
      if (refusedLink !== undefined) return refusedLink
      await linkHandoff(tx, handoffId, callerId, same.id)
    }
    if (same !== undefined) return accept({ task: same, created: false, seal })
    const refused =
      checkTaskStart(await openTaskOf(tx, callerId)) ??
      checkSealed(config?.requireSealed === true, seal) ??
      (handoffId === undefined ? undefined : checkHandoffClaim(caller, await handoffByToken(tx, handoffId)))
    if (refused !== undefined) return refused
    const task = await insertTask(tx, callerId, goal, runId, frozen, seal.sealed)
    if (handoffId !== undefined) await linkHandoff(tx, handoffId, callerId, task.id)
    return accept({ task, created: true, seal, testFiles })
  })
}

/**
 * Ends the caller's task (closing its open phase); `succeeded` only when every behavior is done or abandoned, and every
 * done behavior's closing proof holds on the working tree as it is now (`workTree`): its red test as it was passes on
 * what would be committed, as it is now it still fails on its red run's code, and it passed, under its name now, in a
 * zero-failure whole-suite run on that tree. The proofs run outside the write transaction, the original tests of all
 * behaviors in one batch, and nothing proven on the same content before is proven again (engine/flows/closing-proof.ts).
 */
export async function endTask(
  store: Store,
  caller: Caller,
  taskId: number,
  outcome: TaskOutcome,
  reason: string | undefined,
  workTree?: Shadow,
): Promise<Checked<TaskRow>> {
  // Oracle-aware production code blocks succeeded until removed or justified (engine/flows/oracle-findings.ts).
  const oracle =
    outcome === 'succeeded' ? await oracleDoneRefusal(store, caller, taskId, undefined, workTree) : undefined
  if (oracle !== undefined) return oracle
  const now = outcome === 'succeeded' ? snapshotOrNull(workTree) : null
  const config =
    outcome !== 'succeeded' || workTree === undefined
      ? undefined
      : await configFor(store, caller, workTree.projectRoot).catch(() => undefined)
  const classify =
    outcome !== 'succeeded' || workTree === undefined
      ? undefined
      : await classifierOfCaller(store, caller, workTree.projectRoot, config)
  const decideEnd = (proofs: ReadonlyMap<number, ClosingProofFacts> | undefined) =>
    store.write(async (tx): Promise<Checked<TaskRow> | readonly ProofSubject[]> => {
      const task = await ownTask(tx, caller, taskId, 'write')
      if (!task.ok) return task
      const behaviors = await behaviorsOf(tx, taskId)
      const refused = checkTaskEnd(outcome, behaviors)
      if (refused !== undefined) return refused
      if (outcome === 'succeeded' && workTree !== undefined) {
        const callerId = task.value.callerId
        const subjects: ProofSubject[] = []
        for (const b of behaviors.filter((b) => b.status === 'done')) {
          const red = await behaviorRedTest(tx, taskId, b.id, callerId)
          if (red === undefined || red.redTree === null) continue
          const redTest = { file: red.file, fullName: red.fullName, ordinal: red.ordinal }
          subjects.push({ taskId, behaviorId: b.id, redTree: red.redTree, runner: red.runner, redTest })
        }
        if (subjects.length > 0 && proofs === undefined) return subjects
        const facts: EndProofFacts[] = []
        for (const subject of subjects) {
          const proof = proofs?.get(subject.behaviorId)
          const current = proof?.currentTest
          const caseId =
            current === undefined || now === null ? undefined : await testCaseIdOf(tx, workTree.projectRoot, current)
          const runId =
            caseId === undefined || now === null
              ? undefined
              : await currentGreenRunWith(tx, taskId, callerId, now, caseId)
          facts.push({ behaviorId: subject.behaviorId, proof, currentRunId: runId })
        }
        const unproven = checkTaskEndProofs(facts, now)
        if (unproven !== undefined) return unproven
      }
      return accept(await closeTask(tx, task.value.id, outcome, reason))
    })
  const first = await decideEnd(undefined)
  if (!Array.isArray(first)) return first as Checked<TaskRow>
  if (workTree === undefined || now === null || classify === undefined)
    return decideEnd(new Map()) as Promise<Checked<TaskRow>>
  const confine = await confinementFor(store.db, caller.sessionId, store.path, workTree.projectRoot)
  const proofs = await closingProofs(store, workTree, now, first as readonly ProofSubject[], {
    config,
    classify,
    confine,
  })
  const second = await decideEnd(proofs)
  if (Array.isArray(second)) throw new Error('the closing proofs were asked for twice')
  return second as Checked<TaskRow>
}

/** The whole tree of one of the caller's tasks. */
/** A task's whole tree, for its owner or for a main agent that follows it read-only (`readableTask`). */
export interface ReadTree extends Omit<ReadableTask, 'task'> {
  readonly tree: TaskTree
}

export async function taskTree(store: Store, caller: Caller, taskId: number): Promise<Checked<ReadTree>> {
  const task = await readableTask(store.db, caller, taskId)
  if (!task.ok) return task
  const { task: row, ...follow } = task.value
  return accept({ ...follow, tree: await loadTaskTree(store.db, row) })
}

export interface Resumed extends ReadTree {
  /** The next call to make in the task: the owner's (a follower only reads it). */
  readonly next: NextStep
}

/**
 * The tree of a task the caller may read and the next call to make in it. Its artifacts are the open phase's runs
 * only (all the next step depends on), so resuming a long task costs what its plan holds, not its history. Read-only:
 * resuming takes nothing over and changes nothing, for the owner as for a follower.
 */
export async function resumeTask(store: Store, caller: Caller, taskId: number): Promise<Checked<Resumed>> {
  const task = await readableTask(store.db, caller, taskId)
  if (!task.ok) return task
  const { task: row, ...follow } = task.value
  const tree = await loadTaskTree(store.db, row, 'open-phase-runs')
  return accept({ ...follow, tree, next: nextStep(tree) })
}

/** Links a claimed handoff to the task just started with it, in the start's write transaction (checked before). */
async function linkHandoff(tx: Tx, handoffId: string, callerId: number, taskId: number): Promise<void> {
  const offer = await handoffByToken(tx, handoffId)
  if (offer === undefined || !(await claimHandoff(tx, offer.id, callerId, taskId)))
    throw new EvidentError(
      'internal',
      `handoff ${handoffId} changed while it was being claimed`,
      'retry tdd_task start',
    )
}

/**
 * The configuration run_tests uses for the caller: the one frozen at the start of its open task, else the
 * project's `evident.config.json` as it is now.
 */
export async function configFor(store: Store, caller: Caller, projectRoot: string): Promise<EvidentConfig> {
  const callerId = await findCallerId(store.db, caller)
  const frozen = callerId === undefined ? undefined : (await frozenOf(store.db, callerId))?.config
  if (frozen === undefined) return loadConfig(projectRoot)
  return parseConfigText(frozen)
}

/**
 * The caller's file classifier under `config` (its `configFor`): with the test files its open task froze from the
 * project's vitest at start, if any (project/classifier.ts).
 */
export async function classifierOfCaller(
  store: Store,
  caller: Caller,
  projectRoot: string,
  config: EvidentConfig | undefined,
): Promise<FileClassifier> {
  const callerId = await findCallerId(store.db, caller)
  const testGlobs = callerId === undefined ? undefined : (await frozenOf(store.db, callerId))?.testGlobs
  return classifierFor(projectRoot, config === undefined ? undefined : JSON.stringify(config), testGlobs)
}
