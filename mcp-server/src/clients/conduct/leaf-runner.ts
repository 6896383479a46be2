import { existsSync, readFileSync } from 'node:fs'
import { launchDetached } from './detach.js'
import { leafFile } from './files.js'
import type { LeafRequest, LeafResult } from './loop.js'
import { readPidRecord } from './pid-file.js'
import { PLUGIN_HASH_ENV, type PluginPin } from './plugin-snapshot.js'
import { LEAF_SESSION_ARG } from './supervise.js'
import { superviseArgs } from './supervise-args.js'
import { waitLeaf } from './wait.js'

/** The tools a leaf may use without a prompt: a developer edits and runs; a verifier only reads and runs. */
const EVIDENT_TOOLS = 'mcp__plugin_evident_evident__*'
const DEVELOPER_TOOLS = ['Read', 'Glob', 'Grep', 'Write', 'Edit', 'MultiEdit', 'Bash', EVIDENT_TOOLS]
const VERIFIER_TOOLS = ['Read', 'Glob', 'Grep', 'Bash(git diff:*)', 'Bash(git log:*)', EVIDENT_TOOLS]
const VERIFIER_DENIED = ['Write', 'Edit', 'MultiEdit', 'NotebookEdit']

/**
 * A verifier's Claude Code reads no instructions from files and no git status: no `CLAUDE.md` or `CLAUDE.local.md` at
 * any level (project, its parents, the user's), no `gitStatus` block. Its first request holds evident's prompt, built
 * from typed inputs only (verify-prompt.ts), and nothing a developer leaf could have written.
 */
const BLIND: Readonly<Record<string, string>> = {
  CLAUDE_CODE_DISABLE_CLAUDE_MDS: '1',
  CLAUDE_CODE_DISABLE_GIT_INSTRUCTIONS: '1',
}

export interface ClaudeLeaves {
  readonly root: string
  readonly issue: number
  /** The conductor's environment; each leaf gets it plus the run's context. */
  readonly env: Readonly<Record<string, string | undefined>>
  /** The `claude` executable. */
  readonly claude: string
  /** Load evident into the leaf from this plugin folder (`--plugin-dir`); undefined: it is installed. */
  readonly pluginDir: string | undefined
  /** evident's CLI (bundle/cli.js): the leaf's supervisor is `node <cli> conduct supervise …`. */
  readonly cli: string
  /** How the tests run, for the leaf's environment (never its prompt). */
  readonly testCommand: string
  /** The plugin the run pinned (plugin-snapshot.ts): checked before each launch, its hash in each leaf's events. */
  readonly plugin?: Pick<PluginPin, 'hash' | 'changed'> | undefined
  /** The `--settings` JSON that seals the leaf (clients/conduct/leaf-seal.ts); undefined: it runs unsealed. */
  readonly settings?: string | undefined
}

/** The `claude -p` argv of one leaf: its prompt and session id are single argv elements, never shell text. */
function claudeArgv(c: ClaudeLeaves, request: LeafRequest, session: string): string[] {
  const verifier = request.actor === 'verifier'
  return [
    c.claude,
    '-p',
    request.prompt,
    '--session-id',
    session,
    '--output-format',
    'json',
    '--allowedTools',
    (verifier ? VERIFIER_TOOLS : DEVELOPER_TOOLS).join(','),
    ...(verifier ? ['--disallowedTools', VERIFIER_DENIED.join(',')] : []),
    ...(c.pluginDir === undefined ? [] : ['--plugin-dir', c.pluginDir]),
    ...(c.settings === undefined ? [] : ['--settings', c.settings]),
  ]
}

/** The leaf's final text: `result` of `--output-format json`, else what it printed. */
function leafOutput(text: string): string {
  try {
    const parsed = JSON.parse(text) as { result?: unknown }
    if (typeof parsed.result === 'string') return parsed.result
  } catch {
    // Not JSON: the leaf printed text (or nothing).
  }
  return text
}

/** The leaf's last supervisor status (`killed-external`, `gave-up after 2 stuck attempts`, `exited 0` …). */
function lastStatus(errText: string, name: string): string | undefined {
  const prefix = `supervise[${name}]: `
  const lines = errText.split('\n').filter((l) => l.startsWith(prefix))
  return lines.at(-1)?.slice(prefix.length).trim()
}

const readText = (path: string): string => (existsSync(path) ? readFileSync(path, 'utf8') : '')

/**
 * Runs a leaf the way the conductor's procedure says: launched detached through the supervisor (its own session,
 * stale `.exit`/`.pid` cleared first), then waited for in the foreground — a wait that answers 3 (still running) is
 * simply waited again; only 0, 1 or 2 are answers. The leaf's session id is the one its last attempt ran under.
 */
export function claudeLeafRunner(c: ClaudeLeaves): (request: LeafRequest) => Promise<LeafResult> {
  return async (request) => {
    // A plugin that is no longer the one the run started with launches nothing: the loop bails `plugin-changed`.
    const changed = c.plugin?.changed()
    if (changed !== undefined)
      return { code: 2, status: 'plugin-changed', output: '', session: '', pluginChanged: changed }
    const argv = [
      process.execPath,
      c.cli,
      'conduct',
      'supervise',
      ...superviseArgs({
        issue: c.issue,
        name: request.name,
        step: request.step.number,
        stepTitle: request.step.title,
        actor: request.actor,
        phase: request.phase,
        attempt: request.attempt,
        cwd: request.cwd,
        leaf: claudeArgv(c, request, LEAF_SESSION_ARG),
      }),
    ]
    launchDetached({
      root: c.root,
      name: request.name,
      argv,
      env: {
        ...c.env,
        EVIDENT_CONDUCT_ISSUE: String(c.issue),
        EVIDENT_CONDUCT_STEP: request.step.title,
        EVIDENT_CONDUCT_TEST_CMD: c.testCommand,
        ...(request.actor === 'verifier' ? BLIND : {}),
        // A leaf in a checkout is a project of its own: a root set for the conductor's project must not follow it
        // (its supervisor finds the project's .tdd/ by its own folder, the leaf its checkout by its own).
        ...(request.cwd === undefined ? {} : { EVIDENT_PROJECT_ROOT: undefined, CLAUDE_PROJECT_DIR: undefined }),
        ...(c.plugin === undefined ? {} : { [PLUGIN_HASH_ENV]: c.plugin.hash }),
      },
    })
    let waited = await waitLeaf(c.root, request.name)
    while (waited.code === 3) waited = await waitLeaf(c.root, request.name)
    const pid = readPidRecord(c.root, request.name)
    return {
      code: waited.code,
      status: lastStatus(readText(leafFile(c.root, request.name, 'err')), request.name) ?? waited.reason,
      output: leafOutput(readText(leafFile(c.root, request.name, 'out'))),
      session: typeof pid === 'object' ? (pid.session ?? '') : '',
    }
  }
}
