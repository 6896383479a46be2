import type { Db, Tx } from './db.js'

/**
 * The shell commands coordinator workers ran in a project since a seq (docs/coordinator.md, "A breach blocks
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
