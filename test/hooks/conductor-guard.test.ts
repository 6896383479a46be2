import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isAlive } from '../../mcp-server/src/clients/conduct/proc.js'
import { runLockFile } from '../../mcp-server/src/clients/conduct/run-lock.js'
import { runHook, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { storeLeafExit, storeLeafLaunch, until } from '../support/conduct.js'
import { tempDir } from '../support/store.js'
import { WAIT_MS } from '../support/time.js'

/**
 * The live-conductor guard through the real PreToolUse hook: while `.tdd/conduct.lock` names a live process, only
 * the run's leaves (a `launch` row with their session id) change the project; the conductor runs only its own
 * `evident conduct …` commands.
 */
const plugin = usePluginRoot()
const CONDUCTOR = { session_id: 'conductor-session' }
const LEAF = { session_id: '7f1c2a4e-0d9b-4c3e-9a51-3d2b8e6f0c11' }
const ISSUE = 7

const sleepers: ChildProcess[] = []
afterAll(() => {
  for (const child of sleepers) child.kill('SIGKILL')
})

/** A process that stays alive until killed (the run's pid). */
function sleeper(): ChildProcess {
  const child = spawn('sleep', ['300'], { stdio: 'ignore' })
  sleepers.push(child)
  return child
}

function lock(project: Project, pid: number | string, issue: number | string = ISSUE): void {
  mkdirSync(join(project.root, '.tdd'), { recursive: true })
  writeFileSync(runLockFile(project.root), `${JSON.stringify({ pid, issue, startedAt: new Date().toISOString() })}\n`)
}

/** A project with a migrated store and a live run of issue 7 (this test process holds the lock). */
async function conducted(): Promise<{ project: Project; store: Awaited<ReturnType<typeof projectStore>> }> {
  const project = tempProject()
  const store = await projectStore(project)
  lock(project, process.pid)
  return { project, store }
}

/** The launch event the supervisor stores for a leaf (clients/conduct/record.ts, as `evident conduct supervise` does). */
const launched = (project: Project, session: string, issue = ISSUE): Promise<void> =>
  storeLeafLaunch(realpathSync(project.root), project.dbPath, session, issue)

const write = (project: Project, who: Record<string, string>, file = 'src/a.ts', env = {}): Promise<HookRun> =>
  runHook(
    plugin(),
    project,
    {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(project.root, file), content: 'export const a = 1\n' },
      ...who,
    },
    env,
  )

const bash = (project: Project, command: string, who: Record<string, string> = CONDUCTOR, cwd?: string) =>
  runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'd' },
    tool_use_id: `tu-${Math.random()}`,
    ...(cwd === undefined ? {} : { cwd }),
    ...who,
  })

const denial = (run: HookRun): string => {
  expect(run.code).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
  return run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
}

const allowed = (run: HookRun, what: string): void => {
  expect(run.code, what).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision, `${what}: ${run.stdout}${run.stderr}`).toBeUndefined()
}

const REMEDY =
  /^Let the run do it: wait for it with `evident conduct wait conduct-7` \(again while it answers 3\), see its progress with `evident conduct status 7`, or end it with `evident conduct stop now`: evident is conducting issue #7 in this project \(pid \d+\)/

