import type { Sqlite } from './sqlite.js'

/** `tdd_tasks`: whether any task is open in the project, and the configuration it froze. */
/**
 * The configuration frozen by the newest open task of the project (JSON), if any: while a task is open, files are
 * classified by it, not by an `evident.config.json` changed since.
 */
export function frozenProjectConfig(sqlite: Sqlite): string | undefined {
  const row = sqlite
    .prepare(`select config from tdd_tasks where status = 'open' and config is not null order by id desc limit 1`)
    .get() as { config: string } | undefined
  return row?.config
}

/**
 * The test files frozen by the same task as `frozenProjectConfig` (JSON `{include, exclude}`, the project's vitest's
 * own list as resolved at its start), if it froze any.
 */
export function frozenProjectTestGlobs(sqlite: Sqlite): string | undefined {
  const row = sqlite
    .prepare(`select test_globs from tdd_tasks where status = 'open' and config is not null order by id desc limit 1`)
    .get() as { test_globs: string | null } | undefined
  return row?.test_globs ?? undefined
}

/** Whether any TDD task (of any caller) is open in this project's database. */
export function anyOpenTask(sqlite: Sqlite): boolean {
  return sqlite.prepare(`select 1 from tdd_tasks where status = 'open' limit 1`).get() !== undefined
}
