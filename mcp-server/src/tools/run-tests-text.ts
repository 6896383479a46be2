import { testKey, testLabel } from '../domain/test-names.js'
import type { RunReport, TestFailure } from '../domain/run-report.js'
import { isFrameworkFrame } from '../runners/signature.js'
import type { TestClassification } from '../store/history.js'
import type { RecordedRun } from '../store/runs.js'

/**
 * The compact answer of `run_tests`: counts and outcome, then each failing test with its error id, top
 * frame id, one-line message and classification, then non-test errors, the evidence recorded and the next
 * call. Passing tests are never listed.
 */
export interface FailureLine {
  readonly scope: TestFailure['scope']
  readonly file: string | null
  readonly fullName: string | null
  /** Among the tests of its file with that full name (null for an error outside a test). */
  readonly ordinal: number | null
  readonly errorId: number
  /** The first frame in project code (else the first frame); null when the error has no frames. */
  readonly frameId: number | null
  readonly where: string | null
  readonly message: string
  readonly classification: TestClassification | null
}

const LIST_MAX = 15
const MESSAGE_MAX = 200

export function failureLines(
  report: RunReport,
  recorded: RecordedRun,
  classes: ReadonlyMap<string, TestClassification>,
): FailureLine[] {
  return report.errors.map((error, i) => {
    const ids = recorded.errors[i]
    const top = Math.max(
      0,
      error.frames.findIndex((f) => !isFrameworkFrame(f.file)),
    )
    const frame = error.frames[top]
    const key = error.test === undefined ? undefined : testKey(error.test)
    return {
      scope: error.scope,
      file: error.test?.file ?? error.file ?? null,
      fullName: error.test?.fullName ?? null,
      ordinal: error.test === undefined ? null : (error.test.ordinal ?? 0),
      errorId: ids?.id ?? 0,
      frameId: ids?.frameIds[top] ?? null,
      where: frame === undefined ? null : `${frame.file}:${frame.line ?? '?'}`,
      message: oneLine(`${error.name}: ${error.message}`),
      classification: key === undefined ? null : (classes.get(key) ?? null),
    }
  })
}

const oneLine = (text: string): string => {
  const line = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .join(' ')
  return line.length > MESSAGE_MAX ? `${line.slice(0, MESSAGE_MAX - 1)}…` : line
}

function describe(line: FailureLine): string {
  const subject =
    line.fullName === null
      ? `${line.scope} error in ${line.file ?? 'the run'}`
      : testLabel({ file: line.file ?? '', fullName: line.fullName, ordinal: line.ordinal ?? 0 })
  const cls = line.classification === null ? '' : ` [${line.classification}]`
  const frame = line.frameId === null ? 'no frame' : `frame ${line.frameId} at ${line.where ?? '?'}`
  return `- ${subject}${cls}: error ${line.errorId}, ${frame} — ${line.message}`
}

export function runText(
  report: RunReport,
  recorded: RecordedRun,
  lines: readonly FailureLine[],
  durationMs: number,
): string {
  const c = recorded.counts
  const out = [
    `Run ${recorded.runId} (${report.runner}): ${report.outcome.toUpperCase()} — ${c.total} test(s): ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped; ` +
      `${report.errors.length} error(s); ${(durationMs / 1000).toFixed(1)} s.${report.detail === undefined ? '' : ` ${report.detail}.`}`,
  ]
  const tests = lines.filter((l) => l.fullName !== null)
  const others = lines.filter((l) => l.fullName === null)
  if (tests.length > 0) out.push('Failing tests:', ...tests.slice(0, LIST_MAX).map(describe))
  if (tests.length > LIST_MAX)
    out.push(`- … and ${tests.length - LIST_MAX} more (test_errors {"runId":${recorded.runId}} lists them all)`)
  if (others.length > 0)
    out.push('Errors outside tests (they make the run fail):', ...others.slice(0, LIST_MAX).map(describe))
  if (recorded.artifacts.length > 0) {
    const kinds = [...new Set(recorded.artifacts.map((a) => a.kind))].join(', ')
    out.push(
      `Evidence recorded for TDD task ${recorded.taskId ?? '?'}: ${recorded.artifacts.length} ${kinds} artifact(s) (ids ${recorded.artifacts
        .slice(0, 10)
        .map((a) => a.id)
        .join(', ')}${recorded.artifacts.length > 10 ? ', …' : ''}).`,
    )
  } else if (recorded.taskId !== null && recorded.phaseId === null) {
    out.push('No evidence recorded: your TDD task has no open phase that began before this run.')
  }
  out.push(`Next: ${nextStep(report, recorded, lines)}`)
  return out.join('\n')
}

function nextStep(report: RunReport, recorded: RecordedRun, lines: readonly FailureLine[]): string {
  const runId = recorded.runId
  if (report.outcome === 'timeout')
    return `the run was killed at the timeout: narrow it down with run_tests {"files":[…]} or raise timeoutSec (max 900).`
  if (report.outcome === 'no-tests')
    return 'no test ran: check the files you passed (project-relative test files), or write a test first.'
  if (report.outcome === 'interrupted') return 'the run was interrupted: call run_tests again.'
  const citable = lines.find((l) => l.frameId !== null)
  if (lines.length > 0) {
    const cite =
      citable === undefined || recorded.taskId === null
        ? ''
        : `, then hypothesis record {"tddTaskId":${recorded.taskId},"content":"<why it fails>","citedTestErrorId":${citable.errorId},"citedStackFrameId":${citable.frameId}}`
    return `test_errors {"runId":${runId}} for expected/actual, diff and every frame${cite}.`
  }
  if (recorded.taskId !== null)
    return `if this run proves your phase, tdd_phase_transition_request {"tddTaskId":${recorded.taskId}, …}.`
  return 'all green.'
}
