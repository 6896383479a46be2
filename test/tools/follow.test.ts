import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect, provenCall, type Call, type Called } from '../support/client.js'
import { recordTestRun, tempStore } from '../support/store.js'
import { countRows, ok, startWork } from '../support/tdd.js'

/**
 * Read-only following (issue #35), through a real MCP server whose callers carry the proof evident's PreToolUse hook
 * makes (the server verifies it: identity `hook`). The seed rules each case covers are named in its title:
 * - "Secondary path: poll tdd_task (action: get)(id) … It returns the full goal+behavior tree" (progress observation);
 * - "tdd_task (action: resume)(id) returns only a short status summary";
 * - "Explicit task-id escape hatch" (a named teammate's task followed by the main agent that handed it its id).
 * What evident adds: the follower only reads; writes stay the owner's; an identity from environment variables alone
 * follows nothing.
 */
const SESSION = 'session-1'
const main: Caller = { sessionId: SESSION, agentId: 'main' }
const alice: Caller = { sessionId: SESSION, agentId: 'agent-a', agentType: 'evident:tdd-task' }
const bob: Caller = { sessionId: SESSION, agentId: 'agent-b', agentType: 'evident:tdd-task' }
const mate: Caller = { sessionId: 'session-2', agentId: 'main' }
const mateHelper: Caller = { sessionId: 'session-2', agentId: 'helper-9', agentType: 'general-purpose' }
const stranger: Caller = { sessionId: 'session-3', agentId: 'main' }

/** A client whose caller comes from EVIDENT_SESSION_ID / EVIDENT_AGENT_ID alone (identity `env`). */
async function fromEnv(store: Store, who: Caller): Promise<Call> {
  return (await connect(store, { ...who, identity: 'env' })).call
}

