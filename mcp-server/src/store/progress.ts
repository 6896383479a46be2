import { sql } from 'kysely'
import type { ProgressFacts } from '../domain/facts.js'
import type { ProgressEvent, ProgressEventType } from '../domain/progress-events.js'
import type { ProgressEventRow, TaskRow } from '../domain/records.js'
import type { Phase, Source } from '../domain/vocabulary.js'
import { nextSeq, type Db, type Tx } from './db.js'
import type { ProgressEventsTable } from './schema.js'

/** What the progress gate reads about a task, and whether a `blocked` event's signature is one of its errors. */
export async function loadProgressFacts(tx: Tx, task: TaskRow, event: ProgressEvent): Promise<ProgressFacts> {
  const goals = await tx
    .selectFrom('goals')
    .select(['id', 'ordinal', 'goal', 'status'])
    .where('task_id', '=', task.id)
    .execute()
  const behaviors = await tx
    .selectFrom('behaviors')
    .select(['id', 'goal_id', 'ordinal', 'behavior', 'status'])
    .where('task_id', '=', task.id)
    .execute()
  const phases = await tx
    .selectFrom('phases')
    .select(['id', 'behavior_id', 'phase', 'previous_phase_id'])
    .where('task_id', '=', task.id)
    .orderBy('start_seq')
    .execute()
  const byId = new Map(phases.map((p) => [p.id, p]))
  const latest = new Map<number, { id: number; phase: Phase; from: Source }>()
  for (const p of phases) {
    const previous = p.previous_phase_id === null ? undefined : byId.get(p.previous_phase_id)
    latest.set(p.behavior_id, { id: p.id, phase: p.phase, from: previous?.phase ?? 'start' })
  }
  const signature =
    event.type !== 'blocked'
      ? undefined
      : await tx
          .selectFrom('test_errors')
          .innerJoin('test_runs', 'test_runs.id', 'test_errors.run_id')
          .select('test_errors.id')
          .where('test_runs.task_id', '=', task.id)
          .where('test_errors.signature', '=', event.failureSignatureHash)
          .limit(1)
          .executeTakeFirst()
  return {
    task: { id: task.id, status: task.status, outcome: task.outcome },
    goals,
    behaviors: behaviors.map((b) => ({
      id: b.id,
      goalId: b.goal_id,
      ordinal: b.ordinal,
      behavior: b.behavior,
      status: b.status,
      phase: latest.get(b.id) ?? null,
    })),
    signatureKnown: signature !== undefined,
  }
}

/** Persists a checked progress event, enriched with ordinals and texts, with its narration. */
export async function insertProgressEvent(
  tx: Tx,
  task: TaskRow,
  agentId: string,
  type: ProgressEvent['type'],
  payload: Readonly<Record<string, unknown>>,
  narration: string,
): Promise<ProgressEventRow> {
  const seq = await nextSeq(tx)
  const row = await tx
    .insertInto('progress_events')
    .values({
      task_id: task.id,
      caller_id: task.callerId,
      type,
      payload: JSON.stringify({ ...payload, narration }),
      seq,
    })
    .returning(['id', 'at'])
    .executeTakeFirstOrThrow()
  return {
    id: row.id,
    taskId: task.id,
    agentId,
    type,
    behaviorId: behaviorIdOf(payload),
    narration,
    payload,
    seq,
    at: row.at,
  }
}

const behaviorIdOf = (payload: Readonly<Record<string, unknown>>): number | null =>
  typeof payload['behaviorId'] === 'number' ? payload['behaviorId'] : null

type StoredEvent = Omit<ProgressEventsTable, 'id' | 'at'> & { id: number; at: string; agent_id: string }

