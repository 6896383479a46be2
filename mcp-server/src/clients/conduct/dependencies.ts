import { execFileSync } from 'node:child_process'
import { lstatSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, relative } from 'node:path'
import { EvidentError } from '../../kernel/errors.js'
import { DEPENDENCIES } from '../../runners/checkout.js'
import { GIT_MISSING } from '../../worktree/git.js'

/**
 * The installed dependencies a run's tests load (`node_modules`, `.venv` …): git-ignored, so no tree the conductor
 * judges holds them, and the verifier's checkout links the project's own folders (verify-checkout.ts). A leaf that
 * patched one — the test runner, an assertion library, a `.pth` file — would make every later run say what it wants.
 * So what changed in them while a leaf ran is found by the kernel's change time of every entry (a `ctime` no process
 * can set back, unlike `mtime`), and a phase that changed them is refused.
 */
export interface DependencyFolders {
  /** The project's repository root the paths are told relative to. */
  readonly top: string
  /** Real paths of the ignored dependency folders. */
  readonly folders: readonly string[]
}

/**
 * Caches an honest run writes into the dependency folders, never read as the code under test or its runner: Vite's and
 * Vitest's (`node_modules/.vite`, `.vite-temp` — the bundled config —, `.cache`) and Python's bytecode (`__pycache__`).
 */
const NODE_CACHES: ReadonlySet<string> = new Set(['.vite', '.vite-temp', '.cache'])
const CACHES = (parent: string, name: string): boolean =>
  name === '__pycache__' || (basename(parent) === 'node_modules' && NODE_CACHES.has(name))

/** At most this many folders are watched (as at most this many are linked into a verifier's checkout). */
const MAX_FOLDERS = 400

/**
 * The project's ignored dependency folders (the ones a verifier's checkout links), by their real paths; none outside a
 * git work tree. Without git on PATH it throws GIT_MISSING (the conductor needs git), never watches nothing quietly.
 */
export function dependencyFolders(root: string): DependencyFolders {
  let top: string
  let listed: string
  try {
    top = realpathSync(execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: root, encoding: 'utf8' }).trim())
    listed = execFileSync('git', ['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '-z'], {
      cwd: top,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT')
      throw new EvidentError('bad_input', GIT_MISSING, 'the conductor needs git: install it')
    return { top: root, folders: [] }
  }
  const folders = new Set<string>()
  for (const entry of listed.split('\0')) {
    const path = entry.replace(/\/$/, '')
    if (path === '' || !DEPENDENCIES.has(basename(path))) continue
    try {
      folders.add(realpathSync(join(top, path)))
    } catch {
      // Gone meanwhile.
    }
    if (folders.size >= MAX_FOLDERS) break
  }
  return { top, folders: [...folders] }
}

/**
 * Now, by the kernel's file clock (the change time of a file written now): the time `changedDependencies` compares
 * with. The kernel stamps files with a coarse clock that may lag the process's own by a few milliseconds.
 */
export function fileClockNow(): number {
  const dir = mkdtempSync(join(tmpdir(), 'evident-clock-'))
  try {
    const marker = join(dir, 'now')
    writeFileSync(marker, '')
    return lstatSync(marker).ctimeMs
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The entries of the dependency folders whose change time is after `sinceMs` (`fileClockNow` before the leaf) (at most `limit`, relative to the
 * repository root): files and links created, written, renamed or re-moded. A file only deleted is not found (its folder's
 * change time also moves when an honest run creates a cache folder); a deletion makes a run crash, not pass. Caches an
 * honest run writes are skipped. Symbolic links are not followed.
 */
export function changedDependencies(deps: DependencyFolders, sinceMs: number, limit = 5): readonly string[] {
  const found: string[] = []
  const visit = (path: string): void => {
    if (found.length >= limit) return
    let stat
    try {
      stat = lstatSync(path)
    } catch {
      return
    }
    // A file or link written, created, renamed or re-moded: its own change time. A folder's changes with every entry
    // added or removed — also when a concurrent honest run creates a cache folder — so folders are only walked.
    if (!stat.isDirectory() && stat.ctimeMs > sinceMs) found.push(relative(deps.top, path) || path)
    if (!stat.isDirectory()) return
    let names: string[]
    try {
      names = readdirSync(path)
    } catch {
      return
    }
    for (const name of names) {
      if (CACHES(path, name)) continue
      const child = join(path, name)
      visit(child)
      if (found.length >= limit) return
    }
  }
  for (const folder of deps.folders) visit(folder)
  return found
}
