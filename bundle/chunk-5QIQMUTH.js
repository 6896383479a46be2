import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  callerState,
  hasCitedHypothesis,
  recordViolationRow,
  redEvidenceFiles
} from "./chunk-LF4JJ734.js";
import {
  deny
} from "./chunk-GTOI65TI.js";
import {
  TDD_AGENT_TYPE
} from "./chunk-2T6SEXD4.js";
import {
  classifierFor
} from "./chunk-DBFPWLWR.js";

// mcp-server/src/gates/test-config.ts
var RISKY = [
  { pattern: /\b(?:setupFiles|setupFilesAfterEnv|globalSetup|setupFile)\b/g, what: "setup files" },
  { pattern: /\b(?:exclude|coveragePathIgnorePatterns|testPathIgnorePatterns|modulePathIgnorePatterns|omit)\b/g, what: "an exclusion" },
  { pattern: /(?:--ignore|--deselect|\bnorecursedirs)\b/g, what: "an ignored test path" },
  { pattern: /\b(?:passWithNoTests|allowOnly)\b/g, what: "a setting that lets skipped or missing tests pass" },
  { pattern: /\bthresholds?\b|\bfail_under\b/g, what: "a coverage threshold change" }
];
var count = (text, pattern) => text.match(pattern)?.length ?? 0;
function riskyConfigChanges(before, after) {
  return RISKY.filter((r) => count(after, r.pattern) > count(before, r.pattern)).map((r) => r.what);
}

// mcp-server/src/gates/edit-policy.ts
var VIOLATION_OF = {
  task_not_started: "UNREGISTERED_SESSION",
  production_edit_before_red: "UNCITED_FIX",
  uncited_production_edit: "UNCITED_FIX",
  red_test_edit_in_green: "TEST_WEAKENED",
  snapshot_edit: "TEST_WEAKENED",
  test_config_weakened: "TEST_WEAKENED",
  test_file_deleted: "TEST_WEAKENED"
};
var TOOL = "mcp__plugin_evident_evident__";
var deny2 = (reason, message) => ({ ok: false, reason, violation: VIOLATION_OF[reason], message: `evident: ${message}` });
function decideEdit(f) {
  if (f.task === null) {
    if (!f.tddAgent) return { ok: true };
    return deny2("task_not_started", `you are evident's TDD agent and have no open TDD task, so ${f.file} cannot be written (UNREGISTERED SESSION). Call ${TOOL}tdd_task {"action":"start","goal":"\u2026"} first; every file you write is then bound to that task.`);
  }
  const { phase } = f.task;
  const taskId = f.task.id;
  if (f.kind === "snapshot") {
    return deny2("snapshot_edit", `${f.file} is a snapshot; changing it during a TDD task would rewrite the expected output to match the code. Leave snapshots alone: make the code produce the expected output, or assert the value explicitly in the test.`);
  }
  if (f.kind === "test-config") {
    const risky = f.change === void 0 ? ["changes evident cannot inspect from a shell command"] : riskyConfigChanges(f.change.before, f.change.after);
    if (risky.length === 0) return { ok: true };
    return deny2("test_config_weakened", `this change to ${f.file} adds ${risky.join(", ")}, which can hide failing tests during a TDD task. Keep the test configuration as it is (use the Edit tool for a harmless change) and fix the code or the test instead.`);
  }
  if (f.kind === "test") {
    if (f.via === "delete") {
      return deny2("test_file_deleted", `deleting or moving ${f.file} from the shell removes test evidence during a TDD task. Keep the test; if a test case is wrong, change it with the Edit tool while in red.`);
    }
    if ((phase === "green" || phase === "green.fake-it") && f.redEvidenceFiles.includes(f.file)) {
      return deny2("red_test_edit_in_green", `${f.file} carried the failing run that proved red; in ${phase} the test must not be bent to pass. Change production code instead (after hypothesis record). If the test itself is wrong, leave green with tdd_phase_transition_request (tddTaskId ${taskId}, requestedPhase "spike") and redo the behavior from red.`);
    }
    return { ok: true };
  }
  if (phase === null) {
    return deny2("production_edit_before_red", `TDD task ${taskId} has no phase yet, and production code changes only after a failing test. Plan with tdd_goal and tdd_behavior, enter red with tdd_phase_transition_request, write a failing test, record it with run_tests, then hypothesis {"action":"record"} citing its error before editing ${f.file}. To explore without evidence, request the spike phase.`);
  }
  const gated = phase === "red" || phase === "red.triangulate" || phase === "green" || phase === "green.fake-it";
  if (!gated || f.citedHypothesis) return { ok: true };
  return deny2("uncited_production_edit", `editing production file ${f.file} in ${phase} needs a hypothesis recorded in this phase that cites an error of a failing run of task ${taskId} (UNCITED FIX). Run the tests with run_tests, read the failure with test_errors (error id and stack frame id), call hypothesis {"action":"record","tddTaskId":${taskId},"content":"\u2026","citedTestErrorId":\u2026,"citedStackFrameId":\u2026}, then retry the edit.`);
}

// mcp-server/src/hooks/file-gate.ts
async function judgeChanges(ctx, changes) {
  if (changes.length === 0) return void 0;
  const db = await ctx.db();
  const state = db === void 0 ? void 0 : callerState(db, ctx.caller);
  const tddAgent = ctx.caller.agentType === TDD_AGENT_TYPE;
  if ((state?.taskId ?? null) === null && !tddAgent) return void 0;
  const classify = await classifierFor(ctx.location().projectRoot);
  for (const change of changes) {
    const kind = classify(change.file);
    const decision = decideEdit({
      file: change.file,
      kind,
      via: change.via,
      tddAgent,
      task: state === void 0 || state.taskId === null ? null : { id: state.taskId, phase: state.phase?.phase ?? null },
      citedHypothesis: db !== void 0 && state !== void 0 && state.taskId !== null && kind === "production" && hasCitedHypothesis(db, state.callerId, state.taskId),
      redEvidenceFiles: db !== void 0 && state?.phase !== void 0 && state.phase !== null && kind === "test" ? redEvidenceFiles(db, state.phase) : [],
      change: change.change
    });
    if (!decision.ok) {
      const tool = ctx.payload.tool_name ?? "unknown";
      recordViolationRow(await ctx.writableDb(), ctx.caller, decision.violation, `${decision.reason}: ${tool} on ${change.file}`, tool);
      return deny(decision.message);
    }
  }
  return void 0;
}

export {
  judgeChanges
};
