/**
 * Every closed vocabulary of evident, once. The SQL CHECK lists (`store/migrations.ts`), the row types
 * (`store/schema.ts`), the tool enums (`tools/`) and the gates derive from these lists; nothing else
 * spells them out. Imports nothing.
 *
 * Changing a list that a shipped migration interpolates needs a new migration that rebuilds the table:
 * `test/domain/vocabulary.test.ts` compares every CHECK list of a migrated database with these lists.
 */

/** The TDD phases a behavior moves through. */
export const PHASES = ['spike', 'red', 'red.triangulate', 'green', 'green.fake-it', 'refactor'] as const
export type Phase = (typeof PHASES)[number]
/** `start` is the state of a task before its first phase. */
export type Source = Phase | 'start'

/** What the hooks and run_tests record as evidence. */
export const ARTIFACT_KINDS = [
  'test_written',
  'test_failed_run',
  'code_written',
  'test_passed_run',
  'test_weakened',
] as const
export type ArtifactKind = (typeof ARTIFACT_KINDS)[number]

/**
 * Named protocol violations, recorded by the hooks when an agent skips a gate. A violation is a fact about
 * what the agent did, never a hook's own failure (those go to `hook_errors`).
 * - UNREGISTERED_SESSION: a TDD agent wrote files before `tdd_task start`.
 * - UNCITED_FIX: a production edit without a hypothesis citing a failure.
 * - SESSION_BYPASS: tests run from a shell instead of `run_tests`.
 * - TEST_WEAKENED: a test was skipped, deleted or loosened.
 * - EVIDENCE_TAMPERING: an agent tried to change evident's own state (the store, its key, the plugin, the
 *   settings that decide whether hooks run) — denied whatever the task.
 * - SANDBOX_ESCAPE: a Bash call asked to run outside Claude Code's sandbox (`dangerouslyDisableSandbox`).
 * - UNVERIFIED_DONE: a shell command set a bean's Status to Done without a passing VDD verdict (an Edit doing the
 *   same is denied before it happens; a shell command has already run).
 * - UNPROVEN_CLAIM: a PASS claim was written into a verification document that the binding test verdict does not
 *   back (no PASS, or a PASS older than the code) — denied for the Edit family, recorded for the shell.
 * - CONTRACT_BREACH: a coordinator worker (docs/coordinator.md) stepped outside the plan decided in the main context:
 *   a file outside its write set or recipe, a test that names no scenario, a stub, an edit after the fix limit.
 * - CONDUCTOR_BYPASS: while an `evident conduct` run is live in the project, a session that is not one of the run's
 *   leaves tried to change the project (the Edit family) or run a shell command other than the conductor's own
 *   `evident conduct wait|status|stop|stop-requested|start` — denied (docs/hooks.md#a-live-conductor-run-every-session-but-its-leaves).
 * - ORACLE_AWARE_CODE: during a TDD task, a change added a line to production code that imports or uses the test
 *   framework, asks whether a test runner runs it, reads or names a test file, inspects the call stack, or replaces a
 *   built-in the assertions rely on (engine/gates/oracle.ts) — recorded, not denied; `done` waits until the line is
 *   removed or justified in a hypothesis (docs/hooks.md#oracle-aware-code).
 * - FOREIGN_CHANGE: an agent changed production code or data (the Edit family, or a shell command measured by the
 *   working tree) while another agent's open TDD task was in red, red.triangulate, green or green.fake-it — recorded
 *   against the agent that made it, never denied (the owner's next transition is denied `unrecorded_change`).
 * The seed's UNRECORDED PHASE CHANGE cannot happen here: a phase exists only as a transition the store
 * accepted, and evidence binds to the phase the store holds, so there is nothing to record.
 */
export const VIOLATION_KINDS = [
  'UNREGISTERED_SESSION',
  'UNCITED_FIX',
  'SESSION_BYPASS',
  'TEST_WEAKENED',
  'EVIDENCE_TAMPERING',
  'SANDBOX_ESCAPE',
  'UNVERIFIED_DONE',
  'UNPROVEN_CLAIM',
  'CONTRACT_BREACH',
  'CONDUCTOR_BYPASS',
  'ORACLE_AWARE_CODE',
  'FOREIGN_CHANGE',
] as const
export type ViolationKind = (typeof VIOLATION_KINDS)[number]

