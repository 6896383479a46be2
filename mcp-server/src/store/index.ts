import { openDb, openDbReadOnly, type Db, type Tx } from './db.js'

export type { Db, Tx } from './db.js'

/** One open evidence database. Every process opens its own; SQLite (WAL, immediate transactions) arbitrates. */
export interface Store {
  readonly db: Db
  readonly path: string
  /** Runs `fn` in one `begin immediate` transaction. */
  write<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export async function openStore(path: string): Promise<Store> {
  const db = await openDb(path)
  return {
    db,
    path,
    write: (fn) => db.transaction().execute(fn),
    close: () => db.destroy(),
  }
}

/** An existing database opened for reading only; undefined when there is none at `path` (nothing is created). */
export async function openExistingStore(path: string): Promise<Store | undefined> {
  const db = await openDbReadOnly(path)
  if (db === undefined) return undefined
  return {
    db,
    path,
    write: (fn) => db.transaction().execute(fn),
    close: () => db.destroy(),
  }
}
