import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  CompiledQuery,
  Kysely,
  Migrator,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type Transaction,
} from 'kysely'
import { clearCreating, inspectDbFile, markCreating, type DbFileState } from './db-file.js'
import { migrations } from './migrations.js'
import { isEvidentError, openError, openFault } from './open-errors.js'
import { recoverOrphanClaims, replaySpill } from './spill.js'
import { loadNativeBinding } from './native.js'
import type { Database } from './schema.js'
import { nextSeq as nextSeqOf } from './statements/sqlite.js'

export type Db = Kysely<Database>
export type Tx = Transaction<Database>

/**
 * Kysely's SQLite driver opens transactions with a deferred `begin`, which upgrades to a write lock on the
 * first write and fails with SQLITE_BUSY when another process got there first. `begin immediate` takes the
 * write lock up front, so `busy_timeout` can queue writers instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** Kysely's SQLite adapter, carrying the one connection so that a transaction can hand it on (`sqliteOf`). */
class ConnectionAdapter extends SqliteAdapter {
  constructor(readonly sqlite: SQLite.Database) {
    super()
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #database: SQLite.Database
  constructor(database: SQLite.Database) {
    super({ database })
    this.#database = database
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver({ database: this.#database })
  }
  override createAdapter(): DialectAdapter {
    return new ConnectionAdapter(this.#database)
  }
}

/**
 * The better-sqlite3 connection under a kysely transaction, for the statements the hooks share
 * (`statements/`). Kysely's SQLite driver has one connection and holds it for the whole transaction, so
 * those synchronous statements run inside the same `begin immediate`, and nothing else runs in between.
 */
export function sqliteOf(tx: Tx): SQLite.Database {
  const adapter = tx.getExecutor().adapter
  if (!tx.isTransaction || !(adapter instanceof ConnectionAdapter)) {
    throw new Error('the shared statements run only inside a transaction of a database opened by openDb')
  }
  return adapter.sqlite
}

export interface OpenOptions {
  /** Milliseconds a writer waits for another process's write lock. */
  readonly busyTimeoutMs?: number
}

/**
 * Opens (creating if needed) the evidence database at `path` (or `:memory:`) and migrates it. Safe when several
 * processes open a new file at once (the SessionStart hook and the MCP server do, on a project's first session):
 * WAL is switched on with retries, and migrations run under the write lock with the schema re-checked inside it
 * (`migrate`). Failures are EvidentErrors that say whether to call again or the file is damaged (open-errors.ts).
 */
export async function openDb(path: string, options: OpenOptions = {}): Promise<Db> {
  // Explicit so that it also works bundled, and from evident's own build after `npm ci --ignore-scripts`.
  const nativeBinding = loadNativeBinding()
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000
  let sqlite: SQLite.Database
  try {
    if (path !== ':memory:') {
      mkdirSync(dirname(path), { recursive: true })
      // Never a FIFO, a device or a dangling link; an empty file only as evident's own creation (db-file.ts).
      if (inspectDbFile(path) === 'absent') markCreating(path)
    }
    sqlite = new SQLite(path, { nativeBinding })
  } catch (error) {
    throw isEvidentError(error) ? error : openError(path, error)
  }
  try {
    sqlite.pragma(`busy_timeout = ${busyTimeoutMs}`)
    // Takes effect only in a new file (before WAL and the first table write its header): `evident db prune` then
    // gives freed pages back in short steps (prune.ts). An older file keeps its mode until a VACUUM.
    sqlite.pragma('auto_vacuum = INCREMENTAL')
    if (path !== ':memory:') useWal(sqlite, busyTimeoutMs)
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('foreign_keys = ON')
  } catch (error) {
    sqlite.close()
    throw openError(path, error)
  }
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) })
  try {
    await migrate(sqlite, db)
  } catch (error) {
    await db.destroy()
    throw error instanceof NewerSchema ? openError(path, error, 'newer') : openError(path, error)
  }
  if (path !== ':memory:') {
    // The schema is committed: the file is no longer "being created" (a marker a killed creator left goes too;
    // one unlink of a missing file otherwise).
    clearCreating(path)
    try {
      recoverOrphanClaims(path)
      replaySpill(sqlite, path)
    } catch {
      // Still busy: the spill stays for the next process that opens the store.
    }
  }
  return db
}

/**
 * Opens an existing evidence database for reading only (the CLI's read-only commands); undefined when there is no
 * file at `path` — nothing is created. A database of an older schema is migrated first (through `openDb`: the one
 * write such a command makes); one of a newer evident fails as `openDb` does.
 */
export async function openDbReadOnly(path: string): Promise<Db | undefined> {
  let file: DbFileState
  try {
    file = inspectDbFile(path)
  } catch (error) {
    throw isEvidentError(error) ? error : openError(path, error)
  }
  if (file === 'absent') return undefined
  // An empty file evident is still creating: finishing the creation is the one write (as for an older schema).
  if (file === 'creating') return openDb(path)
  const nativeBinding = loadNativeBinding()
  let sqlite: SQLite.Database
  let state: ReturnType<typeof schemaState>
  try {
    sqlite = new SQLite(path, { nativeBinding, readonly: true, fileMustExist: true })
  } catch (error) {
    throw openError(path, error)
  }
  try {
    sqlite.pragma('busy_timeout = 5000')
    state = schemaState(sqlite)
  } catch (error) {
    sqlite.close()
    throw error instanceof NewerSchema ? openError(path, error, 'newer') : openError(path, error)
  }
  if (state === 'current') return new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) })
  sqlite.close()
  return openDb(path)
}