/** How a caller's identity was established: by evident's hooks (a payload, a verified proof) or from environment variables alone. */
export const IDENTITY_SOURCES = ['hook', 'env'] as const
export type IdentitySource = (typeof IDENTITY_SOURCES)[number]

/**
 * The closing proof of a behavior (docs/architecture.md, "The closing proof"): the red test as it was when it proved
 * red, run on what would be committed now (`original`); the red test as it is now, run on the red run's code
 * (`current`). What each found, and where it ran.
 */
export const PROOF_KINDS = ['original', 'current'] as const
export type ProofKind = (typeof PROOF_KINDS)[number]
export const PROOF_OUTCOMES = ['passes', 'fails', 'error'] as const
export type ProofOutcome = (typeof PROOF_OUTCOMES)[number]
export const PROOF_PLACES = ['project-path', 'temp-dir'] as const
export type ProofPlace = (typeof PROOF_PLACES)[number]

/** Why a phase transition was denied. */
export const DENIAL_REASONS = [
  'missing_artifact_evidence',
  'wrong_artifact_kind',
  'wrong_source_phase',
  'unknown_tdd_task',
  'tdd_task_already_ended',
  'goal_not_started',
  'goal_not_found',
  'goal_not_in_progress',
  'goal_not_in_tdd_task',
  'behavior_not_found',
  'behavior_not_in_goal',
  'refactor_without_passing_run',
  'evidence_not_in_phase_window',
  'evidence_not_for_behavior',
  'evidence_test_was_already_failing',
  'evidence_from_other_caller',
  'run_not_green',
  'fake_it_not_generalized',
  'fake_not_triangulated',
  'triangulation_without_test',
  // The tree checks: the working tree, not the commands that changed it.
  'unrecorded_change',
  'unmeasured_change',
  'uncited_production_change',
  'run_filtered',
  'run_not_current',
  'red_test_no_longer_fails',
  'red_test_not_run',
  'test_changed_in_green',
  'original_test_fails',
  'tree_unavailable',
  // Oracle-aware production code (engine/gates/oracle.ts) blocks the moves that close a behavior's green.
  'oracle_aware_code',
] as const
export type DenialReason = (typeof DENIAL_REASONS)[number]

/** The statuses of goals and behaviors. */
export const WORK_STATUSES = ['pending', 'in_progress', 'done', 'abandoned'] as const
export type WorkStatus = (typeof WORK_STATUSES)[number]

