import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  endCallerRow,
  ensureCallerRow
} from "./chunk-LF4JJ734.js";
import {
  context
} from "./chunk-GTOI65TI.js";
import {
  TDD_AGENT_TYPE
} from "./chunk-2T6SEXD4.js";
import "./chunk-QDJDBG7M.js";
import "./chunk-UF3URVWM.js";
import "./chunk-N6YBIBMF.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/subagent.ts
var TDD_AGENT_CONTEXT = `You are evident's TDD agent. Before writing any file, call tdd_task {"action":"start"}: until then every Edit/Write is denied and recorded as UNREGISTERED SESSION. Run tests only with run_tests.`;
async function subagentStart(ctx) {
  ensureCallerRow(await ctx.writableDb(), ctx.caller, ctx.caller.sessionId);
  return ctx.caller.agentType === TDD_AGENT_TYPE ? context("SubagentStart", TDD_AGENT_CONTEXT) : void 0;
}
async function subagentStop(ctx) {
  endCallerRow(await ctx.writableDb(), ctx.caller);
  return void 0;
}
export {
  subagentStart,
  subagentStop
};
