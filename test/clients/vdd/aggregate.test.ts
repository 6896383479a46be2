import { describe, expect, it } from 'vitest'
import { aggregateOutcome, EXIT_CODES, EXIT_USAGE } from '../../../mcp-server/src/clients/vdd/aggregate.js'
import { type CriterionStatus } from '../../../mcp-server/src/domain/vocabulary.js'

const r = (...results: CriterionStatus[]): { result: CriterionStatus }[] => results.map((result) => ({ result }))

describe('aggregateOutcome', () => {
  it('is EMPTY (exit 2) without criteria, whatever --manual says', () => {
    expect(aggregateOutcome([], 'pending')).toBe('EMPTY')
    expect(aggregateOutcome([], 'pass')).toBe('EMPTY')
    expect(EXIT_CODES.EMPTY).toBe(2)
  })

  it('is FAIL (exit 1) when any criterion fails, and --manual=pass never overrides it', () => {
    expect(aggregateOutcome(r('PASS', 'FAIL', 'MANUAL'), 'pending')).toBe('FAIL')
    expect(aggregateOutcome(r('PASS', 'FAIL', 'MANUAL'), 'pass')).toBe('FAIL')
    expect(aggregateOutcome(r('FAIL'), 'pass')).toBe('FAIL')
    expect(EXIT_CODES.FAIL).toBe(1)
  })

  it('is PARTIAL (exit 1) when programmatic criteria pass and a manual one is pending', () => {
    expect(aggregateOutcome(r('PASS', 'MANUAL'), 'pending')).toBe('PARTIAL')
    expect(aggregateOutcome(r('MANUAL'), 'pending')).toBe('PARTIAL')
    expect(EXIT_CODES.PARTIAL).toBe(1)
  })

  it('is PASS (exit 0) when all pass, or when --manual=pass confirms the manual ones', () => {
    expect(aggregateOutcome(r('PASS', 'PASS'), 'pending')).toBe('PASS')
    expect(aggregateOutcome(r('PASS', 'MANUAL'), 'pass')).toBe('PASS')
    expect(EXIT_CODES.PASS).toBe(0)
  })

  it('reserves exit 3 for a bad invocation or bean', () => {
    expect(EXIT_USAGE).toBe(3)
    expect(Object.values(EXIT_CODES)).not.toContain(EXIT_USAGE)
  })
})
