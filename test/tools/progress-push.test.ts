import { afterAll, describe, expect, it } from 'vitest'
import { PROGRESS_REJECTIONS, type ProgressRejection } from '../../mcp-server/src/engine/gates/progress.js'
import { PROGRESS_EVENT_TYPES } from '../../mcp-server/src/domain/progress-events.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect } from '../support/client.js'
import { alice, bob, recordTestRun, tempStore, writeTestFile } from '../support/store.js'
import { countRows, ok, startWork, type WorkItems } from '../support/tdd.js'

const test = { file: 'test/dates.test.ts', fullName: 'dates > parses' }
const SIGNATURE = '0123456789abcdef' // what test/support/store.ts records for every failure

/** Alice's task with behavior 1 driven through green to refactor and done (goal still in progress), and a pending behavior 2. */
async function greenBehavior(store: Store) {
  const c = await connect(store, alice)
  const p = await startWork(c.call, { red: true })
  const pending = (
    await ok(c.call, 'tdd_behavior', {
      action: 'create',
      tddTaskId: p.tddTaskId,
      goalId: p.goalId,
      behavior: 'rejects 2024-13-01',
    })
  )['behavior'] as { id: number }
  await writeTestFile(store, alice, test.file)
  const failing = await recordTestRun(store, alice, [{ ...test, status: 'failed' }])
  await ok(c.call, 'tdd_phase_transition_request', {
    ...ids(p),
    requestedPhase: 'green',
    citedArtifactId: failing.artifacts[0]?.id,
  })
  const passing = await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
  // Leaving green re-runs the red test; a behavior is done only after that.
  await ok(c.call, 'tdd_phase_transition_request', {
    ...ids(p),
    requestedPhase: 'refactor',
    citedArtifactId: passing.artifacts[0]?.id,
  })
  await ok(c.call, 'tdd_behavior', {
    action: 'update',
    tddTaskId: p.tddTaskId,
    behaviorId: p.behaviorId,
    status: 'done',
  })
  const push = (event: Record<string, unknown>) => c.call('tdd_progress_push', { tddTaskId: p.tddTaskId, event })
  return { ...c, p, pendingId: pending.id, push }
}

const ids = (p: WorkItems) => ({ tddTaskId: p.tddTaskId, goalId: p.goalId, behaviorId: p.behaviorId })

const produced = new Set<ProgressRejection>()
function expectRejected(result: { isError: boolean; text: string }, reason: ProgressRejection, hint: RegExp): void {
  expect(result.isError, result.text).toBe(true)
  expect(result.text).toContain(`Refused: ${reason}:`)
  expect(result.text).toMatch(hint)
  produced.add(reason)
}

