import type { Sqlite } from './sqlite.js'
import { clip } from './sqlite.js'

/** `sessions`: whether each session was sealed. */
/** A session's sealed determination (see engine/flows/seal.ts); undefined when no hook judged it. */
export interface SessionSealRow {
  readonly sealed: boolean
  readonly reason: string
  /** JSON: what the determination read, and the probe (path, nonce) of a sealed session. */
  readonly settings: string | null
  readonly checkedAt: string
  readonly unsealedAt: string | null
}

export function sessionSeal(sqlite: Sqlite, sessionId: string): SessionSealRow | undefined {
  const row = sqlite
    .prepare('select sealed, reason, settings, checked_at, unsealed_at from sessions where session_id = ?')
    .get(sessionId) as
    | { sealed: number; reason: string; settings: string | null; checked_at: string; unsealed_at: string | null }
    | undefined
  if (row === undefined) return undefined
  return {
    sealed: row.sealed === 1,
    reason: row.reason,
    settings: row.settings,
    checkedAt: row.checked_at,
    unsealedAt: row.unsealed_at,
  }
}

/**
 * Records a determination. A new session takes it as it is; a sealed session judged unsealed now is unsealed
 * for good (with the reason and the time); an unsealed session never becomes sealed. Call inside a write
 * transaction. Returns the row as it stands.
 */
export function recordSessionSeal(
  sqlite: Sqlite,
  sessionId: string,
  sealed: boolean,
  reason: string,
  settings: string | null,
): SessionSealRow {
  const existing = sessionSeal(sqlite, sessionId)
  if (existing === undefined) {
    sqlite
      .prepare('insert into sessions (session_id, sealed, reason, settings) values (?, ?, ?, ?)')
      .run(sessionId, sealed ? 1 : 0, clip(reason), settings)
  } else if (existing.sealed && !sealed) {
    sqlite
      .prepare(
        `update sessions set sealed = 0, reason = ?, unsealed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where session_id = ?`,
      )
      .run(clip(reason), sessionId)
  }
  return sessionSeal(sqlite, sessionId) as SessionSealRow
}

/** The newest sessions' determinations, newest first. */
export function newestSessionSeals(
  sqlite: Sqlite,
  limit: number,
): readonly { readonly sessionId: string; readonly sealed: boolean; readonly reason: string }[] {
  const rows = sqlite
    .prepare('select session_id, sealed, reason from sessions order by checked_at desc, rowid desc limit ?')
    .all(limit) as { session_id: string; sealed: number; reason: string }[]
  return rows.map((r) => ({ sessionId: r.session_id, sealed: r.sealed === 1, reason: r.reason }))
}
