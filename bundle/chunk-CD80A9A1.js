import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCallerState,
  sqliteOf
} from "./chunk-9A9544E6.js";

// mcp-server/src/store/callers.ts
async function ensureCaller(tx, caller, parentSessionId) {
  return ensureCallerState(sqliteOf(tx), caller, parentSessionId).callerId;
}
async function findCallerId(db, caller) {
  const row = await db.selectFrom("callers").select("id").where("session_id", "=", caller.sessionId).where("agent_id", "=", caller.agentId).executeTakeFirst();
  return row?.id;
}
async function sessionKnownToHooks(db, sessionId) {
  const row = await db.selectFrom("callers").select("id").where("session_id", "=", sessionId).where("identity", "=", "hook").limit(1).executeTakeFirst();
  return row !== void 0;
}

export {
  ensureCaller,
  findCallerId,
  sessionKnownToHooks
};
