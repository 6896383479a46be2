import { dirname, isAbsolute, join, relative } from 'node:path'
import { VERDICT_FILE } from '../../domain/verdict-file.js'

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
  /** Claude Code's user config folder (`$CLAUDE_CONFIG_DIR`, default `~/.claude`). */
  readonly configDir?: string | undefined
  /** Resolves a guarded path's symbolic links (a dotfiles-managed `~/.claude/settings.json`); identity when absent. */
  readonly real?: ((path: string) => string) | undefined
}

interface Guarded {
  readonly path: string
  /** The whole tree under `path`, or only the path itself. */
  readonly tree: boolean
  readonly what: string
}

const STORE = "evident's evidence store"
/** What the project's `last_test_result` is to an agent that tries to write it. */
export const VERDICT_WHAT =
  "evident's binding test verdict (evident writes it from its store after each run it executes: run_tests)"

/** `inner` is `outer` or lies under it (both absolute, already resolved). */
export function isUnder(inner: string, outer: string): boolean {
  const rel = relative(outer, inner)
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel))
}

/**
 * The database's folder when it is evident's own (under the plugin data or evident's user data); else (an
 * `EVIDENT_DB` in a folder shared with other things, even the project) only its files and snapshots.
 */
function storePaths(p: OwnStatePlaces): readonly Guarded[] {
  const { dbPath } = p
  const dir = dirname(dbPath)
  const owned = [p.pluginData, p.userData].some((d) => d !== undefined && isUnder(dir, d))
  if (owned) return [{ path: dir, tree: true, what: STORE }]
  return [
    ...['', '-wal', '-shm', '-journal', '.key', '.spill', '.creating'].map((suffix) => ({
      path: `${dbPath}${suffix}`,
      tree: false,
      what: suffix === '.key' ? "evident's caller key" : STORE,
    })),
    { path: join(dir, 'shadow.git'), tree: true, what: "evident's tree snapshots" },
  ]
}

/**
 * The plugin's code, unless the project is the plugin itself (developing evident with evident). Its `bundle/` too,
 * by its real path: the repository's lean plugin (`plugin/`, what its marketplace lists) links `bundle/` to the
 * top-level one, and Claude Code runs a plugin listed by a relative path from the marketplace's directory.
 */
const pluginCode = (p: OwnStatePlaces): readonly Guarded[] =>
  p.pluginRoot === undefined || isUnder(p.projectRoot, p.pluginRoot)
    ? []
    : [
        { path: p.pluginRoot, tree: true, what: "evident's plugin code" },
        { path: join(p.pluginRoot, 'bundle'), tree: true, what: "evident's plugin code" },
      ]

function userClaude(dir: string): readonly Guarded[] {
  const settings = 'Claude Code settings (they decide whether evident’s hooks run and what Bash may reach)'
  return [
    { path: join(dir, 'plugins'), tree: true, what: 'installed Claude Code plugins and their data' },
    { path: join(dir, 'hooks'), tree: true, what: 'Claude Code hook scripts' },
    { path: join(dir, 'settings.json'), tree: false, what: settings },
    { path: join(dir, 'settings.local.json'), tree: false, what: settings },
  ]
}

function unique(guarded: readonly Guarded[], real: (path: string) => string): readonly Guarded[] {
  const out: Guarded[] = []
  for (const g of guarded) {
    out.push(g)
    const resolved = real(g.path)
    if (resolved !== g.path) out.push({ ...g, path: resolved })
  }
  return out
}

