import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { hookProcess } from '../../scripts/hook-commands.js'
import { selectedCommands, tempProject, usePluginRoot } from '../support/hooks.js'

const plugin = usePluginRoot()

describe('hook CLI', () => {
  it('reads a payload that arrives in pieces over a slow pipe', async () => {
    const project = tempProject()
    const [hook] = selectedCommands(plugin(), 'PreToolUse', 'mcp__plugin_evident_evident__tdd_task')
    if (hook === undefined) throw new Error("no hook for evident's MCP tools")
    const { file, args } = hookProcess(hook, plugin())
    const payload = JSON.stringify({
      hook_event_name: 'PreToolUse',
      session_id: 'sess-1',
      cwd: project.root,
      tool_name: 'mcp__plugin_evident_evident__tdd_task',
      tool_input: { action: 'start', goal: 'x'.repeat(100_000) },
    })
    const child = spawn(file, args, {
      shell: false,
      env: { PATH: process.env['PATH'] ?? '', CLAUDE_PLUGIN_ROOT: plugin(), ...project.env },
    })
    let stdout = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stdin.write(payload.slice(0, 5000))
    await new Promise((done) => setTimeout(done, 300))
    child.stdin.end(payload.slice(5000))
    const code = await new Promise((done) => child.on('close', done))
    expect(code).toBe(0)
    const out = JSON.parse(stdout) as {
      hookSpecificOutput: { updatedInput: { goal: string; caller: { sessionId: string } } }
    }
    expect(out.hookSpecificOutput.updatedInput.goal).toHaveLength(100_000)
    expect(out.hookSpecificOutput.updatedInput.caller.sessionId).toBe('sess-1')
  })
})
