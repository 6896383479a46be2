import type { Db } from './db.js'
import type { TestRunsTable } from './schema.js'

/** A run one Claude Code session recorded, with per-file counts: what a conductor verifier's verdict is held to. */
export interface SessionRun {
  readonly id: number
  readonly outcome: TestRunsTable['outcome']
  readonly filtered: boolean | null
  readonly total: number
  readonly failed: number
  readonly files: ReadonlyMap<string, { readonly passed: number; readonly failed: number }>
  /** The work tree's snapshot when the run started and ended (null: none was taken). */
  readonly tree: string | null
  readonly treeAfter: string | null
}

/**
 * The test runs of `projectRoot` that session `sessionId` recorded, oldest first — only those whose
 * caller Claude Code's hooks proved (identity `hook`): a run recorded under an identity taken from environment
 * variables alone could come from anyone with a shell.
 */
export async function sessionRuns(db: Db, projectRoot: string, sessionId: string): Promise<readonly SessionRun[]> {
  const runs = await db
    .selectFrom('test_runs')
    .innerJoin('callers', 'callers.id', 'test_runs.caller_id')
    .select([
      'test_runs.id',
      'test_runs.outcome',
      'test_runs.filtered',
      'test_runs.total',
      'test_runs.failed',
      'test_runs.tree',
      'test_runs.tree_after',
    ])
    .where('callers.session_id', '=', sessionId)
    .where('callers.identity', '=', 'hook')
    .where('test_runs.project_root', '=', projectRoot)
    .orderBy('test_runs.seq')
    .execute()
  const out: SessionRun[] = []
  for (const r of runs) {
    const rows = await db
      .selectFrom('test_results')
      .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
      .select(['test_cases.file', 'test_results.status'])
      .where('test_results.run_id', '=', r.id)
      .execute()
    const files = new Map<string, { passed: number; failed: number }>()
    for (const row of rows) {
      const f = files.get(row.file) ?? { passed: 0, failed: 0 }
      if (row.status === 'passed') f.passed += 1
      if (row.status === 'failed') f.failed += 1
      files.set(row.file, f)
    }
    out.push({
      id: r.id,
      outcome: r.outcome,
      filtered: r.filtered === null ? null : r.filtered === 1,
      total: r.total,
      failed: r.failed,
      files,
      tree: r.tree,
      treeAfter: r.tree_after,
    })
  }
  return out
}
