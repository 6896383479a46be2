import { isProtectedConfig } from '../../engine/gates/edit-denials.js'
import { riskyConfigChanges } from '../../engine/gates/test-config.js'
import { isCodeUnderTest, type FileKind } from '../../project/test-files.js'
import {
  assertionNotes,
  holdsTests,
  testMetrics,
  weakenings,
  type TestMetrics,
} from '../../engine/gates/test-weakening.js'

/**
 * What a conducted developer phase may change, judged from the tree git would commit against the step's base commit
 * (and, for green, against the tree the red verdict confirmed) before any verifier is asked. A developer leaf is an
 * adversary with a shell: every rule here closes a way it could make a verifier's PASS mean less than it says.
 * The reason is one line, `the <phase> phase <what it did>; <what else>`, told to the revise leaf and recorded.
 */
export type ChangePhase = 'red' | 'green' | 'refactor'

/** What a path is in a tree: a file (regular or executable), a symbolic link, a nested repository, or nothing. */
export type EntryShape = 'file' | 'symlink' | 'gitlink' | 'absent'

/** One path the leaf's tree differs in from the step's base commit. */
export interface PathChange {
  readonly path: string
  readonly kind: FileKind
  readonly before: EntryShape
  readonly after: EntryShape
  /** The texts at the base and now, for the kinds the rules read (tests, snapshots, test configuration, source). */
  readonly beforeText?: string | undefined
  readonly afterText?: string | undefined
  /** A symbolic link now: whether it leads outside the project. */
  readonly linksOutside?: boolean | undefined
}

/** Where HEAD was left by a leaf that moved it, and where the conductor put it back. */
export interface HeadMove {
  readonly leaf: string
  readonly now: string
  readonly nowRef: string | undefined
  readonly base: string
  readonly baseRef: string | undefined
}

export interface ChangeFacts {
  readonly phase: ChangePhase
  /** The conductor's own folder (`.tdd`): no leaf changes what is committed there. */
  readonly conductorDir: string
  /** Every path the tree differs in from the step's base commit. */
  readonly sinceBase: readonly PathChange[]
  /** Green: the test and snapshot paths that differ from the tree the red verdict confirmed. */
  readonly sinceRed?: readonly string[] | undefined
  /** Green: the test paths the red verdict confirmed. */
  readonly redTests?: readonly string[] | undefined
  /** Set when the leaf moved HEAD (the conductor has put it back). */
  readonly head?: HeadMove | undefined
  /** Git's controls the leaf changed (clients/conduct/controls.ts). */
  readonly controls: readonly string[]
  /** Entries of the installed dependency folders the leaf changed (clients/conduct/dependencies.ts). */
  readonly dependencies?: readonly string[] | undefined
}

export type ChangeDecision =
  { readonly ok: true; readonly testPaths: readonly string[] } | { readonly ok: false; readonly reason: string }

const LIST = 5
const list = (paths: readonly string[]): string =>
  paths.length <= LIST ? paths.join(', ') : `${paths.slice(0, LIST).join(', ')} and ${paths.length - LIST} more`
const short = (sha: string) => sha.slice(0, 12)
const where = (sha: string, ref: string | undefined) =>
  `${short(sha)} ${ref === undefined ? '(detached)' : `on ${ref}`}`

const isEvidence = (kind: FileKind): boolean => kind === 'test' || kind === 'snapshot'
const NO_METRICS: TestMetrics = { tests: 0, assertions: 0, skips: 0 }

/** Imports of a test framework by production code: a way to reach into the runner (`expect.extend`, globals). */
const FRAMEWORK_IMPORTS: readonly { readonly source: RegExp; readonly imports: RegExp }[] = [
  {
    source: /\.(?:[cm]?[jt]sx?)$/,
    imports:
      /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"](vitest|@vitest\/[\w./-]+|jest|@jest\/[\w./-]+|mocha|chai|node:test|ava|uvu|tap|bun:test|@playwright\/test)['"]/gm,
  },
  { source: /\.py$/, imports: /^\s*(?:import|from)\s+(pytest|_pytest|unittest)\b/gm },
]

/** Whether the rules read the texts of a changed path of this kind (tests, snapshots, test configuration, JS/TS/Python source). */
export function readsText(path: string, kind: FileKind): boolean {
  if (kind === 'test' || kind === 'snapshot' || kind === 'test-config') return true
  return kind === 'production' && FRAMEWORK_IMPORTS.some((f) => f.source.test(path))
}

function frameworkImports(path: string, text: string | undefined): readonly string[] {
  const language = FRAMEWORK_IMPORTS.find((f) => f.source.test(path))
  if (language === undefined || text === undefined) return []
  return [...text.matchAll(language.imports)].map((m) => m[1] ?? '')
}

