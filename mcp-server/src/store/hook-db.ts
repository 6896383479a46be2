import type { ArtifactKind, ViolationKind } from '../domain/vocabulary.js'
import SQLite from 'better-sqlite3'
import type { Caller } from '../kernel/identity.js'
import { inspectDbFile } from './db-file.js'
import { loadNativeBinding } from './native.js'
import { isEvidentError, isTransient, openError, unusableStore } from './open-errors.js'
import { LATEST_MIGRATION } from './schema-version.js'
import { endCaller, ensureCallerState } from './statements/callers.js'
import { insertCallerArtifact, type ArtifactInput } from './statements/artifacts.js'
import { insertHookError } from './statements/hook-errors.js'
import { insertViolation } from './statements/violations.js'
import { appendSpill, replaySpill, writeBriefly } from './spill.js'

/**
 * The hook CLI's connection to the store: better-sqlite3 without kysely, so a hook process starts in a few
 * milliseconds more than bare node. Its queries are the server's own (`statements.ts`); this file opens the
 * connection and wraps each hook write in one `begin immediate`.
 * `openHookDb` returns undefined for a database that does not exist yet, and never migrates; `openCurrentHookDb` (what
 * the hooks use) brings an older store up to date first, through the server's own migration (db.ts: one `begin
 * immediate`, the schema checked again under the lock). A store it cannot use (damaged, not a regular file, from a
 * newer evident, not upgradable) is an `unusableStore` error: a hook that must judge an action denies it
 * (entry/hook-cli.ts). The native module comes from `native.ts`; when it is not built yet, opening throws and the hook
 * fails open.
 */
export interface HookDb {
  readonly sqlite: SQLite.Database
  /** The schema: this evident's (`current`), older, or a newer evident's. */
  readonly schema: 'current' | 'older' | 'newer'
  close(): void
}

/**
 * Opens an existing evidence database as it is; undefined when there is none yet (or evident is still creating it).
 * `busyTimeoutMs` (default 5000, as db.ts) is how long a statement waits for a lock: reads in WAL mode never wait for a
 * writer, writes do. What is at the path is looked at first (db-file.ts: never a FIFO, a device, a dangling link, an
 * empty or truncated file); a file it refuses, or SQLite finds damaged, throws an `unusableStore` error.
 */
export function openHookDb(path: string, busyTimeoutMs = 5000): HookDb | undefined {
  let state: ReturnType<typeof inspectDbFile>
  try {
    state = inspectDbFile(path)
  } catch (error) {
    throw refusal(path, error)
  }
  if (state === 'absent') return undefined
  const nativeBinding = loadNativeBinding()
  let sqlite: SQLite.Database | undefined
  try {
    sqlite = new SQLite(path, { fileMustExist: true, timeout: busyTimeoutMs, nativeBinding })
    // As db.ts: in WAL mode NORMAL syncs at checkpoints, not on every commit (no fsync per hook). One exec:
    // every statement prepared costs a hook's start-up.
    sqlite.exec('pragma synchronous = NORMAL; pragma foreign_keys = ON')
    const migrated = sqlite
      .prepare(`select name from sqlite_master where type = 'table' and name = 'kysely_migration'`)
      .get()
    if (migrated === undefined) {
      sqlite.close()
      return undefined
    }
    // Migration names sort in application order (migrations.ts): the newest one recorded says where the file is.
    const { newest } = sqlite.prepare('select max(name) as newest from kysely_migration').get() as {
      newest: string | null
    }
    const schema =
      newest === LATEST_MIGRATION ? 'current' : newest !== null && newest > LATEST_MIGRATION ? 'newer' : 'older'
    const open = sqlite
    return { sqlite: open, schema, close: () => open.close() }
  } catch (error) {
    sqlite?.close()
    throw refusal(path, error)
  }
}

/**
 * The store at `path` at this evident's schema (undefined when there is none yet). An older one is migrated first the
 * way the server migrates (db.ts#openDb, under the write lock, re-checked inside it, rolled back whole on failure), so
 * that an upgrade never leaves the hooks failing on "no such column" until a server opens the store. A busy store
 * throws the transient `unavailable` error; a store that cannot be brought up to date throws an `unusableStore` error.
 */
export async function openCurrentHookDb(path: string, busyTimeoutMs = 5000): Promise<HookDb | undefined> {
  const db = openHookDb(path, busyTimeoutMs)
  if (db === undefined || db.schema === 'current') return db
  db.close()
  try {
    const { openStore } = await import('./index.js')
    await (await openStore(path)).close()
  } catch (error) {
    throw refusal(path, error)
  }
  const upgraded = openHookDb(path, busyTimeoutMs)
  if (upgraded === undefined || upgraded.schema === 'current') return upgraded
  upgraded.close()
  throw unusableStore(openError(path, new Error(`its schema is ${upgraded.schema} than this evident's`)))
}

/** A failed open, worded by open-errors.ts: transient (busy) as it is, anything else as an `unusableStore`. */
function refusal(path: string, error: unknown): unknown {
  if (isTransient(error)) return isEvidentError(error) ? error : openError(path, error)
  return unusableStore(isEvidentError(error) ? error : openError(path, error))
}

