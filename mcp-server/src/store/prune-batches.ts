import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { sqliteOf } from './db.js'
import type { Store } from './index.js'
import type { Sqlite } from './statements/sqlite.js'

/**
 * Deletes test runs in short write transactions, so that pruning a big store never makes a hook wait anywhere
 * near its busy timeout (5 s; a hook that waits longer fails open and its edit goes unrecorded).
 *
 * Each batch is one `begin immediate` that starts no statement once it has held the lock for 80% of `batchMs`;
 * every statement deletes at most a row budget that adapts to the measured cost of a row, so one statement takes
 * about an eighth of the batch. Between batches the WAL is checkpointed passively (no writer waits for that), and
 * it pauses for `pauseMs` plus a random extra of up to half of it:
 * longer than the longest sleep of SQLite's busy handler (100 ms), so a writer that waited through a batch finds
 * the lock free at its next attempt, and random so that no writer's retries fall into step with the batches.
 *
 * A run's rows go child first (results, stack frames, errors, then the run), a window of runs at a time; a window
 * may span batches. Each batch first checks again, under the write lock, that the runs of its window are still
 * cited by nothing: a run that became evidence meanwhile is kept (with whatever is left of it; rows already gone
 * can no longer be cited).
 */
export interface Batching {
  /** How long a batch may hold the write lock before it stops starting statements (ms). */
  readonly batchMs: number
  /** The pause after each batch (ms), plus a random extra of up to half of it. */
  readonly pauseMs: number
}

export const DEFAULT_BATCHING: Batching = { batchMs: 50, pauseMs: 100 }

export interface Deleted {
  /** Runs deleted, ascending. */
  readonly removed: readonly number[]
  /** Candidates that became cited while the prune ran, and were kept. */
  readonly citedMeanwhile: ReadonlySet<number>
  readonly results: number
  readonly errors: number
  readonly frames: number
  readonly batches: number
  /** The longest a batch held the write lock (ms). */
  readonly maxLockMs: number
}

/** Runs handled together: their children go in shared statements. */
const WINDOW = 200

const STAGES = {
  results: `delete from test_results where id in
    (select id from test_results where run_id in (select value from json_each(?)) limit ?)`,
  frames: `delete from stack_frames where id in
    (select f.id from test_errors e join stack_frames f on f.error_id = e.id
      where e.run_id in (select value from json_each(?)) limit ?)`,
  errors: `delete from test_errors where id in
    (select id from test_errors where run_id in (select value from json_each(?)) limit ?)`,
} as const
type Stage = keyof typeof STAGES
const STAGE_NAMES = Object.keys(STAGES) as Stage[]

/**
 * Runs `fn` with the WAL checkpointed by hand between batches (`betweenBatches`) instead of automatically: SQLite's
 * automatic checkpoint runs inside the commit that crosses 1000 pages, after the lock is released but before the
 * commit returns, so it would count as lock time and delay the pause.
 */
export async function withCheckpointsBetweenBatches<T>(store: Store, fn: () => Promise<T>): Promise<T> {
  const { rows } = await sql.raw<{ wal_autocheckpoint: number }>('pragma wal_autocheckpoint').execute(store.db)
  await sql.raw('pragma wal_autocheckpoint = 0').execute(store.db)
  try {
    return await fn()
  } finally {
    await sql.raw(`pragma wal_autocheckpoint = ${Number(rows[0]?.wal_autocheckpoint ?? 1000)}`).execute(store.db)
  }
}

/** Between two batches: a passive checkpoint (it makes no writer wait), then the pause. */
export async function betweenBatches(store: Store, pauseMs: number): Promise<void> {
  await sql.raw('pragma wal_checkpoint(PASSIVE)').execute(store.db)
  await sleep(pauseMs + Math.random() * (pauseMs / 2))
}