export function guardedPaths(p: OwnStatePlaces): readonly Guarded[] {
  const settings = 'Claude Code settings (they decide whether evident’s hooks run and what Bash may reach)'
  const configDir = p.configDir ?? join(p.home, '.claude')
  return unique(
    [
      ...storePaths(p),
      ...(p.pluginData === undefined ? [] : [{ path: p.pluginData, tree: true, what: "evident's plugin data" }]),
      { path: p.userData, tree: true, what: "evident's user data" },
      ...pluginCode(p),
      ...userClaude(join(p.home, '.claude')),
      ...(configDir === join(p.home, '.claude') ? [] : userClaude(configDir)),
      { path: join(p.home, '.claude.json'), tree: false, what: 'Claude Code user configuration (MCP servers, trust)' },
      { path: '/etc/claude-code', tree: true, what: 'Claude Code managed settings' },
      {
        path: '/Library/Application Support/ClaudeCode',
        tree: true,
        what: 'Claude Code managed settings',
      },
      { path: join(p.projectRoot, '.claude', 'settings.json'), tree: false, what: settings },
      { path: join(p.projectRoot, '.claude', 'settings.local.json'), tree: false, what: settings },
      { path: join(p.projectRoot, '.claude', 'hooks'), tree: true, what: 'Claude Code hook scripts' },
      { path: join(p.projectRoot, '.mcp.json'), tree: false, what: 'the project MCP configuration' },
      { path: join(p.projectRoot, VERDICT_FILE), tree: false, what: VERDICT_WHAT },
      {
        path: join(p.projectRoot, '.claude', 'state', 'tdd'),
        tree: true,
        what: "evident's TDD coordinator plans (mirrors of its store that only tdd_plan writes)",
      },
      {
        path: join(p.projectRoot, '.claude', 'state', 'spec_approvals'),
        tree: true,
        what: 'spec approvals (approving a spec is the user’s act, outside the agent’s tools; the TDD coordinator plans only for an approved spec)',
      },
      {
        path: join(p.projectRoot, '.claude', 'state', 'workflow.json'),
        tree: false,
        what: 'the workflow track (the user’s choice of the quick-fix track, which the TDD coordinator reads)',
      },
    ],
    p.real ?? ((path) => path),
  )
}

/**
 * What `path` belongs to, when it is evident's own state; else undefined. Give every spelling of the path (as
 * written, with its symbolic links resolved): each is compared with every spelling of each guarded path.
 */
export function ownStateOf(
  path: string | readonly string[],
  places: OwnStatePlaces,
  guarded: readonly Guarded[] = guardedPaths(places),
): string | undefined {
  const paths = typeof path === 'string' ? [path] : path
  for (const g of guarded) {
    for (const p of paths) if (g.tree ? isUnder(p, g.path) : p === g.path) return g.what
  }
  return undefined
}

/**
 * What a shell write of `path` (a file or a whole folder: `rm -rf`, `mv`) would change of evident's state: the path
 * itself, or a guarded path inside it (`rm -rf .claude`, `mv ~/.claude x`). A folder holding the project is not
 * taken for one holding its settings (`git checkout -- .` is the project's business).
 */
export function writeReachesOwnState(path: readonly string[], places: OwnStatePlaces): string | undefined {
  // Resolving the guarded paths costs system calls (symbolic links): once per write.
  const guarded = guardedPaths(places)
  const direct = ownStateOf(path, places, guarded)
  if (direct !== undefined) return direct
  for (const p of path) {
    if (isUnder(places.projectRoot, p)) continue
    const inside = guarded.find((g) => isUnder(g.path, p))
    if (inside !== undefined) return `a folder holding ${inside.what} (${inside.path})`
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
  const homeForms = (rel: string): readonly string[] => [`~/${rel}`, `$HOME/${rel}`, `\${HOME}/${rel}`]
  const named: readonly (readonly [string, string])[] = [
    ...storePaths(places).map((g): [string, string] => [g.path, g.what]),
    ...(places.pluginData === undefined ? [] : [[places.pluginData, "evident's plugin data"] as const]),
    ...pluginCode(places).map((g): [string, string] => [g.path, g.what]),
    [places.userData, "evident's user data"],
    [join(places.home, '.claude', 'plugins'), 'installed Claude Code plugins and their data'],
    ...homeForms('.claude/plugins').map((f): [string, string] => [f, 'installed Claude Code plugins and their data']),
    ...homeForms('.local/share/evident').map((f): [string, string] => [f, "evident's user data"]),
    ['$CLAUDE_PLUGIN_DATA', "evident's plugin data"],
    ['${CLAUDE_PLUGIN_DATA}', "evident's plugin data"],
  ]
  // Quotes split a path without changing it for the shell (`"$HOME"/.claude/plugins`): match without them too.
  const unquoted = command.replace(/["']/g, '')
  for (const [needle, what] of named)
    if (needle !== '' && (command.includes(needle) || unquoted.includes(needle))) return `${what} (${needle})`
  // Switching hooks off is only ever done in a settings file; naming the key elsewhere (docs, grep) is fine.
  if (command.includes('disableAllHooks') && /settings(\.local)?\.json/.test(command))
    return 'the setting that switches every hook off (disableAllHooks)'
  return undefined
}
