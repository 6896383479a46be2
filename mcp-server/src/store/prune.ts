import type { Db } from './db.js'
import type { Store } from './index.js'
import { deleteRuns, withCheckpointsBetweenBatches, type Batching } from './prune-batches.js'
import { fileBytes, reclaimSpace, type Reclaimed } from './reclaim.js'

/**
 * Removes old test runs while keeping every run that is evidence. Keeps the newest `keepRuns` runs (by
 * `seq`) and, whatever their age, every run that is cited: by an artifact (`artifacts.run_id`, which
 * covers the artifacts that phases and transition requests cite), by a hypothesis (its cited error, and
 * so its cited frame, belongs to the run), or by a VDD criterion (`vdd_criteria.test_run_id`). A removed run
 * goes with its results, errors and their stack frames; test identities (`test_cases`) stay.
 *
 * Hooks and the MCP server keep writing while it runs: the deleting happens in short write transactions
 * (`prune-batches.ts`: each holds the write lock for about `batchMs`, far below the 5 s every writer waits for it,
 * then pauses so waiting writers get in), each checking again that its runs are still uncited. Then the freed pages
 * go back to the file system (`reclaim.ts`).
 */
export interface PruneOptions {
  readonly keepRuns: number
  /** Report what would be removed without removing it. */
  readonly dryRun?: boolean | undefined
  /**
   * Rewrite the whole file once (VACUUM) and switch it to incremental vacuum: for a store created before evident
   * enabled that, whose file otherwise never shrinks. Holds the write lock for the whole rewrite.
   */
  readonly vacuum?: boolean | undefined
  /** Batch sizing (tests and benchmarks); defaults in prune-batches.ts. */
  readonly batching?: Partial<Batching> | undefined
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
  /** Write transactions the deleting and the incremental vacuum took. */
  readonly batches: number
  /** The longest any of them held the write lock, in ms (a requested VACUUM is reported on its own). */
  readonly maxLockMs: number
  /** The database file and its WAL, in bytes, before and after. */
  readonly bytesBefore: number
  readonly bytesAfter: number
  /** How the space came back (undefined on a dry run). */
  readonly reclaimed: Reclaimed | undefined
}

const CHUNK = 400

export async function pruneRuns(store: Store, options: PruneOptions): Promise<PruneReport> {
  if (!Number.isSafeInteger(options.keepRuns) || options.keepRuns < 0) {
    throw new RangeError(`keepRuns must be a non-negative integer, got ${options.keepRuns}`)
  }
  const bytesBefore = fileBytes(store.path)
  // Reads only: in WAL mode they never wait for a writer, nor make one wait. Each batch checks citations again.
  const { db } = store
  const runs = await db.selectFrom('test_runs').select('id').orderBy('seq', 'desc').orderBy('id', 'desc').execute()
  const keptNewest = runs.slice(0, options.keepRuns).map((r) => r.id)
  const older = runs.slice(options.keepRuns).map((r) => r.id)
  const hypothesesSeen = await maxHypothesisId(db)
  const cited = older.length === 0 ? new Set<number>() : await citedRuns(db)
  const candidates = older.filter((id) => !cited.has(id)).sort((a, b) => a - b)
  const base = { keptNewest, bytesBefore }
  if (options.dryRun === true) {
    return {
      ...base,
      keptCited: older.filter((id) => cited.has(id)).sort((a, b) => a - b),
      removed: candidates,
      ...(await dependentCounts(db, candidates)),
      dryRun: true,
      batches: 0,
      maxLockMs: 0,
      bytesAfter: bytesBefore,
      reclaimed: undefined,
    }
  }
  const { deleted, reclaimed } = await withCheckpointsBetweenBatches(store, async () => {
    const deleted = await deleteRuns(store, candidates, hypothesesSeen, options.batching)
    return { deleted, reclaimed: await reclaimSpace(store, options.vacuum === true, options.batching) }
  })
  const keptCited = older.filter((id) => cited.has(id) || deleted.citedMeanwhile.has(id))
  return {
    ...base,
    keptCited: keptCited.sort((a, b) => a - b),
    removed: deleted.removed,
    results: deleted.results,
    errors: deleted.errors,
    frames: deleted.frames,
    dryRun: false,
    batches: deleted.batches + reclaimed.batches,
    maxLockMs: Math.max(deleted.maxLockMs, reclaimed.maxLockMs),
    bytesAfter: fileBytes(store.path),
    reclaimed,
  }
}

async function maxHypothesisId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('hypotheses')
    .select((eb) => eb.fn.max<number | null>('id').as('m'))
    .executeTakeFirstOrThrow()
  return row.m ?? 0
}

/** Every run some evidence row points at. */
async function citedRuns(db: Db): Promise<Set<number>> {
  const byArtifact = await db
    .selectFrom('artifacts')
    .select('run_id as id')
    .where('run_id', 'is not', null)
    .distinct()
    .execute()
  // A hypothesis's cited frame always belongs to its cited error (recordHypothesis checks it).
  const byHypothesis = await db
    .selectFrom('hypotheses')
    .innerJoin('test_errors', 'test_errors.id', 'hypotheses.cited_error_id')
    .select('test_errors.run_id as id')
    .distinct()
    .execute()
  const byVdd = await db
    .selectFrom('vdd_criteria')
    .select('test_run_id as id')
    .where('test_run_id', 'is not', null)
    .distinct()
    .execute()
  const ids = [...byArtifact, ...byHypothesis, ...byVdd].map((r) => r.id)
  return new Set(ids.filter((id): id is number => id !== null))
}

async function dependentCounts(
  db: Db,
  runIds: readonly number[],
): Promise<{ results: number; errors: number; frames: number }> {
  let results = 0
  let errors = 0
  let frames = 0
  for (let i = 0; i < runIds.length; i += CHUNK) {
    const chunk = runIds.slice(i, i + CHUNK)
    const r = await db
      .selectFrom('test_results')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', 'in', chunk)
      .executeTakeFirstOrThrow()
    const e = await db
      .selectFrom('test_errors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('run_id', 'in', chunk)
      .executeTakeFirstOrThrow()
    const f = await db
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
