import { describe, expect, it } from 'vitest'
import { tailDetails } from '../../mcp-server/src/vdd/details.js'

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
