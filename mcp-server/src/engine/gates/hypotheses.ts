import type { HypothesisState } from '../../domain/vocabulary.js'
import { accept, refuse, type Checked, type Refusal } from '../../domain/checked.js'

/** The citation and validation rules of hypotheses, as pure checks over rows the flows load. */

const errorsHint = 'test_errors lists the errors of your runs with their error ids and stack frame ids'

/**
 * A hypothesis cites an error of a failing run recorded for the task's caller in the current red batch of the
 * behavior (or in the open phase), and a frame of that error. Another caller's error is reported exactly like a
 * missing one: an id never grants access to other evidence.
 */
export function checkCitation(
  callerId: number,
  errorId: number,
  error:
    | {
        readonly id: number
        readonly callerId: number
        readonly runId: number
        readonly runPhaseId: number | null
        readonly runFailed: boolean
      }
    | undefined,
  frameId: number,
  frame: { readonly id: number; readonly errorId: number } | undefined,
  batch: { readonly phaseIds: readonly number[]; readonly behaviorId: number | undefined },
): Refusal | undefined {
  if (error === undefined || error.callerId !== callerId) {
    return refuse('not_found', `no test error ${errorId} in a run of yours`, `${errorsHint}; cite one of those`)
  }
  if (!error.runFailed) {
    return refuse(
      'conflict',
      `test error ${errorId} is from run ${error.runId}, which did not fail`,
      `${errorsHint}; cite an error of a failing run of the current red phase`,
    )
  }
  if (error.runPhaseId === null || !batch.phaseIds.includes(error.runPhaseId)) {
    const where =
      batch.behaviorId === undefined
        ? 'your task has no open phase'
        : `it must come from a failing run of the current red batch of behavior ${batch.behaviorId} (or of the open phase)`
    return refuse(
      'conflict',
      `test error ${errorId} is from run ${error.runId}, recorded outside the current red batch: ${where}`,
      `call run_tests in the current phase, then ${errorsHint.replace('test_errors lists', 'read its errors with test_errors, which lists')}`,
    )
  }
  if (frame === undefined)
    return refuse(
      'not_found',
      `no stack frame ${frameId}`,
      `${errorsHint}; cite a frame listed under error ${error.id}`,
    )
  if (frame.errorId !== error.id) {
    return refuse(
      'conflict',
      `stack frame ${frame.id} belongs to another error, not to error ${error.id}`,
      `${errorsHint}; cite a frame listed under error ${error.id}`,
    )
  }
  return undefined
}

/** Only the caller's own hypothesis can be validated, and only once. */
export function checkValidation<H extends { readonly callerId: number; readonly outcome: HypothesisState }>(
  id: number,
  callerId: number | undefined,
  hypothesis: H | undefined,
): Checked<H> {
  if (hypothesis === undefined || hypothesis.callerId !== callerId) {
    return refuse(
      'not_found',
      `no hypothesis ${id} is yours`,
      'hypothesis list {tddTaskId} shows the hypotheses of your task',
    )
  }
  return accept(hypothesis)
}

export function checkNotValidated(id: number, outcome: HypothesisState): Refusal | undefined {
  if (outcome === 'open') return undefined
  return refuse(
    'conflict',
    `hypothesis ${id} was already validated as ${outcome}; a hypothesis is validated once`,
    'record a new hypothesis with hypothesis record if you have a new explanation',
  )
}
