import type { ClaimDenial, Verdict, VerdictReason, ViolationKind } from '../../domain/vocabulary.js'
import { denialText } from './denial-text.js'

/**
 * The PASS-claim guard: a verification document may say a test run passed only when evident's binding test verdict
 * (docs/verdict.md) is PASS, comes from a run of the whole suite, and is current — no code, test or test
 * configuration changed since the run that gave it. What counts as a verification document and as a PASS claim is
 * `verification` in `evident.config.json`; its defaults are in domain/config.ts. Only lines the change adds are judged, so an
 * edit elsewhere in a document that already says PASS, and any FAIL claim, are never refused.
 */
/**
 * The lines of `after` that `before` does not have, counted as a multiset: a line kept (even moved) is not added, a
 * line changed is, and a second copy of an existing line is.
 */
export function addedLines(before: string, after: string): readonly string[] {
  const left = new Map<string, number>()
  for (const line of before.split(/\r?\n/)) left.set(line, (left.get(line) ?? 0) + 1)
  const added: string[] = []
  for (const line of after.split(/\r?\n/)) {
    const n = left.get(line) ?? 0
    if (n > 0) left.set(line, n - 1)
    else added.push(line)
  }
  return added
}

/** The added lines that claim PASS. */
export const passClaims = (added: readonly string[], pattern: RegExp): readonly string[] =>
  added.filter((line) => pattern.test(line))

/** The binding verdict as the guard needs it. */
export interface ClaimVerdict {
  readonly verdict: Verdict
  readonly reason: VerdictReason | null
  readonly detail: string | null
  readonly at: string
  readonly filtered: boolean
}

export interface ClaimFacts {
  /** Project-relative path of the verification document. */
  readonly file: string
  /** The PASS claims the change adds (`passClaims`). */
  readonly claims: readonly string[]
  /** The project's binding verdict; undefined when evident has executed no run there. */
  readonly verdict: ClaimVerdict | undefined
  /**
   * Code, test and test-configuration paths that differ between the tree the verdict's run ran on and the working
   * tree now; undefined when that cannot be told (no snapshot of either).
   */
  readonly changedSince: readonly string[] | undefined
  /** A coordinator worker's change against the current plan that still stands, one line each (none: empty). */
  readonly breaches?: readonly string[] | undefined
}

export type ClaimDecision =
  | { readonly ok: true }
  | {
      readonly ok: false
      readonly reason: ClaimDenial
      readonly violation: Extract<ViolationKind, 'UNPROVEN_CLAIM'>
      readonly message: string
    }

const LIST = 5

export function decidePassClaim(facts: ClaimFacts): ClaimDecision {
  const claim = facts.claims[0]
  if (claim === undefined) return { ok: true }
  const claimed = `${facts.file} would claim PASS (\`${claim.trim().slice(0, 120)}\`)`
  const deny = (reason: ClaimDenial, action: string, why: string): ClaimDecision => ({
    ok: false,
    reason,
    violation: 'UNPROVEN_CLAIM',
    message: denialText(action, `${claimed}, but ${why}`, reason),
  })
  const { verdict } = facts
  if (verdict === undefined || verdict.verdict === 'FAIL') {
    return deny(
      'pass_claim_without_pass_verdict',
      'Run the tests with run_tests and write PASS only once its binding verdict is PASS (or write the FAIL you have)',
      verdict === undefined
        ? 'the project has no binding test verdict: evident has executed no test run here'
        : `the binding test verdict is FAIL (${verdict.reason ?? 'failures'}: ${verdict.detail ?? ''}; ${verdict.at})`,
    )
  }
  if (verdict.filtered) {
    return deny(
      'pass_claim_partial_run',
      'Run the whole suite with run_tests (no files) and write PASS once it passes',
      `the binding PASS (${verdict.at}) comes from a run limited to some test files`,
    )
  }
  const breaches = facts.breaches ?? []
  if (breaches.length > 0) {
    return deny(
      'pass_claim_breach_unresolved',
      'Put each file back (`evident restore <path>` from the shell), run the whole suite with run_tests, and write PASS once it passes',
      `a coordinator worker's change against the plan still stands, so no binding PASS counts: ${breaches.slice(0, LIST).join('; ')}${breaches.length > LIST ? '; …' : ''}`,
    )
  }
  const changed = facts.changedSince
  if (changed === undefined || changed.length > 0) {
    const what =
      changed === undefined
        ? 'it cannot be shown current: there is no snapshot of the working tree it ran on, or of the tree now'
        : `${changed.length} code, test or test-config file(s) changed since: ${changed.slice(0, LIST).join(', ')}${changed.length > LIST ? ', …' : ''}`
    return deny(
      'pass_claim_stale_verdict',
      'Run the tests again with run_tests and write PASS once that run passes',
      `the binding PASS is from ${verdict.at} and ${what}`,
    )
  }
  return { ok: true }
}
