import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, join } from 'node:path'
import { EvidentError, errorMessage } from '../kernel/errors.js'
import { userDataDir } from '../kernel/paths.js'
import { BETTER_SQLITE3_VERSION } from './native-version.js'

/**
 * Where better-sqlite3's native module comes from. A marketplace install runs `npm ci --ignore-scripts`,
 * so the package's JavaScript and C sources are there but `build/Release/better_sqlite3.node` is not.
 * evident then compiles it once into the plugin's data directory (see entry/native-build.ts), keyed by
 * package version, platform, architecture and Node ABI, and loads it from there. A development checkout
 * (a plain `npm install`) has the package's own build, which is used first. A checkout with no `node_modules` at all
 * (a marketplace listing the plugin by a relative path runs it from its source directory; `--plugin-dir` on a clone)
 * has no sources either: the builder then fetches the pinned version's sources from the npm registry into the data
 * directory (never into the plugin root) and builds from there.
 */
export const BINDING_FILE = 'better_sqlite3.node'
/** Left in the build directory by a failed build: line 1 the reason, a line `fix: …` what the user must do. */
export const BUILD_FAILED_FILE = 'build.failed'
/** The message every "cannot be built" error starts with (hooks tell it apart from "not built yet" by it). */
export const NATIVE_FAILED = 'the SQLite native module could not be built'

const requireHere = createRequire(import.meta.filename)

type Env = Readonly<Record<string, string | undefined>>

export interface NativeTarget {
  /**
   * better-sqlite3's installed package directory of the pinned version (its sources live here); undefined when there
   * is none (no `node_modules` next to evident): the builder fetches the sources from the registry.
   */
  readonly packageDir: string | undefined
  readonly version: string
  /** The package's own build output (present after a normal `npm install`), when the package is installed. */
  readonly packageBinding: string | undefined
  /** The plugin's root (where `npm ci` would install the package), for advice. */
  readonly pluginRoot: string
  /** Where evident builds it when the package has none: one directory per version/platform/ABI. */
  readonly buildDir: string
  readonly builtBinding: string
}

/** What this code runs from: its own folder (`bundle/`, `dist/mcp-server/src/store`, `mcp-server/src/store`). */
const HERE = import.meta.dirname

/**
 * The folders better-sqlite3 may be taken from, in order, each an exact path — never Node's upward module resolution,
 * which would reach `~/node_modules`, `/node_modules` and others nothing guards (the project may be `~`): the plugin
 * root's `node_modules` (`CLAUDE_PLUGIN_ROOT`, else the folder above the bundle: the repository's lean plugin links
 * `bundle/` to the top-level one, so a package installed into the plugin root is not beside the bundle's real path),
 * then the development checkout's own `node_modules` — only when the folder above the bundle (or above `dist/` or
 * `mcp-server/`) is evident's repository, by its package.json.
 */
function packageCandidates(env: Env, here: string): readonly string[] {
  const inRoot = join(pluginRoot(env, here), 'node_modules', 'better-sqlite3')
  const repository = [join(here, '..'), join(here, '..', '..', '..'), join(here, '..', '..', '..', '..')].find(
    (root) => packageName(join(root, 'package.json')) === 'evident',
  )
  const beside = repository === undefined ? [] : [join(repository, 'node_modules', 'better-sqlite3')]
  return [...new Set([inRoot, ...beside])]
}

function packageName(path: string): string | undefined {
  const name = readPackage(path)?.name
  return typeof name === 'string' ? name : undefined
}

function readPackage(path: string): { readonly name?: unknown; readonly version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown; version?: unknown }
  } catch {
    return undefined
  }
}

/**
 * The first candidate holding better-sqlite3 of the pinned version; the others found are described in `skipped` (an
 * installed package of another version can neither build nor be the module the bundled JavaScript expects).
 */
function packageDirectory(env: Env, here: string, skipped: string[] = []): string | undefined {
  for (const dir of packageCandidates(env, here)) {
    const found = readPackage(join(dir, 'package.json'))
    if (found === undefined) continue
    if (found.version === BETTER_SQLITE3_VERSION) return dir
    skipped.push(`${dir}: better-sqlite3 ${String(found.version)}, not the pinned ${BETTER_SQLITE3_VERSION}`)
  }
  return undefined // none installed: the builder fetches the sources
}

const packageBinding = (packageDir: string): string => join(packageDir, 'build', 'Release', BINDING_FILE)

/** The plugin root: CLAUDE_PLUGIN_ROOT, else the folder above the bundle. */
function pluginRoot(env: Env, here: string = HERE): string {
  const declared = env['CLAUDE_PLUGIN_ROOT']
  return declared !== undefined && declared !== '' ? declared : join(here, '..')
}

