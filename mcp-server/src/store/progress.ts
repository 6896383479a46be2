import type { ProgressFacts } from '../domain/facts.js'
import type { ProgressEvent } from '../domain/progress-events.js'
import type { TaskRow } from '../domain/records.js'
import type { Phase, Source } from '../domain/vocabulary.js'
import { nextSeq, type Tx } from './db.js'

export interface ProgressEventRow {
  readonly id: number
  readonly taskId: number
  readonly type: ProgressEvent['type']
  readonly payload: Readonly<Record<string, unknown>>
  readonly narration: string
  readonly seq: number
}

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
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, taskId: task.id, type, payload, narration, seq }
}
