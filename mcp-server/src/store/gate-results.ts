import type { GateStatus } from '../domain/vocabulary.js'
import type { Caller } from '../kernel/identity.js'
import { ensureCaller } from './callers.js'
import type { Selectable } from 'kysely'
import { nextSeq, type Db } from './db.js'
import type { GateResultsTable } from './schema.js'

export interface GateResultInput {
  /** The gate's id, e.g. a technique id (`lint`), `run_tests`, or a VDD gate id. */
  readonly gate: string
  readonly status: GateStatus
  readonly caller?: Caller | undefined
  /** What recorded it, e.g. `validation`, `run_tests`, `vdd`. */
  readonly source: string
  readonly detail?: string | undefined
  /** The HEAD commit and working-tree snapshot it ran on, when known (docs/validation.md, gate recency). */
  readonly head?: string | null | undefined
  readonly tree?: string | null | undefined
}

export interface GateResultRow {
  readonly id: number
  readonly gate: string
  readonly status: GateStatus
  readonly callerId: number | null
  readonly source: string
  readonly detail: string | null
  readonly seq: number
  readonly at: string
  readonly head: string | null
  readonly tree: string | null
}

/** Records `GATE(<gate>): green|red` with time and caller. Returns the result's sequence number. */
export async function recordGateResult(db: Db, input: GateResultInput): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const callerId = input.caller === undefined ? null : await ensureCaller(tx, input.caller)
    const seq = await nextSeq(tx)
    await tx
      .insertInto('gate_results')
      .values({
        gate: input.gate,
        status: input.status,
        caller_id: callerId,
        source: input.source,
        detail: input.detail ?? null,
        seq,
        head: input.head ?? null,
        tree: input.tree ?? null,
      })
      .execute()
    return seq
  })
}

/** Results of one gate, oldest first. */
export async function gateHistory(db: Db, gate: string): Promise<readonly GateResultRow[]> {
  const rows = await db.selectFrom('gate_results').selectAll().where('gate', '=', gate).orderBy('seq').execute()
  return rows.map(toRow)
}

/**
 * The newest result of a gate recorded before sequence number `before` (any time when undefined), optionally only a
 * green one: what a DoD `gate:` criterion weighs when the gate did not run in the validation run it is asserted
 * against.
 */
export async function latestGateResult(
  db: Db,
  gate: string,
  options: { readonly before?: number | undefined; readonly status?: GateStatus | undefined } = {},
): Promise<GateResultRow | undefined> {
  let query = db.selectFrom('gate_results').selectAll().where('gate', '=', gate)
  if (options.before !== undefined) query = query.where('seq', '<', options.before)
  if (options.status !== undefined) query = query.where('status', '=', options.status)
  const row = await query.orderBy('seq', 'desc').limit(1).executeTakeFirst()
  return row === undefined ? undefined : toRow(row)
}

function toRow(row: Selectable<GateResultsTable>): GateResultRow {
  return {
    id: row.id,
    gate: row.gate,
    status: row.status,
    callerId: row.caller_id,
    source: row.source,
    detail: row.detail,
    seq: row.seq,
    at: row.at,
    head: row.head,
    tree: row.tree,
  }
}
