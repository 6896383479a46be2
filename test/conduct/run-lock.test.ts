import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { acquireRunLock, parseRunLock, readRunLock, runLockFile } from '../../mcp-server/src/conduct/run-lock.js'
import { conductRoot } from '../support/conduct.js'

describe('the run lock', () => {
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
