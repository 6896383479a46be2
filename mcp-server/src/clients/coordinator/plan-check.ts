import type { PlanDocument } from '../../domain/plan.js'
import { isProtectedConfig } from '../../engine/gates/edit-denials.js'
import type { FileKind } from '../../project/test-files.js'

/**
 * The checks of a coordinator plan against its spec and the project, beyond its shape (the tool's schema): every
 * problem at once, each at its place in the document, saying what to do. Pure: the flow reads the spec and
 * resolves each contract path (where it leads, what kind of file it is) first.
 */
export interface PlanFacts {
  /** The spec's text (docs/specs/<slug>.md). */
  readonly specText: string
  readonly specPath: string
  /** Each contract path as given → its project-relative POSIX form and kind, or `outside` the project. */
  readonly paths: ReadonlyMap<string, { readonly relative: string; readonly kind: FileKind } | 'outside'>
}

export interface PlanProblem {
  /** Where in the document, e.g. `recipe[2].covers`. */
  readonly at: string
  readonly problem: string
}

/** `test_when_<condition>_then_<outcome>`: both parts non-empty, letters, digits and underscores. */
const SCENARIO_NAME = /^test_when_[A-Za-z0-9](?:\w*[A-Za-z0-9])?_then_[A-Za-z0-9](?:\w*[A-Za-z0-9])?$/

/** The acceptance criteria of a spec: the ids of its table rows `| AC-n | …`. */
export function acceptanceCriteria(specText: string): readonly string[] {
  return [...new Set([...specText.matchAll(/^\|\s*(AC-\d+)\s*\|/gm)].map((m) => m[1] ?? ''))]
}

/** What a recipe entry covers: an acceptance criterion, or a regression / boundary case with its reason. */
export type Covers =
  { readonly kind: 'ac'; readonly id: string } | { readonly kind: 'regression' | 'boundary'; readonly reason: string }

export function parseCovers(covers: string): Covers | undefined {
  const text = covers.trim()
  if (/^AC-\d+$/.test(text)) return { kind: 'ac', id: text }
  const m = /^(regression|boundary)\b\s*[:—–-]?\s*(.*)$/s.exec(text)
  if (m === null) return undefined
  return { kind: m[1] === 'regression' ? 'regression' : 'boundary', reason: (m[2] ?? '').trim() }
}

/** The word a test carries after `Covers` for an entry: the AC id, `regression` or `boundary`. */
export const coversLabel = (covers: Covers): string => (covers.kind === 'ac' ? covers.id : covers.kind)

export function checkPlan(doc: PlanDocument, facts: PlanFacts): readonly PlanProblem[] {
  const problems: PlanProblem[] = []
  const add = (at: string, problem: string): void => {
    problems.push({ at, problem })
  }
  const criteria = acceptanceCriteria(facts.specText)
  const seen = new Set<string>()
  doc.recipe.forEach((entry, i) => {
    if (!SCENARIO_NAME.test(entry.name))
      add(
        `recipe[${i}].name`,
        `"${entry.name}" is not test_when_<condition>_then_<outcome> (e.g. test_when_title_has_spaces_then_joins_with_dashes)`,
      )
    if (seen.has(entry.name)) add(`recipe[${i}].name`, `"${entry.name}" names two scenarios: give each its own name`)
    seen.add(entry.name)
    const covers = parseCovers(entry.covers)
    if (covers === undefined) {
      add(
        `recipe[${i}].covers`,
        `"${entry.covers}" is neither an acceptance criterion id ("AC-3") nor "regression: <why>" / "boundary: <why>"`,
      )
    } else if (covers.kind === 'ac' && !criteria.includes(covers.id)) {
      add(
        `recipe[${i}].covers`,
        criteria.length === 0
          ? `${covers.id}: ${facts.specPath} has no acceptance-criteria table (rows "| AC-n | … |"), so no AC can be covered; use "regression: <why>" or "boundary: <why>", or add the criteria to the spec`
          : `${covers.id} is not an acceptance criterion of ${facts.specPath} (its table lists ${criteria.join(', ')})`,
      )
    } else if (covers.kind !== 'ac' && covers.reason === '') {
      add(`recipe[${i}].covers`, `"${entry.covers}" needs its reason: "${covers.kind}: <why this case matters>"`)
    }
  })
  doc.contract.behavior_excerpts.forEach((excerpt, i) => {
    if (!normalized(facts.specText).includes(normalized(excerpt)))
      add(`contract.behavior_excerpts[${i}]`, notVerbatim(excerpt, facts))
  })
  checkDesignCalls(doc.design_calls_rows, facts, add)
  checkPaths(doc.contract.failing_test_paths, 'contract.failing_test_paths', facts, add, (kind) =>
    kind === 'test' ? undefined : `is a ${kind} file, not a test file (evident's test globs or "testFiles" decide)`,
  )
  checkPaths(doc.contract.write_set, 'contract.write_set', facts, add, (kind, relative) => {
    if (kind === 'test' || kind === 'snapshot') return `is a ${kind} file: the implement worker never changes tests`
    if (relative.startsWith('.claude/') || isProtectedConfig(relative, kind))
      return 'decides how evident, Claude Code or the test runner judge the work: no worker may change it'
    return undefined
  })
  return problems
}

