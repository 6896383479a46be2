import { existsSync } from 'node:fs'
import { resolveDbLocation } from '../../kernel/paths.js'
import { openHookDb, recordHookFailureRow, type HookDb } from '../../store/hook-db.js'

/** The hook events that judge an action: their failure lets the action through unchecked ("failed open"). */
const JUDGING = new Set(['PreToolUse', 'PostToolUse', 'PostToolUseFailure'])

const failsOpen = (event: string): boolean => JUDGING.has(event)

/**
 * Best effort: records a hook's own failure in `hook_errors` (with the session and whether the action went ahead
 * unchecked) when the database exists. It never waits on the store: the row is written briefly on a connection
 * with a short busy timeout, else spilled next to the database for the next process to replay — an agent that
 * keeps the store busy is counted, not hidden. Never a violation.
 */
export function recordHookFailure(
  event: string,
  error: unknown,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
  sessionId: string | undefined,
  failedOpen = failsOpen(event),
): void {
  const path = resolveDbLocation(env, cwd).path
  if (!existsSync(path)) return
  const failure = {
    hook: event === '' ? 'unknown' : event,
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    sessionId: sessionId ?? null,
    failedOpen,
    at: new Date().toISOString(),
  }
  let db: HookDb | undefined
  try {
    db = openHookDb(path, 100)
  } catch {
    db = undefined // locked or damaged: spilled below
  }
  try {
    recordHookFailureRow(db, path, failure)
  } finally {
    db?.close()
  }
}
