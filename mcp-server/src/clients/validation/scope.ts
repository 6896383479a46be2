import type { Finding } from './finding.js'

/**
 * Scope grammar: newline-separated entries, each `<file>:<start>-<end>` (one contiguous changed hunk,
 * inclusive) or `<file>:*` (the whole file, line 0 included). A bare path is rejected so that a mistyped
 * range can never read as a whole-file grant. Blank lines are ignored.
 */
export interface ScopeEntry {
  readonly file: string
  /** undefined: the whole file. */
  readonly range?: { readonly start: number; readonly end: number } | undefined
}

export type ParsedScope =
  { readonly ok: true; readonly entries: readonly ScopeEntry[] } | { readonly ok: false; readonly error: string }

const ENTRY = /^(.+):(?:(\*)|(\d+)-(\d+))$/

export function parseScope(spec: string): ParsedScope {
  const entries: ScopeEntry[] = []
  for (const [index, raw] of spec.split(/\r?\n/).entries()) {
    if (raw.trim() === '') continue
    const match = ENTRY.exec(raw)
    if (match === null)
      return {
        ok: false,
        error: `scope entry ${index + 1} ${JSON.stringify(raw)} is not <file>:<start>-<end> or <file>:*`,
      }
    const [, file = '', star, start, end] = match
    if (star !== undefined) {
      entries.push({ file })
      continue
    }
    const range = { start: Number(start), end: Number(end) }
    if (range.start > range.end)
      return { ok: false, error: `scope entry ${index + 1} ${JSON.stringify(raw)} ends before it starts` }
    entries.push({ file, range })
  }
  return { ok: true, entries }
}

export function formatScopeEntry(entry: ScopeEntry): string {
  return entry.range === undefined ? `${entry.file}:*` : `${entry.file}:${entry.range.start}-${entry.range.end}`
}

/** A path as compared by the filter: `<root>/` and `./` stripped. */
export function comparablePath(path: string, repoRoot: string): string {
  const root = repoRoot.endsWith('/') ? repoRoot : `${repoRoot}/`
  let out = path.startsWith(root) ? path.slice(root.length) : path
  while (out.startsWith('./')) out = out.slice(2)
  return out
}

export interface Filtered {
  readonly kept: readonly Finding[]
  readonly dropped: readonly Finding[]
}

export function filterFindings(
  findings: readonly Finding[],
  entries: readonly ScopeEntry[],
  repoRoot: string,
): Filtered {
  const byFile = new Map<string, ScopeEntry[]>()
  for (const entry of entries) {
    const key = comparablePath(entry.file, repoRoot)
    byFile.set(key, [...(byFile.get(key) ?? []), entry])
  }
  const kept: Finding[] = []
  const dropped: Finding[] = []
  for (const finding of findings) {
    const ranges = byFile.get(comparablePath(finding.file, repoRoot)) ?? []
    const inside = ranges.some(
      (e) => e.range === undefined || (finding.line >= e.range.start && finding.line <= e.range.end),
    )
    ;(inside ? kept : dropped).push(finding)
  }
  return { kept, dropped }
}

export const DROP_REPORT_MAX = 20

/** The stderr lines naming dropped findings: up to 20, then `… and N more`, then a summary. */
export function dropReport(filtered: Filtered): readonly string[] {
  const { kept, dropped } = filtered
  if (dropped.length === 0) return []
  const named = dropped
    .slice(0, DROP_REPORT_MAX)
    .map((f) => `dropped ${JSON.stringify(f.file)}:${f.line} — outside the scope`)
  const more = dropped.length > DROP_REPORT_MAX ? [`… and ${dropped.length - DROP_REPORT_MAX} more`] : []
  return [
    ...named,
    ...more,
    `filter-findings: kept ${kept.length}, dropped ${dropped.length} outside the scope — check the path convention before reading this as a clean run`,
  ]
}
