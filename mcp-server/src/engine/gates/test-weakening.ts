import { TEST_NAME, type FileKind } from '../../project/test-files.js'

/**
 * Test weakening, judged from source text alone: a change that adds skip/only/todo/fails markers or removes test
 * cases is a weakening; fewer assertions is only a note (`assertionNotes`) — two `expect`s merged into one
 * `toEqual`, or an assertion moved into a helper, count fewer and prove as much. Whether the red test still proves
 * its behavior is judged by running it: the red re-run (`runners/red-recheck.ts`) at leaving green re-runs it on the
 * red run's production code, where it must still fail. Counts are per language (by file extension). Test cases and
 * assertions are counted in the code with its comments removed, so commenting one out removes it; skip markers are
 * counted in the whole text, comments included — both err on the side of reporting.
 */
export interface TestMetrics {
  /** Test cases declared (`it(`/`test(`, `def test_…`, `func TestX`). */
  readonly tests: number
  /** Assertions (`expect(`/`assert`, `assert …`/`self.assert…`, `t.Error…`/`require.…`). */
  readonly assertions: number
  /** Markers that skip, focus or invert tests (`.skip`, `.only`, `.todo`, `.fails`, `skipIf`, `xit`, `@pytest.mark.skip`, `t.Skip`). */
  readonly skips: number
}

interface Patterns {
  /** How the language writes comments (for removing them before counting tests and assertions). */
  readonly comments: 'c' | 'hash'
  readonly tests: readonly RegExp[]
  readonly assertions: readonly RegExp[]
  readonly skips: readonly RegExp[]
}

