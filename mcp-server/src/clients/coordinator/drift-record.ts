import { existsSync } from 'node:fs'
import type { DriftOutcome } from './drift.js'
import { errorMessage } from '../../kernel/errors.js'
import type { Caller } from '../../kernel/identity.js'
import { ensureCaller } from '../../store/callers.js'
import { insertDriftCheck, type DriftCheckInput } from '../../store/drift-checks.js'
import { openStore, type Db } from '../../store/index.js'

/**
 * The record of a drift check (`evident drift --slug`): the check needs no store and never fails for want of one;
 * when the project has a store, its result is kept there (`drift_checks`) for the evidence report. A store that
 * cannot be opened or written changes nothing about the check's result: the caller is told why it was not kept.
 */
export type DriftRecord =
  | { readonly kind: 'recorded'; readonly id: number; readonly note?: string | undefined }
  | { readonly kind: 'no_store'; readonly path: string }
  | { readonly kind: 'failed'; readonly message: string }

/** A check's outcome as its record: the verdict and the exit code `evident drift` answers with. */
export function driftCheckOf(projectRoot: string, slug: string, outcome: DriftOutcome): DriftCheckInput {
  const base = { projectRoot, slug, total: null, unresolved: [], reportPath: null, head: null, detail: null }
  switch (outcome.kind) {
    case 'skipped':
      return { ...base, verdict: 'skipped', exitCode: 0, head: outcome.head, detail: `${outcome.spec} does not exist` }
    case 'error':
      return { ...base, verdict: 'error', exitCode: 2, detail: outcome.message }
    case 'checked':
      return {
        ...base,
        verdict: outcome.unresolved.length === 0 ? 'clean' : 'drift',
        exitCode: outcome.unresolved.length === 0 ? 0 : 1,
        total: outcome.total,
        unresolved: outcome.unresolved,
        reportPath: outcome.report,
        head: outcome.head,
      }
  }
}

/**
 * Keeps the check in the project's existing store (never creates one). `callerOf` says who ran it; an identity it
 * refuses is recorded as no caller, with a note.
 */
export async function recordDrift(
  dbPath: string,
  check: DriftCheckInput,
  callerOf: (db: Db) => Promise<Caller>,
): Promise<DriftRecord> {
  if (!existsSync(dbPath)) return { kind: 'no_store', path: dbPath }
  try {
    const store = await openStore(dbPath)
    try {
      let caller: Caller | undefined
      let note: string | undefined
      try {
        caller = await callerOf(store.db)
      } catch (error) {
        note = `recorded without a caller: ${errorMessage(error)}`
      }
      const id = await store.write(async (tx) =>
        insertDriftCheck(tx, caller === undefined ? null : await ensureCaller(tx, caller), check),
      )
      return { kind: 'recorded', id, note }
    } finally {
      await store.close()
    }
  } catch (error) {
    return { kind: 'failed', message: errorMessage(error) }
  }
}
