import { describe, expect, it } from 'vitest'
import { lintDetails, lintFindings, tailDetails } from '../../../mcp-server/src/clients/vdd/details.js'

describe('tailDetails', () => {
  it('joins the last 3 non-blank lines of stdout with " | "', () => {
    expect(tailDetails('one\ntwo\n\nthree\nfour\n\n', 'ignored')).toBe('two | three | four')
  })

  it('falls back to stderr when stdout is empty or blank', () => {
    expect(tailDetails(' \n', 'bad\nworse')).toBe('bad | worse')
  })

  it('drops terminal colour codes', () => {
    expect(tailDetails('\u001b[31merror\u001b[39m in file', '')).toBe('error in file')
  })
})

const ROOT = '/repo'
const STYLISH = [
  '',
  '/repo/src/a.js',
  "  1:7  error  'x' is assigned a value but never used        no-unused-vars",
  "  2:5  warning  'y' is never reassigned. Use 'const' instead  prefer-const",
  '',
  '/repo/src/b.js',
  '  9:1  error  Unexpected console statement  no-console',
  '',
  '✖ 3 problems (2 errors, 1 warning)',
  '  1 error and 0 warnings potentially fixable with the `--fix` option.',
  '',
  'https://eslint.org/docs/latest/use/troubleshooting',
].join('\n')

describe('lintFindings', () => {
  it("reads ESLint's default output as file:line:col message (rule), paths made relative", () => {
    expect(lintFindings(STYLISH, '', ROOT)).toEqual([
      "src/a.js:1:7 'x' is assigned a value but never used (no-unused-vars)",
      "src/a.js:2:5 'y' is never reassigned. Use 'const' instead (prefer-const)",
      'src/b.js:9:1 Unexpected console statement (no-console)',
    ])
  })

  it('reads file:line:col lines (ruff, flake8), file:line (mypy) and tsc file(line,col)', () => {
    expect(
      lintFindings(
        'src/a.py:1:8: F401 [*] `os` imported but unused\nFound 1 error.\n',
        "src/b.py:3: error: Incompatible types\nsrc/c.ts(4,2): error TS2322: Type 'string' is not assignable",
        ROOT,
      ),
    ).toEqual([
      'src/a.py:1:8 F401 [*] `os` imported but unused',
      'src/b.py:3 error: Incompatible types',
      "src/c.ts:4:2 error TS2322: Type 'string' is not assignable",
    ])
  })

  it('finds nothing in output that names no location', () => {
    expect(lintFindings('Oops: config missing\nsee https://example.com/x', '', ROOT)).toBeUndefined()
  })
})

describe('lintDetails', () => {
  it('shows the count and the first 3 findings rather than the tail', () => {
    const four = `${STYLISH}\n/repo/src/c.js\n  1:1  error  Parsing error: Unexpected token\n`
    expect(lintDetails(four, '', ROOT)).toBe(
      "4 finding(s): src/a.js:1:7 'x' is assigned a value but never used (no-unused-vars) | " +
        "src/a.js:2:5 'y' is never reassigned. Use 'const' instead (prefer-const) | " +
        'src/b.js:9:1 Unexpected console statement (no-console) | … and 1 more',
    )
  })

  it('falls back to the tail of the output when no finding is recognised', () => {
    expect(lintDetails('one\ntwo\nthree\nfour', '', ROOT)).toBe('two | three | four')
  })
})
