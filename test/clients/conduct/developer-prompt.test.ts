import { describe, expect, it } from 'vitest'
import { buildDeveloperPrompt } from '../../../mcp-server/src/clients/conduct/developer-prompt.js'
import type { IssueSpec } from '../../../mcp-server/src/clients/conduct/issue.js'
import type { LedgerStep } from '../../../mcp-server/src/clients/conduct/ledger.js'

const issue: IssueSpec = {
  number: 12,
  title: 'Parse dates',
  body: 'Dates arrive as text.\n\n## Acceptance criteria\n- accepts ISO dates\n- rejects month 13',
  criteria: ['accepts ISO dates', 'rejects month 13'],
}
const step: LedgerStep = { number: 3, title: `month "13" isn't $valid`, ac: 2, done: false, refactorPending: false }

describe('buildDeveloperPrompt', () => {
  it('shows the developer everything: the marker, the issue, the step, its criterion and the protocol tools', () => {
    const prompt = buildDeveloperPrompt({ phase: 'red', issue, step })
    expect(prompt.split('\n')[0]).toBe('evident-conduct-developer phase=red step=3')
    for (const part of [
      '# Issue #12: Parse dates',
      'Dates arrive as text.',
      `# This step (3): month "13" isn't $valid`,
      'It serves acceptance criterion 2: rejects month 13',
      'Do the RED phase of this step',
      'tdd_task',
      'tdd_phase_transition_request',
      'run_tests',
      'hypothesis',
      'Never commit',
      'Finish with one line summarising what you did.',
    ])
      expect(prompt).toContain(part)
  })

  it('names the phase to do for green and refactor', () => {
    expect(buildDeveloperPrompt({ phase: 'green', issue, step })).toContain('Do the GREEN phase of this step')
    const refactor = buildDeveloperPrompt({ phase: 'refactor', issue, step })
    expect(refactor.split('\n')[0]).toBe('evident-conduct-developer phase=refactor step=3')
    expect(refactor).toContain('without changing any test')
  })

  it("gives a revise leaf the verifier's one-line reason and the rejected phase", () => {
    const prompt = buildDeveloperPrompt({
      phase: 'revise',
      issue,
      step,
      rejected: 'red',
      rejectReason: 'the test fails on\na missing import',
    })
    expect(prompt.split('\n')[0]).toBe('evident-conduct-developer phase=revise step=3')
    expect(prompt).toContain(
      'The verifier rejected the red phase of this step. Its reason (one line):\nthe test fails on a missing import',
    )
  })

  it('refuses a revise without a reason, a reason on another phase, a step beyond the criteria and an unknown phase', () => {
    expect(() => buildDeveloperPrompt({ phase: 'revise', issue, step })).toThrow(
      "a revise leaf needs the verifier's reject reason",
    )
    expect(() => buildDeveloperPrompt({ phase: 'green', issue, step, rejectReason: 'x' })).toThrow(
      'a reject reason is only for a revise leaf, not green',
    )
    expect(() => buildDeveloperPrompt({ phase: 'red', issue, step: { ...step, ac: 3 } })).toThrow(
      'step 3 serves criterion 3, which issue #12 does not have',
    )
    expect(() => buildDeveloperPrompt({ phase: 'verify' as 'red', issue, step })).toThrow(
      'a developer phase is red, green, refactor or revise: got verify',
    )
  })
})