export const TASK_STATUSES = ['open', 'ended'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

/** How a TDD task ended. */
export const TASK_OUTCOMES = ['succeeded', 'blocked', 'abandoned'] as const
export type TaskOutcome = (typeof TASK_OUTCOMES)[number]

/** A hypothesis is `open` until validated once with one of these outcomes. */
export const HYPOTHESIS_VALIDATIONS = ['confirmed', 'refuted', 'abandoned'] as const
export type HypothesisOutcome = (typeof HYPOTHESIS_VALIDATIONS)[number]
export const HYPOTHESIS_OUTCOMES = ['open', ...HYPOTHESIS_VALIDATIONS] as const
export type HypothesisState = (typeof HYPOTHESIS_OUTCOMES)[number]

/** How a test run ended. */
export const RUN_OUTCOMES = ['passed', 'failed', 'interrupted', 'timeout', 'no-tests'] as const
export type RunOutcome = (typeof RUN_OUTCOMES)[number]

export const TEST_STATUSES = ['passed', 'failed', 'skipped', 'todo'] as const
export type TestStatus = (typeof TEST_STATUSES)[number]

/** What a recorded error belongs to. */
export const ERROR_SCOPES = ['test', 'suite', 'module', 'unhandled'] as const
export type ErrorScope = (typeof ERROR_SCOPES)[number]

/**
 * Where a recorded stack frame comes from: the error's stack, or its message — the real location of a syntax,
 * transform or import error that the runner names only in its text (its stack is all bundler or loader code).
 */
export const FRAME_SOURCES = ['stack', 'message'] as const
export type FrameSource = (typeof FRAME_SOURCES)[number]

/** A gate result (`gate_results`): the last full run of a gate was green or red. */
export const GATE_STATUSES = ['green', 'red'] as const
export type GateStatus = (typeof GATE_STATUSES)[number]

export const VALIDATION_RUN_STATUSES = ['running', 'done'] as const
export type ValidationRunStatus = (typeof VALIDATION_RUN_STATUSES)[number]

/** The lines of a validation run record. */
export const VALIDATION_LINE_KINDS = [
  'gate',
  'no-op',
  'verify',
  'criterion',
  'technique',
  'finding',
  'blocker',
  'note',
] as const
export type ValidationLineKind = (typeof VALIDATION_LINE_KINDS)[number]

/** Where a finding stored with a validation run came from: a technique's scope-filtered output, or the reviewer. */
export const VALIDATION_FINDING_ORIGINS = ['technique', 'suspected-benign'] as const
export type ValidationFindingOrigin = (typeof VALIDATION_FINDING_ORIGINS)[number]

/**
 * What a triager did with one finding: a test that fails on it now passes (`killed-by-test`), it is real but provably
 * harmless or not real at all and says why (`documented-benign`), or the code was changed without a test (`fixed`).
 */
export const TRIAGE_OUTCOMES = ['killed-by-test', 'documented-benign', 'fixed'] as const
export type TriageOutcome = (typeof TRIAGE_OUTCOMES)[number]

/** The gate techniques re-run after a triager's commit: all green, one red, or none to run. */
export const TRIAGE_GATE_STATES = ['green', 'red', 'none'] as const
export type TriageGateState = (typeof TRIAGE_GATE_STATES)[number]

/** A VDD run's verdict over all its criteria. */
export const VDD_AGGREGATES = ['PASS', 'FAIL', 'PARTIAL', 'EMPTY'] as const
export type VddAggregate = (typeof VDD_AGGREGATES)[number]

/** Whether a human gave the manual criteria of a VDD run a pass. */
export const VDD_MANUAL_STATES = ['pending', 'pass'] as const
export type VddManualState = (typeof VDD_MANUAL_STATES)[number]

/** One criterion's verdict. */
export const CRITERION_STATUSES = ['PASS', 'FAIL', 'MANUAL'] as const
export type CriterionStatus = (typeof CRITERION_STATUSES)[number]

/** The binding test verdict evident writes after each run it executed (`last_test_result`, docs/verdict.md). */
export const VERDICTS = ['PASS', 'FAIL'] as const
export type Verdict = (typeof VERDICTS)[number]

/**
 * Why a verdict is FAIL, checked in this order (the first that holds is recorded):
 * - timeout: the run hit its time limit and its process tree was killed;
 * - interrupted: the run was cancelled (the MCP call was aborted);
 * - killed: the runner's process was ended by a signal it did not ask for;
 * - crashed: the runner could not start, or ended without a readable report;
 * - exit_zero_with_failures: the exit code said success but the reporter recorded failures or errors;
 * - no_tests: not one test was executed (none found, all skipped, or filtered away);
 * - exit_nonzero_without_failures: every executed test passed and no error was reported, yet the exit code said failure;
 * - failures: tests failed or errors were reported, and the exit code agrees;
 * - runner_failed: the runner judged the run not passed for a reason none of the above names.
 */
export const VERDICT_REASONS = [
  'timeout',
  'interrupted',
  'killed',
  'crashed',
  'exit_zero_with_failures',
  'no_tests',
  'exit_nonzero_without_failures',
  'failures',
  'runner_failed',
] as const
export type VerdictReason = (typeof VERDICT_REASONS)[number]

/**
 * Why writing a PASS claim into a verification document is denied (engine/gates/pass-claim.ts):
 * - pass_claim_without_pass_verdict: the project has no binding verdict, or it is FAIL;
 * - pass_claim_partial_run: the binding PASS comes from a run limited to some test files;
 * - pass_claim_stale_verdict: code, tests or test configuration changed since the run that gave the PASS (or that
 *   cannot be shown, for want of a working-tree snapshot);
 * - pass_claim_breach_unresolved: a coordinator worker's change against the current plan still stands (not put back),
 *   so no binding PASS counts (docs/coordinator.md, "A breach blocks completion").
 */
export const CLAIM_DENIALS = [
  'pass_claim_without_pass_verdict',
  'pass_claim_partial_run',
  'pass_claim_stale_verdict',
  'pass_claim_breach_unresolved',
] as const
export type ClaimDenial = (typeof CLAIM_DENIALS)[number]

/**
 * Why a task handoff (`tdd_task` action `handoff`, then `start` with `handoffId`: a main agent follows a teammate's task,
 * docs/architecture.md, "Following a task read-only") was refused:
 * - handoff_needs_hook_identity: the caller's identity came from environment variables alone, not from evident's hooks
 *   (anyone with a shell can set those);
 * - handoff_not_main_agent: only the main agent of a session offers or claims a handoff (a subagent is followed by its
 *   own session's main agent already);
 * - handoff_unknown: no offer has this id;
 * - handoff_own_session: the offering session cannot claim its own offer (its subagents' tasks are followed already);
 * - handoff_already_claimed: an offer links exactly one task, and it has been claimed.
 */
export const HANDOFF_REFUSALS = [
  'handoff_needs_hook_identity',
  'handoff_not_main_agent',
  'handoff_unknown',
  'handoff_own_session',
  'handoff_already_claimed',
] as const
export type HandoffRefusal = (typeof HANDOFF_REFUSALS)[number]

/**
 * A coordinator plan (`tdd_plans`): `active` holds the project's workers to it; `blocked` once the implement worker
 * spent its fix iterations (a human decides, then replaces the plan); `superseded` by a newer plan.
 */
export const PLAN_STATUSES = ['active', 'blocked', 'superseded'] as const
export type PlanStatus = (typeof PLAN_STATUSES)[number]

/** The paths of a plan's contract: the failing tests the scenario worker writes, the write set of the implement worker. */
export const PLAN_PATH_KINDS = ['failing_test', 'write'] as const
export type PlanPathKind = (typeof PLAN_PATH_KINDS)[number]

/** The coordinator's workers, each a subagent of evident (`evident:<role>`) held to the plan by the hooks. */
export const WORKER_ROLES = ['scenario', 'implement', 'verify'] as const
export type WorkerRole = (typeof WORKER_ROLES)[number]

/**
 * The result of a drift check (`evident drift --slug`, `drift_checks`): `clean` (exit 0, everything resolved),
 * `drift` (exit 1, something unresolved), `skipped` (exit 0, no spec), `error` (exit 2, the check could not run).
 */
export const DRIFT_RESULTS = ['clean', 'drift', 'skipped', 'error'] as const
export type DriftResult = (typeof DRIFT_RESULTS)[number]

/**
 * What the conductor's event log (`.tdd/events.jsonl`, `conduct_events`) says happened: a run started, a step began,
 * a leaf was launched or exited, a verifier's verdict, a step ticked (green) or refactored, a bail, a stop, the end.
 */
export const CONDUCT_EVENT_KINDS = [
  'run-start',
  'step-start',
  'launch',
  'exit',
  'verdict',
  'tick',
  'refactored',
  'bail',
  'stop',
  'done',
] as const
export type ConductEventKind = (typeof CONDUCT_EVENT_KINDS)[number]

/** The actor a conductor leaf plays: a developer writes, a verifier (blind) confirms. */
export const LEAF_ACTORS = ['developer', 'verifier'] as const
export type LeafActor = (typeof LEAF_ACTORS)[number]

/** A leaf's phase: a developer's red, green, refactor or revise (answering a REJECT); a verifier's red/green/refactor. */
export const LEAF_PHASES = ['red', 'green', 'refactor', 'revise'] as const
export type LeafPhase = (typeof LEAF_PHASES)[number]
