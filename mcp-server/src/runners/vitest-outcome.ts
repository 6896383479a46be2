import type { RunOutcome } from '../domain/vocabulary.js'
import type { TestFailure, TestOutcome } from '../domain/run-report.js'

/**
 * The outcome of a vitest run, decided from what the reporter delivered — never from the exit code alone.
 * A run is `passed` only when vitest reported the end of the run, at least one test ran, no test failed,
 * and no error of any scope (import, hook, unhandled) was reported.
 */
export interface OutcomeFacts {
  readonly timedOut: boolean
  readonly aborted: boolean
  /** The reporter delivered its end-of-run message. */
  readonly ended: boolean
  readonly endReason?: 'passed' | 'failed' | 'interrupted' | undefined
  readonly exitCode: number | null
  readonly tests: readonly TestOutcome[]
  readonly errors: readonly TestFailure[]
}

export function decideOutcome(facts: OutcomeFacts): RunOutcome {
  if (facts.timedOut) return 'timeout'
  if (facts.aborted || facts.endReason === 'interrupted') return 'interrupted'
  if (!facts.ended) return 'failed'
  const ran = facts.tests.some((t) => t.status === 'passed' || t.status === 'failed')
  if (!ran && facts.errors.length === 0) return 'no-tests'
  const failed = facts.tests.some((t) => t.status === 'failed') || facts.errors.length > 0
  if (failed || !ran) return 'failed'
  // vitest said the run failed (or exited non-zero) without telling us why: never call that a pass.
  if (facts.endReason === 'failed' || (facts.exitCode !== null && facts.exitCode !== 0)) return 'failed'
  return 'passed'
}
