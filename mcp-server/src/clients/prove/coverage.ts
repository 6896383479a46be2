import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import type { RunnerSpec } from '../../domain/config.js'
import { RUNNER_FAILURE_ERRORS } from '../../domain/runner-errors.js'
import type { RunReport } from '../../domain/run-report.js'
import { testKey } from '../../domain/test-names.js'
import { errorMessage } from '../../kernel/errors.js'
import { runsPytest } from '../../runners/junit-pytest.js'
import type { Runner } from '../../runners/types.js'
import type { ProveCheckout } from './checkout.js'
import { blobText, changedLines, entryAt, type Entry, type Repo } from './repo.js'
import type { ChangeCoverage, TestVerdict } from './types.js'

/**
 * `evident prove --coverage`: which changed production lines no test proven to fail on base executes — the change-level
 * coverage a test's verdict lacks (a proven test shows the change does *something* it checks, not that it checks all
 * the change does). The proven tests run once more on head's checkout (as the head run had it), alone — their files,
 * and a name filter so no other test of those files runs — with vitest's v8 coverage, restricted to the changed
 * JS/TS production files (`coverage.include`: a changed file no proven test loads is reported too, every statement
 * unrun; vitest 4 dropped `coverage.all`, the include list is what names the files). A changed line is *executable*
 * when a statement spans it, *covered* when the innermost statement spanning it ran (an `if` that ran does not cover
 * the branch it skipped). Lines are head's numbering (`git diff -U0`).
 *
 * With no proven test the run loads no test file: nothing runs the change, every executable changed line is uncovered
 * (`vitest v8 (0 proven tests)`) — measured, so a shard without proven tests still merges (`merge.ts`). Anything that
 * cannot be measured is `measured: false` with the reason, never a pass: a JUnit runner (coverage.py for pytest is not
 * wired yet), `@vitest/coverage-v8` not installed, a run that broke or in which a proven test did not pass again.
 */
export interface CoverageRequest {
  readonly repo: Repo
  /** The range's commits (trees or commits): the changed lines are base → head. */
  readonly base: string
  readonly head: string
  /** The range's changed production paths (project-relative). */
  readonly production: readonly string[]
  readonly runner: Runner
  readonly spec: RunnerSpec
  /** Every verdict of the prove (of its shard): the `proven` ones run. */
  readonly tests: readonly TestVerdict[]
  /** The prove's checkout, set back to head's state as the head run had it (`replace`). */
  readonly checkout: ProveCheckout
  readonly replace: readonly { readonly path: string; readonly entry: Entry | undefined }[]
  readonly timeoutMs: number
}

/** The files v8 coverage can tell statements of: JavaScript and TypeScript sources. */
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/

