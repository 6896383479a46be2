import type { CriterionStatus, VddAggregate, VddManualState } from '../../domain/vocabulary.js'

/**
 * A VDD run's aggregate over its criteria (the seed's "Aggregate verdict"). Pure. Precedence is the contract's: EMPTY
 * (no criteria) → FAIL (any failure; `--manual=pass` never overrides it) → PARTIAL (manual items still pending) → PASS.
 */
export const EXIT_CODES: Readonly<Record<VddAggregate, number>> = { PASS: 0, FAIL: 1, PARTIAL: 1, EMPTY: 2 }
/** Bad invocation, unknown or unreadable bean. */
export const EXIT_USAGE = 3

export function aggregateOutcome(
  results: readonly { readonly result: CriterionStatus }[],
  manual: VddManualState,
): VddAggregate {
  if (results.length === 0) return 'EMPTY'
  if (results.some((r) => r.result === 'FAIL')) return 'FAIL'
  if (manual === 'pending' && results.some((r) => r.result === 'MANUAL')) return 'PARTIAL'
  return 'PASS'
}
