import { spawnSync } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { checkoutMixed, ignoredEntries, type Shadow, type TreeEntry } from '../worktree/snapshot.js'
import type { ProjectMount } from './spawn.js'

/**
 * A checkout of the project for one run that re-proves something on other content than the working tree (the red
 * re-run, the closing proof): a tree of the shadow repository with some paths put back or added, written to a temporary
 * directory and, where bubblewrap can, mounted over the project's own path for the run — so the code under test sees
 * the project's path, working directory, git metadata (the project's `.git`, read-only) and environment, as in a
 * normal run. Where it cannot (no bubblewrap, no user namespaces), the run happens in the temporary directory (named
 * like the project, with an empty git repository of its own) and the result says so (`at: 'temp-dir'`).
 *
 * What the tree leaves out (git-ignored files) is either visible as in the project (`ignored: 'visible'`, the re-run
 * of the current tests on the red run's code) or absent but for the dependency folders (`'dependencies'`: what git
 * would commit, the closing proof — a fix that lives in an ignored file does not survive it).
 */
export interface CheckoutRequest {
  readonly shadow: Shadow
  /** The tree to check out. */
  readonly base: string
  /** Paths put back to another version, removed (`entry` undefined), or added beside the tree's. */
  readonly replace: readonly { readonly path: string; readonly entry: Omit<TreeEntry, 'path'> | undefined }[]
  readonly ignored: 'visible' | 'dependencies'
  /** `auto`: mount at the project's path where bubblewrap can; `off`: always the temporary directory. */
  readonly mount?: 'auto' | 'off' | undefined
}

export interface Checkout {
  /** Where the runner must run: the project's own path when mounted, else the temporary directory. */
  readonly root: string
  readonly at: 'project-path' | 'temp-dir'
  /** For the runner's spawn (undefined in a temporary directory). */
  readonly mount: ProjectMount | undefined
  /** The temporary folder holding the checkout (a confined run must be able to write it). */
  readonly parent: string
  /** The tree id the checkout holds. */
  readonly tree: string
  dispose(): void
}

/** Folders (and files) of installed dependencies: the only ignored entries a closing proof sees. */
export const DEPENDENCIES: ReadonlySet<string> = new Set([
  'node_modules',
  'bower_components',
  'jspm_packages',
  '.yarn',
  '.pnp.cjs',
  '.pnp.loader.mjs',
  '.venv',
  'venv',
  '__pypackages__',
])

/** Whether ignored entries beyond this many are bound (each is a bind mount or a symlink). */
const MAX_IGNORED = 400

export function makeCheckout(request: CheckoutRequest): Checkout {
  const { shadow } = request
  const projectRoot = shadow.projectRoot
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'evident-checkout-')))
  const dir = join(parent, basename(projectRoot))
  try {
    const tree = checkoutMixed(shadow, request.base, request.replace, dir)
    const entries = ignoredEntries(shadow, MAX_IGNORED).filter(
      (path) => request.ignored === 'visible' || DEPENDENCIES.has(basename(path)),
    )
    const mounted = request.mount !== 'off' && canMountProjects()
    if (mounted) {
      const git = join(projectRoot, '.git')
      const binds = [
        ...entries.map((path) => ({ path: join(projectRoot, path), readOnly: false })),
        ...(existsSync(git) ? [{ path: git, readOnly: true }] : []),
      ]
      return {
        root: projectRoot,
        at: 'project-path',
        mount: { checkout: dir, projectRoot, binds },
        parent,
        tree,
        dispose: () => rmSync(parent, { recursive: true, force: true }),
      }
    }
    linkInto(projectRoot, dir, entries)
    return {
      root: dir,
      at: 'temp-dir',
      mount: undefined,
      parent,
      tree,
      dispose: () => rmSync(parent, { recursive: true, force: true }),
    }
  } catch (error) {
    rmSync(parent, { recursive: true, force: true })
    throw error
  }
}

/**
 * The temporary directory's stand-ins: a symlink to each ignored entry the run may see, and an empty git repository
 * where the project has one (never a link to the user's repository: a test could write to it).
 */
function linkInto(projectRoot: string, dir: string, entries: readonly string[]): void {
  for (const path of entries) {
    const at = join(dir, path)
    if (existsSync(at) || isLink(at)) continue
    mkdirSync(dirname(at), { recursive: true })
    symlinkSync(join(projectRoot, path), at)
  }
  if (existsSync(join(projectRoot, '.git')) && !existsSync(join(dir, '.git')))
    spawnSync('git', ['init', '-q', dir], { stdio: 'ignore', env: { ...process.env, GIT_DIR: undefined } })
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}

let mountable: boolean | undefined

/**
 * Whether a checkout can be mounted over the project's path here: bubblewrap is installed and may make a mount
 * namespace (as root, or with unprivileged user namespaces). Asked once per process.
 */
export function canMountProjects(): boolean {
  mountable ??= probeMount(process.env)
  return mountable
}

/** The probe itself, with this environment's PATH (`evident doctor` asks it for the user's shell). */
export function probeMount(env: NodeJS.ProcessEnv): boolean {
  return (
    spawnSync('bwrap', ['--dev-bind', '/', '/', '--', 'true'], { stdio: 'ignore', timeout: 10_000, env }).status === 0
  )
}
