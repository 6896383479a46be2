import type { Phase } from '../../domain/vocabulary.js'
import type { Sqlite } from './sqlite.js'

/** `phases`: the tree a phase started on, and the open phases of other callers' tasks. */
/** The tree the phase started on (null when no snapshot could be taken then). */
export function phaseStartTree(sqlite: Sqlite, phaseId: number): string | null {
  const row = sqlite.prepare('select start_tree from phases where id = ?').get(phaseId) as
    { start_tree: string | null } | undefined
  return row?.start_tree ?? null
}

/** The open phase of an open task of another caller: what a foreign change of production code would touch. */
export interface OtherOpenPhase {
  readonly taskId: number
  readonly phase: Phase
  /** The task owner's agent id (`main` for a main context). */
  readonly ownerAgentId: string
}

/**
 * The open phases of the project's open tasks that `callerId` does not own (every task's when undefined), oldest
 * task first. One statement on the partial index of open phases (`phases_one_open`), joined by primary keys.
 */
export function otherOpenPhases(sqlite: Sqlite, callerId: number | undefined): readonly OtherOpenPhase[] {
  return sqlite
    .prepare(
      `select p.task_id as taskId, p.phase as phase, c.agent_id as ownerAgentId
         from phases p join tdd_tasks t on t.id = p.task_id join callers c on c.id = t.caller_id
        where p.end_seq is null and t.status = 'open' and t.caller_id <> ?
        order by p.task_id`,
    )
    .all(callerId ?? -1) as OtherOpenPhase[]
}
