import { headCommit } from '../../worktree/head.js'
import { EMPTY_TREE, git } from '../../worktree/git.js'

// Commits and paths of the change, read from git (`git.ts#git`): paths toplevel-relative.

/** The repository toplevel of `root`; undefined outside a git work tree. */
export async function toplevelOf(root: string): Promise<string | undefined> {
  const top = await git(root, ['rev-parse', '--show-toplevel'])
  return top.ok ? top.out.trim() : undefined
}

/** Every path the change touches since `base`: added, modified and deleted (renames as both sides), plus untracked. */
export async function changedPaths(top: string, base: string): Promise<readonly string[]> {
  const diff = await git(top, ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff', base, '--'])
  const untracked = await git(top, ['ls-files', '--others', '--exclude-standard', '-z'])
  const paths = [...diff.out.split('\0'), ...untracked.out.split('\0')].filter((p) => p !== '')
  return [...new Set(paths)].sort()
}

/** The full messages of the commits in `base..HEAD` (none without a HEAD). */
export async function commitMessages(top: string, base: string): Promise<readonly string[]> {
  if (base === EMPTY_TREE || headCommit(top) === null) return []
  const log = await git(top, ['log', '--format=%B%x00', `${base}..HEAD`, '--'])
  return log.ok ? log.out.split('\0').filter((m) => m.trim() !== '') : []
}

export interface CommitFacts {
  readonly sha: string
  readonly parents: readonly string[]
  readonly subject: string
}

/** A commit's full id, parents and subject line; undefined when `commit` names no commit. */
export async function commitFacts(top: string, commit: string): Promise<CommitFacts | undefined> {
  const resolved = await git(top, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${commit}^{commit}`])
  if (!resolved.ok) return undefined
  const sha = resolved.out.trim()
  const show = await git(top, ['log', '-1', '--format=%P%x00%s', sha])
  const [parents = '', subject = ''] = show.out.replace(/\n$/, '').split('\0')
  return { sha, parents: parents.split(' ').filter((p) => p !== ''), subject }
}

/** Whether `ancestor` is `descendant` or one of its ancestors. */
export async function isAncestor(top: string, ancestor: string, descendant: string): Promise<boolean> {
  return (await git(top, ['merge-base', '--is-ancestor', ancestor, descendant])).ok
}

/** The paths a single-parent commit changes against its parent (renames as both sides). */
export async function commitPaths(top: string, sha: string): Promise<readonly string[]> {
  const tree = await git(top, ['diff-tree', '--no-commit-id', '--no-renames', '-r', '--name-only', '-z', sha])
  return tree.out.split('\0').filter((p) => p !== '')
}
