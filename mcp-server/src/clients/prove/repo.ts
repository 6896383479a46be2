import { spawnSync } from 'node:child_process'
import { mkdirSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import { badInput, EvidentError } from '../../kernel/errors.js'
import { GIT_MISSING } from '../../worktree/git.js'
import { gitEnv } from '../../worktree/snapshot.js'

/**
 * The user's repository as `evident prove` reads it: commits, trees and blobs, and checkouts of a tree (with some paths
 * put to another version) into a temporary directory. Nothing is written to the repository: every git call runs with
 * `GIT_OPTIONAL_LOCKS=0` and without the agent's GIT_* variables (`gitEnv`), a checkout goes through a temporary index
 * file outside `.git`, and reading an object never writes one. The commits are the subject of the proof: what git
 * holds under their ids is what is proven, so unlike the session's snapshots nothing here needs to be hidden from the
 * agent — a CI job proves a range on a fresh clone.
 */
export interface Repo {
  /** The repository's top level (realpath). */
  readonly top: string
  /** The project folder inside it, POSIX, '' at the top level. */
  readonly prefix: string
  readonly gitDir: string
}

/** Limit of one git call: a checkout of a big repository takes seconds, never minutes. */
const GIT_LIMIT_MS = 300_000

/** git could not answer (not a repository, an unknown revision, a failed checkout). */
class RepoError extends EvidentError {
  constructor(message: string) {
    super('internal', message)
  }
}

function run(
  cwd: string,
  args: readonly string[],
  options: { readonly input?: Buffer | string; readonly index?: string } = {},
): Buffer {
  const result = spawnSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    env: gitEnv(options.index),
    input: options.input,
    timeout: GIT_LIMIT_MS,
    maxBuffer: 256 * 1024 * 1024,
  })
  if (result.error !== undefined) {
    const code = (result.error as { code?: unknown }).code
    throw new RepoError(code === 'ENOENT' ? GIT_MISSING : `git ${args[0] ?? ''} failed: ${result.error.message}`)
  }
  if (result.status !== 0)
    throw new RepoError(`git ${args.join(' ').slice(0, 200)} failed: ${result.stderr.toString('utf8').trim()}`)
  return result.stdout
}

const text = (bytes: Buffer): string => bytes.toString('utf8').trim()

/** The repository holding `cwd`; a clear error when there is none. */
export function openRepo(cwd: string): Repo {
  let top: string
  let gitDir: string
  try {
    top = realpathSync(text(run(cwd, ['rev-parse', '--show-toplevel'])))
    gitDir = text(run(cwd, ['rev-parse', '--absolute-git-dir']))
  } catch (error) {
    throw badInput(
      `${cwd} is not inside a git repository with a work tree (${error instanceof Error ? error.message : String(error)})`,
      'run evident prove in a clone of the repository whose commits it proves',
    )
  }
  const prefix = relative(top, realpathSync(cwd)).split(sep).join('/')
  return { top, prefix, gitDir }
}

const REVISION = /^[^\s-][^\s]*$/

