import type { TestFailure, TestOutcome } from '../domain/run-report.js'

/**
 * What pytest printed, held against the JUnit report it is said to have written. Results come from the report alone;
 * pytest's terminal output is only ever a reason to refuse a report, never a source of results. pytest ends every run
 * it finishes with a summary line — `1 failed, 4 passed, 1 skipped, 1 xfailed, 1 xpassed, 2 errors in 1.74s`,
 * `no tests ran in 0.01s`, with or without `=` around it — and, by default, a short summary naming each failing test
 * (`FAILED tests/test_a.py::test_bad - assert 1 == 2`, `ERROR tests/test_b.py`; `-rA` adds `PASSED` lines).
 *
 * A report is refused when the command runs pytest and
 * - pytest printed no summary line (`JUnitReportUnconfirmed`): pytest did not finish — something ended it early, such
 *   as code under test calling `os._exit(0)` after writing a report of its own — or its terminal output is off
 *   (`-qq`, `-p no:terminal`);
 * - the report's counts cannot be the summary's (`JUnitReportContradicted`): more passed tests than `passed` +
 *   `xpassed`, fewer than that minus `errors` (a teardown error turns a passed test's testcase into an error), more
 *   failing testcases and file errors than `failed` + `errors`, none while the summary counts a failure, or more
 *   skipped than `skipped` + `xfailed`. The bounds leave room for what pytest counts apart from testcases (a failed
 *   subtest is one more `failed` in its test's testcase; a failure and a teardown error of one test are two
 *   testcases);
 * - a test the short summary names as FAILED or ERROR (or PASSED) is not failing (or passing) in the report under that
 *   name (its `Class::name[param]` after a `::`; a path-only `ERROR path` needs a file error in the report).
 */
export interface PytestSummary {
  /** The line as printed, without colours. */
  readonly line: string
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  readonly xfailed: number
  readonly xpassed: number
  readonly errors: number
}

export interface Disagreement {
  readonly name: 'JUnitReportUnconfirmed' | 'JUnitReportContradicted'
  readonly message: string
}

/** Whether the command runs pytest: an element naming `pytest` or `py.test` as a word or a path's last part. */
export function runsPytest(argv: readonly string[]): boolean {
  return argv.some((word) => /(?:^|[\s/])py\.?test(?:$|\s)/.test(word))
}

