import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { EvidentError } from '../errors.js'
import { pidAlive } from '../pid.js'

/**
 * Serialises test runs of one project: an in-process queue (calls of this server wait their turn) plus a
 * lock file next to the database holding `<pid> <iso-time>`, so MCP servers of other sessions wait too.
 * A lock whose pid no longer runs is stale and taken over.
 */
const queues = new Map<string, Promise<unknown>>()
const POLL_MS = 100
/** A lock file without a readable pid (its writer died mid-write) is stale after this long. */
const UNREADABLE_STALE_MS = 5000

export async function withRunLock<T>(lockPath: string, waitMs: number, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(lockPath) ?? Promise.resolve()
  const mine = previous
    .catch(() => undefined)
    .then(async () => {
      await acquire(lockPath, waitMs)
      try {
        return await fn()
      } finally {
        release(lockPath)
      }
    })
  queues.set(lockPath, mine)
  try {
    return await mine
  } finally {
    if (queues.get(lockPath) === mine) queues.delete(lockPath)
  }
}

async function acquire(lockPath: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      writeFileSync(lockPath, `${process.pid} ${new Date().toISOString()}\n`, { flag: 'wx' })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const holder = lockHolder(lockPath)
    if (holder === undefined ? olderThan(lockPath, UNREADABLE_STALE_MS) : !pidAlive(holder)) {
      rmSync(lockPath, { force: true })
      continue
    }
    if (Date.now() > deadline) {
      throw new EvidentError(
        'conflict',
        `another test run of this project is still going (process ${holder ?? 'unknown'} holds ${lockPath})`,
        'wait for it to finish and call run_tests again',
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

function release(lockPath: string): void {
  if (lockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true })
}

export function lockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number(readFileSync(lockPath, 'utf8').split(' ')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

function olderThan(path: string, ms: number): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs > ms
  } catch {
    return true
  }
}
