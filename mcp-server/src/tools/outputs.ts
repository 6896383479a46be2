import * as z from 'zod'
import {
  ERROR_SCOPES,
  FRAME_SOURCES,
  RUN_OUTCOMES,
  TEST_STATUSES,
  VDD_MANUAL_STATES,
  VDD_AGGREGATES,
  VIOLATION_KINDS,
} from '../domain/vocabulary.js'

/**
 * Output schemas of the rows the read-only tools (`inventory`, `test_errors`) return as the store reads them.
 * The store's row types must be assignable to these (TypeScript checks it where a tool returns them).
 */

/** A list as the store returns it (readonly). */
export const list = <T extends z.ZodType>(item: T, what: string) => z.array(item).readonly().describe(what)

const int = (what: string) => z.number().int().describe(what)
const nullableInt = (what: string) => z.number().int().nullable().describe(what)
const time = (what: string) => z.string().describe(`${what} (ISO time).`)

export const sessionCallerRecord = z.object({
  callerId: int('Caller row id.'),
  sessionId: z.string().describe('Claude Code session id.'),
  agentId: z.string().describe('Subagent id, or "main".'),
  agentType: z.string().nullable().describe('Subagent type, e.g. "evident:tdd-task"; null for the main agent.'),
  parentSessionId: z.string().nullable().describe('The session that dispatched it, if recorded.'),
  startedAt: time('First seen'),
  endedAt: z.string().nullable().describe('When it stopped (ISO time); null while active.'),
  openTaskId: nullableInt('Its open TDD task, if any.'),
})

export const runRecord = z.object({
  runId: int('Test run id (what test_errors takes as runId).'),
  agentId: z.string().describe('Who ran it.'),
  taskId: nullableInt('The TDD task open when it ran.'),
  phaseId: nullableInt('The phase open when it ran.'),
  runner: z.string().describe('The runner name.'),
  outcome: z.enum(RUN_OUTCOMES).describe('How the run ended.'),
  total: int('Tests in the run.'),
  passed: int('Tests passed.'),
  failed: int('Tests failed.'),
  skipped: int('Tests skipped or todo.'),
  errorCount: int('Errors recorded (test, suite, module, unhandled).'),
  exitCode: nullableInt('The runner process exit code; null when it was killed.'),
  startedAt: time('Start'),
  endedAt: time('End'),
})

export const testRecord = z.object({
  testCaseId: int('Test case id.'),
  file: z.string().describe('Project-relative test file.'),
  fullName: z.string().describe('Full test name (suites > test).'),
  ordinal: int(
    '0 for the first test of this full name in its file, 1 for the second (test.each rows, repeated titles)…',
  ),
  latestStatus: z.enum(TEST_STATUSES).describe('Status in its newest recorded result.'),
  latestRunId: int('The run of that result.'),
})

export const violationRecord = z.object({
  id: int('Violation id.'),
  callerId: nullableInt('The caller row that committed it.'),
  taskId: nullableInt('The TDD task open at the time.'),
  kind: z.enum(VIOLATION_KINDS).describe('Which protocol rule was broken.'),
  detail: z.string().describe('What happened.'),
  toolName: z.string().nullable().describe('The tool whose use was the violation (e.g. Bash, Edit).'),
  seq: int('Database-wide write order.'),
  at: time('When'),
  agentId: z.string().describe('Who committed it.'),
})

export const vddRunRecord = z.object({
  id: int('VDD run id.'),
  subject: z.string().describe('The bean (BEAN-NNN) or the verified file.'),
  beanNumber: nullableInt('The bean number; null for a file.'),
  verdict: z.enum(VDD_AGGREGATES).describe('The verdict over all criteria.'),
  manual: z.enum(VDD_MANUAL_STATES).describe('pass when a human confirmed the manual criteria.'),
  reportPath: z.string().describe('The report written.'),
  caller: z.string().describe('Who ran it (session/agent).'),
  at: time('When'),
  criteria: int('Criteria checked.'),
  failed: int('Criteria failed.'),
  testRunIds: list(z.number().int().describe('A test run id.'), 'The test runs that evidenced its test criteria.'),
})

const frameRecord = z.object({
  id: int('Stack frame id (what hypothesis record cites as citedStackFrameId).'),
  ordinal: int('0 for the innermost frame.'),
  function: z.string().nullable().describe('Function name; null when anonymous.'),
  file: z.string().describe('Source-mapped file.'),
  line: nullableInt('Line.'),
  col: nullableInt('Column.'),
  source: z
    .enum(FRAME_SOURCES)
    .describe(
      "'message': the location a syntax, transform or import error names in its message (its stack is all bundler or loader code); 'stack': from the stack.",
    ),
})

export const errorRecord = z.object({
  id: int('Error id (what hypothesis record cites as citedTestErrorId).'),
  runId: int('Its run.'),
  scope: z.string().describe(`What it belongs to: ${ERROR_SCOPES.join(', ')}.`),
  test: z
    .object({
      testCaseId: int('Test case id.'),
      file: z.string().describe('Project-relative test file.'),
      fullName: z.string().describe('Full test name.'),
      ordinal: int('0 for the first test of this full name in its file, 1 for the second…'),
    })
    .nullable()
    .describe('The failing test; null for an error outside a test.'),
  file: z.string().nullable().describe('The file of an error outside a test, when known.'),
  name: z.string().describe('Error name, e.g. AssertionError.'),
  message: z.string().describe('Error message.'),
  expected: z.string().nullable().describe('Expected value of an assertion.'),
  actual: z.string().nullable().describe('Actual value of an assertion.'),
  diff: z.string().nullable().describe("The runner's diff of expected and actual."),
  signature: z.string().describe('Failure signature (the same failure has the same signature across runs).'),
  frames: list(frameRecord, 'Parsed, source-mapped stack frames, innermost first.'),
})
