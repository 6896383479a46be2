import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { loadCallerSecret, type InjectedCaller } from '../../mcp-server/src/identity.js'
import { verifyCaller } from '../../mcp-server/src/verify-caller.js'
import { createServer } from '../../mcp-server/src/server.js'
import { runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { projectStore } from '../support/hook-state.js'

const plugin = usePluginRoot()
const TOOL = 'mcp__plugin_evident_evident__tdd_task'

const forged = { sessionId: 'someone-else', agentId: 'main', proof: 'f'.repeat(64) }

async function inject(
  project: Project,
  input: Record<string, unknown>,
  agent?: { agent_id: string; agent_type: string },
) {
  return runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    session_id: 'sess-1',
    tool_name: TOOL,
    tool_input: input,
    tool_use_id: 'tu1',
    ...agent,
  })
}

describe('PreToolUse hook on evident MCP tools', () => {
  it('injects the subagent caller with a proof the server verifies, replacing a model-written caller', async () => {
    const project = tempProject()
    const run = await inject(
      project,
      { action: 'start', goal: 'g', caller: forged },
      { agent_id: 'agent-7', agent_type: 'evident:tdd-task' },
    )
    expect(run.code).toBe(0)
    const out = run.output?.hookSpecificOutput
    expect(out?.permissionDecision).toBe('allow')
    const input = out?.updatedInput ?? {}
    expect(input['action']).toBe('start')
    expect(input['goal']).toBe('g')
    const caller = input['caller'] as InjectedCaller
    expect(caller).toMatchObject({ sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' })
    expect(verifyCaller(loadCallerSecret(project.dbPath), caller)).toEqual({
      sessionId: 'sess-1',
      agentId: 'agent-7',
      agentType: 'evident:tdd-task',
    })
  })

  it('uses agent "main" outside a subagent, and the real server attributes the call to exactly that caller', async () => {
    const project = tempProject()
    const run = await inject(project, { action: 'start', goal: 'parse dates' })
    const input = run.output?.hookSpecificOutput.updatedInput ?? {}
    expect(input['caller']).toMatchObject({ sessionId: 'sess-1', agentId: 'main' })
    const store = await projectStore(project)
    const server = createServer({ store, projectRoot: project.root, callerSecret: loadCallerSecret(project.dbPath) })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await server.connect(serverSide)
    const client = new Client({ name: 'hook-test', version: '0.0.0' })
    await client.connect(clientSide)
    try {
      const result = (await client.callTool({ name: 'tdd_task', arguments: input })) as CallToolResult
      expect(result.isError ?? false).toBe(false)
      const tasks = await store.db
        .selectFrom('tdd_tasks')
        .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
        .select(['callers.session_id', 'callers.agent_id'])
        .execute()
      expect(tasks).toEqual([{ session_id: 'sess-1', agent_id: 'main' }])
      const refused = (await client.callTool({
        name: 'tdd_task',
        arguments: { action: 'start', goal: 'x', caller: forged },
      })) as CallToolResult
      expect(refused.isError).toBe(true)
    } finally {
      await client.close()
    }
  })

  it('spawns nothing for tools of other MCP servers', async () => {
    const project = tempProject()
    const run = await runHook(plugin(), project, {
      hook_event_name: 'PreToolUse',
      session_id: 's',
      tool_name: 'mcp__plugin_other_x__tool',
      tool_input: {},
    })
    expect(run.spawned).toBe(0)
  })
})
