import type { Caller } from '../identity.js'
import { nowIso, type Db, type Tx } from './db.js'

export interface CallerRow {
  readonly id: number
  readonly sessionId: string
  readonly agentId: string
  readonly agentType: string | null
  readonly parentSessionId: string | null
  readonly startedAt: string
  readonly endedAt: string | null
}

/** The caller's row id, creating the row on first sight. Run inside a write transaction. */
export async function ensureCaller(tx: Tx, caller: Caller, parentSessionId?: string): Promise<number> {
  const existing = await tx
    .selectFrom('callers')
    .select(['id', 'agent_type'])
    .where('session_id', '=', caller.sessionId)
    .where('agent_id', '=', caller.agentId)
    .executeTakeFirst()
  if (existing !== undefined) {
    if (existing.agent_type === null && caller.agentType !== undefined) {
      await tx.updateTable('callers').set({ agent_type: caller.agentType }).where('id', '=', existing.id).execute()
    }
    return existing.id
  }
  const row = await tx
    .insertInto('callers')
    .values({
      session_id: caller.sessionId,
      agent_id: caller.agentId,
      agent_type: caller.agentType ?? null,
      parent_session_id: parentSessionId ?? (caller.agentId === 'main' ? null : caller.sessionId),
      ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The caller's row id without creating it. */
export async function findCallerId(db: Db | Tx, caller: Caller): Promise<number | undefined> {
  const row = await db
    .selectFrom('callers')
    .select('id')
    .where('session_id', '=', caller.sessionId)
    .where('agent_id', '=', caller.agentId)
    .executeTakeFirst()
  return row?.id
}

export async function endCaller(tx: Tx, caller: Caller): Promise<void> {
  await tx
    .updateTable('callers')
    .set({ ended_at: nowIso() })
    .where('session_id', '=', caller.sessionId)
    .where('agent_id', '=', caller.agentId)
    .execute()
}

export async function listSessionCallers(db: Db, sessionId: string, limit: number): Promise<readonly CallerRow[]> {
  const rows = await db
    .selectFrom('callers')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.session_id,
    agentId: row.agent_id,
    agentType: row.agent_type,
    parentSessionId: row.parent_session_id,
    startedAt: row.started_at,
    endedAt: row.ended_at,
  }))
}
