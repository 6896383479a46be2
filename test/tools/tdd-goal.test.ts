import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { alice, bob, tempStore } from '../support/store.js'
import { countRows, ok, startWork } from '../support/tdd.js'

describe('tdd_goal', () => {
  it('creates goals with ordinals and lists them with their status', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const { tddTaskId } = (await ok(call, 'tdd_task', { action: 'start', goal: 'calendar' })) as { tddTaskId: number }
    const first = await call('tdd_goal', { action: 'create', tddTaskId, goal: 'parse' })
    const second = await call('tdd_goal', { action: 'create', tddTaskId, goal: 'format' })
    expect(first.data['goal']).toMatchObject({ ordinal: 0, status: 'pending', goal: 'parse', taskId: tddTaskId })
    expect(second.text).toContain('G2, pending')
    const list = await call('tdd_goal', { action: 'list', tddTaskId })
    expect((list.data['goals'] as { goal: string }[]).map((g) => g.goal)).toEqual(['parse', 'format'])
    expect(list.text).toContain('[pending] format')
  })

  it('updates status and text', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call)
    const renamed = await call('tdd_goal', {
      action: 'update',
      tddTaskId: p.tddTaskId,
      goalId: p.goalId,
      goal: 'ISO-8601 dates',
    })
    expect(renamed.data['goal']).toMatchObject({ goal: 'ISO-8601 dates', status: 'in_progress' })
  })

  it('refuses done while a behavior is unfinished and accepts it once all are abandoned', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call)
    const early = await call('tdd_goal', { action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId, status: 'done' })
    expect(early.isError).toBe(true)
    expect(early.text).toContain(`behaviors ${p.behaviorId} are unfinished`)
    expect(early.text).toContain('tdd_behavior update')
    await ok(call, 'tdd_behavior', {
      action: 'update',
      tddTaskId: p.tddTaskId,
      behaviorId: p.behaviorId,
      status: 'abandoned',
    })
    const done = await call('tdd_goal', { action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId, status: 'done' })
    expect(done.data['goal']).toMatchObject({ status: 'done' })
  })

  it('refuses done for a goal without behaviors', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const { tddTaskId } = (await ok(call, 'tdd_task', { action: 'start', goal: 'x' })) as { tddTaskId: number }
    const { goal } = (await ok(call, 'tdd_goal', { action: 'create', tddTaskId, goal: 'empty' })) as {
      goal: { id: number }
    }
    const result = await call('tdd_goal', { action: 'update', tddTaskId, goalId: goal.id, status: 'done' })
    expect(result.isError).toBe(true)
    expect(result.text).toContain('it has no behaviors')
  })

  it('stores SQL-looking text verbatim', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const { tddTaskId } = (await ok(call, 'tdd_task', { action: 'start', goal: 'x' })) as { tddTaskId: number }
    const text = "x'); drop table goals; --"
    await ok(call, 'tdd_goal', { action: 'create', tddTaskId, goal: text })
    const list = await call('tdd_goal', { action: 'list', tddTaskId })
    expect(list.data['goals']).toMatchObject([{ goal: text }])
  })

  it('refuses changes to an ended task', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const { tddTaskId } = (await ok(call, 'tdd_task', { action: 'start', goal: 'x' })) as { tddTaskId: number }
    await ok(call, 'tdd_task', { action: 'end', tddTaskId, outcome: 'abandoned', reason: 'changed plans' })
    const before = await countRows(store)
    const result = await call('tdd_goal', { action: 'create', tddTaskId, goal: 'late' })
    expect(result.isError).toBe(true)
    expect(result.text).toContain('tdd_task_already_ended')
    expect(result.text).toContain('tdd_task start')
    expect(await countRows(store)).toEqual(before)
  })

  describe('bad input', () => {
    const cases: readonly (readonly [
      string,
      (p: { tddTaskId: number; goalId: number }) => Record<string, unknown>,
      RegExp,
    ])[] = [
      [
        'an unknown task id',
        () => ({ action: 'create', tddTaskId: 9999, goal: 'g' }),
        /unknown_tdd_task.*Next: list your tasks with inventory/,
      ],
      [
        'an unknown goal id',
        (p) => ({ action: 'update', tddTaskId: p.tddTaskId, goalId: 9999, status: 'done' }),
        /goal_not_found.*tdd_goal list/,
      ],
      [
        'a string id',
        (p) => ({ action: 'list', tddTaskId: String(p.tddTaskId) }),
        /expected number, received string at tddTaskId/,
      ],
      [
        'SQL in an id',
        () => ({ action: 'list', tddTaskId: '1; drop table goals' }),
        /expected number, received string at tddTaskId/,
      ],
      ['a negative id', () => ({ action: 'list', tddTaskId: -1 }), /expected number to be >0 at tddTaskId/],
      [
        'an unknown key',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId, goal: 'g', priority: 1 }),
        /unknown key\(s\) "priority"; accepted keys: action, tddTaskId, goalId, goal, status/,
      ],
      [
        'an oversized goal',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId, goal: 'x'.repeat(501) }),
        /<=500 characters at goal/,
      ],
      [
        'an unknown status',
        (p) => ({ action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId, status: 'finished' }),
        /expected one of "pending"\|"in_progress"\|"done"\|"abandoned" at status/,
      ],
      [
        'create without goal',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId }),
        /action "create" requires goal at goal/,
      ],
      [
        'update without a change',
        (p) => ({ action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId }),
        /requires status or goal/,
      ],
      [
        'a field the action does not take',
        (p) => ({ action: 'list', tddTaskId: p.tddTaskId, status: 'done' }),
        /action "list" does not take status \(it takes tddTaskId\) at status/,
      ],
      [
        'an unknown action',
        (p) => ({ action: 'delete', tddTaskId: p.tddTaskId, goalId: p.goalId }),
        /expected one of "create"\|"update"\|"list" at action/,
      ],
    ]
    for (const [what, args, message] of cases) {
      it(`rejects ${what} and writes nothing`, async () => {
        const store = await tempStore()
        const { call } = await connect(store, alice)
        const p = await startWork(call)
        const before = await countRows(store)
        const result = await call('tdd_goal', args(p))
        expect(result.isError).toBe(true)
        expect(result.text).toMatch(message)
        expect(await countRows(store)).toEqual(before)
      })
    }

    it("hides another caller's goals and writes nothing", async () => {
      const store = await tempStore()
      const a = await connect(store, alice)
      const b = await connect(store, bob)
      const p = await startWork(a.call)
      await ok(b.call, 'tdd_task', { action: 'start', goal: 'bob' })
      const before = await countRows(store)
      for (const args of [
        { action: 'list', tddTaskId: p.tddTaskId },
        { action: 'update', tddTaskId: p.tddTaskId, goalId: p.goalId, status: 'abandoned' },
        { action: 'create', tddTaskId: p.tddTaskId, goal: 'hijack' },
      ]) {
        const result = await b.call('tdd_goal', args)
        expect(result.isError).toBe(true)
        expect(result.text).toContain(`unknown_tdd_task: no TDD task ${p.tddTaskId} is yours`)
      }
      expect(await countRows(store)).toEqual(before)
    })
  })
})
