import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { alice, tempStore } from '../support/store.js'

describe('input validation messages', () => {
  it('say what was wrong and what to do next', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const result = await call('tdd_phase_transition_request', {
      tddTaskId: 'one',
      goalId: 1,
      behaviorId: 1,
      requestedPhase: 'blue',
    })
    expect(result.isError).toBe(true)
    expect(result.text).toContain('expected number, received string')
    expect(result.text).toContain('at tddTaskId')
    expect(result.text).toMatch(/Invalid option: expected one of .*"red"/)
    expect(result.text).toContain('call the tool again with this argument corrected')
  })

  it('keep the list of accepted keys for unknown keys', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const result = await call('tdd_goal', { action: 'list', tddTaskId: 1, sessionId: 'x' })
    expect(result.text).toContain('unknown key(s) "sessionId"; accepted keys:')
  })
})
