import { describe, expect, it } from 'vitest'
import {
  gatesOfRecord,
  judgeGate,
  type AnchorRun,
  type EarlierResult,
} from '../../../mcp-server/src/clients/validation/gate-recency.js'

const run = (gates: Record<string, 'green' | 'red'> = {}, over: Partial<AnchorRun> = {}): AnchorRun => ({
  id: 7,
  startedAt: '2026-03-01T12:00:00.000Z',
  head: 'c1',
  tree: 't1',
  gates: new Map(Object.entries(gates)),
  ...over,
})

const result = (over: Partial<EarlierResult> = {}): EarlierResult => ({
  status: 'green',
  at: '2026-03-01T11:45:00.000Z',
  source: 'validation',
  head: 'c1',
  tree: 't1',
  ...over,
})

describe('gatesOfRecord', () => {
  it("reads a run record's GATE lines, the last one per id, and nothing else", () => {
    const gates = gatesOfRecord([
      'GATE(lint): green',
      'FINDING(x): GATE(test): green',
      'GATE(lint): red',
      'GATE(a:b): green',
    ])
    expect([...gates]).toEqual([
      ['lint', 'red'],
      ['a:b', 'green'],
    ])
  })
})

describe('judgeGate', () => {
  it("decides by the run's own GATE line whatever the freshness", () => {
    expect(judgeGate('lint', run({ lint: 'green' }), 'this-run', undefined, undefined)).toEqual({
      met: true,
      evidence: 'GATE(lint): green in validation run 7',
    })
    expect(judgeGate('lint', run({ lint: 'red' }), { withinMinutes: 600 }, result(), result())).toEqual({
      met: false,
      reason: 'GATE(lint) ran red in validation run 7',
    })
  })

  it('leaves a gate that did not run this time unmet by default, naming its last green and why it does not count', () => {
    expect(judgeGate('lint', run(), 'this-run', result(), result())).toEqual({
      met: false,
      reason:
        'GATE(lint) did not run in validation run 7; its last green was at 2026-03-01T11:45:00.000Z (validation, 15 min before the run), which does not count: validation.gateFreshness "this-run" counts only this run\'s GATE lines',
    })
    expect(judgeGate('lint', run(), 'same-tree', undefined, undefined)).toEqual({
      met: false,
      reason: 'GATE(lint) did not run in validation run 7, and it was never recorded green',
    })
  })

  it('accepts under "same-tree" only a latest green recorded on the same commit and tree', () => {
    expect(judgeGate('lint', run(), 'same-tree', result(), result())).toEqual({
      met: true,
      evidence: 'GATE(lint): green at 2026-03-01T11:45:00.000Z (validation) on the same commit and tree',
    })
    const other = judgeGate('lint', run(), 'same-tree', result({ tree: 't0' }), result({ tree: 't0' }))
    expect(other).toMatchObject({
      met: false,
      reason: expect.stringMatching(/recorded on another commit or tree \(validation\.gateFreshness "same-tree"\)$/),
    })
    const noTree = judgeGate('lint', run(), 'same-tree', result({ tree: null }), result({ tree: null }))
    expect(noTree).toMatchObject({ met: false, reason: expect.stringContaining('recorded without a commit and tree') })
    const runNoTree = judgeGate('lint', run({}, { tree: null }), 'same-tree', result(), result())
    expect(runNoTree).toMatchObject({ met: false, reason: expect.stringContaining('this run has no commit and tree') })
  })

  it('accepts under withinMinutes only a latest green recorded that long before the run began', () => {
    expect(judgeGate('lint', run(), { withinMinutes: 15 }, result(), result())).toEqual({
      met: true,
      evidence: 'GATE(lint): green at 2026-03-01T11:45:00.000Z (validation), within 15 min',
    })
    expect(judgeGate('lint', run(), { withinMinutes: 14 }, result(), result())).toEqual({
      met: false,
      reason:
        'GATE(lint) did not run in validation run 7; its last green was at 2026-03-01T11:45:00.000Z (validation, 15 min before the run), which does not count: older than validation.gateFreshness {"withinMinutes": 14} allows',
    })
  })

  it('never counts a green that a later red result superseded', () => {
    const red = result({ status: 'red', at: '2026-03-01T11:50:00.000Z', source: 'run_tests' })
    for (const freshness of ['same-tree', { withinMinutes: 60 }] as const) {
      expect(judgeGate('test', run(), freshness, red, result())).toEqual({
        met: false,
        reason:
          'GATE(test) did not run in validation run 7; its latest result, at 2026-03-01T11:50:00.000Z (run_tests), is red; its last green was at 2026-03-01T11:45:00.000Z (validation, 15 min before the run)',
      })
    }
  })

  it('says so when no validation run is recorded at all', () => {
    expect(judgeGate('lint', run({}, { id: undefined }), 'this-run', undefined, undefined)).toEqual({
      met: false,
      reason: 'no validation run is recorded, and it was never recorded green',
    })
  })
})
