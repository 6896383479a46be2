import { spawn } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lockPath, readLock, teardownCheck, writeLock } from '../../../mcp-server/src/clients/validation/lock.js'
import { tempDir } from '../../support/store.js'

/** A pid that is certainly not alive: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn('node', ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid ?? 0
}

describe('run-lock', () => {
  it('writes <pid> <iso-time> and refuses teardown while the pid is alive', () => {
    const root = tempDir()
    writeLock(root, process.pid, new Date('2026-01-02T03:04:05.000Z'))
    expect(readLock(root)).toEqual({ state: 'live', pid: process.pid, since: '2026-01-02T03:04:05.000Z' })
    expect(teardownCheck(root)).toEqual({ ok: false, pid: process.pid, since: '2026-01-02T03:04:05.000Z' })
    expect(existsSync(lockPath(root))).toBe(true)
  })

  it('clears a stale lock whose process is gone', async () => {
    const root = tempDir()
    writeLock(root, await deadPid())
    expect(readLock(root).state).toBe('stale')
    expect(teardownCheck(root)).toEqual({ ok: true, cleared: 'stale' })
    expect(existsSync(lockPath(root))).toBe(false)
  })

  it('treats a garbled lock as stale and no lock as none', () => {
    const root = tempDir()
    expect(teardownCheck(root)).toEqual({ ok: true, cleared: 'none' })
    writeFileSync(lockPath(root), 'not a lock')
    expect(teardownCheck(root)).toEqual({ ok: true, cleared: 'stale' })
  })
})
