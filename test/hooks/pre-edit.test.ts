import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'

const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

function edit(project: Project, tool: string, input: Record<string, unknown>, who: Record<string, string> = asAgent) {
  return runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: tool,
    tool_input: input,
    tool_use_id: 'tu',
    ...who,
  })
}

const reasonOf = (run: Awaited<ReturnType<typeof edit>>): string => {
  expect(run.code).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
  return run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
}

const allowed = (run: Awaited<ReturnType<typeof edit>>): void => {
  expect(run.code).toBe(0)
  expect(run.stdout).toBe('')
}

describe('PreToolUse hook on Edit | Write | MultiEdit | NotebookEdit', () => {
  it('denies a TDD agent writing before tdd_task start and records UNREGISTERED_SESSION', async () => {
    const project = tempProject()
    const reason = reasonOf(await edit(project, 'Write', { file_path: join(project.root, 'src/add.ts'), content: 'x' }))
    expect(reason).toContain('mcp__plugin_evident_evident__tdd_task')
    expect(await rows(await projectStore(project), 'violations')).toMatchObject([
      { kind: 'UNREGISTERED_SESSION', tool_name: 'Write' },
    ])
  })

  it('allows any edit by a caller without a TDD task (the main agent doing ordinary work)', async () => {
    const project = tempProject()
    await projectStore(project)
    allowed(
      await edit(
        project,
        'Write',
        { file_path: join(project.root, 'src/add.ts'), content: 'x' },
        { session_id: 'sess-1' },
      ),
    )
  })

  it('denies a production edit before the task has a phase', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const reason = reasonOf(await edit(project, 'Write', { file_path: join(project.root, 'src/add.ts'), content: 'x' }))
    expect(reason).toContain('has no phase yet')
    expect(reason).toContain('tdd_phase_transition_request')
    expect(await rows(store, 'violations')).toMatchObject([
      { kind: 'UNCITED_FIX', detail: 'production_edit_before_red: Write on src/add.ts' },
    ])
  })

  it('denies a production edit in red without a cited hypothesis (UNCITED_FIX)', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'failing')
    const reason = reasonOf(
      await edit(project, 'Edit', { file_path: join(project.root, 'src/add.ts'), old_string: 'a', new_string: 'b' }),
    )
    expect(reason).toMatch(/^Record a hypothesis first/)
    expect(reason).toContain('test_errors')
    expect(await rows(store, 'violations')).toMatchObject([{ kind: 'UNCITED_FIX', tool_name: 'Edit' }])
  })

  it('allows a production edit once a hypothesis in the current phase cites a failing run', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'green', { hypothesis: true })
    allowed(
      await edit(project, 'MultiEdit', {
        file_path: join(project.root, 'src/add.ts'),
        edits: [{ old_string: 'a', new_string: 'b' }],
      }),
    )
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('denies a production edit in green when the hypothesis was recorded in red (not the current phase)', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const state = await reach(store, agent, 'failing', { hypothesis: true })
    allowed(
      await edit(project, 'Edit', { file_path: join(project.root, 'src/add.ts'), old_string: 'a', new_string: 'b' }),
    )
    const { requestTransition } = await import('../../mcp-server/src/engine/flows/transition.js')
    const moved = await requestTransition(store, agent, { ...state, tddTaskId: state.taskId, requestedPhase: 'green' })
    expect(moved.accepted).toBe(true)
    reasonOf(
      await edit(project, 'Edit', { file_path: join(project.root, 'src/add.ts'), old_string: 'b', new_string: 'c' }),
    )
  })

  it('allows writing a test file in red', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    allowed(
      await edit(project, 'Write', {
        file_path: join(project.root, 'src/add.test.ts'),
        content: "it('adds', () => {})",
      }),
    )
  })

  it('denies editing the test that carried the red evidence while in green', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'green', { testFile: 'src/math.test.ts' })
    const reason = reasonOf(
      await edit(project, 'Edit', {
        file_path: join(project.root, 'src/math.test.ts'),
        old_string: 'toBe(3)',
        new_string: 'toBe(2)',
      }),
    )
    expect(reason).toContain('src/math.test.ts carried the failing run')
    expect(await rows(store, 'violations')).toMatchObject([
      { kind: 'TEST_WEAKENED', detail: 'red_test_edit_in_green: Edit on src/math.test.ts' },
    ])
    // Every other test-side file is frozen in green too (issue #30): a new test file included.
    const other = reasonOf(
      await edit(project, 'Write', {
        file_path: join(project.root, 'src/other.test.ts'),
        content: "it('x', () => {})",
      }),
    )
    expect(other).toContain('src/other.test.ts is test code, and in green tests are frozen')
  })

  it('denies snapshot edits during a TDD task', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const reason = reasonOf(
      await edit(project, 'Write', {
        file_path: join(project.root, 'src/__snapshots__/add.test.ts.snap'),
        content: 'exports[`x`] = `1`',
      }),
    )
    expect(reason).toContain('snapshot')
  })

  it('denies a test-config edit that adds setup files or coverage exclusions, and allows a harmless one', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const config = join(project.root, 'package.json')
    writeFileSync(config, '{ "jest": { "testMatch": ["src/**/*.test.ts"] } }\n')
    const setup = reasonOf(
      await edit(project, 'Edit', {
        file_path: config,
        old_string: '"testMatch": ["src/**/*.test.ts"]',
        new_string: '"testMatch": ["src/**/*.test.ts"], "setupFiles": ["./stub.ts"]',
      }),
    )
    expect(setup).toContain('setup files')
    const coverage = reasonOf(
      await edit(project, 'Write', {
        file_path: config,
        content: '{ "jest": { "coveragePathIgnorePatterns": ["src/add.ts"] } }\n',
      }),
    )
    expect(coverage).toContain('an exclusion')
    allowed(
      await edit(project, 'Edit', {
        file_path: config,
        old_string: '"testMatch": ["src/**/*.test.ts"]',
        new_string: '"testMatch": ["src/**/*.test.ts"], "testTimeout": 10000',
      }),
    )
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'test_config_weakened: Edit on package.json',
      'test_config_weakened: Write on package.json',
    ])
  })

  it('denies any edit of a test-runner config while a task is open (protected_config_edit)', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const config = join(project.root, 'vitest.config.ts')
    writeFileSync(config, "export default { test: { include: ['src/**/*.test.ts'] } }\n")
    const reason = reasonOf(
      await edit(project, 'Edit', {
        file_path: config,
        old_string: "include: ['src/**/*.test.ts']",
        new_string: "include: ['src/**/*.test.ts'], testTimeout: 10_000",
      }),
    )
    expect(reason).toContain('cannot change while a TDD task is open in this project')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'protected_config_edit: Edit on vitest.config.ts',
    ])
  })

  it('classifies with the testFiles globs of evident.config.json', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    writeFileSync(join(project.root, 'evident.config.json'), JSON.stringify({ testFiles: ['checks/**/*.ts'] }))
    mkdirSync(join(project.root, 'checks'))
    allowed(await edit(project, 'Write', { file_path: join(project.root, 'checks/add.ts'), content: 'x' }))
    reasonOf(await edit(project, 'Write', { file_path: join(project.root, 'src/add.test.ts'), content: 'x' }))
  })

  it('leaves files outside the project alone', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    allowed(await edit(project, 'Write', { file_path: '/tmp/evident-outside-note.txt', content: 'x' }))
  })

  it('spawns nothing for tools it does not gate', async () => {
    const project = tempProject()
    const run = await edit(project, 'Read', { file_path: join(project.root, 'src/add.ts') })
    expect(run.spawned).toBe(0)
  })
})
