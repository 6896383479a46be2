import * as z from 'zod'
import { testKey } from '../domain/test-names.js'
import { configFor } from '../engine/flows/tdd-task.js'
import { artifactRecord } from '../domain/records.js'
import { ERROR_SCOPES, RUN_OUTCOMES, VERDICT_REASONS, VERDICTS } from '../domain/vocabulary.js'
import { recordVerdict } from '../engine/flows/verdict.js'
import { VERDICT_FILE } from '../domain/verdict-file.js'
import type { VerdictRow } from '../store/verdicts.js'
import { runnerFor } from '../runners/registry.js'
import { runAndRecord } from '../runners/run-and-record.js'
import { FILES_MAX, selectTestFiles } from '../runners/test-files.js'
import { classifyTests } from '../store/history.js'
import { failedTests } from '../store/run-queries.js'
import { shadowFor } from '../worktree/snapshot.js'
import { confinementFor } from '../engine/flows/confine.js'
import { chargeFixIteration, type FixCharge } from '../clients/coordinator/fix-limit.js'
import { defineTool, fields } from './define.js'
import { list } from './outputs.js'
import { progressSender } from './progress.js'
import { failureLines, runText } from './run-tests-text.js'

const TIMEOUT_DEFAULT = 120
const TIMEOUT_MAX = 900
/** How long a call waits for another run of the same project to finish. */
const LOCK_WAIT_MS = (TIMEOUT_MAX + 60) * 1000

const input = fields({
  files: z
    .array(z.string().min(1).max(500))
    .min(1)
    .max(FILES_MAX)
    .optional()
    .describe(
      'Test files to run, relative to the project root (globs such as "test/**/*.test.ts" are allowed). Omit to run the whole suite. Paths outside the project are refused.',
    ),
  project: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe(
      'A runner name from evident.config.json ("runners"); omit for the "default" runner (vitest unless configured otherwise).',
    ),
  timeoutSec: z
    .number()
    .int()
    .min(1)
    .max(TIMEOUT_MAX)
    .optional()
    .describe(
      `Seconds before the run is killed (whole process tree) and recorded as timeout. Default ${TIMEOUT_DEFAULT}, max ${TIMEOUT_MAX}.`,
    ),
})

const nullableInt = (what: string) => z.number().int().nullable().describe(what)

const failureLine = z.object({
  scope: z
    .enum(ERROR_SCOPES)
    .describe('What failed: a test, a suite, a module (e.g. an import error) or an unhandled error.'),
  file: z.string().nullable().describe('The test file (or the file of an error outside a test).'),
  fullName: z.string().nullable().describe('The failing test; null for an error outside a test.'),
  ordinal: nullableInt(
    'Among the tests of its file with that full name: 0 for the first, 1 for the second (test.each rows, repeated titles)…; null for an error outside a test.',
  ),
  errorId: z.number().int().describe('Error id (citedTestErrorId in hypothesis record; details with test_errors).'),
  frameId: nullableInt('The first stack frame in project code (citedStackFrameId); null when the error has no frames.'),
  where: z.string().nullable().describe('file:line of that frame.'),
  message: z.string().describe('The error name and message on one line (clipped).'),
  classification: z
    .enum(['new-failure', 'persistent', 'flaky', 'recovered', 'stable'])
    .nullable()
    .describe("The test's history across stored runs; null for an error outside a test."),
})

const output = z.object({
  runId: z.number().int().describe('The recorded run (runId of test_errors).'),
  runner: z.string().describe('The runner that ran it.'),
  outcome: z.enum(RUN_OUTCOMES).describe('How the run ended (only "passed" is a pass).'),
  counts: z
    .object({
      total: z.number().int().describe('Tests in the run.'),
      passed: z.number().int().describe('Tests passed.'),
      failed: z.number().int().describe('Tests failed.'),
      skipped: z.number().int().describe('Tests skipped or todo.'),
    })
    .describe('Test counts.'),
  errorCount: z.number().int().describe('Errors recorded (test, suite, module, unhandled).'),
  durationMs: z.number().int().describe('How long the run took.'),
  detail: z.string().nullable().describe('Why the outcome is what it is (e.g. timed out), when the runner said.'),
  tddTaskId: nullableInt('Your open TDD task the run was recorded for.'),
  phaseId: nullableInt('The phase it was recorded in.'),
  failures: list(
    failureLine,
    'Each error of the run (in a test, suite or module, or unhandled) with its ids; passing tests are not listed.',
  ),
  artifacts: list(
    artifactRecord.pick({ id: true, kind: true, testCaseId: true, filePath: true, failureCount: true }),
    'The test_failed_run / test_passed_run evidence recorded for your task (what a phase transition cites).',
  ),
  verdict: z
    .object({
      verdict: z
        .enum(VERDICTS)
        .describe('PASS only with exit code 0, at least one test executed, and no failed test or error.'),
      reason: z.enum(VERDICT_REASONS).nullable().describe('Why it is FAIL; null for PASS.'),
      detail: z.string().nullable().describe('The reason in a sentence; null for PASS.'),
      file: z
        .string()
        .nullable()
        .describe(
          'Where evident mirrored it (.claude/state/last_test_result, four lines; never write it yourself); null when it could not be written.',
        ),
    })
    .describe(
      "The binding test verdict of this run: evident's, never an agent's (a PASS claim in a verification document needs it).",
    ),
  fixIterations: z
    .object({
      spent: z.number().int().describe('Failing runs after a production change so far in this task.'),
      limit: z.number().int().describe("The plan's limit."),
      blocked: z.string().optional().describe('Set when this run reached the limit: the task is BLOCKED, and why.'),
    })
    .optional()
    .describe('A task started from a coordinator plan (evident:implement): its fix iterations.'),
})

