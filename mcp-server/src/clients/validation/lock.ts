import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pidAlive } from '../../kernel/pid.js'
import { readRegularText } from '../../kernel/regular-file.js'

/**
 * The run-lock of a background technique run: `<root>/.evident-validation.lock` holding `<pid> <iso-time>`.
 * Teardown refuses while the pid is alive and clears a lock whose process is gone.
 */
export const LOCK_FILE = '.evident-validation.lock'

export type LockState =
  { readonly state: 'none' } | { readonly state: 'live' | 'stale'; readonly pid: number; readonly since: string }

export function lockPath(root: string): string {
  return join(root, LOCK_FILE)
}

export function writeLock(root: string, pid: number, at = new Date()): void {
  writeFileSync(lockPath(root), `${pid} ${at.toISOString()}\n`)
}

export function clearLock(root: string): void {
  rmSync(lockPath(root), { force: true })
}

export function readLock(root: string): LockState {
  let text: string
  try {
    text = readRegularText(lockPath(root))
  } catch {
    return { state: 'none' }
  }
  const match = /^(\d+) (\S+)\s*$/.exec(text)
  const pid = Number(match?.[1] ?? 0)
  const since = match?.[2] ?? ''
  return { state: pid > 0 && pidAlive(pid) ? 'live' : 'stale', pid, since }
}

export type Teardown =
  | { readonly ok: true; readonly cleared: 'none' | 'stale' }
  | { readonly ok: false; readonly pid: number; readonly since: string }

/** Whether the worktree may be torn down: refused while a background run is alive; a stale lock is cleared. */
export function teardownCheck(root: string): Teardown {
  const lock = readLock(root)
  if (lock.state === 'live') return { ok: false, pid: lock.pid, since: lock.since }
  if (lock.state === 'stale') clearLock(root)
  return { ok: true, cleared: lock.state }
}
