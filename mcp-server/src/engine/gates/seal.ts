import picomatch from 'picomatch'
import { isAbsolute, join, relative, resolve } from 'node:path'

/**
 * Whether a Claude Code session is sealed: its Bash runs in the sandbox, cannot leave it, and cannot read
 * evident's data folder; Read and Edit are kept out of that folder by permission rules. Judged from the settings
 * Claude Code merges (managed, `--settings`, project local, project, user — highest precedence first) and from
 * the machine (bubblewrap and socat on Linux). Pure: engine/flows/seal.ts reads the files.
 *
 * Why the agent cannot spoof it: the session is judged when it starts, before the agent has run anything, from
 * files the sandbox does not let Bash write (user and managed settings lie outside the project; the project's
 * `.claude/settings*.json` are write-protected by Claude Code) and which evident's hooks deny to the Edit family.
 * A session judged unsealed never becomes sealed. The limits are in docs/sealing.md.
 */
export interface SettingsSource {
  /** `managed`, `--settings`, `.claude/settings.local.json`, `.claude/settings.json`, `~/.claude/settings.json`. */
  readonly name: string
  /** The folder relative paths in it are resolved against. */
  readonly dir: string
  /** The parsed JSON; undefined when the file does not exist. */
  readonly settings?: unknown
  /** Why the file could not be read or parsed: Claude Code's view of it is then unknown. */
  readonly error?: string | undefined
}

export interface SealFacts {
  readonly platform: string
  /** Highest precedence first. */
  readonly sources: readonly SettingsSource[]
  readonly bwrap: boolean
  readonly socat: boolean
  readonly home: string
  /** The folder Bash must not read (the plugin data folder holding the store, key and snapshots). */
  readonly dataDir: string
  /** The evidence database lies inside the project, where sandboxed Bash can write. */
  readonly storeInProject: boolean
  /** The database's folder (with `EVIDENT_DB` it may lie outside `dataDir`): it must be hidden too. */
  readonly storeDir?: string | undefined
  /**
   * The other folders a store of this project can lie in here — the terminal's user data folder, a remembered or
   * `EVIDENT_DB` store's — which `evident seal` hides and `evident doctor` judges (a session's hook judges its own).
   */
  readonly alsoHidden?: readonly string[] | undefined
}

interface SealCheck {
  readonly id: string
  readonly ok: boolean
  readonly says: string
  /** What to do when it fails, in settings (never naming a command). */
  readonly fix: string
  /** The fix when `evident seal` writes what the check needs (engine/flows/seal.ts#judgeDoctor asks whether it would). */
  readonly bySeal?: string | undefined
}

export interface SealJudgement {
  readonly sealed: boolean
  readonly checks: readonly SealCheck[]
  /** One line: "sealed" or what is missing. */
  readonly reason: string
}

type Json = Readonly<Record<string, unknown>>
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const field = (v: unknown, ...path: readonly string[]): unknown =>
  path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), v)

/** The value the highest-precedence source that sets it gives. */
function effective(sources: readonly SettingsSource[], ...path: readonly string[]): unknown {
  for (const source of sources) {
    const value = field(source.settings, ...path)
    if (value !== undefined) return value
  }
  return undefined
}

const strings = (v: unknown): readonly string[] => (Array.isArray(v) ? v.filter((s) => typeof s === 'string') : [])

/**
 * A settings path as Claude Code reads it: `~/` home, `//` absolute, `/` and plain relative to the settings file's
 * folder. (Where Claude Code may read a single `/` as absolute, reading it as relative can only judge a session
 * unsealed that is sealed — never the reverse.)
 */
function expandSettingsPath(pattern: string, source: SettingsSource, home: string): string {
  if (pattern === '~' || pattern.startsWith('~/')) return join(home, pattern.slice(1))
  if (pattern.startsWith('//')) return pattern.slice(1)
  if (isAbsolute(pattern)) return join(source.dir, pattern)
  return resolve(source.dir, pattern)
}

