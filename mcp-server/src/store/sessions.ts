import { sqliteOf, type Db, type Tx } from './db.js'
import { recordSessionSeal, sessionSeal, type SessionSealRow } from './statements/sessions.js'

/**
 * The server's side of sealed sessions (engine/flows/session-seal.ts holds the rules). The server never creates a
 * session's determination — only SessionStart, before the agent has acted, may — it only takes a sealed one back
 * when a new judgement says it is no longer sealed.
 */
const NO_SESSION_START = 'not sealed: no Claude Code session start was recorded for this session'

export interface SessionSealState {
  readonly sealed: boolean
  readonly reason: string
}

/** The session's state after a fresh judgement (inside a write transaction). */
export function rejudgeSession(tx: Tx, sessionId: string, now: SessionSealState): SessionSealState {
  const sqlite = sqliteOf(tx)
  const row = sessionSeal(sqlite, sessionId)
  if (row === undefined) return { sealed: false, reason: NO_SESSION_START }
  const after: SessionSealRow = now.sealed ? row : recordSessionSeal(sqlite, sessionId, false, now.reason, null)
  return { sealed: after.sealed, reason: after.reason }
}

export async function sessionSealOf(db: Db | Tx, sessionId: string): Promise<SessionSealState | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['sealed', 'reason'])
    .where('session_id', '=', sessionId)
    .executeTakeFirst()
  return row === undefined ? undefined : { sealed: row.sealed === 1, reason: row.reason }
}
