import { CONFIG_FILE } from '../../domain/config.js'
import { RUNNER_FAILURE_ERRORS } from '../../domain/runner-errors.js'
import type { RunReport } from '../../domain/run-report.js'
import { testKey } from '../../domain/test-names.js'
import { assertionNotes, holdsTests, testMetrics, weakenings } from '../../engine/gates/test-weakening.js'
import { badInput, errorMessage } from '../../kernel/errors.js'
import { classifierFor } from '../../project/classifier.js'
import { isCodeUnderTest, type FileClassifier } from '../../project/test-files.js'
import { oracleFindings } from '../../engine/gates/oracle.js'
import { RULE_WHY } from '../../engine/gates/oracle-rules.js'
import { copyPath } from '../../runners/original-proof.js'
import type { Runner } from '../../runners/types.js'
import { proveCheckout, type ProveCheckout } from './checkout.js'
import { changeCoverage } from './coverage.js'
import {
  blobText,
  changedPaths,
  entryAt,
  openRepo,
  pathDiff,
  resolveCommit,
  checkoutBytesBound,
  type Entry,
  type PathChange,
  type Repo,
} from './repo.js'
import { proveRunner } from './runner.js'
import { shardOf, type Shard } from './shard.js'
import {
  PROVE_SCHEMA,
  type ChangeCoverage,
  type FileChange,
  type FileNote,
  type ProveResult,
  type RunStatus,
  type TestVerdict,
} from './types.js'

/**
 * `evident prove <base>..<head>`: the claim evident makes about a change, re-proven from git history alone, where
 * the agent that made the change cannot reach — a CI job on a fresh clone, or the agent itself before it opens a pull
 * request. For the test files the range adds, edits, renames or deletes (by the project's classifier, as frozen in
 * the **base** commit's evident.config.json: the change cannot reconfigure how it is proven):
 *
 * - every **added** test must fail on base's production code (base's tree with head's test code: tests, snapshots,
 *   test configuration) and pass on head: else it "does not detect the change";
 * - every test of an **edited** file must pass on head in its head form and in its base form (the file as base had
 *   it, beside the head form under a copy's name): a base form failing on head means the change rewrote the spec;
 *   its head form on base's code is reported (does the edited test tell the versions apart);
 * - every **removed** test's base form runs on head: failing, the change removed a spec the new code breaks; passing,
 *   nothing checks it any more.
 *
 * Two runs of the project's own runner (`evident.config.json`'s, as `run_tests` uses): head's code with the head and
 * base forms, and base's code with the same files — each in a checkout of the commit (`checkout.ts`), with only the
 * installed dependency folders of the work tree beside it. Which tests exist is what the runner collected, never
 * what a source text seems to declare.
 */
export interface ProveOptions {
  /** The project folder (inside a git repository). */
  readonly cwd: string
  /** `<base>..<head>`. */
  readonly range: string
  /** A runner of evident.config.json (at base); default: its `default`, else the runner `evident init` would detect. */
  readonly runner?: string | undefined
  readonly shard?: Shard | undefined
  /** Also measure which changed production lines no test proven to fail on base executes. */
  readonly coverage?: boolean | undefined
  /** Limit of each run. */
  readonly timeoutMs?: number | undefined
  /** `off`: never mount at the repository's path (tests of the fallback). */
  readonly mount?: 'auto' | 'off' | undefined
  readonly env?: Readonly<Record<string, string | undefined>> | undefined
}

const DEFAULT_TIMEOUT_MS = 10 * 60_000

/** `<base>..<head>` split; three dots, an empty end or an option-looking end are refused. */
function parseRange(range: string): { readonly base: string; readonly head: string } {
  const match = /^([^.\s][^\s]*?)\.\.([^.\s][^\s]*)$/.exec(range.trim())
  if (match === null || range.includes('...') || match[1]?.includes('..') === true || match[2]?.includes('..') === true)
    throw badInput(
      `"${range}" is not a range <base>..<head>`,
      'name the commit the change starts from and the one it ends at, e.g. evident prove main..HEAD or origin/main..feature',
    )
  return { base: match[1] ?? '', head: match[2] ?? '' }
}

/** One test file the range touches, with where each of its forms runs. */
interface Unit {
  /** The head path (added, edited, renamed), else the base path (deleted): its order for sharding. */
  readonly key: string
  readonly headPath: string | undefined
  readonly basePath: string | undefined
  readonly baseEntry: Entry | undefined
  /** Where the base form runs in both checkouts: a copy beside the head form, or its own (base) path. */
  readonly baseRun: string | undefined
  readonly change: PathChange
}

