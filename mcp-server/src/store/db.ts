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
import { EvidentError, errorMessage } from '../errors.js'
import { migrations } from './migrations.js'
import { recoverOrphanClaims, replaySpill } from './spill.js'
import { loadNativeBinding } from './native.js'
import type { Database } from './schema.js'
import * as statements from './statements.js'

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
 * (`statements.ts`). Kysely's SQLite driver has one connection and holds it for the whole transaction, so
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

/** Opens (creating if needed) the evidence database at `path` (or `:memory:`) and migrates it. */
export async function openDb(path: string, options: OpenOptions = {}): Promise<Db> {
  // Explicit so that it also works bundled, and from evident's own build after `npm ci --ignore-scripts`.
  const nativeBinding = loadNativeBinding()
  let sqlite: SQLite.Database
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
    sqlite = new SQLite(path, { nativeBinding })
    sqlite.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`)
    if (path !== ':memory:') sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('synchronous = NORMAL')
    sqlite.pragma('foreign_keys = ON')
  } catch (error) {
    throw new EvidentError(
      'internal',
      `cannot open the evidence database at ${path}: ${errorMessage(error)}`,
      'check that the directory is writable, or point EVIDENT_DB at another file',
    )
  }
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) })
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } })
  const { error } = await migrator.migrateToLatest()
  if (error !== undefined) {
    await db.destroy()
    throw new EvidentError(
      'internal',
      `cannot migrate the evidence database at ${path}: ${errorMessage(error)}`,
      'the file may be from a newer evident or damaged: move it aside, or point EVIDENT_DB at another file',
    )
  }
  if (path !== ':memory:') {
    try {
      recoverOrphanClaims(path)
      replaySpill(sqlite, path)
    } catch {
      // Still busy: the spill stays for the next process that opens the store.
    }
  }
  return db
}

/** Next value of the database-wide write sequence. Call only inside a write transaction. */
export async function nextSeq(tx: Tx): Promise<number> {
  return statements.nextSeq(sqliteOf(tx))
}

export function nowIso(): string {
  return new Date().toISOString()
}
