import { rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO, runHook, selectedCommands, spawnHook, tempProject, usePluginRoot } from '../support/hooks.js'
import { projectStore, rows } from '../support/hook-state.js'
import { tempDir } from '../support/store.js'

const plugin = usePluginRoot()
const agent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

describe('hook failure policy', () => {
  // evident's own MCP tools fail closed instead: test/hooks/pre-mcp.test.ts.
  it('fails open on a database path that cannot be opened: exit 0, a message on stderr, nothing on stdout', async () => {
    const project = tempProject()
    const blocker = join(tempDir(), 'not-a-directory')
    writeFileSync(blocker, 'x')
    const env = { EVIDENT_DB: join(blocker, 'evident.sqlite') }
    const payloads = [
      { hook_event_name: 'SessionStart', session_id: 's', source: 'startup' },
      {
        hook_event_name: 'PreToolUse',
        ...agent,
        tool_name: 'Write',
        tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'x' },
      },
      {
        hook_event_name: 'PostToolUse',
        ...agent,
        tool_name: 'Write',
        tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'x' },
      },
    ]
    for (const payload of payloads) {
      const run = await runHook(plugin(), project, payload, env)
      expect(run.code, payload.hook_event_name).toBe(0)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain('failed and allowed the action (not a rule decision)')
    }
  })

  it('records its own error in hook_errors, never as a violation', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const run = await runHook(plugin(), project, {
      hook_event_name: 'PreToolUse',
      ...agent,
      tool_name: 'Write',
      tool_input: 'not an object',
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(await rows(store, 'hook_errors')).toMatchObject([{ hook: 'PreToolUse' }])
    expect(String((await rows(store, 'hook_errors'))[0]?.['message'])).toContain('tool_input is not an object')
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('fails open on stdin that is not JSON', async () => {
    const project = tempProject()
    const [hook] = selectedCommands(plugin(), 'SessionStart', undefined)
    const run = await spawnHook(plugin(), hook, '{not json', project.env)
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('evident: the SessionStart hook failed')
  })

  it('fails open when the hook bundle is missing', async () => {
    const root = tempDir('evident-hook-empty-')
    try {
      symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
      const [hook] = selectedCommands(root, 'PreToolUse', 'Bash')
      const run = await spawnHook(
        root,
        hook,
        JSON.stringify({ session_id: 's', tool_name: 'Bash', tool_input: { command: 'npx vitest' } }),
        {},
      )
      expect(run.code).toBe(0)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain('hook CLI not built')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
