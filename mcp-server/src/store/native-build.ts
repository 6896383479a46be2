import { spawn } from 'node:child_process'
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { EvidentError, errorMessage } from '../kernel/errors.js'
import { BINDING_FILE, BUILD_FAILED_FILE, NATIVE_FAILED, nativeFailure, type NativeTarget } from './native.js'
import { pidAlive } from '../kernel/pid.js'

/**
 * Provides better-sqlite3's native module in `target.buildDir` when the package has none (after
 * `npm ci --ignore-scripts`): a prebuilt binding when one can be had, else a compile. The build runs in a detached process that outlives whoever started it
 * (`claude mcp list` starts and stops the server in a second), guarded by a lock directory holding the
 * builder's pid. The finished binding is renamed into place, so a reader never sees half a file. Without an installed
 * better-sqlite3 next to evident, the builder first fetches the pinned version's sources from the npm registry
 * (`npm pack`, argument arrays, no shell) into the build directory. A failed build leaves `build.failed` — the reason
 * and the exact fix — which stays until a later build succeeds, so hooks can say what to do while a retry runs.
 */
export type BuildState =
  | { readonly state: 'ready'; readonly binding: string }
  | { readonly state: 'building'; readonly log: string }
  | { readonly state: 'failed'; readonly log: string; readonly detail: string; readonly fix?: string }

const SOURCES = ['package.json', 'binding.gyp', 'src', 'deps'] as const
/** A lock without a pid file older than this is abandoned (the starter died between mkdir and write). */
const ORPHAN_LOCK_MS = 120_000

const lockDir = (buildDir: string): string => join(buildDir, 'build.lock')
const logFile = (buildDir: string): string => join(buildDir, 'build.log')
const failedFile = (buildDir: string): string => join(buildDir, BUILD_FAILED_FILE)

/** Is a build in progress right now (a lock whose owner lives)? Clears a stale lock. */
function building(target: NativeTarget): boolean {
  const lock = lockDir(target.buildDir)
  if (!existsSync(lock)) return false
  let pid: number | undefined
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'))
  } catch {
    try {
      if (Date.now() - statSync(lock).mtimeMs < ORPHAN_LOCK_MS) return true
    } catch {
      return false // the builder released it meanwhile
    }
  }
  if (pid !== undefined && Number.isInteger(pid) && pid > 0 && pidAlive(pid)) return true
  rmSync(lock, { recursive: true, force: true })
  return false
}

/**
 * Whether the detached builder is still at work. The binding is moved into place before the builder writes its last
 * log line and releases its lock: a reader of the log waits for this to turn false.
 */
export function nativeBuildRunning(target: NativeTarget): boolean {
  return building(target)
}

export function buildState(target: NativeTarget): BuildState {
  if (existsSync(target.builtBinding)) return { state: 'ready', binding: target.builtBinding }
  if (building(target)) return { state: 'building', log: logFile(target.buildDir) }
  const failed = nativeFailure(target.buildDir)
  if (failed === undefined) return { state: 'failed', log: logFile(target.buildDir), detail: 'no build has run' }
  return { state: 'failed', log: logFile(target.buildDir), ...failed }
}

/** The builder's first argument when there is no installed package: fetch this version's sources. */
const FETCH = (version: string): string => `fetch:${version}`

/**
 * Starts the detached builder (`node <builderScript> <packageDir | fetch:<version>> <buildDir> <pluginRoot>`) unless
 * the binding exists or a build is running. Returns the state after the attempt.
 */
export function startNativeBuild(target: NativeTarget, builderScript: string): BuildState {
  const before = buildState(target)
  if (before.state !== 'failed') return before
  mkdirSync(target.buildDir, { recursive: true })
  try {
    mkdirSync(lockDir(target.buildDir))
  } catch {
    return { state: 'building', log: logFile(target.buildDir) }
  }
  const out = openSync(logFile(target.buildDir), 'w')
  const source = target.packageDir ?? FETCH(target.version)
  const child = spawn(process.execPath, [builderScript, source, target.buildDir, target.pluginRoot], {
    detached: true,
    stdio: ['ignore', out, out],
    shell: false,
  })
  closeSync(out)
  if (child.pid !== undefined) writeFileSync(join(lockDir(target.buildDir), 'pid'), String(child.pid))
  child.unref()
  return { state: 'building', log: logFile(target.buildDir) }
}

