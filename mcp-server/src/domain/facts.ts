import type { ArtifactKind, Phase, Source, TaskOutcome, TaskStatus, WorkStatus } from './vocabulary.js'

/**
 * What the pure gates read: the flows load these facts through the store and hand them to `gates/`. Shapes
 * only; the rules that read them live in the gates.
 */

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

export interface ProgressFacts {
  readonly task: { readonly id: number; readonly status: TaskStatus; readonly outcome: TaskOutcome | null }
  readonly goals: readonly {
    readonly id: number
    readonly ordinal: number
    readonly goal: string
    readonly status: WorkStatus
  }[]
  readonly behaviors: readonly {
    readonly id: number
    readonly goalId: number
    readonly ordinal: number
    readonly behavior: string
    readonly status: WorkStatus
    /** The behavior's newest phase and the phase it came from. */
    readonly phase: { readonly id: number; readonly phase: Phase; readonly from: Source } | null
  }[]
  /** For `blocked`: the signature matches an error of a run recorded for this task. */
  readonly signatureKnown: boolean
}
