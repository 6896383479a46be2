import { conflict, notFound } from '../errors.js'
import type { Caller } from '../identity.js'
import { findCallerId } from './callers.js'
import { nextSeq, nowIso, type Db, type Tx } from './db.js'
import type { HypothesesTable } from './schema.js'
import { ownTask } from './tasks.js'
import { loadHypotheses, type HypothesisRow } from './tree.js'

/**
 * Hypotheses: a causal claim about one observed failure, citing the error and the stack frame it is about.
 * Recorded by the agent before it changes production code; the edit hook checks for one in the current phase
 * (`statements.ts#hasCitedHypothesis`).
 */
export type HypothesisOutcome = Exclude<HypothesesTable['outcome'], 'open'>

export interface HypothesisInput {
  readonly tddTaskId: number
  readonly content: string
  readonly citedTestErrorId: number
  readonly citedStackFrameId: number
}

const errorsHint = 'test_errors lists the errors of your runs with their error ids and stack frame ids'

/**
 * Records a hypothesis on the caller's open task, bound to the task's current phase and behavior. The cited
 * error must come from a run recorded for the task's caller, and the cited frame must belong to that error.
 */
export async function recordHypothesis(tx: Tx, caller: Caller, input: HypothesisInput): Promise<HypothesisRow> {
  const task = await ownTask(tx, caller, input.tddTaskId, 'write')
  const error = await tx
    .selectFrom('test_errors')
    .innerJoin('test_runs', 'test_runs.id', 'test_errors.run_id')
    .select(['test_errors.id', 'test_runs.caller_id'])
    .where('test_errors.id', '=', input.citedTestErrorId)
    .executeTakeFirst()
  // Another caller's error is reported exactly like a missing one: an id never grants access to other evidence.
  if (error === undefined || error.caller_id !== task.callerId) {
    throw notFound(`no test error ${input.citedTestErrorId} in a run of yours`, `${errorsHint}; cite one of those`)
  }
  const frame = await tx.selectFrom('stack_frames').select(['id', 'error_id']).where('id', '=', input.citedStackFrameId).executeTakeFirst()
  if (frame === undefined) {
    throw notFound(`no stack frame ${input.citedStackFrameId}`, `${errorsHint}; cite a frame listed under error ${error.id}`)
  }
  if (frame.error_id !== error.id) {
    throw conflict(`stack frame ${frame.id} belongs to another error, not to error ${error.id}`,
      `${errorsHint}; cite a frame listed under error ${error.id}`)
  }
  const phase = await tx.selectFrom('phases').select(['id', 'behavior_id']).where('task_id', '=', task.id).where('end_seq', 'is', null).executeTakeFirst()
  const row = await tx
    .insertInto('hypotheses')
    .values({
      task_id: task.id, caller_id: task.callerId, phase_id: phase?.id ?? null, behavior_id: phase?.behavior_id ?? null,
      content: input.content, cited_error_id: error.id, cited_frame_id: frame.id, outcome: 'open', seq: await nextSeq(tx), validated_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const recorded = (await loadHypotheses(tx, task.id)).find((h) => h.id === row.id)
  if (recorded === undefined) throw new Error(`hypothesis ${row.id} vanished inside its own transaction`)
  return recorded
}

/** Closes an open hypothesis of the caller with its outcome; a hypothesis is validated once. */
export async function validateHypothesis(tx: Tx, caller: Caller, id: number, outcome: HypothesisOutcome): Promise<HypothesisRow> {
  const callerId = await findCallerId(tx, caller)
  const row = await tx.selectFrom('hypotheses').select(['id', 'task_id', 'caller_id', 'outcome']).where('id', '=', id).executeTakeFirst()
  if (row === undefined || row.caller_id !== callerId) {
    throw notFound(`no hypothesis ${id} is yours`, 'hypothesis list {tddTaskId} shows the hypotheses of your task')
  }
  await ownTask(tx, caller, row.task_id, 'write')
  if (row.outcome !== 'open') {
    throw conflict(`hypothesis ${id} was already validated as ${row.outcome}; a hypothesis is validated once`,
      'record a new hypothesis with hypothesis record if you have a new explanation')
  }
  await tx.updateTable('hypotheses').set({ outcome, validated_at: nowIso() }).where('id', '=', id).execute()
  const updated = (await loadHypotheses(tx, row.task_id)).find((h) => h.id === id)
  if (updated === undefined) throw new Error(`hypothesis ${id} vanished inside its own transaction`)
  return updated
}

export async function listHypotheses(db: Db | Tx, caller: Caller, taskId: number): Promise<readonly HypothesisRow[]> {
  const task = await ownTask(db, caller, taskId, 'read')
  return loadHypotheses(db, task.id)
}
