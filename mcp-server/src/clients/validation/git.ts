import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { badInput, EvidentError } from '../../kernel/errors.js'
import { parseDiff, type FileHunks } from './diff-hunks.js'
import { readRegularText } from '../../kernel/regular-file.js'

export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'
const REF = /^[A-Za-z0-9._/@^~{}-]{1,200}$/

/**
 * The one git runner: argument arrays only, never a shell. Quick commands run straight as a child process (a
 * supervised run costs a second Node process per query); the time limit still holds. Everything here only reads;
 * the conductor's writes (add, commit, reset, clean in `conduct/git.ts`) go through it too. `env` is laid over the
 * process's environment (the conductor's `GIT_INDEX_FILE` for a scratch index).
 */
export function git(
  root: string,
  args: readonly string[],
  env?: Readonly<Record<string, string>>,
): Promise<{ ok: boolean; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'core.quotePath=false', ...args],
      {
        cwd: root,
        timeout: 60_000,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
        ...(env === undefined ? {} : { env: { ...process.env, ...env } }),
      },
      (error, stdout, stderr) =>
        resolve({ ok: error === null, out: stdout, err: stderr || (error === null ? '' : error.message) }),
    )
  })
}

/** The repository toplevel (the root the scope's paths are relative to). */
export async function gitToplevel(root: string): Promise<string> {
  const top = await git(root, ['rev-parse', '--show-toplevel'])
  if (!top.ok)
    throw new EvidentError(
      'bad_input',
      `${root} is not inside a git work tree: ${top.err.trim()}`,
      'change scoping needs git: run evident validation inside the repository',
    )
  return top.out.trim()
}

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
