import { realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

/**
 * realpath of the longest existing ancestor, joined with the rest (the file may not exist yet). The native
 * realpath(3): one system call, where fs.realpathSync lstats every path component (a hook pays for each).
 */
export function realpathLenient(path: string): string {
  const rest: string[] = []
  for (let current = path; ; current = dirname(current)) {
    try {
      return join(realpathSync.native(current), ...rest.reverse())
    } catch {
      if (dirname(current) === current) return path
      rest.push(basename(current))
    }
  }
}

/** The project-relative POSIX path of `path` (resolved from `cwd`), or undefined when it lies outside the root. */
export function projectRelative(root: string, cwd: string, path: string): string | undefined {
  const rel = relative(realpathLenient(root), realpathLenient(resolve(cwd, path)))
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined
  return rel.split(sep).join('/')
}
