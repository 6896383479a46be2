import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { repoRoot } from '../repo-root.js'
import { scriptedAgent, type Agent } from './agent.js'
import { hookRunner, type HookRunner } from './hooks.js'
import { narrator, type Narrator } from './narrator.js'
import { createWorkspace, demoEnv, EXAMPLE, type Workspace } from './workspace.js'

/**
 * What every demo runs on: a copy of `examples/slugify`, evident's MCP server over stdio (the committed
 * `bundle/server.js`, started like any MCP server) and evident's hooks (`bundle/hook.cjs`) run from this checkout as
 * Claude Code runs a plugin's hooks. Every MCP call goes through the PreToolUse hook, which injects the caller; the
 * server has no identity of its own, so all evidence is the demo session's — its main agent's, or a subagent's.
 */
export interface DemoOptions {
  readonly print: (line: string) => void
  /** Work in this (empty or new) directory instead of a fresh temp dir. */
  readonly dir?: string | undefined
}

/** A subagent of the demo session, as Claude Code names it in hook payloads. */
export interface Subagent {
  readonly agentId: string
  readonly agentType: string
}

export interface DemoSession {
  readonly repo: string
  readonly ws: Workspace
  readonly sessionId: string
  readonly say: Narrator
  /** The environment of the server (and of the CLI commands the demo runs itself). */
  readonly serverEnv: Readonly<Record<string, string>>
  /** The main agent (no argument) or a subagent, each tool call through the hooks with its identity. */
  agent(who?: Subagent): Agent
  /** The hooks as Claude Code runs them for the main agent or a subagent (SubagentStart, …). */
  hooks(who?: Subagent): HookRunner
  serverLog(): string
  close(): Promise<void>
}

export async function openDemoSession(options: DemoOptions, title: string): Promise<DemoSession> {
  const repo = repoRoot()
  const server = join(repo, 'bundle', 'server.js')
  for (const file of [server, join(repo, 'bundle', 'hook.cjs'), join(repo, 'bundle', 'cli.js')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run bundle\` first`)
  }
  const ws = createWorkspace(repo, options.dir)
  const sessionId = `demo-${randomUUID().slice(0, 8)}`
  const say = narrator(options.print)
  say.note(`${title} — session ${sessionId} on a copy of examples/${EXAMPLE}`)
  say.note(`  project ${ws.project}\n  evidence ${ws.dbPath}`)
  const hookEnv = demoEnv(ws, { CLAUDE_PLUGIN_ROOT: repo, CLAUDE_PROJECT_DIR: ws.project })
  const base = {
    session_id: sessionId,
    cwd: ws.project,
    transcript_path: join(ws.dir, 'transcript.jsonl'),
    permission_mode: 'default',
  }
  const hooks = (who?: Subagent): HookRunner =>
    hookRunner(repo, hookEnv, who === undefined ? base : { ...base, agent_id: who.agentId, agent_type: who.agentType })
  await hooks().run('SessionStart', { source: 'startup' })
  say.ok(`SessionStart hook registered session ${sessionId}`)

  const serverEnv = demoEnv(ws, { EVIDENT_PROJECT_ROOT: ws.project })
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [server],
    cwd: ws.project,
    env: serverEnv,
    stderr: 'pipe',
  })
  let serverLog = ''
  transport.stderr?.on('data', (d: Buffer) => {
    serverLog += d.toString()
  })
  const client = new Client({ name: 'evident-demo', version: '0.1.0' })
  await client.connect(transport)
  say.ok(`MCP server started over stdio: node ${server}`)
  // The agent's shell: Claude Code puts the plugin's bin/ (the `evident` command) on the Bash tool's PATH.
  const shellEnv = { ...hookEnv, PATH: `${join(repo, 'bin')}:${hookEnv['PATH'] ?? ''}` }
  return {
    repo,
    ws,
    sessionId,
    say,
    serverEnv,
    agent: (who) => scriptedAgent(client, hooks(who), ws.project, shellEnv),
    hooks,
    serverLog: () => serverLog,
    close: () => client.close(),
  }
}