export async function changeCoverage(request: CoverageRequest): Promise<ChangeCoverage> {
  const unsupported = unsupportedRunner(request.runner.name, request.spec)
  if (unsupported !== undefined) return notMeasured(unsupported)
  const proven = request.tests.filter((t) => t.verdict === 'proven')
  const tool = measuredTool(proven.length)
  const sources = request.production.filter((p) => SOURCE.test(p))
  const changed = [...changedLines(request.repo, request.base, request.head, sources)].filter(([, l]) => l.length > 0)
  if (changed.length === 0) return { tool, measured: true, uncovered: [], changedLines: 0, coveredLines: 0 }

  const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'evident-prove-coverage-')))
  const checkout = request.checkout
  try {
    checkout.set(request.head, request.replace)
    const missing = coverageProviderMissing(checkout.root)
    if (missing !== undefined) return notMeasured(missing)
    const reports = join(scratch, 'report')
    // No proven test: no test file at all (`--dir` an empty folder), never the whole suite.
    const empty = join(scratch, 'no-tests')
    mkdirSync(empty)
    const report = await request.runner.run({
      projectRoot: checkout.root,
      files: [...new Set(proven.map((t) => t.file))],
      timeoutMs: request.timeoutMs,
      mount: checkout.mount,
      confine:
        checkout.confine === undefined
          ? undefined
          : { ...checkout.confine, writable: [...checkout.confine.writable, scratch] },
      env: checkout.freshEnv(),
      extraArgs: [
        ...(proven.length === 0 ? ['--dir', empty, '--passWithNoTests'] : []),
        ...(proven.length === 0 ? [] : ['--testNamePattern', namePattern(proven.map((t) => t.fullName))]),
        '--coverage.enabled',
        '--coverage.provider=v8',
        '--coverage.reporter=json',
        `--coverage.reportsDirectory=${reports}`,
        ...changed.map(([path]) => `--coverage.include=${globEscape(path)}`),
      ],
    })
    const broken = runProblem(report, proven)
    if (broken !== undefined) return notMeasured(broken)
    const json = join(reports, 'coverage-final.json')
    if (!existsSync(json))
      return notMeasured(`vitest wrote no coverage report (${report.detail ?? `outcome ${report.outcome}`})`)
    const statements = statementsByFile(JSON.parse(readFileSync(json, 'utf8')) as unknown, checkout.root)
    const headText = (path: string): string => {
      const entry = entryAt(request.repo, request.head, path)
      return entry === undefined ? '' : blobText(request.repo, entry.blob)
    }
    return { tool, measured: true, ...intersect(new Map(changed), statements, headText) }
  } catch (error) {
    return notMeasured(`the coverage run could not run: ${errorMessage(error)}`.slice(0, 600))
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The tool of a measured coverage, with how many proven tests ran (`merge.ts` counts them over the shards). */
export const measuredTool = (proven: number): string => `vitest v8 (${proven} proven test${proven === 1 ? '' : 's'})`

const notMeasured = (why: string): ChangeCoverage => ({
  tool: `not measured: ${why}`,
  measured: false,
  uncovered: [],
  changedLines: 0,
  coveredLines: 0,
})

/** Why a runner's coverage cannot be measured, or undefined for vitest. */
export function unsupportedRunner(name: string, spec: RunnerSpec): string | undefined {
  if (spec.kind === 'vitest') return undefined
  if (runsPytest(spec.argv))
    return `the runner ${name} runs pytest; coverage.py is not wired into evident prove yet (vitest runners only)`
  return `the runner ${name} is a JUnit command (${spec.argv[0] ?? ''}); change coverage measures vitest runners (v8) only`
}

/** Why `@vitest/coverage-v8` cannot be loaded from the project, with the install command; undefined when it can. */
function coverageProviderMissing(projectRoot: string): string | undefined {
  const require = createRequire(join(projectRoot, 'package.json'))
  try {
    require.resolve('@vitest/coverage-v8')
    return undefined
  } catch {
    let version = '<the version of the project’s vitest>'
    try {
      const pkg = JSON.parse(readFileSync(require.resolve('vitest/package.json'), 'utf8')) as { version?: unknown }
      if (typeof pkg.version === 'string') version = pkg.version
    } catch {
      // vitest itself not resolvable: the placeholder says what to pin.
    }
    return `@vitest/coverage-v8 is not installed in the project (npm i -D @vitest/coverage-v8@${version})`
  }
}

/**
 * vitest's `--testNamePattern` for exactly these tests. vitest matches it against a test's suite and test names joined
 * by spaces; evident's full names join them by ` > ` (vitest's `fullName`): each ` > ` matches either, so a name that
 * itself holds ` > ` still matches. Anchored, every name regex-escaped.
 */
export function namePattern(fullNames: readonly string[]): string {
  const one = (name: string): string => name.split(' > ').map(regexEscape).join('(?: | > )')
  return `^(?:${[...new Set(fullNames)].map(one).join('|')})$`
}

const regexEscape = (text: string): string => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&')
const globEscape = (path: string): string => path.replace(/[\\*?[\]{}()!+@]/g, '\\$&')

/** Why the coverage run's numbers cannot stand: it broke, or a proven test did not pass in it. */
function runProblem(report: RunReport, proven: readonly TestVerdict[]): string | undefined {
  const broken = report.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name))
  if (broken !== undefined) return `the coverage run could not run: ${broken.name}: ${broken.message}`.slice(0, 600)
  if (report.outcome === 'timeout') return `the coverage run ${report.detail ?? 'timed out'}`
  const passed = new Set(report.tests.filter((t) => t.status === 'passed').map(testKey))
  const not = proven.filter((t) => !passed.has(testKey(t)))
  if (not.length === 0) return undefined
  const names = not.map((t) => `${t.file} › ${t.fullName}`)
  return `the proven test(s) ${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''} did not pass in the coverage run`
}

