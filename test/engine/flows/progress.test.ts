import { describe, expect, it } from 'vitest'
import type { ProgressEvent } from '../../../mcp-server/src/domain/progress-events.js'
import { pushProgress } from '../../../mcp-server/src/engine/flows/progress.js'
import type { Caller } from '../../../mcp-server/src/kernel/identity.js'
import { findCallerId } from '../../../mcp-server/src/store/callers.js'
import { openStore, type Store } from '../../../mcp-server/src/store/index.js'
import {
  latestProgressByBehavior,
  listProgressEvents,
  progressTimeline,
} from '../../../mcp-server/src/store/progress.js'
import { ok, planTask } from '../../support/checked.js'
import { alice, bob, tempStore } from '../../support/store.js'

/** Alice's task (two behaviors) with six events, four of them about a behavior; bob's task with one event. */
async function seeded(store: Store) {
  const a = await planTask(store, alice, 'parse dates', 'ISO dates', ['parses 2024-01-02', 'rejects 2024-13-01'])
  const [b1 = 0, b2 = 0] = a.behaviorIds
  const push = async (caller: Caller, taskId: number, event: ProgressEvent) =>
    ok(await pushProgress(store, caller, taskId, event)).id
  const ids = [
    await push(alice, a.taskId, { type: 'goals_ready', goalIds: [a.goalId] }),
    await push(alice, a.taskId, { type: 'behaviors_ready', goalId: a.goalId, behaviorIds: [b1, b2] }),
    await push(alice, a.taskId, { type: 'behavior_added', behaviorId: b1 }),
    await push(alice, a.taskId, { type: 'behavior_added', behaviorId: b2 }),
    await push(alice, a.taskId, { type: 'goal_started', goalId: a.goalId }),
    await push(alice, a.taskId, { type: 'behavior_added', behaviorId: b1 }),
  ]
  const b = await planTask(store, bob, 'format dates', 'formats', ['formats 2024-01-02'])
  await push(bob, b.taskId, { type: 'goals_ready', goalIds: [b.goalId] })
  const aliceId = await findCallerId(store.db, alice)
  const bobId = await findCallerId(store.db, bob)
  if (aliceId === undefined || bobId === undefined) throw new Error('callers are not registered')
  return { a, b, b1, b2, ids, aliceId, bobId }
}

describe('progress event reads', () => {
  it('pages the events of the given callers in push order, and a second connection reads the same from the file', async () => {
    const store = await tempStore()
    const s = await seeded(store)
    const first = await listProgressEvents(store.db, { callerIds: [s.aliceId] }, 4)
    expect(first.events.map((e) => e.id)).toEqual(s.ids.slice(0, 4))
    expect(first.more).toBe(true)
    expect(first.events[2]).toMatchObject({
      taskId: s.a.taskId,
      agentId: 'agent-a',
      type: 'behavior_added',
      behaviorId: s.b1,
      narration: 'Behavior added: [G1.B1] parses 2024-01-02',
      payload: { type: 'behavior_added', label: '[G1.B1] parses 2024-01-02', goalOrdinal: 0, behaviorOrdinal: 0 },
    })
    expect(first.events[2]?.payload).not.toHaveProperty('narration')
    expect(first.events[0]?.behaviorId).toBeNull()
    expect(first.events[0]?.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    const reopened = await openStore(store.path)
    try {
      const rest = await listProgressEvents(reopened.db, { callerIds: [s.aliceId], afterEventId: s.ids[3] }, 4)
      expect(rest.events.map((e) => e.id)).toEqual(s.ids.slice(4))
      expect(rest.more).toBe(false)
    } finally {
      await reopened.close()
    }
    const both = await listProgressEvents(store.db, { callerIds: [s.aliceId, s.bobId] }, 200)
    expect(both.events.map((e) => e.agentId)).toEqual([...Array<string>(6).fill('agent-a'), 'agent-b'])
    expect(await listProgressEvents(store.db, { callerIds: [] }, 20)).toEqual({ events: [], more: false })
  })

  it('filters by task and by behavior, never past the given callers', async () => {
    const store = await tempStore()
    const s = await seeded(store)
    const ofB1 = await listProgressEvents(store.db, { callerIds: [s.aliceId], behaviorId: s.b1 }, 20)
    expect(ofB1.events.map((e) => e.id)).toEqual([s.ids[2], s.ids[5]])
    const ofTask = await listProgressEvents(store.db, { callerIds: [s.aliceId, s.bobId], taskId: s.b.taskId }, 20)
    expect(ofTask.events.map((e) => e.type)).toEqual(['goals_ready'])
    const foreign = await listProgressEvents(store.db, { callerIds: [s.aliceId], taskId: s.b.taskId }, 20)
    expect(foreign.events).toEqual([])
  })

  it('finds the newest event about each behavior, leaving goal- and task-level events out', async () => {
    const store = await tempStore()
    const s = await seeded(store)
    const latest = await latestProgressByBehavior(store.db, s.a.taskId)
    expect([...latest.keys()].sort((x, y) => x - y)).toEqual([s.b1, s.b2])
    expect(latest.get(s.b1)?.id).toBe(s.ids[5])
    expect(latest.get(s.b2)?.id).toBe(s.ids[3])
    expect((await latestProgressByBehavior(store.db, s.b.taskId)).size).toBe(0)
  })

  it("gives a task's newest events in push order for the report, counting the earlier ones left out", async () => {
    const store = await tempStore()
    const s = await seeded(store)
    const bounded = await progressTimeline(store.db, s.a.taskId, 4)
    expect(bounded.events.map((e) => e.id)).toEqual(s.ids.slice(2))
    expect(bounded.omitted).toBe(2)
    const whole = await progressTimeline(store.db, s.a.taskId, 100)
    expect(whole.events.map((e) => e.id)).toEqual(s.ids)
    expect(whole.omitted).toBe(0)
  })
})
