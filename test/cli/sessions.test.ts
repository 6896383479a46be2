import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { noDatabase } from '../../mcp-server/src/cli/existing-store.js'
import { NOT_SEALED_HINT } from '../../mcp-server/src/engine/flows/seal.js'
import { startTask } from '../../mcp-server/src/engine/flows/tdd-task.js'
import { sqliteOf } from '../../mcp-server/src/store/db.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { recordSessionSeal } from '../../mcp-server/src/store/statements/sessions.js'
import { ok } from '../support/checked.js'
import { alice, tempDir } from '../support/store.js'
import { cli } from '../support/cli-io.js'

function project(): { root: string; db: string; env: Record<string, string> } {
  const root = tempDir('evident-sessions-')
  const db = join(tempDir(), 'evident.sqlite')
  return { root, db, env: { HOME: root, EVIDENT_DB: db, EVIDENT_PROJECT_ROOT: root } }
}

describe('evident sessions', () => {
  it('lists each session with its agents, task ids and seal state, one tab-separated line each', async () => {
    const { root, db, env } = project()
    const store = await openStore(db)
    await store.write(async (tx) => {
      recordSessionSeal(sqliteOf(tx), alice.sessionId, true, 'sealed', null)
    })
    const { task } = ok(await startTask(store, alice, 'parse dates', undefined))
    ok(await startTask(store, { sessionId: 'human', agentId: 'main' }, 'by hand', undefined))
    await store.close()
    const ran = await cli(['sessions'], env, root)
    expect(ran.code).toBe(0)
    const rows = ran.out.map((line) => line.split('\t'))
    expect(rows.map((r) => [r[0], r[2], r[3], r[4]])).toEqual([
      [
        'human',
        '1 agent(s)',
        '1 task(s), 1 open: #2 (open)',
        'seal not judged (no Claude Code session start recorded)',
      ],
      [alice.sessionId, '1 agent(s)', `1 task(s), 1 open: #${task.id} (open)`, 'sealed'],
    ])
    expect(ran.err).toEqual([
      'newest first; `evident report --session <id>` or `--task <id>` writes the evidence of one',
    ])
    expect((await cli(['sessions', '--limit', '1'], env, root)).out).toHaveLength(1)
    expect((await cli(['sessions', '--limit', '0'], env, root)).code).toBe(2)
  })

  it('says "not sealed" in the cell and the short hint once, leaving the details to `evident doctor`', async () => {
    const { root, db, env } = project()
    const store = await openStore(db)
    const why = 'not sealed: sandbox.enabled is not set; sandbox.filesystem.denyRead does not hide /tmp/x from Bash'
    await store.write(async (tx) => {
      recordSessionSeal(sqliteOf(tx), 's-one', false, why, null)
      recordSessionSeal(sqliteOf(tx), 's-two', false, why, null)
    })
    for (const sessionId of ['s-one', 's-two'])
      ok(await startTask(store, { sessionId, agentId: 'main' }, 'g', undefined))
    await store.close()
    const ran = await cli(['sessions'], env, root)
    expect(ran.out.map((line) => line.split('\t')[4])).toEqual(['not sealed', 'not sealed'])
    expect(ran.out.join('\n')).not.toContain('denyRead')
    expect(ran.err).toEqual([
      'newest first; `evident report --session <id>` or `--task <id>` writes the evidence of one',
      NOT_SEALED_HINT,
    ])
  })

  it('says so when the database holds no session yet', async () => {
    const { root, db, env } = project()
    await (await openStore(db)).close()
    expect(await cli(['sessions'], env, root)).toEqual({
      code: 0,
      out: [],
      err: ['no session recorded yet in this database'],
    })
  })

  it('creates no database when there is none (exit 1)', async () => {
    const { root, db, env } = project()
    expect(await cli(['sessions'], env, root)).toEqual({ code: 1, out: [], err: [noDatabase(db)] })
    expect(existsSync(db)).toBe(false)
  })
})
