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
  readonly kind: 'AC' | 'scenario' | 'breach'
  /** The AC id, the scenario's name, or the path a breach changed. */
  readonly name: string
  /** What resolves it (`path:line`, or the proving test under `--require-tests`); undefined: unresolved. */
  readonly evidence: string | undefined
  /** The first added line that mentions it (`path:line`); for a breach, what the worker did. */
  readonly mentioned?: string | undefined
  /** The passed test that proves it (`file › name`), in the binding verdict's run. */
  readonly proven?: string | undefined
}

const where = (l: AddedLine): string => `${l.file}:${l.line}`

/** A test that passed in the binding verdict's run: its file, full name and the file's text as it ran. */
export interface PassedTest {
  readonly file: string
  readonly name: string
  readonly fileText: string | undefined
}

/** The AC numbers a passed test proves: mentioned in its name, or after `Covers` in its file. */
function provenNumbers(test: PassedTest): ReadonlySet<number> {
  const found = new Set(acMentions(test.name))
  for (const line of (test.fileText ?? '').split(/\r?\n/)) {
    const at = line.search(/\bCovers\b/)
    if (at >= 0) for (const n of acMentions(line.slice(at))) found.add(n)
  }
  return found
}

const testLabel = (t: PassedTest): string => `${t.file} › ${t.name}`

/**
 * Each AC: mentioned by the first added line that names it (directly or in a span); proven by the first passed test
 * that names it (`provenNumbers`). Resolved when mentioned — or, with `requireTests`, only when proven.
 */
export function resolveCriteria(
  ids: readonly string[],
  added: readonly AddedLine[],
  passed: readonly PassedTest[] = [],
  requireTests = false,
): readonly DriftItem[] {
  const first = new Map<number, AddedLine>()
  for (const line of added) {
    if (!line.text.includes('AC-')) continue
    for (const n of acMentions(line.text)) if (!first.has(n)) first.set(n, line)
  }
  const proof = new Map<number, PassedTest>()
  for (const test of passed) for (const n of provenNumbers(test)) if (!proof.has(n)) proof.set(n, test)
  return ids.map((id) => {
    const line = first.get(acNumber(id))
    const test = proof.get(acNumber(id))
    const mentioned = line === undefined ? undefined : where(line)
    const proven = test === undefined ? undefined : testLabel(test)
    return { kind: 'AC', name: id, evidence: requireTests ? proven : mentioned, mentioned, proven }
  })
}

/** Each recipe scenario: resolved by the first added line of a test file that holds its name. */
export function resolveScenarios(
  names: readonly string[],
  added: readonly AddedLine[],
  isTest: (file: string) => boolean,
  passed: readonly PassedTest[] = [],
): readonly DriftItem[] {
  const testLines = added.filter((l) => isTest(l.file))
  return names.map((name) => {
    const line = testLines.find((l) => l.text.includes(name))
    const test = passed.find((t) => t.name.includes(name))
    const mentioned = line === undefined ? undefined : where(line)
    return {
      kind: 'scenario',
      name,
      evidence: mentioned,
      mentioned,
      proven: test === undefined ? undefined : testLabel(test),
    }
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
  /** Where the proofs came from (the binding verdict, or why none counts). */
  readonly proof?: string | undefined
  /** `--require-tests`: an AC is resolved only when a passed test proves it. */
  readonly requireTests?: boolean | undefined
}

/**
 * The report: `# Drift report — <slug>`, what was compared, then the table `kind | id/name | verdict | evidence`
 * with two more columns, `mentioned` (an added line) and `proven` (a test that passed in the binding verdict's run).
 */
export function driftReport(facts: DriftReportFacts): string {
  const unresolved = facts.items.filter((i) => i.evidence === undefined).length
  const dash = (text: string | undefined): string => (text === undefined ? '—' : cell(text))
  return [
    `# Drift report — ${facts.slug}`,
    '',
    `Spec: \`${facts.spec}\`${facts.recipe === undefined ? '' : `; recipe: \`${facts.recipe}\``}. Compared with the lines the working tree adds (\`git diff HEAD\` and untracked test and source files), except under ${facts.excluded.map((e) => `\`${e}\``).join(', ')} and files a worker changed against the plan.`,
    '',
    `Proof: ${facts.proof ?? 'no evidence database'}. An AC is ${facts.requireTests === true ? 'resolved only when proven (--require-tests)' : 'resolved when mentioned'}.`,
    '',
    `Unresolved: ${unresolved} of ${facts.items.length}.`,
    '',
    '| kind | id/name | verdict | evidence | mentioned | proven |',
    '| --- | --- | --- | --- | --- | --- |',
    ...facts.items.map(
      (i) =>
        `| ${i.kind} | ${cell(i.name)} | ${i.evidence === undefined ? 'unresolved' : 'resolved'} | ${dash(i.evidence)} | ${dash(i.mentioned)} | ${dash(i.proven)} |`,
    ),
    '',
  ].join('\n')
}
