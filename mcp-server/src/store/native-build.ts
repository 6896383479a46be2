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
import { dirname, join } from 'node:path'
import { errorMessage } from '../errors.js'
import { BINDING_FILE, type NativeTarget } from './native.js'
import { pidAlive } from '../pid.js'

/**
 * Builds better-sqlite3's native module into `target.buildDir` when the package has none (after
 * `npm ci --ignore-scripts`). The build runs in a detached process that outlives whoever started it
 * (`claude mcp list` starts and stops the server in a second), guarded by a lock directory holding the
 * builder's pid. The finished binding is renamed into place, so a reader never sees half a file.
 */
export type BuildState =
  | { readonly state: 'ready'; readonly binding: string }
  | { readonly state: 'building'; readonly log: string }
  | { readonly state: 'failed'; readonly log: string; readonly detail: string }

const SOURCES = ['package.json', 'binding.gyp', 'src', 'deps'] as const
/** A lock without a pid file older than this is abandoned (the starter died between mkdir and write). */
const ORPHAN_LOCK_MS = 120_000

const lockDir = (buildDir: string): string => join(buildDir, 'build.lock')
const logFile = (buildDir: string): string => join(buildDir, 'build.log')
const failedFile = (buildDir: string): string => join(buildDir, 'build.failed')

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

export function buildState(target: NativeTarget): BuildState {
  if (existsSync(target.builtBinding)) return { state: 'ready', binding: target.builtBinding }
  if (building(target)) return { state: 'building', log: logFile(target.buildDir) }
  const detail = existsSync(failedFile(target.buildDir))
    ? readFileSync(failedFile(target.buildDir), 'utf8').trim()
    : 'no build has run'
  return { state: 'failed', log: logFile(target.buildDir), detail }
}

/**
 * Starts the detached builder (`node <builderScript> <packageDir> <buildDir>`) unless the binding exists
 * or a build is running. Returns the state after the attempt.
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
  rmSync(failedFile(target.buildDir), { force: true })
  const out = openSync(logFile(target.buildDir), 'w')
  const child = spawn(process.execPath, [builderScript, target.packageDir, target.buildDir], {
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

/**
 * The builder's body (runs in the detached process): copies the package's sources into the build dir,
 * runs its `build-release` script (node-gyp, shipped with npm), verifies the result loads, moves it into
 * place and releases the lock. On failure it leaves `build.failed` with the reason.
 */
export async function runNativeBuild(packageDir: string, buildDir: string): Promise<boolean> {
  const src = join(buildDir, 'src')
  try {
    rmSync(src, { recursive: true, force: true })
    for (const entry of SOURCES) cpSync(join(packageDir, entry), join(src, entry), { recursive: true })
    const [command, prefix] = npmCommand()
    const code = await run(command, [...prefix, 'run', 'build-release'], src)
    const built = join(src, 'build', 'Release', BINDING_FILE)
    if (code !== 0 || !existsSync(built)) throw new Error(`npm run build-release exited with ${code}`)
    // require() loads only *.node files as addons.
    const staged = join(buildDir, `staged-${process.pid}-${BINDING_FILE}`)
    cpSync(built, staged)
    const probe = await run(process.execPath, ['-e', `require(${JSON.stringify(staged)})`], buildDir)
    if (probe !== 0) throw new Error('the built module does not load')
    renameSync(staged, join(buildDir, BINDING_FILE))
    rmSync(src, { recursive: true, force: true })
    return true
  } catch (error) {
    writeFileSync(failedFile(buildDir), `${new Date().toISOString()} ${errorMessage(error)}\n`)
    return false
  } finally {
    rmSync(lockDir(buildDir), { recursive: true, force: true })
  }
}

/** Waits until the binding is ready; rejects with the log's tail when the build fails. */
export async function waitForNativeBuild(target: NativeTarget, pollMs = 500): Promise<string> {
  for (;;) {
    const state = buildState(target)
    if (state.state === 'ready') return state.binding
    if (state.state === 'failed') {
      const tail = existsSync(state.log) ? readFileSync(state.log, 'utf8').trim().split('\n').slice(-5).join(' | ') : ''
      throw new Error(
        `building the SQLite native module failed: ${state.detail}${tail === '' ? '' : ` — ${tail}`} (log: ${state.log})`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
