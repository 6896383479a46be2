import type { ProofKind, ProofOutcome, ProofPlace } from '../domain/vocabulary.js'
import { nextSeq, type Db, type Tx } from './db.js'

/**
 * The closing proofs (`closing_proofs`, migration 0016): one row per proof run, keyed by a hash of the content it ran
 * on. A proof found for a key holds for that content whenever it is asked again (engine/flows/closing-proof.ts).
 */
export interface ProofRecord {
  readonly taskId: number
  readonly behaviorId: number
  readonly kind: ProofKind
  readonly key: string
  readonly tree: string
  readonly redTree: string
  readonly outcome: ProofOutcome
  readonly place: ProofPlace
  readonly detail: string
  readonly ms: number
}

/** Records a proof; run inside a write transaction (it takes a `seq`). */
export async function insertProof(tx: Tx, proof: ProofRecord): Promise<void> {
  const seq = await nextSeq(tx)
  await tx
    .insertInto('closing_proofs')
    .values({
      task_id: proof.taskId,
      behavior_id: proof.behaviorId,
      kind: proof.kind,
      key: proof.key,
      tree: proof.tree,
      red_tree: proof.redTree,
      outcome: proof.outcome,
      place: proof.place,
      detail: proof.detail.slice(0, 2000),
      ms: Math.round(proof.ms),
      seq,
    })
    .execute()
}

/** The newest proof of this kind for the behavior on exactly this content, if one was made; errors are not kept. */
export async function provenFor(
  db: Db | Tx,
  behaviorId: number,
  kind: ProofKind,
  key: string,
): Promise<ProofRecord | undefined> {
  const row = await db
    .selectFrom('closing_proofs')
    .selectAll()
    .where('behavior_id', '=', behaviorId)
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('outcome', '!=', 'error')
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : {
        taskId: row.task_id,
        behaviorId: row.behavior_id,
        kind: row.kind,
        key: row.key,
        tree: row.tree,
        redTree: row.red_tree,
        outcome: row.outcome,
        place: row.place,
        detail: row.detail,
        ms: row.ms,
      }
}
