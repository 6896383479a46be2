import type { Sqlite } from './sqlite.js'

/** `test_runs`: whether a task has a failing run a hypothesis can cite, and whether evident ran tests lately. */
/** True when the task has a failing run (failures > 0 or outcome `failed`): a hypothesis can cite its error. */
export function hasFailingRun(sqlite: Sqlite, taskId: number): boolean {
  return (
    sqlite
      .prepare(`select 1 from test_runs where task_id = ? and (failed > 0 or outcome = 'failed') limit 1`)
      .get(taskId) !== undefined
  )
}

/** How many of the newest rows of each run table are looked at (newest first, by rowid: no scan of old runs). */
const NEWEST = 200
const DAY_AGO = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day')`

/**
 * Whether evident itself ran tests of the project after `seq` (a Bash command's window opened at it): a test run
 * recorded since (run_tests, `vdd`, the conductor's baseline), a transition request recorded since (its red re-run
 * ran the red test), or a validation run of the project that ended since or is still going (started within the day).
 * Such a run writes the same caches a shell run does (`engine/gates/runner-traces.ts`).
 */
export function evidentRanSince(sqlite: Sqlite, projectRoot: string, seq: number): boolean {
  const row = sqlite
    .prepare(
      `select
        exists (select 1 from (select project_root, seq from test_runs order by id desc limit ${NEWEST})
          where project_root = ? and seq > ?)
        or exists (select 1 from (select task_id, seq from transition_requests order by id desc limit ${NEWEST}) r
          join tdd_tasks t on t.id = r.task_id where r.seq > ? and (t.project_root = ? or t.project_root is null))
        or exists (select 1 from (select project_root, end_seq, started_at from validation_runs order by id desc limit ${NEWEST})
          where project_root = ? and (end_seq > ? or (end_seq is null and started_at > ${DAY_AGO})))
        as ran`,
    )
    .get(projectRoot, seq, seq, projectRoot, projectRoot, seq) as { ran: number }
  return row.ran === 1
}
