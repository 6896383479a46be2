import { realpathSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path'
import { badInput } from '../kernel/errors.js'

/**
 * The absolute path of a project-relative `path`, refused (bad input) when it leaves the project root —
 * lexically (`../x`, an absolute path) or through a symlink: the deepest existing ancestor is resolved with
 * realpath and must stay inside the root's realpath. `what` names the path in the error.
 */
export function containedPath(root: string, path: string, what: string): string {
  const refuse = (): never => {
    throw badInput(
      `${what} "${path}" is outside the project root ${root}`,
      'give a path relative to the project root, inside it',
    )
  }
  if (path === '' || path.includes('\0') || isAbsolute(path)) refuse()
  const realRoot = realpathSync(root)
  const target = resolve(realRoot, path)
  if (!within(realRoot, target)) refuse()
  if (!within(realRoot, realOfExisting(target))) refuse()
  return target
}

/** realpath of the path, or of its deepest existing ancestor joined with the rest. */
function realOfExisting(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    const parent = dirname(path)
    return parent === path ? path : join(realOfExisting(parent), basename(path))
  }
}

function within(root: string, path: string): boolean {
  const rel = relative(root, path)
  return rel === '' || (!/^\.\.(?:[\\/]|$)/.test(rel) && !isAbsolute(rel))
}
