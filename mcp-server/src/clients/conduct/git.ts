import { appendFileSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { STATE_DIR } from '../../domain/verdict-file.js'
import { badInput, EvidentError } from '../../kernel/errors.js'
import { classifierFor } from '../../project/classifier.js'
import type { FileKind } from '../../project/test-files.js'
import { git } from '../../worktree/git.js'
import { TDD_DIR } from './files.js'
import { tddDir, writeTddFile } from './write.js'

const SHA = /^[0-9a-f]{7,40}$/

/** `.tdd/.gitignore`: everything in .tdd is the run's working state except the ledgers and the run's leaf timeout. */
export const TDD_GITIGNORE = [
  '# Written by evident conduct: the run’s working files stay out of git; the ledgers and the timeout are committed.',
  '*',
  '!.gitignore',
  '!issue-*.md',
  '!issue-*-timeout',
  '# A file issue’s narration and draft PR, and a bail record, are the run’s output: kept, never committed.',
  'issue-*-narration.md',
  'issue-*-pr.md',
  'issue-*-bail.md',
  '',
].join('\n')

const TDD_GITIGNORE_PATH = `${TDD_DIR}/.gitignore`

function failed(what: string, err: string): EvidentError {
  return new EvidentError('internal', `git ${what} failed: ${err.trim().split('\n').slice(0, 5).join(' ')}`)
}

function checkSha(sha: string): void {
  if (!SHA.test(sha)) throw badInput(`${JSON.stringify(sha)} is not a commit id (7 to 40 lowercase hex digits)`)
}

const nulList = (out: string): readonly string[] => out.split('\0').filter((p) => p !== '')

/** The commit HEAD names. */
export async function headSha(root: string): Promise<string> {
  const head = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD'])
  if (!head.ok)
    throw badInput(`${root} has no commit yet (or is not a git repository)`, 'commit the project once, then rerun')
  return head.out.trim()
}

export type Cleanliness = { readonly clean: true } | { readonly clean: false; readonly paths: readonly string[] }

/**
 * Whether the work tree has no change git would commit: `git status --porcelain` with every untracked file listed.
 * Ignored files (the run's files in `.tdd/`, once `ensureTddIgnore` wrote its `.gitignore`) do not count, and neither
 * does that `.gitignore` itself, which the conductor writes and commits with the ledger.
 */
export async function isClean(root: string): Promise<Cleanliness> {
  const status = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames'])
  if (!status.ok) throw failed('status', status.err)
  const paths = nulList(status.out)
    .map((entry) => entry.slice(3))
    .filter((path) => path !== TDD_GITIGNORE_PATH)
    .sort()
  return paths.length === 0 ? { clean: true } : { clean: false, paths }
}

/** Writes `.tdd/.gitignore` (TDD_GITIGNORE) unless it already says exactly that; true when it was written. */
export function ensureTddIgnore(root: string): boolean {
  const path = join(tddDir(root), '.gitignore')
  try {
    if (readFileSync(path, 'utf8') === TDD_GITIGNORE) return false
  } catch {
    // missing: written below
  }
  writeTddFile(root, path, TDD_GITIGNORE)
  return true
}

/** Stages everything (`git add -A`) and commits it with `message` (an argv element: any characters); the new sha. */
export async function commitAll(root: string, message: string): Promise<string> {
  if (message.trim() === '' || message.includes('\0'))
    throw badInput('a commit message is not empty and holds no NUL character')
  const add = await git(root, ['add', '-A'])
  if (!add.ok) throw failed('add -A', add.err)
  // A machine with no git identity (a fresh CI runner) still gets the conductor's commits, under its own name.
  const named = (await git(root, ['config', 'user.email'])).out.trim() !== ''
  const identity = named ? [] : ['-c', 'user.name=evident conduct', '-c', 'user.email=conduct@evident.invalid']
  const commit = await git(root, [...identity, 'commit', '--quiet', '-m', message])
  if (!commit.ok) throw failed('commit', commit.out.trim() || commit.err)
  return headSha(root)
}

/**
 * Puts the work tree back to the step's base commit, discarding the half-done step: `git reset --hard <sha>`, then
 * `git clean -ffd` (never `-x`: ignored files stay, and `.tdd/` is excluded outright, so the run's files survive; the
 * second `-f` removes a nested repository a leaf created too).
 * Returns the project-relative paths it discarded, for the bail record.
 */
export async function revertHalfDone(root: string, stepBaseSha: string): Promise<readonly string[]> {
  checkSha(stepBaseSha)
  if (!(await git(root, ['rev-parse', '--verify', '--quiet', `${stepBaseSha}^{commit}`])).ok)
    throw badInput(`${stepBaseSha} is no commit of this repository`)
  const { tracked, untracked } = await changedSince(root, stepBaseSha)
  const reset = await git(root, ['reset', '--quiet', '--hard', stepBaseSha])
  if (!reset.ok) throw failed('reset --hard', reset.err)
  const clean = await git(root, ['clean', '-ffd', '--quiet', '-e', `/${TDD_DIR}/`])
  if (!clean.ok) throw failed('clean -ffd', clean.err)
  return [...new Set([...tracked, ...untracked.filter((path) => !path.startsWith(`${TDD_DIR}/`))])].sort()
}

/** Project-relative paths changed since `sha` (committed, staged, unstaged, deleted) and the untracked ones. */
async function changedSince(
  root: string,
  sha: string,
): Promise<{ readonly tracked: readonly string[]; readonly untracked: readonly string[] }> {
  const diff = await git(root, ['diff', '--name-only', '-z', '--no-renames', '--relative', sha, '--'])
  if (!diff.ok) throw failed('diff', diff.err)
  const untracked = await git(root, ['ls-files', '--others', '--exclude-standard', '-z'])
  if (!untracked.ok) throw failed('ls-files', untracked.err)
  return { tracked: nulList(diff.out), untracked: nulList(untracked.out) }
}

/** The test files changed since `baseSha` (untracked ones included), as `isTest` classifies project-relative paths. */
export async function changedTestFiles(
  root: string,
  baseSha: string,
  isTest: (path: string) => boolean,
): Promise<readonly string[]> {
  checkSha(baseSha)
  const { tracked, untracked } = await changedSince(root, baseSha)
  return [...new Set([...tracked, ...untracked])].filter((path) => isTest(path)).sort()
}

/**
 * The project's own test-file predicate (evident's classifier with `testFiles` from `evident.config.json`): true for
 * the kinds given, by default tests and snapshots — the files a refactor must leave alone.
 */
export async function projectTestFiles(
  root: string,
  kinds: readonly FileKind[] = ['test', 'snapshot'],
): Promise<(path: string) => boolean> {
  const classify = await classifierFor(root)
  return (path) => kinds.includes(classify(path))
}

/** The first parent of commit `sha`. */
export async function parentOf(root: string, sha: string): Promise<string> {
  checkSha(sha)
  const parent = await git(root, ['rev-parse', '--verify', '--quiet', `${sha}^`])
  if (!parent.ok) throw new EvidentError('internal', `commit ${sha} has no parent`)
  return parent.out.trim()
}

/** Switches to branch `name`: stays when on it, switches when it exists, else creates it at HEAD. */
export async function switchToBranch(root: string, name: string): Promise<void> {
  const current = await git(root, ['symbolic-ref', '--quiet', '--short', 'HEAD'])
  if (current.ok && current.out.trim() === name) return
  const exists = (await git(root, ['rev-parse', '--verify', '--quiet', `refs/heads/${name}`])).ok
  const switched = await git(root, exists ? ['switch', '--quiet', name] : ['switch', '--quiet', '-c', name])
  if (!switched.ok) throw failed(`switch ${name}`, switched.err)
}

/** Pushes `branch` to `origin` and sets it as the upstream (a draft PR on GitHub needs the branch there). */
export async function pushBranch(root: string, branch: string): Promise<void> {
  const pushed = await git(root, ['push', '--quiet', '--set-upstream', 'origin', `${branch}:${branch}`])
  if (!pushed.ok) throw failed(`push origin ${branch}`, pushed.err)
}

/** The line `.git/info/exclude` gets so that evident's own state never enters the conductor's trees or commits. */
export const STATE_EXCLUDE = `/${STATE_DIR}/`

/**
 * Keeps evident's own state folder (`.claude/state/`: the binding verdict file run_tests writes, the coordinator's
 * mirrors) out of this clone's trees — in `.git/info/exclude`, local and never committed — so a verifier's own test
 * run does not count as a change to the tree it verified, and no step commits it. True when the line was added.
 */
export async function excludeEvidentState(root: string): Promise<boolean> {
  const where = await git(root, ['rev-parse', '--git-path', 'info/exclude'])
  if (!where.ok) throw failed('rev-parse --git-path info/exclude', where.err)
  const path = resolve(root, where.out.trim())
  let text = ''
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    // No exclude file yet: written below.
  }
  if (text.split('\n').some((line) => line.trim() === STATE_EXCLUDE)) return false
  mkdirSync(dirname(path), { recursive: true })
  appendFileSync(
    path,
    `${text === '' || text.endsWith('\n') ? '' : '\n'}# evident conduct: evident's own state\n${STATE_EXCLUDE}\n`,
  )
  return true
}
