import { existsSync, readFileSync, readlinkSync } from 'node:fs'
import { delimiter, dirname, join, resolve } from 'node:path'
import { isUnder } from '../gates/own-state.js'
import { openHookDb } from '../../store/hook-db.js'
import { newestSessionSeals } from '../../store/statements/sessions.js'
import { judgeSeal, type SealFacts, type SealJudgement, type SettingsSource } from '../gates/seal.js'
import { readRegularText } from '../../kernel/regular-file.js'

type Env = Readonly<Record<string, string | undefined>>

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

function readJson(path: string): { settings?: unknown; error?: string } {
  let text: string
  try {
    text = readRegularText(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    return { error: (error as Error).message }
  }
  try {
    return { settings: JSON.parse(text) as unknown }
  } catch (error) {
    return { error: `not JSON: ${(error as Error).message}` }
  }
}

function source(name: string, path: string): SettingsSource | undefined {
  const read = readJson(path)
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
      flagged = source('--settings', resolve(cwd, settings)) ?? { name: '--settings', dir: cwd, error: 'file missing' }
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
    source('managed settings', join(managed, 'managed-settings.json')),
    flags.settings,
    allowed('local')
      ? source('.claude/settings.local.json', join(projectRoot, '.claude', 'settings.local.json'))
      : undefined,
    allowed('project') ? source('.claude/settings.json', join(projectRoot, '.claude', 'settings.json')) : undefined,
    allowed('user') ? source('~/.claude/settings.json', join(configDir, 'settings.json')) : undefined,
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
