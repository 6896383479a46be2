import { resolveDbLocation } from '../paths.js'
import { openHookDb, recordHookErrorRow } from '../store/hook-db.js'

/** Best effort: records a hook's own failure in `hook_errors` when the database exists and opens. */
export function recordHookFailure(
  event: string,
  error: unknown,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): void {
  const db = openHookDb(resolveDbLocation(env, cwd).path)
  if (db === undefined) return
  try {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error)
    recordHookErrorRow(db, event === '' ? 'unknown' : event, message)
  } finally {
    db.close()
  }
}
