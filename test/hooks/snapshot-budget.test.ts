import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { requestTransition } from '../../mcp-server/src/engine/flows/transition.js'
import { takeFirstSnapshot } from '../../mcp-server/src/engine/flows/first-snapshot.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { shadowFor, snapshot, SnapshotBudgetError } from '../../mcp-server/src/worktree/snapshot.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { runHook, spawnShell, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { tempDir } from '../support/store.js'

/**
 * Issue #34, item 2: nothing measured in a hook outgrows the hook's limit. A snapshot has a budget as a whole (every git
 * call gets what is left of it); in a PreToolUse hook a tree that cannot be snapshotted within it leaves the command
 * unmeasured — said so, its turn held while it runs, no snapshot in its PostToolUse — and the next transition judges
 * what it changed (`unrecorded_change`). A tree is made slow on purpose by a `git` on PATH that sleeps before `add`.
 */
const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-b', agentId: 'agent-b', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-b', agent_id: 'agent-b', agent_type: 'evident:tdd-task' }

/** A directory holding a `git` that sleeps `seconds` before every `git add`, then runs the real git. */
function slowGit(seconds: number): string {
  const dir = tempDir('evident-slow-git-')
  const script = join(dir, 'git')
  writeFileSync(
    script,
    `#!/bin/sh\nfor a in "$@"; do if [ "$a" = add ]; then sleep ${seconds}; break; fi; done\nexec /usr/bin/env -i PATH="${process.env['PATH'] ?? ''}" HOME="$HOME" git "$@"\n`,
  )
  chmodSync(script, 0o755)
  return dir
}

const SLOW = (): Record<string, string> => ({
  PATH: `${slowGit(3)}:${process.env['PATH'] ?? ''}`,
  EVIDENT_SNAPSHOT_TIMEOUT_MS: '1000',
})

let toolUse = 0

async function bash(project: Project, command: string, env: Record<string, string> = {}) {
  toolUse += 1
  const base = {
    tool_name: 'Bash',
    tool_input: { command, description: 'd' },
    tool_use_id: `tb-${toolUse}`,
    ...asAgent,
  }
  const pre = await runHook(plugin(), project, { hook_event_name: 'PreToolUse', ...base }, env)
  expect(pre.code, pre.stderr).toBe(0)
  await spawnShell(`cd '${project.root}' && ${command}`, '', { PATH: process.env['PATH'] ?? '' })
  const post = await runHook(
    plugin(),
    project,
    { hook_event_name: 'PostToolUse', ...base, tool_response: { stdout: '', stderr: '', interrupted: false } },
    env,
  )
  expect(post.code, post.stderr).toBe(0)
  return { pre, post, toolUseId: base.tool_use_id }
}

type Store = Awaited<ReturnType<typeof projectStore>>
type State = Awaited<ReturnType<typeof reach>>

/** The agent's transition of its task's behavior to `phase`, judged on the project's working tree. */
const move = (project: Project, store: Store, state: State, phase: 'red' | 'green') =>
  requestTransition(
    store,
    agent,
    { tddTaskId: state.taskId, goalId: state.goalId, behaviorId: state.behaviorId, requestedPhase: phase },
    undefined,
    shadowFor(project.dbPath, project.root),
  )

async function redProject(): Promise<{
  project: Project
  store: Store
  state: State
}> {
  const project = tempProject()
  writeFileSync(join(project.root, 'src', 'add.ts'), 'export const add = (a: number, b: number): number => 0\n')
  const store = await projectStore(project)
  const state = await reach(store, agent, 'task')
  const moved = await move(project, store, state, 'red')
  expect(moved.accepted).toBe(true)
  return { project, store, state }
}

describe('a snapshot within its budget', () => {
  it('gives up at its budget with SnapshotBudgetError, leaving the shadow index as it was', () => {
    const project = tempProject()
    writeFileSync(join(project.root, 'src', 'a.ts'), 'export const a = 1\n')
    const shadow = shadowFor(project.dbPath, project.root)
    const saved = process.env['PATH']
    process.env['PATH'] = `${slowGit(60)}:${saved ?? ''}`
    try {
      const started = Date.now()
      expect(() => snapshot(shadow, { budgetMs: 800 })).toThrow(SnapshotBudgetError)
      // Killed at its budget, not after the minute git would take (a bound with room for a loaded machine).
      expect(Date.now() - started).toBeLessThan(30_000)
      expect(existsSync(join(shadow.gitDir, 'index'))).toBe(false)
    } finally {
      process.env['PATH'] = saved
    }
    expect(snapshot(shadow)).toMatch(/^[0-9a-f]{40}$/)
  })
})

