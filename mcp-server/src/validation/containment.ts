import { lstatSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path'

/**
 * `file-exists` for a DoD criterion: met only for a regular file or directory inside the project root
 * after realpath. Unmet for an absolute path, a lexical escape (`../x`), a symlink leaf (even dangling,
 * even pointing inside), an ancestor that resolves outside the root, and any error other than a plain
 * "does not exist" — which is unmet too.
 */
export function existsInside(root: string, path: string): boolean {
  if (isAbsolute(path) || path.includes('\0')) return false
  let rootReal: string
  try {
    rootReal = realpathSync(root)
  } catch {
    return false
  }
  const target = join(rootReal, normalize(path))
  if (!isWithin(rootReal, target) || target === rootReal) return false
  try {
    if (lstatSync(target).isSymbolicLink()) return false
    return isWithin(rootReal, realpathSync(dirname(target))) && isWithin(rootReal, realpathSync(target))
  } catch {
    return false
  }
}

export function isWithin(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel))
}

/** A toplevel-relative path as a project-relative POSIX path; undefined when it lies outside the project. */
export function projectRelative(root: string, top: string, path: string): string | undefined {
  const target = join(top, path)
  if (!isWithin(root, target) || target === root) return undefined
  return relative(root, target).split(sep).join('/')
}
