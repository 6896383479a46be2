/**
 * The drift check's reading and judging (no I/O): the acceptance criteria a spec declares, what the added lines of a
 * change resolve, and the report. `drift.ts` gathers the inputs with git.
 */

/** A spec's acceptance criterion: a table row whose first cell is `AC-<n>`. */
const AC_ROW = /^\|\s*(AC-\d+)\s*\|/

/** A slug names one spec file: letters, digits, `.`, `_`, `-`, starting with a letter or digit (no path). */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/

export const isSlug = (slug: string): boolean => SLUG.test(slug) && !slug.includes('..')

/** The AC ids of a spec's table rows, in order, each once (as the spec spells it). */
export function acceptanceCriteria(spec: string): readonly string[] {
  const ids: string[] = []
  for (const line of spec.split(/\r?\n/)) {
    const id = AC_ROW.exec(line)?.[1]
    if (id !== undefined && !ids.some((seen) => acNumber(seen) === acNumber(id))) ids.push(id)
  }
  return ids
}

/** An AC id's number: `AC-007` and `AC-7` are one criterion. */
const acNumber = (id: string): number => Number(id.slice(3))

/** A span longer than this resolves nothing (a typo such as `AC-1..AC-1000000`). */
const SPAN_MAX = 1000

/**
 * The AC numbers a line mentions: each `AC-<n>` (not the start of a longer number), and every number of a span
 * `AC-<a>..AC-<b>` (a ≤ b; `AC-3..AC-5` is 3, 4 and 5).
 */
export function acMentions(line: string): ReadonlySet<number> {
  const found = new Set<number>()
  for (const m of line.matchAll(/\bAC-(\d+)(?![\dA-Za-z])(?:\.\.AC-(\d+)(?![\dA-Za-z]))?/g)) {
    const from = Number(m[1])
    const to = m[2] === undefined ? from : Number(m[2])
    if (to >= from && to - from <= SPAN_MAX) for (let n = from; n <= to; n++) found.add(n)
    else found.add(from)
  }
  return found
}

/** One line the change adds: where (project-relative path, 1-based line) and what. */
export interface AddedLine {
  readonly file: string
  readonly line: number
  readonly text: string
}

export interface DriftItem {
  readonly kind: 'AC' | 'scenario'
  /** The AC id, or the scenario's name. */
  readonly name: string
  /** The first added line that resolves it (`path:line`); undefined: unresolved. */
  readonly evidence: string | undefined
}

const where = (l: AddedLine): string => `${l.file}:${l.line}`

/** Each AC: resolved by the first added line that mentions it (directly or in a span). */
export function resolveCriteria(ids: readonly string[], added: readonly AddedLine[]): readonly DriftItem[] {
  const first = new Map<number, AddedLine>()
  for (const line of added) {
    if (!line.text.includes('AC-')) continue
    for (const n of acMentions(line.text)) if (!first.has(n)) first.set(n, line)
  }
  return ids.map((id) => {
    const line = first.get(acNumber(id))
    return { kind: 'AC', name: id, evidence: line === undefined ? undefined : where(line) }
  })
}

/** Each recipe scenario: resolved by the first added line of a test file that holds its name. */
export function resolveScenarios(
  names: readonly string[],
  added: readonly AddedLine[],
  isTest: (file: string) => boolean,
): readonly DriftItem[] {
  const testLines = added.filter((l) => isTest(l.file))
  return names.map((name) => {
    const line = testLines.find((l) => l.text.includes(name))
    return { kind: 'scenario', name, evidence: line === undefined ? undefined : where(line) }
  })
}

/** A table cell: one line, `|` escaped. */
const cell = (text: string): string => text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|')

export interface DriftReportFacts {
  readonly slug: string
  readonly spec: string
  readonly excluded: readonly string[]
  readonly items: readonly DriftItem[]
  /** Set when the coordinator's state file was read: the scenarios came from it. */
  readonly recipe?: string | undefined
}

/** The report: `# Drift report — <slug>`, what was compared, then the table `kind | id/name | verdict | evidence`. */
export function driftReport(facts: DriftReportFacts): string {
  const unresolved = facts.items.filter((i) => i.evidence === undefined).length
  return [
    `# Drift report — ${facts.slug}`,
    '',
    `Spec: \`${facts.spec}\`${facts.recipe === undefined ? '' : `; recipe: \`${facts.recipe}\``}. Compared with the lines the working tree adds (\`git diff HEAD\` and untracked files), except under ${facts.excluded.map((e) => `\`${e}\``).join(', ')}.`,
    '',
    `Unresolved: ${unresolved} of ${facts.items.length}.`,
    '',
    '| kind | id/name | verdict | evidence |',
    '| --- | --- | --- | --- |',
    ...facts.items.map(
      (i) =>
        `| ${i.kind} | ${cell(i.name)} | ${i.evidence === undefined ? 'unresolved' : 'resolved'} | ${i.evidence === undefined ? '—' : cell(i.evidence)} |`,
    ),
    '',
  ].join('\n')
}