describe('a measured Bash command whose tree cannot be snapshotted in time', () => {
  it('runs unmeasured and says so; its change denies the next transition (unrecorded_change)', async () => {
    const { project, store, state } = await redProject()
    const fix = `python3 -c "open('src/add.ts','w').write('export const add = (a, b) => a + b\\n')"`
    const { pre, post, toolUseId } = await bash(project, fix, SLOW())
    expect(pre.output?.hookSpecificOutput.permissionDecision).not.toBe('deny')
    expect(pre.output?.hookSpecificOutput.additionalContext).toContain('this Bash command is not measured on its own')
    expect(pre.output?.hookSpecificOutput.additionalContext).toContain('did not finish within its budget of 1000 ms')
    // No snapshot after it either: the row is closed without trees or changes, its turn released.
    expect(post.output).toBeUndefined()
    const row = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === toolUseId)
    expect(row).toMatchObject({ tree_before: null, tree_after: null, changes: '[]', lease_until: null })
    expect(String(row?.['unmeasured'])).toContain('did not finish within its budget')
    expect(row?.['end_seq']).not.toBeNull()
    const moved = await move(project, store, state, 'green')
    expect(moved.accepted).toBe(false)
    expect(moved.accepted ? '' : moved.denialReason).toBe('unrecorded_change')
    expect(moved.accepted ? '' : moved.detail).toContain('src/add.ts')
  })

  it('honest work: an unmeasured command that changes nothing leaves the phase as it was, and the next command is measured', async () => {
    const { project, store, state } = await redProject()
    const slow = await bash(project, 'ls src', SLOW())
    expect(slow.pre.output?.hookSpecificOutput.additionalContext).toContain('not measured on its own')
    const normal = await bash(project, 'ls src')
    expect(normal.pre.output).toBeUndefined()
    const measured = (await rows(store, 'shell_commands')).find((r) => r['tool_use_id'] === normal.toolUseId)
    expect(measured?.['tree_before']).toMatch(/^[0-9a-f]{40}$/)
    expect(measured?.['unmeasured']).toBeNull()
    const moved = await move(project, store, state, 'green')
    // Denied for want of a passing run, not for a change: nothing unrecorded.
    expect(moved.accepted ? '' : moved.denialReason).not.toBe('unrecorded_change')
  })
})

async function write(project: Project, file: string, content: string): Promise<void> {
  toolUse += 1
  const path = join(project.root, file)
  const original = readFileSync(path, 'utf8')
  const base = {
    tool_name: 'Write',
    tool_input: { file_path: path, content },
    tool_use_id: `tw-${toolUse}`,
    ...asAgent,
  }
  const pre = await runHook(plugin(), project, { hook_event_name: 'PreToolUse', ...base })
  expect(pre.output?.hookSpecificOutput.permissionDecision).not.toBe('deny')
  writeFileSync(path, content)
  const post = await runHook(plugin(), project, {
    hook_event_name: 'PostToolUse',
    ...base,
    tool_response: { filePath: path, type: 'update', originalFile: original },
  })
  expect(post.code, post.stderr).toBe(0)
}

const OLD_TEST = "import { expect, it } from 'vitest'\n\nit('old behaviour', () => {\n  expect(1 + 1).toBe(2)\n})\n"

describe('what an unmeasured command did to a test is judged at the next transition', () => {
  // Red-team finding (Medium, fixed): an unmeasured command weakened a test, and a Write of the weakened content plus a
  // comment then satisfied unrecorded_change (the Write hook compares with the file on disk, already weakened).
  it('a skip marker added unmeasured, then recorded by an innocuous Write: denied unmeasured_change', async () => {
    const project = tempProject()
    writeFileSync(join(project.root, 'src', 'add.ts'), 'export const add = (a: number, b: number): number => 0\n')
    writeFileSync(join(project.root, 'src', 'old.test.ts'), OLD_TEST)
    const store = await projectStore(project)
    const state = await reach(store, agent, 'task')
    expect((await move(project, store, state, 'red')).accepted).toBe(true)
    const skip = `python3 -c "p='src/old.test.ts'; s=open(p).read(); open(p,'w').write(s.replace('it(', 'it.skip('))"`
    const { pre } = await bash(project, skip, SLOW())
    expect(pre.output?.hookSpecificOutput.additionalContext).toContain('not measured on its own')
    const weakened = readFileSync(join(project.root, 'src', 'old.test.ts'), 'utf8')
    await write(project, 'src/old.test.ts', `${weakened}// tidy\n`)
    const moved = await move(project, store, state, 'green')
    expect(moved.accepted ? '' : moved.denialReason).toBe('unmeasured_change')
    expect(moved.accepted ? '' : moved.detail).toContain('src/old.test.ts (skip/only/todo/fails markers 0 → 1')
    // Put back with an Edit (judged as it is made): the move is no longer denied for it.
    await write(project, 'src/old.test.ts', `${OLD_TEST}// tidy\n`)
    const again = await move(project, store, state, 'green')
    expect(again.accepted ? '' : again.denialReason).not.toBe('unmeasured_change')
  })
})

describe("a task's first snapshot, taken in the server", () => {
  it('is taken once per project, and says why when it cannot be', async () => {
    const project = tempProject()
    mkdirSync(join(project.root, 'lib'))
    writeFileSync(join(project.root, 'lib', 'a.ts'), 'export const a = 1\n')
    const first = await takeFirstSnapshot(project.dbPath, project.root)
    expect(first).toMatchObject({ taken: true, tree: expect.stringMatching(/^[0-9a-f]{40}$/) })
    expect(await takeFirstSnapshot(project.dbPath, project.root)).toBeUndefined()

    const other = tempProject()
    const saved = process.env['EVIDENT_TASK_SNAPSHOT_BUDGET_MS']
    process.env['EVIDENT_TASK_SNAPSHOT_BUDGET_MS'] = '1'
    try {
      const failed = await takeFirstSnapshot(other.dbPath, other.root)
      expect(failed).toMatchObject({ taken: false, error: expect.stringContaining('budget of 1 ms') })
    } finally {
      if (saved === undefined) delete process.env['EVIDENT_TASK_SNAPSHOT_BUDGET_MS']
      else process.env['EVIDENT_TASK_SNAPSHOT_BUDGET_MS'] = saved
    }
  })
})
