import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { alice, bob, tempStore } from '../support/store.js'

describe('tdd_task', () => {
  it('starts a task and returns the same task for the same runId', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const first = await call('tdd_task', { action: 'start', goal: 'parse dates', runId: 'r1' })
    expect(first.isError).toBe(false)
    expect(first.data).toMatchObject({ created: true })
    const again = await call('tdd_task', { action: 'start', goal: 'parse dates', runId: 'r1' })
    expect(again.data).toMatchObject({ tddTaskId: first.data['tddTaskId'], created: false })
  })

  it('refuses a second open task for the same caller', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    await call('tdd_task', { action: 'start', goal: 'one' })
    const second = await call('tdd_task', { action: 'start', goal: 'two' })
    expect(second.isError).toBe(true)
    expect(second.text).toMatch(/already have an open TDD task .*tdd_task end/)
  })

  it("hides another caller's task behind unknown_tdd_task", async () => {
    const store = await tempStore()
    const a = await connect(store, alice)
    const b = await connect(store, bob)
    const started = await a.call('tdd_task', { action: 'start', goal: 'mine' })
    const peek = await b.call('tdd_task', { action: 'get', tddTaskId: started.data['tddTaskId'] })
    expect(peek.isError).toBe(true)
    expect(peek.text).toContain('unknown_tdd_task')
  })

  it('rejects unknown keys with the list of accepted keys', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const result = await call('tdd_task', { action: 'start', goal: 'x', sessionId: 'forged' })
    expect(result.isError).toBe(true)
    expect(result.text).toContain(
      'unknown key(s) "sessionId"; accepted keys: action, goal, runId, tddTaskId, outcome, reason',
    )
  })
})
