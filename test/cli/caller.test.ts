import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ensureCallerRow, openHookDb } from '../../mcp-server/src/store/hook-db.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { fixtureRepo, writeBean } from '../support/vdd-project.js'
import { cli } from '../support/cli-io.js'

/** A database where Claude Code's hooks have seen session `victim`. */
async function hookKnownDb(): Promise<string> {
  const db = join(tempDir(), 'evident.sqlite')
  await (await openStore(db)).close()
  const hookDb = openHookDb(db)
  if (hookDb === undefined) throw new Error('no database')
  ensureCallerRow(hookDb, { sessionId: 'victim', agentId: 'main' })
  hookDb.close()
  return db
}

async function callers(db: string) {
  const store = await openStore(db)
  try {
    return await store.db.selectFrom('callers').select(['session_id', 'agent_id', 'identity']).orderBy('id').execute()
  } finally {
    await store.close()
  }
}

const VICTIM = { EVIDENT_SESSION_ID: 'victim', EVIDENT_AGENT_ID: 'tdd-1' }
const CONFIG = { validation: { techniques: [{ id: 'ok', run: ['node', '-e', ''] }] } }

describe('CLI caller identity', () => {
  it('evident validation run refuses an environment identity of a session Claude Code hooks know', async () => {
    const { root } = gitRepo({ 'evident.config.json': JSON.stringify(CONFIG), 'a.txt': 'a\n' })
    const db = await hookKnownDb()
    const run = await cli(['validation', 'run'], { EVIDENT_DB: db, EVIDENT_PROJECT_ROOT: root, ...VICTIM }, root)
    expect(run.code).toBe(1)
    expect(run.err.join('\n')).toContain('session victim is a Claude Code session known to evident')
    expect(await callers(db)).toEqual([{ session_id: 'victim', agent_id: 'main', identity: 'hook' }])
  })

  it("evident validation run records an environment identity of a session no hook knows, labelled 'env'", async () => {
    const { root } = gitRepo({ 'evident.config.json': JSON.stringify(CONFIG), 'a.txt': 'a\n' })
    const db = join(tempDir(), 'evident.sqlite')
    const run = await cli(
      ['validation', 'run'],
      { EVIDENT_DB: db, EVIDENT_PROJECT_ROOT: root, EVIDENT_SESSION_ID: 'ci-1' },
      root,
    )
    expect(run.code).toBe(0)
    expect(await callers(db)).toEqual([{ session_id: 'ci-1', agent_id: 'main', identity: 'env' }])
  })

  it('evident vdd refuses an environment identity of a session Claude Code hooks know', async () => {
    const root = fixtureRepo()
    writeBean(root, 5, ['- [ ] (file:src/math.js) sources exist'])
    const db = await hookKnownDb()
    const run = await cli(['vdd', 'BEAN-5'], { EVIDENT_DB: db, HOME: root, ...VICTIM }, root)
    expect(run.code).not.toBe(0)
    expect(run.err.join('\n')).toContain('session victim is a Claude Code session known to evident')
    expect(await callers(db)).toEqual([{ session_id: 'victim', agent_id: 'main', identity: 'hook' }])
  })
})
