/**
 * The TDD phase machine as one allow-list table. A (from, to) pair that is not a row is denied; every row
 * names the evidence it needs. Pure: the store loads `TransitionFacts`, `decideTransition` returns a value.
 */
import { PHASES, type ArtifactKind, type DenialReason, type Phase, type Source, type TaskStatus, type WorkStatus } from '../domain/vocabulary.js'

/**
 * What a row demands:
 * - `none`: only the structural checks (task, goal, behavior).
 * - `failing_run`: a `test_failed_run` meeting R1–R4.
 * - `passing_run_after_code`: a `test_passed_run` in the current phase recorded after a `code_written` in it.
 * - `green_run`: a `test_passed_run` from a run with zero failures, recorded in the current phase.
 */
export type Evidence = 'none' | 'failing_run' | 'passing_run_after_code' | 'green_run'

export interface TransitionRow {
  readonly from: readonly Source[]
  readonly to: Phase
  readonly evidence: Evidence
  /** Human description, used in docs and denial hints. */
  readonly why: string
}

const ANY: readonly Source[] = ['start', ...PHASES]

export const TRANSITIONS: readonly TransitionRow[] = [
  { from: ['start', 'spike'], to: 'red', evidence: 'none', why: 'start a behavior: it must exist, belong to the goal, and the goal must be in progress' },
  { from: ['red'], to: 'red.triangulate', evidence: 'none', why: 'add a behavior of the same goal to the red batch' },
  { from: ['red', 'red.triangulate'], to: 'green', evidence: 'failing_run', why: 'a failing run of a test you wrote, recorded in this red phase (R1–R4)' },
  { from: ['red'], to: 'green.fake-it', evidence: 'failing_run', why: 'a failing run of a test you wrote, recorded in this red phase (R1–R4)' },
  { from: ['green.fake-it'], to: 'green', evidence: 'passing_run_after_code', why: 'a passing run recorded after you changed code in green.fake-it' },
  { from: ['green.fake-it'], to: 'red.triangulate', evidence: 'none', why: 'triangulate the faked implementation with another behavior' },
  { from: ['green'], to: 'refactor', evidence: 'green_run', why: 'a run with zero failures recorded since green began' },
  { from: ['green', 'refactor'], to: 'red', evidence: 'green_run', why: 'a run with zero failures recorded in the current phase (same or next behavior)' },
  { from: ANY, to: 'spike', evidence: 'none', why: 'exploration; nothing recorded during a spike can be cited later' },
] as const

export interface TaskFacts {
  readonly id: number
  readonly callerId: number
  readonly status: TaskStatus
}

export interface GoalFacts {
  readonly id: number
  readonly taskId: number
  readonly status: WorkStatus
}

export interface BehaviorFacts {
  readonly id: number
  readonly taskId: number
  readonly goalId: number
}

export interface PhaseFacts {
  readonly id: number
  readonly phase: Phase
  readonly goalId: number
  readonly behaviorId: number
}

export interface ArtifactFacts {
  readonly id: number
  readonly kind: ArtifactKind
  readonly callerId: number
  readonly taskId: number | null
  readonly phaseId: number | null
  /** The phase the artifact was recorded in, if any. */
  readonly phase: Phase | null
  readonly behaviorId: number | null
  readonly testCaseId: number | null
  readonly testFile: string | null
  readonly failureCount: number | null
  /** R1: the cited test's file has a `test_written` by the same caller in this task, recorded before the artifact. */
  readonly testFileWrittenByCaller: boolean
  /** R3: the cited test has a failing result recorded before the phase the artifact was recorded in began. */
  readonly testFailedBeforePhase: boolean
  /** A `code_written` by the same caller exists in the artifact's phase, recorded before its run started. */
  readonly codeWrittenBefore: boolean
}

export interface TransitionRequest {
  readonly tddTaskId: number
  readonly goalId: number
  readonly behaviorId: number
  readonly requestedPhase: Phase
  readonly citedArtifactId?: number | undefined
}

export interface TransitionFacts {
  readonly callerId: number
  readonly task: TaskFacts | undefined
  readonly goal: GoalFacts | undefined
  readonly behavior: BehaviorFacts | undefined
  readonly current: PhaseFacts | undefined
  /** Ids of the phases of the current red batch (the run of red / red.triangulate phases ending now). */
  readonly batchPhaseIds: readonly number[]
  /** The behaviors those batch phases worked on: a batch's evidence is citable only for one of them. */
  readonly batchBehaviorIds: readonly number[]
  /** The cited artifact, or the auto-resolved candidate when none was cited; undefined if none exists. */
  readonly cited: ArtifactFacts | undefined
}

export type TransitionDecision =
  | { readonly ok: true; readonly from: Source; readonly to: Phase; readonly citedArtifactId: number | null }
  | { readonly ok: false; readonly from: Source | null; readonly reason: DenialReason; readonly detail: string }

export function sourceOf(current: PhaseFacts | undefined): Source {
  return current?.phase ?? 'start'
}

export function findRow(from: Source, to: Phase): TransitionRow | undefined {
  return TRANSITIONS.find((row) => row.to === to && row.from.includes(from))
}

/** The phases reachable from `from`, for hints. */
export function allowedTargets(from: Source): readonly Phase[] {
  return TRANSITIONS.filter((row) => row.from.includes(from)).map((row) => row.to)
}

/** Which artifact kind a row needs, if any — also used by the store to auto-resolve a citation. */
export function requiredKind(evidence: Evidence): ArtifactKind | undefined {
  if (evidence === 'failing_run') return 'test_failed_run'
  if (evidence === 'none') return undefined
  return 'test_passed_run'
}

const deny = (from: Source | null, reason: DenialReason, detail: string): TransitionDecision => ({ ok: false, from, reason, detail })