/** Rows one statement may delete: starts small, then follows the measured cost so a statement takes `targetMs`. */
function rowBudget(targetMs: number): { rows: () => number; observe: (deleted: number, ms: number) => void } {
  let rows = 100
  return {
    rows: () => rows,
    observe(deleted, ms) {
      if (deleted < 10 || ms <= 0) return
      const fitting = Math.round((targetMs / ms) * deleted)
      rows = Math.max(20, Math.min(20_000, rows * 2, fitting))
    },
  }
}

export async function deleteRuns(
  store: Store,
  candidates: readonly number[],
  hypothesesSeen: number,
  batching: Partial<Batching> = {},
): Promise<Deleted> {
  const { batchMs, pauseMs } = { ...DEFAULT_BATCHING, ...batching }
  // A batch starts no statement past this: the last one and the commit fit in what is left of batchMs.
  const enough = batchMs * 0.8
  const budgets: Record<Stage, ReturnType<typeof rowBudget>> = {
    results: rowBudget(batchMs / 8),
    frames: rowBudget(batchMs / 8),
    errors: rowBudget(batchMs / 8),
  }
  const queue = [...candidates].sort((a, b) => a - b)
  const removed: number[] = []
  const citedMeanwhile = new Set<number>()
  const counts: Record<Stage, number> = { results: 0, errors: 0, frames: 0 }
  let window: number[] = []
  // The stage the window is at: a stage ends when a statement deletes fewer rows than it may, so every statement
  // makes progress and a batch may end after any of them.
  let stage = 0
  let batches = 0
  let maxLockMs = 0
  while (queue.length > 0 || window.length > 0) {
    if (batches > 0) await betweenBatches(store, pauseMs)
    let started = 0
    await store.write(async (tx) => {
      started = performance.now()
      const sqlite = sqliteOf(tx)
      const spent = (): number => performance.now() - started
      const newlyCited = citedByNewHypotheses(sqlite, hypothesesSeen)
      for (;;) {
        if (window.length === 0) {
          window = queue.splice(0, WINDOW)
          stage = 0
        }
        window = stillUncited(sqlite, window, newlyCited, citedMeanwhile)
        while (stage < STAGE_NAMES.length) {
          const name = STAGE_NAMES[stage] ?? 'results'
          const limit = budgets[name].rows()
          const t = performance.now()
          const deleted = sqlite.prepare(STAGES[name]).run(JSON.stringify(window), limit).changes
          budgets[name].observe(deleted, performance.now() - t)
          counts[name] += deleted
          if (deleted < limit) stage += 1
          if (spent() >= enough) return
        }
        sqlite.prepare('delete from test_runs where id in (select value from json_each(?))').run(JSON.stringify(window))
        removed.push(...window)
        window = []
        if (queue.length === 0 || spent() >= enough) return
      }
    })
    maxLockMs = Math.max(maxLockMs, performance.now() - started)
    batches += 1
  }
  return { removed: removed.sort((a, b) => a - b), citedMeanwhile, ...counts, batches, maxLockMs }
}

/** Runs whose errors hypotheses recorded since the prune started cite (the ones before it were read then). */
function citedByNewHypotheses(sqlite: Sqlite, hypothesesSeen: number): ReadonlySet<number> {
  const rows = sqlite
    .prepare(
      `select distinct e.run_id as id from hypotheses h join test_errors e on e.id = h.cited_error_id where h.id > ?`,
    )
    .all(hypothesesSeen) as { id: number }[]
  return new Set(rows.map((r) => r.id))
}

/** The runs of `window` nothing cites now; the others are added to `cited`. */
function stillUncited(
  sqlite: Sqlite,
  window: readonly number[],
  newlyCited: ReadonlySet<number>,
  cited: Set<number>,
): number[] {
  const rows = sqlite
    .prepare(
      `select value as id from json_each(?) as w
        where exists (select 1 from artifacts where run_id = w.value)
           or exists (select 1 from vdd_criteria where test_run_id = w.value)`,
    )
    .all(JSON.stringify(window)) as { id: number }[]
  for (const { id } of rows) cited.add(id)
  for (const id of window) if (newlyCited.has(id)) cited.add(id)
  return window.filter((id) => !cited.has(id))
}
