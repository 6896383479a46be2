import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);
import {
  ensureCallerState,
  sqliteOf
} from "./chunk-PTNXGFJM.js";

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
async function listSessionCallers(db, sessionId, limit) {
  const rows = await db.selectFrom("callers").selectAll().where("session_id", "=", sessionId).orderBy("id").limit(limit).execute();
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.session_id,
    agentId: row.agent_id,
    agentType: row.agent_type,
    parentSessionId: row.parent_session_id,
    startedAt: row.started_at,
    endedAt: row.ended_at,
    identity: row.identity
  }));
}

export {
  ensureCaller,
  findCallerId,
  sessionKnownToHooks,
  listSessionCallers
};
