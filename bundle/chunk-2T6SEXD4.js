import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/hooks/payload.ts
var TDD_AGENT_TYPE = "evident:tdd-task";
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
function parsePayload(text) {
  const value = JSON.parse(text);
  if (!isRecord(value) || typeof value["session_id"] !== "string" || value["session_id"] === "") {
    throw new Error("hook payload has no session_id");
  }
  for (const key of ["cwd", "agent_id", "agent_type", "tool_name", "hook_event_name"]) {
    if (value[key] !== void 0 && typeof value[key] !== "string") throw new Error(`hook payload field ${key} is not a string`);
  }
  if (value["tool_input"] !== void 0 && !isRecord(value["tool_input"])) throw new Error("hook payload field tool_input is not an object");
  return value;
}
function callerOf(payload) {
  const agentId = payload.agent_id !== void 0 && payload.agent_id !== "" ? payload.agent_id : "main";
  const agentType = payload.agent_type !== void 0 && payload.agent_type !== "" ? payload.agent_type : void 0;
  return { sessionId: payload.session_id, agentId, ...agentType === void 0 ? {} : { agentType } };
}
var stringField = (input, key) => {
  const value = input?.[key];
  return typeof value === "string" ? value : void 0;
};

export {
  TDD_AGENT_TYPE,
  parsePayload,
  callerOf,
  stringField
};
