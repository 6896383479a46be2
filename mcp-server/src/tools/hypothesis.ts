import * as z from 'zod'
import { hypothesisRecord } from '../domain/records.js'
import { HYPOTHESIS_VALIDATIONS } from '../domain/vocabulary.js'
import { listHypotheses, recordHypothesis, validateHypothesis } from '../engine/flows/hypothesis.js'
import { action, actions, defineTool, id, TEXT_MAX } from './define.js'

const tddTaskId = id('your open TDD task.')

const input = actions(
  'record: state why a failure happens, citing the error and stack frame it is about (before you edit production code). ' +
    'validate: close one of your open hypotheses with its outcome, once. list: the hypotheses of a task.',
  {
    record: action({
      tddTaskId,
      content: z
        .string()
        .min(1)
        .max(TEXT_MAX)
        .describe(
          'a causal claim — what in the code causes the cited failure and why your change will fix it, e.g. "the bounds check at line 42 runs after the index access, so index N throws TypeError". Not a plan like "fix the validation".',
        ),
      citedTestErrorId: id(
        'the id of the failure you explain, as listed by test_errors (or run_tests) for one of your runs.',
      ),
      citedStackFrameId: id(
        'the id of the stack frame of that error your claim is about, as listed by test_errors under the error.',
      ),
    }),
    validate: action({
      id: id('the hypothesis id returned by record.'),
      outcome: z
        .enum(HYPOTHESIS_VALIDATIONS)
        .describe(
          'confirmed (the change made the test pass as claimed), refuted (it did not: record a new hypothesis), abandoned (no longer relevant).',
        ),
    }),
    list: action({ tddTaskId }),
  },
)

const output = z.object({
  hypothesis: hypothesisRecord.optional().describe('record, validate: the hypothesis.'),
  hypotheses: z.array(hypothesisRecord).optional().describe('list: the hypotheses of the task.'),
})

export const hypothesisTool = defineTool({
  name: 'hypothesis',
  title: 'Hypotheses about failures',
  description:
    'Record a hypothesis before every production-code edit: a causal claim citing one observed failure — its error id ' +
    '(citedTestErrorId) and a stack frame id of that error (citedStackFrameId), both from test_errors for a run of yours. ' +
    'It is bound to the current phase and behavior of your task; in red and green, production edits are allowed only after ' +
    "one. After the fix and run_tests, validate it (confirmed | refuted | abandoned). list shows a task's hypotheses.",
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller }, args) {
    switch (args.action) {
      case 'record': {
        const recorded = await recordHypothesis(store, caller, args)
        if (!recorded.ok) return recorded
        const h = recorded.value
        const where = h.phaseId === null ? 'no phase yet' : `phase ${h.phaseId}, behavior ${h.behaviorId ?? 'none'}`
        return {
          text: `Recorded hypothesis ${h.id} (${where}) citing error ${h.citedTestErrorId}, frame ${h.citedStackFrameId}. Next: make the change, run_tests, then hypothesis validate {id: ${h.id}, outcome}.`,
          data: { hypothesis: h },
        }
      }
      case 'validate': {
        const validated = await validateHypothesis(store, caller, args.id, args.outcome)
        if (!validated.ok) return validated
        const h = validated.value
        const next =
          h.outcome === 'refuted' ? ' Next: read the failure again (test_errors) and record a new hypothesis.' : ''
        return { text: `Hypothesis ${h.id} is ${h.outcome}.${next}`, data: { hypothesis: h } }
      }
      case 'list': {
        const listed = await listHypotheses(store, caller, args.tddTaskId)
        if (!listed.ok) return listed
        const hypotheses = listed.value
        const lines = hypotheses.map(
          (h) =>
            `- ${h.id} [${h.outcome}] phase ${h.phaseId ?? '-'} error ${h.citedTestErrorId}/frame ${h.citedStackFrameId}: ${h.content}`,
        )
        return {
          text: hypotheses.length === 0 ? `No hypotheses in task ${args.tddTaskId}.` : lines.join('\n'),
          data: { hypotheses: [...hypotheses] },
        }
      }
    }
  },
})
