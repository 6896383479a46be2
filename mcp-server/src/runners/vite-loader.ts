import { realpathSync, statSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, sep } from 'node:path'
import type { Confinement } from './spawn.js'

/**
 * Vite bundles a project's `.js`/`.mjs` config into `.vite-temp` in the nearest `node_modules` above the project, and
 * fails when that folder is read-only. In a confined run whose nearest `node_modules` lies outside every writable
 * folder (a link out of the project, a workspace root: sealedConfinement leaves those read-only), vitest is told to
 * load its config with Vite's module runner (`--configLoader runner`), which writes nothing. Empty otherwise: an unconfined or an ordinary
 * project loads its config the default way.
 */
export function viteConfigLoader(projectRoot: string, confine: Confinement | undefined): 'runner' | undefined {
  if (confine === undefined) return undefined
  const modules = nearestNodeModules(realpathOr(projectRoot))
  if (modules === undefined) return undefined
  return confine.writable.some((w) => within(realpathOr(w), modules)) ? undefined : 'runner'
}

function nearestNodeModules(start: string): string | undefined {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules')
    try {
      if (statSync(candidate).isDirectory()) return realpathOr(candidate)
    } catch {
      // none here: look one folder up, as Vite does
    }
    if (dirname(dir) === dir) return undefined
  }
}

function within(folder: string, path: string): boolean {
  const rel = relative(folder, path)
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel))
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}
