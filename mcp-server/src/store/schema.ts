import type { ColumnType, Generated } from 'kysely'
import type {
  ArtifactKind,
  CriterionStatus,
  ConductEventKind,
  DriftResult,
  LeafActor,
  LeafPhase,
  DenialReason,
  ErrorScope,
  FrameSource,
  GateStatus,
  HypothesisState,
  Phase,
  RunOutcome,
  Source,
  TaskOutcome,
  TaskStatus,
  TestStatus,
  TriageGateState,
  TriageOutcome,
  ValidationFindingOrigin,
  ValidationLineKind,
  ValidationRunStatus,
  VddManualState,
  VddAggregate,
  Verdict,
  VerdictReason,
  PlanPathKind,
  PlanStatus,
  ProofKind,
  ProofOutcome,
  ProofPlace,
  ViolationKind,
  WorkStatus,
} from '../domain/vocabulary.js'

/**
 * Row types of the evidence database. Ordering between rows is decided by `seq`, a counter taken inside
 * every write transaction (`begin immediate` serialises writers across processes, so `seq` is strictly
 * increasing over the whole database); `at` is wall-clock time for people.
 */
type Id = Generated<number>
type CreatedAt = ColumnType<string, string | undefined, never>

interface MetaTable {
  key: string
  value: string
}

interface CallersTable {
  id: Id
  session_id: string
  agent_id: string
  agent_type: string | null
  parent_session_id: string | null
  started_at: CreatedAt
  ended_at: string | null
  /** How the identity was established: 'hook' (a hook payload or verified proof), 'env' (variables alone). */
  identity: 'hook' | 'env' | null
}

export interface TddTasksTable {
  id: Id
  caller_id: number
  run_id: string | null
  goal: string
  status: TaskStatus
  outcome: TaskOutcome | null
  reason: string | null
  seq: number
  created_at: CreatedAt
  ended_at: string | null
  /** The project the task works in and `evident.config.json` as read at start (frozen for the task). */
  project_root: ColumnType<string | null, string | null | undefined, string | null>
  config: ColumnType<string | null, string | null | undefined, string | null>
  /** The test files as the project's vitest resolved them at start (JSON `{include, exclude}`), null when none. */
  test_globs: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 when the task's session was sealed at its start, 0 when not, null for older tasks. */
  sealed: ColumnType<number | null, number | null | undefined, number | null>
  /** The coordinator plan the task was started from (the implement worker's task), null otherwise. */
  plan_id: ColumnType<number | null, number | null | undefined, number | null>
}

interface GoalsTable {
  id: Id
  task_id: number
  ordinal: number
  goal: string
  status: WorkStatus
  created_at: CreatedAt
  updated_at: string
}

export interface BehaviorsTable {
  id: Id
  task_id: number
  goal_id: number
  ordinal: number
  behavior: string
  status: WorkStatus
  created_at: CreatedAt
  updated_at: string
  /** The recipe entry the behavior was made from (a task started from a coordinator plan), null otherwise. */
  recipe_id: ColumnType<number | null, number | null | undefined, number | null>
}

interface PhasesTable {
  id: Id
  task_id: number
  goal_id: number
  behavior_id: number
  caller_id: number
  phase: Phase
  previous_phase_id: number | null
  cited_artifact_id: number | null
  reason: string | null
  start_seq: number
  end_seq: number | null
  started_at: CreatedAt
  ended_at: string | null
  /** The working tree when the phase began (null when no snapshot could be taken, or before 0005). */
  start_tree: ColumnType<string | null, string | null | undefined, string | null>
}

interface TransitionRequestsTable {
  id: Id
  task_id: number | null
  caller_id: number
  behavior_id: number | null
  from_phase: Source | null
  requested_phase: Phase
  cited_artifact_id: number | null
  accepted: number
  denial_reason: DenialReason | null
  evidence_valid: number
  seq: number
  at: CreatedAt
}

export interface ArtifactsTable {
  id: Id
  kind: ArtifactKind
  caller_id: number
  task_id: number | null
  phase_id: number | null
  behavior_id: number | null
  file_path: string | null
  content_hash: string | null
  lines_added: number | null
  lines_removed: number | null
  test_case_id: number | null
  run_id: number | null
  failure_count: number | null
  detail: string | null
  seq: number
  at: CreatedAt
}

