import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { stopFile } from '../../../mcp-server/src/clients/conduct/files.js'
import { clearStop, readStop, requestStop } from '../../../mcp-server/src/clients/conduct/stop.js'
import { EvidentError } from '../../../mcp-server/src/kernel/errors.js'
import { conductRoot } from '../../support/conduct.js'

function withStop(content: string): string {
  const root = conductRoot()
  mkdirSync(join(root, '.tdd'))
  writeFileSync(stopFile(root), content)
  return root
}

const unreadable = (reason: string): unknown => ({
  kind: 'unreadable',
  mode: 'at-ledger',
  reason: `.tdd/stop ${reason}; it should hold one of at-ledger, at-leaf, now`,
})

describe('readStop', () => {
  it('reads no request when there is no .tdd/stop (nor .tdd/)', () => {
    expect(readStop(conductRoot())).toEqual({ kind: 'none' })
  })

  it('reads each mode word, whitespace trimmed', () => {
    expect(readStop(withStop('at-ledger'))).toEqual({ kind: 'requested', mode: 'at-ledger' })
    expect(readStop(withStop('  at-leaf\n'))).toEqual({ kind: 'requested', mode: 'at-leaf' })
    expect(readStop(withStop('now\n'))).toEqual({ kind: 'requested', mode: 'now' })
  })

  it('reads an empty file, an unknown word or a big file as an unreadable request: at-ledger', () => {
    expect(readStop(withStop(''))).toEqual(unreadable('it is empty'))
    expect(readStop(withStop(' \n'))).toEqual(unreadable('it is empty'))
    expect(readStop(withStop('NOW'))).toEqual(unreadable('unknown mode "NOW"'))
    expect(readStop(withStop('stop please'))).toEqual(unreadable('unknown mode "stop please"'))
    expect(readStop(withStop('now'.repeat(100)))).toEqual(unreadable('it holds 300 bytes, not one mode word'))
  })

  it('reads a directory, a FIFO or a file it cannot open as an unreadable request: at-ledger', () => {
    const dir = conductRoot()
    mkdirSync(stopFile(dir), { recursive: true })
    expect(readStop(dir)).toEqual(unreadable('it is a directory, not a file'))

    const fifo = conductRoot()
    mkdirSync(join(fifo, '.tdd'))
    expect(spawnSync('mkfifo', [stopFile(fifo)]).status).toBe(0)
    expect(readStop(fifo)).toEqual(unreadable('it is not a regular file'))

    const loop = conductRoot()
    mkdirSync(join(loop, '.tdd'))
    symlinkSync(stopFile(loop), stopFile(loop))
    expect(readStop(loop)).toEqual(unreadable('cannot open it (ELOOP)'))
  })

  // root reads any file whatever its mode bits: the case is skipped for root, and says so in its name.
  const asRoot = process.getuid?.() === 0
  it.skipIf(asRoot)(
    `reads a file without read permission as an unreadable request${asRoot ? ' (skipped: root reads any file)' : ''}`,
    () => {
      const root = withStop('now')
      chmodSync(stopFile(root), 0o000)
      expect(readStop(root)).toEqual(unreadable('cannot open it (EACCES)'))
    },
  )
})

describe('requestStop and clearStop', () => {
  it('writes the mode (creating .tdd/), replaces an older request, and clears it', () => {
    const root = conductRoot()
    requestStop(root, 'at-leaf')
    expect(readFileSync(stopFile(root), 'utf8')).toBe('at-leaf\n')
    requestStop(root, 'now')
    expect(readStop(root)).toEqual({ kind: 'requested', mode: 'now' })
    clearStop(root)
    expect(readStop(root)).toEqual({ kind: 'none' })
    clearStop(root)
    expect(readStop(root)).toEqual({ kind: 'none' })
  })

  it('neither replaces nor removes a directory at .tdd/stop, and says what to do', () => {
    const root = conductRoot()
    mkdirSync(join(stopFile(root), 'keep'), { recursive: true })
    for (const act of [() => requestStop(root, 'now'), () => clearStop(root)]) {
      expect(act).toThrow(EvidentError)
      expect(act).toThrow(`${stopFile(root)} is a directory, so it cannot hold a stop request`)
    }
    expect(readStop(root)).toEqual(unreadable('it is a directory, not a file'))
  })
})
