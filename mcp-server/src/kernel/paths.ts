import { existsSync, mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { readRegularText } from './regular-file.js'
import { createRequire } from 'node:module'
import type * as NodeOs from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { sha256Hex } from './digest.js'

/**
 * Where the evidence database of a project lives. Every process that opens it (MCP server, hook CLI,
 * vitest reporter, CLI) calls `resolveDbLocation` with its own environment and cwd and gets the same file:
 *
 * 1. `EVIDENT_DB` — an explicit path, always wins.
 * 2. `CLAUDE_PLUGIN_DATA` — inside Claude Code: `<data>/projects/<slug>-<hash>/evident.sqlite`. The choice is
 *    remembered in a pointer file under the user data dir so that processes started outside Claude Code
 *    (a shell `vitest`, the CLI) find the same database.
 * 3. the pointer file, if one exists for this project root.
 * 4. the user data dir: `${XDG_DATA_HOME:-~/.local/share}/evident/projects/<slug>-<hash>/evident.sqlite`.
 *
 * The database is never placed inside the project, so it can never be committed by accident.
 */
type DbSource = 'EVIDENT_DB' | 'CLAUDE_PLUGIN_DATA' | 'pointer' | 'default'

export interface DbLocation {
  readonly path: string
  readonly projectRoot: string
  readonly source: DbSource
}

type Env = Readonly<Record<string, string | undefined>>

/** The project root: EVIDENT_PROJECT_ROOT, else CLAUDE_PROJECT_DIR, else the enclosing git work tree, else cwd. */
export function resolveProjectRoot(env: Env, cwd: string): string {
  const declared = env['EVIDENT_PROJECT_ROOT'] ?? env['CLAUDE_PROJECT_DIR']
  const start = realpathOr(resolve(cwd, declared ?? '.'))
  if (declared !== undefined) return start
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir
    if (dirname(dir) === dir) return start
  }
}

export function projectKey(projectRoot: string): string {
  const slug =
    basename(projectRoot)
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .slice(0, 40) || 'root'
  const hash = sha256Hex(projectRoot).slice(0, 12)
  return `${slug}-${hash}`
}

/**
 * The project's test-run lock (`runners/lock.ts`) in a directory: next to the database, or the temp dir for a run
 * without one. A hook looks for it to know whether evident itself is running the project's tests.
 */
export function runLockFile(dir: string, projectRoot: string): string {
  return join(dir, `${projectKey(projectRoot)}.run.lock`)
}

export function userDataDir(env: Env): string {
  const xdg = env['XDG_DATA_HOME']
  const base = xdg !== undefined && xdg !== '' ? xdg : join(env['HOME'] ?? homedir(), '.local', 'share')
  return join(base, 'evident')
}

/** `os.homedir()`, loading `node:os` only when HOME is unset: every hook resolves this path, and rarely needs it. */
function homedir(): string {
  return (createRequire(import.meta.filename)('node:os') as typeof NodeOs).homedir()
}

export function resolveDbLocation(env: Env, cwd: string): DbLocation {
  const projectRoot = resolveProjectRoot(env, cwd)
  const explicit = env['EVIDENT_DB']
  if (explicit !== undefined && explicit !== '') {
    return { path: resolve(cwd, explicit), projectRoot, source: 'EVIDENT_DB' }
  }
  const key = projectKey(projectRoot)
  const pointer = join(userDataDir(env), 'projects', key, 'db-location')
  const pluginData = env['CLAUDE_PLUGIN_DATA']
  if (pluginData !== undefined && pluginData !== '') {
    const path = join(pluginData, 'projects', key, 'evident.sqlite')
    rememberPointer(pointer, path)
    return { path, projectRoot, source: 'CLAUDE_PLUGIN_DATA' }
  }
  const remembered = readPointer(pointer)
  if (remembered !== undefined) return { path: remembered, projectRoot, source: 'pointer' }
  return { path: join(userDataDir(env), 'projects', key, 'evident.sqlite'), projectRoot, source: 'default' }
}

function readPointer(pointer: string): string | undefined {
  try {
    const path = readRegularText(pointer, 64 * 1024).trim()
    return path !== '' && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * Writes the pointer whole to a new file of its own and renames it into place: a FIFO or a link planted at the
 * pointer's name is replaced, never written through (opening a FIFO to write blocks until a reader comes).
 */
function rememberPointer(pointer: string, path: string): void {
  if (readPointer(pointer) === path) return
  const temp = `${pointer}.${process.pid}.tmp`
  try {
    mkdirSync(dirname(pointer), { recursive: true })
    writeFileSync(temp, `${path}\n`, { flag: 'wx' })
    renameSync(temp, pointer)
  } catch {
    // The pointer only helps processes outside Claude Code find the database; never fail over it.
    rmSync(temp, { force: true })
  }
}

/** The native realpath(3), one system call (fs.realpathSync lstats every component): hooks resolve the root on every call. */
function realpathOr(path: string): string {
  try {
    return realpathSync.native(path)
  } catch {
    return path
  }
}