export interface TestRunsTable {
  id: Id
  caller_id: number
  task_id: number | null
  phase_id: number | null
  runner: string
  argv: string
  project_root: string
  start_seq: number
  seq: number
  started_at: string
  ended_at: string
  exit_code: number | null
  outcome: RunOutcome
  total: number
  passed: number
  failed: number
  skipped: number
  error_count: number
  detail: string | null
  /** The working tree the run ran on (snapshot before spawning) and after it; they differ if it changed meanwhile. */
  tree: ColumnType<string | null, string | null | undefined, string | null>
  tree_after: ColumnType<string | null, string | null | undefined, string | null>
  /** 1: a file or name filter; 0: the whole suite; null: unknown (recorded by the vitest reporter, or before 0005). */
  filtered: ColumnType<number | null, number | null | undefined, number | null>
}

interface TestCasesTable {
  id: Id
  project_root: string
  file: string
  full_name: string
  /** Among the tests of this file with this full name, 0-based (see TestRef). */
  ordinal: ColumnType<number, number | undefined, number>
}

export interface TestResultsTable {
  id: Id
  run_id: number
  test_case_id: number
  status: TestStatus
  duration_ms: number | null
  seq: number
}

interface TestErrorsTable {
  id: Id
  run_id: number
  test_case_id: number | null
  scope: ErrorScope
  name: string
  message: string
  expected: string | null
  actual: string | null
  diff: string | null
  signature: string
  file: string | null
}

interface StackFramesTable {
  id: Id
  error_id: number
  ordinal: number
  function_name: string | null
  file: string
  line: number | null
  col: number | null
  /** 'message': a location read from the error's message (a syntax or import error), not its stack. */
  source: ColumnType<FrameSource, FrameSource | undefined, FrameSource>
}

interface HypothesesTable {
  id: Id
  task_id: number
  caller_id: number
  phase_id: number | null
  behavior_id: number | null
  content: string
  cited_error_id: number
  cited_frame_id: number
  outcome: HypothesisState
  seq: number
  created_at: CreatedAt
  validated_at: string | null
}

export interface ProgressEventsTable {
  id: Id
  task_id: number
  caller_id: number
  type: string
  payload: string
  seq: number
  at: CreatedAt
}

interface ViolationsTable {
  id: Id
  caller_id: number | null
  task_id: number | null
  kind: ViolationKind
  detail: string
  tool_name: string | null
  seq: number
  at: CreatedAt
}

interface HookErrorsTable {
  id: Id
  hook: string
  message: string
  at: CreatedAt
  session_id: string | null
  /** 1 when the failure came before a decision and the action went ahead unchecked. */
  failed_open: Generated<number>
}

/** Whether each Claude Code session was sealed (see docs/sealing.md); a session never goes from 0 back to 1. */
interface SessionsTable {
  session_id: string
  sealed: number
  reason: string
  /** JSON: what the determination read (settings sources, machine facts). */
  settings: string | null
  checked_at: CreatedAt
  unsealed_at: string | null
}

export interface GateResultsTable {
  id: Id
  gate: string
  status: GateStatus
  caller_id: number | null
  source: string
  detail: string | null
  seq: number
  at: CreatedAt
  /** The HEAD commit and working-tree snapshot it was recorded on; null when unknown (docs/validation.md). */
  head: string | null
  tree: string | null
}

interface ValidationRunsTable {
  id: Id
  caller_id: number | null
  project_root: string
  base: string | null
  scope_spec: string
  status: ValidationRunStatus
  start_seq: number
  end_seq: number | null
  started_at: CreatedAt
  ended_at: string | null
  /** The commit checked out when the run began (null: no commit yet, or a run recorded before 0009). */
  head: string | null
  /** The working-tree snapshot the run started on (null: unknown, or a run recorded before 0010). */
  tree: string | null
}

/** Per project: the techniques the last discovery produced and the fingerprint of the files it read. */
interface ValidationMemoryTable {
  project_root: string
  fingerprint: string
  /** JSON array of the file names the fingerprint covers. */
  files: string
  /** JSON array of the resolved techniques (technique, tier, why). */
  techniques: string
  run_id: number | null
  /** When the discovery was remembered (set on every save). */
  at: string
}

interface ValidationLinesTable {
  id: Id
  run_id: number
  kind: ValidationLineKind
  line: string
  unit: string | null
  reason: string | null
  options: string | null
  seq: number
  at: CreatedAt
}

