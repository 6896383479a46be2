import type { Sqlite } from './sqlite.js'

/** `conduct_events`: the conductor's launched leaves, as the hooks ask about them. */

/** Which of a run's leaves a session is: the one running now, or one that ended or was superseded. */
export type LeafStanding =
  | { readonly kind: 'live' }
  | { readonly kind: 'ended'; readonly leaf: string; readonly why: 'ended' | 'superseded' }
  | { readonly kind: 'none' }

interface LaunchRow {
  readonly seq: number
  readonly leaf: string | null
}

/**
 * Where `sessionId` stands among the leaves the conductor's supervisor launched for issue `issue` in the project since
 * `since` (the run's start, ISO-8601). Leaves run one at a time, so only the newest `launch` row of the run names a
 * live leaf, and only until an `exit` row of the same leaf follows it: a session launched earlier (a finished leaf, a
 * stuck attempt relaunched under a new session) is `ended` — its id, readable in `.tdd/<leaf>.pid` and
 * `.tdd/events.jsonl`, must not make a later `claude -p --session-id <id>` a leaf. A leaf of an earlier run is none of
 * this run's.
 */
export function leafStanding(
  sqlite: Sqlite,
  leaf: { readonly projectRoot: string; readonly issue: number; readonly sessionId: string; readonly since: string },
): LeafStanding {
  const mine = sqlite
    .prepare(
      `select seq, leaf from conduct_events where project_root = ? and issue = ? and kind = 'launch' and leaf_session = ?
        and at >= ? order by seq desc limit 1`,
    )
    .get(leaf.projectRoot, leaf.issue, leaf.sessionId, leaf.since) as LaunchRow | undefined
  if (mine === undefined) return { kind: 'none' }
  const name = mine.leaf ?? '(unnamed leaf)'
  const later = sqlite
    .prepare(
      `select 1 from conduct_events where project_root = ? and issue = ? and kind = 'launch' and seq > ? limit 1`,
    )
    .get(leaf.projectRoot, leaf.issue, mine.seq)
  if (later !== undefined) return { kind: 'ended', leaf: name, why: 'superseded' }
  const exited = sqlite
    .prepare(
      `select 1 from conduct_events where project_root = ? and issue = ? and kind = 'exit' and seq > ?
        and (leaf is ? or leaf_session = ?) limit 1`,
    )
    .get(leaf.projectRoot, leaf.issue, mine.seq, mine.leaf, leaf.sessionId)
  return exited === undefined ? { kind: 'live' } : { kind: 'ended', leaf: name, why: 'ended' }
}
