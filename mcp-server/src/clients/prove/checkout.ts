import { spawnSync } from 'node:child_process'
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  statfsSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { canMountProjects, DEPENDENCIES } from '../../runners/checkout.js'
import type { Confinement, ProjectMount } from '../../runners/spawn.js'
import { checkoutIndex, dirtyPaths, ignoredEntries, indexEntries, treeIndex, type Entry, type Repo } from './repo.js'

/**
 * The checkout `evident prove` runs in, made like the red re-run's (`runners/checkout.ts`): mounted over the
 * repository's own path where bubblewrap can, with the installed dependency folders (`node_modules`, `.venv`, … — the
 * only ignored entries it sees) and `.git` (read-only) bound in; else a temporary directory named like the repository,
 * the dependency folders linked in. Nothing else of the work tree is there: what runs is what the commits hold.
 *
 * One checkout serves both runs. `set(tree, replace)` writes a state: the first in full, the next as the difference —
 * and before that, whatever the last run changed in the checkout (a file a test wrote, modified or deleted) is undone,
 * so each run starts from exactly the state it was given. On a big tree this costs the changed paths, not the tree.
 */
export interface ProveCheckout {
  /** Where the runner runs: the project folder at the repository's path (mounted) or in the temporary directory. */
  readonly root: string
  readonly place: 'project-path' | 'temp-dir'
  readonly mount: ProjectMount | undefined
  /**
   * Mounted, each run is also confined (`runners/spawn.ts#Confinement`): the whole file system read-only but the
   * checkout's folder, a private `/tmp`, the dependency folders read-only — a test finds nothing the run before it
   * left, wherever it wrote (a marker in `/tmp`, in `$HOME`, in `node_modules`), and cannot write the work tree.
   * Undefined in a temporary directory (no bubblewrap): the result says where it ran (`places`).
   */
  readonly confine: Confinement | undefined
  set(tree: string, replace: readonly { readonly path: string; readonly entry: Entry | undefined }[]): void
  /**
   * A fresh HOME and temporary folder for the next run (`HOME`, `TMPDIR`, `TMP`, `TEMP`), outside the checkout: a test
   * that keeps a marker there between runs finds none left by the run before.
   */
  freshEnv(): Readonly<Record<string, string>>
  dispose(): void
}

/** The dependency folders of the work tree, repository-relative. */
function dependencyEntries(repo: Repo): readonly string[] {
  return ignoredEntries(repo).filter((path) => DEPENDENCIES.has(basename(path)))
}

/** The memory file system most Linux systems mount: a checkout written there costs a fraction of one on disk. */
const SHM = '/dev/shm'

/**
 * Where a checkout of `bytes` goes: `/dev/shm` when it is a writable folder with four times that free (writing a
 * 9,000-file tree there takes a third of the time it takes in an overlay-backed /tmp), else the temporary folder.
 */
function checkoutParent(bytes: number): string {
  try {
    accessSync(SHM, constants.W_OK)
    const fs = statfsSync(SHM)
    if (fs.bavail * fs.bsize >= 4 * bytes + 64 * 1024 * 1024) return SHM
  } catch {
    // No /dev/shm here (macOS, a container without it): the temporary folder.
  }
  return tmpdir()
}

export function proveCheckout(repo: Repo, mount: 'auto' | 'off', bytes: number): ProveCheckout {
  const parent = realpathSync(mkdtempSync(join(checkoutParent(bytes), 'evident-prove-')))
  const dir = join(parent, basename(repo.top))
  let index: string | undefined
  let entries: Map<string, string> | undefined
  const dispose = (): void => {
    if (index !== undefined) rmSync(index, { force: true })
    rmSync(parent, { recursive: true, force: true })
  }
  try {
    mkdirSync(dir)
    const dependencies = dependencyEntries(repo)
    const project = (top: string): string => (repo.prefix === '' ? top : join(top, repo.prefix))
    const mounted = mount === 'auto' && canMountProjects()
    if (!mounted) {
      for (const path of dependencies) {
        const at = join(dir, path)
        mkdirSync(dirname(at), { recursive: true })
        symlinkSync(join(repo.top, path), at)
      }
      // An empty repository of its own, never a link to the user's: a test could write to it.
      spawnSync('git', ['init', '-q', dir], { stdio: 'ignore', env: { ...process.env, GIT_DIR: undefined } })
    }
    const ours = new Set(dependencies)
    let runs = 0
    const set = (tree: string, replace: readonly { readonly path: string; readonly entry: Entry | undefined }[]) => {
      const next = treeIndex(repo, tree, replace)
      let nextEntries: Map<string, string>
      try {
        nextEntries = indexEntries(repo, next)
        if (index === undefined || entries === undefined) checkoutIndex(repo, next, dir)
        else {
          const { changed, added } = dirtyPaths(repo, index, dir)
          for (const path of added.map((p) => p.replace(/\/$/, '')).filter((p) => !ours.has(p)))
            rmSync(join(dir, path), { recursive: true, force: true })
          const before = entries
          for (const path of before.keys())
            if (!nextEntries.has(path)) rmSync(join(dir, path), { recursive: true, force: true })
          const write = [...nextEntries].filter(([path, entry]) => before.get(path) !== entry).map(([p]) => p)
          checkoutIndex(repo, next, dir, [...new Set([...write, ...changed.filter((p) => nextEntries.has(p))])])
          rmSync(index, { force: true })
        }
      } catch (error) {
        rmSync(next, { force: true })
        throw error
      }
      index = next
      entries = nextEntries
    }
    const git = join(repo.top, '.git')
    return {
      root: project(mounted ? repo.top : dir),
      place: mounted ? 'project-path' : 'temp-dir',
      mount: mounted
        ? {
            checkout: dir,
            projectRoot: repo.top,
            ownProcesses: true,
            binds: [
              ...dependencies.map((path) => ({ path: join(repo.top, path), readOnly: true })),
              ...(existsSync(git) ? [{ path: git, readOnly: true }] : []),
            ],
          }
        : undefined,
      confine: mounted ? { writable: [parent], hidden: [], privateTmp: tmpdir() } : undefined,
      set,
      freshEnv: () => {
        runs += 1
        const home = join(parent, `home-${runs}`)
        const tmp = join(parent, `tmp-${runs}`)
        mkdirSync(home)
        mkdirSync(tmp)
        return { HOME: home, TMPDIR: tmp, TMP: tmp, TEMP: tmp }
      },
      dispose,
    }
  } catch (error) {
    dispose()
    throw error
  }
}
