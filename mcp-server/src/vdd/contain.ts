import { realpathSync, statSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import { globSync } from 'tinyglobby'

/**
 * Containment of criterion targets: a target is data, never a command, and never a way out of the repository.
 * Absolute paths and `..` segments are refused before anything touches the file system; every match is then
 * resolved with realpath, so a symlink (leaf or ancestor) leading outside the root is never read.
 */
export const OUTSIDE = 'outside the repository'

const PARENT_SEGMENT = /(^|[/\\{,])\.\.([/\\},]|$)/

/** True when the target could only name something outside the root (absolute, `~`, or a `..` segment). */
export function escapesLexically(target: string): boolean {
  return isAbsolute(target) || target.startsWith('~') || /^[A-Za-z]:/.test(target) || PARENT_SEGMENT.test(target)
}

/** The real path when `abs` exists and resolves inside `realRoot`, `'outside'` when it resolves outside, else undefined. */
export function resolveInside(realRoot: string, abs: string): string | 'outside' | undefined {
  let real: string
  try {
    real = realpathSync(abs)
  } catch {
    return undefined
  }
  return real === realRoot || real.startsWith(realRoot + sep) ? real : 'outside'
}

/**
 * The first leading part of the repo-relative POSIX path `relPath` (`ai`, `ai/beans`, …, the whole path) that exists and
 * resolves outside `realRoot` (a symlink leading out), or undefined when every existing part stays inside.
 */
export function partLeadingOutside(realRoot: string, relPath: string): string | undefined {
  const parts = relPath.split('/')
  for (let i = 1; i <= parts.length; i += 1) {
    const part = parts.slice(0, i).join('/')
    if (resolveInside(realRoot, join(realRoot, part)) === 'outside') return part
  }
  return undefined
}

export interface GlobMatches {
  /** Repo-relative POSIX paths of matches that resolve inside the root. */
  readonly inside: readonly string[]
  /** How many matches resolved outside the root (and were dropped unread). */
  readonly outside: number
}

/** Glob under the root; matches are kept only when their realpath stays inside. Literal paths work too. */
export function globInside(realRoot: string, pattern: string, onlyFiles: boolean): GlobMatches {
  const found = globSync(pattern, {
    cwd: realRoot,
    dot: true,
    onlyFiles: false,
    expandDirectories: false,
    followSymbolicLinks: true,
  })
  const inside: string[] = []
  let outside = 0
  for (const match of found.sort()) {
    const real = resolveInside(realRoot, join(realRoot, match))
    if (real === 'outside') outside += 1
    if (real === undefined || real === 'outside') continue
    if (onlyFiles && !statSync(real).isFile()) continue
    inside.push(relative(realRoot, join(realRoot, match)).split(sep).join('/'))
  }
  return { inside, outside }
}
