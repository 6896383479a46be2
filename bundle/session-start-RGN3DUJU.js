import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCallerRow
} from "./chunk-LF4JJ734.js";
import {
  context
} from "./chunk-GTOI65TI.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/session-start.ts
var SESSION_CONTEXT = 'evident is active: TDD work is accepted only against evidence its hooks and MCP server record. For a TDD goal run /evident:tdd <goal> (it dispatches the evident:tdd-task agent). While you have an open TDD task (tdd_task start), the hooks enforce: tests run only through run_tests (shell test commands are denied); production files are edited in red/green only after hypothesis record cites an error of a failing run; the test that proved red is not edited in green; snapshots, skip/only markers and test-config exclusions are denied or recorded as violations. Phases change only through tdd_phase_transition_request. Never set the "caller" field of evident tools: the hook fills it in.';
async function sessionStart(ctx) {
  ensureCallerRow(await ctx.writableDb(), { sessionId: ctx.caller.sessionId, agentId: "main" });
  return context("SessionStart", SESSION_CONTEXT);
}
export {
  SESSION_CONTEXT,
  sessionStart
};
