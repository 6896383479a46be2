import type { Sqlite } from './sqlite.js'

/** `conduct_events`: the conductor's launched leaves, as the hooks ask about them. */
/**
 * Whether `sessionId` is a leaf the conductor's supervisor launched for issue `issue` in the project since `since` (the
 * run's start, ISO-8601): a `launch` row of `conduct_events` naming it (clients/conduct/supervise.ts gives each attempt a fresh
 * session id). A leaf of an earlier run is none of this run's.
 */
export function isLaunchedLeaf(
  sqlite: Sqlite,
  leaf: { readonly projectRoot: string; readonly issue: number; readonly sessionId: string; readonly since: string },
): boolean {
  return (
    sqlite
      .prepare(
        `select 1 from conduct_events where project_root = ? and issue = ? and kind = 'launch' and leaf_session = ? and at >= ? limit 1`,
      )
      .get(leaf.projectRoot, leaf.issue, leaf.sessionId, leaf.since) !== undefined
  )
}