/** Whether every non-blank line of `before` is still in `after` (as a multiset): a snapshot that only gained entries. */
function keepsLines(before: string, after: string): boolean {
  const counts = new Map<string, number>()
  for (const line of after.split('\n')) counts.set(line, (counts.get(line) ?? 0) + 1)
  for (const line of before.split('\n')) {
    if (line.trim() === '') continue
    const n = counts.get(line) ?? 0
    if (n === 0) return false
    counts.set(line, n - 1)
  }
  return true
}

/**
 * Files Claude Code reads as instructions when a session starts in, or reads into, the project: `CLAUDE.md` and
 * `CLAUDE.local.md` at any depth, and anything under a `.claude/` folder (settings, skills, agents, commands, hooks,
 * output styles). A developer leaf that wrote one would speak to the next leaf — or the verifier — in the project's
 * voice.
 */
function isClaudeInstructions(path: string): boolean {
  const parts = path.split('/')
  const name = parts.at(-1) ?? ''
  return name === 'CLAUDE.md' || name === 'CLAUDE.local.md' || parts.slice(0, -1).includes('.claude')
}

/** The rules every phase is held to: HEAD, git's controls, the conductor's files, links, configuration, source. */
function commonProblems(f: ChangeFacts, changes: readonly PathChange[]): string[] {
  const problems: string[] = []
  if (f.head !== undefined)
    problems.push(
      `moved HEAD (${f.head.leaf} left it at ${where(f.head.now, f.head.nowRef)}): only the conductor commits — HEAD is back at ${where(f.head.base, f.head.baseRef)}, the leaf’s changes in the work tree`,
    )
  if (f.controls.length > 0)
    problems.push(
      `changed git’s controls (ignore rules, attributes, config, hooks, index flags): ${list(f.controls)} — git would hide or rewrite what the conductor checks and commits`,
    )
  if ((f.dependencies ?? []).length > 0)
    problems.push(
      `changed the installed dependencies: ${list(f.dependencies ?? [])} (what the tests run with — the runner, its libraries — is installed before the run, never by a leaf; reinstall them)`,
    )
  const own = changes.filter((c) => c.path === f.conductorDir || c.path.startsWith(`${f.conductorDir}/`))
  if (own.length > 0)
    problems.push(
      `changed the conductor’s own files under ${f.conductorDir}/: ${list(own.map((c) => c.path))} (only the conductor writes them)`,
    )
  const rest = changes.filter((c) => !own.includes(c))
  for (const c of rest.filter((c) => c.after === 'gitlink'))
    problems.push(`added a nested git repository at ${c.path} (its files would not be committed)`)
  for (const c of rest.filter((c) => c.after === 'symlink')) {
    if (c.linksOutside === true) problems.push(`made ${c.path} a symbolic link leading outside the project`)
    else if (!isCodeUnderTest(c.kind))
      problems.push(`made ${c.path} a symbolic link (tests, snapshots and test configuration are regular files)`)
  }
  const config = rest.filter((c) => isProtectedConfig(c.path, c.kind))
  if (config.length > 0)
    problems.push(
      `changed the test configuration: ${list(config.map((c) => c.path))} (it decides which tests run and how: only a human changes it, between runs)`,
    )
  const instructions = rest.filter((c) => !config.includes(c) && isClaudeInstructions(c.path))
  if (instructions.length > 0)
    problems.push(
      `changed what Claude Code reads as instructions: ${list(instructions.map((c) => c.path))} (CLAUDE.md, CLAUDE.local.md and .claude/ speak to every later leaf and verifier: only a human changes them, between runs)`,
    )
  for (const c of rest.filter((c) => c.kind === 'test-config' && !config.includes(c) && c.after === 'file')) {
    const risky = riskyConfigChanges(c.beforeText ?? '', c.afterText ?? '')
    if (risky.length > 0)
      problems.push(`made ${c.path} add ${risky.join(', ')} (test configuration that can hide failing tests)`)
  }
  for (const c of rest.filter((c) => c.kind === 'production' && c.after === 'file')) {
    const now = frameworkImports(c.path, c.afterText)
    if (now.length > frameworkImports(c.path, c.beforeText).length)
      problems.push(
        `made ${c.path} import the test framework (${[...new Set(now)].join(', ')}): production code never reaches into the test runner`,
      )
  }
  return problems
}

