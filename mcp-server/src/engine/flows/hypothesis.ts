import type { HypothesisRow } from '../../domain/records.js'
import type { HypothesisOutcome } from '../../domain/vocabulary.js'
import { checkCitation, checkNotValidated, checkValidation } from '../gates/hypotheses.js'
import { accept, type Checked } from '../../domain/checked.js'
import type { Caller } from '../../kernel/identity.js'
import { findCallerId } from '../../store/callers.js'
import {
  currentRedBatch,
  errorWithRunCaller,
  frameById,
  hypothesisById,
  insertHypothesis,
  setHypothesisOutcome,
} from '../../store/hypotheses.js'
import type { Store } from '../../store/index.js'
import { loadHypotheses } from '../../store/tree.js'
import { ownTask } from './access.js'

export interface HypothesisInput {
  readonly tddTaskId: number
  readonly content: string
  readonly citedTestErrorId: number
  readonly citedStackFrameId: number
}

/** Records a hypothesis on the caller's open task, bound to the task's current phase and behavior. */
export function recordHypothesis(
  store: Store,
  caller: Caller,
  input: HypothesisInput,
): Promise<Checked<HypothesisRow>> {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, input.tddTaskId, 'write')
    if (!task.ok) return task
    const error = await errorWithRunCaller(tx, input.citedTestErrorId)
    const frame = await frameById(tx, input.citedStackFrameId)
    const batch = await currentRedBatch(tx, task.value.id)
    const refused = checkCitation(
      task.value.callerId,
      input.citedTestErrorId,
      error,
      input.citedStackFrameId,
      frame,
      batch,
    )
    if (refused !== undefined) return refused
    return accept(
      await insertHypothesis(tx, {
        taskId: task.value.id,
        callerId: task.value.callerId,
        content: input.content,
        errorId: input.citedTestErrorId,
        frameId: input.citedStackFrameId,
      }),
    )
  })
}

/** Closes an open hypothesis of the caller with its outcome; a hypothesis is validated once. */
export function validateHypothesis(
  store: Store,
  caller: Caller,
  id: number,
  outcome: HypothesisOutcome,
): Promise<Checked<HypothesisRow>> {
  return store.write(async (tx) => {
    const hypothesis = checkValidation(id, await findCallerId(tx, caller), await hypothesisById(tx, id))
    if (!hypothesis.ok) return hypothesis
    const task = await ownTask(tx, caller, hypothesis.value.taskId, 'write')
    if (!task.ok) return task
    return (
      checkNotValidated(id, hypothesis.value.outcome) ??
      accept(await setHypothesisOutcome(tx, id, hypothesis.value.taskId, outcome))
    )
  })
}

export async function listHypotheses(
  store: Store,
  caller: Caller,
  taskId: number,
): Promise<Checked<readonly HypothesisRow[]>> {
  const task = await ownTask(store.db, caller, taskId, 'read')
  return task.ok ? accept(await loadHypotheses(store.db, task.value.id)) : task
}
