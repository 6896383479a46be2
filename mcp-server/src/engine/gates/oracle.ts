import { refuse, type Refusal } from '../../domain/checked.js'
import type { HypothesisState } from '../../domain/vocabulary.js'
import { fileClassifier, type FileKind } from '../../project/test-files.js'
import { matchersFor, ORACLE_RULES, RULE_WHY, type OracleRule } from './oracle-rules.js'
import { lineAt, readSource, type Source } from './oracle-source.js'
import type { TransitionDecision } from './phases.js'

/**
 * Oracle-aware production code (issue #30, "the closing proof"): lines a change adds to production code that import
 * or use the test framework, ask whether a test runner runs them, read or name test files, inspect the call stack, or
 * replace built-ins the assertions rely on (`oracle-rules.ts`). Such a line lets the code answer the test instead of
 * solving the problem — reading the expected literal from the test file, branching on `process.env.VITEST`,
 * `Object.is = …`. The hooks record each as an ORACLE_AWARE_CODE violation during a task (the edit already
 * happened: nothing is denied) and `done` is blocked while any still stands: not removed, and not justified by a
 * hypothesis (`justifies`). Only lines the change adds are judged (a line kept or moved is not added), in the code
 * with its comments removed, in the files `project/test-files.ts#holdsCode` says hold code; docs/hooks.md#oracle-aware-code
 * says what is and is not caught. The hooks load this gate lazily (`engine/flows/oracle-record.ts`, an entry of its
 * own in the bundle): only a change to code during a task pays for its rules.
 */
export type { OracleRule } from './oracle-rules.js'

export interface OracleFinding {
  readonly rule: OracleRule
  /** 1-based line in the text after the change (for a notebook, in the code of its cells). */
  readonly line: number
  /** The line's code, comments removed, whitespace collapsed, at most TEXT_MAX characters. */
  readonly text: string
}

/** Texts larger than this (generated code) are not judged. */
const SOURCE_MAX = 1_000_000
const TEXT_MAX = 160

/** A line's code as findings are keyed and shown. */
const normalize = (line: string): string => line.replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX)

const codeLines = (src: Source): string[] => src.code.split('\n').map(normalize)

/**
 * Which lines of `after` (0-based) the change adds: those whose code (comments removed, whitespace collapsed) is
 * not matched by a line of `before`, counted as a multiset — a line kept or moved is not added, a second copy is.
 * Blank lines are never added.
 */
function addedLines(before: readonly string[], after: readonly string[]): ReadonlySet<number> {
  const pool = new Map<string, number>()
  for (const line of before) pool.set(line, (pool.get(line) ?? 0) + 1)
  const added = new Set<number>()
  after.forEach((line, index) => {
    if (line === '') return
    const left = pool.get(line) ?? 0
    if (left > 0) pool.set(line, left - 1)
    else added.add(index)
  })
  return added
}

/**
 * The findings on the lines a change of `path` adds, `before` → `after` (`before` '' for a new file), in line
 * order. `classify` is the task's file classifier (which paths are tests), by default evident's defaults.
 */
export function oracleFindings(
  path: string,
  before: string,
  after: string,
  classify: (path: string) => FileKind = fileClassifier(),
): readonly OracleFinding[] {
  if (after.length > SOURCE_MAX || before.length > SOURCE_MAX) return []
  const now = readSource(path, after)
  const shown = codeLines(now)
  const added = addedLines(before === '' ? [] : codeLines(readSource(path, before)), shown)
  if (added.size === 0) return []
  // The spans of each rule, overlapping ones merged (a read call and the test path inside it are one finding).
  const spans = new Map<OracleRule, (readonly [number, number])[]>()
  for (const matcher of matchersFor(now.language)) {
    const list = spans.get(matcher.rule) ?? []
    list.push(...matcher.spans(now, { path, classify }))
    spans.set(matcher.rule, list)
  }
  const found = new Map<string, OracleFinding>()
  for (const [rule, list] of spans) {
    for (const [start, end] of merged(list)) {
      const first = lineAt(now.lineStarts, start)
      const last = lineAt(now.lineStarts, Math.max(start, end - 1))
      for (let line = first; line <= last; line++) {
        if (!added.has(line)) continue
        const key = `${line}\u0000${rule}`
        if (!found.has(key)) found.set(key, { rule, line: line + 1, text: shown[line] ?? '' })
        break
      }
    }
  }
  return [...found.values()].sort(
    (a, b) => a.line - b.line || ORACLE_RULES.indexOf(a.rule) - ORACLE_RULES.indexOf(b.rule),
  )
}

