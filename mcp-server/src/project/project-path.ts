import { realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { isQuoted, pathBytes, pathText } from '../kernel/path-bytes.js'

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

/**
 * The project-relative POSIX path of `path` (resolved from `cwd`), or undefined when it lies outside the root — in the
 * form evidence stores paths (`kernel/path-bytes.ts#pathText`): a name the Edit family or the shell reader gives is the
 * same record as the name a snapshot finds (a name beginning with `"` is stored quoted either way).
 */
export function projectRelative(root: string, cwd: string, path: string): string | undefined {
  const rel = relative(realpathLenient(root), realpathLenient(resolve(cwd, path)))
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return undefined
  const posix = rel.split(sep).join('/')
  return posix.startsWith('"') ? pathText(Buffer.from(posix, 'utf8')) : posix
}

/** The name a stored project-relative path stands for, as text (for a path that came from text in the first place). */
export const storedName = (stored: string): string => (isQuoted(stored) ? pathBytes(stored).toString('utf8') : stored)
