import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { EvidentError, errorMessage } from '../errors.js'
import { userDataDir } from '../paths.js'

/**
 * Where better-sqlite3's native module comes from. A marketplace install runs `npm ci --ignore-scripts`,
 * so the package's JavaScript and C sources are there but `build/Release/better_sqlite3.node` is not.
 * evident then compiles it once into the plugin's data directory (see native-build.ts), keyed by
 * package version, platform, architecture and Node ABI, and loads it from there. A development checkout
 * (a plain `npm install`) has the package's own build, which is used first.
 */
export const BINDING_FILE = 'better_sqlite3.node'

const requireHere = createRequire(import.meta.filename)

type Env = Readonly<Record<string, string | undefined>>

export interface NativeTarget {
  /** better-sqlite3's installed package directory (its sources live here). */
  readonly packageDir: string
  readonly version: string
  /** The package's own build output (present after a normal `npm install`). */
  readonly packageBinding: string
  /** Where evident builds it when the package has none: one directory per version/platform/ABI. */
  readonly buildDir: string
  readonly builtBinding: string
}

/**
 * better-sqlite3's package directory. In the plugin's own layout — this code bundled into `bundle/`, the
 * dependencies in `node_modules/` beside it — one stat finds it; Node's module resolution (the fallback: dist/,
 * the sources under test) costs a hook process ~0.4 ms.
 */
function packageDirectory(): string {
  const beside = join(import.meta.dirname, '..', 'node_modules', 'better-sqlite3')
  if (existsSync(join(beside, 'package.json'))) return beside
  try {
    return dirname(requireHere.resolve('better-sqlite3/package.json'))
  } catch (error) {
    throw new EvidentError(
      'internal',
      `better-sqlite3 is not installed next to evident: ${errorMessage(error)}`,
      'reinstall the plugin (its install runs npm ci), or run npm ci in the evident checkout',
    )
  }
}

const packageBinding = (packageDir: string): string => join(packageDir, 'build', 'Release', BINDING_FILE)

/** Where the binding is looked for and built. Throws an `internal` EvidentError when better-sqlite3 is missing. */
export function nativeTarget(
  env: Env,
  platform = `${process.platform}-${process.arch}-abi${process.versions.modules}`,
): NativeTarget {
  const packageDir = packageDirectory()
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
  const pluginData = env['CLAUDE_PLUGIN_DATA']
  const dataDir = pluginData !== undefined && pluginData !== '' ? pluginData : userDataDir(env)
  const buildDir = join(dataDir, 'native', `better-sqlite3-${version}-${platform}`)
  return {
    packageDir,
    version,
    packageBinding: packageBinding(packageDir),
    buildDir,
    builtBinding: join(buildDir, BINDING_FILE),
  }
}

let loaded: string | undefined

/**
 * Finds a native module that loads in this process and returns its path (once per process): the package's own
 * build first (found without reading its package.json: every file a hook reads is start-up time), then the one
 * evident built into the data directory. Throws an `unavailable` EvidentError (transient: the MCP server builds it)
 * whose message starts with "the SQLite native module is not built yet" when no usable binding exists.
 */
export function loadNativeBinding(env: Env = process.env): string {
  if (loaded !== undefined) return loaded
  const problems: string[] = []
  const loads = (candidate: string): boolean => {
    if (!existsSync(candidate)) return false
    try {
      requireHere(candidate)
      loaded = candidate
      return true
    } catch (error) {
      problems.push(`${candidate}: ${errorMessage(error)}`)
      return false
    }
  }
  const own = packageBinding(packageDirectory())
  if (loads(own)) return own
  const target = nativeTarget(env)
  if (loads(target.builtBinding)) return target.builtBinding
  throw new EvidentError(
    'unavailable',
    `the SQLite native module is not built yet${problems.length > 0 ? ` (unusable: ${problems.join('; ')})` : ''}`,
    `the evident MCP server builds it into ${target.buildDir} when it starts (about a minute, once); retry then`,
  )
}