/**
 * One write transaction that takes the write lock up front (as db.ts). Plain BEGIN IMMEDIATE / COMMIT: the
 * hooks never nest transactions, and better-sqlite3's `transaction()` wrapper prepares nine statements a hook
 * process would use once.
 */
function immediate<T>(db: HookDb, fn: () => T): T {
  db.sqlite.exec('begin immediate')
  try {
    const result = fn()
    db.sqlite.exec('commit')
    return result
  } catch (error) {
    if (db.sqlite.inTransaction) db.sqlite.exec('rollback')
    throw error
  }
}

/** Runs `fn` on the connection inside one write transaction (for a flow that records several rows at once). */
export function writeHookDb<T>(db: HookDb, fn: (sqlite: SQLite.Database) => T): T {
  return immediate(db, () => fn(db.sqlite))
}

/** The caller's row id, creating it on first sight (as `callers.ts#ensureCaller`); a hook payload vouches for it. */
export function ensureCallerRow(db: HookDb, caller: Caller, parentSessionId?: string): number {
  return immediate(db, () => ensureCallerState(db.sqlite, { ...caller, identity: 'hook' }, parentSessionId).callerId)
}

export function endCallerRow(db: HookDb, caller: Caller): void {
  immediate(db, () => endCaller(db.sqlite, { ...caller, identity: 'hook' }))
}

/** What PostToolUse records: a file edit (or a weakened test), never a run. */
export type EditArtifact = ArtifactInput & {
  readonly kind: Extract<ArtifactKind, 'test_written' | 'code_written' | 'test_weakened'>
  readonly filePath: string
}

/** Records an artifact bound to the caller's open task, phase and behavior (as `artifacts.ts#recordArtifact`). */
export function recordEditArtifact(db: HookDb, caller: Caller, artifact: EditArtifact): number {
  return immediate(db, () => insertCallerArtifact(db.sqlite, caller, artifact).id)
}

/** Records a violation bound to the caller's open task (as `violations.ts#recordViolation`), waiting for the lock. */
export function recordViolationRow(
  db: HookDb,
  caller: Caller,
  kind: ViolationKind,
  detail: string,
  toolName: string,
): number {
  return immediate(db, () => insertViolation(db.sqlite, caller, { kind, detail, toolName }).id)
}

/** A violation a hook decided: what, by whom, when, and the task it belonged to then (undefined: unknown). */
export interface DecidedViolation {
  readonly kind: ViolationKind
  readonly detail: string
  readonly toolName: string
  readonly at: string
  readonly taskId: number | null | undefined
}

/**
 * Records violations a hook already decided, without letting the store hold the decision up: a brief write
 * (`spill.ts#writeBriefly`, well under a second), else the spill file next to the database, which the next
 * process that can write replays. `db` undefined (no store yet, or it could not be opened): spilled at once.
 * Returns where the rows went; throws only when even the spill file cannot be written.
 */
export function recordDecidedViolations(
  db: HookDb | undefined,
  dbPath: string,
  caller: Caller,
  violations: readonly DecidedViolation[],
): 'recorded' | 'spilled' {
  if (db !== undefined) {
    try {
      writeBriefly(db.sqlite, (s) => {
        for (const v of violations) insertViolation(s, caller, v)
      })
      return 'recorded'
    } catch {
      // Busy (or broken): the rows go to the spill; the decision stands either way.
    }
  }
  const who = { sessionId: caller.sessionId, agentId: caller.agentId, agentType: caller.agentType }
  appendSpill(
    dbPath,
    violations.map((v) => ({
      type: 'violation',
      at: v.at,
      caller: who,
      taskId: v.taskId,
      kind: v.kind,
      detail: v.detail,
      toolName: v.toolName,
    })),
  )
  return 'spilled'
}

/** A hook's own failure, as `hook_errors` stores it: never a violation. */
export interface HookFailure {
  readonly hook: string
  readonly message: string
  readonly sessionId: string | null
  readonly failedOpen: boolean
  readonly at: string
}

/** Records a hook's own failure (as `violations.ts#recordHookError`) briefly, else in the spill. */
export function recordHookFailureRow(db: HookDb | undefined, dbPath: string, failure: HookFailure): void {
  if (db !== undefined) {
    try {
      writeBriefly(db.sqlite, (s) => insertHookError(s, failure.hook, failure.message, failure))
      return
    } catch {
      // Busy or broken: spill it.
    }
  }
  appendSpill(dbPath, [{ type: 'hook_error', ...failure }])
}

/** Records a hook's own error that let nothing through (inside the hook's own flow): never a violation. */
export function recordHookErrorRow(db: HookDb, hook: string, message: string, sessionId?: string): void {
  insertHookError(db.sqlite, hook, message, { sessionId })
}

/** Replays the spill left by earlier hooks (`spill.ts#replaySpill`), briefly; a spill it cannot write stays. */
export function replayHookSpill(db: HookDb, dbPath: string): void {
  try {
    replaySpill(db.sqlite, dbPath)
  } catch {
    // Still busy: the lines are back in the spill for the next process.
  }
}
