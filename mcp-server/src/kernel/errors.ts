/**
 * The one Error family of evident. Expected outcomes (a denied transition, an unmet criterion) are values,
 * never exceptions; these are thrown for bad input, missing rows, rule conflicts and broken infrastructure.
 * `code` says whose fault it is; `hint` says what to do next and names only things that exist.
 */
export type ErrorCode =
  | 'bad_input' // the caller sent something malformed or out of range
  | 'not_found' // an id that does not exist (or is not visible to this caller)
  | 'conflict' // valid input that the current state refuses (e.g. ending an ended task)
  | 'unauthenticated' // no trustworthy caller identity
  | 'unavailable' // transient: the store is being prepared or is busy; the same call succeeds later
  | 'internal' // a bug or broken infrastructure: never the caller's fault

export class EvidentError extends Error {
  override readonly name = 'EvidentError'
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly hint?: string,
  ) {
    super(message)
  }
}

export const badInput = (message: string, hint?: string): EvidentError => new EvidentError('bad_input', message, hint)
export const notFound = (message: string, hint?: string): EvidentError => new EvidentError('not_found', message, hint)
export const conflict = (message: string, hint?: string): EvidentError => new EvidentError('conflict', message, hint)

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
