import type { Sqlite } from './sqlite.js'

/**
 * The shell commands coordinator workers ran in a project since a seq, with their measured changes (JSON) and who ran
 * them: what `clients/coordinator/breach-judge.ts` judges. Plain SQL for the hooks (the PASS-claim guard); the server
 * reads the same rows through `store/coordinator-evidence.ts`.
 */
export interface WorkerShellRow {
  readonly agentType: string
  readonly agentId: string
  readonly command: string
  /** JSON: the command's changes, path by path. */
  readonly changes: string
}

export function workerShellRows(
  sqlite: Sqlite,
  projectRoot: string,
  agentTypes: readonly string[],
  sinceSeq: number,
): readonly WorkerShellRow[] {
  if (agentTypes.length === 0) return []
  const rows = sqlite
    .prepare(
      `select c.agent_type, c.agent_id, s.command, s.changes from shell_commands s
      join callers c on c.id = s.caller_id
      where s.project_root = ? and s.start_seq > ? and s.end_seq is not null and s.changes is not null
        and c.agent_type in (${agentTypes.map(() => '?').join(', ')})
      order by s.end_seq`,
    )
    .all(projectRoot, sinceSeq, ...agentTypes) as {
    agent_type: string
    agent_id: string
    command: string
    changes: string
  }[]
  return rows.map((r) => ({ agentType: r.agent_type, agentId: r.agent_id, command: r.command, changes: r.changes }))
}
