import type { ConductEvent } from '../domain/conduct-events.js'
import { nextSeq, type Db, type Tx } from './db.js'

/**
 * The conductor's events (`conduct_events`, migration 0015): the store's copy of `.tdd/events.jsonl`, read back by
 * the report and by the conductor itself (a verifier's launch row names the session whose runs judge its verdict).
 */
export async function insertConductEvent(tx: Tx, projectRoot: string, event: ConductEvent): Promise<number> {
  const seq = await nextSeq(tx)
  const row = await tx
    .insertInto('conduct_events')
    .values({
      project_root: projectRoot,
      issue: event.issue,
      kind: event.kind,
      step: event.step ?? null,
      step_title: event.stepTitle ?? null,
      leaf: event.leaf ?? null,
      actor: event.actor ?? null,
      phase: event.phase ?? null,
      attempt: event.attempt ?? null,
      plugin_version: event.pluginVersion ?? null,
      plugin_hash: event.pluginHash ?? null,
      code: event.code ?? null,
      detail: event.detail === undefined ? null : event.detail.slice(0, 2000),
      leaf_session: event.leafSession ?? null,
      seq,
      at: event.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface ConductEventRow extends ConductEvent {
  readonly id: number
  readonly seq: number
}

/** The project's conductor events (of one issue, when given), oldest first; at most `limit`, the newest ones. */
export async function conductEvents(
  db: Db | Tx,
  projectRoot: string,
  options: { readonly issue?: number; readonly limit?: number } = {},
): Promise<readonly ConductEventRow[]> {
  let q = db.selectFrom('conduct_events').selectAll().where('project_root', '=', projectRoot)
  if (options.issue !== undefined) q = q.where('issue', '=', options.issue)
  const rows = await q
    .orderBy('seq', 'desc')
    .limit(options.limit ?? 1000)
    .execute()
  return rows.reverse().map((r) => ({
    id: r.id,
    seq: r.seq,
    kind: r.kind,
    at: r.at,
    issue: r.issue,
    step: r.step ?? undefined,
    stepTitle: r.step_title ?? undefined,
    leaf: r.leaf ?? undefined,
    actor: r.actor ?? undefined,
    phase: r.phase ?? undefined,
    attempt: r.attempt ?? undefined,
    pluginVersion: r.plugin_version ?? undefined,
    pluginHash: r.plugin_hash ?? undefined,
    code: r.code ?? undefined,
    detail: r.detail ?? undefined,
    leafSession: r.leaf_session ?? undefined,
  }))
}

/** The conducted issues (project root and number), newest activity first; at most `limit`. */
export async function conductedIssues(
  db: Db | Tx,
  limit: number,
): Promise<readonly { readonly projectRoot: string; readonly issue: number }[]> {
  const rows = await db
    .selectFrom('conduct_events')
    .select(['project_root', 'issue'])
    .select((eb) => eb.fn.max('seq').as('last'))
    .groupBy(['project_root', 'issue'])
    .orderBy('last', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ projectRoot: r.project_root, issue: r.issue }))
}
