import { dirname, isAbsolute, join, relative } from 'node:path'

/**
 * evident's own state and the configuration that decides whether its hooks run at all. No agent may change
 * them, whatever its task: an agent that can rewrite the evidence store, read the caller key, replace the
 * hook code or switch hooks off can make every other gate say yes. The Edit family is denied on these paths
 * and a Bash command that names them is denied early; the real wall for Bash is Claude Code's sandbox
 * (`evident seal`, docs/sealing.md), because a command can reach a path without spelling it.
 */
export interface OwnStatePlaces {
  readonly home: string
  readonly projectRoot: string
  /** The evidence database (its key, WAL, spill and the shadow repository live beside it). */
  readonly dbPath: string
  /** `${CLAUDE_PLUGIN_DATA}` when evident runs inside Claude Code. */
  readonly pluginData?: string | undefined
  /** `${CLAUDE_PLUGIN_ROOT}`: the plugin's code, hooks and manifest. */
  readonly pluginRoot?: string | undefined
  /** evident's user data dir (`${XDG_DATA_HOME:-~/.local/share}/evident`): pointer files, default databases. */
  readonly userData: string
}

interface Guarded {
  readonly path: string
  /** The whole tree under `path`, or only the path itself. */
  readonly tree: boolean
  readonly what: string
}

const STORE = "evident's evidence store"

/** `inner` is `outer` or lies under it (both absolute, already resolved). */
export function isUnder(inner: string, outer: string): boolean {
  const rel = relative(outer, inner)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/** The database's folder when it is evident's alone; else (a folder shared with the project) its files only. */
function storePaths(dbPath: string, projectRoot: string): readonly Guarded[] {
  const dir = dirname(dbPath)
  if (!isUnder(projectRoot, dir) && !isUnder(dir, projectRoot)) return [{ path: dir, tree: true, what: STORE }]
  return [
    ...['', '-wal', '-shm', '-journal', '.key', '.spill'].map((suffix) => ({
      path: `${dbPath}${suffix}`,
      tree: false,
      what: suffix === '.key' ? "evident's caller key" : STORE,
    })),
    { path: join(dir, 'shadow.git'), tree: true, what: "evident's tree snapshots" },
  ]
}

export function guardedPaths(p: OwnStatePlaces): readonly Guarded[] {
  const claude = join(p.home, '.claude')
  const settings = 'Claude Code settings (they decide whether evident’s hooks run and what Bash may reach)'
  return [
    ...storePaths(p.dbPath, p.projectRoot),
    ...(p.pluginData === undefined ? [] : [{ path: p.pluginData, tree: true, what: "evident's plugin data" }]),
    { path: p.userData, tree: true, what: "evident's user data" },
    ...(p.pluginRoot === undefined ? [] : [{ path: p.pluginRoot, tree: true, what: "evident's plugin code" }]),
    { path: join(claude, 'plugins'), tree: true, what: 'installed Claude Code plugins and their data' },
    { path: join(claude, 'hooks'), tree: true, what: 'Claude Code hook scripts' },
    { path: join(claude, 'settings.json'), tree: false, what: settings },
    { path: join(claude, 'settings.local.json'), tree: false, what: settings },
    { path: join(p.home, '.claude.json'), tree: false, what: 'Claude Code user configuration (MCP servers, trust)' },
    { path: '/etc/claude-code', tree: true, what: 'Claude Code managed settings' },
    { path: join(p.projectRoot, '.claude', 'settings.json'), tree: false, what: settings },
    { path: join(p.projectRoot, '.claude', 'settings.local.json'), tree: false, what: settings },
    { path: join(p.projectRoot, '.claude', 'hooks'), tree: true, what: 'Claude Code hook scripts' },
    { path: join(p.projectRoot, '.mcp.json'), tree: false, what: 'the project MCP configuration' },
  ]
}

/** What `path` (absolute, symlinks resolved) belongs to, when it is evident's own state; else undefined. */
export function ownStateOf(path: string, places: OwnStatePlaces): string | undefined {
  for (const guarded of guardedPaths(places)) {
    if (guarded.tree ? isUnder(path, guarded.path) : path === guarded.path) return guarded.what
  }
  return undefined
}

/**
 * Why a Bash command's text names evident's state, or undefined. This is the early, friendly denial: a command
 * can reach the store without spelling its path, which only the sandbox stops. Paths the user's own commands
 * legitimately name (the project's settings files, read with `cat`) are judged by the shell parser's writes
 * instead (`ownStateOf` on each written path).
 */
export function commandNamesOwnState(command: string, places: OwnStatePlaces): string | undefined {
  const named: readonly [string, string][] = [
    ...storePaths(places.dbPath, places.projectRoot)
      .filter((g) => g.tree)
      .map((g): [string, string] => [g.path, g.what]),
    [places.dbPath, STORE],
    ...(places.pluginData === undefined ? [] : [[places.pluginData, "evident's plugin data"] as [string, string]]),
    ...(places.pluginRoot === undefined ? [] : [[places.pluginRoot, "evident's plugin code"] as [string, string]]),
    [places.userData, "evident's user data"],
    ['.claude/plugins', 'installed Claude Code plugins and their data'],
    ['CLAUDE_PLUGIN_DATA', "evident's plugin data"],
    ['CLAUDE_PLUGIN_ROOT', "evident's plugin code"],
    ['.local/share/evident', "evident's user data"],
    ['evident.sqlite', STORE],
    ['shadow.git', "evident's tree snapshots"],
    ['disableAllHooks', 'the setting that switches every hook off'],
  ]
  for (const [needle, what] of named) if (needle !== '' && command.includes(needle)) return `${what} (${needle})`
  return undefined
}
