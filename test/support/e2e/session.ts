import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { claudeEnv, runClaude, type Ran } from './claude.js'
import { REPO } from '../fixtures.js'
import { scaled } from '../time.js'
import { startModelServer, type Conversation, type ModelServer, type Script } from './model-server.js'

/** evident's MCP tools under the name Claude Code gives them. */
export const mcp = (tool: string): string => `mcp__plugin_evident_evident__${tool}`

/** The plugin under test: this checkout (EVIDENT_E2E_PLUGIN_DIR points elsewhere, e.g. at an installed copy). */
const PLUGIN_DIR = process.env['EVIDENT_E2E_PLUGIN_DIR'] ?? REPO

const ALLOWED_TOOLS = [
  'Agent',
  'Task',
  'Read',
  'Write',
  'Edit',
  'Bash',
  'Glob',
  'Grep',
  'mcp__plugin_evident_evident',
] as const

export interface Session {
  readonly ran: Ran
  readonly model: ModelServer
  readonly home: string
  /** Everything needed to understand a failed assertion: the scripted exchange and Claude Code's output. */
  readonly diagnosis: string
}

/**
 * One headless Claude Code session (`claude -p <prompt>`) in `project`, with this repository loaded as a
 * plugin (`--plugin-dir`) and the scripted model server as the API.
 */
export async function runSession(options: {
  readonly project: string
  readonly home: string
  readonly prompt: string
  readonly scripts: Readonly<Record<string, Script>>
  readonly route: (c: Conversation) => string | undefined
  readonly timeoutMs?: number
  /** The plugin to load with `--plugin-dir` (default: this checkout); null loads none (an installed plugin runs). */
  readonly pluginDir?: string | null
  /** More environment for Claude Code (and so for evident's server and hooks). */
  readonly env?: Readonly<Record<string, string>>
  /** `--allowedTools` (default ALLOWED_TOOLS, evident's tools included); empty passes no flag. */
  readonly allowedTools?: readonly string[]
  /** `--permission-mode` (default acceptEdits). */
  readonly permissionMode?: string
}): Promise<Session> {
  const model = await startModelServer(options.scripts, options.route)
  try {
    const env = claudeEnv(options.home, {
      ANTHROPIC_API_KEY: 'sk-dummy',
      ANTHROPIC_BASE_URL: model.url,
      ...options.env,
    })
    const pluginDir = options.pluginDir === undefined ? PLUGIN_DIR : options.pluginDir
    const allowed = options.allowedTools ?? ALLOWED_TOOLS
    const ran = await runClaude(
      [
        '-p',
        options.prompt,
        ...(pluginDir === null ? [] : ['--plugin-dir', pluginDir]),
        ...(allowed.length === 0 ? [] : ['--allowedTools', allowed.join(',')]),
        '--permission-mode',
        options.permissionMode ?? 'acceptEdits',
        '--output-format',
        'json',
      ],
      { cwd: options.project, env, timeoutMs: options.timeoutMs ?? scaled(240_000) },
    )
    const diagnosis = `--- scripted exchange\n${model.transcript()}\n--- claude exit ${ran.code}\n--- stdout\n${ran.stdout.slice(-4000)}\n--- stderr\n${ran.stderr.slice(-4000)}`
    return { ran, model, home: options.home, diagnosis }
  } finally {
    await model.close()
  }
}

/** The evidence database the plugin created for this session (under CLAUDE_PLUGIN_DATA in HOME). */
export function findDatabase(home: string): string {
  const found = readdirSync(home, { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('evident.sqlite'))
  if (found.length !== 1)
    throw new Error(`expected one evident.sqlite under ${home}, found ${found.length}: ${found.join(', ')}`)
  return join(home, found[0] ?? '')
}
