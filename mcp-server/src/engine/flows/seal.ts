import { existsSync, readFileSync, readlinkSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { isUnder } from '../gates/own-state.js'
import { openHookDb } from '../../store/hook-db.js'
import { newestSessionSeals } from '../../store/statements/sessions.js'
import {
  judgeSeal,
  mergeSeal,
  settingsPath,
  type SealFacts,
  type SealJudgement,
  type SettingsSource,
} from '../gates/seal.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { userDataDir, type DbLocation } from '../../kernel/paths.js'

type Env = Readonly<Record<string, string | undefined>>

/** What a report or a session listing says of an unsealed session: one short line; `evident doctor` has the details. */
export const NOT_SEALED_HINT = 'not sealed — run /evident:setup (or `evident seal`); `evident doctor` says why'

/**
 * The facts `judgeSeal` needs, read from this machine: the settings files Claude Code merges, the `--settings`
 * and `--setting-sources` flags of the Claude Code process that started us (hooks and the MCP server are its
 * children; Linux /proc), and whether bubblewrap and socat are on PATH. A file that does not exist is no
 * source; one that cannot be parsed is a source whose view is unknown (the session is then not sealed).
 */
export interface SealInputs {
  readonly env: Env
  readonly projectRoot: string
  readonly dbPath: string
  /** The Claude Code process, whose command line may carry `--settings`; undefined outside Claude Code. */
  readonly claudePid?: number | undefined
}

function readJson(path: string, env: Env): { settings?: unknown; error?: string } {
  let text: string
  try {
    text = readRegularText(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return {}
    // Inside Claude Code's sandboxed Bash (evident doctor run by the model) the sandbox itself keeps the settings files
    // from being read: that is the seal at work, not a broken file. The hooks, which judge sessions, run outside it.
    if (insideSandbox(env) && (code === 'EACCES' || code === 'EPERM')) return {}
    return { error: (error as Error).message }
  }
  try {
    return { settings: JSON.parse(text) as unknown }
  } catch (error) {
    return { error: `not JSON: ${(error as Error).message}` }
  }
}

/** Whether this process runs inside Claude Code's sandboxed Bash (Claude Code sets SANDBOX_RUNTIME=1 there). */
export const insideSandbox = (env: Env): boolean => env['SANDBOX_RUNTIME'] === '1'

function source(name: string, path: string, env: Env): SettingsSource | undefined {
  const read = readJson(path, env)
  if (read.settings === undefined && read.error === undefined) return undefined
  return { name, dir: dirname(path), settings: read.settings, error: read.error }
}

interface ClaudeFlags {
  readonly settings?: SettingsSource | undefined
  /** `--setting-sources`: which of user, project, local load (all when absent). */
  readonly allowed?: ReadonlySet<string> | undefined
}

/** The flags of the Claude Code process, from /proc (Linux). */
function claudeFlags(pid: number | undefined): ClaudeFlags {
  if (pid === undefined) return {}
  let argv: string[]
  let cwd: string
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    cwd = readlinkSync(`/proc/${pid}/cwd`)
  } catch {
    return {}
  }
  // As Claude Code's option parser (commander) reads them: nothing after `--` is a flag (it is the prompt), and a
  // flag given twice takes its last value.
  const end = argv.indexOf('--')
  const flags = end === -1 ? argv : argv.slice(0, end)
  const value = (flag: string): string | undefined => {
    let found: string | undefined
    for (let i = 0; i < flags.length; i += 1) {
      const arg = flags[i] ?? ''
      if (arg === flag) found = flags[(i += 1)]
      else if (arg.startsWith(`${flag}=`)) found = arg.slice(flag.length + 1)
    }
    return found
  }
  const settings = value('--settings')
  const sources = value('--setting-sources')
  let flagged: SettingsSource | undefined
  if (settings !== undefined) {
    if (settings.trim().startsWith('{')) {
      try {
        flagged = { name: '--settings', dir: cwd, settings: JSON.parse(settings) as unknown }
      } catch (error) {
        flagged = { name: '--settings', dir: cwd, error: `not JSON: ${(error as Error).message}` }
      }
    } else {
      flagged = source('--settings', resolve(cwd, settings), {}) ?? {
        name: '--settings',
        dir: cwd,
        error: 'file missing',
      }
    }
  }
  return {
    settings: flagged,
    allowed: sources === undefined ? undefined : new Set(sources.split(',').map((s) => s.trim())),
  }
}

const onPath = (env: Env, tool: string): boolean =>
  (env['PATH'] ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, tool)))

/** The folder whose reading must be denied to Bash: the plugin data folder inside Claude Code, else the store's. */
export function sealDataDir(env: Env, dbPath: string): string {
  const data = env['CLAUDE_PLUGIN_DATA']
  return data !== undefined && data !== '' ? data : dirname(dbPath)
}

export function sealFacts(inputs: SealInputs): SealFacts {
  const { env, projectRoot } = inputs
  const home = env['HOME'] ?? ''
  const configDir = env['CLAUDE_CONFIG_DIR'] ?? join(home, '.claude')
  const flags = claudeFlags(inputs.claudePid)
  const allowed = (kind: string): boolean => flags.allowed === undefined || flags.allowed.has(kind)
  const managed = process.platform === 'darwin' ? '/Library/Application Support/ClaudeCode' : '/etc/claude-code'
  const sources = [
    source('managed settings', join(managed, 'managed-settings.json'), env),
    flags.settings,
    allowed('local')
      ? source('.claude/settings.local.json', join(projectRoot, '.claude', 'settings.local.json'), env)
      : undefined,
    allowed('project')
      ? source('.claude/settings.json', join(projectRoot, '.claude', 'settings.json'), env)
      : undefined,
    allowed('user') ? source('~/.claude/settings.json', join(configDir, 'settings.json'), env) : undefined,
  ].filter((s): s is SettingsSource => s !== undefined)
  return {
    platform: process.platform,
    sources,
    bwrap: onPath(env, 'bwrap'),
    socat: onPath(env, 'socat'),
    home,
    dataDir: sealDataDir(env, inputs.dbPath),
    storeInProject: isUnder(resolve(inputs.dbPath), resolve(projectRoot)),
    storeDir: dirname(resolve(inputs.dbPath)),
  }
}