/** npm's own CLI next to the running node (same ABI), else `npm` from PATH. */
function npmCommand(): readonly [string, readonly string[]] {
  const cli = join(dirname(process.execPath), '..', 'lib', 'node_modules', 'npm', 'bin', 'npm-cli.js')
  return existsSync(cli) ? [process.execPath, [cli]] : ['npm', []]
}

/**
 * node-gyp downloads Node's headers unless told where they are; a system Node install ships them next to
 * the binary (`<prefix>/include/node`), which makes the build work offline.
 */
export function buildEnv(env: NodeJS.ProcessEnv, execPath = process.execPath): NodeJS.ProcessEnv {
  const prefix = dirname(dirname(execPath))
  const declared = env['npm_config_nodedir'] ?? env['NPM_CONFIG_NODEDIR']
  if (declared !== undefined || !existsSync(join(prefix, 'include', 'node', 'node.h'))) return env
  return { ...env, npm_config_nodedir: prefix }
}

function run(command: string, args: readonly string[], cwd: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', shell: false, env: buildEnv(process.env) })
    child.on('error', (error) => {
      process.stderr.write(`cannot run ${command}: ${errorMessage(error)}\n`)
      resolve(-1)
    })
    child.on('close', (code) => resolve(code ?? -1))
  })
}

/** A build failure with the exact fix the user must apply. */
class BuildFailure extends Error {
  constructor(
    message: string,
    readonly fix: string,
  ) {
    super(message)
  }
}

const onPath = (name: string, env: NodeJS.ProcessEnv): boolean =>
  (env['PATH'] ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, name)))

/**
 * The build tools node-gyp needs that are missing from PATH (Linux and macOS; elsewhere node-gyp's own error is
 * shown): Python 3, make and a C++ compiler. `CXX` / `PYTHON` / `npm_config_python` count as provided.
 */
