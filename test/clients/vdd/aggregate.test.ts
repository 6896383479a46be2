import { describe, expect, it } from 'vitest'
import {
  aggregateVerdict,
  EXIT_CODES,
  EXIT_USAGE,
  type CriterionVerdict,
} from '../../../mcp-server/src/clients/vdd/aggregate.js'

const r = (...results: CriterionVerdict[]): { result: CriterionVerdict }[] => results.map((result) => ({ result }))

describe('aggregateVerdict', () => {
  it('is EMPTY (exit 2) without criteria, whatever --manual says', () => {
    expect(aggregateVerdict([], 'pending')).toBe('EMPTY')
    expect(aggregateVerdict([], 'pass')).toBe('EMPTY')
    expect(EXIT_CODES.EMPTY).toBe(2)
  })

  it('is FAIL (exit 1) when any criterion fails, and --manual=pass never overrides it', () => {
    expect(aggregateVerdict(r('PASS', 'FAIL', 'MANUAL'), 'pending')).toBe('FAIL')
    expect(aggregateVerdict(r('PASS', 'FAIL', 'MANUAL'), 'pass')).toBe('FAIL')
    expect(aggregateVerdict(r('FAIL'), 'pass')).toBe('FAIL')
    expect(EXIT_CODES.FAIL).toBe(1)
  })

  it('is PARTIAL (exit 1) when programmatic criteria pass and a manual one is pending', () => {
    expect(aggregateVerdict(r('PASS', 'MANUAL'), 'pending')).toBe('PARTIAL')
    expect(aggregateVerdict(r('MANUAL'), 'pending')).toBe('PARTIAL')
    expect(EXIT_CODES.PARTIAL).toBe(1)
  })

  it('is PASS (exit 0) when all pass, or when --manual=pass confirms the manual ones', () => {
    expect(aggregateVerdict(r('PASS', 'PASS'), 'pending')).toBe('PASS')
    expect(aggregateVerdict(r('PASS', 'MANUAL'), 'pass')).toBe('PASS')
    expect(EXIT_CODES.PASS).toBe(0)
  })

  it('reserves exit 3 for a bad invocation or bean', () => {
    expect(EXIT_USAGE).toBe(3)
    expect(Object.values(EXIT_CODES)).not.toContain(EXIT_USAGE)
  })
})
