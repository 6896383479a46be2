import type { ViolationKind } from '../domain/vocabulary.js'
import type { Caller } from '../kernel/identity.js'
import { sqliteOf, type Db, type Tx } from './db.js'
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

/**
 * A task's violations of one kind, oldest first: detail and seq. Searched by the task's caller (the index on
 * `caller_id`): a violation is bound to its own caller's task.
 */
export async function taskViolationsOf(
  db: Db | Tx,
  taskId: number,
  kind: ViolationKind,
): Promise<readonly { readonly detail: string; readonly seq: number }[]> {
  return db
    .selectFrom('violations')
    .innerJoin('tdd_tasks', 'tdd_tasks.caller_id', 'violations.caller_id')
    .select(['violations.detail', 'violations.seq'])
    .where('tdd_tasks.id', '=', taskId)
    .where('violations.task_id', '=', taskId)
    .where('violations.kind', '=', kind)
    .orderBy('violations.seq')
    .execute()
}
