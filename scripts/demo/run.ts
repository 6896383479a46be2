import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { repoRoot } from '../repo-root.js'
import { scriptedAgent } from './agent.js'
import { evidence, writeReport } from './evidence.js'
import { hookRunner } from './hooks.js'
import { moves } from './moves.js'
import { DemoFailure, narrator } from './narrator.js'
import { tddScenario } from './scenario.js'
import { createWorkspace, demoEnv, EXAMPLE, type Workspace } from './workspace.js'

/**
 * The demo: a copy of `examples/slugify`, evident's MCP server over stdio (the committed `bundle/server.js`, started
 * like any MCP server) and evident's hooks (`bundle/hook.cjs`) run from this checkout as Claude Code runs a plugin's hooks, with the
 * scripted agent of `scenario.ts` in the middle. Every MCP call goes through the PreToolUse hook, which
 * injects the caller; the server has no identity of its own, so all evidence is the demo session's.
 */
export interface DemoOptions {
  readonly print: (line: string) => void
  /** Work in this (empty or new) directory instead of a fresh temp dir. */
  readonly dir?: string | undefined
}

export interface DemoResult {
  readonly ok: boolean
  readonly workspace: Workspace
  readonly tddTaskId: number | undefined
}

export async function runDemo(options: DemoOptions): Promise<DemoResult> {
  const repo = repoRoot()
  const server = join(repo, 'bundle', 'server.js')
  for (const [file, fix] of [
    [server, 'npm run bundle'],
    [join(repo, 'bundle', 'hook.cjs'), 'npm run bundle'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${fix}\` first`)
  }
  const ws = createWorkspace(repo, options.dir)
  const sessionId = `demo-${randomUUID().slice(0, 8)}`
  const say = narrator(options.print)
  say.note(`evident demo — session ${sessionId} on a copy of examples/${EXAMPLE}`)
  say.note(`  project ${ws.project}\n  evidence ${ws.dbPath}`)
  const hookEnv = demoEnv(ws, { CLAUDE_PLUGIN_ROOT: repo, CLAUDE_PROJECT_DIR: ws.project })
  const hooks = hookRunner(repo, hookEnv, {
    session_id: sessionId,
    cwd: ws.project,
    transcript_path: join(ws.dir, 'transcript.jsonl'),
    permission_mode: 'default',
  })
  await hooks.run('SessionStart', { source: 'startup' })
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
  const ev = evidence(ws.dbPath)
  let tddTaskId: number | undefined
  try {
    // The agent's shell: Claude Code puts the plugin's bin/ (the `evident` command) on the Bash tool's PATH.
    const shellEnv = { ...hookEnv, PATH: `${join(repo, 'bin')}:${hookEnv['PATH'] ?? ''}` }
    const agent = scriptedAgent(client, hooks, ws.project, shellEnv)
    let taskForViolations = 0
    const m = moves(agent, say, () => ev.newestViolation(taskForViolations))
    tddTaskId = await tddScenario(agent, m, say, (id) => {
      taskForViolations = id
    })
    await writeReport(ev, say, {
      taskId: tddTaskId,
      caller: `${sessionId} / main`,
      env: serverEnv,
      cwd: ws.project,
      out: ws.reportPath,
      repo,
    })
    say.note(`report: ${ws.reportPath}`)
    say.note(`(the project copy, its evidence database and the report stay in ${ws.dir}: delete it when done)`)
    return { ok: true, workspace: ws, tddTaskId }
  } catch (error) {
    if (!(error instanceof DemoFailure)) throw error
    if (serverLog.includes('error')) options.print(`server log:\n${serverLog.trim()}`)
    return { ok: false, workspace: ws, tddTaskId }
  } finally {
    await ev.close()
    await client.close()
  }
}
