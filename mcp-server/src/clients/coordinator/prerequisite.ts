import { lstatSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { refuse, type Refusal } from '../../domain/checked.js'
import { isWithin } from '../../kernel/containment.js'
import { readRegularText } from '../../kernel/regular-file.js'

/**
 * The coordinator's prerequisite (the seed's "Prereq", docs/coordinator.md): a plan is made only for an **approved
 * spec** — `.claude/state/spec_approvals/<slug>.approval` exists, a regular file inside the project — or on the
 * **quick-fix track** — `.claude/state/workflow.json` says `"track_id": "tdd-quickfix"` (or, as the seed accepts from
 * older files, `"entry_phase": "tdd"`). Both live in `.claude/state/`, evident's own state, which no agent may write
 * (an Edit is denied, a shell write recorded): approving is the user's act. `changedByShell` holds the paths a shell
 * command under evident's measurement changed — an approval an agent's command made is none. Else the user is pointed to
 * triage. The spec itself is still needed on either track: the plan is checked against it.
 */
export const approvalPathOf = (slug: string): string => `.claude/state/spec_approvals/${slug}.approval`
export const WORKFLOW_PATH = '.claude/state/workflow.json'

export function checkPrerequisite(
  projectRoot: string,
  slug: string,
  changedByShell: ReadonlySet<string>,
): Refusal | undefined {
  const approval = approvalPathOf(slug)
  if (regularInside(projectRoot, approval) && !changedByShell.has(approval)) return undefined
  if (quickFix(projectRoot) && !changedByShell.has(WORKFLOW_PATH)) return undefined
  return refuse(
    'conflict',
    `spec docs/specs/${slug}.md is not approved (no ${approval} the user made) and the workflow is not the quick-fix track (${WORKFLOW_PATH} with "track_id": "tdd-quickfix"): a plan is made only for an approved spec or a quick fix`,
    `stop and direct the user to triage first: they approve the spec (create ${approval}) or choose the quick-fix track; agents cannot write .claude/state/`,
  )
}

function regularInside(root: string, path: string): boolean {
  try {
    if (!lstatSync(join(root, path)).isFile()) return false
    return isWithin(realpathSync(root), realpathSync(join(root, path)))
  } catch {
    return false
  }
}

function quickFix(root: string): boolean {
  if (!regularInside(root, WORKFLOW_PATH)) return false
  try {
    const state = JSON.parse(readRegularText(join(root, WORKFLOW_PATH), 1024 * 1024)) as unknown
    if (typeof state !== 'object' || state === null) return false
    const { track_id: track, entry_phase: entry } = state as { track_id?: unknown; entry_phase?: unknown }
    return track === 'tdd-quickfix' || (track === undefined && entry === 'tdd')
  } catch {
    return false
  }
}