export async function prove(options: ProveOptions): Promise<ProveResult> {
  const started = Date.now()
  const { base: baseRev, head: headRev } = parseRange(options.range)
  const repo = openRepo(options.cwd)
  const base = resolveCommit(repo, baseRev)
  const head = resolveCommit(repo, headRev)
  const configEntry = entryAt(repo, base.tree, CONFIG_FILE)
  const configText = configEntry === undefined ? undefined : blobText(repo, configEntry.blob)
  const projectRoot = repo.prefix === '' ? repo.top : `${repo.top}/${repo.prefix}`
  const { runner, spec } = proveRunner(projectRoot, configText, options.runner, options.env ?? process.env)
  const classify = await classifierFor(projectRoot, configText ?? '{}')

  const changes = changedPaths(repo, base.tree, head.tree)
  const isTestCode = (c: PathChange): boolean =>
    classify(c.path) === 'test' || (c.from !== undefined && classify(c.from) === 'test')
  const testChanges = changes.filter(isTestCode)
  const production = changes.filter((c) => !isTestCode(c) && isCodeUnderTest(classify(c.path))).map((c) => c.path)
  const allUnits = testChanges.flatMap((c) => unitOf(repo, c, head.tree, base.tree))
  const units = shardOf(allUnits, options.shard)
  // Production notes belong to the whole range: the first shard (or the unsharded prove) gives them, once.
  const first = options.shard === undefined || options.shard.index === 1
  const notes = [
    ...units.flatMap((u) => textNotes(repo, u, base.tree, head.tree)),
    ...(first
      ? [
          ...changes.filter((c) => classify(c.path) === 'production').flatMap((c) => oracleNotes(repo, c, classify)),
          ...supportNotes(repo, changes, allUnits, classify),
          ...untestedNotes(changes, allUnits, classify),
        ]
      : []),
  ]
  const result = (
    tests: readonly TestVerdict[],
    problems: readonly string[],
    places: readonly Place[],
    coverage?: ChangeCoverage,
    more: readonly FileNote[] = [],
  ): ProveResult => ({
    schema: PROVE_SCHEMA,
    base,
    head,
    project: repo.prefix,
    runner: runner.name,
    ...(options.shard === undefined ? {} : { shard: options.shard }),
    testFiles: testChanges.map(fileChange),
    provenFiles: units.map((u) => u.key),
    production: [...production],
    tests: [...tests],
    notes: [...notes, ...more],
    problems: [...problems],
    places: [...new Set(places)],
    ...(coverage === undefined ? {} : { coverage }),
    ms: Date.now() - started,
  })
  const unnamed = units.filter((u) => u.baseEntry !== undefined && u.baseRun === undefined)
  // git names files by bytes; a runner is told a file's name as text, which a name that is not UTF-8 cannot be.
  const unspeakable = units.filter((u) => [u.headPath, u.basePath].some((p) => p?.includes('\ufffd') === true))
  if (unnamed.length > 0 || unspeakable.length > 0)
    return result(
      [],
      [
        ...unnamed.map(
          (u) =>
            `${u.key}: its base form cannot run beside its head form (the file name has no test/spec part to put a copy's marker in)`,
        ),
        ...unspeakable.map(
          (u) => `${u.key}: the file's name is not UTF-8, so no runner can be told it; rename it to prove the range`,
        ),
      ],
      [],
    )
  if (units.length === 0 && options.coverage !== true) return result([], [], [])

  const headFiles = units.flatMap((u) => (u.headPath === undefined ? [] : [u.headPath]))
  const headReplace = units.flatMap(baseFormReplace)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  let checkout: ProveCheckout | undefined
  try {
    checkout = proveCheckout(repo, options.mount ?? 'auto', checkoutBytesBound(repo))
    const place = checkout.place
    const within = checkout
    // `--coverage`: the proven tests once more on head's checkout, with coverage (none proven: nothing runs the change).
    const measure = async (tests: readonly TestVerdict[]): Promise<ChangeCoverage | undefined> =>
      options.coverage !== true
        ? undefined
        : await changeCoverage({
            repo,
            base: base.tree,
            head: head.tree,
            production,
            runner,
            spec,
            tests,
            checkout: within,
            replace: headReplace,
            timeoutMs,
          })
    if (units.length === 0) return result([], [], [place], await measure([]))
    // Head's code: the head forms and, beside them, the base forms.
    checkout.set(head.tree, headReplace)
    const onHead = await runIn(
      runner,
      checkout,
      `head ${head.commit.slice(0, 12)}`,
      [...headFiles, ...units.flatMap((u) => (u.baseRun === undefined ? [] : [u.baseRun]))],
      timeoutMs,
    )
    if (onHead.report === undefined) return result([], [onHead.problem ?? ''], [place])
    // Base's code: head's test code (tests, snapshots, test configuration) over base's tree. A base form whose tests
    // head's code could not even load runs here too, on the code it was written for, to know which tests it held.
    const unlisted = units.filter(
      (u) => u.baseRun !== undefined && idsIn(onHead.report as RunReport, u.baseRun).length === 0,
    )
    const headTestCode = changes
      .filter((c) => c.after !== undefined && !isCodeUnderTest(classify(c.path)))
      .map((c) => ({ path: c.path, entry: c.after }))
    checkout.set(base.tree, [
      ...headTestCode,
      ...unlisted.filter((u) => u.baseRun !== u.basePath).flatMap(baseFormReplace),
    ])
    const onBase = await runIn(
      runner,
      checkout,
      `base ${base.commit.slice(0, 12)}`,
      [...headFiles, ...unlisted.flatMap((u) => (u.baseRun === undefined ? [] : [u.baseRun]))],
      timeoutMs,
    )
    if (onBase.report === undefined) return result([], [onBase.problem ?? ''], [place])
    const headRun = onHead.report
    const baseRun = onBase.report
    // A base form the runner collected in neither run — no test, no load error — was kept out of the runs (head's test
    // configuration excluding the copy's name): its tests cannot be told from added ones, so nothing is judged.
    const hidden = units.filter(
      (u) =>
        u.baseRun !== undefined &&
        [headRun, baseRun].every(
          (r) => idsIn(r, u.baseRun ?? '').length === 0 && fileError(r, u.baseRun ?? '') === undefined,
        ),
    )
    if (hidden.length > 0)
      return result(
        [],
        hidden.map(
          (u) =>
            `${u.key}: its base form ran as ${u.baseRun ?? ''} and the runner collected nothing from it — does head's test configuration exclude that name? The range's tests cannot be told from its new ones`,
        ),
        [place],
      )
    const tests = units.flatMap((u) => judgeUnit(u, headRun, baseRun))
    return result(tests, [], [place], await measure(tests), unhandledNotes(headRun))
  } catch (error) {
    return result([], [`the checkout could not be made: ${errorMessage(error)}`], [])
  } finally {
    checkout?.dispose()
  }
}

