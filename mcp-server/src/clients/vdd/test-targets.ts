import { testKey } from '../../domain/test-names.js'
import { join, relative, sep } from 'node:path'
import picomatch from 'picomatch'
import type { TestFailure, TestOutcome } from '../../domain/run-report.js'
import { containPath } from '../../kernel/containment.js'

/**
 * `test:` targets: `path/to/file.test.ts` (every test in the file, or under a directory) or
 * `file::test name` (one test; `::` inside the name is read as the ` > ` nesting separator). Pure
 * matching of a target against per-test results — no runner text is ever parsed.
 */
export interface TestTarget {
  /** Repo-relative POSIX path of an existing file or directory inside the root. */
  readonly file: string
  readonly name: string | undefined
}

export type TargetCheck =
  { readonly ok: true; readonly target: TestTarget } | { readonly ok: false; readonly details: string }

/** Validates a raw target: not an option, inside the repository, and existing. */
export function resolveTestTarget(realRoot: string, raw: string): TargetCheck {
  const at = raw.indexOf('::')
  const file = (at < 0 ? raw : raw.slice(0, at)).trim()
  const name = at < 0 ? undefined : raw.slice(at + 2).trim()
  if (file === '' || name === '')
    return { ok: false, details: `malformed test target "${raw}": expected <file> or <file>::<test name>` }
  if (file.startsWith('-'))
    return { ok: false, details: `test target "${file}" looks like an option; name a test file` }
  const contained = containPath(realRoot, file)
  if (!contained.ok) return { ok: false, details: contained.missing ? `no such test file: ${file}` : contained.reason }
  const rel = relative(realRoot, join(realRoot, file)).split(sep).join('/')
  return { ok: true, target: { file: rel === '' ? '.' : rel, name } }
}

/** The configured runner for a target file: first `testRunners` entry whose glob matches, else `default`. */
export function runnerNameFor(
  file: string,
  rules: readonly { readonly match: string; readonly runner: string }[] | undefined,
): string {
  const rule = (rules ?? []).find((r) => picomatch(r.match, { dot: true })(file))
  return rule?.runner ?? 'default'
}

const segments = (name: string): string =>
  name
    .replace(/::/g, ' > ')
    .replace(/\s+>\s+/g, ' > ')
    .trim()

/** Whether a runner's full test name is the wanted test (exact, or its trailing segment(s), parameters aside). */
export function nameMatches(fullName: string, wanted: string): boolean {
  const full = segments(fullName)
  const want = segments(wanted)
  const bare = want.includes('[') ? full : full.replace(/\[[^\]]*\]$/, '')
  return [full, bare].some((f) => f === want || f.endsWith(` > ${want}`) || f.endsWith(`.${want}`))
}

const inFile = (file: string, target: string): boolean =>
  target === '.' || file === target || file.startsWith(`${target}/`)

export function matchingTests(tests: readonly TestOutcome[], target: TestTarget): readonly TestOutcome[] {
  return tests.filter(
    (t) => inFile(t.file, target.file) && (target.name === undefined || nameMatches(t.fullName, target.name)),
  )
}

/** Errors that make the target's evidence untrustworthy: its tests' failures, or a load/suite error of its file. */
export function matchingErrors(
  errors: readonly TestFailure[],
  target: TestTarget,
  tests: readonly TestOutcome[],
): readonly TestFailure[] {
  const keys = new Set(tests.map(testKey))
  return errors.filter((e) =>
    e.test !== undefined ? keys.has(testKey(e.test)) : e.file !== undefined && inFile(e.file, target.file),
  )
}