export function missingBuildTools(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string[] {
  if (platform === 'win32') return []
  const missing: string[] = []
  const provided = (name: string): boolean => (env[name] ?? '') !== ''
  if (!provided('PYTHON') && !provided('npm_config_python') && !onPath('python3', env) && !onPath('python', env))
    missing.push('python3')
  if (!onPath('make', env)) missing.push('make')
  if (!provided('CXX') && !['c++', 'g++', 'clang++'].some((cc) => onPath(cc, env))) missing.push('a C++ compiler')
  return missing
}

const TOOLCHAIN_FIX =
  'install a C++ toolchain — Debian/Ubuntu: `sudo apt-get install python3 make g++`; Fedora: `sudo dnf install python3 ' +
  'make gcc-c++`; macOS: `xcode-select --install` — then start a new Claude Code session (evident builds the module ' +
  'on its next start)'

const registryFix = (version: string, pluginRoot: string): string =>
  `let npm reach its registry (https://registry.npmjs.org, or set npm_config_registry to a mirror) and start a new ` +
  `Claude Code session; or install the plugin's dependencies yourself: run \`npm install --ignore-scripts\` in ${pluginRoot} ` +
  `(it needs the same registry, or an npm cache holding better-sqlite3@${version})`

/** Fetches better-sqlite3@version's sources into `<buildDir>/fetch/package` (`npm pack` + `tar`); returns that dir. */
async function fetchSources(version: string, buildDir: string, pluginRoot: string): Promise<string> {
  const dir = join(buildDir, 'fetch')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  process.stdout.write(`fetching better-sqlite3@${version} from the npm registry (no node_modules next to evident)\n`)
  const [command, prefix] = npmCommand()
  const spec = `better-sqlite3@${version}`
  const code = await run(command, [...prefix, 'pack', spec, '--pack-destination', dir, '--ignore-scripts'], dir)
  const tarball = join(dir, `better-sqlite3-${version}.tgz`)
  if (code !== 0 || !existsSync(tarball))
    throw new BuildFailure(
      `could not download ${spec} from the npm registry (npm pack exited with ${code})`,
      registryFix(version, pluginRoot),
    )
  const untar = await run('tar', ['-xzf', tarball, '-C', dir], dir)
  const packageDir = join(dir, 'package')
  if (untar !== 0 || !existsSync(join(packageDir, 'binding.gyp')))
    throw new BuildFailure(
      `could not unpack ${tarball} (tar exited with ${untar})`,
      'install `tar`, then start a new Claude Code session',
    )
  return packageDir
}

/** Where better-sqlite3 publishes prebuilt bindings (what its own install script, prebuild-install, downloads). */
export const PREBUILT_HOST = 'https://github.com/WiseLibs/better-sqlite3/releases/download'
const PREBUILT_TIMEOUT_MS = 30_000

/**
 * The prebuilt binding's URL for this Node (ABI), platform and architecture, or undefined when prebuilt bindings are
 * declined (`npm_config_build_from_source=true`, as prebuild-install honours). The host can be a mirror:
 * `npm_config_better_sqlite3_binary_host` (prebuild-install's variable).
 */
export function prebuiltUrl(
  version: string,
  env: NodeJS.ProcessEnv = process.env,
  target: { readonly abi: string; readonly platform: string; readonly arch: string } = {
    abi: process.versions.modules,
    platform: libcPlatform(),
    arch: process.arch,
  },
): string | undefined {
  if ((env['npm_config_build_from_source'] ?? '').toLowerCase() === 'true') return undefined
  const host = (env['npm_config_better_sqlite3_binary_host'] ?? '').replace(/\/+$/, '') || PREBUILT_HOST
  return `${host}/v${version}/better-sqlite3-v${version}-node-v${target.abi}-${target.platform}-${target.arch}.tar.gz`
}

/** prebuild's platform name: `linuxmusl` on a musl Linux (no glibc in the process report). */
function libcPlatform(): string {
  if (process.platform !== 'linux') return process.platform
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header
  return header?.glibcVersionRuntime === undefined ? 'linuxmusl' : 'linux'
}

/**
 * Downloads and unpacks the prebuilt binding into `<buildDir>/prebuilt`; returns the module's path, or undefined (with
 * the reason in the log) when there is none to be had — offline, no build for this platform, declined. The caller
 * still proves it loads before using it.
 */
async function fetchPrebuilt(version: string, buildDir: string): Promise<string | undefined> {
  const url = prebuiltUrl(version)
  if (url === undefined) {
    process.stdout.write('prebuilt binding declined (npm_config_build_from_source=true): compiling\n')
    return undefined
  }
  const dir = join(buildDir, 'prebuilt')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  process.stdout.write(`fetching the prebuilt binding ${url}\n`)
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PREBUILT_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const tarball = join(dir, 'prebuilt.tar.gz')
    writeFileSync(tarball, Buffer.from(await response.arrayBuffer()))
    const untar = await run('tar', ['-xzf', tarball, '-C', dir], dir)
    const binding = join(dir, 'build', 'Release', BINDING_FILE)
    if (untar !== 0 || !existsSync(binding)) throw new Error(`the archive holds no build/Release/${BINDING_FILE}`)
    return binding
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code
    process.stdout.write(
      `no prebuilt binding (${errorMessage(error)}${cause === undefined ? '' : `: ${cause}`}): compiling\n`,
    )
    return undefined
  }
}

/** Copies `built` next to the target, proves it loads in a fresh process, then renames it into place. */
async function install(built: string, buildDir: string): Promise<boolean> {
  // require() loads only *.node files as addons.
  const staged = join(buildDir, `staged-${process.pid}-${BINDING_FILE}`)
  cpSync(built, staged)
  const probe = await run(process.execPath, ['-e', `require(${JSON.stringify(staged)})`], buildDir)
  if (probe !== 0) {
    rmSync(staged, { force: true })
    return false
  }
  renameSync(staged, join(buildDir, BINDING_FILE))
  return true
}

