import * as z from 'zod'
import { ownTask } from '../engine/flows/access.js'
import {
  acceptanceMetrics,
  DENIALS_DEFINITION,
  METRIC_DEFINITIONS,
  type Metric,
  type MetricsScope,
} from '../store/metrics.js'
import { defineTool, fields, id } from './define.js'
import { list } from './outputs.js'

const scopes = z.enum(['mine', 'session'])

const input = fields(
  {
    tddTaskId: id('Measure this one task of yours. Leave it out to measure by scope.').optional(),
    scope: scopes
      .optional()
      .describe(
        'Without tddTaskId: every task you started (mine, the default) or every task of every agent in your session; transition requests are then those the agents in scope made.',
      ),
  },
  (v, ctx) => {
    if (v.tddTaskId !== undefined && v.scope !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['scope'], message: 'pass either tddTaskId or scope, not both' })
    }
  },
)

const metricRecord = z.object({
  name: z.enum(Object.keys(METRIC_DEFINITIONS)).describe('The metric (defined in the tool description).'),
  description: z.string().describe('What it counts: numerator / denominator.'),
  numerator: z.number().int().describe('Rows counted.'),
  denominator: z.number().int().describe('Rows it is counted among.'),
  value: z.number().nullable().describe('numerator / denominator, or null when the denominator is 0.'),
})

const output = z.object({
  scope: z
    .union([
      z.object({ tddTaskId: z.number().int().describe('The task measured.') }),
      z.object({ scope: scopes.describe('Whose tasks were measured.') }),
    ])
    .describe('What was measured: one task, or the tasks of a scope.'),
  metrics: list(metricRecord, 'Each metric.'),
  denialsByReason: z.record(z.string(), z.number().int()).describe(`${DENIALS_DEFINITION}.`),
  taskIds: list(z.number().int().describe('A task id.'), 'The tasks measured.'),
})

const definitions = Object.entries(METRIC_DEFINITIONS)
  .map(([name, what]) => `${name} = ${what}`)
  .join('; ')

const format = (m: Metric): string =>
  `${m.name}: ${m.numerator}/${m.denominator}${m.value === null ? ' (nothing to count)' : ` (${(m.value * 100).toFixed(1)}%)`}`

export const acceptanceMetricsTool = defineTool({
  name: 'acceptance_metrics',
  title: 'Acceptance metrics',
  description:
    `How well TDD work was evidenced, computed exactly from recorded rows (read-only). Each metric is numerator/denominator: ${definitions}. ` +
    `denials_by_reason = ${DENIALS_DEFINITION}. A metric with denominator 0 has value null.`,
  input,
  output,
  annotations: { readOnlyHint: true, openWorldHint: false },
  async handler({ store: { db }, caller }, args) {
    if (args.tddTaskId !== undefined) {
      const task = await ownTask(db, caller, args.tddTaskId, 'read')
      if (!task.ok) return task
    }
    const scope: MetricsScope =
      args.tddTaskId !== undefined ? { tddTaskId: args.tddTaskId } : { scope: args.scope ?? 'mine' }
    const result = await acceptanceMetrics(db, caller, scope)
    const denials = Object.entries(result.denialsByReason)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(', ')
    const over = 'tddTaskId' in scope ? `task ${scope.tddTaskId}` : `${result.taskIds.length} task(s) (${scope.scope})`
    return {
      text: `Acceptance metrics over ${over}:\n${result.metrics.map(format).join('\n')}\ndenials_by_reason: ${denials === '' ? 'none' : denials}`,
      data: { scope, ...result },
    }
  },
})
