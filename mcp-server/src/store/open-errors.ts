import { EvidentError, errorMessage } from '../kernel/errors.js'

/**
 * Why opening the evidence database failed, said so that the advice fits the fault. A busy or locked file (another
 * evident process is creating, migrating or writing it) is transient: `unavailable`, call again. Only a file that is
 * not a database, is damaged, or carries a schema from a newer evident may be moved aside — and moving it aside starts
 * a new evidence record, so it is never the advice for a transient fault.
 */
export type OpenFault = 'busy' | 'damaged' | 'newer' | 'other'

const BUSY_CODES = /^SQLITE_(BUSY|LOCKED)/
const DAMAGED_CODES = /^SQLITE_(NOTADB|CORRUPT)/

export function openFault(error: unknown): OpenFault {
  const code = typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code) : ''
  const message = errorMessage(error)
  if (BUSY_CODES.test(code) || /database (table )?is locked|database is busy/i.test(message)) return 'busy'
  if (DAMAGED_CODES.test(code) || /file is not a database|malformed/i.test(message)) return 'damaged'
  return 'other'
}

/** The EvidentError for a failed open or migration of the database at `path`. */
export function openError(path: string, error: unknown, fault: OpenFault = openFault(error)): EvidentError {
  const detail = errorMessage(error)
  switch (fault) {
    case 'busy':
      return new EvidentError(
        'unavailable',
        `the evidence database at ${path} is busy (another evident process is creating or writing it): ${detail}`,
        'call again in a few seconds; nothing was lost',
      )
    case 'damaged':
      return new EvidentError(
        'internal',
        `the evidence database at ${path} is damaged: ${detail}`,
        'move the file aside (this starts a new evidence record) or point EVIDENT_DB at another file',
      )
    case 'newer':
      return new EvidentError(
        'internal',
        `the evidence database at ${path} was written by a newer evident: ${detail}`,
        'update evident; or move the file aside (this starts a new evidence record) or point EVIDENT_DB elsewhere',
      )
    case 'other':
      return new EvidentError(
        'internal',
        `cannot open the evidence database at ${path}: ${detail}`,
        'call again once; if it fails again, check that the directory is writable, or point EVIDENT_DB at another file',
      )
  }
}

/**
 * Whether an error (from opening the store, or from preparing it) goes away by itself: call again later. By its code,
 * not `instanceof`: the hook bundle loads the store from a lazy chunk that may carry its own copy of EvidentError.
 */
export function isTransient(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return code === 'unavailable' || openFault(error) === 'busy'
}

/**
 * Whether an error is already an EvidentError (by its name and code, not `instanceof`: see `isTransient`), e.g. the
 * refusal of a database path that is not a regular file (db-file.ts): thrown as it is, not re-worded.
 */
export function isEvidentError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { name, code } = error as { name?: unknown; code?: unknown }
  return name === 'EvidentError' && typeof code === 'string'
}

/** The mark of an `unusableStore` error (a property, not a class: see `isTransient`). */
const UNUSABLE = 'unusableStore'

/**
 * A store that exists but that evident cannot use as it is — damaged, not a regular file, from a newer evident, or not
 * upgradable — as the EvidentError that says so (its message and hint kept), marked so that a hook that must judge an
 * action denies it instead of letting it through (entry/hook-cli.ts): not knowing the evidence is never an allow.
 */
export function unusableStore(error: unknown): EvidentError {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const hint = typeof error === 'object' && error !== null ? (error as { hint?: unknown }).hint : undefined
  const marked = new EvidentError(
    code === 'unavailable' || code === 'internal' ? code : 'internal',
    errorMessage(error),
    typeof hint === 'string' ? hint : undefined,
  )
  return Object.assign(marked, { [UNUSABLE]: true })
}