/** A stored event as the tools return it: the narration saved inside the payload comes out beside it. */
function toProgressEvent(r: StoredEvent): ProgressEventRow {
  const { narration, ...payload } = JSON.parse(r.payload) as Record<string, unknown>
  return {
    id: r.id,
    taskId: r.task_id,
    agentId: r.agent_id,
    type: r.type as ProgressEventType,
    behaviorId: behaviorIdOf(payload),
    narration: typeof narration === 'string' ? narration : '',
    payload,
    seq: r.seq,
    at: r.at,
  }
}

const events = (db: Db | Tx) =>
  db
    .selectFrom('progress_events')
    .innerJoin('callers', 'callers.id', 'progress_events.caller_id')
    .selectAll('progress_events')
    .select('callers.agent_id')

/** The behavior an event is about (`payload.behaviorId`); null for goal- and task-level events. */
const behaviorColumn = (table: string) =>
  sql<number | null>`json_extract(${sql.ref(`${table}.payload`)}, '$.behaviorId')`

export interface ProgressFilter {
  /** The callers whose tasks' events are read (the scope; events belong to the task owner). */
  readonly callerIds: readonly number[]
  readonly taskId?: number | undefined
  /** Only the events of these tasks (a follower's scope, engine/flows/access.ts#followedTaskIds). */
  readonly taskIds?: readonly number[] | undefined
  readonly behaviorId?: number | undefined
  /** Only events pushed after this one. */
  readonly afterEventId?: number | undefined
}

export interface ProgressPage {
  /** In push order, oldest first. */
  readonly events: readonly ProgressEventRow[]
  /** True when more events follow the last one (read on with `afterEventId` = its id). */
  readonly more: boolean
}

/** A page of progress events in push order: the first `limit` after `afterEventId` (or from the first). */
export async function listProgressEvents(db: Db, filter: ProgressFilter, limit: number): Promise<ProgressPage> {
  if (filter.callerIds.length === 0) return { events: [], more: false }
  let query = events(db).where('progress_events.caller_id', 'in', filter.callerIds)
  if (filter.taskId !== undefined) query = query.where('progress_events.task_id', '=', filter.taskId)
  if (filter.taskIds !== undefined) {
    if (filter.taskIds.length === 0) return { events: [], more: false }
    query = query.where('progress_events.task_id', 'in', filter.taskIds)
  }
  if (filter.behaviorId !== undefined) query = query.where(behaviorColumn('progress_events'), '=', filter.behaviorId)
  if (filter.afterEventId !== undefined) query = query.where('progress_events.id', '>', filter.afterEventId)
  const rows = await query
    .orderBy('progress_events.id')
    .limit(limit + 1)
    .execute()
  return { events: rows.slice(0, limit).map(toProgressEvent), more: rows.length > limit }
}

/** The newest event about each behavior of a task that has one, by behavior id. */
export async function latestProgressByBehavior(
  db: Db | Tx,
  taskId: number,
): Promise<ReadonlyMap<number, ProgressEventRow>> {
  const newest = db
    .selectFrom('progress_events as pe')
    .select((eb) => eb.fn.max('pe.id').as('id'))
    .where('pe.task_id', '=', taskId)
    .where(behaviorColumn('pe'), 'is not', null)
    .groupBy(behaviorColumn('pe'))
  const rows = await events(db).where('progress_events.id', 'in', newest).execute()
  const byBehavior = new Map<number, ProgressEventRow>()
  for (const event of rows.map(toProgressEvent)) if (event.behaviorId !== null) byBehavior.set(event.behaviorId, event)
  return byBehavior
}

/** A task's timeline for the report: its newest `limit` events in push order, and how many earlier ones were left out. */
export async function progressTimeline(
  db: Db,
  taskId: number,
  limit: number,
): Promise<{ readonly events: readonly ProgressEventRow[]; readonly omitted: number }> {
  const rows = await events(db)
    .where('progress_events.task_id', '=', taskId)
    .orderBy('progress_events.id', 'desc')
    .limit(limit)
    .execute()
  const total = await db
    .selectFrom('progress_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow()
  return { events: rows.reverse().map(toProgressEvent), omitted: Number(total.n) - rows.length }
}