/** One statement of the istanbul report: the lines it spans and how often it ran. */
interface Statement {
  readonly start: number
  readonly end: number
  readonly count: number
}

/** The statements of each file of a `coverage-final.json`, by project-relative path (keys are absolute paths). */
function statementsByFile(json: unknown, root: string): Map<string, Statement[]> {
  const files = new Map<string, Statement[]>()
  if (typeof json !== 'object' || json === null) return files
  for (const [key, value] of Object.entries(json)) {
    const data = value as { path?: unknown; statementMap?: unknown; s?: unknown }
    const path = relative(root, typeof data.path === 'string' ? data.path : key)
      .split(sep)
      .join('/')
    if (path.startsWith('../') || typeof data.statementMap !== 'object' || typeof data.s !== 'object') continue
    const map = data.statementMap as Record<string, { start?: { line?: unknown }; end?: { line?: unknown } }>
    const counts = data.s as Record<string, unknown>
    const statements: Statement[] = []
    for (const [id, at] of Object.entries(map)) {
      const start = at.start?.line
      const end = at.end?.line
      if (typeof start !== 'number' || typeof end !== 'number') continue
      statements.push({ start, end, count: typeof counts[id] === 'number' ? counts[id] : 0 })
    }
    files.set(path, statements)
  }
  return files
}

/**
 * The changed lines against the statements: executable when a statement spans it, covered when one of the innermost
 * statements spanning it ran. A changed source file the report does not hold (the project's coverage config excludes
 * it) counts each changed non-blank line as executable and uncovered: nothing measured it.
 */
function intersect(
  changed: ReadonlyMap<string, readonly number[]>,
  statements: ReadonlyMap<string, readonly Statement[]>,
  headText: (path: string) => string,
): Pick<ChangeCoverage, 'uncovered' | 'changedLines' | 'coveredLines'> {
  let executable = 0
  let covered = 0
  const uncovered: ChangeCoverage['uncovered'] = []
  for (const file of [...changed.keys()].sort()) {
    const lines = changed.get(file) ?? []
    const known = statements.get(file)
    const textLines = known === undefined ? headText(file).split('\n') : []
    const missed: number[] = []
    for (const line of lines) {
      const ran =
        known === undefined ? ((textLines[line - 1] ?? '').trim() === '' ? undefined : false) : ranAt(known, line)
      if (ran === undefined) continue
      executable += 1
      if (ran) covered += 1
      else missed.push(line)
    }
    if (missed.length > 0) uncovered.push({ file, lines: missed.sort((a, b) => a - b) })
  }
  return { uncovered, changedLines: executable, coveredLines: covered }
}

/** Whether the innermost statements spanning a line ran; undefined when none spans it (not executable). */
function ranAt(statements: readonly Statement[], line: number): boolean | undefined {
  const spanning = statements.filter((s) => s.start <= line && line <= s.end)
  if (spanning.length === 0) return undefined
  const inner = Math.min(...spanning.map((s) => s.end - s.start))
  return spanning.some((s) => s.end - s.start === inner && s.count > 0)
}
