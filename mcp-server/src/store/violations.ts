import type { Caller } from '../kernel/identity.js'
import { sqliteOf, type Db } from './db.js'
import { insertHookError } from './statements/hook-errors.js'
import { insertViolation, type ViolationInput, type ViolationRow } from './statements/violations.js'

/** Records a violation in its own transaction (the statement the hooks run: `store/statements/violations.ts#insertViolation`). */
export async function recordViolation(db: Db, caller: Caller, input: ViolationInput): Promise<ViolationRow> {
  return db.transaction().execute(async (tx) => insertViolation(sqliteOf(tx), caller, input))
}

/** Records a hook's own failure (fail-open path): never a violation, never the agent's fault. */
export async function recordHookError(db: Db, hook: string, message: string): Promise<void> {
  await db.transaction().execute(async (tx) => insertHookError(sqliteOf(tx), hook, message))
}
