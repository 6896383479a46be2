import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAIN, PEER, Station, TDD, usePlugin, type Who } from '../support/red-team/harness.js'

/**
 * Read-only following (issue #35) through evident as Claude Code drives it: the built server over stdio, every tool
 * call's caller injected and proven by the real PreToolUse hook, subagents registered by the real SubagentStart hook
 * (test/support/red-team/harness.ts). Seed rules covered, named in each title:
 * - progress observation, "Secondary path: poll tdd_task (action: get)(id) … It returns the full goal+behavior tree";
 * - "tdd_task (action: resume)(id) returns only a short status summary";
 * - named teammate, "Explicit task-id escape hatch" (here a handoff id instead of an environment variable).
 */
const plugin = usePlugin()
/** A named teammate: another Claude Code session the main agent started. */
const TEAMMATE: Who = { session_id: 'rt-teammate' }

let station: Station
beforeAll(async () => {
  station = await new Station(plugin(), { stage: 'task' }).open()
  await station.hook('SessionStart', TEAMMATE, { source: 'startup' })
})
afterAll(async () => station.close())

const unknown = (text: string, taskId: number): void =>
  expect(text).toContain(`unknown_tdd_task: no TDD task ${taskId}`)

describe('the main agent follows its TDD subagent through the real hooks', () => {
  it('gets the subagent’s whole tree and resumes it read-only (seed: "poll tdd_task (action: get)(id)"; "resume … a short status summary")', async () => {
    const s = station
    const { taskId } = s.state
    const own = await s.must(TDD, 'tdd_task', { action: 'get', tddTaskId: taskId })
    const followed = await s.mcp(MAIN, 'tdd_task', { action: 'get', tddTaskId: taskId })
    expect(followed.isError, followed.text).toBe(false)
    expect(followed.data).toMatchObject({ tree: own['tree'], followedBy: 'session', owner: TDD.agent_id })
    const before = s.query<{ n: number }>('select count(*) as n from tdd_tasks')
    const resumed = await s.mcp(MAIN, 'tdd_task', { action: 'resume', tddTaskId: taskId })
    expect(resumed.isError, resumed.text).toBe(false)
    expect(resumed.text).toContain(`Read-only: you follow this task of ${TDD.agent_id ?? ''}`)
    expect(s.query('select count(*) as n from tdd_tasks')).toEqual(before)
    const listed = await s.must(MAIN, 'inventory', { kind: 'task', scope: 'followed', tree: true })
    expect(listed).toMatchObject({ tasks: [{ id: taskId }], trees: [own['tree']] })
  })

  it('keeps the subagent’s task its own: the main agent’s writes are refused', async () => {
    const s = station
    const { taskId, goalId, behaviorIds } = s.state
    const behaviorId = behaviorIds[0] ?? 0
    const goal = await s.mcp(MAIN, 'tdd_goal', { action: 'create', tddTaskId: taskId, goal: 'hijack' })
    unknown(goal.text, taskId)
    const move = await s.mcp(MAIN, 'tdd_phase_transition_request', {
      tddTaskId: taskId,
      goalId,
      behaviorId,
      requestedPhase: 'red',
    })
    expect(move.data['accepted']).toBe(false)
    expect(move.data['denialReason']).toBe('unknown_tdd_task')
    const end = await s.mcp(MAIN, 'tdd_task', { action: 'end', tddTaskId: taskId, outcome: 'abandoned', reason: 'x' })
    unknown(end.text, taskId)
    const tree = await s.must(TDD, 'tdd_task', { action: 'get', tddTaskId: taskId })
    expect(tree['tree']).toMatchObject({ task: { status: 'open' }, currentPhase: null })
  })

  it('lets a subagent read neither its sibling’s task nor its parent’s', async () => {
    const s = station
    const peerTask = (await s.must(PEER, 'tdd_task', { action: 'start', goal: 'sibling work' }))['tddTaskId'] as number
    unknown((await s.mcp(TDD, 'tdd_task', { action: 'get', tddTaskId: peerTask })).text, peerTask)
    unknown((await s.mcp(TDD, 'tdd_task', { action: 'resume', tddTaskId: peerTask })).text, peerTask)
    unknown((await s.mcp(PEER, 'tdd_task', { action: 'get', tddTaskId: s.state.taskId })).text, s.state.taskId)
    const mainTask = (await s.must(MAIN, 'tdd_task', { action: 'start', goal: 'main work' }))['tddTaskId'] as number
    unknown((await s.mcp(TDD, 'tdd_task', { action: 'get', tddTaskId: mainTask })).text, mainTask)
    await s.must(MAIN, 'tdd_task', { action: 'end', tddTaskId: mainTask, outcome: 'abandoned', reason: 'done here' })
    await s.must(PEER, 'tdd_task', { action: 'end', tddTaskId: peerTask, outcome: 'abandoned', reason: 'done here' })
  })
})

