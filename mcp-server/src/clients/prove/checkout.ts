import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { canMountProjects, DEPENDENCIES } from '../../runners/checkout.js'
import type { ProjectMount } from '../../runners/spawn.js'
import { checkoutTree, ignoredEntries, type Entry, type Repo } from './repo.js'

/**
 * A checkout of one commit's tree (some paths put to another version) for one run of `evident prove`, made like the
 * red re-run's (`runners/checkout.ts`): mounted over the repository's own path where bubblewrap can, with the installed
 * dependency folders (`node_modules`, `.venv`, … — the only ignored entries it sees) and `.git` (read-only) bound in;
 * else in a temporary directory named like the repository, the dependency folders linked in. Nothing else of the work
 * tree is there: what runs is what the commits hold.
 */
export interface ProveCheckout {
  /** Where the runner runs: the project folder at the repository's path (mounted) or in the temporary directory. */
  readonly root: string
  readonly place: 'project-path' | 'temp-dir'
  readonly mount: ProjectMount | undefined
  dispose(): void
}

/** The dependency folders of the work tree, repository-relative (asked once per prove). */
export function dependencyEntries(repo: Repo): readonly string[] {
  return ignoredEntries(repo).filter((path) => DEPENDENCIES.has(basename(path)))
}

export function proveCheckout(
  repo: Repo,
  tree: string,
  replace: readonly { readonly path: string; readonly entry: Entry | undefined }[],
  dependencies: readonly string[],
  mount: 'auto' | 'off',
): ProveCheckout {
  const parent = realpathSync(mkdtempSync(join(tmpdir(), 'evident-prove-')))
  const dir = join(parent, basename(repo.top))
  const dispose = (): void => rmSync(parent, { recursive: true, force: true })
  try {
    checkoutTree(repo, tree, replace, dir)
    const project = (top: string): string => (repo.prefix === '' ? top : join(top, repo.prefix))
    if (mount === 'auto' && canMountProjects()) {
      const git = join(repo.top, '.git')
      return {
        root: project(repo.top),
        place: 'project-path',
        mount: {
          checkout: dir,
          projectRoot: repo.top,
          binds: [
            ...dependencies.map((path) => ({ path: join(repo.top, path), readOnly: false })),
            ...(existsSync(git) ? [{ path: git, readOnly: true }] : []),
          ],
        },
        dispose,
      }
    }
    for (const path of dependencies) {
      const at = join(dir, path)
      if (existsSync(at)) continue
      mkdirSync(dirname(at), { recursive: true })
      symlinkSync(join(repo.top, path), at)
    }
    // An empty repository of its own, never a link to the user's: a test could write to it.
    spawnSync('git', ['init', '-q', dir], { stdio: 'ignore', env: { ...process.env, GIT_DIR: undefined } })
    return { root: project(dir), place: 'temp-dir', mount: undefined, dispose }
  } catch (error) {
    dispose()
    throw error
  }
}
