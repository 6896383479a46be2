import { headCommit } from '../../worktree/head.js'
import { commitFacts, commitPaths, isAncestor } from './git-commits.js'

/**
 * The triager's commit, verified before its outcomes are recorded: it exists, has one parent, comes after the run's
 * HEAD and descends from it, is in the checked-out history (the gates re-run on the working tree), its subject
 * starts with `<commit-prefix>(validation): <technique-id>`, and it changes only files of the technique's scope or
 * test files of the project.
 */
export interface CommitCheckInput {
  readonly top: string
  /** The run's recorded HEAD. */
  readonly head: string
  readonly commit: string
  /** `<commit-prefix>(validation): <technique-id>`: the subject must be it, or it followed by a space. */
  readonly subject: string
  /** Files of the technique's scope (toplevel-relative). */
  readonly scopeFiles: ReadonlySet<string>
  readonly isTest: (path: string) => boolean
}

export type CommitCheck =
  | { readonly ok: true; readonly sha: string; readonly touched: ReadonlySet<string> }
  | { readonly ok: false; readonly error: string; readonly remediation: string }

const OUTSIDE_NAMED = 10

export async function checkTriageCommit(input: CommitCheckInput): Promise<CommitCheck> {
  const { top, head, commit } = input
  const facts = await commitFacts(top, commit)
  if (facts === undefined)
    return fail(`${commit} is not a commit of this repository`, "pass the triager's commit id (git log -1 --format=%H)")
  const { sha } = facts
  if (sha === head)
    return fail(
      `commit ${sha} is the run's HEAD itself, not the triager's commit after it`,
      'pass the commit the triager made after the validation run (git log -1 --format=%H)',
    )
  if (!(await isAncestor(top, head, sha)))
    return fail(
      `commit ${sha} does not descend from the run's HEAD ${head}`,
      'commit the triage on top of the validated change, or run evident validation run again on the new HEAD',
    )
  const checkedOut = headCommit(top)
  if (checkedOut === null || !(await isAncestor(top, sha, checkedOut)))
    return fail(
      `commit ${sha} is not in the checked-out history (HEAD ${checkedOut ?? 'none'})`,
      'check out the branch that holds it: the gate techniques re-run on the working tree',
    )
  if (facts.parents.length !== 1)
    return fail(
      `commit ${sha} has ${facts.parents.length} parents`,
      "commit the triage as one ordinary commit on top of the run's HEAD",
    )
  if (facts.subject !== input.subject && !facts.subject.startsWith(`${input.subject} `))
    return fail(
      `commit ${sha} subject ${JSON.stringify(facts.subject)} does not start with "${input.subject}"`,
      `amend the commit message to "${input.subject} <scope>"`,
    )
  const touched = await commitPaths(top, sha)
  const outside = touched.filter((p) => !input.scopeFiles.has(p) && !input.isTest(p))
  if (outside.length > 0) {
    const named = outside.slice(0, OUTSIDE_NAMED).join(', ')
    const more = outside.length > OUTSIDE_NAMED ? ` and ${outside.length - OUTSIDE_NAMED} more` : ''
    return fail(
      `commit ${sha} changes files outside the technique's scope that are not tests: ${named}${more}`,
      "keep the triage to the change's files and tests; move other edits to a commit of their own after the triage",
    )
  }
  return { ok: true, sha, touched: new Set(touched) }
}

const fail = (error: string, remediation: string): CommitCheck => ({ ok: false, error, remediation })
