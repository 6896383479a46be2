import type SQLite from 'better-sqlite3'

/**
 * The statements the MCP server and the hook CLI share (this folder, one file per table): plain SQL on the one
 * better-sqlite3 connection, no kysely, so that a hook process can load them and the server runs the very same code.
 * The hooks call them on their lean connection (`hook-db.ts`), the server inside a kysely transaction on the store's
 * connection (`db.ts#sqliteOf`). Writers run inside one `begin immediate` that the caller opened, so that `seq` and the
 * caller's task and phase are read and written under the same write lock: evidence binds to exactly the caller's open
 * task and phase.
 */
/** The better-sqlite3 connection the statements run on. */
export type Sqlite = SQLite.Database

/** Next value of the database-wide write sequence. Call only inside a write transaction. */
export function nextSeq(sqlite: Sqlite): number {
  const row = sqlite
    .prepare(`update meta set value = cast(value as integer) + 1 where key = 'seq' returning value`)
    .get() as { value: string }
  return Number(row.value)
}

/** The current time as SQLite writes it (ISO-8601, milliseconds, UTC). */
export const NOW_SQL = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

/** Free text stored in a row (a detail, a command, a message) is clipped to this many characters. */
const DETAIL_MAX = 2000
export const clip = (text: string): string => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text)
