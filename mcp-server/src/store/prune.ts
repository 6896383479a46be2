import type { Db, Tx } from './db.js'

/**
 * Removes old test runs while keeping every run that is evidence. Keeps the newest `keepRuns` runs (by
 * `seq`) and, whatever their age, every run that is cited: by an artifact (`artifacts.run_id`, which
 * covers the artifacts that phases and transition requests cite), by a hypothesis (its cited error, and
 * so its cited frame, belongs to the run), or by a VDD criterion (`vdd_criteria.test_run_id`). Deleting
 * a run cascades to its results, errors and their stack frames; test identities (`test_cases`) stay.
 * One write transaction.
 */
export interface PruneOptions {
  readonly keepRuns: number
  /** Report what would be removed without removing it. */
  readonly dryRun?: boolean | undefined
}

export interface PruneReport {
  /** The newest runs, kept because of `keepRuns`. */
  readonly keptNewest: readonly number[]
  /** Older runs kept because evidence cites them. */
  readonly keptCited: readonly number[]
  readonly removed: readonly number[]
  /** Rows removed with the runs (or that would be, on a dry run). */
  readonly results: number
  readonly errors: number
  readonly frames: number
  readonly dryRun: boolean
}

const CHUNK = 400

export async function pruneRuns(db: Db, options: PruneOptions): Promise<PruneReport> {
  if (!Number.isSafeInteger(options.keepRuns) || options.keepRuns < 0) {
    throw new RangeError(`keepRuns must be a non-negative integer, got ${options.keepRuns}`)
  }
  return db.transaction().execute(async (tx) => {
    const runs = await tx.selectFrom('test_runs').select('id').orderBy('seq', 'desc').orderBy('id', 'desc').execute()
    const keptNewest = runs.slice(0, options.keepRuns).map((r) => r.id)
    const older = runs.slice(options.keepRuns).map((r) => r.id)
    const cited = older.length === 0 ? new Set<number>() : await citedRuns(tx)
    const keptCited = older.filter((id) => cited.has(id))
    const removed = older.filter((id) => !cited.has(id))
    const counts = await dependentCounts(tx, removed)
    if (options.dryRun !== true) {
      for (let i = 0; i < removed.length; i += CHUNK) {
        await tx
          .deleteFrom('test_runs')
          .where('id', 'in', removed.slice(i, i + CHUNK))
          .execute()
      }
    }
    return {
      keptNewest,
      keptCited: keptCited.sort((a, b) => a - b),
      removed: removed.sort((a, b) => a - b),
      ...counts,
      dryRun: options.dryRun === true,
    }
  })
}

/** Every run some evidence row points at. */
async function citedRuns(tx: Tx): Promise<Set<number>> {
  const byArtifact = await tx
    .selectFrom('artifacts')
    .select('run_id as id')
    .where('run_id', 'is not', null)
    .distinct()
    .execute()
  // A hypothesis's cited frame always belongs to its cited error (recordHypothesis checks it).
  const byHypothesis = await tx
    .selectFrom('hypotheses')
    .innerJoin('test_errors', 'test_errors.id', 'hypotheses.cited_error_id')
    .select('test_errors.run_id as id')
    .distinct()
    .execute()
  const byVdd = await tx
    .selectFrom('vdd_criteria')
    .select('test_run_id as id')
    .where('test_run_id', 'is not', null)
    .distinct()
    .execute()
  const ids = [...byArtifact, ...byHypothesis, ...byVdd].map((r) => r.id)
  return new Set(ids.filter((id): id is number => id !== null))
}

async function dependentCounts(
  tx: Tx,
  runIds: readonly number[],
): Promise<{ results: number; errors: number; frames: number }> {
  let results = 0
  let errors = 0
  let frames = 0
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const chunk = runIds.slice(i, i + CHUNK)
    const r = await tx
      .selectFrom('test_results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', 'in', chunk)
      .executeTakeFirstOrThrow()
    const e = await tx
      .selectFrom('test_errors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', 'in', chunk)
      .executeTakeFirstOrThrow()
    const f = await tx
      .selectFrom('stack_frames')
      .innerJoin('test_errors', 'test_errors.id', 'stack_frames.error_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('test_errors.run_id', 'in', chunk)
      .executeTakeFirstOrThrow()
    results += Number(r.n)
    errors += Number(e.n)
    frames += Number(f.n)
  }
  return { results, errors, frames }
}
