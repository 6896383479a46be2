import { renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readRegularText } from '../kernel/regular-file.js'
import { EvidentError } from '../kernel/errors.js'
import { log } from '../kernel/log.js'
import { pidAlive } from '../kernel/pid.js'
import { killOrphanedGroup } from './orphans.js'
import type { ProcessGroup } from './spawn.js'

/**
 * Serialises test runs of one project: an in-process queue (calls of this server wait their turn) plus a
 * lock file next to the database holding `<pid> <iso-time>`, so MCP servers of other sessions wait too.
 * Once the runner runs, the lock also records its process group (`group <pgid> <token>`). A lock whose pid no
 * longer runs is stale and taken over — after killing the group it records, should that still run (orphans.ts).
 */
export interface HeldLock {
  /** Records the process group of the run holding the lock. */
  readonly recordGroup: (group: ProcessGroup) => void
}

const queues = new Map<string, Promise<unknown>>()
const POLL_MS = 100
/** A lock file without a readable pid (its writer died mid-write) is stale after this long. */
const UNREADABLE_STALE_MS = 5000

export async function withRunLock<T>(lockPath: string, waitMs: number, fn: (lock: HeldLock) => Promise<T>): Promise<T> {
  const previous = queues.get(lockPath) ?? Promise.resolve()
  const mine = previous
    .catch(() => undefined)
    .then(async () => {
      await acquire(lockPath, waitMs)
      try {
        return await fn({ recordGroup: (group) => recordGroup(lockPath, group) })
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
      killLeftovers(lockPath)
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

function recordGroup(lockPath: string, group: ProcessGroup): void {
  if (lockHolder(lockPath) !== process.pid) return
  const first = readRegularText(lockPath).split('\n')[0] ?? ''
  const next = `${lockPath}.${process.pid}.tmp`
  writeFileSync(next, `${first}\ngroup ${group.pgid} ${group.token}\n`)
  renameSync(next, lockPath)
}

/** The process groups a lock records (none for a lock of an older evident, or one whose run had not started). */
export function recordedGroups(lockPath: string): readonly ProcessGroup[] {
  let text: string
  try {
    text = readRegularText(lockPath)
  } catch {
    return []
  }
  return [...text.matchAll(/^group (\d+) ([0-9a-f]+)$/gm)].map((m) => ({ pgid: Number(m[1]), token: m[2] ?? '' }))
}

/** Before a stale lock is taken over: its run's process group, left running by a dead owner, is killed. */
function killLeftovers(lockPath: string): void {
  for (const group of recordedGroups(lockPath)) {
    const outcome = killOrphanedGroup(group)
    if (outcome === 'gone') continue
    log(
      'warn',
      `a test run left by a dead process (stale ${lockPath}): its process group ${group.pgid} ${outcome === 'killed' ? 'was killed' : 'still runs and could not be verified as that run, so it was left alone'}`,
    )
  }
}

function release(lockPath: string): void {
  if (lockHolder(lockPath) === process.pid) rmSync(lockPath, { force: true })
}

export function lockHolder(lockPath: string): number | undefined {
  try {
    const pid = Number(readRegularText(lockPath).split(' ')[0])
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
