import { describe, expect, it } from 'vitest'
import {
  decideDoneGate,
  hasJustifiedSkip,
  reportPasses,
  type DoneGateFacts,
} from '../../../mcp-server/src/clients/vdd/done-gate.js'

const pass = (id: string): string => `# VDD Report — ${id}\n\n**Aggregate verdict:** PASS\n`
const facts = (over: Partial<DoneGateFacts>): DoneGateFacts => ({
  beanNumber: 277,
  before: '| **Status** | In Progress |',
  after: '| **Status** | Done |',
  report: undefined,
  recordedVerdict: undefined,
  ...over,
})

describe('decideDoneGate', () => {
  it('denies a Status row changing to Done without a report, naming /evident:vdd and the skip marker', () => {
    const decision = decideDoneGate(facts({}))
    expect(decision).toMatchObject({ ok: false, reason: 'no_passing_vdd_report' })
    if (decision.ok) return
    expect(decision.detail).toContain('there is no ai/outputs/tech-qa/vdd-277.md')
    expect(decision.detail).toContain('Run /evident:vdd 277')
    expect(decision.detail).toContain('<!-- vdd-gate: skip (justified: <why, at least 10 characters>) -->')
    expect(decision.detail).toMatch(
      /^Run \/evident:vdd 277 .*: BEAN-277 cannot be set to Done: .*\(evident: no_passing_vdd_report, /,
    )
  })

  it("allows the change when this bean's report says PASS and its newest recorded VDD run is a PASS", () => {
    expect(decideDoneGate(facts({ report: pass('BEAN-277'), recordedVerdict: 'PASS' }))).toEqual({
      ok: true,
      why: 'report_pass',
    })
  })

  it('denies a PASS report that evident never recorded (a hand-written report is not evidence)', () => {
    const decision = decideDoneGate(facts({ report: pass('BEAN-277') }))
    expect(decision.ok).toBe(false)
    if (!decision.ok) expect(decision.detail).toContain('evident recorded no VDD run of it')
  })

  it('denies when the newest recorded VDD run is not a PASS, whatever the report says', () => {
    const decision = decideDoneGate(facts({ report: pass('BEAN-277'), recordedVerdict: 'FAIL' }))
    expect(decision.ok).toBe(false)
    if (!decision.ok) expect(decision.detail).toContain('its newest recorded VDD run is FAIL, not PASS')
  })

  it('denies when the report says FAIL or PARTIAL', () => {
    for (const verdict of ['FAIL', 'PARTIAL', 'EMPTY']) {
      const decision = decideDoneGate(
        facts({ report: `# VDD Report — BEAN-277\n\n**Aggregate verdict:** ${verdict}\n`, recordedVerdict: 'PASS' }),
      )
      expect(decision.ok, verdict).toBe(false)
    }
  })

  it('matches the report on the exact bean number: a BEAN-1277 report never satisfies bean 277', () => {
    expect(decideDoneGate(facts({ report: pass('BEAN-1277'), recordedVerdict: 'PASS' })).ok).toBe(false)
    expect(reportPasses(pass('BEAN-1277'), 277)).toBe(false)
    expect(reportPasses(pass('BEAN-277'), 277)).toBe(true)
    expect(reportPasses('**Verdict:** PASS', 277)).toBe(false)
  })

  it("accepts the contract's short form **verdict:** PASS under this bean's title", () => {
    expect(reportPasses('# VDD Report — BEAN-277\n**verdict:** PASS', 277)).toBe(true)
    expect(reportPasses('# VDD Report — BEAN-277\n**Aggregate verdict:** PASSED', 277)).toBe(false)
  })

  it('allows re-saving a bean that is already Done and edits that do not set Done', () => {
    expect(decideDoneGate(facts({ before: '| **Status** | Done |' }))).toEqual({
      ok: true,
      why: 'not_a_done_transition',
    })
    expect(decideDoneGate(facts({ after: '| **Status** | Blocked |' }))).toEqual({
      ok: true,
      why: 'not_a_done_transition',
    })
    expect(decideDoneGate(facts({ after: '| **Status** | Doneish |' }))).toEqual({
      ok: true,
      why: 'not_a_done_transition',
    })
  })

  it('allows a justified skip marker of at least 10 characters anywhere in the resulting file', () => {
    const marker = '<!-- vdd-gate: skip (justified: accepted by the PO in review) -->'
    expect(decideDoneGate(facts({ after: `| **Status** | Done |\n${marker}` }))).toEqual({
      ok: true,
      why: 'justified_skip',
    })
    expect(decideDoneGate(facts({ after: `${marker}\n| **Status** | Done |` }))).toEqual({
      ok: true,
      why: 'justified_skip',
    })
    // A marker only in the file as it was, removed by the change, does not count.
    expect(decideDoneGate(facts({ before: `| **Status** | In Progress |\n${marker}` })).ok).toBe(false)
  })

  it('denies a skip marker whose justification is shorter than 10 characters', () => {
    expect(hasJustifiedSkip('<!-- vdd-gate: skip (justified: too short) -->')).toBe(false)
    expect(hasJustifiedSkip('<!-- vdd-gate: skip (justified:          ) -->')).toBe(false)
    expect(hasJustifiedSkip('<!-- vdd-gate: skip (justified: 0123456789) -->')).toBe(true)
    expect(decideDoneGate(facts({ after: '| **Status** | Done | <!-- vdd-gate: skip (justified: meh) -->' })).ok).toBe(
      false,
    )
  })
})