type Place = 'project-path' | 'temp-dir'

function fileChange(c: PathChange): FileChange {
  return { path: c.path, status: c.status, ...(c.from === undefined ? {} : { from: c.from }) }
}

/** The unit of a changed test file, or none when neither form holds tests (a helper, a fixture). */
function unitOf(repo: Repo, change: PathChange, headTree: string, baseTree: string): Unit[] {
  const basePath = change.before === undefined ? undefined : (change.from ?? change.path)
  const headPath = change.after === undefined ? undefined : change.path
  const holds = (path: string | undefined, entry: Entry | undefined): boolean =>
    path !== undefined && entry !== undefined && holdsTests(path, blobText(repo, entry.blob))
  if (!holds(headPath, change.after) && !holds(basePath, change.before)) return []
  let baseRun: string | undefined
  if (basePath !== undefined) {
    // Its own base path when head has nothing there (deleted, renamed away), else a copy beside the head form.
    const free = entryAt(repo, headTree, basePath) === undefined
    const copy = copyPath(basePath, 'base')
    baseRun =
      free && basePath !== headPath
        ? basePath
        : copy !== undefined &&
            entryAt(repo, headTree, copy) === undefined &&
            entryAt(repo, baseTree, copy) === undefined
          ? copy
          : undefined
  }
  return [{ key: headPath ?? basePath ?? change.path, headPath, basePath, baseEntry: change.before, baseRun, change }]
}

const baseFormReplace = (u: Unit): { path: string; entry: Entry | undefined }[] =>
  u.baseRun === undefined || u.baseEntry === undefined ? [] : [{ path: u.baseRun, entry: u.baseEntry }]

interface RunOutcome {
  readonly report: RunReport | undefined
  readonly problem: string | undefined
}