async function handoffs(store: Store): Promise<number> {
  const row = await store.db
    .selectFrom('task_handoffs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

const refusedUnknown = (result: Called, taskId: number): void => {
  expect(result.isError, result.text).toBe(true)
  expect(result.text).toContain(`unknown_tdd_task: no TDD task ${taskId}`)
}

/** Session 1: the main agent, alice with a task in red (a failing run), bob with a task of his own. */
async function session(store: Store) {
  const m = await provenCall(store, main)
  const a = await provenCall(store, alice)
  const b = await provenCall(store, bob)
  const pa = await startWork(a, { red: true })
  const pb = await startWork(b)
  await recordTestRun(store, alice, [{ file: 'test/a.test.ts', fullName: 'a > one', status: 'failed' }])
  return { m, a, b, pa, pb }
}

describe('the main agent follows its subagents’ tasks', () => {
  it('gets a subagent’s whole goal/behavior tree, as the owner sees it (seed: "poll tdd_task (action: get)(id) … returns the full goal+behavior tree")', async () => {
    const store = await tempStore()
    const { m, a, pa } = await session(store)
    const own = await ok(a, 'tdd_task', { action: 'get', tddTaskId: pa.tddTaskId })
    const followed = await m('tdd_task', { action: 'get', tddTaskId: pa.tddTaskId })
    expect(followed.isError, followed.text).toBe(false)
    expect(followed.data['tree']).toEqual(own['tree'])
    expect(followed.data).toMatchObject({ followedBy: 'session', owner: 'agent-a' })
    expect(own['followedBy']).toBeUndefined()
    const tree = followed.data['tree'] as { goals: { behaviors: { id: number; currentPhase: string | null }[] }[] }
    expect(tree.goals[0]?.behaviors[0]).toMatchObject({ id: pa.behaviorId })
  })

  it('resumes a subagent’s task read-only: the digest and the owner’s next call, nothing written (seed: "tdd_task (action: resume)(id) returns only a short status summary")', async () => {
    const store = await tempStore()
    const { m, a, pa } = await session(store)
    const before = await countRows(store)
    const own = await ok(a, 'tdd_task', { action: 'resume', tddTaskId: pa.tddTaskId })
    const followed = await m('tdd_task', { action: 'resume', tddTaskId: pa.tddTaskId })
    expect(followed.isError, followed.text).toBe(false)
    // The same digest as the owner's (its text aside, which says whose next call it is).
    for (const key of ['tddTaskId', 'status', 'currentPhase', 'behaviorsDone', 'behaviors', 'next'])
      expect(followed.data[key], key).toEqual(own[key])
    expect(followed.data).toMatchObject({ followedBy: 'session', owner: 'agent-a' })
    expect(followed.text).toContain('Read-only: you follow this task of agent-a')
    expect(await countRows(store)).toEqual(before)
    // Resuming took nothing over: the owner still has its open task; the main agent was not even registered.
    const callers = await ok(m, 'inventory', { kind: 'session' })
    expect(callers['callers']).toMatchObject([
      { agentId: 'agent-a', openTaskId: pa.tddTaskId },
      { agentId: 'agent-b', openTaskId: expect.any(Number) },
    ])
  })

  it('refuses every write the main agent attempts on a subagent’s task, and writes nothing', async () => {
    const store = await tempStore()
    const { m, pa } = await session(store)
    const before = await countRows(store)
    const { tddTaskId, goalId, behaviorId } = pa
    const writes: readonly (readonly [string, Record<string, unknown>])[] = [
      ['tdd_goal', { action: 'create', tddTaskId, goal: 'another' }],
      ['tdd_goal', { action: 'update', tddTaskId, goalId, status: 'done' }],
      ['tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'another' }],
      ['tdd_behavior', { action: 'update', tddTaskId, behaviorId, status: 'abandoned' }],
      ['tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'green', citedArtifactId: 1 }],
      ['hypothesis', { action: 'record', tddTaskId, content: 'x', citedTestErrorId: 1, citedStackFrameId: 1 }],
      ['tdd_progress_push', { tddTaskId, event: { type: 'goals_ready', goalIds: [goalId] } }],
      ['tdd_task', { action: 'end', tddTaskId, outcome: 'abandoned', reason: 'taken over' }],
    ]
    for (const [tool, args] of writes) {
      const result = await m(tool, args)
      expect(result.isError || result.data['accepted'] === false, `${tool} ${result.text}`).toBe(true)
      expect(`${result.text} ${String(result.data['denialReason'])}`, tool).toContain('unknown_tdd_task')
    }
    // What was written: the main agent's own caller row (on its first write attempt) and the denied transition request.
    expect(await countRows(store)).toEqual({
      ...before,
      callers: (before['callers'] ?? 0) + 1,
      transition_requests: (before['transition_requests'] ?? 0) + 1,
    })
    // The main agent cannot start a task with the subagent's runId either: starting makes a task of its own.
    const tree = await ok(m, 'tdd_task', { action: 'get', tddTaskId })
    expect((tree['tree'] as { task: { status: string } }).task.status).toBe('open')
  })

  it('lets a subagent read neither its sibling’s nor its parent’s task', async () => {
    const store = await tempStore()
    const { m, a, pb } = await session(store)
    const parentTask = (await ok(m, 'tdd_task', { action: 'start', goal: 'coordinate' }))['tddTaskId'] as number
    for (const taskId of [pb.tddTaskId, parentTask]) {
      refusedUnknown(await a('tdd_task', { action: 'get', tddTaskId: taskId }), taskId)
      refusedUnknown(await a('tdd_task', { action: 'resume', tddTaskId: taskId }), taskId)
    }
    expect(await ok(a, 'inventory', { kind: 'task', scope: 'followed' })).toMatchObject({ tasks: [] })
    const treeOfSession = await a('inventory', { kind: 'task', scope: 'session', tree: true })
    expect(treeOfSession.isError).toBe(true)
    expect(treeOfSession.text).toContain('tree applies only with scope mine or followed')
  })

  it('follows nothing for an identity from environment variables alone, even in a session the hooks never saw', async () => {
    const store = await tempStore()
    const envMain = await fromEnv(store, { sessionId: 'env-session', agentId: 'main' })
    const envSub = await fromEnv(store, { sessionId: 'env-session', agentId: 'sub-1' })
    const ps = await startWork(envSub)
    refusedUnknown(await envMain('tdd_task', { action: 'get', tddTaskId: ps.tddTaskId }), ps.tddTaskId)
    refusedUnknown(await envMain('tdd_task', { action: 'resume', tddTaskId: ps.tddTaskId }), ps.tddTaskId)
    expect(await ok(envMain, 'inventory', { kind: 'task', scope: 'followed' })).toMatchObject({ tasks: [] })
  })

  it('lists the followed tasks with their trees on request (inventory kind task, scope followed, tree true)', async () => {
    const store = await tempStore()
    const { m, pa, pb } = await session(store)
    await ok(m, 'tdd_task', { action: 'start', goal: 'coordinate' })
    const listed = await ok(m, 'inventory', { kind: 'task', scope: 'followed', tree: true })
    const tasks = listed['tasks'] as { id: number }[]
    expect(tasks.map((t) => t.id)).toEqual([pb.tddTaskId, pa.tddTaskId])
    const trees = listed['trees'] as { task: { id: number } }[]
    for (const [i, task] of tasks.entries()) {
      const get = await ok(m, 'tdd_task', { action: 'get', tddTaskId: task.id })
      expect(trees[i]).toEqual(get['tree'])
    }
    const mine = await ok(m, 'inventory', { kind: 'task', tree: true })
    expect((mine['trees'] as { task: { goal: string } }[]).map((t) => t.task.goal)).toEqual(['coordinate'])
    expect((await ok(m, 'inventory', { kind: 'task', scope: 'followed' }))['trees']).toBeUndefined()
  })
})

/** The main agent of session 1 hands a task id to a teammate (session 2), which starts its task with it. */
async function handedOff(store: Store) {
  const m = await provenCall(store, main)
  const t = await provenCall(store, mate)
  const handoffId = (await ok(m, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
  expect(handoffId).toMatch(/^handoff-[0-9a-f]{32}$/)
  const started = await ok(t, 'tdd_task', { action: 'start', goal: 'teammate work', handoffId })
  const tddTaskId = started['tddTaskId'] as number
  const goal = (await ok(t, 'tdd_goal', { action: 'create', tddTaskId, goal: 'ship it' }))['goal'] as { id: number }
  return { m, t, handoffId, tddTaskId, goalId: goal.id }
}

describe('the task-id escape hatch: a teammate’s task followed read-only (seed: "Explicit task-id escape hatch")', () => {
  it('links the one task the teammate starts with the handoff id: the main agent gets, resumes and lists it', async () => {
    const store = await tempStore()
    const { m, t, tddTaskId, goalId } = await handedOff(store)
    await ok(t, 'tdd_progress_push', { tddTaskId, event: { type: 'goals_ready', goalIds: [goalId] } })
    const own = await ok(t, 'tdd_task', { action: 'get', tddTaskId })
    const followed = await ok(m, 'tdd_task', { action: 'get', tddTaskId })
    expect(followed).toMatchObject({ tree: own['tree'], followedBy: 'handoff', owner: 'main' })
    const resumed = await m('tdd_task', { action: 'resume', tddTaskId })
    expect(resumed.text).toContain('through your handoff')
    const listed = await ok(m, 'inventory', { kind: 'task', scope: 'followed', tree: true })
    expect(listed).toMatchObject({ tasks: [{ id: tddTaskId }], trees: [own['tree']] })
    const progress = await ok(m, 'inventory', { kind: 'progress', scope: 'followed', tddTaskId })
    expect(progress['progress']).toMatchObject([{ type: 'goals_ready', taskId: tddTaskId }])
  })

  it('shows nothing else of the teammate’s session: its other task, its subagent’s, its runs, its session listing', async () => {
    const store = await tempStore()
    const { m, t, tddTaskId } = await handedOff(store)
    await recordTestRun(store, mate, [{ file: 'test/t.test.ts', fullName: 't > one', status: 'failed' }])
    await ok(t, 'tdd_task', { action: 'end', tddTaskId, outcome: 'abandoned', reason: 'replanned' })
    const other = (await ok(t, 'tdd_task', { action: 'start', goal: 'unrelated' }))['tddTaskId'] as number
    const h = await provenCall(store, mateHelper)
    const helpers = (await ok(h, 'tdd_task', { action: 'start', goal: 'helper work' }))['tddTaskId'] as number
    for (const taskId of [other, helpers]) {
      refusedUnknown(await m('tdd_task', { action: 'get', tddTaskId: taskId }), taskId)
      refusedUnknown(await m('tdd_task', { action: 'resume', tddTaskId: taskId }), taskId)
      refusedUnknown(await m('inventory', { kind: 'progress', scope: 'followed', tddTaskId: taskId }), taskId)
    }
    const followed = await ok(m, 'inventory', { kind: 'task', scope: 'followed' })
    expect((followed['tasks'] as { id: number }[]).map((x) => x.id)).toEqual([tddTaskId])
    for (const scope of ['mine', 'session']) {
      expect(await ok(m, 'inventory', { kind: 'runs', scope })).toMatchObject({ runs: [] })
      refusedUnknown(await m('inventory', { kind: 'runs', scope, tddTaskId }), tddTaskId)
    }
    const runsFollowed = await m('inventory', { kind: 'runs', scope: 'followed' })
    expect(runsFollowed.isError).toBe(true)
    expect(runsFollowed.text).toContain('scope followed applies only to kind task or progress')
    const sessionList = await ok(m, 'inventory', { kind: 'session' })
    expect((sessionList['callers'] as { sessionId: string }[]).every((c) => c.sessionId === SESSION)).toBe(true)
    // The teammate's subagent follows nothing of its own session's main agent, nor of the offering session.
    refusedUnknown(await h('tdd_task', { action: 'get', tddTaskId }), tddTaskId)
  })

  it('keeps every write the teammate’s: the offering main agent changes nothing of the linked task', async () => {
    const store = await tempStore()
    const { m, tddTaskId, goalId } = await handedOff(store)
    const before = await countRows(store)
    for (const [tool, args] of [
      ['tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' }],
      ['tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'b' }],
      ['tdd_progress_push', { tddTaskId, event: { type: 'goals_ready', goalIds: [goalId] } }],
      ['tdd_task', { action: 'end', tddTaskId, outcome: 'abandoned', reason: 'mine now' }],
    ] as const) {
      const result = await m(tool, args)
      expect(result.isError, `${tool} ${result.text}`).toBe(true)
      expect(result.text).toContain('unknown_tdd_task')
    }
    expect(await countRows(store)).toEqual(before)
  })

  it('refuses a second claim of the same handoff (handoff_already_claimed), and creates no task', async () => {
    const store = await tempStore()
    const { handoffId } = await handedOff(store)
    const other = await provenCall(store, stranger)
    const before = await countRows(store)
    const second = await other('tdd_task', { action: 'start', goal: 'me too', handoffId })
    expect(second.isError).toBe(true)
    expect(second.text).toContain('handoff_already_claimed: this handoff already links TDD task')
    expect(second.text).toContain('ask the offering main agent for a new handoff (tdd_task handoff)')
    // Only the stranger's caller row (registered by its start): no task.
    expect(await countRows(store)).toEqual({ ...before, callers: (before['callers'] ?? 0) + 1 })
  })

  it('refuses a claim by the offering session itself (handoff_own_session) and by a subagent (handoff_not_main_agent)', async () => {
    const store = await tempStore()
    const m = await provenCall(store, main)
    const handoffId = (await ok(m, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    const before = await countRows(store)
    const self = await m('tdd_task', { action: 'start', goal: 'mine', handoffId })
    expect(self.isError).toBe(true)
    expect(self.text).toContain('handoff_own_session')
    const sub = await (await provenCall(store, mateHelper))('tdd_task', { action: 'start', goal: 'helper', handoffId })
    expect(sub.isError).toBe(true)
    expect(sub.text).toContain('handoff_not_main_agent')
    expect(await countRows(store)).toEqual({ ...before, callers: (before['callers'] ?? 0) + 1 })
    // The offer is still unclaimed: the real teammate claims it.
    const t = await provenCall(store, mate)
    expect((await t('tdd_task', { action: 'start', goal: 'teammate', handoffId })).isError).toBe(false)
  })

  it('refuses a claim by an identity from environment variables (handoff_needs_hook_identity), and an unknown id (handoff_unknown)', async () => {
    const store = await tempStore()
    const m = await provenCall(store, main)
    const handoffId = (await ok(m, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    const envMate = await fromEnv(store, { sessionId: 'forged-session', agentId: 'main' })
    const forged = await envMate('tdd_task', { action: 'start', goal: 'forged', handoffId })
    expect(forged.isError).toBe(true)
    expect(forged.text).toContain('handoff_needs_hook_identity')
    const t = await provenCall(store, mate)
    const unknown = await t('tdd_task', { action: 'start', goal: 'x', handoffId: `handoff-${'0'.repeat(32)}` })
    expect(unknown.isError).toBe(true)
    expect(unknown.text).toContain('handoff_unknown: no handoff has this id')
    expect((await ok(m, 'inventory', { kind: 'task', scope: 'followed' }))['tasks']).toEqual([])
  })

  it('refuses a handoff id with a plan start: a plan task is started without one', async () => {
    const store = await tempStore()
    const m = await provenCall(store, main)
    const handoffId = (await ok(m, 'tdd_task', { action: 'handoff' }))['handoffId'] as string
    const t = await provenCall(store, mate)
    const before = await countRows(store)
    const planned = await t('tdd_task', { action: 'start', goal: 'planned', plan: 'some-plan', handoffId })
    expect(planned.isError).toBe(true)
    expect(planned.text).toContain('handoffId cannot be combined with plan')
    expect(await countRows(store)).toEqual(before)
  })

  it('offers handoffs only from a hook-proven main agent', async () => {
    const store = await tempStore()
    const sub = await (await provenCall(store, alice))('tdd_task', { action: 'handoff' })
    expect(sub.isError).toBe(true)
    expect(sub.text).toContain('handoff_not_main_agent')
    const env = await (
      await fromEnv(store, { sessionId: 'env-only', agentId: 'main' })
    )('tdd_task', {
      action: 'handoff',
    })
    expect(env.isError).toBe(true)
    expect(env.text).toContain('handoff_needs_hook_identity')
    expect(await handoffs(store)).toBe(0)
  })
})
