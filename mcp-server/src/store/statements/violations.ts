import type { ViolationKind } from '../../domain/vocabulary.js'
import { type Caller } from '../../kernel/identity.js'
import { ensureCallerState } from './callers.js'
import type { Sqlite } from './sqlite.js'
import { clip, NOW_SQL, nextSeq } from './sqlite.js'

/** `violations`: a rule an agent broke, bound to its open task if any. */
export interface ViolationInput {
  readonly kind: ViolationKind
  readonly detail: string
  /** The tool whose use was the violation (e.g. `Bash`, `Edit`). */
  readonly toolName?: string | undefined
  /** When it was decided (ISO time); default now. A hook passes its decision time (the row may be replayed later). */
  readonly at?: string | undefined
  /** The task it belongs to as known when decided (null: none); default the caller's open task now. */
  readonly taskId?: number | null | undefined
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

export function toViolation(row: {
  id: number
  caller_id: number | null
  task_id: number | null
  kind: ViolationKind
  detail: string
  tool_name: string | null
  seq: number
  at: string
}): ViolationRow {
  return {
    id: row.id,
    callerId: row.caller_id,
    taskId: row.task_id,
    kind: row.kind,
    detail: row.detail,
    toolName: row.tool_name,
    seq: row.seq,
    at: row.at,
  }
}

/** Records a violation bound to the caller's open task (if any). Call only inside a write transaction. */
export function insertViolation(sqlite: Sqlite, caller: Caller, input: ViolationInput): ViolationRow {
  const state = ensureCallerState(sqlite, caller)
  const taskId = input.taskId === undefined ? state.taskId : input.taskId
  const row = sqlite
    .prepare(
      `insert into violations (caller_id, task_id, kind, detail, tool_name, seq, at)
    values (?, ?, ?, ?, ?, ?, coalesce(?, ${NOW_SQL})) returning *`,
    )
    .get(
      state.callerId,
      taskId,
      input.kind,
      clip(input.detail),
      input.toolName ?? null,
      nextSeq(sqlite),
      input.at ?? null,
    )
  return toViolation(row as Parameters<typeof toViolation>[0])
}

/**
 * Records a violation charged to no one (no caller, no task): something broke a rule between the calls evident sees,
 * and no caller can be named for it (e.g. a forged `last_test_result` found before a measured command ran). Call only
 * inside a write transaction.
 */
export function insertNoOnesViolation(sqlite: Sqlite, input: Omit<ViolationInput, 'taskId'>): ViolationRow {
  const row = sqlite
    .prepare(
      `insert into violations (caller_id, task_id, kind, detail, tool_name, seq, at)
    values (null, null, ?, ?, ?, ?, coalesce(?, ${NOW_SQL})) returning *`,
    )
    .get(input.kind, clip(input.detail), input.toolName ?? null, nextSeq(sqlite), input.at ?? null)
  return toViolation(row as Parameters<typeof toViolation>[0])
}