/** The report of a run of no file: only removed tests, whose base forms ran on head, are judged. */
const EMPTY_REPORT: RunReport = {
  runner: '',
  argv: [],
  projectRoot: '',
  startedAt: '',
  endedAt: '',
  exitCode: 0,
  outcome: 'passed',
  tests: [],
  errors: [],
}

async function runIn(
  runner: Runner,
  checkout: ProveCheckout,
  which: string,
  files: readonly string[],
  timeoutMs: number,
): Promise<RunOutcome> {
  if (files.length === 0) return { report: EMPTY_REPORT, problem: undefined }
  try {
    const report = await runner.run({
      projectRoot: checkout.root,
      files,
      timeoutMs,
      mount: checkout.mount,
      confine: checkout.confine,
      env: checkout.freshEnv(),
    })
    const broken = report.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name))
    if (broken === undefined) return { report, problem: undefined }
    return {
      report: undefined,
      problem: `the run on ${which} could not run: ${broken.name}: ${broken.message}`.slice(0, 600),
    }
  } catch (error) {
    return { report: undefined, problem: `the run on ${which} could not run: ${errorMessage(error)}` }
  }
}

interface Id {
  readonly fullName: string
  readonly ordinal: number
}

/** The tests a report holds for a file, in its order. */
function idsIn(report: RunReport, file: string): Id[] {
  return report.tests.filter((t) => t.file === file).map((t) => ({ fullName: t.fullName, ordinal: t.ordinal ?? 0 }))
}

/** What a report says of one test: its status, `error` when its file did not load (or the run timed out), else absent. */
function statusIn(report: RunReport, file: string, id: Id): RunStatus {
  const key = testKey({ file, ...id })
  const test = report.tests.find((t) => testKey(t) === key)
  if (test !== undefined) return test.status === 'todo' ? 'skipped' : test.status
  if (fileError(report, file) !== undefined || report.outcome === 'timeout') return 'error'
  return 'absent'
}

function fileError(report: RunReport, file: string) {
  return report.errors.find((e) => e.scope !== 'test' && (e.file === file || e.file === undefined || e.file === null))
}

/** The failure of one test in a report (or of its file), as a reader needs it: the message and the expected/actual. */
function failureIn(report: RunReport, file: string, id: Id): string | undefined {
  const key = testKey({ file, ...id })
  const error =
    report.errors.find((e) => e.scope === 'test' && e.test !== undefined && testKey(e.test) === key) ??
    fileError(report, file)
  if (error === undefined) return report.outcome === 'timeout' ? (report.detail ?? 'the run timed out') : undefined
  const diff = error.diff === undefined ? '' : `\n${error.diff}`
  return `${error.name}: ${error.message}${diff}`.slice(0, 2000)
}

const failing = (s: RunStatus | undefined): boolean => s === 'failed' || s === 'error'

function judgeUnit(unit: Unit, headRun: RunReport, baseRun: RunReport): TestVerdict[] {
  const headIds = unit.headPath === undefined ? [] : idsIn(headRun, unit.headPath)
  // The base form's tests as either run collected them (on base's code it is the commit as it was).
  const baseIds =
    unit.baseRun === undefined ? [] : unique([...idsIn(baseRun, unit.baseRun), ...idsIn(headRun, unit.baseRun)])
  const inBase = new Set(baseIds.map(idKey))
  const inHead = new Set(headIds.map(idKey))
  const verdicts: TestVerdict[] = []
  if (unit.headPath !== undefined && headIds.length === 0) verdicts.push(unloaded(unit, unit.headPath, headRun))
  for (const id of headIds) {
    const file = unit.headPath ?? ''
    const onHead = statusIn(headRun, file, id)
    const onBase = statusIn(baseRun, file, id)
    const where = { file, fullName: id.fullName, ordinal: id.ordinal, onHead, onBase }
    if (!inBase.has(idKey(id))) {
      verdicts.push({ ...where, kind: 'added', ...added(onHead, onBase, () => failureIn(headRun, file, id)) })
      continue
    }
    const runPath = unit.baseRun ?? ''
    const baseFormOnHead = statusIn(headRun, runPath, id)
    verdicts.push({
      ...where,
      ...(unit.basePath !== undefined && unit.basePath !== file ? { baseFile: unit.basePath } : {}),
      kind: 'changed',
      baseFormOnHead,
      ...changed(onHead, baseFormOnHead, onBase, {
        head: () => failureIn(headRun, file, id),
        base: () => failureIn(headRun, runPath, id),
      }),
    })
  }
  for (const id of baseIds.filter((i) => !inHead.has(idKey(i)))) {
    const runPath = unit.baseRun ?? ''
    const baseFormOnHead = statusIn(headRun, runPath, id)
    const failure = failing(baseFormOnHead) ? failureIn(headRun, runPath, id) : undefined
    verdicts.push({
      file: unit.basePath ?? runPath,
      baseFile: unit.basePath ?? runPath,
      fullName: id.fullName,
      ordinal: id.ordinal,
      kind: 'removed',
      baseFormOnHead,
      ...(failing(baseFormOnHead)
        ? { verdict: 'spec-removed', detail: 'removed by the change, and its base form fails on head' }
        : baseFormOnHead === 'passed'
          ? {
              verdict: 'removed',
              detail: 'removed by the change; its base form still passes on head, nothing checks it now',
            }
          : { verdict: 'holds', detail: `removed by the change; its base form was ${baseFormOnHead} on head` }),
      ...(failure === undefined ? {} : { failure }),
    })
  }
  return verdicts
}