describe('tdd_progress_push', () => {
  afterAll(() => {
    expect([...produced].sort()).toEqual([...PROGRESS_REJECTIONS].sort())
  })

  it('accepts and persists every event type of a full session, enriched for narration', async () => {
    const store = await tempStore()
    const { call, p, pendingId, push } = await greenBehavior(store)
    const narrations: string[] = []
    const send = async (event: Record<string, unknown>) => {
      const result = await push(event)
      expect(result.isError, result.text).toBe(false)
      narrations.push(result.text)
      return result
    }
    await send({ type: 'goals_ready', goalIds: [p.goalId] })
    await send({ type: 'goal_added', goalId: p.goalId })
    await send({ type: 'goal_started', goalId: p.goalId })
    await send({ type: 'behaviors_ready', goalId: p.goalId, behaviorIds: [p.behaviorId, pendingId] })
    await send({ type: 'behavior_added', behaviorId: pendingId })
    await send({ type: 'behavior_started', behaviorId: p.behaviorId })
    const transition = await send({ type: 'phase_transition', behaviorId: p.behaviorId, toPhase: 'refactor' })
    expect(transition.text).toContain('[G1.B1] parses 2024-01-02 · refactor')
    expect(transition.data['event']).toMatchObject({
      taskId: p.tddTaskId,
      agentId: 'agent-a',
      behaviorId: p.behaviorId,
      narration: '[G1.B1] parses 2024-01-02 · refactor',
      payload: { fromPhase: 'green', toPhase: 'refactor', goalOrdinal: 0, behaviorOrdinal: 0 },
      at: expect.stringMatching(/Z$/) as string,
    })
    await send({ type: 'behavior_completed', behaviorId: p.behaviorId })
    await send({
      type: 'blocked',
      reason: 'date parser throws',
      failureSignatureHash: SIGNATURE,
      behaviorId: p.behaviorId,
    })
    await ok(call, 'tdd_behavior', {
      action: 'update',
      tddTaskId: p.tddTaskId,
      behaviorId: pendingId,
      status: 'abandoned',
    })
    await send({ type: 'behavior_abandoned', behaviorId: pendingId, reason: 'out of scope' })
    await ok(call, 'tdd_goal', { action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId, status: 'done' })
    const goalDone = await send({ type: 'goal_completed', goalId: p.goalId })
    expect(goalDone.data['event']).toMatchObject({ payload: { behaviorIds: [p.behaviorId, pendingId] } })
    const other = (await ok(call, 'tdd_goal', { action: 'create', tddTaskId: p.tddTaskId, goal: 'formats' }))[
      'goal'
    ] as { id: number }
    await ok(call, 'tdd_goal', { action: 'update', tddTaskId: p.tddTaskId, goalId: other.id, status: 'abandoned' })
    await send({ type: 'goal_abandoned', goalId: other.id, reason: 'no time' })
    await ok(call, 'tdd_task', { action: 'end', tddTaskId: p.tddTaskId, outcome: 'succeeded' })
    const complete = await send({ type: 'session_complete', outcome: 'succeeded' })
    expect(complete.text).toContain('Session complete: succeeded (2 goal(s))')

    const rows = await store.db.selectFrom('progress_events').selectAll().orderBy('seq').execute()
    expect(rows.map((r) => r.type).sort()).toEqual([...PROGRESS_EVENT_TYPES].sort())
    expect(new Set(rows.map((r) => r.task_id))).toEqual(new Set([p.tddTaskId]))
    const blocked = JSON.parse(rows.find((r) => r.type === 'blocked')?.payload ?? '{}') as Record<string, unknown>
    expect(blocked).toMatchObject({
      type: 'blocked',
      failureSignatureHash: SIGNATURE,
      reason: 'date parser throws',
      label: '[G1.B1] parses 2024-01-02',
    })
    expect(narrations.every((n) => n.startsWith('Recorded '))).toBe(true)
  })

  describe('refusals (nothing is written)', () => {
    type Ctx = Awaited<ReturnType<typeof greenBehavior>>
    const cases: readonly (readonly [string, (c: Ctx) => Record<string, unknown>, ProgressRejection, RegExp])[] = [
      ['an unknown goal', () => ({ type: 'goal_added', goalId: 999 }), 'unknown_goal', /tdd_goal list/],
      [
        'an unknown goal among several',
        (c) => ({ type: 'goals_ready', goalIds: [c.p.goalId, 998] }),
        'unknown_goal',
        /no goal 998/,
      ],
      [
        'an unknown behavior',
        () => ({ type: 'behavior_added', behaviorId: 999 }),
        'unknown_behavior',
        /tdd_behavior list/,
      ],
      [
        'a behavior of another goal',
        (c) => ({ type: 'behaviors_ready', goalId: c.p.goalId + 100, behaviorIds: [c.p.behaviorId] }),
        'unknown_goal',
        /no goal/,
      ],
      [
        'a goal that is not done',
        (c) => ({ type: 'goal_completed', goalId: c.p.goalId }),
        'status_mismatch',
        /needs goal \d+ done; it is in_progress.*tdd_goal update/,
      ],
      [
        'a pending behavior started',
        (c) => ({ type: 'behavior_started', behaviorId: c.pendingId }),
        'status_mismatch',
        /needs behavior \d+ in_progress or done; it is pending/,
      ],
      [
        'a behavior abandoned that is not',
        (c) => ({ type: 'behavior_abandoned', behaviorId: c.pendingId, reason: 'x' }),
        'status_mismatch',
        /it is pending/,
      ],
      [
        'a phase the behavior is not in',
        (c) => ({ type: 'phase_transition', behaviorId: c.p.behaviorId, toPhase: 'green' }),
        'phase_mismatch',
        /is in refactor, not green.*tdd_phase_transition_request/,
      ],
      [
        'a phase of a behavior without phases',
        (c) => ({ type: 'phase_transition', behaviorId: c.pendingId, toPhase: 'red' }),
        'phase_mismatch',
        /is in no phase, not red/,
      ],
      [
        'an unrecorded failure signature',
        () => ({ type: 'blocked', reason: 'stuck', failureSignatureHash: 'ffffffffffffffff' }),
        'unknown_failure_signature',
        /test_errors lists/,
      ],
      [
        'session_complete on an open task',
        () => ({ type: 'session_complete', outcome: 'succeeded' }),
        'task_not_ended',
        /tdd_task end/,
      ],
    ]
    for (const [what, event, reason, hint] of cases) {
      it(`refuses ${what} (${reason})`, async () => {
        const store = await tempStore()
        const c = await greenBehavior(store)
        const before = await countRows(store)
        expectRejected(await c.push(event(c)), reason, hint)
        expect(await countRows(store)).toEqual(before)
      })
    }

    it('refuses behaviors of another goal of the task (behavior_not_in_goal)', async () => {
      const store = await tempStore()
      const c = await greenBehavior(store)
      const other = (await ok(c.call, 'tdd_goal', { action: 'create', tddTaskId: c.p.tddTaskId, goal: 'formats' }))[
        'goal'
      ] as { id: number }
      const before = await countRows(store)
      expectRejected(
        await c.push({ type: 'behaviors_ready', goalId: other.id, behaviorIds: [c.p.behaviorId] }),
        'behavior_not_in_goal',
        /tdd_behavior list/,
      )
      expect(await countRows(store)).toEqual(before)
    })

    it('refuses events after the task ended, and a session_complete with another outcome', async () => {
      const store = await tempStore()
      const c = await greenBehavior(store)
      await ok(c.call, 'tdd_task', { action: 'end', tddTaskId: c.p.tddTaskId, outcome: 'blocked', reason: 'stuck' })
      const before = await countRows(store)
      expectRejected(
        await c.push({ type: 'behavior_completed', behaviorId: c.p.behaviorId }),
        'tdd_task_already_ended',
        /only session_complete/,
      )
      expectRejected(
        await c.push({ type: 'session_complete', outcome: 'succeeded' }),
        'outcome_mismatch',
        /ended blocked, not succeeded/,
      )
      expect(await countRows(store)).toEqual(before)
    })

    it("refuses a signature recorded only in another caller's run", async () => {
      const store = await tempStore()
      const c = await greenBehavior(store)
      const b = await connect(store, bob)
      await startWork(b.call, { red: true })
      await recordTestRun(store, bob, [{ file: 'test/x.test.ts', fullName: 'x', status: 'failed' }], {
        errors: [
          {
            scope: 'test',
            test: { file: 'test/x.test.ts', fullName: 'x' },
            name: 'Error',
            message: 'm',
            frames: [],
            signature: 'abcdefabcdefabcd',
          },
        ],
      })
      expectRejected(
        await c.push({ type: 'blocked', reason: 'stuck', failureSignatureHash: 'abcdefabcdefabcd' }),
        'unknown_failure_signature',
        /no failure with signature/,
      )
    })
  })

  describe('bad input', () => {
    const cases: readonly (readonly [string, (tddTaskId: number) => Record<string, unknown>, RegExp])[] = [
      ['an unknown event type', (t) => ({ tddTaskId: t, event: { type: 'celebrate' } }), /at event\.type/],
      [
        'an extra key in an event',
        (t) => ({ tddTaskId: t, event: { type: 'goal_added', goalId: 1, note: 'x' } }),
        /unknown key\(s\) "note" in this event; accepted keys: type, goalId at event/,
      ],
      [
        'a malformed signature',
        (t) => ({ tddTaskId: t, event: { type: 'blocked', reason: 'r', failureSignatureHash: 'XYZ' } }),
        /a failure signature is 16 lowercase hex characters at event\.failureSignatureHash/,
      ],
      [
        'an oversized reason',
        (t) => ({ tddTaskId: t, event: { type: 'goal_abandoned', goalId: 1, reason: 'r'.repeat(501) } }),
        /<=500 characters at event\.reason/,
      ],
      [
        'SQL in an id',
        (t) => ({ tddTaskId: t, event: { type: 'goal_added', goalId: '1; drop table progress_events' } }),
        /expected number, received string at event\.goalId/,
      ],
      [
        'an unknown key',
        (t) => ({ tddTaskId: t, event: { type: 'goal_added', goalId: 1 }, chatId: 'c' }),
        /unknown key\(s\) "chatId"; accepted keys: tddTaskId, event/,
      ],
      [
        'an unknown task',
        () => ({ tddTaskId: 31337, event: { type: 'goal_added', goalId: 1 } }),
        /unknown_tdd_task.*inventory/,
      ],
    ]
    for (const [what, args, message] of cases) {
      it(`rejects ${what} and writes nothing`, async () => {
        const store = await tempStore()
        const c = await greenBehavior(store)
        const before = await countRows(store)
        const result = await c.call('tdd_progress_push', args(c.p.tddTaskId))
        expect(result.isError).toBe(true)
        expect(result.text).toMatch(message)
        expect(await countRows(store)).toEqual(before)
      })
    }

    it("hides another caller's task", async () => {
      const store = await tempStore()
      const c = await greenBehavior(store)
      const b = await connect(store, bob)
      const result = await b.call('tdd_progress_push', {
        tddTaskId: c.p.tddTaskId,
        event: { type: 'goal_added', goalId: c.p.goalId },
      })
      expect(result.isError).toBe(true)
      expect(result.text).toContain(`unknown_tdd_task: no TDD task ${c.p.tddTaskId} is yours`)
      expect(await store.db.selectFrom('progress_events').selectAll().execute()).toEqual([])
    })
  })
})
