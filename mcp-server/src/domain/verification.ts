/**
 * The PASS-claim guard's defaults (engine/gates/pass-claim.ts, docs/verdict.md): which documents are verification
 * documents and what a PASS claim is, when `verification` in `evident.config.json` does not say. Kept apart from the
 * config's schema so that the hooks, which apply the guard on every edit, load no zod.
 */
export const DEFAULT_VERIFICATION_DOCUMENTS: readonly string[] = [
  'docs/verification/**',
  '**/VERIFICATION.md',
  '**/verify*.md',
]

/**
 * A line that states a PASS verdict: a verdict word (verdict, result(s), status, outcome, test(s), verification), a
 * separator (`:`, `|`, `=`, a dash, with markdown emphasis around it), then PASS / PASSED / PASSES / PASSING, not
 * followed by "/ FAIL" or "or FAIL" (a template offering both). Matched case-insensitively. Lines it matches:
 * `Verdict: PASS`, `**Result:** PASS`, `| Status | PASS |`, `- Tests: ✅ passed`.
 */
export const DEFAULT_PASS_CLAIM =
  '\\b(?:verdict|results?|status|outcome|tests?|verification)\\b[\\s*_`]*[:|=\\-–—][\\s*_`:|=>\\-–—]*(?:✅\\s*)?[*_`]*pass(?:ed|es|ing)?\\b(?![\\s*_`]*(?:/|\\bor\\b)[\\s*_`]*fail)'

/** The claim pattern, compiled as the guard uses it (case-insensitive); throws on an invalid pattern. */
export const passClaimPattern = (source: string): RegExp => new RegExp(source, 'iu')

/** A word of the default globs, one of which every path they match holds (lower-cased): no glob runs without it. */
export const DEFAULT_DOCUMENT_WORD = 'verif'
