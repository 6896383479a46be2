import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lockHolder, withRunLock } from '../../mcp-server/src/runners/lock.js'
import { tempDir } from '../support/store.js'

/** A pid that certainly does not run: a child that already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
  return Number(child.stdout)
}

describe('withRunLock', () => {
  it('holds a lock file with its pid while running and removes it after', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    const seen = await withRunLock(lock, 1000, async () => lockHolder(lock))
    expect(seen).toBe(process.pid)
    expect(existsSync(lock)).toBe(false)
  })

  it('takes over a stale lock left by a process that is gone', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    writeFileSync(lock, `${deadPid()} 2026-01-01T00:00:00.000Z\n`)
    await expect(withRunLock(lock, 1000, async () => 'ran')).resolves.toBe('ran')
  })

  it('refuses with a conflict while a live process holds the lock', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    writeFileSync(lock, `${process.ppid} 2026-01-01T00:00:00.000Z\n`)
    await expect(withRunLock(lock, 300, async () => 'ran')).rejects.toThrow(
      /another test run of this project is still going/,
    )
    expect(lockHolder(lock)).toBe(process.ppid)
  })

  it('runs calls of one process one after another, even when one fails', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    const events: string[] = []
    const job = (name: string, fail = false) =>
      withRunLock(lock, 5000, async () => {
        events.push(`start ${name}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
        events.push(`end ${name}`)
        if (fail) throw new Error(name)
        return name
      })
    const results = await Promise.allSettled([job('a', true), job('b'), job('c')])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled'])
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
  })
})
