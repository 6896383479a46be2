import { execFileSync } from 'node:child_process'
import { closeSync, constants, mkdirSync, openSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { keyPathFor } from '../../mcp-server/src/kernel/identity.js'
import { projectStore, rows } from '../support/hook-state.js'
import {
  selectedCommands,
  tempProject,
  usePluginRoot,
  type HookJson,
  type Project,
  spawnHookKilled,
  type KillableRun,
} from '../support/hooks.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'
import { scaled } from '../support/time.js'

/**
 * The caller key `<db>.key` was opened without O_NONBLOCK: a FIFO there blocked the PreToolUse hook on evident's tools
 * until Claude Code killed it, and the server's whole event loop for ever. It is refused at once now, as an unusable
 * key (an infrastructure problem, never an allow). Real processes with kill timers: a regression is a killed process.
 */
const plugin = usePluginRoot()
/** Far past any honest answer on a loaded machine, far short of forever: a hang shows as a timeout. */
const HANG_MS = scaled(60_000)
const TOOL = 'mcp__plugin_evident_evident__tdd_task'

const fifos: string[] = []
afterEach(() => {
  // A regression leaves a reader blocked opening the FIFO: opening it for writing lets it go.
  for (const fifo of fifos.splice(0)) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
    } catch {
      // Nobody is blocked on it.
    }
    rmSync(fifo, { force: true })
  }
})

function mkfifo(path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  rmSync(path, { force: true })
  execFileSync('mkfifo', [path])
  fifos.push(path)
}

function preMcp(project: Project): Promise<KillableRun> {
  const [command] = selectedCommands(plugin(), 'PreToolUse', TOOL)
  if (command === undefined) throw new Error('hooks.json selects no hook for evident tools')
  const payload = {
    cwd: project.root,
    session_id: 'sess-kf',
    hook_event_name: 'PreToolUse',
    tool_name: TOOL,
    tool_input: { action: 'start', goal: 'g' },
    tool_use_id: 'tu-kf',
  }
  return spawnHookKilled(plugin(), command, JSON.stringify(payload), project.env, HANG_MS)
}

describe('a FIFO at the caller key', () => {
  it('gets the PreToolUse hook on an evident tool to deny at once, saying what to do, and records a hook error', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    mkfifo(keyPathFor(project.dbPath))
    const ran = await preMcp(project)
    expect(ran.signal, `the hook hung on the key and was killed; stderr: ${ran.stderr}`).toBeNull()
    const out = (JSON.parse(ran.stdout) as HookJson).hookSpecificOutput
    expect(out.permissionDecision).toBe('deny')
    expect(out.permissionDecisionReason).toContain('it is a FIFO')
    expect(out.permissionDecisionReason).toContain(`remove ${keyPathFor(project.dbPath)}`)
    expect(out.permissionDecisionReason).toContain('not a rule violation')
    expect((await rows(store, 'hook_errors')).map((r) => String(r['message'])).join('\n')).toContain('it is a FIFO')
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('gets the server to answer a proven call with a clear error and keep serving other requests', async () => {
    const server = startServer()
    mkfifo(keyPathFor(server.dbPath))
    await initialize(server)
    callTool(server, 2, 'tdd_task', {
      action: 'start',
      goal: 'g',
      caller: { sessionId: 's', agentId: 'main', proof: 'f'.repeat(64) },
    })
    const refused = (await server.next(withId(2), HANG_MS))['result'] as {
      isError?: boolean
      content: { text: string }[]
    }
    expect(refused.isError).toBe(true)
    expect(refused.content[0]?.text).toContain(
      `evident's caller key ${keyPathFor(server.dbPath)} is unusable: it is a FIFO`,
    )
    // The event loop is free: another request and a call with the server's own caller are answered.
    server.send({ jsonrpc: '2.0', id: 3, method: 'tools/list' })
    expect(await server.next(withId(3), HANG_MS)).toHaveProperty('result.tools')
    callTool(server, 4, 'tdd_task', { action: 'start', goal: 'after the FIFO' })
    const started = (await server.next(withId(4), HANG_MS))['result'] as { isError?: boolean }
    expect(started.isError).not.toBe(true)
  })
})
