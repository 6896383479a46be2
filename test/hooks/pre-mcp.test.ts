import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { cpSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CALLER_REPLACED } from '../../mcp-server/src/hooks/pre-mcp.js'
import { keyPathFor, loadCallerSecret, type InjectedCaller } from '../../mcp-server/src/kernel/identity.js'
import { verifyCaller } from '../../mcp-server/src/kernel/verify-caller.js'
import { createServer } from '../../mcp-server/src/entry/server.js'
import { REPO } from '../support/fixtures.js'
import { runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { projectStore, rows } from '../support/hook-state.js'
import { tempDir } from '../support/store.js'

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
    // No permission decision: the user's own rules decide whether the rewritten call runs.
    expect(out).not.toHaveProperty('permissionDecision')
    expect(out).not.toHaveProperty('permissionDecisionReason')
    const input = out?.updatedInput ?? {}
    expect(input['action']).toBe('start')
    expect(input['goal']).toBe('g')
    const caller = input['caller'] as InjectedCaller
    expect(caller).toMatchObject({ sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' })
    expect(verifyCaller(loadCallerSecret(project.dbPath), caller)).toEqual({
      sessionId: 'sess-1',
      agentId: 'agent-7',
      agentType: 'evident:tdd-task',
      identity: 'hook',
    })
  })

  it('tells the model (additionalContext) that it replaced a caller the model set, and nothing when there was none', async () => {
    const project = tempProject()
    const forgedRun = await inject(project, { action: 'start', goal: 'g', caller: forged })
    expect(forgedRun.output?.hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      updatedInput: expect.objectContaining({ action: 'start', goal: 'g' }),
      additionalContext: CALLER_REPLACED,
    })
    expect(CALLER_REPLACED).toBe('evident replaced the caller field you set; leave it out')
    const plain = await inject(project, { action: 'start', goal: 'g' })
    expect(plain.output?.hookSpecificOutput).toEqual({
      hookEventName: 'PreToolUse',
      updatedInput: expect.objectContaining({ action: 'start', goal: 'g', caller: expect.any(Object) }),
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

  describe('fails closed when it cannot prove the caller', () => {
    const infrastructure = (reason: string | undefined) => {
      expect(reason).toContain('could not add a proven caller identity')
      expect(reason).toContain('infrastructure problem in evident, not a rule violation')
    }

    it.each([
      ['a directory', (path: string) => mkdirSync(path)],
      ['empty', (path: string) => writeFileSync(path, '')],
      ['malformed', (path: string) => writeFileSync(path, 'not a key')],
    ])('denies the call when the key is %s, records a hook error and no violation', async (_, plant) => {
      const project = tempProject()
      const store = await projectStore(project)
      plant(keyPathFor(project.dbPath))
      const run = await inject(project, { action: 'start', goal: 'g', caller: forged })
      expect(run.code).toBe(0)
      const out = run.output?.hookSpecificOutput
      expect(out?.permissionDecision).toBe('deny')
      expect(out?.updatedInput).toBeUndefined()
      infrastructure(out?.permissionDecisionReason)
      expect(out?.permissionDecisionReason).toContain(keyPathFor(project.dbPath))
      expect(await rows(store, 'violations')).toEqual([])
      expect(await rows(store, 'hook_errors')).toEqual([
        expect.objectContaining({ hook: 'PreToolUse', message: expect.stringContaining(keyPathFor(project.dbPath)) }),
      ])
      await store.close()
    })

    it('denies when the database location itself is unusable (a file where its directory should be)', async () => {
      const project = tempProject()
      const blocker = join(tempDir(), 'not-a-directory')
      writeFileSync(blocker, 'x')
      const run = await runHook(
        plugin(),
        project,
        { hook_event_name: 'PreToolUse', session_id: 's', tool_name: TOOL, tool_input: { caller: forged } },
        { EVIDENT_DB: join(blocker, 'evident.sqlite') },
      )
      expect(run.code).toBe(0)
      expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
      infrastructure(run.output?.hookSpecificOutput.permissionDecisionReason)
    })

    it('denies when the hook CLI crashes before deciding (a payload it cannot read)', async () => {
      const project = tempProject()
      const run = await runHook(plugin(), project, {
        hook_event_name: 'PreToolUse',
        session_id: '',
        tool_name: TOOL,
        tool_input: { caller: forged },
      })
      expect(run.code).toBe(0)
      expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
      infrastructure(run.output?.hookSpecificOutput.permissionDecisionReason)
      expect(run.stderr).toContain('crashed and denied the call (not a rule decision)')
    })

    it('denies when the hook CLI cannot even start, and still fails open for other tools', async () => {
      const root = tempDir('evident-hook-broken-')
      symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
      cpSync(join(plugin(), 'bundle'), join(root, 'bundle'), { recursive: true })
      writeFileSync(join(root, 'bundle', 'hook-main.cjs'), 'this is not JavaScript (')
      const project = tempProject()
      const own = await runHook(root, project, {
        hook_event_name: 'PreToolUse',
        session_id: 's',
        tool_name: TOOL,
        tool_input: { caller: forged },
      })
      expect(own.code).toBe(0)
      expect(own.output?.hookSpecificOutput.permissionDecision).toBe('deny')
      infrastructure(own.output?.hookSpecificOutput.permissionDecisionReason)
      const other = await runHook(root, project, {
        hook_event_name: 'PreToolUse',
        session_id: 's',
        tool_name: 'Bash',
        tool_input: { command: 'ls' },
      })
      expect(other.output).toBeUndefined()
      expect(other.stderr).toContain('could not start and allowed the action')
    })
  })
})
