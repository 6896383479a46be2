import * as z from 'zod'
import { refuse } from '../domain/checked.js'
import { testLabel } from '../domain/test-names.js'
import { RUN_OUTCOMES } from '../domain/vocabulary.js'
import { ownTask } from '../engine/flows/access.js'
import { signatureCounts } from '../store/history.js'
import { errorsOfRun, latestOwnRun, ownRun, type ErrorView } from '../store/run-queries.js'
import { defineTool, fields, id, LABEL_MAX } from './define.js'
import { errorRecord, list } from './outputs.js'

const ERRORS_MAX = 50
const FIELD_MAX = 1500

const input = fields({
  runId: id(
    'A run of yours (the runId run_tests returned). Omit to use your newest run (of tddTaskId, when given).',
  ).optional(),
  tddTaskId: id('Your TDD task: use the newest run recorded for it. Ignored when runId is given.').optional(),
  test: z
    .string()
    .min(1)
    .max(LABEL_MAX)
    .optional()
    .describe('Only errors whose test full name or file contains this text (case-sensitive).'),
})

const output = z.object({
  runId: z.number().int().describe('The run shown.'),
  tddTaskId: z.number().int().nullable().describe('The TDD task it was recorded for, if any.'),
  outcome: z.enum(RUN_OUTCOMES).describe('How the run ended.'),
  errors: list(
    errorRecord.extend({
      occurrences: z.number().int().describe('How often this failure signature occurs in stored runs.'),
    }),
    `Its errors, at most ${ERRORS_MAX}, oldest first.`,
  ),
})

const clip = (text: string | null): string | null =>
  text === null || text.length <= FIELD_MAX ? text : `${text.slice(0, FIELD_MAX)}… (${text.length} chars)`

function errorText(e: ErrorView, occurrences: number): string {
  const subject = e.test === null ? `${e.scope} error${e.file === null ? '' : ` in ${e.file}`}` : testLabel(e.test)
  const lines = [`error ${e.id} [${e.scope}] ${subject}`, `  ${e.name}: ${clip(e.message) ?? ''}`]
  if (e.expected !== null || e.actual !== null)
    lines.push(`  expected: ${clip(e.expected) ?? '—'}`, `  actual:   ${clip(e.actual) ?? '—'}`)
  if (e.diff !== null)
    lines.push(
      `  diff:\n${(clip(e.diff) ?? '')
        .split('\n')
        .map((l) => `    ${l}`)
        .join('\n')}`,
    )
  lines.push(`  signature ${e.signature} (seen ${occurrences} time(s) in stored runs)`)
  if (e.frames.length === 0) lines.push('  frames: none recorded')
  for (const f of e.frames)
    lines.push(
      `  frame ${f.id} #${f.ordinal} ${f.function ?? '<anonymous>'} ${f.file}:${f.line ?? '?'}:${f.col ?? '?'}${f.source === 'message' ? ' (from the error message)' : ''}`,
    )
  return lines.join('\n')
}

export const testErrorsTool = defineTool({
  name: 'test_errors',
  title: 'Errors of a recorded test run',
  description:
    'The errors of one of your recorded test runs, with their ids: scope (test, suite, module, unhandled), test, name, message, ' +
    'expected/actual/diff, failure signature, and the parsed, source-mapped stack frames with their ids (ordinal, function, file, line, column). ' +
    'Cite an error id and one of its frame ids in hypothesis record (citedTestErrorId, citedStackFrameId). Only your own runs are visible.',
  input,
  output,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler({ store: { db }, caller }, args) {
    if (args.runId === undefined && args.tddTaskId !== undefined) {
      const task = await ownTask(db, caller, args.tddTaskId, 'read')
      if (!task.ok) return task
    }
    const run =
      args.runId !== undefined ? await ownRun(db, caller, args.runId) : await latestOwnRun(db, caller, args.tddTaskId)
    if (args.runId !== undefined && args.tddTaskId !== undefined && run.taskId !== args.tddTaskId) {
      return refuse(
        'bad_input',
        `run ${run.id} was not recorded for TDD task ${args.tddTaskId}`,
        'give either runId or tddTaskId, or a run of that task',
      )
    }
    const errors = await errorsOfRun(db, run.id, args.test, ERRORS_MAX)
    const counts = await signatureCounts(
      db,
      errors.map((e) => e.signature),
    )
    const shown = `${errors.length === ERRORS_MAX ? `first ${ERRORS_MAX}` : errors.length} error(s)${args.test === undefined ? '' : ` matching "${args.test}"`}`
    const head = `Run ${run.id}: ${run.outcome} — ${run.total} test(s), ${run.failed} failed, ${run.errorCount} error(s). Showing ${shown}.`
    const body = errors.map((e) => errorText(e, counts.get(e.signature) ?? 0))
    const next =
      errors.some((e) => e.frames.length > 0) && run.taskId !== null
        ? `Next: hypothesis record {"tddTaskId":${run.taskId},"content":"<why it fails>","citedTestErrorId":<error id>,"citedStackFrameId":<one of its frame ids>}.`
        : ''
    return {
      text: [head, ...body, next].filter((l) => l !== '').join('\n'),
      data: {
        runId: run.id,
        tddTaskId: run.taskId,
        outcome: run.outcome,
        errors: errors.map((e) => ({ ...e, occurrences: counts.get(e.signature) ?? 0 })),
      },
    }
  },
})