export function decideTransition(request: TransitionRequest, facts: TransitionFacts): TransitionDecision {
  const { task, goal, behavior, current } = facts
  if (task === undefined || task.callerId !== facts.callerId) {
    return deny(null, 'unknown_tdd_task', `no TDD task ${request.tddTaskId} is yours`)
  }
  if (task.status === 'ended') return deny(null, 'tdd_task_already_ended', `TDD task ${task.id} has ended`)
  const from = sourceOf(current)
  if (goal === undefined) return deny(from, 'goal_not_found', `no goal ${request.goalId}`)
  if (goal.taskId !== task.id) return deny(from, 'goal_not_in_tdd_task', `goal ${goal.id} belongs to another TDD task`)
  if (behavior === undefined || behavior.taskId !== task.id) {
    return deny(from, 'behavior_not_found', `no behavior ${request.behaviorId} in TDD task ${task.id}`)
  }
  if (behavior.goalId !== goal.id) return deny(from, 'behavior_not_in_goal', `behavior ${behavior.id} is not in goal ${goal.id}`)
  const to = request.requestedPhase
  if (to !== 'spike') {
    if (goal.status === 'pending') return deny(from, 'goal_not_started', `goal ${goal.id} is still pending`)
    if (goal.status !== 'in_progress') return deny(from, 'goal_not_in_progress', `goal ${goal.id} is ${goal.status}`)
  }
  const row = findRow(from, to)
  if (row === undefined) return denyMissingRow(from, to)
  if (to === 'red.triangulate' && current !== undefined && current.goalId !== goal.id) {
    return deny(from, 'behavior_not_in_goal', `a triangulation batch stays in goal ${current.goalId}`)
  }
  if (row.evidence === 'none') return { ok: true, from, to, citedArtifactId: null }
  const verdict = checkEvidence(row.evidence, request, facts, from, to)
  return verdict ?? { ok: true, from, to, citedArtifactId: facts.cited?.id ?? null }
}

function denyMissingRow(from: Source, to: Phase): TransitionDecision {
  if (to === 'refactor' && from === 'green.fake-it') {
    return deny(from, 'fake_it_not_generalized', 'green.fake-it must become green (a passing run after real code) before refactor')
  }
  if (to === 'refactor' && from !== 'refactor') {
    return deny(from, 'refactor_without_passing_run', `refactor is reachable only from green; you are in ${from}`)
  }
  return deny(from, 'wrong_source_phase', `${from} → ${to} is not an allowed transition (from ${from}: ${allowedTargets(from).join(', ')})`)
}

function checkEvidence(
  evidence: Evidence,
  request: TransitionRequest,
  facts: TransitionFacts,
  from: Source,
  to: Phase,
): TransitionDecision | undefined {
  const cited = facts.cited
  const current = facts.current
  if (cited === undefined) {
    const what = request.citedArtifactId === undefined ? 'no qualifying artifact was recorded' : `artifact ${request.citedArtifactId} does not exist`
    if (to === 'refactor') return deny(from, 'refactor_without_passing_run', `${what}: refactor needs a run with zero failures since green began`)
    return deny(from, 'missing_artifact_evidence', `${what} for ${from} → ${to}`)
  }
  const kind = requiredKind(evidence)
  if (cited.kind !== kind) return deny(from, 'wrong_artifact_kind', `artifact ${cited.id} is ${cited.kind}; ${from} → ${to} needs ${kind}`)
  if (cited.callerId !== facts.callerId) return deny(from, 'evidence_from_other_caller', `artifact ${cited.id} was recorded for another caller`)
  // Window: the evidence was recorded in the current phase (a triangulation member may cite its batch's red).
  const batch = from === 'red.triangulate' && evidence === 'failing_run'
  const windowIds = batch ? facts.batchPhaseIds : current === undefined ? [] : [current.id]
  if (cited.phase === 'spike' || cited.phaseId === null || !windowIds.includes(cited.phaseId)) {
    return deny(from, 'evidence_not_in_phase_window', `artifact ${cited.id} was not recorded in the current ${batch ? 'red batch' : 'phase'}`)
  }
  // R2: the evidence belongs to the behavior it is cited for. Crossing to the next behavior (→ red) cites
  // the current behavior's green run; a triangulation batch shares its runs among the batch's behaviors.
  if (batch) {
    if (!facts.batchBehaviorIds.includes(request.behaviorId)) {
      return deny(from, 'evidence_not_for_behavior', `behavior ${request.behaviorId} is not in the current red batch (behaviors ${facts.batchBehaviorIds.join(', ')})`)
    }
  } else {
    const owner = to === 'red' ? current?.behaviorId : request.behaviorId
    if (cited.behaviorId !== owner) {
      return deny(from, 'evidence_not_for_behavior', `artifact ${cited.id} belongs to behavior ${cited.behaviorId ?? 'none'}, not ${owner ?? 'none'}`)
    }
  }
  if (evidence === 'failing_run') {
    if (!cited.testFileWrittenByCaller) {
      return deny(from, 'missing_artifact_evidence', `the failing test's file ${cited.testFile ?? '(unknown)'} was not written by you during this task`)
    }
    if (cited.testFailedBeforePhase) {
      return deny(from, 'evidence_test_was_already_failing', `the cited test was already failing before this red phase began`)
    }
  }
  if (evidence === 'passing_run_after_code' && !cited.codeWrittenBefore) {
    return deny(from, 'missing_artifact_evidence', `no code_written was recorded in green.fake-it before artifact ${cited.id}`)
  }
  if (evidence === 'green_run' && cited.failureCount !== 0) {
    return deny(from, 'run_not_green', `the run of artifact ${cited.id} had ${cited.failureCount ?? 'unknown'} failure(s)`)
  }
  return undefined
}
