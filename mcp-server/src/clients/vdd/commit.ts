import { runProcess } from '../../runners/spawn.js'

/**
 * The git facts a VDD verdict is bound to: the commit a run verified, whether the tree it verified was that
 * commit's, and (for `--merge-gate`) whether two commits hold the same tree. Only the project's paths count (git runs
 * in the project root with pathspec `.`; paths are printed as git prints them, from the repository's top), and the
 * bean's own report is left out: it is the run's output, not its input. `git` gets an argument array; a revision that looks like an option is refused before it runs.
 */
const REV = /^[A-Za-z0-9._/@^~{}-]{1,200}$/

interface Git {
  readonly ok: boolean
  readonly out: string
}

async function git(root: string, args: readonly string[]): Promise<Git> {
  const result = await runProcess({
    command: 'git',
    args: ['--no-optional-locks', '-c', 'core.quotePath=false', ...args],
    cwd: root,
    timeoutMs: 60_000,
    keepBytes: 16 * 1024 * 1024,
  })
  return { ok: result.exitCode === 0, out: result.stdout }
}

const outside = (report: string): readonly string[] => ['--', '.', `:(exclude)${report}`]

/** The commit `rev` names (full sha), or undefined (no repository, no commits yet, an unknown or option-like rev). */
export async function commitOf(root: string, rev = 'HEAD'): Promise<string | undefined> {
  if (!REV.test(rev) || rev.startsWith('-')) return undefined
  const parsed = await git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`])
  const sha = parsed.out.trim()
  return parsed.ok && /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined
}

export interface TreeState {
  /** HEAD; undefined outside git or before the first commit (then nothing else is measured). */
  readonly commit: string | undefined
  /** Paths that differ from HEAD — staged, unstaged or untracked, not ignored — except `report`. */
  readonly dirtyPaths: readonly string[] | undefined
}

/** The commit a run is about to verify and what in the tree is not that commit. */
export async function treeState(root: string, report: string): Promise<TreeState> {
  const commit = await commitOf(root)
  if (commit === undefined) return { commit: undefined, dirtyPaths: undefined }
  const status = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', ...outside(report)])
  if (!status.ok) return { commit, dirtyPaths: undefined }
  return { commit, dirtyPaths: porcelainPaths(status.out) }
}

/** Paths of `git status --porcelain=v1 -z` (a rename's entry is followed by its source, which is skipped). */
function porcelainPaths(out: string): readonly string[] {
  const fields = out.split('\0')
  const paths: string[] = []
  for (let i = 0; i < fields.length; i += 1) {
    const entry = fields[i] ?? ''
    if (entry.length < 4) continue
    paths.push(entry.slice(3))
    if (entry[0] === 'R' || entry[0] === 'C') i += 1
  }
  return paths.sort()
}

/**
 * The project paths whose content differs between two commits, `report` left out; undefined when git cannot
 * compare them (a commit no longer in the repository).
 */
export async function pathsBetween(
  root: string,
  from: string,
  to: string,
  report: string,
): Promise<readonly string[] | undefined> {
  const diff = await git(root, ['diff', '--name-only', '-z', '--no-renames', from, to, ...outside(report)])
  return diff.ok ? diff.out.split('\0').filter((p) => p !== '') : undefined
}
