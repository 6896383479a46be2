import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Script } from 'node:vm'
import { EDIT_TOOLS, EVIDENT_TOOL_PREFIX } from '../hooks/payload.js'

/**
 * Starts the hook CLI (`bundle/hook-main.cjs`) from a V8 code cache. Claude Code spawns a hook process for
 * every gated tool call, and compiling the hook code costs each one ~2.5 ms, a tenth of a bare Node start.
 * The first run of each kind of hook (event × tool family) compiles normally and then saves the code V8
 * compiled — top level and every function the run reached — under `${CLAUDE_PLUGIN_DATA}/hook-cache/`; the
 * next runs hand it back to V8 instead of compiling.
 *
 * A cache file is named after the Node version, the architecture and the hook-main file's size, mtime and
 * inode, so a plugin update or another Node never meets an old cache; V8 also checks version and flags
 * itself and rejects a mismatch, which only costs a normal compile and a rewrite. Writes go through a temp
 * file and a rename, so concurrent hooks never read half a cache. Any cache error means "no cache", never a
 * failed hook.
 */
export const CACHE_DIR = 'hook-cache'

/** What `hook-main.cjs` exports (entry/hook-cli.ts). */
export interface HookMain {
  hookCli(event: string, stdin: string): Promise<void>
}

export type CacheState = 'hit' | 'miss' | 'rejected' | 'off'

export interface LoadedMain {
  readonly main: HookMain
  /** hit: V8 used the cached code; miss: none yet; rejected: V8 refused it; off: no cache directory. */
  readonly cache: CacheState
  /** Saves what V8 compiled during this run when the cache did not provide it. Never throws. */
  save(): void
}

// The CommonJS wrapper, on the first line of hook-main so that line numbers in stack traces stay right.
// `__evidentImport` stands in for `import()`, which a vm.Script cannot call without an experimental flag
// (scripts/bundle.ts rewrites hook-main's lazy imports to it).
const WRAPPER_HEAD = '(function (exports, require, module, __filename, __dirname, __evidentImport) {'
const WRAPPER_TAIL = '\n})'

type Wrapped = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  filename: string,
  dirname: string,
  importer: (specifier: string) => Promise<unknown>,
) => void

/** The kind of hook a payload is for, so that each kind gets a cache of the code it runs. */
export function hookKind(event: string, stdin: string): string {
  const tool = /"tool_name"\s*:\s*"([^"]*)"/.exec(stdin)?.[1]
  const family =
    tool === undefined
      ? 'none'
      : tool.startsWith(EVIDENT_TOOL_PREFIX)
        ? 'mcp'
        : tool === 'Bash'
          ? 'bash'
          : EDIT_TOOLS.has(tool)
            ? 'edit'
            : 'other'
  return `${/^[A-Za-z]+$/.test(event) ? event : 'unknown'}-${family}`
}

/**
 * Compiles and runs hook-main (from the cache in `cacheDir` when there is a usable one) and returns its exports.
 * `requireHere` is the boot file's own `require` (it sits next to hook-main, so it resolves the same way):
 * `createRequire` would load `node:module` into every hook process.
 */
export function loadMain(
  mainPath: string,
  cacheDir: string | undefined,
  kind: string,
  requireHere: NodeJS.Require,
): LoadedMain {
  const source = readFileSync(mainPath, 'utf8')
  const { prefix, file } = cacheName(mainPath, cacheDir, kind)
  const cachedData = file === undefined ? undefined : readCache(file)
  const script = new Script(`${WRAPPER_HEAD}${source}${WRAPPER_TAIL}`, {
    filename: mainPath,
    ...(cachedData === undefined ? {} : { cachedData }),
  })
  const cache: CacheState =
    file === undefined
      ? 'off'
      : cachedData === undefined
        ? 'miss'
        : script.cachedDataRejected === true
          ? 'rejected'
          : 'hit'
  const module = { exports: {} }
  const dir = dirname(mainPath)
  const wrapped = script.runInThisContext() as Wrapped
  wrapped(
    module.exports,
    requireHere,
    module,
    mainPath,
    dir,
    (specifier) => import(pathToFileURL(join(dir, specifier)).href),
  )
  return {
    main: module.exports as HookMain,
    cache,
    save: () => {
      if (file === undefined || cache === 'hit') return
      writeCache(file, prefix, script.createCachedData())
    },
  }
}

function cacheName(
  mainPath: string,
  cacheDir: string | undefined,
  kind: string,
): { prefix: string; file: string | undefined } {
  if (cacheDir === undefined) return { prefix: '', file: undefined }
  try {
    const stat = statSync(mainPath)
    const prefix = `${process.version}-${process.arch}-${stat.size}-${Math.trunc(stat.mtimeMs)}-${stat.ino}-`
    return { prefix, file: join(cacheDir, `${prefix}${kind}.v8`) }
  } catch {
    return { prefix: '', file: undefined }
  }
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file)
  } catch {
    return undefined
  }
}

/** Writes the cache atomically and drops the caches of other hook-main files or Node versions. */
function writeCache(file: string, prefix: string, data: Buffer): void {
  const dir = dirname(file)
  const temp = `${file}.${process.pid}.tmp`
  try {
    mkdirSync(dir, { recursive: true })
    writeFileSync(temp, data)
    renameSync(temp, file)
    for (const name of readdirSync(dir)) {
      if (name.endsWith('.v8') && !name.startsWith(prefix)) rmSync(join(dir, name), { force: true })
    }
  } catch {
    rmSync(temp, { force: true })
  }
}