/**
 * WAL is a property of the file: the first opener sets it, later ones find it set. Switching needs a moment of
 * exclusive access, which a concurrent first opener may hold; retried (busy only) for up to the busy timeout.
 */
function useWal(sqlite: SQLite.Database, busyTimeoutMs: number): void {
  const deadline = Date.now() + busyTimeoutMs
  for (;;) {
    try {
      sqlite.pragma('journal_mode = WAL')
      return
    } catch (error) {
      if (openFault(error) !== 'busy' || Date.now() >= deadline) throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10 + Math.random() * 20)
    }
  }
}

class NewerSchema extends Error {}

const MIGRATION_NAMES = new Set(Object.keys(migrations))

/** Whether the file's schema is this evident's, older (or new: no migrations table), or from a newer evident. */
function schemaState(sqlite: SQLite.Database): 'current' | 'behind' | 'newer' {
  const table = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`).get()
  if (table === undefined) return 'behind'
  const names = (sqlite.prepare('select name from kysely_migration').all() as { name: string }[]).map((r) => r.name)
  const unknown = names.filter((n) => !MIGRATION_NAMES.has(n))
  if (unknown.length > 0) throw new NewerSchema(`it has migrations this evident does not know: ${unknown.join(', ')}`)
  return names.length === MIGRATION_NAMES.size ? 'current' : 'behind'
}

/**
 * Migrates to the latest schema under a cross-process guard. The usual open (schema current) only reads. Otherwise
 * the whole run — kysely's bookkeeping tables and every pending migration — happens inside one `begin immediate`
 * on this connection (kysely opens no transaction of its own on SQLite), and the schema is checked again once the
 * lock is held: a second opener waits for the first (busy timeout), then finds its work done and does nothing. A
 * failed migration rolls back whole; SQLite's DDL is transactional.
 */
async function migrate(sqlite: SQLite.Database, db: Db): Promise<void> {
  if (schemaState(sqlite) === 'current') return
  sqlite.exec('begin immediate')
  try {
    if (schemaState(sqlite) === 'behind') {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } })
      const { error } = await migrator.migrateToLatest()
      if (error !== undefined) throw error
    }
    sqlite.exec('commit')
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('rollback')
    throw error
  }
}

/** Next value of the database-wide write sequence. Call only inside a write transaction. */
export async function nextSeq(tx: Tx): Promise<number> {
  return nextSeqOf(sqliteOf(tx))
}

export function nowIso(): string {
  return new Date().toISOString()
}
