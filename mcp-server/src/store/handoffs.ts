import { nowIso, type Db, type Tx } from './db.js'

/** `task_handoffs`: a main agent's offer of read access to the task a teammate starts with it (engine/flows/handoff.ts). */
export interface HandoffRow {
  readonly id: number
  readonly token: string
  readonly offerCallerId: number
  /** The offering main agent's session. */
  readonly offerSessionId: string
  readonly claimedTaskId: number | null
}

export async function insertHandoff(tx: Tx, offerCallerId: number, token: string): Promise<number> {
  const row = await tx
    .insertInto('task_handoffs')
    .values({ token, offer_caller_id: offerCallerId, claim_caller_id: null, claimed_task_id: null, claimed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export async function handoffByToken(db: Db | Tx, token: string): Promise<HandoffRow | undefined> {
  const row = await db
    .selectFrom('task_handoffs')
    .innerJoin('callers', 'callers.id', 'task_handoffs.offer_caller_id')
    .select([
      'task_handoffs.id',
      'task_handoffs.token',
      'task_handoffs.offer_caller_id',
      'callers.session_id',
      'task_handoffs.claimed_task_id',
    ])
    .where('task_handoffs.token', '=', token)
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : {
        id: row.id,
        token: row.token,
        offerCallerId: row.offer_caller_id,
        offerSessionId: row.session_id,
        claimedTaskId: row.claimed_task_id,
      }
}

/** Links the offer to the task that claimed it; false when another claim got there first. */
export async function claimHandoff(tx: Tx, id: number, claimCallerId: number, taskId: number): Promise<boolean> {
  const result = await tx
    .updateTable('task_handoffs')
    .set({ claim_caller_id: claimCallerId, claimed_task_id: taskId, claimed_at: nowIso() })
    .where('id', '=', id)
    .where('claimed_task_id', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** The session whose main agent offered the handoff a task was started with, if it was. */
export async function handoffOffererSession(db: Db | Tx, taskId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('task_handoffs')
    .innerJoin('callers', 'callers.id', 'task_handoffs.offer_caller_id')
    .select('callers.session_id')
    .where('task_handoffs.claimed_task_id', '=', taskId)
    .executeTakeFirst()
  return row?.session_id
}
