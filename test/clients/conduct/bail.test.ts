import { describe, expect, it } from 'vitest'
import { BAIL_REASONS, bailText, classifyBail, type BailReason } from '../../../mcp-server/src/clients/conduct/bail.js'

const REASONS = Object.keys(BAIL_REASONS) as BailReason[]

describe('classifyBail', () => {
  it('classifies every reason: the kills are system failures, everything that needs a human is a process failure', () => {
    expect(Object.fromEntries(REASONS.map((r) => [r, classifyBail(r)]))).toEqual({
      'dirty-tree': { cause: 'needs-user', class: 'process' },
      'red-baseline': { cause: 'needs-user', class: 'process' },
      'ambiguous-test-command': { cause: 'needs-user', class: 'process' },
      'no-criteria': { cause: 'needs-user', class: 'process' },
      'invalid-plan': { cause: 'needs-user', class: 'process' },
      'revision-budget': { cause: 'needs-user', class: 'process' },
      'malformed-verdict': { cause: 'needs-user', class: 'process' },
      'leaf-failed': { cause: 'needs-user', class: 'process' },
      'commit-failed': { cause: 'needs-user', class: 'process' },
      'plugin-changed': { cause: 'needs-user', class: 'process' },
      question: { cause: 'needs-user', class: 'process' },
      'killed-external': { cause: 'killed-external', class: 'system' },
      'left-running': { cause: 'needs-user', class: 'system' },
      'stuck-budget': { cause: 'killed-stuck', class: 'system' },
    })
  })
})

describe('bailText', () => {
  it('writes the question out in full for needs-user, with what was kept and discarded', () => {
    const text = bailText({
      reason: 'question',
      question: 'The issue says "dates" but the code has two date types: should step 2 cover `Date` or `Instant`?',
      detail: 'The developer leaf of step 2 stopped to ask.',
      issue: 12,
      step: { number: 2, title: `it's "quoted" $HOME` },
      kept: ['abc1234 step 1: accepts ISO dates'],
      discarded: ['src/dates.ts', 'test/dates.test.ts'],
    })
    expect(text).toBe(
      [
        '## evident conduct stopped: question',
        '',
        `Issue #12, step 2: it's "quoted" $HOME`,
        'Cause: needs-user (a process failure: a human must answer before a rerun can go on)',
        '',
        'The run reached a point where it would have had to ask a human; nobody answers a headless run.',
        '',
        'The developer leaf of step 2 stopped to ask.',
        '',
        '### Question',
        '',
        'The issue says "dates" but the code has two date types: should step 2 cover `Date` or `Instant`?',
        '',
        '### Kept (done steps’ commits)',
        '',
        '- abc1234 step 1: accepts ISO dates',
        '',
        '### Discarded (the half-done step, reverted)',
        '',
        '- src/dates.ts',
        '- test/dates.test.ts',
        '',
      ].join('\n'),
    )
  })

  it('uses the reason’s own question when none is given, and asks none for a system failure', () => {
    const dirty = bailText({ reason: 'dirty-tree', detail: 'M src/a.ts', issue: 3, kept: [], discarded: [] })
    expect(dirty).toContain(`### Question\n\n${BAIL_REASONS['dirty-tree'].question}`)
    expect(dirty).toContain('nothing: no step was done')
    expect(dirty).not.toMatch(/, step /)
    const killed = bailText({
      reason: 'stuck-budget',
      detail: '',
      issue: 3,
      step: { number: 1, title: 'a' },
      kept: [],
      discarded: ['x'],
    })
    expect(killed).toContain('Cause: killed-stuck (a system failure')
    expect(killed).not.toContain('### Question')
    expect(bailText({ reason: 'stuck-budget', detail: '', issue: 3, kept: [], discarded: [] })).toBe(
      bailText({ reason: 'stuck-budget', detail: '', issue: 3, kept: [], discarded: [] }),
    )
  })

  it('refuses a question bail whose question is not written out', () => {
    expect(() =>
      bailText({ reason: 'question', question: '  ', detail: '', issue: 1, kept: [], discarded: [] }),
    ).toThrow('a question bail needs its question written out in full')
  })
})
