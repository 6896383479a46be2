import { createHash, type Hash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import { errorMessage } from '../../kernel/errors.js'

/**
 * The plugin's runtime: what Claude Code loads from a plugin folder (manifest, skills, commands, agents, hooks, the MCP
 * server's config, `bin/` on the Bash PATH) and what they run (the bundle, package.json). `node_modules` is not part of
 * it: the copy links to the source's.
 */
const PLUGIN_RUNTIME = [
  '.claude-plugin',
  '.mcp.json',
  'agents',
  'bin',
  'bundle',
  'commands',
  'hooks',
  'package.json',
  'skills',
] as const

/** The environment variable that carries the run's pinned plugin hash to each leaf's supervisor (its events). */
export const PLUGIN_HASH_ENV = 'EVIDENT_CONDUCT_PLUGIN_HASH'

/** A plugin content hash as the events carry it. */
export const PLUGIN_HASH = /^sha256:[0-9a-f]{64}$/

const MAX_DEPTH = 32

function walk(h: Hash, root: string, rel: string, depth: number): void {
  const abs = join(root, rel)
  let stat
  try {
    // Followed, not read as a link: the hash is of what the plugin runs, the same for a folder and its copy.
    stat = statSync(abs)
  } catch {
    if (rel.includes('/')) h.update(`? ${rel}\0`)
    return
  }
  if (stat.isDirectory() && depth < MAX_DEPTH) {
    h.update(`D ${rel}\0`)
    for (const name of readdirSync(abs).sort()) walk(h, root, `${rel}/${name}`, depth + 1)
  } else if (stat.isFile()) {
    h.update(`F ${rel}\0${stat.size}\0`)
    h.update(readFileSync(abs))
    h.update('\0')
  } else h.update(`O ${rel}\0`)
}

/**
 * The content hash of a plugin folder's runtime files (`PLUGIN_RUNTIME`): every file's path and bytes, in name order,
 * as `sha256:<hex>`. Cheap (a few MB) and stable: the same files give the same hash wherever the folder is.
 */
export function pluginHash(dir: string): string {
  const h = createHash('sha256')
  for (const entry of PLUGIN_RUNTIME) walk(h, dir, entry, 0)
  return `sha256:${h.digest('hex')}`
}

/** The plugin a run pinned at its start: what every leaf loads, and the check before each launch that it still is. */
export interface PluginPin {
  /** The content hash of the runtime files at the run's start (`pluginHash`). */
  readonly hash: string
  /** The folder each leaf loads with `--plugin-dir`: the run's private copy; undefined when leaves load the installed plugin. */
  readonly pluginDir: string | undefined
  /** evident's CLI each leaf's supervisor runs (`node <cli> conduct supervise …`): the copy's, when there is a copy. */
  readonly cli: string
  /** Why the plugin the next leaf would load is not the pinned one (its hash changed, or it is gone); undefined while it is. */
  changed(): string | undefined
  /** Ends the pin: removes the run's copy (the installed plugin is left alone). */
  release(): void
}

const changedFrom = (pinned: string, now: string, where: string): string | undefined =>
  now === pinned ? undefined : `the plugin at ${where} changed since the run started (${pinned} → ${now})`

/**
 * Copies the plugin's runtime files from `source` once, to a run-private folder in the OS temp dir (`node_modules` a
 * symbolic link to the source's), and pins the copy's hash: every leaf loads the copy, so an update of `source`
 * mid-run changes no later leaf. Before each launch the copy's hash is checked again: a copy that changed (a leaf
 * with a shell could write it) is not launched from. `fallbackCli` is used when the copy holds no `bundle/cli.js`.
 */
export function pinPluginCopy(source: string, fallbackCli: string): PluginPin {
  const copy = mkdtempSync(join(tmpdir(), 'evident-plugin-'))
  try {
    for (const entry of PLUGIN_RUNTIME) {
      const from = join(source, entry)
      if (existsSync(from)) cpSync(from, join(copy, entry), { recursive: true, dereference: true })
    }
    const modules = join(source, 'node_modules')
    if (existsSync(modules)) symlinkSync(realpathSync(modules), join(copy, 'node_modules'), 'dir')
  } catch (error) {
    rmSync(copy, { recursive: true, force: true })
    throw new Error(`cannot copy the plugin at ${source} for the run: ${errorMessage(error)}`, { cause: error })
  }
  const hash = pluginHash(copy)
  const cli = join(copy, 'bundle', 'cli.js')
  return {
    hash,
    pluginDir: copy,
    cli: existsSync(cli) ? cli : fallbackCli,
    changed: () =>
      existsSync(copy) ? changedFrom(hash, pluginHash(copy), `${copy} (the run's copy)`) : `${copy} is gone`,
    release: () => rmSync(copy, { recursive: true, force: true }),
  }
}

/**
 * Pins the installed plugin the leaves load as every session does (no copy: Claude Code, not the conductor, picks the
 * folder). `locate` names that folder and is asked again before each launch — an update installs into a new folder —
 * and the launch goes on only while the folder's hash is still the pinned one.
 */
export function pinInstalledPlugin(locate: () => string, cli: string): PluginPin {
  const hash = pluginHash(locate())
  return {
    hash,
    pluginDir: undefined,
    cli,
    changed: () => {
      const dir = locate()
      return existsSync(dir) ? changedFrom(hash, pluginHash(dir), dir) : `the installed plugin ${dir} is gone`
    },
    release: () => undefined,
  }
}

/**
 * Where Claude Code installed evident: the `installPath` of the first `evident@<marketplace>` entry (in name order)
 * of `<config>/plugins/installed_plugins.json` whose folder exists (`plugins` maps each id to an entry or, in newer
 * files, a list of them); else `fallback` (evident's own folder).
 */
export function installedPluginDir(configDir: string, fallback: string): string {
  try {
    const raw = JSON.parse(readFileSync(join(configDir, 'plugins', 'installed_plugins.json'), 'utf8')) as {
      plugins?: unknown
    }
    const plugins = (raw.plugins ?? {}) as Record<string, unknown>
    for (const id of Object.keys(plugins).sort()) {
      if (id !== 'evident' && !id.startsWith('evident@')) continue
      const value = plugins[id]
      for (const entry of Array.isArray(value) ? value : [value]) {
        const path = (entry as { installPath?: unknown } | null)?.installPath
        if (typeof path === 'string' && isAbsolute(path) && existsSync(path)) return path
      }
    }
  } catch {
    // No registry, or not one this reads: evident's own folder stands for the installed plugin.
  }
  return fallback
}
