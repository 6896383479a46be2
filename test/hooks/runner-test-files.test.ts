import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { connect } from '../support/client.js'
import { REPO } from '../support/fixtures.js'
import { projectStore, rows } from '../support/hook-state.js'
import { runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'

const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: agent.sessionId, agent_id: agent.agentId, agent_type: agent.agentType }

const CONFIG = `import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { include: ['src/**/test.ts'] } })\n`
const TEST = `import { expect, it } from 'vitest'\nimport { addDays } from './index'\n\nit('adds days', () => {\n  expect(addDays(1, 2)).toBe(3)\n})\n`

/** A date-fns-like project: its tests are `src/<fn>/test.ts`, collected by its own vitest's include; no evident.config.json. */
function dateFnsLike(): Project {
  const project = tempProject()
  symlinkSync(join(REPO, 'node_modules'), join(project.root, 'node_modules'), 'dir')
  writeFileSync(join(project.root, 'package.json'), '{}')
  writeFileSync(join(project.root, 'vitest.config.ts'), CONFIG)
  mkdirSync(join(project.root, 'src', 'addDays'))
  writeFileSync(
    join(project.root, 'src', 'addDays', 'index.ts'),
    'export const addDays = (a: number, b: number) => a\n',
  )
  writeFileSync(join(project.root, 'src', 'addDays', 'test.ts'), '')
  return project
}

/** An Edit as Claude Code makes it: PreToolUse, then (when allowed) the change and PostToolUse. */
async function edit(project: Project, file: string, content: string) {
  const path = join(project.root, file)
  const input = { file_path: path, old_string: '', new_string: content }
  const pre = await runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Edit',
    tool_input: input,
    tool_use_id: `tu-${file}`,
    ...asAgent,
  })
  expect(pre.code).toBe(0)
  if (pre.output?.hookSpecificOutput.permissionDecision === 'deny') return pre.output.hookSpecificOutput
  writeFileSync(path, content)
  const post = await runHook(plugin(), project, {
    hook_event_name: 'PostToolUse',
    tool_name: 'Edit',
    tool_input: input,
    tool_response: { filePath: path },
    tool_use_id: `tu-${file}`,
    ...asAgent,
  })
  expect(post.code).toBe(0)
  return undefined
}

/** tdd_task start through the real MCP server, then a goal and a behavior in red; returns start's text. */
async function startInRed(project: Project): Promise<string> {
  const { call } = await connect(await projectStore(project), agent, project.root)
  const ok = async (name: string, args: Record<string, unknown>) => {
    const result = await call(name, args)
    expect(result.isError, result.text).toBe(false)
    return result
  }
  const started = await ok('tdd_task', { action: 'start', goal: 'add days' })
  const tddTaskId = started.data['tddTaskId'] as number
  const goalId = (
    (await ok('tdd_goal', { action: 'create', tddTaskId, goal: 'addDays' })).data['goal'] as { id: number }
  ).id
  await ok('tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
  const behavior = await ok('tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'adds days to a date' })
  const behaviorId = (behavior.data['behavior'] as { id: number }).id
  await ok('tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'red' })
  return started.text
}

describe("test files as the project's own vitest collects them", () => {
  it('lets a date-fns-like test file be written in red and records it as a test, while its code is still production', async () => {
    const project = dateFnsLike()
    const text = await startInRed(project)
    expect(text).toContain(
      "Test files: what vitest collects (src/**/test.ts, except **/node_modules/**, **/.git/**), and evident's defaults.",
    )
    const denied = await edit(
      project,
      'src/addDays/index.ts',
      'export const addDays = (a: number, b: number) => a + b\n',
    )
    expect(denied?.permissionDecisionReason).toMatch(/^Write a failing test first/)
    expect(await edit(project, 'src/addDays/test.ts', TEST)).toBeUndefined()
    const store = await projectStore(project)
    expect((await rows(store, 'artifacts')).filter((a) => a['kind'] === 'test_written')).toMatchObject([
      { file_path: 'src/addDays/test.ts' },
    ])
  })

  it('keeps the test files the task started with when the vitest config changes during the task', async () => {
    const project = dateFnsLike()
    await startInRed(project)
    // As a shell command would: vitest now collects every source file, production code included.
    writeFileSync(join(project.root, 'vitest.config.ts'), CONFIG.replace('src/**/test.ts', 'src/**/*.ts'))
    const denied = await edit(
      project,
      'src/addDays/index.ts',
      'export const addDays = (a: number, b: number) => a + b\n',
    )
    expect(denied?.permissionDecisionReason).toMatch(/^Write a failing test first/)
    const store = await projectStore(project)
    expect((await rows(store, 'artifacts')).filter((a) => a['kind'] === 'test_written')).toEqual([])
  })

  it("says at start why evident's defaults apply when the project's vitest cannot resolve its config", async () => {
    const project = dateFnsLike()
    writeFileSync(join(project.root, 'vitest.config.ts'), `throw new Error('no config today')\n`)
    const text = await startInRed(project)
    expect(text).toMatch(/Test files: evident's defaults \(vitest's config could not be resolved: .*no config today/)
    const denied = await edit(project, 'src/addDays/test.ts', TEST)
    expect(denied?.permissionDecisionReason).toMatch(/^Write a failing test first/)
  })
})
