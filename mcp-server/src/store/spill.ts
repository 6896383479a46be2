import {
  appendFileSync,
  closeSync,
  constants,
  existsSync,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { log } from '../kernel/log.js'
import { VIOLATION_KINDS, type ViolationKind } from '../domain/vocabulary.js'
import { insertHookError } from './statements/hook-errors.js'
import { insertViolation } from './statements/violations.js'
import { type Sqlite } from './statements/sqlite.js'

/**
 * Decide first, record second. A hook's decision never waits on a write: it records what it decided with a short,
 * bounded write (`writeBriefly`), and when the store stays busy (another process holds the write lock, e.g. an
 * agent's background `BEGIN IMMEDIATE`) it appends the rows to the spill file next to the database
 * (`<db>.spill`, JSON lines, mode 0600). The next process that opens the store and can write replays the spill
 * (`replaySpill`): it claims the file by renaming it, inserts every row in one transaction with its original time,
 * and deletes the claimed file; a failed insert puts the lines back.
 */
interface SpilledCaller {
  readonly sessionId: string
  readonly agentId: string
  readonly agentType?: string | undefined
}

export type SpillEntry =
  | {
      readonly type: 'violation'
      /** Decision time (ISO). */
      readonly at: string
      readonly caller: SpilledCaller
      /** The caller's open task when decided (null: none; absent: unknown, bound at replay). */
      readonly taskId?: number | null | undefined
      readonly kind: ViolationKind
      readonly detail: string
      readonly toolName: string | null
    }
  | {
      readonly type: 'hook_error'
      readonly at: string
      readonly hook: string
      readonly message: string
      readonly sessionId: string | null
      readonly failedOpen: boolean
    }

export const spillPath = (dbPath: string): string => `${dbPath}.spill`

/** Appends entries to the spill file (created 0600, its directory if missing). One write: one line each. */
export function appendSpill(dbPath: string, entries: readonly SpillEntry[]): void {
  if (entries.length === 0) return
  appendLines(spillPath(dbPath), entries.map((e) => `${JSON.stringify(e)}\n`).join(''))
}

/**
 * Opened non-blocking: a spill path made a FIFO (or a claimed file swapped for one) must never hold a hook until its
 * timeout — Claude Code lets the action through when a PreToolUse hook times out. Writing to a FIFO nobody reads
 * throws (ENXIO); reading one is refused. Opened without following a link: a symlink planted at the spill's name (a
 * dangling one would make `O_CREAT` create its target, anywhere) is refused, never written through.
 */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0
const APPEND = constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NONBLOCK | NOFOLLOW
const READ = constants.O_RDONLY | constants.O_NONBLOCK | NOFOLLOW

/** A spill path that is no regular file (a link, FIFO, socket, device, folder): refused, with what to do. */
class SpillFileError extends Error {
  override readonly name = 'SpillFileError'
  constructor(
    readonly path: string,
    what: string,
  ) {
    super(
      `evident's spill file ${path} is ${what}, not a regular file: evident never writes through it or reads it; ` +
        `remove it (evident recreates the file when it next needs it)`,
    )
  }
}

function openSpill(path: string, flags: number): number {
  try {
    return openSync(path, flags, 0o600)
  } catch (error) {
    // ELOOP: the last part of the path is a symbolic link (O_NOFOLLOW); a dangling one included.
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new SpillFileError(path, 'a symbolic link')
    if ((error as NodeJS.ErrnoException).code === 'ENXIO') throw new SpillFileError(path, 'a FIFO')
    if ((error as NodeJS.ErrnoException).code === 'EISDIR') throw new SpillFileError(path, 'a folder')
    throw error
  }
}

function checkRegular(fd: number, path: string): void {
  const stat = fstatSync(fd)
  if (stat.isFile()) return
  throw new SpillFileError(path, stat.isFIFO() ? 'a FIFO' : stat.isDirectory() ? 'a folder' : 'a special file')
}

function appendLines(path: string, text: string | Buffer): void {
  if (!existsSync(dirname(path))) mkdirSync(dirname(path), { recursive: true, mode: 0o700 })
  const fd = openSpill(path, APPEND)
  try {
    checkRegular(fd, path)
    appendFileSync(fd, text)
  } finally {
    closeSync(fd)
  }
}

/** A spill file's bytes; throws, without waiting, when it is not a regular file (a link, a FIFO, a directory). */
function readSpill(path: string): Buffer {
  const fd = openSpill(path, READ)
  try {
    checkRegular(fd, path)
    return readFileSync(fd)
  } finally {
    closeSync(fd)
  }
}

const BUSY = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_BUSY_RECOVERY'])

const isBusy = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && BUSY.has(String((error as { code?: unknown }).code))

export interface Brief {
  /** Attempts in all (default 3). */
  readonly attempts?: number
  /** SQLite busy timeout of each attempt, in ms (default 100). */
  readonly busyTimeoutMs?: number
}

/**
 * Runs `fn` in one `begin immediate` with a short busy timeout, retrying only while the store is busy: at most
 * `attempts × busyTimeoutMs` of waiting (300 ms by default). Throws the last error. The connection's own busy
 * timeout is restored afterwards.
 */
export function writeBriefly<T>(sqlite: Sqlite, fn: (sqlite: Sqlite) => T, brief: Brief = {}): T {
  const attempts = brief.attempts ?? 3
  const previous = sqlite.pragma('busy_timeout', { simple: true }) as number
  sqlite.pragma(`busy_timeout = ${brief.busyTimeoutMs ?? 100}`)
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        sqlite.exec('begin immediate')
        const result = fn(sqlite)
        sqlite.exec('commit')
        return result
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('rollback')
        if (!isBusy(error) || attempt >= attempts) throw error
      }
    }
  } finally {
    sqlite.pragma(`busy_timeout = ${previous}`)
  }
}

