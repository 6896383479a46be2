import type { ExpressionBuilder } from 'kysely'
import type { ArtifactKind } from '../domain/vocabulary.js'
import type { Caller } from '../kernel/identity.js'
import { findCallerId } from './callers.js'
import type { Db } from './db.js'
import type { BehaviorsTable, Database } from './schema.js'

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
type MetricName = keyof typeof METRIC_DEFINITIONS

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

/** The hypothesis_before_edit phases: where code may be written once a hypothesis explains the failure. */
const HYPOTHESIS_PHASES = ['red', 'red.triangulate', 'green', 'green.fake-it'] as const

export async function acceptanceMetrics(db: Db, caller: Caller, scope: MetricsScope): Promise<Metrics> {
  const { taskIds, requests } = await select(db, caller, scope)
  const requestRows =
    requests.ids.length === 0
      ? []
      : await db
          .selectFrom('transition_requests')
          .select(['accepted', 'evidence_valid', 'denial_reason', (eb) => eb.fn.countAll<number>().as('n')])
          .where(requests.by === 'task' ? 'task_id' : 'caller_id', 'in', requests.ids)
          .groupBy(['accepted', 'evidence_valid', 'denial_reason'])
          .execute()
  const denialsByReason: Record<string, number> = {}
  let requested = 0
  let backed = 0
  for (const r of requestRows) {
    const n = Number(r.n)
    requested += n
    if (r.accepted === 1 && r.evidence_valid === 1) backed += n
    if (r.accepted === 0)
      denialsByReason[r.denial_reason ?? 'unknown'] = (denialsByReason[r.denial_reason ?? 'unknown'] ?? 0) + n
  }
  if (taskIds.length === 0) {
    return {
      metrics: [
        metric('evidence_backed_transitions', backed, requested),
        metric('red_before_code', 0, 0),
        metric('hypothesis_before_edit', 0, 0),
        metric('tasks_without_test_weakening', 0, 0),
        metric('sealed_tasks', 0, 0),
      ],
      denialsByReason,
      taskIds,
    }
  }
  const firsts = await firstArtifacts(db, taskIds)
  const coded = firsts.filter((f) => f.first_code !== null)
  const redFirst = coded.filter((f) => f.first_red !== null && f.first_code !== null && f.first_red < f.first_code)
  const edits = await editsAfterHypothesis(db, taskIds)
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
      metric('evidence_backed_transitions', backed, requested),
      metric('red_before_code', redFirst.length, coded.length),
      metric('hypothesis_before_edit', edits.hypothesized, edits.all),
      metric('tasks_without_test_weakening', taskIds.length - weakened.length, taskIds.length),
      metric('sealed_tasks', Number(sealed.n), taskIds.length),
    ],
    denialsByReason,
    taskIds,
  }
}

/**
 * Each behavior's first code_written and first test_failed_run (seq), one index probe each (artifacts_behavior_kind).
 * An artifact's behavior is always one of its task's (both come from the open phase it was recorded in), so walking
 * the tasks' behaviors finds every behavior an artifact of the tasks names.
 */
function firstArtifacts(
  db: Db,
  taskIds: readonly number[],
): Promise<{ first_code: number | null; first_red: number | null }[]> {
  const first = (eb: ExpressionBuilder<Database & { b: BehaviorsTable }, 'b'>, kind: ArtifactKind) =>
    eb
      .selectFrom('artifacts as a')
      .select((e) => e.fn.min<number>('a.seq').as('seq'))
      .whereRef('a.task_id', '=', 'b.task_id')
      .whereRef('a.behavior_id', '=', 'b.id')
      .where('a.kind', '=', kind)
  return db
    .selectFrom('behaviors as b')
    .select((eb) => [first(eb, 'code_written').as('first_code'), first(eb, 'test_failed_run').as('first_red')])
    .where('b.task_id', 'in', taskIds)
    .execute()
}

/**
 * hypothesis_before_edit's counts: the code_written of the tasks' red/green phases, and those of them recorded after
 * the first hypothesis of the same caller in the same phase. Both are index ranges (artifacts_phase_kind_caller,
 * hypotheses_phase_caller); an artifact's phase always belongs to its task.
 */
async function editsAfterHypothesis(
  db: Db,
  taskIds: readonly number[],
): Promise<{ readonly all: number; readonly hypothesized: number }> {
  // The phases as a subquery: joined, SQLite may walk every code_written of the store by kind instead.
  const all = await db
    .selectFrom('artifacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('phase_id', 'in', (eb) =>
      eb.selectFrom('phases').select('id').where('task_id', 'in', taskIds).where('phase', 'in', HYPOTHESIS_PHASES),
    )
    .where('kind', '=', 'code_written')
    .executeTakeFirstOrThrow()
  const hypothesized = await db
    .with('first_hypothesis', (w) =>
      w
        .selectFrom('phases as p')
        .innerJoin('hypotheses as h', 'h.phase_id', 'p.id')
        .select(['h.phase_id', 'h.caller_id', (eb) => eb.fn.min<number>('h.seq').as('seq')])
        .where('p.task_id', 'in', taskIds)
        .where('p.phase', 'in', HYPOTHESIS_PHASES)
        .groupBy(['h.phase_id', 'h.caller_id']),
    )
    .selectFrom('first_hypothesis as f')
    // Counted per phase and caller as a subquery: joined, SQLite may walk every code_written of the store by kind.
    .select((eb) =>
      eb
        .selectFrom('artifacts as a')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('a.phase_id', '=', 'f.phase_id')
        .where('a.kind', '=', 'code_written')
        .whereRef('a.caller_id', '=', 'f.caller_id')
        .whereRef('a.seq', '>', 'f.seq')
        .as('n'),
    )
    .execute()
  return { all: Number(all.n), hypothesized: hypothesized.reduce((sum, r) => sum + Number(r.n), 0) }
}
