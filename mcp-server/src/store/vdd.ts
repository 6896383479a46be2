import type { Caller } from '../kernel/identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, type Db } from './db.js'

/** VDD receipts: every `evident vdd` run with its verdict and one row per criterion, citing test run ids. */
interface VddCriterionInput {
  readonly ordinal: number
  readonly kind: string | undefined
  readonly target: string | undefined
  readonly criterion: string
  readonly verdict: 'PASS' | 'FAIL' | 'MANUAL'
  readonly details: string
  readonly testRunId: number | undefined
}

export interface VddRunInput {
  readonly subject: string
  readonly beanNumber: number | undefined
  readonly documentPath: string
  readonly verdict: 'PASS' | 'FAIL' | 'PARTIAL' | 'EMPTY'
  readonly manual: 'pending' | 'pass'
  readonly reportPath: string
  readonly projectRoot: string
  /** The commit the run verified (HEAD when it started); undefined outside git or before the first commit. */
  readonly commit?: string | undefined
  /** The paths that differed from that commit when it started (its own report left out); undefined: not measured. */
  readonly dirtyPaths?: readonly string[] | undefined
  readonly criteria: readonly VddCriterionInput[]
}

export interface VddRunRow {
  readonly id: number
  readonly subject: string
  readonly beanNumber: number | null
  readonly verdict: VddRunInput['verdict']
  readonly manual: VddRunInput['manual']
  readonly reportPath: string
  readonly caller: string
  readonly at: string
  readonly criteria: number
  readonly failed: number
  readonly testRunIds: readonly number[]
}

/** Records one VDD run and its criteria in one transaction; returns the run id. */
export async function recordVddRun(db: Db, caller: Caller, input: VddRunInput): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const callerId = await ensureCaller(tx, caller)
    const run = await tx
      .insertInto('vdd_runs')
      .values({
        caller_id: callerId,
        subject: input.subject,
        bean_number: input.beanNumber ?? null,
        document_path: input.documentPath,
        verdict: input.verdict,
        manual: input.manual,
        report_path: input.reportPath,
        project_root: input.projectRoot,
        commit_sha: input.commit ?? null,
        dirty_paths: input.dirtyPaths === undefined ? null : JSON.stringify(input.dirtyPaths),
        seq: await nextSeq(tx),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (input.criteria.length > 0) {
      await tx
        .insertInto('vdd_criteria')
        .values(
          input.criteria.map((c) => ({
            vdd_run_id: run.id,
            ordinal: c.ordinal,
            kind: c.kind ?? null,
            target: c.target ?? null,
            criterion: c.criterion,
            verdict: c.verdict,
            details: c.details,
            test_run_id: c.testRunId ?? null,
          })),
        )
        .execute()
    }
    return run.id
  })
}

/** The newest VDD runs (optionally of one bean), newest first, with criteria counts and cited test runs. */
export async function listVddRuns(
  db: Db,
  options: { readonly beanNumber?: number | undefined; readonly limit: number },
): Promise<readonly VddRunRow[]> {
  let query = db
    .selectFrom('vdd_runs')
    .innerJoin('callers', 'callers.id', 'vdd_runs.caller_id')
    .select([
      'vdd_runs.id',
      'subject',
      'bean_number',
      'verdict',
      'manual',
      'report_path',
      'at',
      'callers.session_id',
      'callers.agent_id',
    ])
  if (options.beanNumber !== undefined) query = query.where('bean_number', '=', options.beanNumber)
  const runs = await query.orderBy('vdd_runs.seq', 'desc').limit(options.limit).execute()
  if (runs.length === 0) return []
  const criteria = await db
    .selectFrom('vdd_criteria')
    .select(['vdd_run_id', 'verdict', 'test_run_id'])
    .where(
      'vdd_run_id',
      'in',
      runs.map((r) => r.id),
    )
    .execute()
  return runs.map((r) => {
    const own = criteria.filter((c) => c.vdd_run_id === r.id)
    return {
      id: r.id,
      subject: r.subject,
      beanNumber: r.bean_number,
      verdict: r.verdict,
      manual: r.manual,
      reportPath: r.report_path,
      caller: `${r.session_id}/${r.agent_id}`,
      at: r.at,
      criteria: own.length,
      failed: own.filter((c) => c.verdict === 'FAIL').length,
      testRunIds: [...new Set(own.flatMap((c) => (c.test_run_id === null ? [] : [c.test_run_id])))],
    }
  })
}

/** The verdict of the newest recorded VDD run of a bean in a project, or undefined when none was recorded. */
export async function latestBeanOutcome(
  db: Db,
  beanNumber: number,
  projectRoot: string,
): Promise<VddRunInput['verdict'] | undefined> {
  const row = await db
    .selectFrom('vdd_runs')
    .select('verdict')
    .where('bean_number', '=', beanNumber)
    .where('project_root', '=', projectRoot)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.verdict
}

/** The newest recorded VDD run of a bean in a project, with the commit it verified (`evident vdd --merge-gate`). */
export interface LatestBeanRun {
  readonly id: number
  readonly verdict: VddRunInput['verdict']
  readonly reportPath: string
  readonly commit: string | null
  /** null: not measured (no git, or a run recorded before migration 0011). */
  readonly dirtyPaths: readonly string[] | null
  readonly at: string
}

export async function latestBeanRun(
  db: Db,
  beanNumber: number,
  projectRoot: string,
): Promise<LatestBeanRun | undefined> {
  const row = await db
    .selectFrom('vdd_runs')
    .select(['id', 'verdict', 'report_path', 'commit_sha', 'dirty_paths', 'at'])
    .where('bean_number', '=', beanNumber)
    .where('project_root', '=', projectRoot)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (row === undefined) return undefined
  return {
    id: row.id,
    verdict: row.verdict,
    reportPath: row.report_path,
    commit: row.commit_sha,
    dirtyPaths: row.dirty_paths === null ? null : (JSON.parse(row.dirty_paths) as string[]),
    at: row.at,
  }
}
