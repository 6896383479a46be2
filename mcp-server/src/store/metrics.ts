import { sql } from 'kysely'
import type { Caller } from '../identity.js'
import { findCallerId } from './callers.js'
import type { Db } from './db.js'

/**
 * Acceptance metrics: exact ratios over recorded rows, each defined by the sentence in METRIC_DEFINITIONS
 * (served to the model as the tool description, so a number always says what it counts).
 */
export const METRIC_DEFINITIONS = {
  evidence_backed_transitions:
    'accepted phase transitions that cited a valid evidence artifact / all phase transition requests (accepted or denied)',
  red_before_code:
    'behaviors whose first code_written came after a test_failed_run for that behavior / behaviors with any code_written',
  hypothesis_before_edit:
    'code_written in a red, red.triangulate, green or green.fake-it phase with a hypothesis recorded earlier in the same phase / all such code_written',
  tasks_without_test_weakening: 'tasks with no test_weakened artifact / tasks',
  sealed_tasks:
    "tasks started in a sealed session (Bash could not reach evident's store) / tasks; the rest ran unsealed",
} as const
export type MetricName = keyof typeof METRIC_DEFINITIONS

export const DENIALS_DEFINITION = 'denied phase transition requests, counted per denial reason'

export interface Metric {
  readonly name: MetricName
  readonly description: string
  readonly numerator: number
  readonly denominator: number
  /** numerator / denominator, or null when nothing was counted. */
  readonly value: number | null
}

export interface Metrics {
  readonly metrics: readonly Metric[]
  readonly denialsByReason: Readonly<Record<string, number>>
  readonly taskIds: readonly number[]
}

/** What is measured: one task of the caller (its ownership checked by the caller of `acceptanceMetrics`), every task of the caller, or every task of the caller's session. */
export type MetricsScope = { readonly tddTaskId: number } | { readonly scope: 'mine' | 'session' }

interface Selection {
  readonly taskIds: number[]
  /** Transition requests are selected by task (one task) or by the callers who made them. */
  readonly requests: { readonly by: 'task'; readonly ids: number[] } | { readonly by: 'caller'; readonly ids: number[] }
}

async function select(db: Db, caller: Caller, scope: MetricsScope): Promise<Selection> {
  if ('tddTaskId' in scope) {
    return { taskIds: [scope.tddTaskId], requests: { by: 'task', ids: [scope.tddTaskId] } }
  }
  let callerIds: number[]
  if (scope.scope === 'mine') {
    const id = await findCallerId(db, caller)
    callerIds = id === undefined ? [] : [id]
  } else {
    callerIds = (await db.selectFrom('callers').select('id').where('session_id', '=', caller.sessionId).execute()).map(
      (r) => r.id,
    )
  }
  const tasks =
    callerIds.length === 0
      ? []
      : await db.selectFrom('tdd_tasks').select('id').where('caller_id', 'in', callerIds).execute()
  return { taskIds: tasks.map((t) => t.id), requests: { by: 'caller', ids: callerIds } }
}

const metric = (name: MetricName, numerator: number, denominator: number): Metric => ({
  name,
  description: METRIC_DEFINITIONS[name],
  numerator,
  denominator,
  value: denominator === 0 ? null : numerator / denominator,
})

export async function acceptanceMetrics(db: Db, caller: Caller, scope: MetricsScope): Promise<Metrics> {
  const { taskIds, requests } = await select(db, caller, scope)
  const requestRows =
    requests.ids.length === 0
      ? []
      : await db
          .selectFrom('transition_requests')
          .select(['accepted', 'evidence_valid', 'denial_reason'])
          .where(requests.by === 'task' ? 'task_id' : 'caller_id', 'in', requests.ids)
          .execute()
  const denialsByReason: Record<string, number> = {}
  for (const r of requestRows) {
    if (r.accepted === 0)
      denialsByReason[r.denial_reason ?? 'unknown'] = (denialsByReason[r.denial_reason ?? 'unknown'] ?? 0) + 1
  }
  const backed = requestRows.filter((r) => r.accepted === 1 && r.evidence_valid === 1).length
  if (taskIds.length === 0) {
    return {
      metrics: [
        metric('evidence_backed_transitions', backed, requestRows.length),
        metric('red_before_code', 0, 0),
        metric('hypothesis_before_edit', 0, 0),
        metric('tasks_without_test_weakening', 0, 0),
        metric('sealed_tasks', 0, 0),
      ],
      denialsByReason,
      taskIds,
    }
  }
  const firsts = await db
    .selectFrom('artifacts')
    .select([
      'behavior_id',
      sql<number | null>`min(case when kind = 'code_written' then seq end)`.as('first_code'),
      sql<number | null>`min(case when kind = 'test_failed_run' then seq end)`.as('first_red'),
    ])
    .where('task_id', 'in', taskIds)
    .where('behavior_id', 'is not', null)
    .where('kind', 'in', ['code_written', 'test_failed_run'])
    .groupBy('behavior_id')
    .execute()
  const coded = firsts.filter((f) => f.first_code !== null)
  const redFirst = coded.filter((f) => f.first_red !== null && f.first_code !== null && f.first_red < f.first_code)
  const edits = await db
    .selectFrom('artifacts as a')
    .innerJoin('phases as p', 'p.id', 'a.phase_id')
    .select((eb) => [
      'a.id',
      eb
        .exists(
          eb
            .selectFrom('hypotheses as h')
            .select('h.id')
            .whereRef('h.phase_id', '=', 'a.phase_id')
            .whereRef('h.caller_id', '=', 'a.caller_id')
            .whereRef('h.seq', '<', 'a.seq'),
        )
        .as('hypothesized'),
    ])
    .where('a.task_id', 'in', taskIds)
    .where('a.kind', '=', 'code_written')
    .where('p.phase', 'in', ['red', 'red.triangulate', 'green', 'green.fake-it'])
    .execute()
  const weakened = await db
    .selectFrom('artifacts')
    .select('task_id')
    .distinct()
    .where('task_id', 'in', taskIds)
    .where('kind', '=', 'test_weakened')
    .execute()
  const sealed = await db
    .selectFrom('tdd_tasks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', taskIds)
    .where('sealed', '=', 1)
    .executeTakeFirstOrThrow()
  return {
    metrics: [
      metric('evidence_backed_transitions', backed, requestRows.length),
      metric('red_before_code', redFirst.length, coded.length),
      metric('hypothesis_before_edit', edits.filter((e) => Number(e.hypothesized) === 1).length, edits.length),
      metric('tasks_without_test_weakening', taskIds.length - weakened.length, taskIds.length),
      metric('sealed_tasks', Number(sealed.n), taskIds.length),
    ],
    denialsByReason,
    taskIds,
  }
}
