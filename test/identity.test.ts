import { describe, expect, it } from 'vitest'
import { callerFromEnv, proveCaller } from '../mcp-server/src/identity.js'
import { connect, TEST_SECRET } from './support/client.js'
import { alice, tempStore } from './support/store.js'

describe('caller identity', () => {
  it('takes the server caller from EVIDENT_SESSION_ID and EVIDENT_AGENT_ID, main by default', () => {
    expect(callerFromEnv({ EVIDENT_SESSION_ID: 's' })).toEqual({ sessionId: 's', agentId: 'main' })
    expect(
      callerFromEnv({ EVIDENT_SESSION_ID: 's', EVIDENT_AGENT_ID: 'a1', EVIDENT_AGENT_TYPE: 'evident:tdd-task' }),
    ).toEqual({ sessionId: 's', agentId: 'a1', agentType: 'evident:tdd-task' })
    expect(callerFromEnv({})).toBeUndefined()
  })

  it('attributes a call to the hook-injected caller when its proof verifies', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const injected = { sessionId: 's-hook', agentId: 'agent-9', agentType: 'evident:tdd-task' }
    const started = await call('tdd_task', {
      action: 'start',
      goal: 'g',
      caller: { ...injected, proof: proveCaller(TEST_SECRET, injected) },
    })
    expect(started.isError).toBe(false)
    const row = await store.db
      .selectFrom('tdd_tasks')
      .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
      .select(['callers.session_id', 'callers.agent_id', 'callers.agent_type'])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ session_id: 's-hook', agent_id: 'agent-9', agent_type: 'evident:tdd-task' })
  })

  it('rejects a caller typed by the model and writes nothing', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const forged = { sessionId: 'session-1', agentId: 'agent-b', proof: 'a'.repeat(64) }
    const result = await call('tdd_task', { action: 'start', goal: 'g', caller: forged })
    expect(result.isError).toBe(true)
    expect(result.text).toContain('No trusted caller')
    expect(result.text).toContain('leave the caller field out')
    expect(await store.db.selectFrom('tdd_tasks').selectAll().execute()).toEqual([])
  })
})