export function judgeSession(inputs: SealInputs): { readonly verdict: SealJudgement; readonly facts: SealFacts } {
  const facts = sealFacts(inputs)
  return { verdict: judgeSeal(facts), facts }
}

/** The newest sessions' recorded state, read-only (none when the database does not exist yet). */
export function newestSessions(
  dbPath: string,
  limit: number,
): readonly { readonly sessionId: string; readonly sealed: boolean; readonly reason: string }[] {
  const db = openHookDb(dbPath)
  if (db === undefined) return []
  try {
    return newestSessionSeals(db.sqlite, limit)
  } finally {
    db.close()
  }
}

/** Claude Code's plugin data folder, every plugin's: `$CLAUDE_CONFIG_DIR/plugins/data`, default `~/.claude/plugins/data`. */
function pluginDataRoot(env: Env): string {
  const config = env['CLAUDE_CONFIG_DIR']
  return join(config !== undefined && config !== '' ? config : join(env['HOME'] ?? '', '.claude'), 'plugins', 'data')
}

/**
 * Every folder a store of this project can lie in, in this environment: Claude Code's plugin data folder (and
 * `CLAUDE_PLUGIN_DATA` when it lies elsewhere), the terminal's user data folder (`$XDG_DATA_HOME/evident`, default
 * `~/.local/share/evident`: the store before any session, and the pointer to the session's), and the folder of the
 * store `location` names (`EVIDENT_DB`, a remembered one) — not when it lies inside the project or holds it (hiding
 * it would hide the project; `store_outside_project` says what to do). `evident seal` hides exactly these, as
 * `settings` names them, and `evident doctor` judges exactly these.
 */
export function sealTargets(
  env: Env,
  location: DbLocation,
): { readonly dirs: readonly string[]; readonly settings: readonly string[] } {
  const root = resolve(location.projectRoot)
  const store = dirname(resolve(location.path))
  const plugin = env['CLAUDE_PLUGIN_DATA']
  const candidates = [
    pluginDataRoot(env),
    ...(plugin !== undefined && plugin !== '' ? [resolve(plugin)] : []),
    userDataDir(env),
    ...(isUnder(store, root) || isUnder(root, store) ? [] : [store]),
  ].map((dir) => resolve(dir))
  const unique = [...new Set(candidates)]
  const dirs = unique.filter((dir) => !unique.some((other) => other !== dir && isUnder(dir, other)))
  const home = env['HOME'] ?? ''
  return { dirs, settings: dirs.map((dir) => settingsPath(dir, home)) }
}

/** The project's `.claude/settings.json` as `evident seal` (no flag) would leave it; undefined when it would refuse. */
function afterSeal(facts: SealFacts, projectRoot: string, dirs: readonly string[]): SealFacts | undefined {
  const name = '.claude/settings.json'
  const current = facts.sources.find((s) => s.name === name)
  const settings = current?.settings ?? {}
  if (current?.error !== undefined || typeof settings !== 'object' || settings === null || Array.isArray(settings))
    return undefined
  let merged: unknown
  try {
    merged = mergeSeal(settings as Readonly<Record<string, unknown>>, dirs)
  } catch {
    return undefined
  }
  const sealed: SettingsSource = { name, dir: join(projectRoot, '.claude'), settings: merged }
  if (current !== undefined) return { ...facts, sources: facts.sources.map((s) => (s === current ? sealed : s)) }
  // A new file takes the project file's place: below the flag and the local file, above the user's.
  const user = facts.sources.findIndex((s) => s.name === '~/.claude/settings.json')
  const at = user === -1 ? facts.sources.length : user
  return { ...facts, sources: [...facts.sources.slice(0, at), sealed, ...facts.sources.slice(at)] }
}

/**
 * `evident doctor`'s judgement: would a Claude Code session started now in this project be sealed, with every
 * place a store of this project can lie judged hidden (`sealTargets`, what `evident seal` writes). Outside Claude
 * Code the data folder judged is the plugin data folder a session will use. A failing check's fix names
 * `evident seal` only when running it would make that check pass; otherwise it says which setting to change.
 */
export function judgeDoctor(
  env: Env,
  location: DbLocation,
): { readonly verdict: SealJudgement; readonly facts: SealFacts; readonly fixes: ReadonlyMap<string, string> } {
  const targets = sealTargets(env, location)
  const plugin = env['CLAUDE_PLUGIN_DATA']
  const sessionEnv = plugin !== undefined && plugin !== '' ? env : { ...env, CLAUDE_PLUGIN_DATA: pluginDataRoot(env) }
  const facts = {
    ...sealFacts({ env: sessionEnv, projectRoot: location.projectRoot, dbPath: location.path }),
    alsoHidden: targets.dirs,
  }
  const verdict = judgeSeal(facts)
  const simulated = afterSeal(facts, location.projectRoot, targets.settings)
  const passAfter = new Set(
    simulated === undefined
      ? []
      : judgeSeal(simulated)
          .checks.filter((c) => c.ok)
          .map((c) => c.id),
  )
  const fixes = new Map(
    verdict.checks
      .filter((c) => !c.ok)
      .map((c) => [c.id, c.bySeal !== undefined && passAfter.has(c.id) ? c.bySeal : c.fix] as const),
  )
  return { verdict, facts, fixes }
}
