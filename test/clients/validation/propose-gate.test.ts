import { describe, expect, it } from 'vitest'
import type { RecordLine } from '../../../mcp-server/src/store/validation-runs.js'
import type { StoredFinding, TriageRow } from '../../../mcp-server/src/store/validation-triage.js'
import { blocker } from '../../../mcp-server/src/clients/validation/lines.js'
import {
  proposeGate,
  proposeGateLine,
  type GateRecord,
} from '../../../mcp-server/src/clients/validation/propose-gate.js'

const note = (line: string): RecordLine => ({ kind: 'note', line })
const technique = (id: string, mode: 'gate' | 'triage'): RecordLine => ({
  kind: 'technique',
  line: `TECHNIQUE(${id}): ${mode}, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0]`,
})
const gate = (id: string, status: 'green' | 'red'): RecordLine => ({ kind: 'gate', line: `GATE(${id}): ${status}` })
const VERIFY: RecordLine = { kind: 'no-op', line: 'NO-OP(verify): no DoD declared — docs/DOD.md absent; …' }
const finding = (id: number): StoredFinding => ({
  id,
  origin: 'technique',
  technique: 'lint',
  ordinal: id,
  fields: { file: 'a.ts', line: id, severity: 'error', finding: `f${id}` },
})
const triage = (technique: string, findingIds: readonly (number | null)[]): TriageRow => ({
  id: 1,
  technique,
  commit: 'c0ffee'.repeat(6) + 'abcd',
  gates: 'green',
  seq: 9,
  at: 't',
  outcomes: findingIds.map((findingId) => ({
    findingId,
    file: 'a.ts',
    line: 1,
    finding: 'f',
    outcome: 'fixed',
    testPath: null,
    reason: null,
  })),
})

function record(lines: readonly RecordLine[], more: Partial<GateRecord> = {}): GateRecord {
  return { runId: 7, status: 'done', lines, findings: [], triages: [], ...more }
}

const LINT = [
  technique('lint', 'triage'),
  note('TRIAGE(lint): 2 finding(s) in scope from canonical output (exit 1) — commit: chore(validation): lint <scope>'),
]

describe('proposeGate', () => {
  it('is pending while the run has not landed', () => {
    expect(proposeGate(record([], { status: 'running' }))).toEqual({
      state: 'pending',
      reasons: ['run 7 has not landed yet: wait for it'],
    })
  })

  it('is released by the no-op terminal, the verify no-op riding along', () => {
    const noOp: RecordLine = { kind: 'no-op', line: 'NO-OP(validation): no techniques declared/probed' }
    expect(proposeGate(record([noOp, VERIFY]))).toEqual({
      state: 'released',
      reasons: [
        'NO-OP(validation): no techniques declared/probed',
        'NO-OP(verify) recorded: with no technique run either, the phase releases the gate',
      ],
    })
  })

  it('is released when every technique was declined', () => {
    const declined = (id: string): RecordLine => ({
      kind: 'no-op',
      line: `NO-OP(validation:${id}): declined — probe absent (binary "x" not resolvable)`,
    })
    expect(
      proposeGate(record([technique('lint', 'triage'), declined('lint'), technique('e2e', 'gate'), declined('e2e')])),
    ).toEqual({ state: 'released', reasons: ['every technique declined (probe absent): lint, e2e'] })
  })

  it('never lets a verify no-op block when the techniques ran green', () => {
    expect(proposeGate(record([technique('check', 'gate'), gate('check', 'green'), VERIFY]))).toEqual({
      state: 'satisfied',
      reasons: ['1 technique(s) landed; gates green: check'],
    })
  })

  it('is blocked by any blocker, even with no technique run, and names each without its options', () => {
    const unmet = blocker('verify', 'tests-green unmet', ['a', 'b'])
    expect(
      proposeGate(record([unmet, { kind: 'no-op', line: 'NO-OP(validation): no techniques declared/probed' }])),
    ).toEqual({ state: 'blocked', reasons: ['BLOCKER(verify): tests-green unmet'] })
  })

  it('is blocked when a technique ran but recorded no result', () => {
    expect(proposeGate(record([technique('check', 'gate'), ...LINT], { findings: [] }))).toEqual({
      state: 'blocked',
      reasons: ['check ran but recorded no result'],
    })
  })

  it('is pending until every finding of a triage technique has an outcome in its latest triage', () => {
    const lines = [technique('check', 'gate'), gate('check', 'green'), ...LINT]
    const findings = [finding(1), finding(2)]
    const hint = 'evident validation triage --run 7 --technique lint --commit <sha> --outcomes <file>'
    expect(proposeGate(record(lines, { findings }))).toEqual({
      state: 'pending',
      reasons: [`lint: 2 finding(s) await the triager's outcomes (${hint})`],
    })
    expect(proposeGate(record(lines, { findings, triages: [triage('lint', [1])] })).reasons).toEqual([
      `lint: 1 finding(s) await the triager's outcomes (${hint})`,
    ])
    expect(proposeGate(record(lines, { findings, triages: [triage('lint', [1, 2])] }))).toEqual({
      state: 'satisfied',
      reasons: ['2 technique(s) landed; gates green: check', 'lint triaged at c0ffeec0ffee'],
    })
  })

  it('is pending while non-canonical output awaits its triage', () => {
    const lines = [
      technique('prose', 'triage'),
      note(
        'NON-CANONICAL(prose): output at /tmp/o, scope spec at /tmp/s — route both paths to the triager; do not read the output — commit: chore(validation): prose <scope>',
      ),
    ]
    expect(proposeGate(record(lines)).state).toBe('pending')
    expect(proposeGate(record(lines, { triages: [triage('prose', [null])] })).state).toBe('satisfied')
  })

  it('needs no triage for a triage technique with no finding in scope', () => {
    const lines = [
      technique('lint', 'triage'),
      note('TRIAGE(lint): 0 finding(s) in scope from eslint output (exit 0) — commit: chore(validation): lint <scope>'),
    ]
    expect(proposeGate(record(lines))).toEqual({
      state: 'satisfied',
      reasons: ['1 technique(s) landed; gates green: none'],
    })
  })
})

describe('proposeGateLine', () => {
  it('names up to ten reasons, then how many more', () => {
    const reasons = Array.from({ length: 12 }, (_, i) => `r${i}`)
    expect(proposeGateLine({ state: 'blocked', reasons })).toBe(
      'PROPOSE-GATE: blocked — r0; r1; r2; r3; r4; r5; r6; r7; r8; r9; … and 2 more',
    )
  })
})
