import type { Sqlite } from './sqlite.js'

/** `test_runs`: whether a task has a failing run a hypothesis can cite. */
/** True when the task has a failing run (failures > 0 or outcome `failed`): a hypothesis can cite its error. */
export function hasFailingRun(sqlite: Sqlite, taskId: number): boolean {
  return (
    sqlite
      .prepare(`select 1 from test_runs where task_id = ? and (failed > 0 or outcome = 'failed') limit 1`)
      .get(taskId) !== undefined
  )
}
