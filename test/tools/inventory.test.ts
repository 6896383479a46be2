import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { recordViolation } from '../../mcp-server/src/store/violations.js'
import { connect } from '../support/client.js'
import { alice, bob, recordTestRun, tempStore } from '../support/store.js'
import { countRows, ok, startWork } from '../support/tdd.js'

const main: Caller = { sessionId: alice.sessionId, agentId: 'main' }
const stranger: Caller = { sessionId: 'session-2', agentId: 'main' }
const t1 = { file: 'test/a.test.ts', fullName: 'a > one' }
const t2 = { file: 'test/b.test.ts', fullName: 'b > two' }

/** Session 1: main, alice (a task, two runs, a violation) and bob (a task, one run, a violation). */
async function seeded(store: Store) {
  const m = await connect(store, main)
  await m.call('tdd_task', { action: 'start', goal: 'coordinate' })
  const a = await connect(store, alice)
  const b = await connect(store, bob)
  const pa = await startWork(a.call)
  const pb = await startWork(b.call)
  const first = await recordTestRun(store, alice, [
    { ...t1, status: 'failed' },
    { ...t2, status: 'passed' },
  ])
  const second = await recordTestRun(store, alice, [{ ...t1, status: 'passed' }])
  const third = await recordTestRun(store, bob, [{ ...t2, status: 'failed' }])
  await recordViolation(store.db, alice, {
    kind: 'UNCITED_FIX',
    detail: 'edited src/a.ts without a hypothesis',
    toolName: 'Edit',
  })
  await recordViolation(store.db, bob, { kind: 'SESSION_BYPASS', detail: 'ran npx vitest', toolName: 'Bash' })
  return { a, b, pa, pb, runs: [first.runId, second.runId, third.runId] as const }
}