/** Why the last build failed and what fixes it, from `build.failed` (undefined when no build failed). */
export function nativeFailure(buildDir: string): { readonly detail: string; readonly fix: string } | undefined {
  let text: string
  try {
    text = readFileSync(join(buildDir, BUILD_FAILED_FILE), 'utf8')
  } catch {
    return undefined
  }
  const lines = text.trim().split('\n')
  const fix = lines.find((line) => line.startsWith('fix: '))?.slice('fix: '.length)
  return {
    detail: lines[0] ?? 'unknown reason',
    fix: fix ?? `read ${join(buildDir, 'build.log')}, fix what it names, and start a new session`,
  }
}

/** Where the binding is looked for and built. Throws an `internal` EvidentError when better-sqlite3 is missing. */
export function nativeTarget(
  env: Env,
  platform = `${process.platform}-${process.arch}-abi${process.versions.modules}`,
): NativeTarget {
  const packageDir = packageDirectory(env, HERE)
  const version = BETTER_SQLITE3_VERSION
  const pluginData = env['CLAUDE_PLUGIN_DATA']
  const dataDir = pluginData !== undefined && pluginData !== '' ? pluginData : userDataDir(env)
  const buildDir = join(dataDir, 'native', `better-sqlite3-${version}-${platform}`)
  return {
    packageDir,
    version,
    packageBinding: packageDir === undefined ? undefined : packageBinding(packageDir),
    pluginRoot: pluginRoot(env),
    buildDir,
    builtBinding: join(buildDir, BINDING_FILE),
  }
}

let loaded: string | undefined

/**
 * Finds a native module that loads in this process and returns its path (once per process): `findNativeBinding` from
 * this code's own folder.
 */
export function loadNativeBinding(env: Env = process.env): string {
  loaded ??= findNativeBinding(env, HERE)
  return loaded
}

/**
 * The native module `loadNativeBinding` loads, for code running from `here`: the package's own build first (an
 * installed better-sqlite3 of the pinned version, at the exact paths of `packageCandidates`), then the one evident
 * built into the data directory. When no usable binding exists it throws an EvidentError: `internal`, starting with
 * NATIVE_FAILED and with the fix as hint, when the last build failed (`build.failed`); else `unavailable` (transient:
 * the MCP server builds it), starting with "the SQLite native module is not built yet" and naming what was passed over.
 */
export function findNativeBinding(env: Env, here: string): string {
  const problems: string[] = []
  const loads = (candidate: string): boolean => {
    if (!existsSync(candidate)) return false
    try {
      requireHere(candidate)
      return true
    } catch (error) {
      problems.push(`${candidate}: ${errorMessage(error)}`)
      return false
    }
  }
  const dir = packageDirectory(env, here, problems)
  const own = dir === undefined ? undefined : packageBinding(dir)
  if (own !== undefined && loads(own)) return own
  const target = nativeTarget(env)
  if (loads(target.builtBinding)) return target.builtBinding
  for (const built of claudeCodeBuilds(env, basename(target.buildDir))) if (loads(built)) return built
  const failed = nativeFailure(target.buildDir)
  if (failed !== undefined) throw new EvidentError('internal', `${NATIVE_FAILED}: ${failed.detail}`, failed.fix)
  throw new EvidentError(
    'unavailable',
    `the SQLite native module is not built yet${problems.length > 0 ? ` (unusable: ${problems.join('; ')})` : ''}`,
    `the evident MCP server builds it into ${target.buildDir} when it starts (about a minute, once); retry then`,
  )
}

/**
 * Outside Claude Code (the `evident` CLI in a terminal) CLAUDE_PLUGIN_DATA is unset, but the module the MCP server
 * built for the same version, platform and ABI sits in a plugin data dir of Claude Code's
 * (`~/.claude/plugins/data/<plugin id>/native/<buildDir>/`). Looked for only when nothing else loads.
 */
function claudeCodeBuilds(env: Env, buildDirName: string): readonly string[] {
  const pluginData = env['CLAUDE_PLUGIN_DATA']
  if (pluginData !== undefined && pluginData !== '') return []
  const configDir = env['CLAUDE_CONFIG_DIR']
  const home = env['HOME']
  const base =
    configDir !== undefined && configDir !== ''
      ? configDir
      : home !== undefined && home !== ''
        ? join(home, '.claude')
        : undefined
  if (base === undefined) return []
  const data = join(base, 'plugins', 'data')
  try {
    return readdirSync(data).map((id) => join(data, id, 'native', buildDirName, BINDING_FILE))
  } catch {
    return []
  }
}
