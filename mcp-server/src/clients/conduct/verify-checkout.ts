import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, resolve } from 'node:path'
import { EvidentError } from '../../kernel/errors.js'
import { DEPENDENCIES } from '../../runners/checkout.js'
import { STATE_EXCLUDE } from './git.js'
import { treeChanges, worktreeTree } from './tree.js'

/**
 * Where a blind verifier runs: a clean checkout of exactly the tree the conductor judged, in a fresh temporary folder
 * named like the project — never the project itself, where a developer leaf's files, its git status and anything it
 * left running could speak to the verifier or change what its runs see. The checkout is a git repository of its own
 * whose objects are borrowed read-only from the project's (`objects/info/alternates`): one commit, the judged tree
 * with the step's base as its parent (so `git diff <base> -- <tests>` works), on a branch named `evident-verify`, and
 * a clean status — nothing untracked, no file name a developer chose in the verifier's first request. Only what git
 * would commit is there, plus the project's installed dependency folders, linked (as in the closing proof). Nothing is
 * written to the project's `.git`.
 */
export interface VerifyCheckout {
  /** The project's folder in the checkout (a real path): the verifier's working directory. */
  readonly dir: string
  /** The tree it holds: the one the conductor judged. */
  readonly tree: string
  /** Its one commit (in the checkout's own objects). */
  readonly commit: string
  dispose(): void
}

const BRANCH = 'evident-verify'
const MESSAGE = 'evident: the tree to verify'
/** Linked dependency entries beyond this many are not linked (each is a symlink). */
const MAX_LINKS = 400
const IDENTITY = {
  GIT_AUTHOR_NAME: 'evident',
  GIT_AUTHOR_EMAIL: 'evident@localhost',
  GIT_COMMITTER_NAME: 'evident',
  GIT_COMMITTER_EMAIL: 'evident@localhost',
}

/** git's environment for the checkout: nothing of the caller's GIT_* variables may point it elsewhere. */
function cleanEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_')) env[key] = value
  return { ...env, GIT_TERMINAL_PROMPT: '0', ...extra }
}

function run(cwd: string, args: readonly string[], env?: Readonly<Record<string, string>>): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'git',
      ['--no-optional-locks', '-c', 'core.quotePath=false', ...args],
      { cwd, env: cleanEnv(env), encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error === null
          ? resolvePromise(stdout)
          : reject(
              new EvidentError(
                'internal',
                `the verifier's checkout: git ${args[0] ?? ''} failed: ${(stderr || error.message).trim().split('\n').slice(0, 3).join(' ')}`,
              ),
            ),
    )
  })
}

/** The project's installed dependency folders git ignores (node_modules, .venv …), project-relative, at most a few hundred. */
async function dependencyEntries(root: string): Promise<readonly string[]> {
  const listed = await run(root, ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'])
  return listed
    .split('\0')
    .map((p) => p.replace(/\/$/, ''))
    .filter((p) => p !== '' && DEPENDENCIES.has(basename(p)))
    .slice(0, MAX_LINKS)
}

/**
 * Makes the verifier's checkout of `tree` (a tree of the repository the project at `root` is in), `base` its commit's
 * parent. A project in a folder of its repository (a package of a monorepo) gets the whole repository checked out and
 * runs in the same folder of it.
 */
export async function makeVerifyCheckout(root: string, tree: string, base: string): Promise<VerifyCheckout> {
  const top = realpathSync((await run(root, ['rev-parse', '--show-toplevel'])).trim())
  const prefix = relative(top, realpathSync(root))
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'evident-verify-')))
  const repo = join(parent, basename(top))
  const dir = prefix === '' ? repo : join(repo, prefix)
  try {
    mkdirSync(repo)
    const objects = resolve(top, (await run(top, ['rev-parse', '--git-path', 'objects'])).trim())
    const projectExclude = resolve(top, (await run(top, ['rev-parse', '--git-path', 'info/exclude'])).trim())
    await run(repo, ['init', '-q', '-b', BRANCH, '.'])
    const gitDir = join(repo, '.git')
    writeFileSync(join(gitDir, 'objects', 'info', 'alternates'), `${objects}\n`)
    // The project's own exclude rules (the tree was staged under them), evident's state folder, and the linked
    // dependency entries: a symbolic link is a file to git, which a `node_modules/` rule would not ignore.
    const links = await dependencyEntries(top)
    const excludes = [
      existsSync(projectExclude) ? readFileSync(projectExclude, 'utf8') : '',
      `# evident: the verifier's checkout`,
      STATE_EXCLUDE,
      ...links.map((p) => `/${p}`),
    ]
    mkdirSync(join(gitDir, 'info'), { recursive: true })
    writeFileSync(join(gitDir, 'info', 'exclude'), `${excludes.join('\n')}\n`)
    const commit = (await run(repo, ['commit-tree', tree, '-p', base, '-m', MESSAGE], IDENTITY)).trim()
    await run(repo, ['update-ref', `refs/heads/${BRANCH}`, commit])
    await run(repo, ['reset', '-q', '--hard', commit])
    for (const path of links) {
      const at = join(repo, path)
      if (existsSync(at)) continue
      mkdirSync(dirname(at), { recursive: true })
      // The link leads to the real folder, not through the project's path: a sealed verifier's run is confined with a
      // private temp folder, where a chain through a project under /tmp would break (engine/flows/confine.ts binds
      // the real path of the checkout's node_modules).
      symlinkSync(realpathSync(join(top, path)), at)
    }
    mkdirSync(dir, { recursive: true })
    const held = await worktreeTree(dir)
    if (!held.ok || held.tree !== tree) {
      const what = held.ok ? (await treeChanges(dir, tree, held.tree)).map((c) => c.path).join(', ') : held.reason
      throw new EvidentError('internal', `the verifier's checkout does not hold the judged tree: ${what}`)
    }
    return { dir, tree, commit, dispose: () => rmSync(parent, { recursive: true, force: true }) }
  } catch (error) {
    rmSync(parent, { recursive: true, force: true })
    throw error
  }
}
