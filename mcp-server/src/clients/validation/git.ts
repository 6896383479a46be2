import { join } from 'node:path'
import { badInput } from '../../kernel/errors.js'
import { EMPTY_TREE, git, gitToplevel } from '../../worktree/git.js'
import { parseDiff, type FileHunks } from './diff-hunks.js'
import { readRegularText } from '../../kernel/regular-file.js'

const REF = /^[A-Za-z0-9._/@^~{}-]{1,200}$/

/** The default base: merge-base of HEAD with the default branch (origin/HEAD, else main, else master), else HEAD. */
export async function defaultBase(root: string): Promise<string> {
  if (!(await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD'])).ok) return EMPTY_TREE
  const originHead = await git(root, ['symbolic-ref', '--quiet', 'refs/remotes/origin/HEAD'])
  const candidates = [...(originHead.ok ? [originHead.out.trim()] : []), 'refs/heads/main', 'refs/heads/master']
  for (const branch of candidates) {
    const base = await git(root, ['merge-base', 'HEAD', branch])
    if (base.ok) return base.out.trim()
  }
  return 'HEAD'
}

/**
 * The change: `git diff -U0 <base>` (committed since base, staged and unstaged) plus untracked files, which
 * count as added (lines 1..n). Paths are toplevel-relative.
 */
export async function changedHunks(
  root: string,
  base?: string,
): Promise<{ readonly base: string; readonly files: readonly FileHunks[] }> {
  if (base !== undefined && (!REF.test(base) || base.startsWith('-')))
    throw badInput(`base ${JSON.stringify(base)} is not a git ref name`, 'pass a branch, tag or commit id')
  const top = await gitToplevel(root)
  const from = base ?? (await defaultBase(top))
  const diff = await git(top, [
    'diff',
    '-U0',
    '--no-color',
    '--no-ext-diff',
    '--no-renames',
    '--src-prefix=a/',
    '--dst-prefix=b/',
    from,
    '--',
  ])
  if (!diff.ok) throw badInput(`git diff against ${from} failed: ${diff.err.trim()}`, 'pass an existing base ref')
  const untracked = await git(top, ['ls-files', '--others', '--exclude-standard', '-z'])
  const added = untracked.out
    .split('\0')
    .filter((f) => f !== '')
    .sort()
    .map((file): FileHunks => {
      const lines = lineCount(join(top, file))
      return { file, ranges: lines > 0 ? [{ start: 1, end: lines }] : [] }
    })
  return { base: from, files: [...parseDiff(diff.out), ...added] }
}

function lineCount(path: string): number {
  try {
    const text = readRegularText(path)
    if (text === '') return 0
    return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
  } catch {
    return 0
  }
}
