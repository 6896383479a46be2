import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { requestTransition } from '../../mcp-server/src/engine/flows/transition.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { shadowFor } from '../../mcp-server/src/worktree/snapshot.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { runHook, spawnShell, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'

/**
 * FOREIGN_CHANGE (issue #37): code changed by an agent that does not own the open task in red or green — the Edit
 * family (PostToolUse) and the shell (measured by the working tree) — recorded against that agent, never denied.
 */
const plugin = usePluginRoot()
const owner: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asOwner = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }
const asMain = { session_id: 'sess-1' }
const asHelper = { session_id: 'sess-1', agent_id: 'helper-1', agent_type: 'general-purpose' }

const ADD = 'export const add = (a: number, b: number): number => 0\n'
const FIX = 'export const add = (a: number, b: number): number => a + b\n'

let toolUse = 0

/** The owner's task in `stage` (red on a snapshot, so the shell is measured against a tree). */
async function project(stage: 'task' | 'red' = 'red'): Promise<{ project: Project; store: Store; taskId: number }> {
  const p = tempProject()
  writeFileSync(join(p.root, 'src', 'add.ts'), ADD)
  writeFileSync(join(p.root, 'README.md'), '# add\n')
  const store = await projectStore(p)
  const state = await reach(store, owner, 'task')
  if (stage === 'red') {
    const moved = await requestTransition(
      store,
      owner,
      { tddTaskId: state.taskId, goalId: state.goalId, behaviorId: state.behaviorId, requestedPhase: 'red' },
      undefined,
      shadowFor(p.dbPath, p.root),
    )
    expect(moved.accepted).toBe(true)
  }
  return { project: p, store, taskId: state.taskId }
}

/** An Edit-family write that already happened, then its PostToolUse. */
function edited(p: Project, who: Record<string, string>, file: string, after: string): Promise<HookRun> {
  const path = join(p.root, file)
  writeFileSync(path, after)
  return runHook(plugin(), p, {
    hook_event_name: 'PostToolUse',
    tool_name: 'Write',
    tool_use_id: `tu-edit-${++toolUse}`,
    ...who,
    tool_input: { file_path: path, content: after },
    tool_response: { filePath: path, type: 'update' },
  })
}

/** One Bash tool call: PreToolUse, the command in the project, PostToolUse. */
async function shell(p: Project, who: Record<string, string>, command: string): Promise<HookRun> {
  const base = { tool_name: 'Bash', tool_input: { command, description: 'd' }, tool_use_id: `tu-${++toolUse}`, ...who }
  const pre = await runHook(plugin(), p, { hook_event_name: 'PreToolUse', ...base })
  expect(pre.output?.hookSpecificOutput.permissionDecision).not.toBe('deny')
  const ran = await spawnShell(`cd '${p.root}' && ${command}`, '', { PATH: process.env['PATH'] ?? '' })
  expect(ran.code).toBe(0)
  const post = await runHook(plugin(), p, {
    hook_event_name: 'PostToolUse',
    ...base,
    tool_response: { stdout: ran.stdout, stderr: ran.stderr, interrupted: false, isImage: false },
  })
  expect(post.code, post.stderr).toBe(0)
  return post
}

const context = (run: HookRun): string => run.output?.hookSpecificOutput.additionalContext ?? ''

async function violations(store: Store): Promise<readonly Record<string, unknown>[]> {
  const callers = await rows(store, 'callers')
  const agentOf = (id: unknown): unknown => callers.find((c) => c['id'] === id)?.['agent_id']
  return (await rows(store, 'violations')).map((v) => ({
    kind: v['kind'],
    detail: v['detail'],
    tool: v['tool_name'],
    agent: agentOf(v['caller_id']),
    task: v['task_id'],
  }))
}

describe('FOREIGN_CHANGE: code changed by another agent while a task is in red', () => {
  it('records the main agent’s Write of production code against the main agent, tells it, denies nothing', async () => {
    const { project: p, store, taskId } = await project()
    const run = await edited(p, asMain, 'src/add.ts', FIX)
    expect(run.code, run.stderr).toBe(0)
    expect(run.output?.hookSpecificOutput).not.toHaveProperty('permissionDecision')
    expect(context(run)).toContain('recorded as a FOREIGN_CHANGE violation of yours (nothing was denied)')
    expect(await violations(store)).toEqual([
      {
        kind: 'FOREIGN_CHANGE',
        detail: `foreign_change: Write on src/add.ts while task ${taskId} of agent agent-7 in red`,
        tool: 'Write',
        agent: 'main',
        task: null,
      },
    ])
  })

  it('records a general-purpose helper’s sed -i on production code against the helper', async () => {
    const { project: p, store } = await project()
    const run = await shell(p, asHelper, "sed -i 's/=> 0/=> a + b/' src/add.ts")
    expect(context(run)).toContain('FOREIGN_CHANGE')
    expect(await violations(store)).toMatchObject([
      {
        kind: 'FOREIGN_CHANGE',
        detail: expect.stringMatching(
          /^foreign_change: Bash \(sed -i 's\/=> 0\/=> a \+ b\/' src\/add\.ts\) on src\/add\.ts while task \d+ of agent agent-7 in red$/,
        ),
        tool: 'Bash',
        agent: 'helper-1',
      },
    ])
  })

  it('charges nobody for documentation, by Write or from the shell', async () => {
    const { project: p, store } = await project()
    expect(context(await edited(p, asMain, 'README.md', '# add\n\nAdds.\n'))).toBe('')
    await shell(p, asHelper, "echo 'more' >> README.md")
    expect(await violations(store)).toEqual([])
  })

  it('charges nobody while the task has no phase in red or green', async () => {
    const { project: p, store } = await project('task')
    await edited(p, asMain, 'src/add.ts', FIX)
    await shell(p, asHelper, "sed -i 's/a + b/b + a/' src/add.ts")
    expect(await violations(store)).toEqual([])
  })

  it('is never the owner’s own change', async () => {
    const { project: p, store } = await project()
    await edited(p, asOwner, 'src/add.ts', FIX)
    expect(await violations(store)).toEqual([])
  })
})