// eslint-disable-next-line no-control-regex
const COLOUR = /\x1b\[[0-9;]*[A-Za-z]/g
const SUMMARY = /^=*\s*(.+?) in \d+(?:\.\d+)?\s?s(?:econds)?(?: \(\d+:\d\d:\d\d(?:\.\d+)?\))?\s*=*$/
const ITEM = /^(\d+) ([a-z][a-z ]*)$/
const COUNTED: Readonly<Record<string, keyof Omit<PytestSummary, 'line'>>> = {
  passed: 'passed',
  failed: 'failed',
  skipped: 'skipped',
  xfailed: 'xfailed',
  xpassed: 'xpassed',
  error: 'errors',
  errors: 'errors',
}

const linesOf = (output: string): readonly string[] =>
  output
    .replace(COLOUR, '')
    .split(/\r?\n/)
    .map((line) => line.trim())

/** pytest's last summary line in `output`, or undefined when it printed none. */
export function pytestSummary(output: string): PytestSummary | undefined {
  for (const line of [...linesOf(output)].reverse()) {
    const parsed = summaryOf(line)
    if (parsed !== undefined) return parsed
  }
  return undefined
}

function summaryOf(line: string): PytestSummary | undefined {
  const body = SUMMARY.exec(line)?.[1]
  if (body === undefined) return undefined
  const counts = { passed: 0, failed: 0, skipped: 0, xfailed: 0, xpassed: 0, errors: 0 }
  if (body === 'no tests ran') return { line, ...counts }
  for (const item of body.split(', ')) {
    const match = ITEM.exec(item)
    if (match === null) return undefined
    const key = Object.hasOwn(COUNTED, match[2] ?? '') ? COUNTED[match[2] ?? ''] : undefined
    if (key !== undefined) counts[key] += Number(match[1])
  }
  return { line, ...counts }
}

/** The `FAILED`/`ERROR`/`PASSED` lines of pytest's last short test summary (without the word), in order. */
function shortSummary(output: string): readonly { readonly word: string; readonly rest: string }[] {
  const lines = linesOf(output)
  const header = lines.findLastIndex((line) => /^=+ short test summary info =+$/.test(line))
  if (header < 0) return []
  const named: { word: string; rest: string }[] = []
  for (const line of lines.slice(header + 1)) {
    if (line.startsWith('=') || line.startsWith('!') || summaryOf(line) !== undefined) break
    const match = /^(FAILED|ERROR|PASSED) (.+)$/.exec(line)
    if (match !== null) named.push({ word: match[1] ?? '', rest: match[2] ?? '' })
  }
  return named
}

/** Why the report cannot be what pytest printed, or undefined when it can. */
export function disagreementWithPytest(
  output: string,
  tests: readonly TestOutcome[],
  errors: readonly TestFailure[],
): Disagreement | undefined {
  const summary = pytestSummary(output)
  if (summary === undefined) {
    return {
      name: 'JUnitReportUnconfirmed',
      message:
        'pytest printed no summary line (such as "2 passed in 0.05s"), so nothing confirms that pytest wrote the JUnit ' +
        'XML: pytest did not finish (something ended it early, e.g. code under test calling os._exit after writing a ' +
        'report), or its terminal output is off (-qq, -p no:terminal). Run pytest so that it prints its summary line',
    }
  }
  const counted = reportCounts(tests, errors)
  const { passed, failed, skipped, xfailed, xpassed, errors: errored } = summary
  const countsFit =
    counted.passed <= passed + xpassed &&
    counted.passed >= passed + xpassed - errored &&
    counted.failing <= failed + errored &&
    (failed + errored === 0 || counted.failing > 0) &&
    counted.skipped <= skipped + xfailed
  if (!countsFit) {
    return contradicted(
      `pytest printed "${summary.line}" but its JUnit XML holds ${counted.passed} passed, ` +
        `${counted.failing} failing and ${counted.skipped} skipped testcase(s)`,
    )
  }
  for (const { word, rest } of shortSummary(output)) {
    if (!named(word, rest, tests, errors)) {
      const as = word === 'PASSED' ? 'passing' : 'failing'
      return contradicted(`pytest reported "${word} ${rest}" but its JUnit XML has no ${as} test of that name`)
    }
  }
  return undefined
}

const contradicted = (what: string): Disagreement => ({
  name: 'JUnitReportContradicted',
  message:
    `${what}: the report is not the one this pytest run wrote (or a plugin changes what pytest counts). ` +
    'Check that nothing but pytest writes the report and that no plugin rewrites it',
})

function reportCounts(
  tests: readonly TestOutcome[],
  errors: readonly TestFailure[],
): { readonly passed: number; readonly failing: number; readonly skipped: number } {
  const withStatus = (status: readonly string[]): number => tests.filter((t) => status.includes(t.status)).length
  return {
    passed: withStatus(['passed']),
    failing: withStatus(['failed']) + errors.filter((e) => e.scope !== 'test').length,
    skipped: withStatus(['skipped', 'todo']),
  }
}

/** Whether the report has a test of the outcome `word` names for the node id that starts `rest`. */
function named(word: string, rest: string, tests: readonly TestOutcome[], errors: readonly TestFailure[]): boolean {
  const nodeId = rest.split(' - ')[0] ?? rest
  if (word !== 'PASSED' && !nodeId.includes('::')) return errors.some((e) => e.scope !== 'test')
  const status = word === 'PASSED' ? 'passed' : 'failed'
  return tests.some((t) => t.status === status && mentions(rest, nodeIdNames(t.fullName)))
}

/** Whether `rest` is `<path>::<names>` followed by nothing or by ` - <message>`. */
function mentions(rest: string, names: string): boolean {
  const needle = `::${names}`
  for (let at = rest.indexOf(needle); at >= 0; at = rest.indexOf(needle, at + 1)) {
    const end = at + needle.length
    if (end === rest.length || rest.startsWith(' - ', end)) return true
  }
  return false
}

/** A full name (`TestGroup > test_p[a > b]`) as the names of a pytest node id (`TestGroup::test_p[a > b]`). */
function nodeIdNames(fullName: string): string {
  const names: string[] = []
  for (const piece of fullName.split(' > ')) {
    const last = names.at(-1)
    const open = last !== undefined && occurrences(last, '[') > occurrences(last, ']')
    if (open) names[names.length - 1] = `${last} > ${piece}`
    else names.push(piece)
  }
  return names.join('::')
}

const occurrences = (text: string, char: string): number => text.split(char).length - 1