const covers = (dir: string, path: string): boolean => {
  const rel = relative(dir, path)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** Some source's `sandbox.filesystem.denyRead` hides `dataDir` (or a folder above it) from Bash. */
function denyReadCovers(facts: SealFacts): boolean {
  return hiddenDirs(facts).every((dir) =>
    facts.sources.some((source) =>
      strings(field(source.settings, 'sandbox', 'filesystem', 'denyRead')).some((entry) =>
        covers(expandSettingsPath(entry.replace(/\/\*\*$/, ''), source, facts.home), dir),
      ),
    ),
  )
}

/**
 * The folders Bash must not read: the data folder, the store's own folder when it lies elsewhere (not inside the
 * project: `store_outside_project` judges that), and `alsoHidden` — each once, none inside another.
 */
const hiddenDirs = (facts: SealFacts): readonly string[] => {
  const store = facts.storeDir === undefined || facts.storeInProject ? [] : [facts.storeDir]
  const all = [...new Set([facts.dataDir, ...store, ...(facts.alsoHidden ?? [])])]
  return all.filter((dir) => !all.some((other) => other !== dir && covers(other, dir)))
}

/** A folder as settings name it: `~/…` under the home folder, else `//…` (absolute; a single `/` is relative). */
export function settingsPath(dir: string, home: string): string {
  if (home !== '' && covers(home, dir)) {
    const rel = relative(home, dir)
    return rel === '' ? '~' : `~/${rel}`
  }
  return `/${dir}`
}

const settingsPaths = (facts: SealFacts): readonly string[] => hiddenDirs(facts).map((d) => settingsPath(d, facts.home))

/** The `permissions.deny` rules that keep Read and Edit out of `dirs` (as settings name them). */
const denyRules = (dirs: readonly string[]): readonly string[] =>
  dirs.flatMap((dir) => [`Read(${dir}/**)`, `Edit(${dir}/**)`])

/** `sandbox.network` settings that hand sandboxed Bash a Unix socket (docker's can mount any folder). */
const socketsOpened = (facts: SealFacts): readonly string[] => [
  ...(effective(facts.sources, 'sandbox', 'network', 'allowAllUnixSockets') === true ? ['allowAllUnixSockets'] : []),
  ...facts.sources.flatMap((s) => strings(field(s.settings, 'sandbox', 'network', 'allowUnixSockets'))),
]

/** `sandbox.filesystem.allowRead` / `allowWrite` entries that open a hidden folder (or a folder above it) again. */
function reopened(facts: SealFacts): readonly string[] {
  const out: string[] = []
  for (const source of facts.sources) {
    for (const key of ['allowRead', 'allowWrite']) {
      for (const entry of strings(field(source.settings, 'sandbox', 'filesystem', key))) {
        const path = expandSettingsPath(entry.replace(/\/\*\*$/, ''), source, facts.home)
        if (hiddenDirs(facts).some((dir) => covers(path, dir) || covers(dir, path)))
          out.push(`${key} ${entry} (${source.name})`)
      }
    }
  }
  return out
}

const excluded = (facts: SealFacts): readonly string[] =>
  facts.sources.flatMap((s) => strings(field(s.settings, 'sandbox', 'excludedCommands')).map((c) => `${c} (${s.name})`))

/** Some source's `permissions.deny` has a `<tool>(pattern)` rule matching files inside `dataDir`. */
function permissionDenies(facts: SealFacts, tool: string): boolean {
  return hiddenDirs(facts).every((dir) => permissionDeniesIn(facts, tool, dir))
}

function permissionDeniesIn(facts: SealFacts, tool: string, dir: string): boolean {
  const probe = join(dir, 'evident.sqlite')
  return facts.sources.some((source) =>
    strings(field(source.settings, 'permissions', 'deny')).some((rule) => {
      const match = new RegExp(`^${tool}\\((.+)\\)$`).exec(rule.trim())
      if (match?.[1] === undefined) return false
      const pattern = expandSettingsPath(match[1], source, facts.home)
      return picomatch(pattern, { dot: true })(probe) || covers(pattern, probe)
    }),
  )
}

const DATA = '~/.claude/plugins/data'

export function judgeSeal(facts: SealFacts): SealJudgement {
  const linux = facts.platform === 'linux'
  const broken = facts.sources.filter((s) => s.error !== undefined)
  const checks: SealCheck[] = [
    {
      id: 'settings_readable',
      ok: broken.length === 0,
      says:
        broken.length === 0
          ? 'every settings file evident reads parses'
          : `cannot read ${broken.map((s) => `${s.name} (${s.error ?? ''})`).join(', ')}`,
      fix: 'fix the JSON of that settings file (Claude Code ignores a file it cannot parse)',
    },
    {
      id: 'sandbox_tools',
      ok: !linux || (facts.bwrap && facts.socat),
      says: linux
        ? `bubblewrap ${facts.bwrap ? 'found' : 'missing'}, socat ${facts.socat ? 'found' : 'missing'}`
        : `${facts.platform}: Claude Code's own sandbox, no extra tools`,
      fix: 'install them (Debian/Ubuntu: apt-get install bubblewrap socat)',
    },
    {
      id: 'sandbox_enabled',
      ok: effective(facts.sources, 'sandbox', 'enabled') === true,
      says: `sandbox.enabled is ${String(effective(facts.sources, 'sandbox', 'enabled') ?? 'not set')}`,
      fix: 'set sandbox.enabled: true where it wins: the settings file of highest precedence that sets it (a project or local file with false wins over the user’s true)',
      bySeal: 'run `evident seal` (sets sandbox.enabled: true)',
    },
    {
      id: 'no_unsandboxed_escape',
      ok: effective(facts.sources, 'sandbox', 'allowUnsandboxedCommands') === false,
      says: `sandbox.allowUnsandboxedCommands is ${String(effective(facts.sources, 'sandbox', 'allowUnsandboxedCommands') ?? 'not set')}`,
      fix: 'set sandbox.allowUnsandboxedCommands: false in the settings file of highest precedence that sets it (so dangerouslyDisableSandbox does nothing)',
      bySeal:
        'run `evident seal` (sets sandbox.allowUnsandboxedCommands: false, so dangerouslyDisableSandbox does nothing)',
    },
    {
      id: 'no_excluded_commands',
      ok: excluded(facts).length === 0,
      says:
        excluded(facts).length === 0
          ? 'no command is excluded from the sandbox'
          : `sandbox.excludedCommands runs these outside the sandbox: ${excluded(facts).join(', ')}`,
      fix: 'remove sandbox.excludedCommands: an excluded command (npm, docker, …) runs unconfined and can reach the store',
    },
    {
      id: 'fail_if_unavailable',
      ok: effective(facts.sources, 'sandbox', 'failIfUnavailable') === true,
      says: `sandbox.failIfUnavailable is ${String(effective(facts.sources, 'sandbox', 'failIfUnavailable') ?? 'not set')}`,
      fix: 'set sandbox.failIfUnavailable: true in the settings file of highest precedence that sets it (no session starts with Bash unconfined)',
      bySeal: 'run `evident seal` (sets sandbox.failIfUnavailable: true: no session starts with Bash unconfined)',
    },
    {
      id: 'deny_read_data',
      ok: denyReadCovers(facts),
      says: `sandbox.filesystem.denyRead ${denyReadCovers(facts) ? 'hides' : 'does not hide'} ${hiddenDirs(facts).join(' and ')} from Bash`,
      fix: `add ${settingsPaths(facts).join(', ')} to sandbox.filesystem.denyRead in a settings file evident reads`,
      bySeal: `run \`evident seal\` (adds ${settingsPaths(facts).join(', ')} to sandbox.filesystem.denyRead)`,
    },
    {
      id: 'no_reopened_data',
      ok: reopened(facts).length === 0,
      says:
        reopened(facts).length === 0
          ? 'no allowRead / allowWrite entry opens the data folder again'
          : `these open the data folder again: ${reopened(facts).join(', ')}`,
      fix: `remove those sandbox.filesystem entries (they override denyRead for ${hiddenDirs(facts).join(', ')})`,
    },
    {
      id: 'no_unix_sockets',
      ok: socketsOpened(facts).length === 0,
      says:
        socketsOpened(facts).length === 0
          ? 'no Unix socket is opened to the sandbox'
          : `sandbox.network opens Unix sockets to Bash: ${socketsOpened(facts).join(', ')}`,
      fix: 'remove sandbox.network.allowAllUnixSockets / allowUnixSockets: a socket such as docker’s lets Bash reach any folder',
    },
    {
      id: 'deny_tools_data',
      ok: permissionDenies(facts, 'Read') && permissionDenies(facts, 'Edit'),
      says: `permissions.deny ${permissionDenies(facts, 'Read') ? 'has' : 'lacks'} Read(…) and ${permissionDenies(facts, 'Edit') ? 'has' : 'lacks'} Edit(…) for ${hiddenDirs(facts).join(' and ')}`,
      fix: `add ${denyRules(settingsPaths(facts)).join(', ')} to permissions.deny in a settings file evident reads (Read and Edit ignore the sandbox)`,
      bySeal: `run \`evident seal\` (adds ${denyRules(settingsPaths(facts)).join(', ')} to permissions.deny: Read and Edit ignore the sandbox)`,
    },
    {
      id: 'store_outside_project',
      ok: !facts.storeInProject,
      says: facts.storeInProject
        ? 'the evidence database lies inside the project, which sandboxed Bash can write'
        : 'the evidence database lies outside the project',
      fix: 'unset EVIDENT_DB (or point it outside the project) so the store lives in the plugin data folder',
    },
  ]
  const missing = checks.filter((c) => !c.ok)
  return {
    sealed: missing.length === 0,
    checks,
    reason: missing.length === 0 ? 'sealed' : `not sealed: ${missing.map((c) => c.says).join('; ')}`,
  }
}

interface SealLine {
  readonly path: readonly string[]
  readonly value: unknown
  readonly why: string
}

/**
 * What `evident seal` merges into a settings file, line by line with why: `dirs` are the folders to hide, as settings
 * name them (default: the plugin data folder).
 */
export const sealLines = (dirs: readonly string[] = [DATA]): readonly SealLine[] => [
  {
    path: ['sandbox', 'enabled'],
    value: true,
    why: 'every Bash command runs in the sandbox (bubblewrap on Linux): it cannot write outside the project and the session temp folder',
  },
  {
    path: ['sandbox', 'allowUnsandboxedCommands'],
    value: false,
    why: 'the model cannot ask to run a command outside the sandbox (dangerouslyDisableSandbox becomes a no-op)',
  },
  {
    path: ['sandbox', 'failIfUnavailable'],
    value: true,
    why: 'Claude Code refuses to start when the sandbox cannot run, instead of running Bash unconfined',
  },
  {
    path: ['sandbox', 'filesystem', 'denyRead'],
    value: [...dirs],
    why: "Bash cannot read evident's evidence store, its caller key or its snapshots (hooks and the MCP server run outside the sandbox and still can)",
  },
  {
    path: ['permissions', 'deny'],
    value: denyRules(dirs),
    why: 'Read, Edit and Write ignore the sandbox: these rules keep them out of the same folders',
  },
]

/** `settings` with every seal line merged in (arrays: union, keeping the user's entries first). Throws, changing
 * nothing, when the file holds something else where a seal line goes. */
export function mergeSeal(settings: Json, dirs: readonly string[] = [DATA]): Json {
  const out: Record<string, unknown> = structuredClone(settings) as Record<string, unknown>
  for (const line of sealLines(dirs)) {
    let at: Record<string, unknown> = out
    for (const key of line.path.slice(0, -1)) {
      const next = at[key]
      if (next === undefined) at[key] = {}
      else if (!isRecord(next)) throw new Error(`${line.path.join('.')}: ${key} is not an object in the settings file`)
      at = at[key] as Record<string, unknown>
    }
    const last = line.path[line.path.length - 1] ?? ''
    if (Array.isArray(line.value) && at[last] !== undefined && !Array.isArray(at[last]))
      throw new Error(`${line.path.join('.')} is not a list in the settings file`)
    at[last] = Array.isArray(line.value) ? [...new Set([...strings(at[last]), ...strings(line.value)])] : line.value
  }
  return out
}