function parseEntry(line: string): SpillEntry | undefined {
  try {
    const e = JSON.parse(line) as Partial<Record<string, unknown>>
    if (typeof e['at'] !== 'string') return undefined
    if (e['type'] === 'violation') {
      const caller = e['caller'] as Partial<SpilledCaller> | undefined
      if (typeof caller?.sessionId !== 'string' || typeof caller.agentId !== 'string') return undefined
      if (!(VIOLATION_KINDS as readonly unknown[]).includes(e['kind']) || typeof e['detail'] !== 'string')
        return undefined
      return e as SpillEntry
    }
    if (e['type'] === 'hook_error' && typeof e['hook'] === 'string' && typeof e['message'] === 'string')
      return e as SpillEntry
    return undefined
  } catch {
    return undefined // a torn or foreign line: nothing to replay
  }
}

function insertEntry(sqlite: Sqlite, entry: SpillEntry): void {
  if (entry.type === 'hook_error') {
    insertHookError(sqlite, entry.hook, entry.message, {
      sessionId: entry.sessionId,
      failedOpen: entry.failedOpen,
      at: entry.at,
    })
    return
  }
  const { caller } = entry
  // The task the decision saw, if it still exists (a pruned task would break the foreign key).
  const taskId =
    typeof entry.taskId === 'number'
      ? sqlite.prepare('select id from tdd_tasks where id = ?').get(entry.taskId) === undefined
        ? null
        : entry.taskId
      : entry.taskId
  insertViolation(
    sqlite,
    {
      sessionId: caller.sessionId,
      agentId: caller.agentId,
      ...(caller.agentType === undefined ? {} : { agentType: caller.agentType }),
    },
    { kind: entry.kind, detail: entry.detail, toolName: entry.toolName ?? undefined, at: entry.at, taskId },
  )
}

/**
 * Replays the spill of the database at `dbPath` into it; returns how many rows it inserted (0 when there is no
 * spill: one `existsSync`). Two replayers never insert the same line: each claims the file by renaming it to a
 * name of its own, and the loser finds nothing. If the insert fails the claimed lines go back to the spill and the
 * error is thrown.
 */
export function replaySpill(sqlite: Sqlite, dbPath: string, brief: Brief = {}): number {
  const path = spillPath(dbPath)
  const found = spillKind(path)
  if (found === undefined) return 0
  // A link or special file at the spill's name is not ours to claim (its target may be anywhere): left, and reported.
  if (found !== 'file') {
    const refused = new SpillFileError(path, found)
    log('warn', refused.message)
    throw refused
  }
  const claimed = `${path}.${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.claimed`
  try {
    renameSync(path, claimed)
  } catch {
    return 0 // another process claimed it first
  }
  const bytes = readSpill(claimed)
  const entries = bytes
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map(parseEntry)
    .filter((e): e is SpillEntry => e !== undefined)
  try {
    if (entries.length > 0)
      writeBriefly(
        sqlite,
        (s) => {
          for (const entry of entries) insertEntry(s, entry)
        },
        brief,
      )
  } catch (error) {
    appendLines(path, readSpill(claimed))
    rmSync(claimed, { force: true })
    throw error
  }
  // A line appended by a writer that opened the spill just before the rename lands in the claimed file: keep it.
  const after = readSpill(claimed)
  if (after.length > bytes.length) appendLines(path, after.subarray(bytes.length))
  rmSync(claimed, { force: true })
  return entries.length
}

/** What is at the spill's name, without following a link: undefined when nothing. */
function spillKind(path: string): 'file' | string | undefined {
  let stat
  try {
    stat = lstatSync(path)
  } catch {
    return undefined
  }
  if (stat.isFile()) return 'file'
  if (stat.isSymbolicLink()) return 'a symbolic link'
  if (stat.isFIFO()) return 'a FIFO'
  return stat.isDirectory() ? 'a folder' : 'a special file'
}

/** Whether a process with this pid exists (signal 0 asks without sending). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Puts back the claimed spills of replayers that died between claiming and deleting (`<db>.spill.<pid>-….claimed`
 * whose pid is gone): their lines are appended to the spill for the next replay. Returns how many it recovered.
 * A directory listing, so only the server and the CLI call it when they open the store, never a hook.
 */
export function recoverOrphanClaims(dbPath: string): number {
  const spill = spillPath(dbPath)
  const prefix = `${basename(spill)}.`
  let names: string[]
  try {
    names = readdirSync(dirname(spill))
  } catch {
    return 0
  }
  let recovered = 0
  for (const name of names) {
    const match = /^(\d+)-.*\.claimed$/.exec(name.startsWith(prefix) ? name.slice(prefix.length) : '')
    if (match === null || alive(Number(match[1]))) continue
    const claimed = join(dirname(spill), name)
    const retaken = `${claimed}.${process.pid}.recovering`
    try {
      renameSync(claimed, retaken)
    } catch {
      continue // another process took it
    }
    try {
      appendLines(spill, readSpill(retaken))
    } catch {
      continue // not a regular file (a FIFO, a folder): nothing of ours to put back
    }
    rmSync(retaken, { force: true })
    recovered += 1
  }
  return recovered
}
