import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  judgeChanges
} from "./chunk-5QIQMUTH.js";
import {
  projectRelative
} from "./chunk-TNUMCE36.js";
import {
  callerState,
  recordViolationRow
} from "./chunk-LF4JJ734.js";
import {
  deny,
  rewrite
} from "./chunk-GTOI65TI.js";
import {
  TDD_AGENT_TYPE
} from "./chunk-2T6SEXD4.js";
import "./chunk-DBFPWLWR.js";
import "./chunk-DHQUTEIF.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/bash-gate.ts
import { existsSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
var RUN_TESTS = "mcp__plugin_evident_evident__run_tests";
async function judgeBash(ctx, command, analysis) {
  const db = await ctx.db();
  const state = db === void 0 ? void 0 : callerState(db, ctx.caller);
  const tdd = (state?.taskId ?? null) !== null || ctx.caller.agentType === TDD_AGENT_TYPE;
  if (!tdd) return analysis.plainTestRun ? attribute(ctx, command) : void 0;
  const denied = await denyTests(ctx, analysis);
  if (denied !== void 0) return denied;
  return judgeChanges(ctx, fileChanges(ctx, analysis.writes));
}
async function denyTests(ctx, analysis) {
  const first = analysis.tests[0];
  if (first === void 0) return void 0;
  const weakening = analysis.tests.flatMap((t) => t.weakeningFlags);
  const db = await ctx.writableDb();
  if (weakening.length > 0) {
    recordViolationRow(db, ctx.caller, "TEST_WEAKENED", `weakening_flag: ${first.runner} ${weakening.join(" ")}`, "Bash");
    return deny(`evident: ${weakening.join(", ")} weakens the test run (updates snapshots, stops early or filters tests), which is denied during a TDD task. Run the tests with ${RUN_TESTS} instead: it runs them in full and records the result.`);
  }
  recordViolationRow(db, ctx.caller, "SESSION_BYPASS", `test_command_bypass: ${first.runner}`, "Bash");
  return deny(`evident: use run_tests (${RUN_TESTS}, e.g. {"files":["path/to/x.test.ts"]}) instead of running ${first.runner} from the shell: a shell run is not recorded as evidence during a TDD task (SESSION BYPASS).`);
}
function fileChanges(ctx, writes) {
  const root = ctx.location().projectRoot;
  const changes = [];
  for (const write of writes) {
    for (const path of targets(ctx.cwd, write)) {
      const file = projectRelative(root, ctx.cwd, path);
      if (file !== void 0) changes.push({ file, via: write.deletes ? "delete" : "shell" });
    }
  }
  return changes;
}
function targets(cwd, write) {
  const dest = resolve(cwd, write.path);
  if (write.sources === void 0 || !isDirectory(dest)) return [dest];
  return write.sources.map((s) => join(dest, basename(s)));
}
var isDirectory = (path) => existsSync(path) && statSync(path).isDirectory();
var quote = (value) => `'${value.replace(/'/g, `'\\''`)}'`;
function attribute(ctx, command) {
  const { caller } = ctx;
  const vars = [
    ["EVIDENT_SESSION_ID", caller.sessionId],
    ["EVIDENT_AGENT_ID", caller.agentId],
    ...caller.agentType === void 0 ? [] : [["EVIDENT_AGENT_TYPE", caller.agentType]],
    ["EVIDENT_DB", ctx.location().path]
  ];
  const prefix = `export ${vars.map(([k, v]) => `${k}=${quote(v)}`).join(" ")} && `;
  return rewrite({ ...ctx.payload.tool_input, command: `${prefix}${command}` }, "evident: test run attributed to this session");
}
export {
  judgeBash
};
