import type { Sqlite } from './sqlite.js'

/** `phases`: the tree a phase started on. */
/** The tree the phase started on (null when no snapshot could be taken then). */
export function phaseStartTree(sqlite: Sqlite, phaseId: number): string | null {
  const row = sqlite.prepare('select start_tree from phases where id = ?').get(phaseId) as
    { start_tree: string | null } | undefined
  return row?.start_tree ?? null
}
