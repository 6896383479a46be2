import type { TestRef } from './run-report.js'
import type {
  ArtifactKind,
  Phase,
  ProofOutcome,
  ProofPlace,
  Source,
  TaskOutcome,
  TaskStatus,
  TestStatus,
  WorkStatus,
} from './vocabulary.js'

/**
 * What the pure gates read: the flows load these facts through the store and hand them to `gates/`. Shapes
 * only; the rules that read them live in the gates.
 */

interface TaskFacts {
  readonly id: number
  readonly callerId: number
  readonly status: TaskStatus
}

interface GoalFacts {
  readonly id: number
  readonly taskId: number
  readonly status: WorkStatus
}

interface BehaviorFacts {
  readonly id: number
  readonly taskId: number
  readonly goalId: number
}

export interface PhaseFacts {
  readonly id: number
  readonly phase: Phase
  readonly goalId: number
  readonly behaviorId: number
  /** The working tree when the phase began: null for a phase recorded without one (before 0005, or no snapshot). */
  readonly startTree: string | null
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
  /** The run the artifact came from: the tree it ran on, the tree after it, and whether it was filtered. */
  readonly run: RunTreeFacts | undefined
  /** At green → refactor: the status of the test that proved red in this artifact's run (undefined: not in it). */
  readonly redTestStatus: TestStatus | undefined
}

interface RunTreeFacts {
  readonly id: number
  /** The working tree the run ran on (null: no snapshot). */
  readonly tree: string | null
  /** The working tree when it ended; differs from `tree` when something changed while it ran. */
  readonly treeAfter: string | null
  /** true: limited to some files; false: the whole suite; null: unknown (vitest reporter runs, before 0005). */
  readonly filtered: boolean | null
}

/**
 * What the working tree says at a transition request: the tree now and, path by path, what changed since the
 * open phase began and who recorded it. The flow takes the snapshot, diffs and hashes; the gate judges.
 */
export interface TreeFacts {
  /** The working tree at the request; null when no snapshot could be taken. */
  readonly now: string | null
  /**
   * The paths that differ between the open phase's start tree and `now`; null when they cannot be listed (no
   * snapshot now, or the start tree is missing from the shadow repository). Empty for a phase without a start tree.
   */
  readonly changes: readonly PathChange[] | null
  /**
   * Leaving green or green.fake-it: the test-side paths (tests, snapshots, test configuration) that differ between the
   * phase's start tree and now — tests are frozen in green. Empty when nothing of them changed, or for other moves.
   */
  readonly testChanges: readonly string[]
  /** red / red.triangulate → green / green.fake-it: the production changes of the red batch. */
  readonly red: RedChangeFacts | undefined
  /** green → refactor: the test that proved red and its re-run on the red run's production code. */
  readonly redTest: RedTestFacts | undefined
  /**
   * refactor → red: the closing proof of the behavior leaving refactor (`pending` until the flow made it for the tree
   * of the request); undefined for other moves, or when the behavior has no red test with a tree to prove on.
   */
  readonly closing?: { readonly subject: ProofSubjectFacts; readonly proof: ClosingProofFacts | 'pending' } | undefined
  /**
   * red.triangulate → green: how many tests of its own the joining behavior has — test cases first run in this phase,
   * in a test file the caller wrote during it. Undefined for other moves.
   */
  readonly ownTests?: number | undefined
  /** green.fake-it → green: the runs of the phase in which the red test passed on the fake (oldest first). */
  readonly fake?: readonly FakeRunFacts[] | undefined
  /**
   * The caller's Bash commands of the open phase that ran unmeasured (their tree before could not be taken in time),
   * with each test file weakened between the phase's start tree and now (what such a command did to a test is judged
   * here: an Edit of the file afterwards compares with what is on disk). Undefined when none ran.
   */
  readonly unmeasured?:
    | {
        readonly commands: readonly string[]
        readonly weakened: readonly { readonly path: string; readonly found: readonly string[] }[]
      }
    | undefined
}

/**
 * A run of a green.fake-it phase in which the red test passed: the fake shown to work. A second example failing in it
 * (`otherFailures`) and production changed since (`productionChangedSince`) make the fake generalised.
 */
