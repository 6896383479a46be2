import { describe, expect, it } from 'vitest'
import type { ClosingProofFacts, ProofHalf } from '../../../mcp-server/src/domain/facts.js'
import type { BehaviorRow } from '../../../mcp-server/src/domain/records.js'
import { judgeClosingProof } from '../../../mcp-server/src/engine/gates/closing-proof.js'
import { checkDoneProof, checkTaskEndProofs } from '../../../mcp-server/src/engine/gates/work.js'

const NOW = 'a'.repeat(40)
const OLDER = 'b'.repeat(40)
const redTest = { file: 'test/slug.test.ts', fullName: 'slug > joins words', ordinal: 0 }
const behavior: BehaviorRow = {
  id: 7,
  taskId: 1,
  goalId: 2,
  ordinal: 0,
  behavior: 'joins words',
  status: 'in_progress',
}

const half = (outcome: 'passes' | 'fails' | 'error', detail = `it ${outcome}`): ProofHalf => ({
  outcome,
  detail,
  place: 'project-path',
})

const proof = (over: Partial<ClosingProofFacts> = {}): ClosingProofFacts => ({
  behaviorId: behavior.id,
  tree: NOW,
  redTest,
  currentTest: redTest,
  original: half('passes'),
  current: half('fails'),
  ...over,
})

describe('judgeClosingProof', () => {
  it('holds only when the original passes now and the current red test fails on the red code, on this tree', () => {
    expect(judgeClosingProof(proof(), NOW)).toEqual({ ok: true })
    expect(judgeClosingProof(proof(), OLDER)).toMatchObject({ ok: false, reason: 'tree_unavailable' })
    expect(judgeClosingProof(proof(), null)).toMatchObject({ ok: false, reason: 'tree_unavailable' })
  })

  it('never counts a half that could not run as a pass', () => {
    for (const over of [{ original: half('error', 'no bwrap') }, { current: half('error', 'no bwrap') }]) {
      const judged = judgeClosingProof(proof(over), NOW)
      expect(judged).toMatchObject({ ok: false, reason: 'tree_unavailable' })
      expect(judged.ok === false && judged.detail).toContain('could not run: no bwrap')
    }
  })

  it('names where a moved red test is now when it passes on the red code', () => {
    const moved = { ...redTest, file: 'test/unit/slug.test.ts' }
    const judged = judgeClosingProof(proof({ currentTest: moved, current: half('passes') }), NOW)
    expect(judged).toMatchObject({ ok: false, reason: 'red_test_no_longer_fails' })
    expect(judged.ok === false && judged.detail).toContain('(now in test/unit/slug.test.ts)')
  })

  it('checks the original half before the current one: a broken fix is named first', () => {
    const judged = judgeClosingProof(
      proof({ original: half('fails', 'expected 1 to be 2'), current: half('passes') }),
      NOW,
    )
    expect(judged).toEqual({ ok: false, reason: 'original_test_fails', detail: 'expected 1 to be 2' })
  })
})

describe('checkDoneProof', () => {
  it('refuses done with the reason, its detail and a remedy, and accepts a proof that holds', () => {
    expect(checkDoneProof(behavior, proof(), NOW)).toBeUndefined()
    const refused = checkDoneProof(behavior, proof({ original: half('fails', 'expected "a-b" to be "a_b"') }), NOW)
    expect(refused).toMatchObject({ ok: false, code: 'conflict' })
    expect(refused?.message).toBe('behavior 7 cannot be done: original_test_fails: expected "a-b" to be "a_b"')
    expect(refused?.hint).toContain('keep its old name until the behavior is done')
    expect(checkDoneProof(behavior, proof({ current: { outcome: 'missing' } }), NOW)?.hint).toContain(
      'bring the test that proved red back',
    )
    expect(checkDoneProof(behavior, proof({ current: half('passes') }), NOW)?.hint).toContain('restore the red test')
    expect(checkDoneProof(behavior, proof(), OLDER)?.hint).toContain('infrastructure problem')
  })
})

describe('checkTaskEndProofs', () => {
  it('lists every done behavior that does not hold, with the first remedy', () => {
    expect(checkTaskEndProofs([], NOW)).toBeUndefined()
    expect(checkTaskEndProofs([{ behaviorId: 7, proof: proof(), currentRunId: 3 }], NOW)).toBeUndefined()
    const refused = checkTaskEndProofs(
      [
        { behaviorId: 7, proof: proof(), currentRunId: 3 },
        { behaviorId: 8, proof: proof({ behaviorId: 8, original: half('fails', 'broken') }), currentRunId: 3 },
        { behaviorId: 9, proof: undefined, currentRunId: 3 },
        { behaviorId: 10, proof: proof({ behaviorId: 10 }), currentRunId: undefined },
      ],
      NOW,
    )
    expect(refused?.message).toContain('3 done behavior(s) do not hold')
    expect(refused?.message).toContain('behavior 8: original_test_fails: broken')
    expect(refused?.message).toContain('behavior 9: tree_unavailable: no closing proof could be made')
    expect(refused?.message).toContain('behavior 10: red_test_not_run')
    expect(refused?.message).not.toContain('behavior 7')
    expect(refused?.hint).toContain('make what git would commit pass the red test as it was')
  })

  it('asks for a whole-suite run when the only problem is a missing current run', () => {
    const refused = checkTaskEndProofs([{ behaviorId: 7, proof: proof(), currentRunId: undefined }], NOW)
    expect(refused?.hint).toContain('run the whole suite with run_tests')
  })
})
