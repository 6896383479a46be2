import { sql } from 'kysely'
import type { Store } from '../../mcp-server/src/store/index.js'

export interface BulkRuns {
  readonly runs: number
  readonly resultsPerRun: number
  /** Each run has one error with this many stack frames. */
  readonly framesPerError: number
}

/**
 * Appends `runs` finished test runs of one caller, each with `resultsPerRun` results, one error and its frames, in
 * one transaction of set-based inserts (a few hundred thousand rows a second): a store's worth of history to prune.
 * Returns the new run ids, oldest first.
 */
export async function bulkRuns(store: Store, spec: BulkRuns): Promise<readonly number[]> {
  return store.write(async (tx) => {
    await sql`insert or ignore into callers (session_id, agent_id) values ('bulk-session', 'main')`.execute(tx)
    const first = Number(
      (await sql<{ n: number }>`select coalesce(max(id), 0) + 1 as n from test_runs`.execute(tx)).rows[0]?.n ?? 1,
    )
    const seq = Number((await sql<{ v: string }>`select value as v from meta where key = 'seq'`.execute(tx)).rows[0]?.v)
    const last = first + spec.runs - 1
    await sql`insert into test_cases (project_root, file, full_name)
      with recursive n(i) as (select 1 union all select i + 1 from n where i < ${spec.resultsPerRun})
      select '/bulk', 'test/bulk.test.ts', 'bulk > case ' || i from n where true
      on conflict do nothing`.execute(tx)
    await sql`insert into test_runs (id, caller_id, runner, argv, project_root, start_seq, seq, started_at, ended_at,
        exit_code, outcome, total, passed, failed, skipped, error_count)
      with recursive n(i) as (select ${first} union all select i + 1 from n where i < ${last})
      select i, (select id from callers where session_id = 'bulk-session'), 'vitest', '["vitest","run"]', '/bulk',
        ${seq} + i, ${seq} + i, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:01.000Z', 1, 'failed',
        ${spec.resultsPerRun}, ${spec.resultsPerRun - 1}, 1, 0, 1
      from n`.execute(tx)
    await sql`insert into test_results (run_id, test_case_id, status, duration_ms, seq)
      select r.id, c.id, case when c.full_name = 'bulk > case 1' then 'failed' else 'passed' end, 1.5, r.seq
      from test_runs r join test_cases c on c.project_root = '/bulk'
      where r.id between ${first} and ${last}`.execute(tx)
    await sql`insert into test_errors (run_id, test_case_id, scope, name, message, signature, file)
      select r.id, (select id from test_cases where project_root = '/bulk' and full_name = 'bulk > case 1'), 'test',
        'AssertionError', 'expected 1 to be 2 in run ' || r.id, 'bulk-signature', 'test/bulk.test.ts'
      from test_runs r where r.id between ${first} and ${last}`.execute(tx)
    await sql`insert into stack_frames (error_id, ordinal, function_name, file, line, col)
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${spec.framesPerError - 1})
      select e.id, n.i, 'frame' || n.i, 'src/bulk.ts', 10 + n.i, 1
      from test_errors e join n where e.run_id between ${first} and ${last}`.execute(tx)
    await sql`update meta set value = ${String(seq + spec.runs + 1)} where key = 'seq'`.execute(tx)
    return Array.from({ length: spec.runs }, (_, i) => first + i)
  })
}
