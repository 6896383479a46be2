import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'

/**
 * A Jupyter notebook holds code cells: a NotebookEdit is a production edit, gated like any other (issue #30, item
 * 8) — denied before red and in red without a hypothesis, allowed once a hypothesis of the phase cites a failure.
 */
const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

const NOTEBOOK = JSON.stringify({
  cells: [{ cell_type: 'code', id: 'c1', metadata: {}, source: ['x = 1\n'], outputs: [], execution_count: null }],
  metadata: {},
  nbformat: 4,
  nbformat_minor: 5,
})

function notebookEdit(project: Project) {
  mkdirSync(join(project.root, 'notebooks'), { recursive: true })
  writeFileSync(join(project.root, 'notebooks', 'explore.ipynb'), NOTEBOOK)
  return runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'NotebookEdit',
    tool_input: { notebook_path: 'notebooks/explore.ipynb', cell_id: 'c1', new_source: 'x = 2', edit_mode: 'replace' },
    tool_use_id: 'tu-nb',
    ...asAgent,
  })
}

describe('NotebookEdit is a production edit', () => {
  it('is denied before the task has a phase (production_edit_before_red)', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    const run = await notebookEdit(project)
    expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(run.output?.hookSpecificOutput.permissionDecisionReason).toContain('notebooks/explore.ipynb')
    expect(await rows(store, 'violations')).toMatchObject([
      { kind: 'UNCITED_FIX', detail: 'production_edit_before_red: NotebookEdit on notebooks/explore.ipynb' },
    ])
  })

  it('is denied in red without a hypothesis (uncited_production_edit)', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'failing')
    const run = await notebookEdit(project)
    expect(run.output?.hookSpecificOutput.permissionDecisionReason).toMatch(/^Record a hypothesis first/)
    expect(await rows(store, 'violations')).toMatchObject([
      { kind: 'UNCITED_FIX', detail: 'uncited_production_edit: NotebookEdit on notebooks/explore.ipynb' },
    ])
  })

  it('is allowed in green once a hypothesis of the phase cites the failing run', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'green', { hypothesis: true })
    const run = await notebookEdit(project)
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(await rows(store, 'violations')).toEqual([])
  })
})
