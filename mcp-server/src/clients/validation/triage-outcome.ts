import * as z from 'zod'
import { TRIAGE_OUTCOMES } from '../../domain/vocabulary.js'
import type { OutcomeRow, StoredFinding } from '../../store/validation-triage.js'
import { comparablePath, filterFindings, type ScopeEntry } from './scope.js'

/**
 * The triager's outcome for one finding, as given (a JSON file on the CLI, an argument over MCP). The finding is
 * named by its file, line and text as the run record shows them.
 */
const outcomeClaimSchema = z
  .strictObject({
    file: z.string().min(1).max(1000).describe("The finding's file, as in its FINDING line."),
    line: z.number().int().min(0).describe("The finding's line (0: the whole file)."),
    finding: z.string().min(1).max(16384).describe("The finding's text, as in its FINDING line."),
    outcome: z
      .enum(TRIAGE_OUTCOMES)
      .describe(
        'killed-by-test: a test that failed because of the finding now passes (name it in test); documented-benign: provably harmless or not real (say why in reason); fixed: the code changed without a test.',
      ),
    test: z
      .string()
      .min(1)
      .max(1000)
      .optional()
      .describe('killed-by-test only: the test file the commit adds or changes, repository-relative.'),
    reason: z
      .string()
      .min(1)
      .max(2000)
      .optional()
      .describe('documented-benign: why it is harmless or not real, checkably; optional otherwise.'),
  })
  .superRefine((claim, ctx) => {
    if (claim.outcome === 'killed-by-test' && claim.test === undefined)
      ctx.addIssue({ code: 'custom', path: ['test'], message: 'killed-by-test needs the test file in "test"' })
    if (claim.outcome !== 'killed-by-test' && claim.test !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['test'],
        message: `"test" belongs to killed-by-test, not ${claim.outcome}`,
      })
    if (claim.outcome === 'documented-benign' && claim.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'documented-benign needs the reason in "reason"' })
  })

export type OutcomeClaim = z.infer<typeof outcomeClaimSchema>

export const outcomeClaimsSchema = z.array(outcomeClaimSchema).max(2000)

/** What the claims are checked against: the technique's stored findings, or (non-canonical output) its scope. */
export type TriageTarget =
  | { readonly kind: 'canonical'; readonly findings: readonly StoredFinding[] }
  | {
      readonly kind: 'non-canonical'
      readonly scope: readonly ScopeEntry[]
      /** The technique's exit status when the record has it (runs before #35 did not record it). */
      readonly exit?: string | undefined
    }

export interface CommitView {
  readonly repoRoot: string
  /** Paths the triager's commit changes (toplevel-relative). */
  readonly touched: ReadonlySet<string>
  /** Whether a toplevel-relative path is a test file of the project. */
  readonly isTest: (path: string) => boolean
}

/**
 * Exactly one outcome per finding: every error is collected (`outcomes[i]: …`, `no outcome for …`). Canonical
 * findings are matched by file (after stripping the root and `./`), line and text; a finding the triager read from
 * non-canonical output must lie inside the scope. `killed-by-test` must name a test file the commit changes and
 * `fixed` a finding whose file the commit changes.
 */
export function matchOutcomes(
  claims: readonly OutcomeClaim[],
  target: TriageTarget,
  commit: CommitView,
): { readonly ok: true; readonly rows: readonly OutcomeRow[] } | { readonly ok: false; readonly errors: string[] } {
  const key = (file: string, line: number, text: string): string =>
    `${comparablePath(file, commit.repoRoot)}:${line}\n${text}`
  const open = target.kind === 'canonical' ? [...target.findings] : []
  const seen = new Set<string>()
  const errors: string[] = []
  const rows: OutcomeRow[] = []
  for (const [i, claim] of claims.entries()) {
    const at = `outcomes[${i}] (${claim.file}:${claim.line})`
    const k = key(claim.file, claim.line, claim.finding)
    let findingId: number | null = null
    if (target.kind === 'canonical') {
      const index = open.findIndex((f) => key(f.fields.file, f.fields.line, f.fields.finding) === k)
      if (index >= 0) findingId = open.splice(index, 1)[0]?.id ?? null
      else {
        errors.push(seen.has(k) ? `${at}: a second outcome for one finding` : `${at}: no such finding to triage`)
        continue
      }
    } else {
      if (seen.has(k)) errors.push(`${at}: a second outcome for one finding`)
      const probe = { file: claim.file, line: claim.line, severity: 'finding', finding: claim.finding }
      if (filterFindings([probe], target.scope, commit.repoRoot).kept.length === 0)
        errors.push(`${at}: outside the technique's scope`)
    }
    seen.add(k)
    const test = claim.test === undefined ? undefined : comparablePath(claim.test, commit.repoRoot)
    if (test !== undefined && !commit.isTest(test)) errors.push(`${at}: ${test} is not a test file of the project`)
    else if (test !== undefined && !commit.touched.has(test))
      errors.push(`${at}: the commit does not add or change the test ${test}`)
    const file = comparablePath(claim.file, commit.repoRoot)
    if (claim.outcome === 'fixed' && !commit.touched.has(file))
      errors.push(`${at}: fixed, but the commit does not change ${file}`)
    rows.push({
      findingId,
      file: claim.file,
      line: claim.line,
      finding: claim.finding,
      outcome: claim.outcome,
      testPath: test ?? null,
      reason: claim.reason ?? null,
    })
  }
  for (const f of open) errors.push(`no outcome for ${f.fields.file}:${f.fields.line} — ${f.fields.finding}`)
  // A report evident could not read, of a run that failed (exit status not 0): the failure is a finding the triager
  // must answer; an empty triage would let a failing technique read as clean.
  if (target.kind === 'non-canonical' && target.exit !== undefined && target.exit !== '0' && claims.length === 0)
    errors.push(
      `the technique exited ${target.exit}: its report needs at least one outcome (the findings the triager read in it), never none`,
    )
  return errors.length === 0 ? { ok: true, rows } : { ok: false, errors }
}
