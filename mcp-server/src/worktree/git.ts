import { execFile, spawnSync } from 'node:child_process'
import { errorMessage, EvidentError } from '../kernel/errors.js'

/** What a git that cannot start says in place of `spawn git ENOENT`: the commands that read the repository need it. */
export const GIT_MISSING =
  'git is not installed (no git on PATH): install it (Debian/Ubuntu: apt-get install git; macOS: xcode-select --install; others: https://git-scm.com/downloads)'

/** A git process's start or run error as a message: GIT_MISSING when there is no git to start. */
function gitFailure(error: unknown): string {
  return (error as { code?: unknown }).code === 'ENOENT' ? GIT_MISSING : errorMessage(error)
}

/** git's empty tree: the base of a repository with no commit yet. */
export const EMPTY_TREE = '4b825dc642cb6eb9a060e54bf8d69288fbee4904'

/**
 * The one git runner for the user's repository: argument arrays only, never a shell. Quick commands run straight as a
 * child process (a supervised run costs a second Node process per query); the time limit still holds. Validation
 * only reads through it; the conductor's writes (add, commit, reset, clean in `clients/conduct/git.ts`) go through it
 * too. `env` is laid over the process's environment (the conductor's `GIT_INDEX_FILE` for a scratch index). The
 * working-tree snapshots run git on evident's own shadow repository, with their own environment (snapshot.ts).
 * `--no-optional-locks`: a read (`status`, `diff` against the work tree, `add` asking a submodule for its status) never
 * refreshes an index in the user's `.git` (a submodule's included); the writes a command exists for still happen.
 */
export function git(
  root: string,
  args: readonly string[],
  env?: Readonly<Record<string, string>>,
): Promise<{ ok: boolean; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['--no-optional-locks', '-c', 'core.quotePath=false', ...args],
      {
        cwd: root,
        timeout: 60_000,
        maxBuffer: 64 * 1024 * 1024,
        encoding: 'utf8',
        ...(env === undefined ? {} : { env: { ...process.env, ...env } }),
      },
      (error, stdout, stderr) =>
        resolve({ ok: error === null, out: stdout, err: stderr || (error === null ? '' : gitFailure(error)) }),
    )
  })
}

export interface GitSyncResult {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/**
 * The same runner, synchronous, for a caller that answers before it returns (the TDD coordinator's drift check). A git
 * that cannot start is status null, with its error as stderr.
 */
export function gitSync(cwd: string, args: readonly string[]): GitSyncResult {
  const run = spawnSync('git', ['--no-optional-locks', '-c', 'core.quotepath=false', ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    shell: false,
  })
  return {
    status: run.error === undefined ? run.status : null,
    stdout: run.stdout ?? '',
    stderr: run.error === undefined ? (run.stderr ?? '') : gitFailure(run.error),
  }
}

/** The repository toplevel (the root the scope's paths are relative to). */
export async function gitToplevel(root: string): Promise<string> {
  const top = await git(root, ['rev-parse', '--show-toplevel'])
  if (top.err === GIT_MISSING) throw new EvidentError('bad_input', GIT_MISSING, 'change scoping needs git: install it')
  if (!top.ok)
    throw new EvidentError(
      'bad_input',
      `${root} is not inside a git work tree: ${top.err.trim()}`,
      'change scoping needs git: run evident validation inside the repository',
    )
  return top.out.trim()
}
