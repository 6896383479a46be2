import type { Phase, Source } from '../domain/vocabulary.js'
import { conflict } from '../errors.js'
import { checkProgressEvent, type ProgressFacts } from '../gates/progress.js'
import type { ProgressEvent } from '../gates/progress-events.js'
import type { Caller } from '../identity.js'
import { nextSeq, type Tx } from './db.js'
import { ownTask, type TaskRow } from './tasks.js'

export interface ProgressEventRow {
  readonly id: number
  readonly taskId: number
  readonly type: ProgressEvent['type']
  readonly payload: Readonly<Record<string, unknown>>
  readonly narration: string
  readonly seq: number
}

async function loadFacts(tx: Tx, task: TaskRow, event: ProgressEvent): Promise<ProgressFacts> {
  const goals = await tx.selectFrom('goals').select(['id', 'ordinal', 'goal', 'status']).where('task_id', '=', task.id).execute()
  const behaviors = await tx.selectFrom('behaviors').select(['id', 'goal_id', 'ordinal', 'behavior', 'status']).where('task_id', '=', task.id).execute()
  const phases = await tx.selectFrom('phases').select(['id', 'behavior_id', 'phase', 'previous_phase_id']).where('task_id', '=', task.id).orderBy('start_seq').execute()
  const byId = new Map(phases.map((p) => [p.id, p]))
  const latest = new Map<number, { id: number; phase: Phase; from: Source }>()
  for (const p of phases) {
    const previous = p.previous_phase_id === null ? undefined : byId.get(p.previous_phase_id)
    latest.set(p.behavior_id, { id: p.id, phase: p.phase, from: previous?.phase ?? 'start' })
  }
  const signature = event.type !== 'blocked'
    ? undefined
    : await tx.selectFrom('test_errors').innerJoin('test_runs', 'test_runs.id', 'test_errors.run_id').select('test_errors.id')
      .where('test_runs.task_id', '=', task.id).where('test_errors.signature', '=', event.failureSignatureHash).limit(1).executeTakeFirst()
  return {
    task: { id: task.id, status: task.status, outcome: task.outcome },
    goals,
    behaviors: behaviors.map((b) => ({ id: b.id, goalId: b.goal_id, ordinal: b.ordinal, behavior: b.behavior, status: b.status, phase: latest.get(b.id) ?? null })),
    signatureKnown: signature !== undefined,
  }
}

/**
 * Checks a progress event against the caller's task tree and persists it, enriched with ordinals and texts.
 * A refused event is thrown as a conflict naming its reason; nothing is written then.
 */
export async function pushProgress(tx: Tx, caller: Caller, taskId: number, event: ProgressEvent): Promise<ProgressEventRow> {
  const task = await ownTask(tx, caller, taskId, 'read')
  const check = checkProgressEvent(event, await loadFacts(tx, task, event))
  if (!check.ok) throw conflict(`${check.reason}: ${check.detail}`, check.hint)
  const payload = { type: event.type, ...check.payload }
  const seq = await nextSeq(tx)
  const row = await tx
    .insertInto('progress_events')
    .values({ task_id: task.id, caller_id: task.callerId, type: event.type, payload: JSON.stringify({ ...payload, narration: check.narration }), seq })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id: row.id, taskId: task.id, type: event.type, payload, narration: check.narration, seq }
}
