/**
 * The conductor's verdict on one verifier leaf (docs/conduct.md#verdicts): the verifier's own claim (its final
 * `VERDICT:` line), held to the test runs its own session recorded through evident since it was launched. A PASS
 * counts only when those runs show it; a REJECT is taken as said (it costs a revision, never a false green).
 */

/** The phase a verifier confirms. */
export type VerifiedPhase = 'red' | 'green' | 'refactor'

/** The verifier's claim, parsed from its last line. */
export type VerifierClaim =
  | { readonly kind: 'pass' }
  | { readonly kind: 'reject'; readonly reason: string }
  | { readonly kind: 'malformed'; readonly why: string }

/** One test run the verifier's session recorded after its launch. */
export interface VerifierRun {
  readonly id: number
  readonly outcome: string
  /** The whole suite (false), some files (true), unknown (null). */
  readonly filtered: boolean | null
  readonly total: number
  readonly failed: number
  /** Per test file of the run: how many of its tests passed and failed. */
  readonly files: ReadonlyMap<string, { readonly passed: number; readonly failed: number }>
  /** The snapshot of the work tree when the run started and when it ended (null: none could be taken). */
  readonly tree: string | null
  readonly treeAfter: string | null
}

/** 0 PASS, 1 REJECT, 2 malformed (also a PASS with no run of the verifier's own to show for it). */
export interface VerifierAnswer {
  readonly code: 0 | 1 | 2
  readonly reason: string
}

const runsText = (runs: readonly VerifierRun[]): string => runs.map((r) => `#${r.id} ${r.outcome}`).join(', ')

const short = (tree: string | null): string => (tree === null ? 'none' : tree.slice(0, 12))

/**
 * Why a run does not count for the tree the verifier was handed (`handed`: its checkout's snapshot, taken before it
 * started): it ran on another tree, the tree changed while it ran, or no snapshot ties it to any tree.
 */
function offTree(run: VerifierRun, handed: string): string | undefined {
  if (run.tree === null || run.treeAfter === null)
    return `its run #${run.id} has no recorded tree (evident could not snapshot the work tree), so nothing ties it to the tree it was handed`
  if (run.tree !== run.treeAfter)
    return `the work tree changed while its run #${run.id} ran (tree ${short(run.tree)} before, ${short(run.treeAfter)} after)`
  if (run.tree !== handed)
    return `its run #${run.id} ran on tree ${short(run.tree)}, not on the tree it was handed (${short(handed)})`
  return undefined
}

/**
 * Judges a verifier's claim for `phase` on `testPaths` against `runs` (oldest first). A PASS stands only on runs of
 * the tree it was handed (`handed`, the snapshot id of its checkout): every run of its session must have started and
 * ended on exactly that tree — a file swapped in for the run and back before the verifier ended is a REJECT naming
 * the run.
 */
export function judgeVerifierAnswer(
  phase: VerifiedPhase,
  claim: VerifierClaim,
  testPaths: readonly string[],
  runs: readonly VerifierRun[],
  handed: string | undefined,
): VerifierAnswer {
  if (claim.kind === 'malformed') return { code: 2, reason: `malformed verdict: ${claim.why}` }
  if (claim.kind === 'reject') return { code: 1, reason: claim.reason }
  if (runs.length === 0)
    return {
      code: 2,
      reason: 'the verifier claimed PASS but recorded no test run of its own through evident (run_tests)',
    }
  if (handed === undefined)
    return {
      code: 2,
      reason:
        "the verifier's checkout has no snapshot in evident's store, so its runs cannot be tied to the tree it was handed",
    }
  const off = runs.map((r) => offTree(r, handed)).find((why) => why !== undefined)
  if (off !== undefined) return { code: 1, reason: `the verifier claimed ${phase} PASS but ${off}` }
  const ran = (r: VerifierRun, path: string) => {
    const f = r.files.get(path)
    return f !== undefined && f.passed + f.failed > 0
  }
  const unrun = testPaths.filter((p) => !runs.some((r) => ran(r, p)))
  if (unrun.length > 0)
    return { code: 1, reason: `the verifier claimed PASS but none of its runs ran ${unrun.join(', ')}` }
  if (phase === 'red') {
    const last = [...runs].reverse().find((r) => testPaths.some((p) => ran(r, p)))
    const failing = testPaths.filter((p) => (last?.files.get(p)?.failed ?? 0) > 0)
    return failing.length > 0
      ? { code: 0, reason: `red confirmed: run #${last?.id ?? '?'} fails in ${failing.join(', ')}` }
      : {
          code: 1,
          reason: `the verifier claimed red PASS but its latest run of the new tests (#${last?.id ?? '?'}) has no failing test`,
        }
  }
  const whole = [...runs].reverse().find((r) => r.filtered === false)
  if (whole === undefined)
    return {
      code: 1,
      reason: `the verifier claimed ${phase} PASS without running the whole suite (its runs: ${runsText(runs)})`,
    }
  if (whole.outcome !== 'passed' || whole.failed > 0 || whole.total === 0)
    return {
      code: 1,
      reason: `the verifier claimed ${phase} PASS but its whole-suite run #${whole.id} is ${whole.outcome} (${whole.failed} failed of ${whole.total})`,
    }
  const notGreen = testPaths.filter((p) => {
    const f = whole.files.get(p)
    return f === undefined || f.failed > 0 || f.passed === 0
  })
  if (notGreen.length > 0)
    return {
      code: 1,
      reason: `the verifier's whole-suite run #${whole.id} does not pass ${notGreen.join(', ')}`,
    }
  return { code: 0, reason: `${phase} confirmed: whole-suite run #${whole.id} passed ${whole.total} tests` }
}