const normalized = (text: string): string => text.replace(/\r\n/g, '\n')

/** Where a quote leaves the spec: its longest prefix the spec holds, and what follows. */
function notVerbatim(excerpt: string, facts: PlanFacts): string {
  const spec = normalized(facts.specText)
  const quote = normalized(excerpt)
  let low = 0
  let high = quote.length
  while (low < high) {
    const mid = Math.ceil((low + high) / 2)
    if (spec.includes(quote.slice(0, mid))) low = mid
    else high = mid - 1
  }
  const where =
    low === 0
      ? 'no part of it is in the spec'
      : `the spec matches up to "${clip(quote.slice(Math.max(0, low - 30), low))}" and differs at "${clip(quote.slice(low, low + 30))}"`
  return `is not a verbatim passage of ${facts.specPath} (${where}): quote the spec exactly, never paraphrase`
}

const clip = (text: string): string => text.replace(/\n/g, '\\n')

function checkPaths(
  paths: readonly string[],
  at: string,
  facts: PlanFacts,
  add: (at: string, problem: string) => void,
  kindProblem: (kind: FileKind, relative: string) => string | undefined,
): void {
  const seen = new Set<string>()
  paths.forEach((given, i) => {
    const resolved = facts.paths.get(given)
    if (resolved === undefined || resolved === 'outside') {
      add(`${at}[${i}]`, `"${given}" leads outside the project: give a path inside it, relative to the project root`)
      return
    }
    if (seen.has(resolved.relative)) add(`${at}[${i}]`, `"${given}" is listed twice`)
    seen.add(resolved.relative)
    const problem = kindProblem(resolved.kind, resolved.relative)
    if (problem !== undefined) add(`${at}[${i}]`, `"${given}" ${problem}`)
  })
}

/** The columns of a `## Design calls` row, as the plan names them. */
const DESIGN_FIELDS = ['slug', 'intent', 'target_files', 'write_set', 'register_override', 'references'] as const
type DesignRow = Readonly<Record<(typeof DESIGN_FIELDS)[number], string>>

/**
 * The rows of the spec's `## Design calls` section (the seed's step 4): the section runs from its heading
 * (`## Design calls`, case ignored) to the next `## ` heading. No section, an empty body or `*(none)*` → no rows
 * (`[]`); otherwise a table whose header names the six columns (spaces or dashes for underscores, case ignored), one
 * row per design call, cells trimmed. A section that is no such table is a string: what is wrong with it.
 */
export function designCallRows(specText: string): readonly DesignRow[] | string {
  const lines = normalized(specText).split('\n')
  const start = lines.findIndex((l) => /^##\s+design calls\s*$/i.test(l))
  if (start < 0) return []
  const end = lines.findIndex((l, i) => i > start && /^##\s+\S/.test(l))
  const body = lines.slice(start + 1, end < 0 ? undefined : end).filter((l) => l.trim() !== '')
  if (body.length === 0 || body.every((l) => /^\s*\*?\(?none\)?\*?\.?\s*$/i.test(l))) return []
  const rows = body.filter((l) => l.trim().startsWith('|')).map(cells)
  const header = rows[0]?.map((h) => h.toLowerCase().replace(/[\s-]+/g, '_'))
  const columns = DESIGN_FIELDS.map((f) => header?.indexOf(f) ?? -1)
  if (header === undefined || columns.some((c) => c < 0))
    return `its "## Design calls" section is neither *(none)* nor a table with the columns ${DESIGN_FIELDS.join(' | ')}`
  return rows
    .slice(1)
    .filter((r) => !r.every((c) => /^:?-+:?$/.test(c)))
    .map((r) => Object.fromEntries(DESIGN_FIELDS.map((f, i) => [f, r[columns[i] ?? 0] ?? ''])) as unknown as DesignRow)
}

/** A markdown table row's cells, trimmed (`\\|` is a `|` inside a cell). */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '')
  return inner.split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, '|').trim())
}

/** `design_calls_rows` must be the spec's `## Design calls` rows, in order, field by field. */
function checkDesignCalls(
  given: PlanDocument['design_calls_rows'],
  facts: PlanFacts,
  add: (at: string, problem: string) => void,
): void {
  const spec = designCallRows(facts.specText)
  if (typeof spec === 'string') {
    add('design_calls_rows', `${facts.specPath}: ${spec}; correct the spec, then plan again`)
    return
  }
  if (given.length !== spec.length) {
    add(
      'design_calls_rows',
      spec.length === 0
        ? `${facts.specPath} has no design calls (no "## Design calls" rows, or *(none)*): give []`
        : `${facts.specPath} has ${spec.length} design call(s) (${spec.map((r) => r.slug).join(', ')}), the plan ${given.length}: copy each row of its "## Design calls" table`,
    )
    return
  }
  given.forEach((row, i) => {
    for (const field of DESIGN_FIELDS) {
      const want = spec[i]?.[field] ?? ''
      if (row[field].trim() !== want)
        add(`design_calls_rows[${i}].${field}`, `"${row[field]}" is not the spec's "${want}": copy the row as written`)
    }
  })
}