describe('PreToolUse while a conductor run is live', () => {
  it("denies the conductor session's Edit family inside the project and records CONDUCTOR_BYPASS", async () => {
    const { project, store } = await conducted()
    const reason = denial(await write(project, CONDUCTOR))
    expect(reason).toMatch(REMEDY)
    expect(reason).toContain('this session is not one of them, so it may not Write src/a.ts.')
    expect(reason).toContain('(evident: conductor_run_live, ')
    const inputs = {
      Edit: { file_path: join(project.root, 'src/b.ts'), old_string: 'a', new_string: 'b' },
      MultiEdit: { file_path: join(project.root, 'README.md'), edits: [{ old_string: 'a', new_string: 'b' }] },
      NotebookEdit: { notebook_path: join(project.root, 'n.ipynb'), new_source: 'x' },
    }
    for (const [tool, input] of Object.entries(inputs)) {
      const run = await runHook(plugin(), project, {
        hook_event_name: 'PreToolUse',
        tool_name: tool,
        tool_input: input,
        ...CONDUCTOR,
        // A subagent of the conductor's session is the conductor too.
        ...(tool === 'Edit' ? { agent_id: 'helper-1', agent_type: 'general-purpose' } : {}),
      })
      expect(denial(run), tool).toContain(`so it may not ${tool} `)
    }
    const violations = await rows(store, 'violations')
    expect(violations.map((v) => [v['kind'], v['detail'], v['tool_name']])).toEqual([
      ['CONDUCTOR_BYPASS', 'conductor_run_live: Write on src/a.ts (issue #7 being conducted)', 'Write'],
      ['CONDUCTOR_BYPASS', 'conductor_run_live: Edit on src/b.ts (issue #7 being conducted)', 'Edit'],
      ['CONDUCTOR_BYPASS', 'conductor_run_live: MultiEdit on README.md (issue #7 being conducted)', 'MultiEdit'],
      ['CONDUCTOR_BYPASS', 'conductor_run_live: NotebookEdit on n.ipynb (issue #7 being conducted)', 'NotebookEdit'],
    ])
  })

  it("denies the conductor's Bash commands but its own evident conduct wait/status/stop/start", async () => {
    const { project, store } = await conducted()
    for (const command of [
      'echo x > src/a.ts',
      'bash -c "evident conduct wait conduct-7"',
      'evident conduct wait conduct-7; rm -rf src',
      'EVIDENT_X=1 evident conduct wait conduct-7',
      'evident conduct wait conduct-7 | cat',
      'git status',
    ]) {
      const reason = denial(await bash(project, command))
      expect(reason, command).toMatch(REMEDY)
      expect(reason, command).toContain(
        'the only shell commands it may run are `evident conduct wait|status|stop|stop-requested|start …`, each on its own',
      )
    }
    for (const command of [
      'evident conduct wait conduct-7',
      'evident conduct status 7',
      'evident conduct stop now',
      'evident conduct stop-requested',
      'evident conduct start 7 --issue-file 7.md',
    ])
      allowed(await bash(project, command), command)
    // evident's own state is judged first, as for every agent.
    expect(denial(await bash(project, 'rm -rf .claude'))).toContain('(evident: own_state_command, ')
    const violations = await rows(store, 'violations')
    expect(violations.map((v) => v['kind'])).toEqual([...Array(6).fill('CONDUCTOR_BYPASS'), 'EVIDENCE_TAMPERING'])
    expect(violations[0]).toMatchObject({
      kind: 'CONDUCTOR_BYPASS',
      detail: 'conductor_run_live: Bash: echo x > src/a.ts (issue #7 being conducted)',
      tool_name: 'Bash',
    })
  })

  it("lets the run's leaves work: a launched leaf session's Write and Bash are judged as before", async () => {
    const { project, store } = await conducted()
    await launched(project, LEAF.session_id)
    allowed(await write(project, LEAF), 'the leaf writes src/a.ts')
    allowed(await write(project, { ...LEAF, agent_id: 'sub-1', agent_type: 'general-purpose' }), "the leaf's subagent")
    allowed(await bash(project, 'echo x > src/a.ts', LEAF), 'the leaf writes from the shell')
    // A leaf of another issue's run is not one of this run's leaves, nor is a leaf of an earlier run of the issue.
    await launched(project, 'other-leaf', 8)
    expect(denial(await write(project, { session_id: 'other-leaf' }))).toContain('(evident: conductor_run_live, ')
    lock(project, process.pid)
    expect(denial(await write(project, LEAF))).toContain('(evident: conductor_run_live, ')
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toEqual(['CONDUCTOR_BYPASS', 'CONDUCTOR_BYPASS'])
  })

  it("refuses an ended or superseded leaf's session id, naming it: only the leaf running now is a leaf", async () => {
    const { project, store } = await conducted()
    const root = realpathSync(project.root)
    await launched(project, LEAF.session_id)
    allowed(await write(project, LEAF), 'the live leaf')
    // The verifier is launched: the developer leaf is superseded, and its id (in .tdd/develop-green.pid and
    // events.jsonl) no longer makes a session a leaf — a `claude -p --session-id <it>` started now is refused.
    await storeLeafLaunch(root, project.dbPath, 'verifier-session', ISSUE, 'verdict-green')
    const superseded = denial(await write(project, LEAF))
    expect(superseded).toContain(
      `this session (${LEAF.session_id}) was its leaf develop-green, which a later leaf superseded, and only the leaf running now is one of them, so it may not Write src/a.ts.`,
    )
    expect(denial(await bash(project, 'echo x > src/a.ts', LEAF))).toContain('(evident: conductor_run_live, ')
    // The newest leaf ended (its exit row): its id counts no more either, though no later leaf was launched yet.
    const last = { session_id: '0b6e1f52-3c1d-4d7a-8f0e-9a2c4b5d6e7f' }
    await storeLeafLaunch(root, project.dbPath, last.session_id, ISSUE, 'develop-refactor')
    allowed(await bash(project, 'echo x > src/a.ts', last), 'the live refactor leaf')
    await storeLeafExit(root, project.dbPath, ISSUE, 'develop-refactor')
    expect(denial(await write(project, last))).toContain(
      `this session (${last.session_id}) was its leaf develop-refactor, which has ended`,
    )
    const violations = await rows(store, 'violations')
    expect(violations.map((v) => v['detail'])).toEqual([
      `conductor_run_live: Write on src/a.ts (issue #7 being conducted; session ${LEAF.session_id} is develop-green, a leaf that a later leaf superseded)`,
      `conductor_run_live: Bash: echo x > src/a.ts (issue #7 being conducted; session ${LEAF.session_id} is develop-green, a leaf that a later leaf superseded)`,
      `conductor_run_live: Write on src/a.ts (issue #7 being conducted; session ${last.session_id} is develop-refactor, a leaf that has ended)`,
    ])
  })

  it('holds a leaf to its own rules as before: a production edit in red without a hypothesis', async () => {
    const { project, store } = await conducted()
    const tdd = { session_id: 'leaf-in-red' }
    await launched(project, tdd.session_id)
    await reach(store, { sessionId: tdd.session_id, agentId: 'main' }, 'red')
    const reason = denial(await write(project, tdd))
    expect(reason).toContain('(evident: uncited_production_edit, ')
    expect(reason).not.toContain('conductor_run_live')
  })

  it("lets the conductor's Write through again once the run's process died", async () => {
    const project = tempProject()
    const run = sleeper()
    const pid = run.pid ?? 0
    lock(project, pid)
    expect(denial(await write(project, CONDUCTOR))).toContain(`(pid ${pid})`)
    run.kill('SIGKILL')
    await until(() => !isAlive(pid), WAIT_MS, 'the run process to die')
    allowed(await write(project, CONDUCTOR), 'a Write after the run died')
    allowed(await bash(project, 'echo x > src/a.ts'), 'a Bash write after the run died')
  })

  it('changes nothing without a lock, or with one that names no live run', async () => {
    const project = tempProject()
    allowed(await write(project, CONDUCTOR), 'no lock')
    allowed(await bash(project, 'echo x > src/a.ts'), 'no lock, Bash')
    for (const text of ['', 'not json', '{"pid": 0, "issue": 7}', '{"pid": -1, "issue": 7}', '{"issue": 7}']) {
      mkdirSync(join(project.root, '.tdd'), { recursive: true })
      writeFileSync(runLockFile(project.root), text)
      allowed(await write(project, CONDUCTOR), `lock ${JSON.stringify(text)}`)
    }
    const dir = tempProject()
    mkdirSync(runLockFile(dir.root), { recursive: true })
    allowed(await write(dir, CONDUCTOR), 'a directory at .tdd/conduct.lock')
    expect(readFileSync(runLockFile(project.root), 'utf8')).toBe('{"issue": 7}')
  })

  it('denies the conductor a write outside its project too (a script first on PATH would run as evident)', async () => {
    const { project } = await conducted()
    const shim = join(tempDir('evident-outside-'), 'evident')
    const run = await runHook(plugin(), project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: shim, content: '#!/bin/sh\necho x > src/a.ts\n' },
      ...CONDUCTOR,
    })
    expect(denial(run)).toContain(`so it may not Write ${shim}.`)
    const free = tempProject()
    allowed(
      await runHook(plugin(), free, {
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(tempDir('evident-outside-'), 'notes.md'), content: 'x' },
        ...CONDUCTOR,
      }),
      'a Write outside a project that is not being conducted',
    )
  })

  it('finds the run of another project the conductor writes into or moved its shell to', async () => {
    const home = tempProject()
    const { project: other } = await conducted()
    // The session's project (CLAUDE_PROJECT_DIR) has no run; the target and the shell's cwd are in one that has.
    const reason = denial(
      await runHook(plugin(), home, {
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(other.root, 'src', 'a.ts'), content: 'x' },
        ...CONDUCTOR,
      }),
    )
    expect(reason).toContain('so it may not Write src/a.ts.')
    expect(denial(await bash(home, 'echo x > src/a.ts', CONDUCTOR, join(other.root, 'src')))).toMatch(REMEDY)
    allowed(await bash(home, 'echo x > src/a.ts'), 'Bash in the session project, which has no run')
  })

  it('starts no hook for reads', async () => {
    const { project } = await conducted()
    for (const tool of ['Read', 'Grep', 'Glob']) {
      const run = await runHook(plugin(), project, {
        hook_event_name: 'PreToolUse',
        tool_name: tool,
        tool_input: { file_path: join(project.root, 'src/a.ts'), pattern: 'x' },
        ...CONDUCTOR,
      })
      expect(run.spawned, tool).toBe(0)
    }
  })

  it('denies when the store cannot say who is a leaf, as an infrastructure problem, never a violation', async () => {
    const project = tempProject()
    // Not a database: the lean hook connection cannot open it.
    writeFileSync(project.dbPath, 'this is not an SQLite database, but it is long enough to be read as one'.repeat(20))
    lock(project, process.pid)
    const run = await write(project, LEAF)
    const reason = denial(run)
    expect(reason).toMatch(REMEDY)
    expect(reason).toContain('evident could not confirm that this session is one of them')
    expect(reason).toContain('an infrastructure problem in evident, not a rule violation')
    expect(run.stderr).toContain(
      'evident: a conductor run is live and the store could not say whether this session is one of its leaves; the call is denied (not a rule decision)',
    )
    // The hook error is spilled beside the unreadable database, denied (failed_open false), and no violation is.
    const spilled = readFileSync(`${project.dbPath}.spill`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(spilled).toEqual([
      expect.objectContaining({
        type: 'hook_error',
        hook: 'PreToolUse',
        failedOpen: false,
        sessionId: LEAF.session_id,
      }),
    ])
    expect(denial(await bash(project, 'echo x > src/a.ts', LEAF))).toContain('Its store did not answer')
  })
})
