import { describe, expect, it } from 'vitest'
import { runHook, tempProject, usePluginRoot } from '../support/hooks.js'
import { projectStore, rows } from '../support/hook-state.js'

const plugin = usePluginRoot()

describe('SessionStart hook', () => {
  it('registers the main agent and tells the model how to use evident in at most 800 characters', async () => {
    const project = tempProject()
    const run = await runHook(plugin(), project, {
      hook_event_name: 'SessionStart',
      session_id: 'sess-1',
      source: 'startup',
    })
    expect(run.code).toBe(0)
    const text = run.output?.hookSpecificOutput.additionalContext ?? ''
    expect(run.output?.hookSpecificOutput.hookEventName).toBe('SessionStart')
    expect(text.length).toBeGreaterThan(100)
    expect(text.length).toBeLessThanOrEqual(800)
    expect(text).toContain('dispatch the evident:tdd-task agent')
    expect(text).toContain('run_tests')
    const callers = await rows(await projectStore(project), 'callers')
    expect(callers).toMatchObject([{ session_id: 'sess-1', agent_id: 'main', parent_session_id: null, ended_at: null }])
  })

  it('registers the session once when it starts again (resume)', async () => {
    const project = tempProject()
    await runHook(plugin(), project, { hook_event_name: 'SessionStart', session_id: 'sess-1', source: 'startup' })
    await runHook(plugin(), project, { hook_event_name: 'SessionStart', session_id: 'sess-1', source: 'resume' })
    expect(await rows(await projectStore(project), 'callers')).toHaveLength(1)
  })
})

describe('SubagentStart and SubagentStop hooks', () => {
  it('registers a subagent with its type and parent session, and closes it on stop', async () => {
    const project = tempProject()
    const agent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }
    const start = await runHook(plugin(), project, { hook_event_name: 'SubagentStart', ...agent })
    expect(start.code).toBe(0)
    expect(start.output?.hookSpecificOutput.additionalContext).toContain('tdd_task')
    const store = await projectStore(project)
    expect(await rows(store, 'callers')).toMatchObject([
      {
        session_id: 'sess-1',
        agent_id: 'agent-7',
        agent_type: 'evident:tdd-task',
        parent_session_id: 'sess-1',
        ended_at: null,
      },
    ])
    const stop = await runHook(plugin(), project, {
      hook_event_name: 'SubagentStop',
      ...agent,
      stop_hook_active: false,
      last_assistant_message: 'done',
    })
    expect(stop.code).toBe(0)
    expect(stop.stdout).toBe('')
    const [row] = await rows(store, 'callers')
    expect(typeof row?.['ended_at']).toBe('string')
  })

  it('gives other subagents no extra context', async () => {
    const project = tempProject()
    const run = await runHook(plugin(), project, {
      hook_event_name: 'SubagentStart',
      session_id: 's',
      agent_id: 'a',
      agent_type: 'general-purpose',
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(await rows(await projectStore(project), 'callers')).toMatchObject([
      { agent_id: 'a', agent_type: 'general-purpose' },
    ])
  })
})
