import type { GateStatus } from '../domain/vocabulary.js'
import type { Caller } from '../identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, type Db } from './db.js'

export interface GateResultInput {
  /** The gate's id, e.g. a technique id (`lint`), `run_tests`, or a VDD gate id. */
  readonly gate: string
  readonly status: GateStatus
  readonly caller?: Caller | undefined
  /** What recorded it, e.g. `validation`, `run_tests`, `vdd`. */
  readonly source: string
  readonly detail?: string | undefined
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
      })
      .execute()
    return seq
  })
}

/**
 * Gates whose latest result recorded before `seq` is green, sorted by id. A gate that ran red after it ran
 * green is not in the set, and nothing recorded at or after `seq` (the assertion itself) counts.
 */
export async function greenGatesBefore(db: Db, seq: number): Promise<readonly string[]> {
  const rows = await db
    .selectFrom('gate_results as g')
    .select('g.gate')
    .where('g.seq', '<', seq)
    .where('g.status', '=', 'green')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('gate_results as later')
            .select('later.id')
            .whereRef('later.gate', '=', 'g.gate')
            .whereRef('later.seq', '>', 'g.seq')
            .where('later.seq', '<', seq),
        ),
      ),
    )
    .distinct()
    .orderBy('g.gate')
    .execute()
  return rows.map((row) => row.gate)
}

/** Results of one gate, oldest first. */
export async function gateHistory(db: Db, gate: string): Promise<readonly GateResultRow[]> {
  const rows = await db.selectFrom('gate_results').selectAll().where('gate', '=', gate).orderBy('seq').execute()
  return rows.map((row) => ({
    id: row.id,
    gate: row.gate,
    status: row.status,
    callerId: row.caller_id,
    source: row.source,
    detail: row.detail,
    seq: row.seq,
    at: row.at,
  }))
}

/** Green gates as of now: what was recorded up to the current sequence number. Only reads (the CLI opens read-only). */
export async function greenGatesNow(db: Db): Promise<readonly string[]> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirst()
  return greenGatesBefore(db, Number(row?.value ?? 0) + 1)
}