interface FakeRunFacts {
  readonly runId: number
  /** Tests of the run other than the red test that failed in it. */
  readonly otherFailures: number
  /** Production (code or data) differs between the run's tree and the tree now; null: cannot be listed. */
  readonly productionChangedSince: boolean | null
}

/** What the flow needs to make a behavior's closing proof: its red run's tree and runner, and the red test. */
export interface ProofSubjectFacts {
  readonly behaviorId: number
  readonly redTree: string
  readonly runner: string
  readonly redTest: TestRef
}

export interface PathChange {
  /** Project-relative POSIX path. */
  readonly path: string
  /** SHA-256 hex of the path's current content; null when it was deleted. */
  readonly hash: string | null
  /** The content hash of the newest file artifact of this caller in this task since the phase began. */
  readonly ownHash: string | null | undefined
  /** Who else recorded this content since the phase began, e.g. `main agent via shell: sed -i …` (where known). */
  readonly changedBy: string | undefined
}

export interface RedChangeFacts {
  /** Production paths that differ between the red batch's start tree and now, with their first own change. */
  readonly productionChanges: readonly { readonly path: string; readonly firstChangeSeq: number | undefined }[] | null
  /** The seq of the first hypothesis of the batch citing an error of a failing run (undefined: none). */
  readonly hypothesisSeq: number | undefined
}

export interface RedTestFacts {
  /** The test of the test_failed_run cited when this green phase was entered. */
  readonly testCaseId: number
  readonly file: string
  readonly fullName: string
  /** Among the tests of its file with that full name (see TestRef); absent means 0. */
  readonly ordinal?: number | undefined
  /** The runner of the red run and the tree it ran on (null: none recorded). */
  readonly runner: string
  readonly redTree: string | null
  /** The re-run of the red test (current tests, the red run's production code); `pending` until the flow ran it. */
  readonly recheck: RecheckFacts
}

export type RecheckFacts =
  | { readonly outcome: 'pending' }
  | {
      readonly outcome: 'fails' | 'passes' | 'error'
      /** The trees the re-run was made for: it counts only while they are still the trees of the request. */
      readonly tree: string
      readonly redTree: string
      readonly detail: string
      readonly ms: number
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
  /** The working tree: what changed in the open phase, and the red test's re-run. */
  readonly tree: TreeFacts
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

/** What marking a behavior `done` needs: its own red → green, and a current whole-suite run that includes it. */
export interface DoneFacts {
  /** The test cited by the newest accepted red → green (or green.fake-it) of this behavior; undefined: none. */
  readonly redTest: { readonly file: string; readonly fullName: string; readonly ordinal?: number } | undefined
  /** The working tree now; null when no snapshot could be taken. */
  readonly now: string | null
  /** A zero-failure whole-suite run on `now` (unchanged while it ran) in which that test passed. */
  readonly currentRunId: number | undefined
  /**
   * The behavior left green (after that red → green) by an accepted move to refactor or red, the moves that re-run
   * its red test on the red run's production code.
   */
  readonly rechecked: boolean
  /**
   * The open phase of the task and what changed since it began (with this caller's newest record of each path):
   * a behavior is not done while a change nobody recorded is in the tree. `changes` is undefined for a phase
   * without a start tree, null when they cannot be listed.
   */
  readonly openPhase: { readonly phase: Phase; readonly changes: readonly PathChange[] | null | undefined } | undefined
}

/** What one half of a behavior's closing proof found (engine/flows/closing-proof.ts), and where it ran. */
export interface ProofHalf {
  /** `original`: `passes` holds the proof; `current`: `fails` holds it (the red test still detects the red code). */
  readonly outcome: ProofOutcome
  readonly detail: string
  readonly place: ProofPlace
}

/** A behavior's closing proof on one working tree. */
export interface ClosingProofFacts {
  readonly behaviorId: number
  /** The tree it was made for: it counts only while it is still the tree. */
  readonly tree: string
  /** The test that proved red, as it was then, and under its name now (undefined: no longer in the project). */
  readonly redTest: TestRef
  readonly currentTest: TestRef | undefined
  /** The red test as it was when it proved red, on what would be committed now. */
  readonly original: ProofHalf
  /** The red test as it is now, on the red run's code; `missing` when it is no longer in the project. */
  readonly current: ProofHalf | { readonly outcome: 'missing' }
}
