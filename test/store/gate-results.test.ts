import { describe, expect, it } from 'vitest'
import { nextSeq } from '../../mcp-server/src/store/db.js'
import { gateHistory, greenGatesBefore, recordGateResult } from '../../mcp-server/src/store/gate-results.js'
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

  it('lists only gates whose latest result before the sequence is green', async () => {
    const store = await tempStore()
    await recordGateResult(store.db, { gate: 'lint', status: 'green', source: 'validation' })
    await recordGateResult(store.db, { gate: 'test', status: 'green', source: 'run_tests' })
    await recordGateResult(store.db, { gate: 'test', status: 'red', source: 'run_tests' })
    await recordGateResult(store.db, { gate: 'typecheck', status: 'red', source: 'validation' })
    await recordGateResult(store.db, { gate: 'typecheck', status: 'green', source: 'validation' })
    const at = await store.write(nextSeq)
    expect(await greenGatesBefore(store.db, at)).toEqual(['lint', 'typecheck'])
  })

  it('ignores results recorded at or after the assertion', async () => {
    const store = await tempStore()
    const early = await recordGateResult(store.db, { gate: 'lint', status: 'red', source: 'validation' })
    const at = await store.write(nextSeq)
    await recordGateResult(store.db, { gate: 'lint', status: 'green', source: 'validation' })
    await recordGateResult(store.db, { gate: 'format', status: 'green', source: 'validation' })
    expect(await greenGatesBefore(store.db, at)).toEqual([])
    expect(await greenGatesBefore(store.db, early)).toEqual([])
  })
})
