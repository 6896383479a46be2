import { constants } from 'node:os'
import { EXIT_CODE_ERROR, RUNNER_FAILURE_ERRORS } from '../../domain/runner-errors.js'
import type { RunOutcome, Verdict, VerdictReason } from '../../domain/vocabulary.js'

/**
 * The binding test verdict of a run evident executed: PASS only when the runner exited 0 **and** at least one test
 * was executed **and** none failed **and** no error was reported. Anything else is FAIL with the first reason that
 * holds (VERDICT_REASONS, in their order): a timeout, a cancelled or killed run, a crash, zero tests, and an exit
 * code the reporter's results contradict are all FAIL, whatever the runner's own outcome says.
 */
export interface VerdictFacts {
  readonly outcome: RunOutcome
  readonly exitCode: number | null
  readonly signal?: string | null | undefined
  /** Tests executed that passed / failed (skipped and todo tests are not executed). */
  readonly passed: number
  readonly failed: number
  /** The errors of the report: in tests, suites, modules, unhandled, and those the runner added itself. */
  readonly errors: readonly { readonly name: string; readonly message: string }[]
}

export type VerdictDecision =
  | { readonly verdict: Extract<Verdict, 'PASS'> }
  | { readonly verdict: Extract<Verdict, 'FAIL'>; readonly reason: VerdictReason; readonly detail: string }

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? '' : 's'}`

export function decideVerdict(facts: VerdictFacts): VerdictDecision {
  const fail = (reason: VerdictReason, detail: string): VerdictDecision => ({ verdict: 'FAIL', reason, detail })
  const { exitCode, signal } = facts
  // Errors the runner added because of the exit code are no result of the reporter's.
  const reported = facts.errors.filter((e) => e.name !== EXIT_CODE_ERROR)
  const crash = facts.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name))
  const executed = facts.passed + facts.failed
  const found = `${plural(facts.failed, 'failed test')} and ${plural(reported.length, 'error')}`
  if (facts.outcome === 'timeout') return fail('timeout', 'the run hit its time limit; its process tree was killed')
  if (facts.outcome === 'interrupted') return fail('interrupted', 'the run was cancelled before it finished')
  if (exitCode === null && signal !== null && signal !== undefined)
    return fail('killed', `the runner was killed by ${signal}`)
  if (crash !== undefined || exitCode === null)
    return fail('crashed', crash === undefined ? 'the runner ended with no exit code' : firstLine(crash))
  if (exitCode === 0 && (facts.failed > 0 || reported.length > 0))
    return fail('exit_zero_with_failures', `the runner exited 0 but the reporter recorded ${found}`)
  if (executed === 0) return fail('no_tests', 'no test was executed (none found, all skipped, or filtered away)')
  if (exitCode !== 0 && facts.failed === 0 && reported.length === 0)
    return fail(
      'exit_nonzero_without_failures',
      `the runner exited ${exitCode} although all ${plural(executed, 'executed test')} passed and no error was reported`,
    )
  if (facts.failed > 0 || reported.length > 0) return fail('failures', `${found}; exit code ${exitCode}`)
  if (facts.outcome !== 'passed')
    return fail('runner_failed', `the runner judged the run ${facts.outcome} without recording why`)
  return { verdict: 'PASS' }
}

const firstLine = (error: { readonly name: string; readonly message: string }): string =>
  `${error.name}: ${error.message.split('\n')[0] ?? ''}`.slice(0, 500)

/**
 * Line 4 of `last_test_result`: the exit code as a shell reports it (`$?`): the process's own code, 128 + the signal's
 * number when a signal ended it (137 for SIGKILL, 143 for SIGTERM), -1 when it never ran or its end is unknown.
 */
export function shellExitCode(exitCode: number | null, signal: string | null | undefined): number {
  if (exitCode !== null) return exitCode
  const number =
    signal === null || signal === undefined ? undefined : (constants.signals as Record<string, number>)[signal]
  return number === undefined ? -1 : 128 + number
}

/**
 * Line 3 of `last_test_result`: the command exactly as evident ran it, its argv joined by single spaces, each word
 * quoted the way a POSIX shell reads it back to the same word: bare when it holds only `A-Za-z0-9_./@%+,:=-`, else in
 * single quotes (`'` as `'\''`), and a word holding a control character (a newline) as `$'…'` with backslash escapes,
 * so the command stays one line.
 */
export function renderCommand(argv: readonly string[]): string {
  return argv.map(shellWord).join(' ')
}

function shellWord(word: string): string {
  if (/^[\w./@%+,:=-]+$/.test(word)) return word
  // eslint-disable-next-line no-control-regex
  if (!/[\x00-\x1f\x7f]/.test(word)) return `'${word.replace(/'/g, `'\\''`)}'`
  const escaped = [...word]
    .map((ch) => {
      const code = ch.charCodeAt(0)
      if (ch === '\\') return '\\\\'
      if (ch === "'") return "\\'"
      if (ch === '\n') return '\\n'
      if (ch === '\t') return '\\t'
      if (ch === '\r') return '\\r'
      if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`
      return ch
    })
    .join('')
  return `$'${escaped}'`
}
