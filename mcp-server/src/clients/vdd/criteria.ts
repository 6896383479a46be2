import { nearMiss, unreadItem } from './near-miss.js'

/**
 * Acceptance criteria of a bean (or any markdown document) as the VDD contract defines them. Pure: text in,
 * criteria out. Every checklist item is re-verified, ticked or not: a tick is a claim, not evidence.
 */
const KNOWN_KINDS = ['test', 'lint', 'file', 'file-contains'] as const
export type KnownKind = (typeof KNOWN_KINDS)[number]

export interface Criterion {
  /** 1-based position in the section. */
  readonly index: number
  /** The evidence kind as written (`test`, `lint`, …, or an unknown word); `undefined` for a manual item. */
  readonly kind: string | undefined
  /** The raw target after the `:`, trimmed; `undefined` for a manual item. */
  readonly target: string | undefined
  readonly text: string
}

const HEADING = /^##\s+acceptance criteria\s*$/i
const NEXT_SECTION = /^##\s+\S/
const PREFIXED = /^- \[[ xX]\] \(([a-z-]+):([^)]+)\)\s*(.+)$/
const PLAIN = /^- \[[ xX]\]\s*(.+)$/

/** The lines of the `## Acceptance Criteria` section, or `undefined` when the document has none. */
export function criteriaSection(markdown: string): readonly string[] | undefined {
  const lines = markdown.split(/\r\n|\r|\n/)
  const start = lines.findIndex((line) => HEADING.test(line))
  if (start < 0) return undefined
  const rest = lines.slice(start + 1)
  const end = rest.findIndex((line) => NEXT_SECTION.test(line))
  return end < 0 ? rest : rest.slice(0, end)
}

/** Something the author of the criteria should see: a near-miss (criterion `index`) or an item not read at all. */
export interface CriteriaWarning {
  readonly index: number | undefined
  readonly message: string
}

/** The checklist items of the section (prefixed lines first, then plain ones: manual), and the near-misses. */
export function readCriteria(markdown: string): {
  readonly criteria: readonly Criterion[]
  readonly warnings: readonly CriteriaWarning[]
} {
  const criteria: Criterion[] = []
  const warnings: CriteriaWarning[] = []
  for (const line of criteriaSection(markdown) ?? []) {
    const prefixed = PREFIXED.exec(line)
    if (prefixed !== null) {
      const [, kind = '', target = '', text = ''] = prefixed
      criteria.push({ index: criteria.length + 1, kind: kind.trim(), target: target.trim(), text: text.trim() })
      continue
    }
    const plain = PLAIN.exec(line)
    if (plain !== null) {
      const index = criteria.length + 1
      const text = (plain[1] ?? '').trim()
      criteria.push({ index, kind: undefined, target: undefined, text })
      const miss = nearMiss(text)
      if (miss !== undefined) warnings.push({ index, message: `criterion ${index} ${miss}` })
      continue
    }
    const unread = unreadItem(line)
    if (unread !== undefined) warnings.push({ index: undefined, message: unread })
  }
  return { criteria, warnings }
}

/** The checklist items of the section: prefixed lines first, then plain ones (manual). */
export function parseCriteria(markdown: string): readonly Criterion[] {
  return readCriteria(markdown).criteria
}

export function isKnownKind(kind: string): kind is KnownKind {
  return (KNOWN_KINDS as readonly string[]).includes(kind)
}
