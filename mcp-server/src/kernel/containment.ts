import { lstatSync, readlinkSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

/**
 * One containment rule for every path a criterion names — a VDD `test:`/`lint:` target and each `file:` /
 * `file-contains:` glob match, a DoD `file-exists` — so both say the same thing about the same path:
 *
 * 1. a lexical escape — absolute, `~`, a drive letter, a `..` segment (also inside a glob's `{a,../b}`), a NUL — is
 *    refused before anything touches the file system, even when it would land back inside (`../repo/x`);
 * 2. a symbolic link as the leaf is never evidence, even dangling, even pointing inside (it can be re-pointed);
 * 3. the path's realpath must stay inside the root: an ancestor that resolves outside refuses it;
 * 4. any error other than "does not exist" refuses it too.
 *
 * A refusal carries one wording, `<path>: <why>` (OUTSIDE, SYMLINK or `cannot be read (<code>)`). A path that simply
 * does not exist is `missing`: each caller words that in its own terms (`no such test file`, `no path matches`).
 */
export const OUTSIDE = 'outside the repository'
export const SYMLINK = 'a symbolic link, which is never evidence (name the file itself)'

const PARENT_SEGMENT = /(^|[/\\{,])\.\.([/\\},]|$)/

/** True when the path could only name something outside the root (absolute, `~`, a drive, a `..` segment, a NUL). */
export function escapesLexically(path: string): boolean {
  return (
    isAbsolute(path) ||
    path.startsWith('~') ||
    /^[A-Za-z]:/.test(path) ||
    PARENT_SEGMENT.test(path) ||
    path.includes('\0')
  )
}

/** Whether `path` is `root` or below it (both absolute, compared as written). */
export function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/** The real path when `abs` exists and resolves inside `realRoot`, `'outside'` when it resolves outside, else undefined. */
export function resolveInside(realRoot: string, abs: string): string | 'outside' | undefined {
  let real: string
  try {
    real = realpathSync(abs)
  } catch {
    return undefined
  }
  return isWithin(realRoot, real) ? real : 'outside'
}

/**
 * The first leading part of the repo-relative POSIX path `relPath` (`ai`, `ai/beans`, …, the whole path) that exists
 * and resolves outside `realRoot` (a symlink leading out), or undefined when every existing part stays inside.
 */
export function partLeadingOutside(realRoot: string, relPath: string): string | undefined {
  const parts = relPath.split('/')
  for (let i = 1; i <= parts.length; i += 1) {
    const part = parts.slice(0, i).join('/')
    if (resolveInside(realRoot, join(realRoot, part)) === 'outside') return part
  }
  return undefined
}

export type Containment =
  | { readonly ok: true; readonly real: string }
  | { readonly ok: false; readonly missing: true }
  | { readonly ok: false; readonly missing: false; readonly reason: string }

const refused = (path: string, why: string): Containment => ({ ok: false, missing: false, reason: `${path}: ${why}` })

/** Where a symbolic link leads: its realpath, or (dangling) its target resolved beside it. */
function linkTarget(abs: string): string {
  try {
    return realpathSync(abs)
  } catch {
    return resolve(dirname(abs), readlinkSync(abs))
  }
}

/** The rule above for one root-relative path; `realRoot` must already be a real path. */
export function containPath(realRoot: string, path: string): Containment {
  if (escapesLexically(path)) return refused(path, OUTSIDE)
  const abs = join(realRoot, path)
  if (!isWithin(realRoot, abs)) return refused(path, OUTSIDE)
  try {
    if (lstatSync(abs).isSymbolicLink()) {
      return refused(path, isWithin(realRoot, linkTarget(abs)) ? SYMLINK : OUTSIDE)
    }
    const real = realpathSync(abs)
    return isWithin(realRoot, real) ? { ok: true, real } : refused(path, OUTSIDE)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT') return refused(path, `cannot be read (${code ?? String(error)})`)
    // A missing leaf under an ancestor that leads outside is outside, not merely missing.
    return partLeadingOutside(realRoot, relative(realRoot, abs).split(sep).join('/')) === undefined
      ? { ok: false, missing: true }
      : refused(path, OUTSIDE)
  }
}

/** A toplevel-relative path as a project-relative POSIX path; undefined when it lies outside the project. */
export function projectRelative(root: string, top: string, path: string): string | undefined {
  const target = join(top, path)
  if (!isWithin(root, target) || target === root) return undefined
  return relative(root, target).split(sep).join('/')
}
