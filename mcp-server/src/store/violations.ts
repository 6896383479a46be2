import type { Caller } from '../identity.js'
import { sqliteOf, type Db } from './db.js'
import { insertHookError, insertViolation, type ViolationInput, type ViolationRow } from './statements.js'

export { toViolation, type ViolationInput, type ViolationRow } from './statements.js'

/**
 * Named protocol violations, recorded by the hooks when an agent skips a gate. A violation is a fact about
 * what the agent did, never a hook's own failure (those go to `hook_errors` via `recordHookError`).
 * - UNREGISTERED_SESSION: a TDD agent wrote files before `tdd_task start`.
 * - UNCITED_FIX: a production edit without a hypothesis citing a failure.
 * - SESSION_BYPASS: tests run from a shell instead of `run_tests`.
 * - TEST_WEAKENED: a test was skipped, deleted or loosened.
 * The seed's UNRECORDED PHASE CHANGE cannot happen here: a phase exists only as a transition the store
 * accepted, and evidence binds to the phase the store holds, so there is nothing to record.
 */
export const VIOLATION_KINDS = [
  'UNREGISTERED_SESSION',
  'UNCITED_FIX',
  'SESSION_BYPASS',
  'TEST_WEAKENED',
] as const
export type ViolationKind = (typeof VIOLATION_KINDS)[number]

/** Records a violation in its own transaction (the statement the hooks run: `statements.ts#insertViolation`). */
export async function recordViolation(db: Db, caller: Caller, input: ViolationInput): Promise<ViolationRow> {
  return db.transaction().execute(async (tx) => insertViolation(sqliteOf(tx), caller, input))
}

/** Records a hook's own failure (fail-open path): never a violation, never the agent's fault. */
export async function recordHookError(db: Db, hook: string, message: string): Promise<void> {
  await db.transaction().execute(async (tx) => insertHookError(sqliteOf(tx), hook, message))
}
