import { describe, expect, it } from 'vitest'
import { detectFindings, readAs } from '../../../mcp-server/src/clients/validation/adapters/index.js'

const SARIF = JSON.stringify({
  version: '2.1.0',
  runs: [
    {
      tool: { driver: { name: 'semgrep' } },
      results: [
        {
          ruleId: 'sql-injection',
          level: 'error',
          message: { text: 'user input reaches a query' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'src/db.ts' }, region: { startLine: 12 } } }],
        },
        {
          message: { text: 'file-level note' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'file:///repo/src/a%20b.ts' } } }],
        },
      ],
    },
  ],
})

describe('finding adapters', () => {
  it('maps SARIF results to canonical findings', () => {
    expect(readAs('sarif', SARIF)).toEqual([
      { file: 'src/db.ts', line: 12, severity: 'error', finding: 'user input reaches a query (sql-injection)' },
      { file: '/repo/src/a b.ts', line: 0, severity: 'warning', finding: 'file-level note' },
    ])
  })

  it('joins tsc continuation lines and puts location-less diagnostics on tsconfig.json line 0', () => {
    const out = [
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
      "  Type 'x' is not assignable.",
      "error TS5083: Cannot read file '/x/tsconfig.base.json'.",
    ].join('\n')
    expect(readAs('tsc', out)).toEqual([
      {
        file: 'src/a.ts',
        line: 3,
        severity: 'error',
        finding: "Type 'string' is not assignable to type 'number'. Type 'x' is not assignable. (TS2322)",
      },
      {
        file: 'tsconfig.json',
        line: 0,
        severity: 'error',
        finding: "Cannot read file '/x/tsconfig.base.json'. (TS5083)",
      },
    ])
  })

  it('declines text that is not entirely tsc output', () => {
    expect(readAs('tsc', 'src/a.ts(3,7): error TS2322: bad\nnpm ERR! something')).toBeUndefined()
  })

  it('detects the canonical form before any adapter and reports prose as non-canonical', () => {
    expect(detectFindings('error a.ts:1 — x')).toEqual({
      format: 'canonical',
      findings: [{ file: 'a.ts', line: 1, severity: 'error', finding: 'x' }],
    })
    expect(detectFindings(SARIF)?.format).toBe('sarif')
    expect(
      detectFindings(
        JSON.stringify([
          { filePath: '/r/a.ts', messages: [{ ruleId: null, severity: 2, message: 'Parsing error', line: 1 }] },
        ]),
      ),
    ).toEqual({
      format: 'eslint',
      findings: [{ file: '/r/a.ts', line: 1, severity: 'error', finding: 'Parsing error' }],
    })
    expect(detectFindings('All 12 checks passed. Nice work!')).toBeUndefined()
  })
})
