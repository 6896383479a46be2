import type { DriftResult } from '../domain/vocabulary.js'
import { nextSeq, type Db, type Tx } from './db.js'

/**
 * The drift checks (`drift_checks`, migration 0014): one row per `evident drift --slug` run in a project that has a
 * store. The check itself needs no store (clients/coordinator/drift.ts); this is its record, read back by the report.
 */
export interface DriftCheckInput {
  readonly projectRoot: string
  readonly slug: string
  readonly verdict: DriftResult
  readonly exitCode: number
  /** Items checked (ACs and scenarios); null when skipped or failed. */
  readonly total: number | null
  /** The AC ids and scenario names left unresolved. */
  readonly unresolved: readonly string[]
  /** The report, project-relative; null when none was written. */
  readonly reportPath: string | null
  /** The HEAD commit compared with; null before the first commit or outside git. */
  readonly head: string | null
  /** Why the check failed (verdict `error`). */
  readonly detail: string | null
}

export interface DriftCheckRow extends DriftCheckInput {
  readonly id: number
  readonly at: string
  /** "session / agent" of whoever ran it; null when no caller was recorded. */
  readonly caller: string | null
}

/** Records a drift check; run inside a write transaction (it takes a `seq`). */
export async function insertDriftCheck(tx: Tx, callerId: number | null, input: DriftCheckInput): Promise<number> {
  const seq = await nextSeq(tx)
  const row = await tx
    .insertInto('drift_checks')
    .values({
      project_root: input.projectRoot,
      slug: input.slug,
      verdict: input.verdict,
      exit_code: input.exitCode,
      total: input.total,
      unresolved: JSON.stringify(input.unresolved),
      report_path: input.reportPath,
      head: input.head,
      detail: input.detail === null ? null : input.detail.slice(0, 2000),
      caller_id: callerId,
      seq,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The newest drift check of each slug (of those given) in the project, in the order of `slugs`. */
export async function latestDriftChecks(
  db: Db | Tx,
  projectRoot: string,
  slugs: readonly string[],
): Promise<readonly DriftCheckRow[]> {
  const out: DriftCheckRow[] = []
  for (const slug of slugs) {
    const r = await db
      .selectFrom('drift_checks')
      .leftJoin('callers', 'callers.id', 'drift_checks.caller_id')
      .select([
        'drift_checks.id',
        'drift_checks.verdict',
        'drift_checks.exit_code',
        'drift_checks.total',
        'drift_checks.unresolved',
        'drift_checks.report_path',
        'drift_checks.head',
        'drift_checks.detail',
        'drift_checks.at',
        'callers.session_id',
        'callers.agent_id',
      ])
      .where('drift_checks.project_root', '=', projectRoot)
      .where('drift_checks.slug', '=', slug)
      .orderBy('drift_checks.seq', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (r === undefined) continue
    out.push({
      id: r.id,
      projectRoot,
      slug,
      verdict: r.verdict,
      exitCode: r.exit_code,
      total: r.total,
      unresolved: JSON.parse(r.unresolved) as string[],
      reportPath: r.report_path,
      head: r.head,
      detail: r.detail,
      at: r.at,
      caller: r.session_id === null ? null : `${r.session_id} / ${r.agent_id ?? ''}`,
    })
  }
  return out
}
