import { describe, expect, it } from 'vitest'
import { cell, renderReport, reportFileName } from '../../../mcp-server/src/clients/vdd/report.js'

describe('renderReport', () => {
  it('writes the title, the aggregate verdict line and one table row per criterion, citing no run id', () => {
    const text = renderReport({
      subject: 'BEAN-277',
      verdict: 'FAIL',
      manual: 'pending',
      results: [
        { index: 1, result: 'FAIL', kind: 'test', target: 'a.test.ts', text: 'adds', details: 'boom', testRunId: 12 },
        { index: 2, result: 'MANUAL', kind: '', target: '', text: 'look at it', details: 'needs human sign-off' },
      ],
    })
    expect(text).toBe(
      [
        '# VDD Report — BEAN-277',
        '',
        '**Aggregate verdict:** FAIL',
        '',
        '| # | Result | Kind | Target | Criterion | Details |',
        '|---|--------|------|--------|-----------|---------|',
        '| 1 | FAIL | test | a.test.ts | adds | boom |',
        '| 2 | MANUAL | — | — | look at it | needs human sign-off |',
        '',
      ].join('\n'),
    )
  })

  it('puts each near-miss warning in a blockquote before the table', () => {
    const text = renderReport({
      subject: 'BEAN-003',
      verdict: 'PARTIAL',
      manual: 'pending',
      results: [
        { index: 1, result: 'MANUAL', kind: '', target: '', text: 'test: a.ts', details: 'needs human sign-off' },
      ],
      warnings: ['criterion 1 looks like a `test:` criterion | twice'],
    })
    expect(text).toContain(
      '**Aggregate verdict:** PARTIAL\n\n> **Warning:** criterion 1 looks like a `test:` criterion \\| twice\n\n| # |',
    )
  })

  it('adds a blockquote note for EMPTY', () => {
    const text = renderReport({ subject: 'BEAN-001', verdict: 'EMPTY', manual: 'pending', results: [] })
    expect(text).toMatch(/\*\*Aggregate verdict:\*\* EMPTY\n\n> No acceptance criteria found/)
    expect(text).toContain('| # | Result | Kind | Target | Criterion | Details |')
  })

  it('escapes | and turns newlines into spaces in every cell', () => {
    const text = renderReport({
      subject: 'BEAN-002',
      verdict: 'FAIL',
      manual: 'pending',
      results: [
        {
          index: 1,
          result: 'FAIL',
          kind: 'file-contains',
          target: 'a|b::c',
          text: 'x | y',
          details: 'line one\nline two | three\r\nfour',
        },
      ],
    })
    expect(text).toContain('| 1 | FAIL | file-contains | a\\|b::c | x \\| y | line one line two \\| three four |')
    expect(cell('')).toBe('—')
  })

  it('names who confirmed manual criteria under --manual=pass', () => {
    const text = renderReport({
      subject: 'BEAN-003',
      verdict: 'PASS',
      manual: 'pass',
      confirmedBy: 'human/main',
      results: [{ index: 1, result: 'MANUAL', kind: '', target: '', text: 'looks right', details: 'confirmed' }],
    })
    expect(text).toContain('Manual criteria confirmed by human/main (--manual=pass).')
  })
})

describe('reportFileName', () => {
  it('zero-pads to three digits and keeps longer numbers whole', () => {
    expect([7, 77, 277, 1277].map(reportFileName)).toEqual(['vdd-007.md', 'vdd-077.md', 'vdd-277.md', 'vdd-1277.md'])
  })
})
