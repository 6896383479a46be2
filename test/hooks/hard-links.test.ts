import { linkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { bashCall, runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'

/**
 * A hard link makes two paths one file: writing one writes the other. A change is judged under every name its file
 * has in the project (issue #30, item 8): a test path linked to a production file is a production change, for the
 * Edit family before it happens and for the shell as measured after.
 */
const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

const ADD = 'export const add = (a: number, b: number): number => 0\n'

function edit(project: Project, file: string) {
  return runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Edit',
    tool_input: { file_path: join(project.root, file), old_string: '0', new_string: 'a + b' },
    tool_use_id: 'tu-edit',
    ...asAgent,
  })
}

/** A project with src/add.ts, the agent's task at `stage`, and one snapshot of the tree (as every phase has). */
async function project(stage: 'failing' | 'green', hypothesis = false) {
  const p = tempProject()
  writeFileSync(join(p.root, 'src', 'add.ts'), ADD)
  const store = await projectStore(p)
  await reach(store, agent, stage, { hypothesis })
  snapshot(shadowFor(p.dbPath, p.root))
  return { p, store }
}

describe('the Edit family through a hard link', () => {
  it('denies an Edit of a test path linked to a production file as the production edit it is', async () => {
    const { p, store } = await project('failing')
    linkSync(join(p.root, 'src', 'add.ts'), join(p.root, 'src', 'add.more.test.ts'))
    const run = await edit(p, 'src/add.more.test.ts')
    expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    const reason = run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
    expect(reason).toMatch(/^Record a hypothesis first/)
    expect(reason).toContain('src/add.more.test.ts is a hard link of src/add.ts')
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'UNCITED_FIX',
        detail: 'uncited_production_edit: Edit on src/add.more.test.ts (a hard link of src/add.ts)',
      },
    ])
  })

  it('denies an Edit of a production path linked to the red test in green (red_test_edit_in_green)', async () => {
    const { p, store } = await project('green', true)
    writeFileSync(join(p.root, 'src', 'math.test.ts'), "it('adds', () => expect(add(1, 2)).toBe(3))\n")
    snapshot(shadowFor(p.dbPath, p.root))
    linkSync(join(p.root, 'src', 'math.test.ts'), join(p.root, 'src', 'helper.ts'))
    const run = await edit(p, 'src/helper.ts')
    expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(await rows(store, 'violations')).toMatchObject([
      {
        kind: 'TEST_WEAKENED',
        detail: 'red_test_edit_in_green: Edit on src/helper.ts (a hard link of src/math.test.ts)',
      },
    ])
  })

  it('allows an Edit of a test path linked to another test path, and of a file with one link', async () => {
    const { p, store } = await project('failing')
    writeFileSync(join(p.root, 'src', 'a.test.ts'), 'export const x = 0\n')
    snapshot(shadowFor(p.dbPath, p.root))
    linkSync(join(p.root, 'src', 'a.test.ts'), join(p.root, 'src', 'b.test.ts'))
    for (const file of ['src/b.test.ts', 'src/a.test.ts']) {
      const run = await edit(p, file)
      expect(run.stdout, file).toBe('')
    }
    expect(await rows(store, 'violations')).toEqual([])
  })
})

describe('a shell command through a hard link', () => {
  it('records a hard link from a test path to a production file as a production change', async () => {
    const { p, store } = await project('failing')
    const command = 'ln src/add.ts src/alias.test.ts'
    const call = await bashCall(plugin(), p, command, asAgent)
    const context = call.post?.output?.hookSpecificOutput.additionalContext ?? ''
    expect(context).toContain('src/alias.test.ts (added): uncited_production_edit')
    expect(context).toContain('src/alias.test.ts is a hard link of src/add.ts')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      `uncited_production_edit: Bash on src/alias.test.ts (added by the shell; a hard link of src/add.ts): ${command}`,
    ])
  })

  it('denies a write the shell reader sees to a test path linked to a production file', async () => {
    const { p, store } = await project('failing')
    linkSync(join(p.root, 'src', 'add.ts'), join(p.root, 'src', 'alias.test.ts'))
    const call = await bashCall(plugin(), p, "echo '// more' >> src/alias.test.ts", asAgent)
    expect(call.pre.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'uncited_production_edit: Bash on src/alias.test.ts (a hard link of src/add.ts)',
    ])
  })
})
