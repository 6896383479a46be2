import * as z from 'zod'
import { acceptanceMetrics, DENIALS_DEFINITION, METRIC_DEFINITIONS, type Metric } from '../store/metrics.js'
import { defineTool, id, toolInput } from './define.js'

const input = toolInput({
  tddTaskId: id('Measure this one task of yours. Leave it out to measure by scope.').optional(),
  scope: z.enum(['mine', 'session']).optional().describe(
    'Without tddTaskId: every task you started (mine, the default) or every task of every agent in your session; transition requests are then those the agents in scope made.'),
}).superRefine((v, ctx) => {
  if (v.tddTaskId !== undefined && v.scope !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['scope'], message: 'pass either tddTaskId or scope, not both' })
  }
})

const definitions = Object.entries(METRIC_DEFINITIONS).map(([name, what]) => `${name} = ${what}`).join('; ')

const format = (m: Metric): string =>
  `${m.name}: ${m.numerator}/${m.denominator}${m.value === null ? ' (nothing to count)' : ` (${(m.value * 100).toFixed(1)}%)`}`

export const acceptanceMetricsTool = defineTool({
  name: 'acceptance_metrics',
  title: 'Acceptance metrics',
  description:
    `How well TDD work was evidenced, computed exactly from recorded rows (read-only). Each metric is numerator/denominator: ${definitions}. ` +
    `denials_by_reason = ${DENIALS_DEFINITION}. A metric with denominator 0 has value null.`,
  input,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler(ctx, args) {
    const caller = ctx.resolveCaller(args.caller)
    const scope = args.tddTaskId !== undefined ? { tddTaskId: args.tddTaskId } : { scope: args.scope ?? 'mine' }
    const result = await acceptanceMetrics(ctx.store.db, caller, scope)
    const denials = Object.entries(result.denialsByReason).map(([reason, n]) => `${reason} ${n}`).join(', ')
    const over = 'tddTaskId' in scope ? `task ${scope.tddTaskId}` : `${result.taskIds.length} task(s) (${scope.scope})`
    return {
      text: `Acceptance metrics over ${over}:\n${result.metrics.map(format).join('\n')}\ndenials_by_reason: ${denials === '' ? 'none' : denials}`,
      data: { scope, ...result },
    }
  },
})
