/**
 * The VDD merge gate (`evident vdd --merge-gate <bean>`): a bean may be merged only when its newest recorded VDD
 * verdict is PASS and that verdict is about the commit being merged — the run verified a clean tree of commit C (no
 * staged, unstaged or untracked change but its own report), and the commit asked about is C or holds the same tree
 * as C apart from that report (committing the report a PASS run rewrote keeps the verdict). Uncommitted changes now
 * do not matter: they are not part of the commit. Pure: the flow reads the store and git.
 */
type MergeGateRefusal = 'no_verdict' | 'not_pass' | 'no_commit' | 'dirty_tree' | 'other_commit'

export interface MergeGateFacts {
  /** `BEAN-277`. */
  readonly bean: string
  /** The newest recorded run of the bean in this project, or undefined when there is none. */
  readonly run:
    | {
        readonly id: number
        readonly verdict: string
        /** The commit the run verified; null when it ran outside git or before evident recorded commits. */
        readonly commit: string | null
        /** What differed from that commit when it ran; null when not measured. */
        readonly dirtyPaths: readonly string[] | null
      }
    | undefined
  /** What the gate is asked about (`HEAD`, or `--commit REV`) and the commit it names; undefined when none. */
  readonly rev: string
  readonly target: string | undefined
  /** The paths that differ between the run's commit and the target; undefined when git cannot compare them. */
  readonly differing: readonly string[] | undefined
}

export type MergeGateDecision =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly reason: MergeGateRefusal; readonly message: string }

const short = (sha: string | null | undefined): string => (sha ?? '').slice(0, 12)
const listed = (paths: readonly string[]): string =>
  `${paths.slice(0, 5).join(', ')}${paths.length > 5 ? ` and ${paths.length - 5} more` : ''}`

export function decideMergeGate(f: MergeGateFacts): MergeGateDecision {
  const rerun = `run \`evident vdd ${f.bean}\``
  const refuse = (reason: MergeGateRefusal, message: string): MergeGateDecision => ({ ok: false, reason, message })
  const run = f.run
  if (run === undefined)
    return refuse('no_verdict', `${f.bean}: no VDD verdict is recorded in this project; ${rerun} first`)
  const which = `the latest VDD run of ${f.bean} (#${run.id})`
  if (run.verdict !== 'PASS')
    return refuse('not_pass', `${f.bean}: ${which} says ${run.verdict}, not PASS; fix what fails and ${rerun} again`)
  if (run.commit === null || run.dirtyPaths === null)
    return refuse(
      'no_commit',
      `${f.bean}: ${which} recorded no commit (it ran outside a git repository with a commit, or before evident recorded commits); commit, then ${rerun}`,
    )
  if (run.dirtyPaths.length > 0)
    return refuse(
      'dirty_tree',
      `${f.bean}: ${which} verified a tree with uncommitted changes on ${short(run.commit)} (${run.dirtyPaths.length} path(s): ${listed(run.dirtyPaths)}); commit or remove them (or git-ignore generated files), then ${rerun}`,
    )
  if (f.target === undefined)
    return refuse('other_commit', `${f.bean}: ${f.rev} names no commit here, so the verdict cannot be about it`)
  if (run.commit !== f.target && (f.differing === undefined || f.differing.length > 0)) {
    const how =
      f.differing === undefined
        ? 'git cannot compare them'
        : `they differ in ${f.differing.length} path(s): ${listed(f.differing)}`
    return refuse(
      'other_commit',
      `${f.bean}: the PASS verdict (VDD run #${run.id}) is on commit ${short(run.commit)}, ${f.rev} is ${short(f.target)} (${how}); ${rerun} on ${f.rev}`,
    )
  }
  const same = run.commit === f.target ? '' : ` (${short(f.target)} differs from it only in the report)`
  return { ok: true, message: `${f.bean}: PASS recorded on ${short(run.commit)} by VDD run #${run.id}${same}` }
}
