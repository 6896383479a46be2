import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { nextSeq } from '../../mcp-server/src/store/db.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { tempDir } from '../support/store.js'

describe('evidence database', () => {
  it('opens in WAL mode with foreign keys and migrates once', async () => {
    const path = join(tempDir(), 'e.sqlite')
    const first = await openStore(path)
    await first.close()
    const again = await openStore(path)
    const migrations = await again.db.selectFrom('kysely_migration' as never).selectAll().execute()
    expect(migrations.length).toBeGreaterThan(0)
    const mode = await again.db.executeQuery<{ journal_mode: string }>({ sql: 'pragma journal_mode', parameters: [], query: { kind: 'RawNode' } as never, queryId: { queryId: 'q' } as never })
    expect(mode.rows[0]?.journal_mode).toBe('wal')
    await expect(again.write((tx) => tx.insertInto('goals').values({ task_id: 999, ordinal: 0, goal: 'x', status: 'pending', updated_at: 'now' }).execute()))
      .rejects.toThrow(/FOREIGN KEY/)
    await again.close()
  })

  it('indexes the lookups a hook makes on every edit', async () => {
    const store = await openStore(join(tempDir(), 'e.sqlite'))
    const plan = await sql.raw<{ detail: string }>(
      "explain query plan select detail from artifacts where kind = 'test_written' and file_path = 'a.test.ts' order by seq desc limit 1",
    ).execute(store.db)
    expect(plan.rows.map((r) => r.detail).join(' ')).toContain('USING INDEX artifacts_kind_file')
    await store.close()
  })

  it('hands out a strictly increasing sequence across transactions', async () => {
    const store = await openStore(join(tempDir(), 'e.sqlite'))
    const a = await store.write(nextSeq)
    const b = await store.write(nextSeq)
    expect(b).toBe(a + 1)
    await store.close()
  })

  it('explains a database it cannot open', async () => {
    const file = join(tempDir(), 'a-file')
    writeFileSync(file, '')
    await expect(openStore(join(file, 'sub', 'e.sqlite'))).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('cannot open the evidence database'),
      hint: expect.stringContaining('EVIDENT_DB'),
    })
  })
})
