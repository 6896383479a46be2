import { describe, expect, it } from 'vitest'
import { nextSeq } from '../../mcp-server/src/store/db.js'
import { gateHistory, latestGateResult, recordGateResult } from '../../mcp-server/src/store/gate-results.js'
import { alice, tempStore } from '../support/store.js'

describe('gate results', () => {
  it('records a gate result with its caller, source and an increasing sequence', async () => {
    const store = await tempStore()
    const first = await recordGateResult(store.db, {
      gate: 'lint',
      status: 'green',
      caller: alice,
      source: 'validation',
    })
    const second = await recordGateResult(store.db, {
      gate: 'lint',
      status: 'red',
      source: 'validation',
      detail: 'exit 1',
    })
    expect(second).toBeGreaterThan(first)
    const history = await gateHistory(store.db, 'lint')
    expect(history.map((r) => [r.status, r.callerId === null, r.source, r.detail])).toEqual([
      ['green', false, 'validation', null],
      ['red', true, 'validation', 'exit 1'],
    ])
  })

  it('finds the newest result of a gate, bounded by a sequence number and optionally only a green one', async () => {
    const store = await tempStore()
    await recordGateResult(store.db, { gate: 'lint', status: 'green', source: 'validation', head: 'h1', tree: 't1' })
    const red = await recordGateResult(store.db, { gate: 'lint', status: 'red', source: 'run_tests' })
    await recordGateResult(store.db, { gate: 'test', status: 'green', source: 'validation' })
    const at = await store.write(nextSeq)
    await recordGateResult(store.db, { gate: 'lint', status: 'green', source: 'validation' })
    const newest = await latestGateResult(store.db, 'lint')
    expect([newest?.status, newest?.head, newest?.tree]).toEqual(['green', null, null])
    expect((await latestGateResult(store.db, 'lint', { before: at }))?.seq).toBe(red)
    const green = await latestGateResult(store.db, 'lint', { before: at, status: 'green' })
    expect([green?.status, green?.source, green?.head, green?.tree]).toEqual(['green', 'validation', 'h1', 't1'])
    expect(await latestGateResult(store.db, 'lint', { before: red, status: 'red' })).toBeUndefined()
    expect(await latestGateResult(store.db, 'format')).toBeUndefined()
  })
})
