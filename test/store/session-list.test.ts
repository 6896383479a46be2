import { describe, expect, it } from 'vitest'
import { endTask, startTask } from '../../mcp-server/src/engine/flows/tdd-task.js'
import { sqliteOf } from '../../mcp-server/src/store/db.js'
import { listSessions } from '../../mcp-server/src/store/session-list.js'
import { recordSessionSeal } from '../../mcp-server/src/store/statements/sessions.js'
import { ok } from '../support/checked.js'
import { alice, bob, tempStore } from '../support/store.js'

describe('listSessions', () => {
  it('lists each session once, newest first, with its agents, task ids and seal judgement', async () => {
    const store = await tempStore()
    await store.write(async (tx) => {
      recordSessionSeal(sqliteOf(tx), 'session-1', false, 'sandbox off', null)
    })
    const first = ok(await startTask(store, alice, 'parse dates', undefined)).task
    ok(await endTask(store, alice, first.id, 'abandoned', 'replanned'))
    const second = ok(await startTask(store, alice, 'format dates', undefined)).task
    const third = ok(await startTask(store, bob, 'other', undefined)).task
    const later = { sessionId: 'session-2', agentId: 'main' }
    await new Promise((done) => setTimeout(done, 5))
    ok(await startTask(store, later, 'x', undefined))

    const sessions = await listSessions(store.db, 10)
    expect(sessions.map((s) => s.sessionId)).toEqual(['session-2', 'session-1'])
    expect(sessions[1]).toMatchObject({
      agents: 2,
      tasks: [
        { id: third.id, status: 'open' },
        { id: second.id, status: 'open' },
        { id: first.id, status: 'ended' },
      ],
      seal: { sealed: false, reason: 'sandbox off' },
    })
    expect(sessions[0]?.seal).toBeUndefined()
    expect(await listSessions(store.db, 1)).toHaveLength(1)
  })

  it('is empty for a database without callers', async () => {
    expect(await listSessions((await tempStore()).db, 5)).toEqual([])
  })
})
