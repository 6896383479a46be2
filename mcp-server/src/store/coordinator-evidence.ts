import { sql } from 'kysely'
import type { Db, Tx } from './db.js'

/**
 * (The second read, `bindingRun`, serves `evident drift`: the project's binding verdict and the tests that passed in
 * its run.)
 */

/**
 * What the coordinator's completion checks read (docs/coordinator.md): the shell commands coordinator workers ran in a project since a seq (docs/coordinator.md, "A breach blocks
 * completion"): each with the changes the working tree measured (JSON, as `engine/flows/shell-record.ts` wrote them)
 * and who ran it. Rows only; `clients/coordinator/breaches.ts` judges them.
 */
export interface WorkerShellCommand {
  readonly id: number
  readonly agentType: string
  readonly agentId: string
  readonly command: string
  readonly endSeq: number
  /** JSON: the command's changes, path by path. */
  readonly changes: string
}

export async function workerShellCommands(
  db: Db | Tx,
  projectRoot: string,
  agentTypes: readonly string[],
  sinceSeq: number,
): Promise<readonly WorkerShellCommand[]> {
  const rows = await db
    .selectFrom('shell_commands')
    .innerJoin('callers', 'callers.id', 'shell_commands.caller_id')
    .select([
      'shell_commands.id',
      'shell_commands.command',
      'shell_commands.end_seq',
      'shell_commands.changes',
      'callers.agent_type',
      'callers.agent_id',
    ])
    .where('shell_commands.project_root', '=', projectRoot)
    .where('callers.agent_type', 'in', [...agentTypes])
    .where('shell_commands.start_seq', '>', sinceSeq)
    .where('shell_commands.end_seq', 'is not', null)
    .where('shell_commands.changes', 'is not', null)
    .orderBy('shell_commands.end_seq')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    agentType: r.agent_type ?? '',
    agentId: r.agent_id,
    command: r.command,
    endSeq: r.end_seq ?? 0,
    changes: r.changes ?? '[]',
  }))
}

/** The project's binding verdict (its newest) and, for its run, each test that passed (file and full name). */
export interface BindingRun {
  readonly runId: number
  readonly verdict: 'PASS' | 'FAIL'
  readonly filtered: boolean
  /** The snapshot tree the run ran on; null when none was taken. */
  readonly tree: string | null
  readonly passed: readonly { readonly file: string; readonly name: string }[]
}

export async function bindingRun(db: Db | Tx, projectRoot: string): Promise<BindingRun | undefined> {
  const verdict = await db
    .selectFrom('test_verdicts')
    .select(['run_id', 'verdict', 'filtered', 'tree'])
    .where('project_root', '=', projectRoot)
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (verdict === undefined) return undefined
  const passed = await db
    .selectFrom('test_results')
    .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
    .select(['test_cases.file', 'test_cases.full_name'])
    .where('test_results.run_id', '=', verdict.run_id)
    .where('test_results.status', '=', 'passed')
    .orderBy('test_results.seq')
    .orderBy('test_results.id')
    .execute()
  return {
    runId: verdict.run_id,
    verdict: verdict.verdict,
    filtered: verdict.filtered !== 0,
    tree: verdict.tree,
    passed: passed.map((p) => ({ file: p.file, name: p.full_name })),
  }
}

/** Which of `paths` a measured shell command (any agent's) changed in the project: none of them is the user's. */
export async function shellChangedPaths(
  db: Db | Tx,
  projectRoot: string,
  paths: readonly string[],
): Promise<ReadonlySet<string>> {
  const changed = new Set<string>()
  for (const path of paths) {
    const row = await sql<{ found: number }>`select 1 as found from shell_commands s
      where s.project_root = ${projectRoot} and s.end_seq is not null and s.changes is not null
        and exists (select 1 from json_each(s.changes) j where json_extract(j.value, '$.path') = ${path})
      limit 1`.execute(db)
    if (row.rows.length > 0) changed.add(path)
  }
  return changed
}
