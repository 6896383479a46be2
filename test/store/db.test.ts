import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import SQLite from 'better-sqlite3'
import { nextSeq, openDb } from '../../mcp-server/src/store/db.js'
import { openHookDb, recordEditArtifact } from '../../mcp-server/src/store/hook-db.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { CALLER_STATE_SQL } from '../../mcp-server/src/store/statements/callers.js'
import { tempDir } from '../support/store.js'

describe('evidence database', () => {
  it("gives the hooks' lean connection the same settings: WAL, foreign keys, NORMAL sync, a 5 s busy timeout", async () => {
    const path = join(tempDir(), 'e.sqlite')
    expect(openHookDb(path)).toBeUndefined()
    await (await openStore(path)).close()
    const hook = openHookDb(path)
    if (hook === undefined) throw new Error('the hook database did not open')
    try {
      expect(hook.sqlite.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(hook.sqlite.pragma('foreign_keys', { simple: true })).toBe(1)
      expect(hook.sqlite.pragma('synchronous', { simple: true })).toBe(1)
      expect(hook.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000)
    } finally {
      hook.close()
    }
  })

  it('rolls a failed hook write back whole: no caller row, no seq taken, the connection still usable', async () => {
    const path = join(tempDir(), 'e.sqlite')
    await (await openStore(path)).close()
    const hook = openHookDb(path)
    if (hook === undefined) throw new Error('the hook database did not open')
    try {
      const seq = () => hook.sqlite.prepare(`select value from meta where key = 'seq'`).pluck().get()
      const before = seq()
      const caller = { sessionId: 's-roll', agentId: 'main' }
      const bad = {
        kind: 'not_a_kind' as 'code_written',
        filePath: 'src/a.ts',
        contentHash: null,
        linesAdded: 1,
        linesRemoved: 0,
        detail: null,
      }
      expect(() => recordEditArtifact(hook, caller, bad)).toThrow(/CHECK constraint/)
      expect(hook.sqlite.inTransaction).toBe(false)
      expect(hook.sqlite.prepare('select count(*) from callers').pluck().get()).toBe(0)
      expect(seq()).toBe(before)
      expect(recordEditArtifact(hook, caller, { ...bad, kind: 'code_written' })).toBeGreaterThan(0)
      expect(hook.sqlite.prepare('select count(*) from callers').pluck().get()).toBe(1)
    } finally {
      hook.close()
    }
  })

  it('opens in WAL mode with foreign keys and migrates once', async () => {
    const path = join(tempDir(), 'e.sqlite')
    const first = await openStore(path)
    await first.close()
    const again = await openStore(path)
    const migrations = await again.db
      .selectFrom('kysely_migration' as never)
      .selectAll()
      .execute()
    expect(migrations.length).toBeGreaterThan(0)
    const mode = await again.db.executeQuery<{ journal_mode: string }>({
      sql: 'pragma journal_mode',
      parameters: [],
      query: { kind: 'RawNode' } as never,
      queryId: { queryId: 'q' } as never,
    })
    expect(mode.rows[0]?.journal_mode).toBe('wal')
    await expect(
      again.write((tx) =>
        tx
          .insertInto('goals')
          .values({ task_id: 999, ordinal: 0, goal: 'x', status: 'pending', updated_at: 'now' })
          .execute(),
      ),
    ).rejects.toThrow(/FOREIGN KEY/)
    await again.close()
  })

  it('indexes the lookups a hook makes on every edit', async () => {
    const store = await openStore(join(tempDir(), 'e.sqlite'))
    const plan = await sql
      .raw<{ detail: string }>(
        "explain query plan select detail from artifacts where kind = 'test_written' and file_path = 'a.test.ts' order by seq desc limit 1",
      )
      .execute(store.db)
    expect(plan.rows.map((r) => r.detail).join(' ')).toContain('USING INDEX artifacts_kind_file')
    const state = await sql
      .raw<{ detail: string }>(`explain query plan ${CALLER_STATE_SQL.replaceAll('?', "'x'")}`)
      .execute(store.db)
    expect(state.rows.map((r) => r.detail)).toEqual([
      expect.stringMatching(/^SEARCH c USING INDEX/),
      expect.stringMatching(/^SEARCH t USING (COVERING )?INDEX/),
      expect.stringMatching(/^SEARCH p USING INDEX/),
    ])
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

  it('says "call again" for a store another process is still creating, never "move it aside"', async () => {
    const path = join(tempDir(), 'e.sqlite')
    const other = new SQLite(path)
    other.pragma('journal_mode = WAL')
    other.exec('begin immediate; create table half_done (a)')
    try {
      await expect(openDb(path, { busyTimeoutMs: 50 })).rejects.toMatchObject({
        code: 'unavailable',
        message: expect.stringContaining('is busy (another evident process is creating or writing it)'),
        hint: expect.not.stringContaining('aside'),
      })
    } finally {
      other.exec('rollback')
      other.close()
    }
    // Once the other process is done, the same open succeeds: nothing was cached or lost.
    await (await openStore(path)).close()
  })

  it('says a file that is not a database is damaged, and only then suggests moving it aside', async () => {
    const path = join(tempDir(), 'e.sqlite')
    writeFileSync(path, 'this is not a database, but it is long enough to have a header '.repeat(10))
    await expect(openStore(path)).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining('is damaged'),
      hint: expect.stringContaining('move the file aside'),
    })
  })

  it('refuses a schema from a newer evident without touching it', async () => {
    const path = join(tempDir(), 'e.sqlite')
    await (await openStore(path)).close()
    const raw = new SQLite(path)
    raw.prepare(`insert into kysely_migration (name, timestamp) values ('9999_future', 'x')`).run()
    raw.close()
    await expect(openStore(path)).rejects.toMatchObject({
      code: 'internal',
      message: expect.stringContaining(
        'written by a newer evident: it has migrations this evident does not know: 9999_future',
      ),
    })
  })
})