export const runTestsTool = defineTool({
  name: 'run_tests',
  title: 'Run tests and record the evidence',
  description:
    "Run the project's tests and record the run as evidence: per-test results, errors with parsed stack frames, and — when you " +
    'have an open TDD task with a phase — test_failed_run / test_passed_run artifacts for tests in files you wrote during the task. ' +
    "Use it rather than a shell command: the results are recorded at the source, from the runner's structured data. " +
    'An import error, a failing hook, an unhandled error or zero tests is never a pass. Runs of one project are serialized. ' +
    'The answer lists counts and each failing test with its error id, top frame id, message and history ' +
    '(new-failure, persistent, flaky, recovered); passing tests are not listed. Read details with test_errors; cite the ids in hypothesis record. ' +
    "Every run also sets the project's binding test verdict (PASS only with exit code 0, at least one test executed and none failed), " +
    'mirrored to .claude/state/last_test_result: a PASS claim in a verification document needs it, and only evident writes that file.',
  input,
  output,
  annotations: { openWorldHint: false, readOnlyHint: false, idempotentHint: false },
  async handler(ctx, args, extra) {
    const { caller } = ctx
    // The configuration frozen when the caller's open task started (the file may not change during a task).
    const config = await configFor(ctx.store, caller, ctx.projectRoot)
    const runner = runnerFor(config, args.project)
    const files = selectTestFiles(ctx.projectRoot, args.files ?? [])
    const timeoutMs = (args.timeoutSec ?? TIMEOUT_DEFAULT) * 1000
    const progress = progressSender(extra, 'finished ')
    let verdict: VerdictRow | undefined
    const { report, recorded, durationMs } = await runAndRecord({
      runner,
      projectRoot: ctx.projectRoot,
      files,
      timeoutMs,
      lockWaitMs: LOCK_WAIT_MS,
      signal: extra.signal,
      onFileDone: progress.send,
      store: ctx.store,
      caller,
      shadow: shadowFor(ctx.store.path, ctx.projectRoot),
      // A sealed session's tests run sealed too: a test file is code the agent wrote.
      confine: await confinementFor(ctx.store.db, caller.sessionId, ctx.store.path, ctx.projectRoot),
      // A full-suite run is a gate: a DoD can assert `gate: run_tests` (or `run_tests:<project>`) only after a green one.
      afterRecord: async (run) => {
        verdict = await recordVerdict(ctx.store, ctx.projectRoot, run)
      },
      gate:
        files.length > 0
          ? undefined
          : { id: args.project === undefined ? 'run_tests' : `run_tests:${args.project}`, source: 'run_tests' },
    }).finally(progress.settle)
    const failing = await failedTests(ctx.store.db, recorded.runId)
    const byId = await classifyTests(
      ctx.store.db,
      failing.map((f) => f.testCaseId),
    )
    const classes = new Map(failing.map((f) => [testKey(f), byId.get(f.testCaseId) ?? 'new-failure'] as const))
    const lines = failureLines(report, recorded, classes)
    const fix = await chargeFixIteration(ctx.store, ctx.projectRoot, recorded.taskId, JSON.stringify(config))
    return {
      text: `${runText(report, recorded, lines, durationMs)}\n${verdictLine(verdict)}${fixText(fix)}`,
      data: {
        runId: recorded.runId,
        runner: report.runner,
        outcome: report.outcome,
        counts: recorded.counts,
        errorCount: report.errors.length,
        durationMs,
        detail: report.detail ?? null,
        tddTaskId: recorded.taskId,
        phaseId: recorded.phaseId,
        failures: lines,
        artifacts: recorded.artifacts.map((a) => ({
          id: a.id,
          kind: a.kind,
          testCaseId: a.testCaseId,
          filePath: a.filePath,
          failureCount: a.failureCount,
        })),
        verdict: verdictOf(verdict),
        ...(fix === undefined ? {} : { fixIterations: fix }),
      },
    }
  },
})

function verdictLine(row: VerdictRow | undefined): string {
  if (row === undefined) return ''
  const why = row.verdict === 'FAIL' ? ` (${row.reason ?? ''}: ${row.detail ?? ''})` : ''
  const where = row.fileError === null ? `written to ${VERDICT_FILE}` : `not mirrored to a file: ${row.fileError}`
  return `Binding verdict: ${row.verdict}${why}; ${where}.`
}

function verdictOf(row: VerdictRow | undefined): z.infer<typeof output>['verdict'] {
  if (row === undefined) throw new Error('run_tests: the run was recorded without its verdict')
  return {
    verdict: row.verdict,
    reason: row.reason,
    detail: row.detail,
    file: row.fileError === null ? VERDICT_FILE : null,
  }
}

/** A plan task's fix iterations, as the run's answer ends. */
function fixText(fix: FixCharge | undefined): string {
  if (fix === undefined) return ''
  if (fix.blocked !== undefined)
    return `\nBLOCKED: this task has ended as blocked and the plan is blocked — ${fix.blocked}. Stop and report BLOCKED with this reason.`
  return `\nFix iterations: ${fix.spent} of ${fix.limit} spent (a failing run after a production change counts one).`
}