const packageVersion = (packageDir: string): string | undefined => {
  try {
    return (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version?: string }).version
  } catch {
    return undefined
  }
}

/**
 * The builder's body (runs in the detached process): first a prebuilt binding for this Node, platform and
 * architecture (better-sqlite3's published ones, as its own install does; `npm_config_build_from_source=true` skips
 * it), proven to load; otherwise the compile: checks the build tools, fetches the sources when `source` is
 * `fetch:<version>` (else it is the installed package's directory), copies them into the build dir, runs the
 * package's `build-release` script (node-gyp, shipped with npm), verifies the result loads, moves it into place and
 * releases the lock. On failure it leaves `build.failed`: the reason, then `fix: <what the user must do>`.
 */
export async function runNativeBuild(
  source: string,
  buildDir: string,
  pluginRoot = '<the plugin root>',
): Promise<boolean> {
  const src = join(buildDir, 'src')
  try {
    const version = source.startsWith('fetch:') ? source.slice('fetch:'.length) : packageVersion(source)
    const prebuilt = version === undefined ? undefined : await fetchPrebuilt(version, buildDir)
    if (prebuilt !== undefined) {
      const loaded = await install(prebuilt, buildDir)
      rmSync(join(buildDir, 'prebuilt'), { recursive: true, force: true })
      if (loaded) {
        rmSync(failedFile(buildDir), { force: true })
        process.stdout.write('prebuilt binding installed\n')
        return true
      }
      process.stdout.write('the prebuilt binding does not load here: compiling\n')
    }
    const missing = missingBuildTools()
    if (missing.length > 0)
      throw new BuildFailure(`the build tools ${missing.join(', ')} are not on PATH`, TOOLCHAIN_FIX)
    const packageDir = source.startsWith('fetch:')
      ? await fetchSources(source.slice('fetch:'.length), buildDir, pluginRoot)
      : source
    rmSync(src, { recursive: true, force: true })
    for (const entry of SOURCES) cpSync(join(packageDir, entry), join(src, entry), { recursive: true })
    const [command, prefix] = npmCommand()
    const code = await run(command, [...prefix, 'run', 'build-release'], src)
    const built = join(src, 'build', 'Release', BINDING_FILE)
    if (code !== 0 || !existsSync(built))
      throw new BuildFailure(
        `npm run build-release (node-gyp) exited with ${code}`,
        `${TOOLCHAIN_FIX}; the compiler's output is in ${logFile(buildDir)}`,
      )
    if (!(await install(built, buildDir))) throw new Error('the built module does not load')
    rmSync(src, { recursive: true, force: true })
    rmSync(join(buildDir, 'fetch'), { recursive: true, force: true })
    rmSync(failedFile(buildDir), { force: true })
    return true
  } catch (error) {
    const fix = error instanceof BuildFailure ? `\nfix: ${error.fix}` : ''
    writeFileSync(failedFile(buildDir), `${errorMessage(error)} (${new Date().toISOString()})${fix}\n`)
    process.stdout.write(`${errorMessage(error)}${fix}\n`)
    return false
  } finally {
    rmSync(lockDir(buildDir), { recursive: true, force: true })
  }
}

/**
 * Waits until the binding is ready; rejects when the build fails with an `internal` EvidentError starting with
 * NATIVE_FAILED whose hint is the exact fix.
 */
export async function waitForNativeBuild(target: NativeTarget, pollMs = 500): Promise<string> {
  for (;;) {
    const state = buildState(target)
    if (state.state === 'ready') return state.binding
    if (state.state === 'failed') {
      const tail =
        state.fix === undefined && existsSync(state.log)
          ? ` — ${readFileSync(state.log, 'utf8').trim().split('\n').slice(-5).join(' | ')}`
          : ''
      throw new EvidentError(
        'internal',
        `${NATIVE_FAILED}, so evident records and enforces nothing here: ${state.detail}${tail} (log: ${state.log})`,
        state.fix ?? `read ${state.log}, fix what it names, and start a new Claude Code session`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
