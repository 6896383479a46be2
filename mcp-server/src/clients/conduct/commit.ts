import { EvidentError } from '../../kernel/errors.js'
import { commitAll } from './git.js'
import { commitOf, headState, treeChanges, worktreeTree, type HeadState } from './tree.js'

/** A verified tree to commit: where the step began, the tree its verifier confirmed, the one path the loop adds. */
export interface VerifiedCommit {
  readonly root: string
  readonly message: string
  /** HEAD when the step began: the commit's only parent, and the branch it goes on. */
  readonly base: HeadState
  /** The tree the verifier confirmed. */
  readonly verified: string
  /** The path the conductor itself changed since (the ledger). */
  readonly ledger: string
  /** How the commit is named in a failure (`the step 2 green commit`). */
  readonly what: string
}

export type Committed = { readonly ok: true; readonly sha: string } | { readonly ok: false; readonly detail: string }

const list = (paths: readonly string[]) => paths.join(', ')

/**
 * Commits the verified tree with the ledger (`git add -A`, `git commit`), holding git to it: before, nothing may have
 * changed since the verdict but the ledger; after, the commit must be exactly the staged tree, its only parent the
 * step's base, and HEAD on it, on the step's branch. Anything else (a commit hook rewriting files, a process a leaf
 * left running, git refusing) is not ok, with a one-line detail for the `commit-failed` bail.
 */
export async function commitVerified(c: VerifiedCommit): Promise<Committed> {
  const staged = await worktreeTree(c.root)
  if (!staged.ok) return { ok: false, detail: `git cannot stage the work tree for ${c.what}: ${staged.reason}` }
  const stray = (await treeChanges(c.root, c.verified, staged.tree)).map((x) => x.path).filter((p) => p !== c.ledger)
  if (stray.length > 0)
    return {
      ok: false,
      detail: `the work tree changed between the verdict and ${c.what}: ${list(stray)} (a process left running changed it)`,
    }
  let sha: string
  try {
    sha = await commitAll(c.root, c.message)
  } catch (error) {
    if (error instanceof EvidentError) return { ok: false, detail: `git refused ${c.what}: ${error.message}` }
    throw error
  }
  const made = await commitOf(c.root, sha)
  const head = await headState(c.root)
  const problems: string[] = []
  if (made.tree !== staged.tree)
    problems.push(`${list((await treeChanges(c.root, staged.tree, made.tree)).map((x) => x.path))} differs`)
  if (made.parents.join(' ') !== c.base.sha)
    problems.push(
      `its parents are ${list(made.parents.map((p) => p.slice(0, 12))) || 'none'}, not ${c.base.sha.slice(0, 12)}`,
    )
  if (head.sha !== sha || head.ref !== c.base.ref)
    problems.push(`HEAD is not on it on ${c.base.ref ?? 'a detached HEAD'}`)
  if (problems.length > 0)
    return {
      ok: false,
      detail: `${c.what} ${sha.slice(0, 12)} is not the tree its verifier confirmed on the step's base: ${problems.join('; ')} (a commit hook or a process left running changed it)`,
    }
  return { ok: true, sha }
}
