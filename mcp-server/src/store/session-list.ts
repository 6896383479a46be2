import type { Db } from './db.js'

/** One session as `evident sessions` lists it: who worked in it, its TDD tasks, and its seal judgement. */
export interface SessionListing {
  readonly sessionId: string
  /** When evident first saw a caller of it. */
  readonly firstSeen: string
  readonly agents: number
  /** Its TDD task ids, newest first, with their status. */
  readonly tasks: readonly { readonly id: number; readonly status: string }[]
  /** The judgement SessionStart recorded; undefined when none was (a CLI or env identity, or an older session). */
  readonly seal: { readonly sealed: boolean; readonly reason: string } | undefined
}

/** The newest `limit` sessions of this database (by when evident first saw them), with their tasks and seal state. */
export async function listSessions(db: Db, limit: number): Promise<readonly SessionListing[]> {
  const sessions = await db
    .selectFrom('callers')
    .select((eb) => [
      'session_id',
      eb.fn.min('started_at').as('first_seen'),
      eb.fn.count<number>('id').as('agents'),
      eb.fn.max('id').as('newest_caller'),
    ])
    .groupBy('session_id')
    .orderBy('first_seen', 'desc')
    .orderBy('newest_caller', 'desc')
    .limit(limit)
    .execute()
  if (sessions.length === 0) return []
  const ids = sessions.map((s) => s.session_id)
  const tasks = await db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .select(['callers.session_id', 'tdd_tasks.id', 'tdd_tasks.status'])
    .where('callers.session_id', 'in', ids)
    .orderBy('tdd_tasks.id', 'desc')
    .execute()
  const seals = await db
    .selectFrom('sessions')
    .select(['session_id', 'sealed', 'reason'])
    .where('session_id', 'in', ids)
    .execute()
  return sessions.map((s) => {
    const seal = seals.find((r) => r.session_id === s.session_id)
    return {
      sessionId: s.session_id,
      firstSeen: s.first_seen,
      agents: Number(s.agents),
      tasks: tasks.filter((t) => t.session_id === s.session_id).map((t) => ({ id: t.id, status: t.status })),
      seal: seal === undefined ? undefined : { sealed: seal.sealed === 1, reason: seal.reason },
    }
  })
}
