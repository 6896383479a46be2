import { openSync, closeSync, readFileSync, rmSync, writeSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { conflict } from '../../kernel/errors.js'
import { TDD_DIR } from './files.js'
import { isAlive, pidNamespace } from './proc.js'
import { writeAtomic } from './write-atomic.js'

/** `<root>/.tdd/conduct.lock`: the live conductor run of the project, `{"pid", "issue", "startedAt", "pidns"}`. */
export const runLockFile = (root: string): string => join(root, TDD_DIR, 'conduct.lock')

export interface RunLock {
  readonly pid: number
  readonly issue: number
  readonly startedAt: string
  /** The PID namespace `pid` lives in (a leaf runs in one of its own, where the conductor's pid is not seen). */
  readonly pidns?: string | undefined
}

/** The lock's record when the file holds one, whatever its process's state; undefined when absent or unreadable. */
export function readRunLock(root: string): RunLock | undefined {
  try {
    return parseRunLock(readFileSync(runLockFile(root), 'utf8'))
  } catch {
    return undefined
  }
}

const positive = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n > 0

/**
 * A lock file's text as a record, or undefined when it holds none. The pid and the issue are whole numbers from 1: a
 * pid of 0 or below names no one process (signal 0 to it would answer for a whole process group).
 */
export function parseRunLock(text: string): RunLock | undefined {
  try {
    const record = JSON.parse(text) as Partial<RunLock> | null
    if (!positive(record?.pid) || !positive(record.issue)) return undefined
    return {
      pid: record.pid,
      issue: record.issue,
      startedAt: String(record.startedAt ?? ''),
      ...(typeof record.pidns === 'string' ? { pidns: record.pidns } : {}),
    }
  } catch {
    return undefined
  }
}

/**
 * Whether the lock's process is alive. Seen from one of the run's own leaves — in another PID namespace
 * (clients/conduct/contain.ts), with the run's issue in its environment (`EVIDENT_CONDUCT_ISSUE`, leaf-runner.ts) — its
 * pid names nothing there, so it counts as alive: the run's guard holds rather than lapses. Anywhere else a lock from
 * another namespace (a container restarted since, the host reading a container's lock) is judged by its pid like any
 * other, so a dead run's lock goes stale.
 */
export function lockHolderAlive(lock: RunLock, env: NodeJS.ProcessEnv = process.env): boolean {
  if (isAlive(lock.pid)) return true
  if (env['EVIDENT_CONDUCT_ISSUE'] !== String(lock.issue)) return false
  const here = pidNamespace()
  return lock.pidns !== undefined && here !== undefined && lock.pidns !== here
}

/** The run conducting the project right now: a lock whose process is alive. */
export function liveRunLock(root: string): RunLock | undefined {
  const lock = readRunLock(root)
  return lock !== undefined && lockHolderAlive(lock) ? lock : undefined
}

/**
 * Takes the project's run lock for this process: one conductor run per project at a time (two would commit into each
 * other's steps). A lock left by a run that died is taken over. Returns the release.
 */
export function acquireRunLock(root: string, issue: number): () => void {
  mkdirSync(join(root, TDD_DIR), { recursive: true })
  const path = runLockFile(root)
  for (let tries = 0; tries < 2; tries += 1) {
    let fd: number
    try {
      fd = openSync(path, 'wx')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const held = liveRunLock(root)
      if (held !== undefined)
        throw conflict(
          `issue #${held.issue} is already being conducted in this project (pid ${held.pid}, since ${held.startedAt})`,
          `wait for it (evident conduct wait conduct-${held.issue}) or stop it (evident conduct stop now), then rerun`,
        )
      rmSync(path, { force: true })
      continue
    }
    try {
      const pidns = pidNamespace()
      const record = {
        pid: process.pid,
        issue,
        startedAt: new Date().toISOString(),
        ...(pidns === undefined ? {} : { pidns }),
      }
      writeSync(fd, `${JSON.stringify(record)}\n`)
    } finally {
      closeSync(fd)
    }
    return () => {
      if (readRunLock(root)?.pid === process.pid) rmSync(path, { force: true })
    }
  }
  throw conflict(`the conductor's lock ${path} keeps reappearing`, 'remove it when no evident conduct run is alive')
}

/**
 * Puts the run's own lock back when it is gone or no longer this run's (a leaf with a shell may delete or rewrite the
 * git-ignored file — and without it the hooks would stop holding the conducting session). The record is restored
 * as it was, its `startedAt` included, so the leaves launched since still count. True when it had to be restored.
 */
export function holdRunLock(root: string, mine: RunLock): boolean {
  const now = readRunLock(root)
  if (now !== undefined && now.pid === mine.pid && now.issue === mine.issue && now.startedAt === mine.startedAt)
    return false
  mkdirSync(join(root, TDD_DIR), { recursive: true })
  writeAtomic(runLockFile(root), `${JSON.stringify(mine)}\n`)
  return true
}