/** Offset ranges sorted, overlapping ones joined. */
function merged(spans: readonly (readonly [number, number])[]): (readonly [number, number])[] {
  const out: [number, number][] = []
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = out[out.length - 1]
    if (last !== undefined && start < last[1]) last[1] = Math.max(last[1], end)
    else out.push([start, end])
  }
  return out
}

/**
 * The text before a change when only the lines it adds are known (an Edit's `new_string` without the file as it
 * was): `after` without those lines (each removed once, first match first).
 */
export function beforeWithout(after: string, addedText: readonly string[]): string {
  const pool = new Map<string, number>()
  for (const line of addedText) {
    const key = line.trim()
    if (key !== '') pool.set(key, (pool.get(key) ?? 0) + 1)
  }
  return after
    .split('\n')
    .filter((line) => {
      const left = pool.get(line.trim()) ?? 0
      if (left === 0) return true
      pool.set(line.trim(), left - 1)
      return false
    })
    .join('\n')
}

// ---------------------------------------------------------------------------------------------------------------
// The record: one ORACLE_AWARE_CODE violation per finding.

/** A violation's detail for a finding of `file`: `<rule>: <file>:<line>: <code>`. */
export const findingDetail = (file: string, f: OracleFinding): string => `${f.rule}: ${file}:${f.line}: ${f.text}`

const DETAIL = new RegExp(`^(${ORACLE_RULES.join('|')}): (.+?):(\\d+): (.*)$`, 's')

/** The finding a violation's detail names (`findingDetail`), or undefined for another detail. */
export function parseFindingDetail(detail: string): (OracleFinding & { readonly file: string }) | undefined {
  const m = DETAIL.exec(detail)
  if (m === null) return undefined
  return { rule: m[1] as OracleRule, file: m[2] ?? '', line: Number(m[3]), text: normalize(m[4] ?? '') }
}

/** What the model is told after a change that added findings (the edit stands; `done` waits). */
export function oracleNotice(file: string, findings: readonly OracleFinding[]): string {
  const lines = findings.map((f) => `line ${f.line} (${f.rule}: ${RULE_WHY[f.rule]}): \`${f.text}\``)
  const rules = [...new Set(findings.map((f) => f.rule))].join('`, `')
  return (
    `evident: ${file} now holds oracle-aware code, recorded as ORACLE_AWARE_CODE: ${lines.join('; ')}. ` +
    `Code under test must not know its tests. Until each line is removed, this task's behaviors cannot be marked done ` +
    `and the task cannot end succeeded. If the code truly needs it, record a hypothesis (hypothesis {"action":"record",…}) ` +
    `that names ${file} and \`${rules}\` and says why the production code needs it.`
  )
}

// ---------------------------------------------------------------------------------------------------------------
// What still blocks `done`.

/** A finding of one of the task's files; `since`: the seq of its first ORACLE_AWARE_CODE record (0: never recorded). */
export interface TaskFinding extends OracleFinding {
  readonly file: string
  readonly since: number
}

/** A hypothesis of the task as the justification rule reads it. */
export interface HypothesisText {
  readonly content: string
  readonly seq: number
  readonly outcome: HypothesisState
}

/** Words a justification must hold besides the file and the rule. */
const REASON_WORDS = 6

/**
 * Whether a hypothesis justifies a finding: it is not refuted or abandoned, it was recorded after the finding was
 * first recorded (any hypothesis of the task when no hook recorded it), and its content names the file (its
 * project-relative path or its file name, as a word), names the rule (`test-runner-env`, …) and says why in at
 * least six more words. Case is ignored.
 */