const JS: Patterns = {
  comments: 'c',
  tests: [/(?<![\w$.])(?:it|test)(?:\.(?:concurrent|sequential|each\s*(?:\([^)]*\)|`[^`]*`)))*\s*\(/g],
  assertions: [/(?<![\w$.])(?:expect(?:\.soft|\.poll)?|expectTypeOf|assert(?:\.\w+)?)\s*\(/g],
  skips: [
    /(?<![\w$])(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:skip|only|todo|fails|skipIf|runIf)\b/g,
    /(?<![\w$.])(?:xit|xtest|xdescribe|fit|fdescribe)\s*\(/g,
    /(?<![\w$])(?:ctx|context|t)\.skip\s*\(/g,
  ],
}

const PYTHON: Patterns = {
  comments: 'hash',
  tests: [/^\s*(?:async\s+)?def\s+test\w*\s*\(/gm],
  assertions: [/^\s*assert\b/gm, /\bself\.assert\w+\s*\(/g, /\bpytest\.raises\s*\(/g],
  skips: [
    /@pytest\.mark\.(?:skip|skipif|xfail)\b/g,
    /@unittest\.(?:skip|skipIf|skipUnless|expectedFailure)\b/g,
    /\bpytest\.(?:skip|xfail)\s*\(/g,
    /\bself\.skipTest\s*\(/g,
  ],
}

const GO: Patterns = {
  comments: 'c',
  tests: [/^func\s+(?:Test|Fuzz|Example)\w*\s*\(/gm],
  assertions: [/\b[tb]\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/g, /\b(?:assert|require)\.\w+\s*\(/g],
  skips: [/\b[tb]\.(?:Skip|SkipNow|Skipf)\s*\(/g],
}

function patternsFor(path: string): Patterns | undefined {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return JS
  if (path.endsWith('.py')) return PYTHON
  if (path.endsWith('.go')) return GO
  return undefined
}

const count = (text: string, patterns: readonly RegExp[]): number =>
  patterns.reduce((sum, re) => sum + (text.match(re)?.length ?? 0), 0)

/**
 * The text with its comments blanked out (`//` and block comments, or `#` for Python), keeping string literals
 * (quotes and, for C-like languages, template literals) and line breaks, so a `//` inside a URL is not a comment.
 */
function withoutComments(text: string, style: 'c' | 'hash'): string {
  let out = ''
  let quote: string | undefined
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? ''
    if (quote !== undefined) {
      out += ch
      if (ch === '\\') {
        out += text[i + 1] ?? ''
        i++
      } else if (ch === quote || (ch === '\n' && quote !== '`')) {
        quote = undefined
      }
      continue
    }
    const next = text[i + 1]
    const lineComment = style === 'c' ? ch === '/' && next === '/' : ch === '#'
    if (lineComment) {
      const end = text.indexOf('\n', i)
      i = end === -1 ? text.length : end - 1
      continue
    }
    if (style === 'c' && ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      const comment = text.slice(i, end === -1 ? text.length : end + 2)
      out += comment.replace(/[^\n]/g, ' ')
      i = end === -1 ? text.length : end + 1
      continue
    }
    if (ch === '"' || ch === "'" || (style === 'c' && ch === '`')) quote = ch
    out += ch
  }
  return out
}

/** Metrics of a test source, or undefined for a language evident does not read. */
export function testMetrics(path: string, text: string): TestMetrics | undefined {
  const p = patternsFor(path)
  if (p === undefined) return undefined
  const code = withoutComments(text, p.comments)
  return { tests: count(code, p.tests), assertions: count(code, p.assertions), skips: count(text, p.skips) }
}

export const addMetrics = (a: TestMetrics, b: TestMetrics, sign: 1 | -1 = 1): TestMetrics => ({
  tests: a.tests + sign * b.tests,
  assertions: a.assertions + sign * b.assertions,
  skips: a.skips + sign * b.skips,
})

/** What got weaker from `before` to `after` (skip markers added, test cases removed); empty when nothing did. */
export function weakenings(before: TestMetrics, after: TestMetrics): readonly string[] {
  const found: string[] = []
  if (after.skips > before.skips) found.push(`skip/only/todo/fails markers ${before.skips} → ${after.skips}`)
  if (after.tests < before.tests) found.push(`test cases ${before.tests} → ${after.tests}`)
  return found
}

/**
 * Counts that changed without proving a weakening: fewer assertions. Recorded with the change and told to the
 * model, never a violation (the red re-run judges the red test by running it).
 */
export function assertionNotes(before: TestMetrics, after: TestMetrics): readonly string[] {
  return after.assertions < before.assertions ? [`assertions ${before.assertions} → ${after.assertions}`] : []
}

/**
 * Whether a test-classified file holds tests: test cases counted in a language evident reads, else a file name that
 * says so (`x.test.ts`, `x_spec.rb`). A helper or a fixture under `test/` holds none: deleting it removes no test.
 */
export function holdsTests(path: string, text: string | undefined): boolean {
  const metrics = text === undefined ? undefined : testMetrics(path, text)
  return metrics === undefined ? TEST_NAME.test(path) : metrics.tests > 0
}

/** The share of lines two texts have in common (as a multiset), against the longer one: 1 for identical texts. */
export function similarity(a: string, b: string): number {
  const lines = (t: string): string[] => t.split('\n').filter((l) => l.trim() !== '')
  const left = lines(a)
  const right = lines(b)
  const longest = Math.max(left.length, right.length)
  if (longest === 0) return a === b ? 1 : 0
  const counts = new Map<string, number>()
  for (const line of left) counts.set(line, (counts.get(line) ?? 0) + 1)
  let shared = 0
  for (const line of right) {
    const n = counts.get(line) ?? 0
    if (n > 0) {
      shared++
      counts.set(line, n - 1)
    }
  }
  return shared / longest
}

/** How similar a moved file must be to count as a rename (git's default for rename detection). */
const RENAME_SIMILARITY = 0.5

/**
 * The part of a file name that makes it a test file name: `.test.ts` of `add.test.ts`, `_test.go`, `test_*.py`;
 * undefined when the name does not say so. A runner's include globs key on it (`**\/*.test.ts`).
 */
export function testNameShape(path: string): string | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1)
  if (!TEST_NAME.test(name)) return undefined
  const prefix = /^(?:test|spec)s?[._-]/i.exec(name)
  if (prefix !== null) return `${prefix[0]}*${name.slice(name.lastIndexOf('.'))}`
  return /[._-](?:test|spec)s?\..+$/i.exec(name)?.[0]
}

/**
 * Whether moving a test file `from` → `to` keeps its tests (a rename, not a deletion): the destination is a test
 * file whose name keeps the source's test-name shape (`a.test.ts` → `b.test.ts`, not `a.test.ts.off` or
 * `a.spec.ts`, which a runner's include globs may leave out), its content is the source's (≥ 50% of lines, as git
 * detects renames), with no test case fewer and no skip marker more. A helper that held no tests keeps nothing and
 * loses nothing: always kept. A move to another folder the runner does not collect is not seen here; the red
 * re-run (`red_test_not_run`) still catches it for the test that proved red.
 */
export function keepsTests(
  from: { readonly path: string; readonly text: string },
  to: { readonly path: string; readonly text: string; readonly kind: FileKind },
): boolean {
  if (!holdsTests(from.path, from.text)) return true
  if (to.kind !== 'test') return false
  const shape = testNameShape(from.path)
  if (shape !== undefined && testNameShape(to.path) !== shape) return false
  if (similarity(from.text, to.text) < RENAME_SIMILARITY) return false
  const before = testMetrics(from.path, from.text)
  const after = testMetrics(to.path, to.text)
  if (before === undefined) return after === undefined
  return after !== undefined && weakenings(before, after).length === 0
}
