import { copyFileSync, mkdtempSync, rmSync, statSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { EvidentError } from '../../kernel/errors.js'
import type { EntryShape } from './change-rules.js'
import { git } from '../../worktree/git.js'

/**
 * What git would commit, read without touching what the leaves see: the work tree as a tree object (a scratch index),
 * the entries two trees differ in, and where HEAD is. The conductor judges and commits these, never the index a leaf
 * may have staged.
 */
function failed(what: string, err: string): EvidentError {
  return new EvidentError('internal', `git ${what} failed: ${err.trim().split('\n').slice(0, 5).join(' ')}`)
}

const nulList = (out: string): readonly string[] => out.split('\0').filter((p) => p !== '')

/** Paths in the git directory (`git rev-parse --git-path`, one call), absolute, in the order asked. */
async function gitPaths(root: string, names: readonly string[]): Promise<readonly string[]> {
  const paths = await git(root, ['rev-parse', ...names.flatMap((name) => ['--git-path', name])])
  if (!paths.ok) throw failed('rev-parse --git-path', paths.err)
  return paths.out
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => resolve(root, line))
}

function statIfAny(path: string): { readonly atime: Date; readonly mtime: Date } | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

/** The real index of each project (its path never changes while a run goes on). */
const indexPaths = new Map<string, string>()

export type Staged = { readonly ok: true; readonly tree: string } | { readonly ok: false; readonly reason: string }

/**
 * The tree `git add -A` would commit from the work tree now, written through a scratch copy of the index (the real
 * index is left as it is); a work tree git cannot stage (a nested repository with no commit, …) is not ok, with git's
 * words.
 */
export async function worktreeTree(root: string): Promise<Staged> {
  const index = indexPaths.get(root) ?? (await gitPaths(root, ['index']))[0] ?? ''
  indexPaths.set(root, index)
  const dir = mkdtempSync(join(tmpdir(), 'evident-index-'))
  const scratch = join(dir, 'index')
  try {
    // The copy keeps the index's times: a file changed within the file system's timestamp granularity of the index
    // write looks unchanged by its stat data, and git compares its content only while it is "racily clean" — its
    // time not older than the index's. A copy dated now would make git trust the stat data and miss the change.
    const times = statIfAny(index)
    if (times !== undefined) {
      copyFileSync(index, scratch)
      utimesSync(scratch, times.atime, times.mtime)
    }
    const env = { GIT_INDEX_FILE: scratch }
    const add = await git(root, ['add', '-A'], env)
    if (!add.ok) return { ok: false, reason: add.err.trim().split('\n').slice(0, 2).join(' ') }
    const tree = await git(root, ['write-tree'], env)
    if (!tree.ok) throw failed('write-tree', tree.err)
    return { ok: true, tree: tree.out.trim() }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** One path two trees differ in: what it was and is (a file, a link, a nested repository, nothing) and its blobs. */
export interface TreeChange {
  readonly path: string
  readonly before: EntryShape
  readonly after: EntryShape
  readonly beforeBlob: string | undefined
  readonly afterBlob: string | undefined
}

function shape(mode: string): EntryShape {
  if (/^0+$/.test(mode)) return 'absent'
  if (mode === '120000') return 'symlink'
  if (mode === '160000') return 'gitlink'
  return 'file'
}

/** The paths tree-ish `to` differs in from tree-ish `from` (`git diff-tree -r`, no rename detection). */
export async function treeChanges(root: string, from: string, to: string): Promise<readonly TreeChange[]> {
  const diff = await git(root, ['diff-tree', '-r', '-z', '--no-renames', '--no-commit-id', from, to])
  if (!diff.ok) throw failed('diff-tree', diff.err)
  const tokens = nulList(diff.out)
  const changes: TreeChange[] = []
  for (let i = 0; i + 1 < tokens.length; i += 2) {
    const [oldMode = '', newMode = '', oldBlob = '', newBlob = ''] = (tokens[i] ?? '').slice(1).split(' ')
    const before = shape(oldMode)
    const after = shape(newMode)
    changes.push({
      path: tokens[i + 1] ?? '',
      before,
      after,
      beforeBlob: before === 'absent' ? undefined : oldBlob,
      afterBlob: after === 'absent' ? undefined : newBlob,
    })
  }
  return changes
}

/** A blob's text (utf-8). */
export async function blobText(root: string, blob: string): Promise<string> {
  const text = await git(root, ['cat-file', 'blob', blob])
  if (!text.ok) throw failed('cat-file', text.err)
  return text.out
}

/** Where HEAD is: the commit, and the branch it names (undefined when detached). */
export interface HeadState {
  readonly sha: string
  readonly ref: string | undefined
}

export async function headState(root: string): Promise<HeadState> {
  const head = await git(root, ['rev-parse', 'HEAD', '--symbolic-full-name', 'HEAD'])
  const [sha = '', ref = 'HEAD'] = head.out.trim().split('\n')
  if (!head.ok || !/^[0-9a-f]{40,64}$/.test(sha)) throw failed('rev-parse HEAD', head.err || 'HEAD names no commit')
  return { sha, ref: ref.startsWith('refs/') ? ref : undefined }
}

export const sameHead = (a: HeadState, b: HeadState): boolean => a.sha === b.sha && a.ref === b.ref

/**
 * Puts HEAD back where the conductor left it — the branch back on its commit, HEAD on the branch — without touching
 * the work tree or the index: whatever a leaf committed, amended, reset or checked out stays in the work tree, where
 * the conductor judges it as a change.
 */
export async function restoreHead(root: string, want: HeadState): Promise<void> {
  const message = 'evident conduct: HEAD put back where the conductor left it'
  const steps: (readonly string[])[] =
    want.ref === undefined
      ? [['update-ref', '--no-deref', '-m', message, 'HEAD', want.sha]]
      : [
          ['update-ref', '-m', message, want.ref, want.sha],
          ['symbolic-ref', 'HEAD', want.ref],
        ]
  for (const args of steps) {
    const done = await git(root, args)
    if (!done.ok) throw failed(args[0] ?? 'update-ref', done.err)
  }
}

/** A commit's tree and parents. */
export async function commitOf(
  root: string,
  sha: string,
): Promise<{ readonly tree: string; readonly parents: readonly string[] }> {
  const shown = await git(root, ['show', '-s', '--format=%T%n%P', sha, '--'])
  if (!shown.ok) throw failed('show', shown.err)
  const [tree = '', parents = ''] = shown.out.split('\n')
  return { tree, parents: parents.split(' ').filter((p) => p !== '') }
}
