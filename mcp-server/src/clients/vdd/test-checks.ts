import { fullNameLabel } from '../../domain/test-names.js'
import { errorMessage } from '../../kernel/errors.js'
import type { RunReport } from '../../domain/run-report.js'
import type { Caller } from '../../kernel/identity.js'
import { runAndRecord, type RunResult } from '../../runners/run-and-record.js'
import type { Runner, RunRequest } from '../../runners/types.js'
import type { Store } from '../../store/index.js'
import { HEADLESS_ENV } from './env.js'
import type { CheckOutcome } from './file-checks.js'
import { matchingErrors, matchingTests, resolveTestTarget, runnerNameFor, type TestTarget } from './test-targets.js'

export interface TestCheckOptions {
  readonly realRoot: string
  readonly testRunners: readonly { readonly match: string; readonly runner: string }[] | undefined
  /** The configured runner of that name, or undefined when the config has none. */
  readonly runnerFor: (name: string) => Runner | undefined
  readonly timeoutMs: number
  /** Where runs are recorded (receipts); without a store the runs are not recorded. */
  readonly store: Store | undefined
  readonly caller: Caller
  /** Progress while a runner goes on (per finished test file). */
  readonly onFileDone?: RunRequest['onFileDone']
  readonly signal?: AbortSignal | undefined
}

interface Pending {
  readonly index: number
  readonly target: TestTarget
}

/**
 * All `test:` criteria of one runner run in ONE invocation of that runner; each criterion's verdict comes
 * from the per-test results of that run. The run is recorded in the store and cited by id (`testRunId`; never in the
 * details, which the report prints: a report must read the same for the same verdict).
 */
export async function checkTests(
  criteria: readonly { readonly index: number; readonly target: string }[],
  options: TestCheckOptions,
): Promise<ReadonlyMap<number, CheckOutcome>> {
  const outcomes = new Map<number, CheckOutcome>()
  const groups = new Map<string, Pending[]>()
  for (const c of criteria) {
    const check = resolveTestTarget(options.realRoot, c.target)
    if (!check.ok) {
      outcomes.set(c.index, { result: 'FAIL', details: check.details })
      continue
    }
    const name = runnerNameFor(check.target.file, options.testRunners)
    groups.set(name, [...(groups.get(name) ?? []), { index: c.index, target: check.target }])
  }
  for (const [name, pending] of groups) {
    const runner = options.runnerFor(name)
    if (runner === undefined) {
      for (const p of pending)
        outcomes.set(p.index, {
          result: 'FAIL',
          details: `no runner "${name}" in evident.config.json (runners.${name})`,
        })
      continue
    }
    const files = [...new Set(pending.map((p) => p.target.file))]
    let ran: RunResult
    try {
      ran = await runAndRecord({
        runner,
        projectRoot: options.realRoot,
        files,
        timeoutMs: options.timeoutMs,
        lockWaitMs: options.timeoutMs,
        env: HEADLESS_ENV,
        onFileDone: options.onFileDone,
        signal: options.signal,
        store: options.store,
        caller: options.caller,
      })
    } catch (error) {
      for (const p of pending)
        outcomes.set(p.index, { result: 'FAIL', details: `runner "${name}" failed: ${errorMessage(error)}` })
      continue
    }
    const { report } = ran
    const runId = ran.recorded?.runId
    for (const p of pending) {
      const judged = judge(report, p.target)
      outcomes.set(p.index, runId === undefined ? judged : { ...judged, testRunId: runId })
    }
  }
  return outcomes
}

const runLabel = (report: RunReport): string => `${report.runner} run, outcome ${report.outcome}`

/** One criterion's verdict from the run's per-test results. */
export function judge(report: RunReport, target: TestTarget): CheckOutcome {
  const wanted = target.name === undefined ? target.file : `${target.file}::${target.name}`
  if (report.outcome === 'timeout' || report.outcome === 'interrupted') {
    return { result: 'FAIL', details: `${runLabel(report)}${report.detail === undefined ? '' : `: ${report.detail}`}` }
  }
  const tests = matchingTests(report.tests, target)
  const errors = matchingErrors(report.errors, target, tests)
  const unhandled = report.errors.filter((e) => e.test === undefined && e.file === undefined)
  const first = errors[0] ?? unhandled[0]
  if (first !== undefined) return { result: 'FAIL', details: `${first.name}: ${first.message}` }
  if (tests.length === 0) return { result: 'FAIL', details: `no test matches ${wanted} (${runLabel(report)})` }
  const failed = tests.filter((t) => t.status === 'failed')
  if (failed.length > 0)
    return {
      result: 'FAIL',
      details: `${failed.length} of ${tests.length} test(s) failed: ${failed[0] === undefined ? '' : fullNameLabel(failed[0])}`,
    }
  const passed = tests.filter((t) => t.status === 'passed').length
  if (passed === 0) return { result: 'FAIL', details: `all ${tests.length} matching test(s) were skipped` }
  return { result: 'PASS', details: `${passed} test(s) passed` }
}
