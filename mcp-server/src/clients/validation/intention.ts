import picomatch from 'picomatch'
import type { RecordLine } from '../../store/validation-runs.js'
import type { IntentionConfig } from '../../domain/validation-config.js'
import { blocker } from './lines.js'

/**
 * Intention freshness: an intention page (a doc saying what some code is meant to do) is stale when the change
 * touches paths it covers but not the page itself. A stale page is waived by an `INTENTION-WAIVE(<page>): <reason>`
 * token in a commit message of the change. Each non-waived stale page yields one `INTENTION-DRIFT(<page>): <path>`
 * line per changed covered path; `gate: blocking` makes them a blocker, `advisory` (the default) leaves them notes.
 */
/** A stale page: the covered paths the change touched, and whether (and why) a commit waived it. */
export interface StaleRow {
  readonly page: string
  readonly changedPaths: readonly string[]
  readonly waived: boolean
  readonly reason?: string | undefined
}

const WAIVE = /INTENTION-WAIVE\(([^)\r\n]+)\):[ \t]*(\S[^\r\n]*)/g

/** `INTENTION-WAIVE(<page>): <reason>` tokens in commit messages: page → reason (the first one given). */
export function findWaivers(messages: readonly string[]): ReadonlyMap<string, string> {
  const waivers = new Map<string, string>()
  for (const message of messages)
    for (const m of message.matchAll(WAIVE)) {
      const [, page = '', reason = ''] = m
      if (!waivers.has(page.trim())) waivers.set(page.trim(), reason.trim())
    }
  return waivers
}

/** The stale pages (waived ones included, flagged), in configured order. `changed`: project-relative paths. */
export function staleRows(
  config: IntentionConfig,
  changed: readonly string[],
  waivers: ReadonlyMap<string, string>,
): readonly StaleRow[] {
  const touched = new Set(changed)
  const rows: StaleRow[] = []
  for (const { page, covers } of config.pages) {
    if (touched.has(page)) continue
    const isCovered = picomatch([...covers], { dot: true })
    const changedPaths = changed.filter((p) => p !== page && isCovered(p))
    if (changedPaths.length === 0) continue
    const reason = waivers.get(page)
    rows.push({ page, changedPaths, waived: reason !== undefined, ...(reason === undefined ? {} : { reason }) })
  }
  return rows
}

/** Drift lines for non-waived rows (one per changed path), the waiver for waived rows, and the blocker if blocking. */
export function intentionLines(rows: readonly StaleRow[], gate: IntentionConfig['gate']): readonly RecordLine[] {
  const lines: RecordLine[] = []
  for (const row of rows) {
    if (row.waived) lines.push({ kind: 'note', line: `INTENTION-WAIVE(${row.page}): ${row.reason ?? ''}` })
    else
      for (const path of row.changedPaths) lines.push({ kind: 'note', line: `INTENTION-DRIFT(${row.page}): ${path}` })
  }
  const drifting = rows.filter((r) => !r.waived)
  if (gate === 'blocking' && drifting.length > 0) {
    const paths = drifting.reduce((n, r) => n + r.changedPaths.length, 0)
    const pages = drifting.map((r) => r.page)
    lines.push(
      blocker('intention', `${paths} changed path(s) not reflected in ${pages.join(', ')}`, [
        `update ${pages.join(', ')} in this change to say what the code now does`,
        `if a page still holds, add "INTENTION-WAIVE(${pages[0] ?? ''}): <reason>" to a commit message of the change`,
        'ask the user',
      ]),
    )
  }
  return lines
}
