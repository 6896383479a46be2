import type { Sqlite } from './sqlite.js'
import { clip, NOW_SQL } from './sqlite.js'

/** `hook_errors`: a hook's own failures (never a violation). */
export interface HookErrorInput {
  /** The session whose hook call failed, when the payload said. */
  readonly sessionId?: string | null | undefined
  /** The failure came before a decision and the action went ahead unchecked. */
  readonly failedOpen?: boolean | undefined
  /** When it failed (ISO time); default now. */
  readonly at?: string | undefined
}

/** Records a hook's own failure (fail-open path): never a violation, never the agent's fault. */
export function insertHookError(sqlite: Sqlite, hook: string, message: string, input: HookErrorInput = {}): void {
  sqlite
    .prepare(
      `insert into hook_errors (hook, message, session_id, failed_open, at) values (?, ?, ?, ?, coalesce(?, ${NOW_SQL}))`,
    )
    .run(clip(hook), clip(message), input.sessionId ?? null, input.failedOpen === true ? 1 : 0, input.at ?? null)
}

/** How many hook calls failed before deciding and let the action through (`hook_errors.failed_open`), and the newest. */
export interface FailedOpenSummary {
  readonly count: number
  readonly latest: { readonly hook: string; readonly at: string; readonly message: string } | undefined
}

export function failedOpenSummary(sqlite: Sqlite, sessionId?: string): FailedOpenSummary {
  const where = sessionId === undefined ? 'failed_open = 1' : 'failed_open = 1 and session_id = ?'
  const args = sessionId === undefined ? [] : [sessionId]
  const count = (sqlite.prepare(`select count(*) as n from hook_errors where ${where}`).get(...args) as { n: number }).n
  const latest = sqlite
    .prepare(`select hook, at, message from hook_errors where ${where} order by at desc, id desc limit 1`)
    .get(...args) as { hook: string; at: string; message: string } | undefined
  return { count, latest }
}