describe('the task-id escape hatch across sessions, through the real hooks (seed: "Explicit task-id escape hatch")', () => {
  it('links the teammate’s one task to the offering main agent, and shows nothing else of the teammate’s session', async () => {
    const s = station
    const handoffId = (await s.must(MAIN, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    // Before the teammate's hook-proved claim, nothing of its session is visible: only the subagents' tasks.
    const followedIds = async (): Promise<number[]> =>
      ((await s.must(MAIN, 'inventory', { kind: 'task', scope: 'followed' }))['tasks'] as { id: number }[]).map(
        (t) => t.id,
      )
    const before = await followedIds()
    expect(before).toContain(s.state.taskId)
    const started = await s.must(TEAMMATE, 'tdd_task', { action: 'start', goal: 'teammate work', handoffId })
    const teamTask = started['tddTaskId'] as number
    const own = await s.must(TEAMMATE, 'tdd_task', { action: 'get', tddTaskId: teamTask })
    const followed = await s.mcp(MAIN, 'tdd_task', { action: 'get', tddTaskId: teamTask })
    expect(followed.data).toMatchObject({ tree: own['tree'], followedBy: 'handoff', owner: 'main' })
    expect(await followedIds()).toEqual([teamTask, ...before])
    // The offering session claiming its own handoff: refused, no task.
    const again = await s.mcp(MAIN, 'tdd_task', { action: 'start', goal: 'mine', handoffId })
    expect(again.text).toContain('handoff_own_session')
    // The teammate's next task is not linked.
    await s.must(TEAMMATE, 'tdd_task', { action: 'end', tddTaskId: teamTask, outcome: 'abandoned', reason: 'replan' })
    const next = (await s.must(TEAMMATE, 'tdd_task', { action: 'start', goal: 'private' }))['tddTaskId'] as number
    unknown((await s.mcp(MAIN, 'tdd_task', { action: 'get', tddTaskId: next })).text, next)
    expect(await followedIds()).toEqual([teamTask, ...before])
    // Nor can the teammate read the offering session's tasks.
    unknown((await s.mcp(TEAMMATE, 'tdd_task', { action: 'get', tddTaskId: s.state.taskId })).text, s.state.taskId)
    await s.must(TEAMMATE, 'tdd_task', { action: 'end', tddTaskId: next, outcome: 'abandoned', reason: 'done' })
  })

  it('gives a forged session from environment variables no read access and no claim (adversary with a shell)', async () => {
    const s = station
    const handoffId = (await s.must(MAIN, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    const env = { ...s.terminalEnv, CLAUDECODE: '1', EVIDENT_DB: s.dbPath, CLAUDE_PROJECT_DIR: s.root }
    // The main agent's own session named from the shell: refused outright (a session the hooks know).
    const asMain = await s.otherServer({ ...env, EVIDENT_SESSION_ID: MAIN.session_id })
    try {
      const got = await asMain.call('tdd_task', { action: 'get', tddTaskId: s.state.taskId })
      expect(got.isError).toBe(true)
      expect(got.text).toContain('is a Claude Code session known to evident')
    } finally {
      await asMain.close()
    }
    // A fresh session named from the shell: neither follows the TDD agent's task nor claims the handoff.
    const fresh = await s.otherServer({ ...env, EVIDENT_SESSION_ID: 'forged-from-shell' })
    try {
      const got = await fresh.call('tdd_task', { action: 'get', tddTaskId: s.state.taskId })
      unknown(got.text, s.state.taskId)
      const claim = await fresh.call('tdd_task', { action: 'start', goal: 'forged', handoffId })
      expect(claim.text).toContain('handoff_needs_hook_identity')
    } finally {
      await fresh.close()
    }
    expect(
      s.query(
        'select count(*) as n from tdd_tasks t join callers c on c.id = t.caller_id where c.session_id = ?',
        'forged-from-shell',
      ),
    ).toEqual([{ n: 0 }])
    expect(s.query('select claimed_task_id from task_handoffs where token = ?', handoffId)).toEqual([
      { claimed_task_id: null },
    ])
  })
})