const idKey = (id: Id): string => `${id.fullName}\u0000${id.ordinal}`
const unique = (ids: readonly Id[]): Id[] => [...new Map(ids.map((i) => [idKey(i), i])).values()]

/** A head test file of which the runner collected no test on head: a file that did not load, or holds none it runs. */
function unloaded(unit: Unit, file: string, headRun: RunReport): TestVerdict {
  const error = fileError(headRun, file)
  const kind = unit.baseEntry === undefined ? 'added' : 'changed'
  return error === undefined
    ? {
        file,
        fullName: '',
        ordinal: 0,
        kind,
        onHead: 'absent',
        verdict: 'not-run',
        detail: `the runner collected no test of ${file} on head`,
      }
    : {
        file,
        fullName: '',
        ordinal: 0,
        kind,
        onHead: 'error',
        verdict: 'fails-on-head',
        detail: `${file} does not load on head`,
        failure: `${error.name}: ${error.message}`.slice(0, 2000),
      }
}

type Judged = Pick<TestVerdict, 'verdict' | 'detail' | 'failure'>

function added(onHead: RunStatus, onBase: RunStatus, failure: () => string | undefined): Judged {
  if (onHead === 'skipped' || onHead === 'absent')
    return { verdict: 'not-run', detail: `added, but ${onHead === 'skipped' ? 'skipped' : 'not run'} on head` }
  if (onHead !== 'passed')
    return withFailure({ verdict: 'fails-on-head', detail: 'added, and fails on head' }, failure())
  if (failing(onBase))
    return {
      verdict: 'proven',
      detail: `fails without the change (${onBase === 'error' ? 'its file does not load on base' : 'failed on base'}) and passes with it`,
    }
  return {
    verdict: 'does-not-detect',
    detail: `added, but ${onBase === 'passed' ? 'passes' : `was ${onBase}`} on base's code too: it does not detect the change`,
  }
}

function changed(
  onHead: RunStatus,
  baseFormOnHead: RunStatus,
  onBase: RunStatus,
  failure: { readonly head: () => string | undefined; readonly base: () => string | undefined },
): Judged {
  if (failing(onHead)) return withFailure({ verdict: 'fails-on-head', detail: 'fails on head' }, failure.head())
  if (failing(baseFormOnHead))
    return withFailure(
      { verdict: 'spec-changed', detail: 'its base form fails on head: the change rewrote the spec it was held to' },
      failure.base(),
    )
  if (onHead !== 'passed' && baseFormOnHead === 'passed')
    return { verdict: 'weakened', detail: `its base form passes on head, but its head form is ${onHead}` }
  if (onHead !== 'passed') return { verdict: 'not-run', detail: `${onHead} on head, in both forms` }
  const detects = failing(onBase)
    ? 'its head form fails on base (it detects the change)'
    : `its head form ${onBase === 'passed' ? 'passes' : `is ${onBase}`} on base too`
  return { verdict: 'holds', detail: `passes on head in both forms; ${detects}` }
}

const withFailure = (judged: Judged, failure: string | undefined): Judged =>
  failure === undefined ? judged : { ...judged, failure }

/**
 * What the test file's text says changed, base → head: skip/only/todo markers added or test cases removed (a
 * weakening, a finding), fewer assertions (a note: two `expect`s merged into one prove as much).
 */
