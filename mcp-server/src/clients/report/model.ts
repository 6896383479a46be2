/** What the evidence report shows: plain data, loaded by `clients/report/load.ts`, rendered by html.ts / markdown.ts. */
interface FailingAssertion {
  readonly test: string
  readonly name: string
  readonly message: string
  readonly location: string | null
}

export interface RunSummary {
  readonly runId: number
  readonly outcome: string
  readonly total: number
  readonly passed: number
  readonly failed: number
  readonly failing: readonly FailingAssertion[]
}

export interface CitedEvidence {
  readonly artifactId: number
  readonly kind: string
  readonly test: string | null
  readonly run: RunSummary | null
}

export interface HypothesisView {
  readonly id: number
  readonly content: string
  readonly outcome: string
  readonly citedError: string
}

export interface PhaseView {
  readonly id: number
  readonly phase: string
  readonly startedAt: string
  readonly endedAt: string | null
  readonly cited: CitedEvidence | null
  readonly hypotheses: readonly HypothesisView[]
  readonly runs: readonly RunSummary[]
}

export interface BehaviorView {
  readonly id: number
  readonly behavior: string
  readonly status: string
  readonly phases: readonly PhaseView[]
  /** From the first red to the first refactor (or the last phase end), in ms; null if it never reached green. */
  readonly cycleTimeMs: number | null
}

export interface EditView {
  readonly file: string
  readonly role: 'test' | 'production'
  readonly edits: number
  readonly linesAdded: number
  readonly linesRemoved: number
}

export interface DenialView {
  readonly at: string
  readonly from: string | null
  readonly requested: string
  readonly reason: string
  readonly behaviorId: number | null
}

interface ViolationView {
  readonly at: string
  readonly kind: string
  readonly detail: string
}

/** One progress event the agent pushed (tdd_progress_push), as the report's timeline replays it. */
export interface ProgressView {
  readonly at: string
  readonly type: string
  /** "[G<n>.B<m>] <behavior>" for an event about a behavior; null for goal- and task-level events. */
  readonly behavior: string | null
  /** The agent that pushed it. */
  readonly agent: string
  /** What the event adds to its type and behavior: the phase move, the reason, or a goal-level event's narration. */
  readonly detail: string
}

export interface TaskView {
  readonly id: number
  readonly goal: string
  readonly status: string
  readonly outcome: string | null
  readonly reason: string | null
  readonly caller: string
  /** "sealed", `NOT_SEALED_HINT` (one line; `evident doctor` says why), or "not recorded" (started before sealing was recorded). */
  readonly seal: string
  readonly createdAt: string
  readonly endedAt: string | null
  readonly goals: readonly {
    readonly id: number
    readonly goal: string
    readonly status: string
    readonly behaviors: readonly BehaviorView[]
  }[]
  readonly edits: readonly EditView[]
  readonly denials: readonly DenialView[]
  readonly violations: readonly ViolationView[]
  /** The task's newest progress events in push order, and how many earlier ones were left out. */
  readonly progress: { readonly events: readonly ProgressView[]; readonly omitted: number }
  readonly metrics: {
    readonly requests: number
    readonly accepted: number
    readonly denialsByReason: Readonly<Record<string, number>>
    /** Failing runs per passing run bound to this task's phases. */
    readonly redRuns: number
    readonly greenRuns: number
  }
}

export interface VddView {
  readonly id: number
  readonly subject: string
  readonly verdict: string
  readonly reportPath: string
  readonly at: string
  readonly criteria: readonly {
    readonly verdict: string
    readonly kind: string | null
    readonly target: string | null
    readonly criterion: string
    readonly details: string
  }[]
}

export interface GateView {
  readonly gate: string
  readonly status: string
  readonly source: string
  readonly at: string
}

/** Hook calls that failed before deciding and let the action through unchecked (`hook_errors.failed_open`). */
export interface HookFailuresView {
  /** In the whole project (its database). */
  readonly total: number
  /** Per session of the report's tasks, those with any. */
  readonly sessions: readonly { readonly sessionId: string; readonly count: number; readonly latestAt: string }[]
}

/** A recipe entry of a coordinator plan: one scenario the scenario worker writes a test for. */
interface RecipeView {
  readonly name: string
  readonly covers: string
  readonly assertion: string
  readonly fixtures: string
}

/**
 * One change a coordinator worker made or tried (an `evident:scenario` / `evident:implement` / `evident:verify`
 * caller's recorded edit, or a violation recorded for it), held against what the plan lets that worker change: the
 * recipe's test files (scenario), the write set (implement), nothing (verify).
 */
