import { HYPOTHESIS_VALIDATIONS } from '../domain/vocabulary.js'
import * as z from 'zod'
import { listHypotheses, recordHypothesis, validateHypothesis } from '../store/hypotheses.js'
import { onlyFields } from './action-fields.js'
import { defineTool, id, requireFields, TEXT_MAX, toolInput } from './define.js'

const input = toolInput({
  action: z.enum(['record', 'validate', 'list']).describe(
    'record: state why a failure happens, citing the error and stack frame it is about (before you edit production code). ' +
    'validate: close one of your open hypotheses with its outcome, once. list: the hypotheses of a task.'),
  tddTaskId: id('record, list: your open TDD task.').optional(),
  content: z.string().min(1).max(TEXT_MAX).optional().describe(
    'record: a causal claim — what in the code causes the cited failure and why your change will fix it, e.g. "the bounds check at line 42 runs after the index access, so index N throws TypeError". Not a plan like "fix the validation".'),
  citedTestErrorId: id('record: the id of the failure you explain, as listed by test_errors (or run_tests) for one of your runs.').optional(),
  citedStackFrameId: id('record: the id of the stack frame of that error your claim is about, as listed by test_errors under the error.').optional(),
  id: id('validate: the hypothesis id returned by record.').optional(),
  outcome: z.enum(HYPOTHESIS_VALIDATIONS).optional().describe(
    'validate: confirmed (the change made the test pass as claimed), refuted (it did not: record a new hypothesis), abandoned (no longer relevant).'),
}).superRefine((v, ctx) => {
  onlyFields(ctx, v.action, v, {
    record: ['tddTaskId', 'content', 'citedTestErrorId', 'citedStackFrameId'], validate: ['id', 'outcome'], list: ['tddTaskId'],
  }[v.action])
  if (v.action === 'record') requireFields(ctx, 'record', v, ['tddTaskId', 'content', 'citedTestErrorId', 'citedStackFrameId'])
  if (v.action === 'validate') requireFields(ctx, 'validate', v, ['id', 'outcome'])
  if (v.action === 'list') requireFields(ctx, 'list', v, ['tddTaskId'])
})

export const hypothesisTool = defineTool({
  name: 'hypothesis',
  title: 'Hypotheses about failures',
  description:
    'Record a hypothesis before every production-code edit: a causal claim citing one observed failure — its error id ' +
    '(citedTestErrorId) and a stack frame id of that error (citedStackFrameId), both from test_errors for a run of yours. ' +
    'It is bound to the current phase and behavior of your task; in red and green, production edits are allowed only after ' +
    'one. After the fix and run_tests, validate it (confirmed | refuted | abandoned). list shows a task\'s hypotheses.',
  input,
  annotations: { openWorldHint: false },
  async handler(ctx, args) {
    const caller = ctx.resolveCaller(args.caller)
    const { store } = ctx
    switch (args.action) {
      case 'record': {
        const h = await store.write((tx) => recordHypothesis(tx, caller, {
          tddTaskId: args.tddTaskId ?? 0, content: args.content ?? '', citedTestErrorId: args.citedTestErrorId ?? 0, citedStackFrameId: args.citedStackFrameId ?? 0,
        }))
        const where = h.phaseId === null ? 'no phase yet' : `phase ${h.phaseId}, behavior ${h.behaviorId ?? 'none'}`
        return {
          text: `Recorded hypothesis ${h.id} (${where}) citing error ${h.citedTestErrorId}, frame ${h.citedStackFrameId}. Next: make the change, run_tests, then hypothesis validate {id: ${h.id}, outcome}.`,
          data: { hypothesis: h },
        }
      }
      case 'validate': {
        const h = await store.write((tx) => validateHypothesis(tx, caller, args.id ?? 0, args.outcome ?? 'abandoned'))
        const next = h.outcome === 'refuted' ? ' Next: read the failure again (test_errors) and record a new hypothesis.' : ''
        return { text: `Hypothesis ${h.id} is ${h.outcome}.${next}`, data: { hypothesis: h } }
      }
      case 'list': {
        const hypotheses = await listHypotheses(store.db, caller, args.tddTaskId ?? 0)
        const lines = hypotheses.map((h) => `- ${h.id} [${h.outcome}] phase ${h.phaseId ?? '-'} error ${h.citedTestErrorId}/frame ${h.citedStackFrameId}: ${h.content}`)
        return { text: hypotheses.length === 0 ? `No hypotheses in task ${args.tddTaskId ?? 0}.` : lines.join('\n'), data: { hypotheses } }
      }
    }
  },
})
