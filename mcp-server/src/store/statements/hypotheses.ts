import type { Sqlite } from './sqlite.js'

/** `hypotheses`: whether a production edit is backed by a cited hypothesis. */
/**
 * True when the caller recorded, in the task's open phase, a hypothesis that is not refuted or abandoned and
 * cites an error of a failing run (failures > 0 or outcome `failed`) of this task.
 */
export function hasCitedHypothesis(sqlite: Sqlite, callerId: number, taskId: number): boolean {
  return (
    sqlite
      .prepare(
        `select h.id from hypotheses h
      join phases p on p.id = h.phase_id
      join test_errors e on e.id = h.cited_error_id
      join test_runs r on r.id = e.run_id
    where h.task_id = ? and h.caller_id = ? and h.outcome in ('open', 'confirmed') and p.end_seq is null
      and r.task_id = ? and (r.failed > 0 or r.outcome = 'failed')
    limit 1`,
      )
      .get(taskId, callerId, taskId) !== undefined
  )
}