/** Red: tests are only added to — none deleted, none weakened, no recorded snapshot rewritten. */
function redProblems(changes: readonly PathChange[]): { readonly problems: string[]; readonly tests: string[] } {
  const problems: string[] = []
  const deleted = changes.filter(
    (c) =>
      c.before === 'file' &&
      c.after === 'absent' &&
      (c.kind === 'snapshot' || (c.kind === 'test' && holdsTests(c.path, c.beforeText))),
  )
  if (deleted.length > 0)
    problems.push(
      `deleted ${list(deleted.map((c) => c.path))} (committed before this step: tests are only added to, and a rename counts as a deletion)`,
    )
  for (const c of changes.filter((c) => c.kind === 'test' && c.after === 'file')) {
    const before = c.before === 'file' ? testMetrics(c.path, c.beforeText ?? '') : NO_METRICS
    const after = testMetrics(c.path, c.afterText ?? '')
    if (before === undefined || after === undefined) continue
    const found = [...weakenings(before, after), ...assertionNotes(before, after)]
    if (found.length > 0) problems.push(`weakened ${c.path} (${found.join(', ')})`)
  }
  for (const c of changes.filter((c) => c.kind === 'snapshot' && c.before === 'file' && c.after === 'file'))
    if (!keepsLines(c.beforeText ?? '', c.afterText ?? ''))
      problems.push(`rewrote the recorded snapshot ${c.path} (a snapshot may only gain entries, and only in red)`)
  const tests = changes.filter((c) => c.kind === 'test' && c.after === 'file').map((c) => c.path)
  if (!changes.some((c) => c.kind === 'test' && c.after !== 'absent')) {
    const production = changes.filter((c) => c.kind === 'production').map((c) => c.path)
    problems.push(`changed no test file${production.length === 0 ? '' : ` (only ${list(production)})`}`)
  }
  return { problems, tests }
}

/**
 * Whether a developer phase's change may go to a verifier, and the test paths it is to name: red's changed tests,
 * green's the red verdict confirmed, refactor's none here (the loop names the green commit's).
 */
export function judgeChange(f: ChangeFacts): ChangeDecision {
  const problems = commonProblems(f, f.sinceBase)
  const ours = (c: PathChange) => c.path === f.conductorDir || c.path.startsWith(`${f.conductorDir}/`)
  const changes = f.sinceBase.filter((c) => !ours(c))
  let testPaths: readonly string[] = []
  if (f.phase === 'red') {
    const red = redProblems(changes)
    problems.push(...red.problems)
    testPaths = red.tests
  } else if (f.phase === 'green') {
    const confirmed = f.redTests ?? []
    const since = f.sinceRed ?? []
    const bent = since.filter((p) => confirmed.includes(p))
    const added = since.filter((p) => !confirmed.includes(p))
    if (bent.length > 0) problems.push(`changed the tests the red verdict confirmed: ${list(bent)}`)
    if (added.length > 0)
      problems.push(`added or changed tests after the red verdict: ${list(added)} (green changes production code only)`)
    testPaths = confirmed
  } else {
    const tests = changes.filter((c) => isEvidence(c.kind)).map((c) => c.path)
    if (tests.length > 0) problems.push(`changed tests: ${list(tests)}`)
  }
  if (problems.length > 0) return { ok: false, reason: `the ${f.phase} phase ${problems.join('; ')}` }
  return { ok: true, testPaths }
}

/** Why a verifier's verdict cannot stand: what changed while it ran (the tree, HEAD, git's controls); undefined if nothing. */
export function verifierTurnProblem(
  phase: ChangePhase,
  turn: {
    readonly changed: readonly string[]
    /** What changed in the verifier's own checkout (clients/conduct/verify-checkout.ts). */
    readonly checkout?: readonly string[] | undefined
    readonly head?: HeadMove | undefined
    readonly controls: readonly string[]
    /** Entries of the installed dependency folders that changed (clients/conduct/dependencies.ts). */
    readonly dependencies?: readonly string[] | undefined
  },
): string | undefined {
  const problems: string[] = []
  if (turn.changed.length > 0) problems.push(`the work tree changed: ${list(turn.changed)}`)
  if ((turn.checkout ?? []).length > 0) problems.push(`its checkout changed: ${list(turn.checkout ?? [])}`)
  if (turn.head !== undefined)
    problems.push(
      `HEAD moved (${turn.head.leaf} left it at ${where(turn.head.now, turn.head.nowRef)}; put back at ${where(turn.head.base, turn.head.baseRef)})`,
    )
  if (turn.controls.length > 0) problems.push(`git’s controls changed: ${list(turn.controls)}`)
  if ((turn.dependencies ?? []).length > 0)
    problems.push(`the installed dependencies changed: ${list(turn.dependencies ?? [])}`)
  return problems.length === 0 ? undefined : `while the ${phase} verifier ran, ${problems.join('; ')}`
}
