import { createRequire as __evidentCreateRequire } from 'node:module';
const require = __evidentCreateRequire(import.meta.url);

// mcp-server/src/store/callers.ts
async function ensureCaller(tx, caller, parentSessionId) {
  const existing = await tx.selectFrom("callers").select(["id", "agent_type"]).where("session_id", "=", caller.sessionId).where("agent_id", "=", caller.agentId).executeTakeFirst();
  if (existing !== void 0) {
    if (existing.agent_type === null && caller.agentType !== void 0) {
      await tx.updateTable("callers").set({ agent_type: caller.agentType }).where("id", "=", existing.id).execute();
    }
    return existing.id;
  }
  const row = await tx.insertInto("callers").values({
    session_id: caller.sessionId,
    agent_id: caller.agentId,
    agent_type: caller.agentType ?? null,
    parent_session_id: parentSessionId ?? (caller.agentId === "main" ? null : caller.sessionId),
    ended_at: null
  }).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
async function findCallerId(db, caller) {
  const row = await db.selectFrom("callers").select("id").where("session_id", "=", caller.sessionId).where("agent_id", "=", caller.agentId).executeTakeFirst();
  return row?.id;
}

export {
  ensureCaller,
  findCallerId
};