/** A finding handed to the triager with a run: a technique's (scope-filtered) or the reviewer's suspected-benign. */
interface ValidationFindingsTable {
  id: Id
  run_id: number
  origin: ValidationFindingOrigin
  /** The technique whose output it came from; null for a suspected-benign finding. */
  technique: string | null
  ordinal: number
  file: string
  line: number
  severity: string
  finding: string
  fix: string | null
  status: string | null
}

/** One triage of one technique's findings: the triager's verified commit and the gate re-run after it. */
interface ValidationTriagesTable {
  id: Id
  run_id: number
  technique: string
  commit_sha: string
  caller_id: number | null
  gates: TriageGateState
  seq: number
  at: CreatedAt
}

/** One finding's outcome in a triage; `finding_id` is null for a finding read from non-canonical output. */
interface ValidationOutcomesTable {
  id: Id
  triage_id: number
  finding_id: number | null
  file: string
  line: number
  finding: string
  outcome: TriageOutcome
  test_path: string | null
  reason: string | null
}

interface VddRunsTable {
  id: Id
  caller_id: number
  /** `BEAN-277`, or the document's repo-relative path for `evident vdd --file`. */
  subject: string
  bean_number: number | null
  document_path: string
  verdict: VddAggregate
  manual: VddManualState
  report_path: string
  project_root: string
  /** The commit (HEAD) the run verified; null outside git, before the first commit, or for runs before 0009. */
  commit_sha: ColumnType<string | null, string | null | undefined, string | null>
  /**
   * JSON array of the paths (project-relative, tracked or untracked, not ignored) that differed from that commit
   * when the run started, its own report left out; `[]` for a clean tree; null when not measured (no git).
   */
  dirty_paths: ColumnType<string | null, string | null | undefined, string | null>
  seq: number
  at: CreatedAt
}

interface VddCriteriaTable {
  id: Id
  vdd_run_id: number
  ordinal: number
  kind: string | null
  target: string | null
  criterion: string
  verdict: CriterionStatus
  details: string
  test_run_id: number | null
}

/** One shell command in a TDD context: the trees before and after it and what changed, path by path. */
/** A main agent's offer of read access to the task a teammate starts with it (0021, engine/flows/handoff.ts). */
interface TaskHandoffsTable {
  id: Id
  /** The id handed to the teammate: random, so that no other session can guess and claim it. */
  token: string
  /** The offering main agent. */
  offer_caller_id: number
  created_at: CreatedAt
  /** The teammate's main agent that claimed it, and the task it started with it; null until claimed. */
  claim_caller_id: number | null
  claimed_task_id: number | null
  claimed_at: string | null
}

interface ShellCommandsTable {
  id: Id
  caller_id: number
  task_id: number | null
  tool_use_id: string
  command: string
  project_root: string
  tree_before: string | null
  tree_after: string | null
  start_seq: number
  end_seq: number | null
  /** JSON: the changed paths with what was recorded for each. */
  changes: string | null
  at: CreatedAt
  /** While the command holds its project's shell lease: when the lease lapses (ISO); null once released (0018). */
  lease_until: string | null
  /** When a lapsed lease was taken over by another command (the row was closed then, its changes unattributed). */
  lapsed_at: string | null
  /** When this command took over a lease that had lapsed by time: the lapsed command may still run in its window. */
  overlapped_at: string | null
  /** Why the command was not measured (its tree before could not be taken in time); null when it was. */
  unmeasured: string | null
}

/** The binding test verdict of a run evident executed (docs/verdict.md); `last_test_result` mirrors the newest. */
interface TestVerdictsTable {
  id: Id
  project_root: string
  /** The run (test_runs.id); no foreign key, so pruning runs keeps the verdicts. */
  run_id: number
  verdict: Verdict
  /** Null for PASS. */
  reason: VerdictReason | null
  detail: string | null
  /** The four lines: the verdict, `at`, `command`, `exit_code`. */
  at: string
  command: string
  exit_code: number
  passed: number
  failed: number
  errors: number
  /** 1: the run was limited to some test files. */
  filtered: number
  /** The working tree the run ran on (null: no snapshot). */
  tree: string | null
  /** Why `last_test_result` could not be written (null: written). */
  file_error: string | null
  seq: number
}

