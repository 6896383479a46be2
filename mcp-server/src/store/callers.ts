import type { Caller } from '../kernel/identity.js'
import { sqliteOf, type Db, type Tx } from './db.js'
import { ensureCallerState } from './statements/callers.js'

/** The caller's row id, creating the row on first sight. Run inside a write transaction. */
export async function ensureCaller(tx: Tx, caller: Caller, parentSessionId?: string): Promise<number> {
  return ensureCallerState(sqliteOf(tx), caller, parentSessionId).callerId
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

/**
 * Whether Claude Code's hooks know the session (one of its callers has identity 'hook'): an identity taken from
 * EVIDENT_SESSION_ID / EVIDENT_AGENT_ID alone is then refused (store/statements/callers.ts#ensureCallerState refuses it too).
 */
export async function sessionKnownToHooks(db: Db | Tx, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('callers')
    .select('id')
    .where('session_id', '=', sessionId)
    .where('identity', '=', 'hook')
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
