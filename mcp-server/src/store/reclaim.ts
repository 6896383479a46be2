import { existsSync, statSync } from 'node:fs'
import { sql } from 'kysely'
import type { Db } from './db.js'
import { sqliteOf } from './db.js'
import type { Store } from './index.js'
import { betweenBatches, DEFAULT_BATCHING, type Batching } from './prune-batches.js'

/**
 * Gives the pages a prune freed back to the file system without making writers wait long.
 *
 * - A store created with `auto_vacuum = INCREMENTAL` (every store db.ts creates) shrinks in short steps: each
 *   `pragma incremental_vacuum(N)` is its own write transaction, N adapted so that a step holds the lock for about
 *   half a batch, with the same pauses as the deleting (prune-batches.ts).
 * - An older store (`auto_vacuum = NONE`) can only shrink by a full VACUUM, which rewrites the file under the write
 *   lock for as long as that takes: every writer waits meanwhile, and past its 5 s busy timeout a hook fails open
 *   and its edit goes unrecorded. So it runs only when asked (`evident db prune --vacuum`), and also switches the
 *   file to incremental vacuum, so that it is needed once. Without it the freed pages stay in the file and new
 *   evidence reuses them.
 * - Last, the WAL is checkpointed (passive: it never blocks a writer) and truncated; the truncating checkpoint waits
 *   at most 100 ms for readers and writers, and is skipped (`walTruncated` false) when they stay busy.
 */
export interface Reclaimed {
  /** How the freed pages went back: in steps, by the requested VACUUM, or not (an older store, no --vacuum). */
  readonly mode: 'incremental' | 'vacuum' | 'not-enabled'
  readonly batches: number
  /** The longest an incremental step held the write lock (ms). */
  readonly maxLockMs: number
  /** How long the requested VACUUM held the write lock (ms). */
  readonly vacuumMs: number | undefined
  readonly walTruncated: boolean
}

/** The database file and its WAL, in bytes (0 for a file that does not exist, e.g. `:memory:`). */
export function fileBytes(path: string): number {
  const size = (file: string): number => (existsSync(file) ? statSync(file).size : 0)
  return size(path) + size(`${path}-wal`)
}

const INCREMENTAL = 2

async function pragmaNumber(db: Db, name: string): Promise<number> {
  const { rows } = await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db)
  return Number(Object.values(rows[0] ?? {})[0] ?? 0)
}

export async function reclaimSpace(
  store: Store,
  vacuum: boolean,
  batching: Partial<Batching> = {},
): Promise<Reclaimed> {
  const { db } = store
  let stepped = { batches: 0, maxLockMs: 0 }
  let vacuumMs: number | undefined
  let mode: Reclaimed['mode']
  if (vacuum) {
    await sql.raw('pragma auto_vacuum = INCREMENTAL').execute(db)
    const started = performance.now()
    await sql.raw('vacuum').execute(db)
    vacuumMs = performance.now() - started
    mode = 'vacuum'
  } else if ((await pragmaNumber(db, 'auto_vacuum')) === INCREMENTAL) {
    stepped = await incrementalVacuum(store, { ...DEFAULT_BATCHING, ...batching })
    mode = 'incremental'
  } else {
    mode = 'not-enabled'
  }
  return { mode, ...stepped, vacuumMs, walTruncated: await truncateWal(db) }
}

async function incrementalVacuum(
  store: Store,
  { batchMs, pauseMs }: Batching,
): Promise<{ batches: number; maxLockMs: number }> {
  let pages = 128
  let batches = 0
  let maxLockMs = 0
  let free = await pragmaNumber(store.db, 'freelist_count')
  while (free > 0) {
    if (batches > 0) await betweenBatches(store, pauseMs)
    let started = 0
    await store.write(async (tx) => {
      started = performance.now()
      sqliteOf(tx).exec(`pragma incremental_vacuum(${pages})`)
    })
    const held = performance.now() - started
    maxLockMs = Math.max(maxLockMs, held)
    batches += 1
    const left = await pragmaNumber(store.db, 'freelist_count')
    if (left >= free) break // nothing moved (another process vacuums, or the file cannot shrink further)
    if (held > 0) pages = Math.max(16, Math.min(pages * 2, Math.round(((batchMs / 2) * (free - left)) / held)))
    free = left
  }
  return { batches, maxLockMs }
}

/** Checkpoints the WAL without blocking writers, then truncates it if readers and writers let it within 100 ms. */
async function truncateWal(db: Db): Promise<boolean> {
  await sql.raw('pragma wal_checkpoint(PASSIVE)').execute(db)
  const previous = await pragmaNumber(db, 'busy_timeout')
  await sql.raw('pragma busy_timeout = 100').execute(db)
  try {
    const { rows } = await sql.raw<{ busy: number }>('pragma wal_checkpoint(TRUNCATE)').execute(db)
    return rows[0]?.busy === 0
  } finally {
    await sql.raw(`pragma busy_timeout = ${previous}`).execute(db)
  }
}
