import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  acquireRunLock,
  liveRunLock,
  lockHolderAlive,
  parseRunLock,
  readRunLock,
  runLockFile,
} from '../../../mcp-server/src/clients/conduct/run-lock.js'
import { conductRoot, until } from '../../support/conduct.js'
import { isAlive, pidNamespace } from '../../../mcp-server/src/clients/conduct/proc.js'
import { WAIT_MS } from '../../support/time.js'

/** One conductor run per project (clients/conduct/run-lock.ts): a live run refuses a second, a dead one is taken over. */
describe('the run lock', () => {
  it('is taken, refused to a second run while its process lives, and released', () => {
    const root = conductRoot()
    const release = acquireRunLock(root, 7)
    expect(readRunLock(root)).toMatchObject({ pid: process.pid, issue: 7 })
    expect(liveRunLock(root)?.issue).toBe(7)
    expect(() => acquireRunLock(root, 8)).toThrow(
      `issue #7 is already being conducted in this project (pid ${process.pid}`,
    )
    release()
    expect(existsSync(runLockFile(root))).toBe(false)
    acquireRunLock(root, 8)()
  })

  it('takes over a lock whose process is gone, and ignores one it cannot read', async () => {
    const root = conductRoot()
    const child = spawn('true')
    const pid = child.pid ?? 0
    await until(() => !isAlive(pid), WAIT_MS, 'the child to end')
    mkdirSync(join(root, '.tdd'), { recursive: true })
    writeFileSync(runLockFile(root), JSON.stringify({ pid, issue: 3, startedAt: 'then' }))
    expect(liveRunLock(root)).toBeUndefined()
    const release = acquireRunLock(root, 4)
    expect(readRunLock(root)?.issue).toBe(4)
    release()
    writeFileSync(runLockFile(root), 'not json')
    expect(readRunLock(root)).toBeUndefined()
    acquireRunLock(root, 5)()
  })

  it('records its PID namespace; a holder in another namespace (seen from a leaf) counts as alive', async () => {
    const root = conductRoot()
    const release = acquireRunLock(root, 9)
    const here = pidNamespace()
    expect(here).toMatch(/^pid:\[\d+\]$/)
    expect(readRunLock(root)).toMatchObject({ pid: process.pid, pidns: here })
    release()
    const child = spawn('true')
    const pid = child.pid ?? 0
    await until(() => !isAlive(pid), WAIT_MS, 'the child to end')
    // Gone in this namespace: dead, whether the lock names this namespace or none.
    expect(lockHolderAlive({ pid, issue: 1, startedAt: 't', pidns: here })).toBe(false)
    expect(lockHolderAlive({ pid, issue: 1, startedAt: 't' })).toBe(false)
    // Written in another namespace and seen from one of the run's leaves: its pid cannot be looked up here, so the run
    // holds. Seen from anywhere else (a container restarted since, the host), a dead pid is a stale lock.
    const leaf = { EVIDENT_CONDUCT_ISSUE: '1' }
    expect(lockHolderAlive({ pid, issue: 1, startedAt: 't', pidns: 'pid:[1]' }, leaf)).toBe(true)
    expect(lockHolderAlive({ pid, issue: 1, startedAt: 't', pidns: 'pid:[1]' }, {})).toBe(false)
    expect(lockHolderAlive({ pid, issue: 1, startedAt: 't', pidns: 'pid:[1]' }, { EVIDENT_CONDUCT_ISSUE: '2' })).toBe(
      false,
    )
    expect(parseRunLock(`{"pid": 12, "issue": 7, "startedAt": "t", "pidns": "pid:[5]"}`)).toEqual({
      pid: 12,
      issue: 7,
      startedAt: 't',
      pidns: 'pid:[5]',
    })
  })

  it('reads a record with a whole pid and issue from 1, and nothing else', () => {
    expect(parseRunLock('{"pid": 12, "issue": 7, "startedAt": "t"}')).toEqual({ pid: 12, issue: 7, startedAt: 't' })
    for (const text of [
      '',
      'null',
      '{}',
      '{"pid": 0, "issue": 7}',
      '{"pid": -1, "issue": 7}',
      '{"pid": 1.5, "issue": 7}',
      '{"pid": 12, "issue": 0}',
      '{"pid": "12", "issue": 7}',
    ])
      expect(parseRunLock(text), text).toBeUndefined()
  })

  it('takes over a lock whose pid names no one process (0 would answer for a whole process group)', () => {
    const root = conductRoot()
    mkdirSync(join(root, '.tdd'))
    writeFileSync(runLockFile(root), '{"pid": 0, "issue": 3, "startedAt": "t"}\n')
    const release = acquireRunLock(root, 7)
    expect(readRunLock(root)).toMatchObject({ pid: process.pid, issue: 7 })
    release()
    expect(readRunLock(root)).toBeUndefined()
  })
})