/** A commit of the repository and its tree, from a revision a user typed (`main`, `HEAD~2`, a sha). */
export function resolveCommit(repo: Repo, revision: string): { readonly commit: string; readonly tree: string } {
  if (!REVISION.test(revision))
    throw badInput(`"${revision}" is not a revision`, 'name each end of the range by a branch, tag or commit id')
  let commit: string
  try {
    commit = text(run(repo.top, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`]))
  } catch {
    throw badInput(
      `${revision} names no commit of ${repo.top}`,
      'fetch it first (a shallow clone lacks the base: git fetch --depth=50 origin <base>, or check out with fetch-depth: 0)',
    )
  }
  return { commit, tree: text(run(repo.top, ['rev-parse', `${commit}^{tree}`])) }
}

/** One changed path between two trees, project-relative (repository-relative when the project is the top level). */
export interface PathChange {
  readonly path: string
  readonly status: 'added' | 'modified' | 'deleted' | 'renamed'
  /** The path at base, for a rename. */
  readonly from?: string | undefined
  readonly before: Entry | undefined
  readonly after: Entry | undefined
}

export interface Entry {
  readonly blob: string
  readonly mode: string
}

const GITLINK = '160000'

/**
 * The files that differ between two trees inside the project folder, with renames (git's `-M`, 50% similarity) — a
 * test file moved with the change keeps its tests' base forms. Submodules (gitlinks) are no file change.
 */
export function changedPaths(repo: Repo, base: string, head: string): readonly PathChange[] {
  const args = ['diff-tree', '-r', '-z', '-M', '--no-ext-diff', '--no-textconv', base, head]
  const parts = run(repo.top, repo.prefix === '' ? args : [...args, '--', repo.prefix])
    .toString('utf8')
    .split('\0')
  const changes: PathChange[] = []
  for (let i = 0; i < parts.length;) {
    const match = /^:(\d{6}) (\d{6}) ([0-9a-f]{40}) ([0-9a-f]{40}) ([A-Z])/.exec(parts[i] ?? '')
    if (match === null) {
      i += 1
      continue
    }
    const [, modeA = '', modeB = '', blobA = '', blobB = '', letter = 'M'] = match
    const renamed = letter === 'R' || letter === 'C'
    const from = parts[i + 1] ?? ''
    const to = renamed ? (parts[i + 2] ?? '') : from
    i += renamed ? 3 : 2
    const before = /^0+$/.test(blobA) || modeA === GITLINK ? undefined : { blob: blobA, mode: modeA }
    const after = /^0+$/.test(blobB) || modeB === GITLINK ? undefined : { blob: blobB, mode: modeB }
    if (before === undefined && after === undefined) continue
    const status = renamed
      ? letter === 'C'
        ? 'added'
        : 'renamed'
      : before === undefined
        ? 'added'
        : after === undefined
          ? 'deleted'
          : 'modified'
    changes.push({
      path: inProject(repo, to),
      status,
      from: renamed && letter === 'R' ? inProject(repo, from) : undefined,
      before: letter === 'C' ? undefined : before,
      after,
    })
  }
  return changes
}

const inProject = (repo: Repo, path: string): string => (repo.prefix === '' ? path : path.slice(repo.prefix.length + 1))
const inRepo = (repo: Repo, path: string): string => (repo.prefix === '' ? path : `${repo.prefix}/${path}`)

/** The blob of a project path in a tree, or undefined when the tree has no such file. */
export function entryAt(repo: Repo, tree: string, path: string): Entry | undefined {
  const out = run(repo.top, ['ls-tree', '-z', tree, '--', inRepo(repo, path)]).toString('utf8')
  const match = /^(\d{6}) blob ([0-9a-f]{40})\t/.exec(out)
  return match === null ? undefined : { mode: match[1] ?? '100644', blob: match[2] ?? '' }
}

/**
 * A bound on what a checkout of the repository writes, cheap to know: ten times its object store (loose and packed,
 * `git count-objects -v`) — git compresses source text by less than that. Reading each blob's size instead costs
 * seconds on a big tree.
 */
export function checkoutBytesBound(repo: Repo): number {
  const out = run(repo.top, ['count-objects', '-v']).toString('utf8')
  const kib = (key: string): number => Number(new RegExp(`^${key}: (\\d+)$`, 'm').exec(out)?.[1] ?? '0')
  return 10 * 1024 * (kib('size') + kib('size-pack'))
}

/** Blob texts read so far, per repository: a prove reads each changed test file's blobs for several judgements. */
const blobs = new WeakMap<Repo, Map<string, string>>()

/** A blob's content as text (read from git once per repository object). */
export function blobText(repo: Repo, blob: string): string {
  let known = blobs.get(repo)
  if (known === undefined) {
    known = new Map()
    blobs.set(repo, known)
  }
  let text = known.get(blob)
  if (text === undefined) {
    text = run(repo.top, ['cat-file', 'blob', blob]).toString('utf8')
    known.set(blob, text)
  }
  return text
}

/** The unified diff of one project path between two trees (`from` at base, `to` at head), without colour. */
export function pathDiff(repo: Repo, base: string, head: string, from: string, to: string): string {
  const args = ['diff', '--no-color', '--no-ext-diff', '--no-textconv', '-M', base, head, '--']
  return run(repo.top, [...args, ...new Set([inRepo(repo, from), inRepo(repo, to)])]).toString('utf8')
}

/** The changed line numbers (head numbering) of each project path, base → head (`git diff -U0`). */
export function changedLines(repo: Repo, base: string, head: string, paths: readonly string[]): Map<string, number[]> {
  const lines = new Map<string, number[]>()
  if (paths.length === 0) return lines
  const out = run(repo.top, [
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '-U0',
    base,
    head,
    '--',
    ...paths.map((p) => inRepo(repo, p)),
  ]).toString('utf8')
  let current: number[] | undefined
  for (const line of out.split('\n')) {
    if (line.startsWith('+++ ')) {
      const path = line.startsWith('+++ b/') ? inProject(repo, line.slice(6)) : undefined
      current = path === undefined ? undefined : []
      if (path !== undefined && current !== undefined) lines.set(path, current)
      continue
    }
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/.exec(line)
    if (hunk !== null && current !== undefined) {
      const start = Number(hunk[1])
      const count = hunk[2] === undefined ? 1 : Number(hunk[2])
      for (let n = start; n < start + count; n++) current.push(n)
    }
  }
  return lines
}

/**
 * The ignored entries of the work tree that hold installed dependencies (`node_modules`, `.venv`, …) as git lists them,
 * repository-relative: a checkout of another commit runs with the dependencies installed here.
 */
export function ignoredEntries(repo: Repo): readonly string[] {
  const out = run(repo.top, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'])
  return out
    .toString('utf8')
    .split('\0')
    .filter((p) => p !== '')
    .map((p) => (p.endsWith('/') ? p.slice(0, -1) : p))
}

/** An index file outside `.git` holding a tree with some project paths set to another version (or removed). */
export function treeIndex(
  repo: Repo,
  tree: string,
  replace: readonly { readonly path: string; readonly entry: Entry | undefined }[],
): string {
  const index = join(tmpdir(), `evident-prove-index-${process.pid}-${Math.random().toString(36).slice(2)}`)
  try {
    run(repo.top, ['--git-dir', repo.gitDir, 'read-tree', tree], { index })
    if (replace.length > 0) {
      const info = replace
        .map((r) =>
          r.entry === undefined
            ? `0 ${'0'.repeat(40)}\t${inRepo(repo, r.path)}\0`
            : `${r.entry.mode} ${r.entry.blob}\t${inRepo(repo, r.path)}\0`,
        )
        .join('')
      run(repo.top, ['--git-dir', repo.gitDir, 'update-index', '-z', '--index-info'], { index, input: info })
    }
    return index
  } catch (error) {
    rmSync(index, { force: true })
    throw error
  }
}

/** The entries of an index: repository path → `mode blob`. */
export function indexEntries(repo: Repo, index: string): Map<string, string> {
  const entries = new Map<string, string>()
  for (const line of run(repo.top, ['--git-dir', repo.gitDir, 'ls-files', '-s', '-z'], { index })
    .toString('utf8')
    .split('\0')) {
    const match = /^(\d{6}) ([0-9a-f]{40}) \d\t(.*)$/s.exec(line)
    if (match !== null) entries.set(match[3] ?? '', `${match[1] ?? ''} ${match[2] ?? ''}`)
  }
  return entries
}

/**
 * Writes the index's entries (all of them, or the repository paths given) into `dir`, recording their stat data in the
 * index so that `dirtyPaths` can tell later what a run changed there.
 */
export function checkoutIndex(repo: Repo, index: string, dir: string, paths?: readonly string[]): void {
  if (paths !== undefined && paths.length === 0) return
  mkdirSync(dir, { recursive: true })
  const prefix = dir.endsWith(sep) ? dir : `${dir}${sep}`
  const args = ['--git-dir', repo.gitDir, '--work-tree', dir, 'checkout-index', '-f', '-u', `--prefix=${prefix}`]
  if (paths === undefined) run(repo.top, [...args, '-a'], { index })
  else run(repo.top, [...args, '--stdin', '-z'], { index, input: paths.map((p) => `${p}\0`).join('') })
}

/**
 * What changed in `dir` since the index was checked out into it: tracked files modified or deleted, and files that
 * are not in the index (a run wrote them), repository paths. git's own folder names are never listed.
 */
export function dirtyPaths(repo: Repo, index: string, dir: string): { changed: string[]; added: string[] } {
  const list = (flags: readonly string[]): string[] =>
    run(dir, ['--git-dir', repo.gitDir, '--work-tree', dir, 'ls-files', '-z', ...flags], { index })
      .toString('utf8')
      .split('\0')
      .filter((p) => p !== '')
  return { changed: [...new Set(list(['--modified', '--deleted']))], added: list(['--others', '--directory']) }
}
