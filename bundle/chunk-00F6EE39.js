import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/domain/vocabulary.ts
var PHASES = ["spike", "red", "red.triangulate", "green", "green.fake-it", "refactor"];
var ARTIFACT_KINDS = [
  "test_written",
  "test_failed_run",
  "code_written",
  "test_passed_run",
  "test_weakened"
];
var VIOLATION_KINDS = [
  "UNREGISTERED_SESSION",
  "UNCITED_FIX",
  "SESSION_BYPASS",
  "TEST_WEAKENED",
  "EVIDENCE_TAMPERING",
  "SANDBOX_ESCAPE",
  "UNVERIFIED_DONE",
  "UNPROVEN_CLAIM",
  "CONTRACT_BREACH",
  "CONDUCTOR_BYPASS"
];
var IDENTITY_SOURCES = ["hook", "env"];
var DENIAL_REASONS = [
  "missing_artifact_evidence",
  "wrong_artifact_kind",
  "wrong_source_phase",
  "unknown_tdd_task",
  "tdd_task_already_ended",
  "goal_not_started",
  "goal_not_found",
  "goal_not_in_progress",
  "goal_not_in_tdd_task",
  "behavior_not_found",
  "behavior_not_in_goal",
  "refactor_without_passing_run",
  "evidence_not_in_phase_window",
  "evidence_not_for_behavior",
  "evidence_test_was_already_failing",
  "evidence_from_other_caller",
  "run_not_green",
  "fake_it_not_generalized",
  // The tree checks: the working tree, not the commands that changed it.
  "unrecorded_change",
  "uncited_production_change",
  "run_filtered",
  "run_not_current",
  "red_test_no_longer_fails",
  "red_test_not_run",
  "tree_unavailable"
];
var WORK_STATUSES = ["pending", "in_progress", "done", "abandoned"];
var TASK_STATUSES = ["open", "ended"];
var TASK_OUTCOMES = ["succeeded", "blocked", "abandoned"];
var HYPOTHESIS_VALIDATIONS = ["confirmed", "refuted", "abandoned"];
var HYPOTHESIS_OUTCOMES = ["open", ...HYPOTHESIS_VALIDATIONS];
var RUN_OUTCOMES = ["passed", "failed", "interrupted", "timeout", "no-tests"];
var TEST_STATUSES = ["passed", "failed", "skipped", "todo"];
var ERROR_SCOPES = ["test", "suite", "module", "unhandled"];
var FRAME_SOURCES = ["stack", "message"];
var GATE_STATUSES = ["green", "red"];
var VALIDATION_RUN_STATUSES = ["running", "done"];
var VALIDATION_LINE_KINDS = [
  "gate",
  "no-op",
  "verify",
  "criterion",
  "technique",
  "finding",
  "blocker",
  "note"
];
var VALIDATION_FINDING_ORIGINS = ["technique", "suspected-benign"];
var TRIAGE_OUTCOMES = ["killed-by-test", "documented-benign", "fixed"];
var TRIAGE_GATE_STATES = ["green", "red", "none"];
var DONE_DENIAL = "no_passing_vdd_report";
var VDD_AGGREGATES = ["PASS", "FAIL", "PARTIAL", "EMPTY"];
var VDD_MANUAL_STATES = ["pending", "pass"];
var CRITERION_STATUSES = ["PASS", "FAIL", "MANUAL"];
var VERDICTS = ["PASS", "FAIL"];
var VERDICT_REASONS = [
  "timeout",
  "interrupted",
  "killed",
  "crashed",
  "exit_zero_with_failures",
  "no_tests",
  "exit_nonzero_without_failures",
  "failures",
  "runner_failed"
];
var PLAN_STATUSES = ["active", "blocked", "superseded"];
var PLAN_PATH_KINDS = ["failing_test", "write"];
var DRIFT_RESULTS = ["clean", "drift", "skipped", "error"];
var CONDUCT_EVENT_KINDS = [
  "run-start",
  "step-start",
  "launch",
  "exit",
  "verdict",
  "tick",
  "refactored",
  "bail",
  "stop",
  "done"
];
var LEAF_ACTORS = ["developer", "verifier"];
var LEAF_PHASES = ["red", "green", "refactor", "revise"];

export {
  PHASES,
  ARTIFACT_KINDS,
  VIOLATION_KINDS,
  IDENTITY_SOURCES,
  DENIAL_REASONS,
  WORK_STATUSES,
  TASK_STATUSES,
  TASK_OUTCOMES,
  HYPOTHESIS_VALIDATIONS,
  HYPOTHESIS_OUTCOMES,
  RUN_OUTCOMES,
  TEST_STATUSES,
  ERROR_SCOPES,
  FRAME_SOURCES,
  GATE_STATUSES,
  VALIDATION_RUN_STATUSES,
  VALIDATION_LINE_KINDS,
  VALIDATION_FINDING_ORIGINS,
  TRIAGE_OUTCOMES,
  TRIAGE_GATE_STATES,
  DONE_DENIAL,
  VDD_AGGREGATES,
  VDD_MANUAL_STATES,
  CRITERION_STATUSES,
  VERDICTS,
  VERDICT_REASONS,
  PLAN_STATUSES,
  PLAN_PATH_KINDS,
  DRIFT_RESULTS,
  CONDUCT_EVENT_KINDS,
  LEAF_ACTORS,
  LEAF_PHASES
};
