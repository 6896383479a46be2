import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { recordGateResult } from '../../mcp-server/src/store/gate-results.js'
import { openExistingStore, openStore } from '../../mcp-server/src/store/index.js'
import { tempDir } from '../support/store.js'

describe('openExistingStore (the read-only commands)', () => {
  it('creates nothing where there is no database', async () => {
    const path = join(tempDir(), 'data', 'e.sqlite')
    expect(await openExistingStore(path)).toBeUndefined()
    expect(existsSync(join(path, '..'))).toBe(false)
  })

  it('reads an existing database and cannot write it', async () => {
    const path = join(tempDir(), 'e.sqlite')
    const writer = await openStore(path)
    await recordGateResult(writer.db, { gate: 'lint', status: 'green', source: 'test' })
    await writer.close()
    const store = await openExistingStore(path)
    if (store === undefined) throw new Error('no store')
    try {
      expect(await store.db.selectFrom('gate_results').select('gate').execute()).toEqual([{ gate: 'lint' }])
      await expect(recordGateResult(store.db, { gate: 'x', status: 'green', source: 'test' })).rejects.toThrow(
        /readonly/,
      )
    } finally {
      await store.close()
    }
  })

  it('migrates a file evident was still creating (empty, its creation marker beside it) instead of failing on it', async () => {
    const path = join(tempDir(), 'e.sqlite')
    writeFileSync(path, '')
    writeFileSync(`${path}.creating`, '')
    const store = await openExistingStore(path)
    try {
      expect(await store?.db.selectFrom('gate_results').selectAll().execute()).toEqual([])
      expect(existsSync(`${path}.creating`)).toBe(false)
    } finally {
      await store?.close()
    }
  })

  it('refuses a schema from a newer evident', async () => {
    const path = join(tempDir(), 'e.sqlite')
    await (await openStore(path)).close()
    const raw = new SQLite(path)
    raw.prepare(`insert into kysely_migration (name, timestamp) values ('9999_future', 'x')`).run()
    raw.close()
    await expect(openExistingStore(path)).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('written by a newer evident'),
    })
  })
})
