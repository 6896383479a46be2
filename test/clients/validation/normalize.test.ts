import { describe, expect, it } from 'vitest'
import { findingLine } from '../../../mcp-server/src/clients/validation/finding.js'
import { MAX_LINE, normalizeFindings } from '../../../mcp-server/src/clients/validation/normalize.js'

describe('normalizeFindings', () => {
  it('reads an empty input as no findings', () => {
    expect(normalizeFindings('')).toEqual({ ok: true, findings: [] })
    expect(normalizeFindings('  \n\n')).toEqual({ ok: true, findings: [] })
  })

  it('reads a text line with each dash form and keeps the optional fix', () => {
    const result = normalizeFindings(
      [
        'error src/a.ts:3 — unused variable x | remove x',
        'warning src/b.ts:10 – shadowed name',
        'info ./c.py:0 - whole-file note',
      ].join('\n'),
    )
    expect(result).toEqual({
      ok: true,
      findings: [
        { file: 'src/a.ts', line: 3, severity: 'error', finding: 'unused variable x', fix: 'remove x' },
        { file: 'src/b.ts', line: 10, severity: 'warning', finding: 'shadowed name' },
        { file: './c.py', line: 0, severity: 'info', finding: 'whole-file note' },
      ],
    })
  })

  it('reads each status prefix into status', () => {
    const statuses = ['VERIFIED', 'SUSPECT', 'RULED-OUT', 'PROBE'] as const
    const result = normalizeFindings(statuses.map((s) => `${s}: high src/a.ts:1 — null deref`).join('\n'))
    expect(result.ok && result.findings.map((f) => f.status)).toEqual([...statuses])
  })

  it('fails a line with more than one fix delimiter', () => {
    expect(normalizeFindings('error a.ts:1 — x | y | z')).toEqual({
      ok: false,
      error: 'line 1: more than one "|" fix delimiter',
    })
  })

  it('fails a line with an empty fix after the delimiter', () => {
    expect(normalizeFindings('error a.ts:1 — x | ')).toMatchObject({ ok: false })
  })

  it('rejects a line longer than 16384 characters and accepts one at the cap', () => {
    const prefix = 'error a.ts:1 — '
    const atCap = prefix + 'x'.repeat(MAX_LINE - prefix.length)
    expect(atCap.length).toBe(16384)
    expect(normalizeFindings(atCap).ok).toBe(true)
    expect(normalizeFindings(`${atCap}x`)).toEqual({ ok: false, error: 'line 1: longer than 16384 characters' })
  })

  it('fails the whole input on one bad line among good ones', () => {
    const result = normalizeFindings('error a.ts:1 — fine\nthis is prose\nerror b.ts:2 — fine')
    expect(result).toEqual({ ok: false, error: 'line 2: not "<severity> <file>:<line> — <finding>[ | <fix>]"' })
  })

  it('reads a JSON array, dropping keys outside the canonical shape', () => {
    const result = normalizeFindings(
      JSON.stringify([
        { file: 'a.ts', line: 2, severity: 'error', finding: 'x', fix: 'y', rule: 'no-x', status: 'SUSPECT' },
      ]),
    )
    expect(result).toEqual({
      ok: true,
      findings: [{ file: 'a.ts', line: 2, severity: 'error', finding: 'x', fix: 'y', status: 'SUSPECT' }],
    })
  })

  it('fails a JSON array with an item missing a required key', () => {
    const result = normalizeFindings(
      JSON.stringify([
        { file: 'a.ts', line: 1, severity: 'error', finding: 'x' },
        { file: 'b.ts', line: 1, severity: 'error' },
      ]),
    )
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^item 1: finding:/) })
  })

  it('round-trips the text form it prints', () => {
    const finding = {
      file: 'src/a.ts',
      line: 7,
      severity: 'error',
      finding: 'bad thing',
      fix: 'good thing',
      status: 'VERIFIED',
    } as const
    expect(normalizeFindings(findingLine(finding))).toEqual({ ok: true, findings: [finding] })
  })
})

describe('normalizeFindings on text that starts with a bracket', () => {
  it('reads it as lines when it is not a JSON document', () => {
    expect(normalizeFindings('[warn] a.ts:1 — bracketed severity')).toEqual({
      ok: true,
      findings: [{ file: 'a.ts', line: 1, severity: '[warn]', finding: 'bracketed severity' }],
    })
  })

  it('fails a JSON document that is not an array', () => {
    expect(normalizeFindings('[1, 2')).toMatchObject({ ok: false })
    expect(normalizeFindings('{"file":"a.ts"}')).toMatchObject({ ok: false })
  })
})