function textNotes(repo: Repo, unit: Unit, baseTree: string, headTree: string): FileNote[] {
  const { change } = unit
  if (change.before === undefined || change.after === undefined || unit.headPath === undefined) return []
  const before = testMetrics(unit.basePath ?? unit.headPath, blobText(repo, change.before.blob))
  const after = testMetrics(unit.headPath, blobText(repo, change.after.blob))
  if (before === undefined || after === undefined) return []
  const weak = weakenings(before, after)
  const fewer = assertionNotes(before, after)
  if (weak.length === 0 && fewer.length === 0) return []
  const diff = truncate(pathDiff(repo, baseTree, headTree, unit.basePath ?? unit.headPath, unit.headPath), 120)
  return [
    ...weak.map((text) => ({ file: unit.headPath ?? '', level: 'weakening' as const, text, diff })),
    ...fewer.map((text) => ({ file: unit.headPath ?? '', level: 'note' as const, text, diff })),
  ]
}

/**
 * Production code the range adds that reads the test's oracle — the test runner's environment (`process.env.VITEST`),
 * the test file's text, the call stack, a patched builtin (`engine/gates/oracle.ts`, the rules the session's hooks
 * record as ORACLE_AWARE_CODE): an added test that passes on such code proves nothing about the change.
 */
function oracleNotes(repo: Repo, change: PathChange, classify: FileClassifier): FileNote[] {
  if (change.after === undefined) return []
  const before = change.before === undefined ? '' : blobText(repo, change.before.blob)
  return oracleFindings(change.path, before, blobText(repo, change.after.blob), classify).map((f) => ({
    file: change.path,
    level: 'oracle' as const,
    text: `${RULE_WHY[f.rule]} (${f.rule}, line ${f.line}): ${f.text}`,
  }))
}

/**
 * The test support code the range changes — helpers and setup files (test code holding no test case) and the test
 * configuration: every verdict of the range rests on them, and a base form runs under head's. A helper left with fewer
 * assertions is a weakening of every test that calls it; any other change is a note for the reviewer.
 */
function supportNotes(
  repo: Repo,
  changes: readonly PathChange[],
  units: readonly Unit[],
  classify: FileClassifier,
): FileNote[] {
  const proven = new Set(units.map((u) => u.change.path))
  return changes.flatMap((c): FileNote[] => {
    const kind = classify(c.path)
    if (proven.has(c.path) || (kind !== 'test' && kind !== 'test-config')) return []
    if (kind === 'test' && c.before !== undefined) {
      const before = testMetrics(c.from ?? c.path, blobText(repo, c.before.blob))
      const after = c.after === undefined ? undefined : testMetrics(c.path, blobText(repo, c.after.blob))
      const lost = before !== undefined && before.assertions > (after?.assertions ?? 0)
      if (lost)
        return [
          {
            file: c.path,
            level: 'weakening',
            text: `test support code ${c.after === undefined ? 'deleted' : 'changed'} with fewer assertions (${before.assertions} → ${after?.assertions ?? 0}): every test that calls it checks less`,
          },
        ]
    }
    const what = kind === 'test' ? 'test support code (no test case of its own)' : 'test configuration'
    return [
      {
        file: c.path,
        level: 'note',
        text: `${what} ${c.status}: the runs of this range — the base forms of edited tests included — used head's version`,
      },
    ]
  })
}

/** Production code changed and not one test added, edited or removed: nothing proves the change. */
function untestedNotes(changes: readonly PathChange[], units: readonly Unit[], classify: FileClassifier): FileNote[] {
  if (units.length > 0) return []
  const code = changes.filter((c) => classify(c.path) === 'production').map((c) => c.path)
  if (code.length === 0) return []
  return [
    {
      file: code[0] ?? '',
      level: 'untested',
      text: `${code.length} production file(s) changed (${code.slice(0, 5).join(', ')}${code.length > 5 ? ', …' : ''}) and no test added, edited or removed: nothing proves the change`,
    },
  ]
}

/** Errors head's run reported outside any test (a timer throwing, an unhandled rejection): head's code fails there. */
function unhandledNotes(report: RunReport): FileNote[] {
  return report.errors
    .filter((e) => e.scope === 'unhandled')
    .map((e) => ({
      file: e.file ?? e.frames[0]?.file ?? '(run)',
      level: 'head-error' as const,
      text: `head's run reported an error outside any test: ${e.name}: ${e.message.split('\n')[0] ?? ''}`.slice(0, 500),
    }))
}

function truncate(diff: string, lines: number): string {
  const all = diff.split('\n')
  return all.length <= lines ? diff : [...all.slice(0, lines), `… ${all.length - lines} more line(s)`].join('\n')
}
