/**
 * Per-criterion results and the aggregate verdict. Pure. Precedence is the contract's: EMPTY (no criteria)
 * → FAIL (any failure; `--manual=pass` never overrides it) → PARTIAL (manual items still pending) → PASS.
 */
export const VERDICTS = ['PASS', 'FAIL', 'PARTIAL', 'EMPTY'] as const
export type Verdict = (typeof VERDICTS)[number]

export const RESULTS = ['PASS', 'FAIL', 'MANUAL'] as const
export type CriterionVerdict = (typeof RESULTS)[number]

export const MANUAL_MODES = ['pending', 'pass'] as const
export type ManualMode = (typeof MANUAL_MODES)[number]

export const EXIT_CODES: Readonly<Record<Verdict, number>> = { PASS: 0, FAIL: 1, PARTIAL: 1, EMPTY: 2 }
/** Bad invocation, unknown or unreadable bean. */
export const EXIT_USAGE = 3

export function aggregateVerdict(
  results: readonly { readonly result: CriterionVerdict }[],
  manual: ManualMode,
): Verdict {
  if (results.length === 0) return 'EMPTY'
  if (results.some((r) => r.result === 'FAIL')) return 'FAIL'
  if (manual === 'pending' && results.some((r) => r.result === 'MANUAL')) return 'PARTIAL'
  return 'PASS'
}
