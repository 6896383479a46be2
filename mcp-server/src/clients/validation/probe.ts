import { accessSync, constants, existsSync } from 'node:fs'
import { delimiter, isAbsolute, join } from 'node:path'
import type { Technique } from '../../domain/validation-config.js'

/** Whether `name` resolves to an executable on PATH or in the project's node_modules/.bin. */
export function binaryResolvable(name: string, root: string, path: string | undefined): boolean {
  if (name.includes('/')) return executable(isAbsolute(name) ? name : join(root, name))
  const dirs = [join(root, 'node_modules', '.bin'), ...(path ?? '').split(delimiter).filter((d) => d !== '')]
  return dirs.some((dir) => executable(join(dir, name)))
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** Why the technique's probe declines it, or undefined when it may run. */
export function probeTechnique(t: Technique, root: string, path: string | undefined): string | undefined {
  const binary = t.probe?.binary ?? t.run[0] ?? ''
  if (!binaryResolvable(binary, root, path)) return `binary "${binary}" not resolvable`
  const config = t.probe?.config
  if (config !== undefined && !config.some((file) => existsSync(join(root, file))))
    return `none of ${config.join(', ')} present`
  return undefined
}
