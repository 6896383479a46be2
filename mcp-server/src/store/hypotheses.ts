import type { HypothesisRow } from '../domain/records.js'
import type { HypothesisOutcome, HypothesisState } from '../domain/vocabulary.js'
import { nextSeq, nowIso, type Db, type Tx } from './db.js'
import { loadHypotheses } from './tree.js'

/**
 * Hypotheses: a causal claim about one observed failure, citing the error and the stack frame it is about.
 * Recorded by the agent before it changes production code; the edit hook checks for one in the current phase
 * (`store/statements/hypotheses.ts#hasCitedHypothesis`). The citation rules live in `engine/gates/hypotheses.ts`.
 */

/** A test error with the caller, phase and failing state of the run it was recorded in. */
export async function errorWithRunCaller(
  db: Db | Tx,
  errorId: number,
): Promise<
  | {
      readonly id: number
      readonly callerId: number
      readonly runId: number
      readonly runPhaseId: number | null
      readonly runFailed: boolean
    }
  | undefined
> {
  const row = await db
    .selectFrom('test_errors')
    .innerJoin('test_runs', 'test_runs.id', 'test_errors.run_id')
    .select([
      'test_errors.id',
      'test_runs.id as run_id',
      'test_runs.caller_id',
      'test_runs.phase_id',
      'test_runs.failed',
      'test_runs.outcome',
    ])
    .where('test_errors.id', '=', errorId)
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : {
        id: row.id,
        callerId: row.caller_id,
        runId: row.run_id,
        runPhaseId: row.phase_id,
        runFailed: row.failed > 0 || row.outcome === 'failed',
      }
}

/**
 * The phases whose failing runs a hypothesis may cite: the task's open phase and, walking back from it, the red
 * batch it belongs to or came from (green / green.fake-it → red.triangulate … → red). Empty without an open phase.
 */
export async function currentRedBatch(
  db: Db | Tx,
  taskId: number,
): Promise<{ readonly phaseIds: readonly number[]; readonly behaviorId: number | undefined }> {
  const open = await db
    .selectFrom('phases')
    .select(['id', 'phase', 'behavior_id', 'previous_phase_id'])
    .where('task_id', '=', taskId)
    .where('end_seq', 'is', null)
    .executeTakeFirst()
  if (open === undefined) return { phaseIds: [], behaviorId: undefined }
  const phaseIds = [open.id]
  let phase = open.phase
  let previous = open.previous_phase_id
  for (let step = 0; previous !== null && phase !== 'red' && step < 50; step++) {
    const row = await db
      .selectFrom('phases')
      .select(['id', 'phase', 'previous_phase_id'])
      .where('id', '=', previous)
      .executeTakeFirst()
    if (row === undefined || row.phase === 'refactor' || row.phase === 'spike') break
    if (phase === 'refactor' || phase === 'spike') break
    phaseIds.push(row.id)
    phase = row.phase
    previous = row.previous_phase_id
  }
  return { phaseIds, behaviorId: open.behavior_id }
}

export async function frameById(
  db: Db | Tx,
  frameId: number,
): Promise<{ readonly id: number; readonly errorId: number } | undefined> {
  const row = await db
    .selectFrom('stack_frames')
    .select(['id', 'error_id'])
    .where('id', '=', frameId)
    .executeTakeFirst()
  return row === undefined ? undefined : { id: row.id, errorId: row.error_id }
}

export interface HypothesisInsert {
  readonly taskId: number
  readonly callerId: number
  readonly content: string
  readonly errorId: number
  readonly frameId: number
}

/** Inserts an open hypothesis bound to the task's open phase and its behavior. */
export async function insertHypothesis(tx: Tx, input: HypothesisInsert): Promise<HypothesisRow> {
  const phase = await tx
    .selectFrom('phases')
    .select(['id', 'behavior_id'])
    .where('task_id', '=', input.taskId)
    .where('end_seq', 'is', null)
    .executeTakeFirst()
  const row = await tx
    .insertInto('hypotheses')
    .values({
      task_id: input.taskId,
      caller_id: input.callerId,
      phase_id: phase?.id ?? null,
      behavior_id: phase?.behavior_id ?? null,
      content: input.content,
      cited_error_id: input.errorId,
      cited_frame_id: input.frameId,
      outcome: 'open',
      seq: await nextSeq(tx),
      validated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return hypothesisInTask(tx, input.taskId, row.id)
}

export async function hypothesisById(
  db: Db | Tx,
  id: number,
): Promise<
  | { readonly id: number; readonly taskId: number; readonly callerId: number; readonly outcome: HypothesisState }
  | undefined
> {
  const row = await db
    .selectFrom('hypotheses')
    .select(['id', 'task_id', 'caller_id', 'outcome'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : { id: row.id, taskId: row.task_id, callerId: row.caller_id, outcome: row.outcome }
}

export async function setHypothesisOutcome(
  tx: Tx,
  id: number,
  taskId: number,
  outcome: HypothesisOutcome,
): Promise<HypothesisRow> {
  await tx.updateTable('hypotheses').set({ outcome, validated_at: nowIso() }).where('id', '=', id).execute()
  return hypothesisInTask(tx, taskId, id)
}

async function hypothesisInTask(tx: Tx, taskId: number, id: number): Promise<HypothesisRow> {
  const recorded = (await loadHypotheses(tx, taskId)).find((h) => h.id === id)
  if (recorded === undefined) throw new Error(`hypothesis ${id} vanished inside its own transaction`)
  return recorded
}

/** A task's hypotheses as the oracle justification rule reads them (engine/gates/oracle.ts#justifies), oldest first. */
export async function hypothesisTexts(
  db: Db | Tx,
  taskId: number,
): Promise<readonly { readonly content: string; readonly seq: number; readonly outcome: HypothesisState }[]> {
  return db
    .selectFrom('hypotheses')
    .select(['content', 'seq', 'outcome'])
    .where('task_id', '=', taskId)
    .orderBy('seq')
    .execute()
}