describe('inventory', () => {
  it('lists the callers of the session with their open task', async () => {
    const store = await tempStore()
    const { a, pa } = await seeded(store)
    const all = await a.call('inventory', { kind: 'session' })
    expect((all.data['callers'] as { agentId: string }[]).map((c) => c.agentId)).toEqual(['main', 'agent-a', 'agent-b'])
    expect(all.data['callers']).toMatchObject([
      {},
      { agentId: 'agent-a', openTaskId: pa.tddTaskId, agentType: 'evident:tdd-task' },
      {},
    ])
    const mainOnly = await a.call('inventory', { kind: 'session', agentKind: 'main', limit: 1 })
    expect(mainOnly.data).toMatchObject({
      sessionId: 'session-1',
      callers: [{ agentId: 'main', sessionId: 'session-1' }],
    })
    const subagents = await a.call('inventory', { kind: 'session', agentKind: 'subagent' })
    expect((subagents.data['callers'] as unknown[]).length).toBe(2)
  })

  it('counts hook calls that failed before deciding, in the project and in your session', async () => {
    const store = await tempStore()
    const { a } = await seeded(store)
    const none = await a.call('inventory', { kind: 'session' })
    expect(none.data['failedOpen']).toEqual({ project: 0, session: 0, latest: null })
    expect(none.text).not.toContain('failed before deciding')
    await store.db
      .insertInto('hook_errors')
      .values([
        {
          hook: 'PreToolUse',
          message: 'busy',
          session_id: 'session-1',
          failed_open: 1,
          at: '2024-01-01T00:00:00.000Z',
        },
        { hook: 'PostToolUse', message: 'busy', session_id: 'other', failed_open: 1, at: '2024-01-02T00:00:00.000Z' },
        {
          hook: 'PreToolUse',
          message: 'no tree',
          session_id: 'session-1',
          failed_open: 0,
          at: '2024-01-03T00:00:00.000Z',
        },
      ])
      .execute()
    const some = await a.call('inventory', { kind: 'session' })
    expect(some.data['failedOpen']).toEqual({
      project: 2,
      session: 1,
      latest: { hook: 'PostToolUse', at: '2024-01-02T00:00:00.000Z' },
    })
    expect(some.text).toContain('2 hook call(s) in this project (1 in this session) failed before deciding')
  })

  it("never shows another session's callers", async () => {
    const store = await tempStore()
    await seeded(store)
    const s = await connect(store, stranger)
    const result = await s.call('inventory', { kind: 'session' })
    expect(result.data['callers']).toEqual([])
  })

  it('lists your tasks, or every task of the session', async () => {
    const store = await tempStore()
    const { a, pa } = await seeded(store)
    const mine = await a.call('inventory', { kind: 'task' })
    expect(mine.data['tasks']).toMatchObject([{ id: pa.tddTaskId, status: 'open', goal: 'parse dates' }])
    expect(mine.text).toContain(`task ${pa.tddTaskId} [open] parse dates`)
    const session = await a.call('inventory', { kind: 'task', scope: 'session' })
    expect((session.data['tasks'] as unknown[]).length).toBe(3)
  })

  it('lists recent runs with counts, newest first', async () => {
    const store = await tempStore()
    const { a, pa, runs } = await seeded(store)
    const mine = await a.call('inventory', { kind: 'runs' })
    expect(mine.data['runs']).toMatchObject([
      { runId: runs[1], outcome: 'passed', passed: 1, failed: 0, taskId: pa.tddTaskId },
      { runId: runs[0], outcome: 'failed', passed: 1, failed: 1, errorCount: 1 },
    ])
    const session = await a.call('inventory', { kind: 'runs', scope: 'session', limit: 1 })
    expect(session.data['runs']).toMatchObject([{ runId: runs[2], agentId: 'agent-b' }])
    const ofTask = await a.call('inventory', { kind: 'runs', tddTaskId: pa.tddTaskId })
    expect((ofTask.data['runs'] as unknown[]).length).toBe(2)
  })

  it('lists test cases with their latest status', async () => {
    const store = await tempStore()
    const { a } = await seeded(store)
    const all = await a.call('inventory', { kind: 'tests' })
    expect(all.data['tests']).toMatchObject([
      { file: t1.file, fullName: t1.fullName, latestStatus: 'passed' },
      { file: t2.file, fullName: t2.fullName, latestStatus: 'failed' },
    ])
    const failing = await a.call('inventory', { kind: 'tests', status: 'failed' })
    expect(failing.data['tests']).toMatchObject([{ file: t2.file }])
    const ofFile = await a.call('inventory', { kind: 'tests', file: t1.file })
    expect(ofFile.text).toBe(
      `- [passed] ${t1.file} > ${t1.fullName} (test case ${(ofFile.data['tests'] as { testCaseId: number }[])[0]?.testCaseId ?? 0}, run ${(ofFile.data['tests'] as { latestRunId: number }[])[0]?.latestRunId ?? 0})`,
    )
  })

  it('lists violations, yours by default', async () => {
    const store = await tempStore()
    const { a } = await seeded(store)
    const mine = await a.call('inventory', { kind: 'violations' })
    expect(mine.data['violations']).toMatchObject([{ kind: 'UNCITED_FIX', agentId: 'agent-a', toolName: 'Edit' }])
    const bypasses = await a.call('inventory', {
      kind: 'violations',
      scope: 'session',
      violationKind: 'SESSION_BYPASS',
    })
    expect(bypasses.data['violations']).toMatchObject([{ kind: 'SESSION_BYPASS', agentId: 'agent-b' }])
  })

  describe('progress', () => {
    /** Alice pushes five events about her task (three about its behavior), then bob one about his. */
    async function pushed(store: Store) {
      const s = await seeded(store)
      const push = async (c: typeof s.a, tddTaskId: number, event: Record<string, unknown>) =>
        ((await ok(c.call, 'tdd_progress_push', { tddTaskId, event }))['event'] as { id: number }).id
      const { tddTaskId, goalId, behaviorId } = s.pa
      const ids = [
        await push(s.a, tddTaskId, { type: 'goals_ready', goalIds: [goalId] }),
        await push(s.a, tddTaskId, { type: 'behaviors_ready', goalId, behaviorIds: [behaviorId] }),
      ]
      await ok(s.a.call, 'tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'red' })
      ids.push(await push(s.a, tddTaskId, { type: 'behavior_started', behaviorId }))
      ids.push(await push(s.a, tddTaskId, { type: 'phase_transition', behaviorId, toPhase: 'red' }))
      ids.push(
        await push(s.a, tddTaskId, { type: 'blocked', reason: 'stuck', failureSignatureHash: '0123456789abcdef' }),
      )
      ids.push(await push(s.b, s.pb.tddTaskId, { type: 'goals_ready', goalIds: [s.pb.goalId] }))
      return { ...s, ids, m: await connect(store, main) }
    }
    type Event = { id: number; type: string; agentId: string; taskId: number }
    const events = (r: { data: Record<string, unknown> }) => r.data['progress'] as Event[]

    it("replays the progress of your session's tasks in push order, a page at a time", async () => {
      const store = await tempStore()
      const { m, ids, pa } = await pushed(store)
      const own = await m.call('inventory', { kind: 'progress' })
      expect(own.data).toEqual({ progress: [], more: false, message: 'No progress events recorded.' })
      const first = await m.call('inventory', { kind: 'progress', scope: 'session', limit: 3 })
      expect(events(first).map((e) => e.id)).toEqual(ids.slice(0, 3))
      expect(events(first)[2]).toMatchObject({
        type: 'behavior_started',
        agentId: 'agent-a',
        taskId: pa.tddTaskId,
        behaviorId: pa.behaviorId,
        narration: 'Behavior started: [G1.B1] parses 2024-01-02',
      })
      expect(first.data['more']).toBe(true)
      expect(first.text).toContain(`More follow: call again with afterEventId ${ids[2]}.`)
      const next = await m.call('inventory', { kind: 'progress', scope: 'session', afterEventId: ids[2] })
      expect(events(next).map((e) => [e.id, e.agentId])).toEqual([
        [ids[3], 'agent-a'],
        [ids[4], 'agent-a'],
        [ids[5], 'agent-b'],
      ])
      expect(next.data['more']).toBe(false)
      expect(next.text).toMatch(
        new RegExp(
          `^- event ${ids[3]} \\[phase_transition\\] task ${pa.tddTaskId}, agent-a, \\S+Z: \\[G1\\.B1\\] parses 2024-01-02 · red$`,
          'm',
        ),
      )
      expect(next.text).not.toContain('More follow')
      const after = await m.call('inventory', { kind: 'progress', scope: 'session', afterEventId: ids[5] })
      expect(after.text).toBe(`No progress events after event ${ids[5]} recorded.`)
    })

    it('follows one task, or one behavior, of your session', async () => {
      const store = await tempStore()
      const { a, m, ids, pa } = await pushed(store)
      const ofTask = await m.call('inventory', { kind: 'progress', scope: 'session', tddTaskId: pa.tddTaskId })
      expect(events(ofTask).map((e) => e.id)).toEqual(ids.slice(0, 5))
      const ofBehavior = await a.call('inventory', { kind: 'progress', behaviorId: pa.behaviorId })
      expect(events(ofBehavior).map((e) => e.type)).toEqual(['behavior_started', 'phase_transition'])
      // Runs take the same task filter: the main agent follows its subagent's runs with scope session.
      const runs = await m.call('inventory', { kind: 'runs', scope: 'session', tddTaskId: pa.tddTaskId })
      expect((runs.data['runs'] as unknown[]).length).toBe(2)
      const mine = await m.call('inventory', { kind: 'progress', tddTaskId: pa.tddTaskId })
      expect(mine.isError).toBe(true)
      expect(mine.text).toContain(`unknown_tdd_task: no TDD task ${pa.tddTaskId} is yours`)
    })

    it('refuses a task of another session, even with scope session, and writes nothing', async () => {
      const store = await tempStore()
      const { pa } = await pushed(store)
      const s = await connect(store, stranger)
      const before = await countRows(store)
      const result = await s.call('inventory', { kind: 'progress', scope: 'session', tddTaskId: pa.tddTaskId })
      expect(result.isError).toBe(true)
      expect(result.text).toContain(`unknown_tdd_task: no TDD task ${pa.tddTaskId} belongs to your session`)
      expect(result.text).toContain('inventory (kind "task", scope "session")')
      expect(await countRows(store)).toEqual(before)
      const all = await s.call('inventory', { kind: 'progress', scope: 'session' })
      expect(all.data['progress']).toEqual([])
    })
  })

  describe('bad input', () => {
    const cases: readonly (readonly [string, (pb: number) => Record<string, unknown>, RegExp])[] = [
      [
        'a filter of another kind',
        () => ({ kind: 'task', status: 'failed' }),
        /status applies only to kind tests at status/,
      ],
      ['a zero limit', () => ({ kind: 'runs', limit: 0 }), /expected number to be >=1 at limit/],
      ['a huge limit', () => ({ kind: 'runs', limit: 201 }), /expected number to be <=200 at limit/],
      [
        'an unknown kind',
        () => ({ kind: 'everything' }),
        /expected one of "session"\|"task"\|"runs"\|"tests"\|"violations".* at kind/,
      ],
      [
        'an unknown key',
        () => ({ kind: 'task', all: true }),
        /unknown key\(s\) "all"; accepted keys: kind, limit, scope, tree, agentKind, tddTaskId, behaviorId, afterEventId, status, file, violationKind/,
      ],
      ['an oversized file', () => ({ kind: 'tests', file: 'f'.repeat(501) }), /<=500 characters at file/],
      ['an unknown violation kind', () => ({ kind: 'violations', violationKind: 'CHEATING' }), /at violationKind/],
      [
        'a progress filter with another kind',
        () => ({ kind: 'runs', afterEventId: 1 }),
        /afterEventId applies only to kind progress at afterEventId/,
      ],
      ['a zero event id', () => ({ kind: 'progress', afterEventId: 0 }), /expected number to be >0 at afterEventId/],
      [
        "another caller's task's progress",
        (pb) => ({ kind: 'progress', tddTaskId: pb }),
        /unknown_tdd_task: no TDD task \d+ is yours.*inventory \(kind "task"\)/,
      ],
      [
        "another caller's task",
        (pb) => ({ kind: 'runs', tddTaskId: pb }),
        /unknown_tdd_task.*inventory \(kind "task"\)/,
      ],
    ]
    for (const [what, args, message] of cases) {
      it(`rejects ${what} and writes nothing`, async () => {
        const store = await tempStore()
        const { a, pb } = await seeded(store)
        const before = await countRows(store)
        const result = await a.call('inventory', args(pb.tddTaskId))
        expect(result.isError).toBe(true)
        expect(result.text).toMatch(message)
        expect(await countRows(store)).toEqual(before)
      })
    }

    it('treats SQL-looking text as a plain file name', async () => {
      const store = await tempStore()
      const { a } = await seeded(store)
      const before = await countRows(store)
      const result = await a.call('inventory', { kind: 'tests', file: "x' or '1'='1" })
      expect(result.isError).toBe(false)
      expect(result.data['tests']).toEqual([])
      expect(await countRows(store)).toEqual(before)
    })
  })

  it('writes nothing, not even the caller row of a first-time reader', async () => {
    const store = await tempStore()
    const { call } = await connect(store, stranger)
    const before = await countRows(store)
    await ok(call, 'inventory', { kind: 'task' })
    expect(await countRows(store)).toEqual(before)
  })
})
