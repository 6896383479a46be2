import type { ClosingProofFacts } from '../../domain/facts.js'
import { fullNameLabel } from '../../domain/test-names.js'

/**
 * The closing proof, judged (engine/flows/closing-proof.ts makes it): a behavior's end holds only when the red test as
 * it was when it proved red passes on what would be committed now, and the red test as it is now still fails on the
 * code of its red run. A proof counts for the tree it was made for; one that could not run is an infrastructure
 * problem (`tree_unavailable`), never a pass.
 */
export type ProofDecision =
  | { readonly ok: true }
  | {
      readonly ok: false
      readonly reason: 'original_test_fails' | 'red_test_no_longer_fails' | 'red_test_not_run' | 'tree_unavailable'
      readonly detail: string
    }

export function judgeClosingProof(proof: ClosingProofFacts, now: string | null): ProofDecision {
  const name = `"${fullNameLabel(proof.redTest)}" in ${proof.redTest.file}`
  if (now === null || proof.tree !== now)
    return {
      ok: false,
      reason: 'tree_unavailable',
      detail: `the closing proof of ${name} was made for another working tree`,
    }
  const { original, current } = proof
  if (current.outcome === 'missing') {
    return {
      ok: false,
      reason: 'red_test_not_run',
      detail: `the test that proved red, ${name}, is no longer in the project (deleted, or moved where git's rename detection cannot follow it)`,
    }
  }
  if (original.outcome === 'error' || current.outcome === 'error') {
    const why = original.outcome === 'error' ? original.detail : current.detail
    return { ok: false, reason: 'tree_unavailable', detail: `the closing proof of ${name} could not run: ${why}` }
  }
  if (original.outcome === 'fails') return { ok: false, reason: 'original_test_fails', detail: original.detail }
  if (current.outcome === 'passes') {
    const where = proof.currentTest?.file === proof.redTest.file ? '' : ` (now in ${proof.currentTest?.file ?? '?'})`
    return {
      ok: false,
      reason: 'red_test_no_longer_fails',
      detail: `the test that proved red, ${name}${where}, passes with the production code of its red run: ${current.detail}`,
    }
  }
  return { ok: true }
}
