import type { ErrorScope, FrameSource, RunOutcome, TestStatus } from './vocabulary.js'

/**
 * The shape of one finished test run as our runners produce it from structured runner data (vitest's
 * reporter API, JUnit XML) — never from text a tool printed. The store records it as-is.
 */

/**
 * Stable identity of a test: (project root, project-relative POSIX file path, full name, ordinal). Real suites
 * have tests that share a full name (`test.each` rows with one title, a repeated `it` title, `describe('a > b')`
 * next to `describe('a') > describe('b')`): the ordinal tells them apart — 0 for the first test of that full
 * name in its file in the runner's (source) order, 1 for the second, and so on. Adding or removing a test of
 * another name leaves it unchanged, so history follows each test across runs.
 */
export interface TestRef {
  readonly file: string
  readonly fullName: string
  /** Among the tests of this file with this full name, 0-based; absent means 0. */
  readonly ordinal?: number | undefined
}

export interface TestOutcome extends TestRef {
  readonly status: TestStatus
  readonly durationMs?: number | undefined
}

export interface StackFrame {
  readonly functionName?: string | undefined
  /** Project-relative when inside the project, else as the runner gave it. */
  readonly file: string
  readonly line?: number | undefined
  readonly col?: number | undefined
  /** Absent: from the error's stack; `message`: the real location a syntax, transform or import error names in its text. */
  readonly source?: FrameSource | undefined
}

export interface TestFailure {
  readonly scope: ErrorScope
  /** The test the error belongs to (scope `test`); absent for suite, module and unhandled errors. */
  readonly test?: TestRef | undefined
  /** The file the error belongs to, when known (e.g. the test file that failed to import). */
  readonly file?: string | undefined
  readonly name: string
  readonly message: string
  readonly expected?: string | undefined
  readonly actual?: string | undefined
  readonly diff?: string | undefined
  readonly frames: readonly StackFrame[]
  /** First 16 hex of sha256 over name, assertion shape and the top non-framework frame. */
  readonly signature: string
}

export interface RunReport {
  readonly runner: string
  readonly argv: readonly string[]
  readonly projectRoot: string
  readonly startedAt: string
  readonly endedAt: string
  readonly exitCode: number | null
  /** The signal that ended the runner's process when it did not exit on its own (a timeout, a kill). */
  readonly signal?: string | null | undefined
  readonly outcome: RunOutcome
  readonly tests: readonly TestOutcome[]
  readonly errors: readonly TestFailure[]
  /** A short note on why the outcome is what it is (e.g. "timed out after 120 s"). */
  readonly detail?: string | undefined
}
