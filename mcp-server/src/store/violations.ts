import type { ViolationKind } from '../domain/vocabulary.js'
import type { Caller } from '../identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, type Db, type Tx } from './db.js'
import { openTaskOf } from './tasks.js'

export interface ViolationInput {
  readonly kind: ViolationKind
  readonly detail: string
  /** The tool whose use was the violation (e.g. `Bash`, `Edit`). */
  readonly toolName?: string | undefined
}

export interface ViolationRow {
  readonly id: number
  readonly callerId: number | null
  readonly taskId: number | null
  readonly kind: ViolationKind
  readonly detail: string
  readonly toolName: string | null
  readonly seq: number
  readonly at: string
}

const DETAIL_MAX = 2000
const clip = (text: string): string => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text)

export function toViolation(row: {
  id: number; caller_id: number | null; task_id: number | null; kind: ViolationKind; detail: string; tool_name: string | null; seq: number; at: string
}): ViolationRow {
  return {
    id: row.id, callerId: row.caller_id, taskId: row.task_id, kind: row.kind, detail: row.detail,
    toolName: row.tool_name, seq: row.seq, at: row.at,
  }
}

/** Records a violation for the caller inside an open write transaction, bound to the caller's open task (if any). */
export async function insertViolation(tx: Tx, caller: Caller, input: ViolationInput): Promise<ViolationRow> {
  const callerId = await ensureCaller(tx, caller)
  const task = await openTaskOf(tx, callerId)
  const row = await tx
    .insertInto('violations')
    .values({
      caller_id: callerId, task_id: task?.id ?? null, kind: input.kind, detail: clip(input.detail),
      tool_name: input.toolName ?? null, seq: await nextSeq(tx),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toViolation(row)
}

/** Records a violation in its own transaction. */
export async function recordViolation(db: Db, caller: Caller, input: ViolationInput): Promise<ViolationRow> {
  return db.transaction().execute((tx) => insertViolation(tx, caller, input))
}

/** Records a hook's own failure (fail-open path): never a violation, never the agent's fault. */
export async function recordHookError(db: Db, hook: string, message: string): Promise<void> {
  await db.insertInto('hook_errors').values({ hook: clip(hook), message: clip(message) }).execute()
}
