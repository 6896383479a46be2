import { realpathSync } from 'node:fs'
import { projectRelative } from '../../kernel/containment.js'
import type { RecordLine } from '../../store/validation-runs.js'
import { changedPaths, commitMessages } from './git-commits.js'
import type { IntentionConfig } from '../../domain/validation-config.js'
import { findWaivers, intentionLines, staleRows } from './intention.js'

/**
 * The intention freshness lines of a change (Preamble 5): the change's paths since `base` (deletions and untracked
 * files included) against the configured pages, waivers read from the commit messages of `base..HEAD`. Nothing is
 * recorded when no intention page is configured.
 */
export async function checkIntention(
  root: string,
  top: string,
  base: string,
  config: IntentionConfig | undefined,
): Promise<readonly RecordLine[]> {
  if (config === undefined) return []
  const changed = (await changedPaths(top, base)).flatMap((p) => projectRelative(realpathSync(root), top, p) ?? [])
  const waivers = findWaivers(await commitMessages(top, base))
  return intentionLines(staleRows(config, changed, waivers), config.gate)
}