export interface WorkerEditView {
  readonly at: string
  /** The worker's agent id. */
  readonly agent: string
  readonly role: 'scenario' | 'implement' | 'verify'
  /** The file; null when the violation names none that can be read back. */
  readonly file: string | null
  /** What happened: `test_written`, `code_written` (`… via shell` for a shell change), or the denial. */
  readonly change: string
  /** A violation: the change was denied (an edit) or recorded against the worker (a shell change). */
  readonly refused: boolean
  /** Whether the file lies inside what the plan lets this worker change; null when no file is known. */
  readonly inside: boolean | null
  readonly linesAdded: number | null
  readonly linesRemoved: number | null
}

/** A binding test verdict (`test_verdicts`) of a run evident executed while the plan was the project's. */
export interface PlanVerdictView {
  readonly runId: number
  readonly verdict: string
  /** Why FAIL (null for PASS). */
  readonly reason: string | null
  readonly detail: string | null
  readonly at: string
  readonly exitCode: number
  /** The run covered the whole suite (not limited to some files). */
  readonly wholeSuite: boolean
  /** "agent (type)" of whoever ran it; null when the run is no longer in the store. */
  readonly by: string | null
}

export interface PlanView {
  readonly id: number
  readonly slug: string
  readonly version: number
  readonly status: string
  /** Why it is blocked (the fix limit), if it is. */
  readonly reason: string | null
  readonly specPath: string
  /** "session / agent" of the main agent that decided it. */
  readonly caller: string
  readonly createdAt: string
  readonly fixIterations: number
  readonly recipe: readonly RecipeView[]
  readonly contract: {
    readonly failingTestPaths: readonly string[]
    readonly writeSet: readonly string[]
    readonly behaviorExcerpts: readonly string[]
    readonly testCmd: string
    readonly lintCmd: string
  }
  readonly outOfScope: readonly string[]
  /** The tasks started from it (the implement workers'), with how they ended. */
  readonly tasks: readonly { readonly id: number; readonly agent: string; readonly outcome: string }[]
  /** The workers' changes while it was the project's plan, in order; the newest 200, the rest counted. */
  readonly workerEdits: readonly WorkerEditView[]
  readonly workerEditsOmitted: number
  /** The binding verdicts of the runs while it was the project's plan, in order (the last one binds). */
  readonly verdicts: readonly PlanVerdictView[]
}

/** The newest `evident drift --slug` check of a plan's slug (`drift_checks`). */
export interface DriftView {
  readonly slug: string
  /** clean, drift, skipped or error. */
  readonly verdict: string
  readonly exitCode: number
  readonly total: number | null
  readonly unresolved: readonly string[]
  readonly reportPath: string | null
  /** The HEAD commit compared with; null before the first commit. */
  readonly head: string | null
  readonly detail: string | null
  readonly at: string
  /** "session / agent" of whoever ran it; null when no caller was recorded. */
  readonly caller: string | null
}

/** The TDD coordinator's part of the report: the plans in scope and the newest drift check of each of their slugs. */
export interface CoordinatorView {
  readonly plans: readonly PlanView[]
  readonly drift: readonly DriftView[]
}

export interface ReportData {
  readonly title: string
  readonly generatedAt: string
  readonly tasks: readonly TaskView[]
  readonly coordinator: CoordinatorView
  /** The conductor's issues (the unfiltered report only). */
  readonly conductor: readonly ConductedIssueView[]
  readonly vdd: readonly VddView[]
  readonly gates: readonly GateView[]
  readonly hookFailures: HookFailuresView
}

/** One conductor event in the report (`conduct_events`). */
export interface ConductEventView {
  readonly at: string
  readonly kind: string
  readonly step: number | null
  readonly leaf: string | null
  readonly phase: string | null
  readonly attempt: number | null
  readonly code: number | null
  readonly detail: string | null
}

/** One conducted issue: how its last run ended so far, and its newest events. */
export interface ConductedIssueView {
  readonly projectRoot: string
  readonly issue: number
  /** The last run-ending event (`done`, `bail`, `stop`), or `running` when none followed the last `run-start`. */
  readonly state: string
  readonly events: readonly ConductEventView[]
  /** Events left out (older than those shown). */
  readonly omitted: number
  /** The last run's leaves ran unsealed (`evident conduct run --unsealed`; its run-start event says so). */
  readonly unsealed: boolean
}
