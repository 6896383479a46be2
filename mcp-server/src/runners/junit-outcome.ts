import type { RunOutcome } from '../domain/vocabulary.js'
import type { TestFailure, TestOutcome } from '../domain/run-report.js'
import { failureSignature } from './signature.js'

/**
 * The outcome of a JUnit run whose report was read and parsed. The report counts only when the runner agrees with it:
 * - a disagreement with the runner's own output (junit-pytest.ts) refuses it;
 * - so does an exit code that says the opposite of the report: exit 0 with a failing test or a file error
 *   (`RunnerExitedZeroWithFailures`), or a non-zero exit (or a kill) although tests ran and none failed
 *   (`RunnerExitedNonZero`). A run with no test that ran is `no-tests` whatever its exit code (pytest exits 5).
 * A refused report is a `failed` run with one runner error (domain/runner-errors.ts) and no test result: what it says
 * is never recorded, so it is never evidence. Otherwise: a failing test or file error → `failed`; no test ran →
 * `no-tests`; else `passed`.
 */
export interface JunitFacts {
  readonly tests: readonly TestOutcome[]
  readonly errors: readonly TestFailure[]
  readonly exitCode: number | null
  /** `exited with code 1`, `was killed by SIGKILL`. */
  readonly exitText: string
  /** `; last output:\n…`, or empty. */
  readonly outputTail: string
  /** Why the runner's own output contradicts the report, if it does. */
  readonly disagreement?: { readonly name: string; readonly message: string } | undefined
  /** Where the report was read from, for the detail. */
  readonly source: string
}

export interface JunitDecision {
  readonly outcome: RunOutcome
  readonly tests: readonly TestOutcome[]
  readonly errors: readonly TestFailure[]
  readonly detail: string
}

export function decideJunit(facts: JunitFacts): JunitDecision {
  const { tests, errors, exitCode } = facts
  const ran = tests.some((t) => t.status === 'passed' || t.status === 'failed')
  const failingCount =
    tests.filter((t) => t.status === 'failed').length + errors.filter((e) => e.scope !== 'test').length
  if (facts.disagreement !== undefined) return refused(facts.disagreement.name, facts.disagreement.message, facts)
  if (failingCount > 0 && exitCode === 0) {
    return refused(
      'RunnerExitedZeroWithFailures',
      `the runner exited 0 although its JUnit XML reports ${failingCount} failing test(s) or file error(s): the exit ` +
        "code and the report disagree. Make the command's exit code say whether the tests failed (a pipe hides the " +
        "test command's status: use `set -o pipefail`, or `go-junit-report -set-exit-code`)",
      facts,
    )
  }
  if (failingCount === 0 && ran && exitCode !== 0) {
    return refused(
      'RunnerExitedNonZero',
      `the runner ${facts.exitText} although its JUnit XML reports no failing test: the exit code and the report ` +
        'disagree (a coverage threshold, a plugin or teardown that failed, or a report the code under test wrote). ' +
        'Make the command exit 0 when its tests pass',
      facts,
    )
  }
  const outcome: RunOutcome = failingCount > 0 ? 'failed' : ran ? 'passed' : 'no-tests'
  const exit = `exit code ${String(exitCode)}; ${facts.source}`
  const detail = outcome === 'no-tests' ? `no test ran (none collected, or all skipped); ${exit}` : exit
  return { outcome, tests, errors, detail }
}

function refused(name: string, message: string, facts: JunitFacts): JunitDecision {
  return failedWith(name, `${message}; no result of this run was recorded (${facts.source})${facts.outputTail}`)
}

/** A `failed` run whose only error is the runner's own: no test result is recorded. */
export function failedWith(name: string, message: string): JunitDecision {
  return { outcome: 'failed', tests: [], errors: [unhandled(name, message)], detail: message.split('\n')[0] ?? '' }
}

function unhandled(name: string, message: string): TestFailure {
  return { scope: 'unhandled', name, message, frames: [], signature: failureSignature({ name, message, frames: [] }) }
}