export function justifies(h: HypothesisText, f: TaskFinding): boolean {
  if (h.outcome === 'refuted' || h.outcome === 'abandoned' || h.seq <= f.since) return false
  const words = h.content
    .toLowerCase()
    .split(/[\s`'"()[\]{},;:!?*]+/)
    .map((w) => w.replace(/\.+$/, ''))
    .filter((w) => w !== '')
  const file = f.file.toLowerCase()
  const name = file.slice(file.lastIndexOf('/') + 1)
  const namesFile = (w: string): boolean => w === file || w === name || w.endsWith(`/${file}`)
  if (!words.some(namesFile) || !words.includes(f.rule)) return false
  return words.filter((w) => !namesFile(w) && w !== f.rule && /[a-z]{2}/.test(w)).length >= REASON_WORDS
}

const keyOf = (file: string, f: OracleFinding): string => `${file}\u0000${f.rule}\u0000${f.text}`

export interface BlockingFacts {
  /** Findings recomputed from what the task changed: each changed file's text at the task's start against now. */
  readonly current: readonly (OracleFinding & { readonly file: string })[]
  /** Findings of the task's ORACLE_AWARE_CODE violations, with the seq each was recorded at. */
  readonly recorded: readonly (OracleFinding & { readonly file: string; readonly seq: number })[]
  /** A file's text now (undefined: deleted or unreadable). */
  readonly textOf: (file: string) => string | undefined
  readonly hypotheses: readonly HypothesisText[]
  readonly classify?: ((path: string) => FileKind) | undefined
}

/**
 * The findings of a task that still block `done`: those recomputed from what the task changed, and those its
 * violations recorded whose line is still in the file (the same rule on the same code, judged in the file as it is
 * now — so the record keeps a finding in a file the snapshots leave out, and a line removed, or commented out, no
 * longer blocks); minus those a hypothesis justifies. Each is shown at its line now, in file and line order.
 */
export function blockingFindings(facts: BlockingFacts): readonly TaskFinding[] {
  const since = new Map<string, number>()
  for (const r of facts.recorded) {
    const key = keyOf(r.file, r)
    since.set(key, Math.min(since.get(key) ?? r.seq, r.seq))
  }
  const found = new Map<string, TaskFinding>()
  for (const f of facts.current) found.set(keyOf(f.file, f), { ...f, since: since.get(keyOf(f.file, f)) ?? 0 })
  const files = new Set(facts.recorded.map((r) => r.file))
  for (const file of files) {
    const text = facts.textOf(file)
    if (text === undefined) continue
    for (const f of oracleFindings(file, '', text, facts.classify)) {
      const key = keyOf(file, f)
      const first = since.get(key)
      if (first !== undefined && !found.has(key)) found.set(key, { ...f, file, since: first })
    }
  }
  return [...found.values()]
    .filter((f) => !facts.hypotheses.some((h) => justifies(h, f)))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line))
}

const LIST = 5

/** Why `done` is refused while findings block it: what to do first, then each finding (the first five). */
export function oracleBlockText(blocking: readonly TaskFinding[]): string {
  const shown = blocking
    .slice(0, LIST)
    .map((f) => `${f.file}:${f.line} (${f.rule}): \`${f.text}\``)
    .join('; ')
  const more = blocking.length > LIST ? `; and ${blocking.length - LIST} more` : ''
  return (
    `Remove the oracle-aware lines from the production code, or justify each in a hypothesis that names its file and ` +
    `rule and says why: ${blocking.length} line(s) added during this task let the code know its tests ` +
    `(ORACLE_AWARE_CODE): ${shown}${more}.`
  )
}

// ---------------------------------------------------------------------------------------------------------------
// Where it blocks: `done`, `succeeded`, and the moves that close a behavior's green.

const JUSTIFY =
  'or, if the production code truly needs it, record a hypothesis (hypothesis {"action":"record",…}, in green while it ' +
  'can still cite the red run) that names the file and the rule and says why in a sentence'

/**
 * `tdd_behavior` update → `done` and `tdd_task` end → `succeeded` (`what`: "behavior 4", "TDD task 2") while a
 * finding blocks (`blockingFindings`): refused, naming each line.
 */
export function checkOracleDone(what: string, blocking: readonly TaskFinding[]): Refusal | undefined {
  if (blocking.length === 0) return undefined
  return refuse(
    'conflict',
    `oracle_aware_code: ${what} cannot be done: ${oracleBlockText(blocking)}`,
    `remove each line with the Edit tool (from the shell, \`evident restore <path>\` puts back a file a command changed), ${JUSTIFY}; then call the same update again`,
  )
}

/**
 * Whether a transition the table accepted closes a behavior's green: green → refactor, green or refactor → red (the
 * next behavior). Those moves are denied while a finding blocks; the others (red → green, a spike) are not.
 */
export const closesGreen = (d: TransitionDecision): boolean =>
  d.ok && (d.from === 'green' || d.from === 'refactor') && (d.to === 'refactor' || d.to === 'red')

/** An accepted move that closes a behavior's green, denied as `oracle_aware_code` while findings block. */
export function oracleDenial(decision: TransitionDecision, blocking: readonly TaskFinding[]): TransitionDecision {
  if (!decision.ok || !closesGreen(decision) || blocking.length === 0) return decision
  return { ok: false, from: decision.from, reason: 'oracle_aware_code', detail: oracleBlockText(blocking) }
}
