import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  rewrite
} from "./chunk-GTOI65TI.js";
import {
  loadCallerSecret,
  proveCaller
} from "./chunk-XA65SEL2.js";
import "./chunk-4CBGPJG7.js";
import "./chunk-4QZV2IP2.js";

// mcp-server/src/hooks/pre-mcp.ts
function injectCaller(ctx) {
  const { caller } = ctx;
  const proof = proveCaller(loadCallerSecret(ctx.location().path), caller);
  const injected = {
    sessionId: caller.sessionId,
    agentId: caller.agentId,
    ...caller.agentType === void 0 ? {} : { agentType: caller.agentType },
    proof
  };
  return rewrite({ ...ctx.payload.tool_input, caller: injected }, "evident: caller identity added by the evident plugin");
}
export {
  injectCaller
};
