import { callerFromEnv, envIdentityRefused, MAIN_AGENT, type Caller } from '../kernel/identity.js'
import { sessionKnownToHooks } from '../store/callers.js'
import type { Db } from '../store/index.js'

/** Whoever runs the CLI outside a Claude Code session is a human. */
export const HUMAN: Caller = { sessionId: 'human', agentId: MAIN_AGENT }

/**
 * Who a CLI command records as: EVIDENT_SESSION_ID / EVIDENT_AGENT_ID (identity 'env') when set, else a human.
 * An env identity naming a session Claude Code's hooks know is refused (EvidentError `unauthenticated`): inside
 * Claude Code only a hook-made proof establishes who acts. Without a store there is nothing to record or check.
 */
export async function cliCaller(
  env: Readonly<Record<string, string | undefined>>,
  db: Db | undefined,
): Promise<Caller> {
  const caller = callerFromEnv(env)
  if (caller === undefined) return HUMAN
  if (db !== undefined && (await sessionKnownToHooks(db, caller.sessionId))) throw envIdentityRefused(caller.sessionId)
  return caller
}