/**
 * A coordinator plan (migration 0013): the recipe and contract the main agent decided for a spec, checked against
 * it. JSON columns hold lists the hooks never query; the recipe and the paths are rows.
 */
export interface TddPlansTable {
  id: Id
  project_root: string
  slug: string
  version: number
  status: PlanStatus
  reason: string | null
  spec_path: string
  spec_sha256: string
  test_cmd: string
  lint_cmd: string
  /** JSON arrays. */
  behavior_excerpts: string
  design_calls_rows: string
  out_of_scope: string
  fix_iterations: number
  stub_markers: string
  caller_id: number
  seq: number
  created_at: CreatedAt
  ended_at: string | null
}

interface TddPlanRecipeTable {
  id: Id
  plan_id: number
  ordinal: number
  name: string
  covers: string
  assertion: string
  fixtures: string
}

interface TddPlanPathsTable {
  plan_id: number
  kind: PlanPathKind
  ordinal: number
  path: string
}

/** One run of `evident drift --slug` in a project with a store (migration 0014). */
interface DriftChecksTable {
  id: Id
  project_root: string
  slug: string
  verdict: DriftResult
  /** The command's exit code: 0 clean or skipped, 1 drift, 2 error. */
  exit_code: number
  /** How many items (ACs and scenarios) were checked; null when skipped or failed. */
  total: number | null
  /** JSON array: the ids and scenario names left unresolved. */
  unresolved: string
  /** The report, project-relative; null when none was written. */
  report_path: string | null
  /** The HEAD commit the working tree was compared with; null before the first commit or outside git. */
  head: string | null
  /** Why a check failed (verdict error). */
  detail: string | null
  caller_id: number | null
  seq: number
  at: CreatedAt
}

/** One closing proof (migration 0016): what a proof found for a behavior, keyed by the content it ran on. */
interface ClosingProofsTable {
  id: Id
  task_id: number
  behavior_id: number
  kind: ProofKind
  /** A hash of the content the proof ran on (the same key never needs proving again). */
  key: string
  /** The working tree the proof was made for, and the red run's tree. */
  tree: string
  red_tree: string
  outcome: ProofOutcome
  place: ProofPlace
  detail: string
  ms: number
  seq: number
  at: CreatedAt
}

/** One event of the conductor (migration 0015): the store's copy of a `.tdd/events.jsonl` line. */
interface ConductEventsTable {
  id: Id
  project_root: string
  issue: number
  kind: ConductEventKind
  step: number | null
  step_title: string | null
  leaf: string | null
  actor: LeafActor | null
  phase: LeafPhase | null
  attempt: number | null
  plugin_version: string | null
  /** The content hash of the plugin snapshot the run pinned (migration 0017). */
  plugin_hash: string | null
  code: number | null
  detail: string | null
  /** The `claude -p` session id the conductor gave the leaf. */
  leaf_session: string | null
  seq: number
  /** When the event happened (the JSONL line's `at`). */
  at: string
}

export interface Database {
  meta: MetaTable
  callers: CallersTable
  tdd_tasks: TddTasksTable
  goals: GoalsTable
  behaviors: BehaviorsTable
  phases: PhasesTable
  transition_requests: TransitionRequestsTable
  artifacts: ArtifactsTable
  test_runs: TestRunsTable
  test_cases: TestCasesTable
  test_results: TestResultsTable
  test_errors: TestErrorsTable
  stack_frames: StackFramesTable
  hypotheses: HypothesesTable
  progress_events: ProgressEventsTable
  violations: ViolationsTable
  hook_errors: HookErrorsTable
  vdd_runs: VddRunsTable
  vdd_criteria: VddCriteriaTable
  gate_results: GateResultsTable
  validation_runs: ValidationRunsTable
  validation_lines: ValidationLinesTable
  validation_findings: ValidationFindingsTable
  validation_triages: ValidationTriagesTable
  validation_outcomes: ValidationOutcomesTable
  validation_memory: ValidationMemoryTable
  shell_commands: ShellCommandsTable
  sessions: SessionsTable
  test_verdicts: TestVerdictsTable
  tdd_plans: TddPlansTable
  tdd_plan_recipe: TddPlanRecipeTable
  tdd_plan_paths: TddPlanPathsTable
  drift_checks: DriftChecksTable
  conduct_events: ConductEventsTable
  closing_proofs: ClosingProofsTable
  task_handoffs: TaskHandoffsTable
}
