import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { projectFor } from '../support/project.js'
import { alice, bob, recordTestRun, tempStore, writeCode, writeTestFile } from '../support/store.js'
import { countRows, ok, startWork } from '../support/tdd.js'

const test = { file: 'test/dates.test.ts', fullName: 'dates > parses 2024-01-02' }
const done = (p: { tddTaskId: number; behaviorId: number }) => ({
  action: 'update',
  tddTaskId: p.tddTaskId,
  behaviorId: p.behaviorId,
  status: 'done',
})

describe('tdd_behavior', () => {
  it('states in its description everything done needs, in the words of the refusals', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const description = (await client.listTools()).tools.find((t) => t.name === 'tdd_behavior')?.description ?? ''
    for (const need of [
      'red → green citing a test_failed_run of its own test',
      'left green through refactor',
      'without a recorded change of yours',
      'a zero-failure run of the whole suite (run_tests without files) on the working tree as it is now',
      'includes its red test, passing',
      'the closing proof',
    ])
      expect(description).toContain(need)
  })

  it('creates behaviors per goal and lists them for the task or one goal', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call)
    const other = (await ok(call, 'tdd_goal', { action: 'create', tddTaskId: p.tddTaskId, goal: 'format' }))[
      'goal'
    ] as { id: number }
    const created = await call('tdd_behavior', {
      action: 'create',
      tddTaskId: p.tddTaskId,
      goalId: other.id,
      behavior: 'formats a date',
    })
    expect(created.data['behavior']).toMatchObject({ goalId: other.id, ordinal: 0, status: 'pending' })
    expect(created.text).toContain('requestedPhase: "red"')
    const all = await call('tdd_behavior', { action: 'list', tddTaskId: p.tddTaskId })
    expect((all.data['behaviors'] as unknown[]).length).toBe(2)
    const one = await call('tdd_behavior', { action: 'list', tddTaskId: p.tddTaskId, goalId: other.id })
    expect(one.data['behaviors']).toMatchObject([{ behavior: 'formats a date' }])
  })

  it('refuses done for a behavior that never went red → green with a failing test of its own', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call, { red: true })
    const before = await countRows(store)
    const result = await call('tdd_behavior', {
      action: 'update',
      tddTaskId: p.tddTaskId,
      behaviorId: p.behaviorId,
      status: 'done',
    })
    expect(result.isError).toBe(true)
    expect(result.text).toContain('never went red → green with a failing test of its own')
    expect(result.text).toContain('run_tests')
    expect(await countRows(store)).toEqual(before)
    // A passing run alone (no red → green of its own) is not enough either.
    await writeTestFile(store, alice, test.file)
    await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    const still = await call('tdd_behavior', { ...done(p) })
    expect(still.text).toContain('never went red → green')
  })

  it('accepts done only with a zero-failure whole-suite run on the current tree that includes its red test', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call, { red: true })
    await writeTestFile(store, alice, test.file)
    const failing = await recordTestRun(store, alice, [{ ...test, status: 'failed' }])
    await ok(call, 'tdd_phase_transition_request', {
      tddTaskId: p.tddTaskId,
      goalId: p.goalId,
      behaviorId: p.behaviorId,
      requestedPhase: 'green',
      citedArtifactId: failing.artifacts[0]?.id,
    })
    // Filtered to some files: refused, naming the whole-suite run it needs.
    await recordTestRun(store, alice, [{ ...test, status: 'passed' }], {}, undefined, { filtered: true })
    const filtered = await call('tdd_behavior', done(p))
    expect(filtered.isError).toBe(true)
    expect(filtered.text).toContain('no zero-failure run of the whole suite on the working tree as it is now')
    expect(filtered.text).toContain('call run_tests without files')
    // A whole-suite run, then a change to the tree: refused (the run is no longer current).
    await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    await writeCode(store, alice, 'src/dates.ts')
    expect((await call('tdd_behavior', done(p))).isError).toBe(true)
    // A run in which its red test did not run: refused.
    await recordTestRun(store, alice, [{ file: test.file, fullName: 'dates > another', status: 'passed' }])
    expect((await call('tdd_behavior', done(p))).isError).toBe(true)
    const green = await recordTestRun(store, alice, [{ ...test, status: 'passed' }])
    // Still in green: the red test has not been re-run on the red run's production code yet.
    const inGreen = await call('tdd_behavior', done(p))
    expect(inGreen.isError).toBe(true)
    expect(inGreen.text).toContain('it has not left green through refactor')
    await ok(call, 'tdd_phase_transition_request', {
      tddTaskId: p.tddTaskId,
      goalId: p.goalId,
      behaviorId: p.behaviorId,
      requestedPhase: 'refactor',
      citedArtifactId: green.artifacts[0]?.id,
    })
    // A file changed behind the hooks' back (nobody recorded it): not done while it is in the tree.
    projectFor(store).write('src/sneaky.ts', 'export const sneaky = 1\n')
    const sneaky = await call('tdd_behavior', done(p))
    expect(sneaky.isError).toBe(true)
    expect(sneaky.text).toContain('changed since refactor began without a recorded change of yours: src/sneaky.ts')
    projectFor(store).remove('src/sneaky.ts')
    const result = await call('tdd_behavior', done(p))
    expect(result.data['behavior']).toMatchObject({ id: p.behaviorId, status: 'done' })
  })

  it('abandons a behavior and keeps it listed', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call)
    await ok(call, 'tdd_behavior', {
      action: 'update',
      tddTaskId: p.tddTaskId,
      behaviorId: p.behaviorId,
      status: 'abandoned',
      behavior: 'out of scope',
    })
    const list = await call('tdd_behavior', { action: 'list', tddTaskId: p.tddTaskId })
    expect(list.data['behaviors']).toMatchObject([{ id: p.behaviorId, status: 'abandoned', behavior: 'out of scope' }])
  })

  describe('bad input', () => {
    const cases: readonly (readonly [
      string,
      (p: { tddTaskId: number; goalId: number; behaviorId: number }) => Record<string, unknown>,
      RegExp,
    ])[] = [
      [
        'an unknown task id',
        (p) => ({ action: 'create', tddTaskId: 4242, goalId: p.goalId, behavior: 'b' }),
        /unknown_tdd_task.*inventory/,
      ],
      [
        'an unknown goal id',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId, goalId: 4242, behavior: 'b' }),
        /goal_not_found.*tdd_goal list/,
      ],
      [
        'an unknown behavior id',
        (p) => ({ action: 'update', tddTaskId: p.tddTaskId, behaviorId: 4242, status: 'abandoned' }),
        /behavior_not_found.*tdd_behavior list/,
      ],
      [
        'a fractional id',
        (p) => ({ action: 'list', tddTaskId: p.tddTaskId + 0.5 }),
        /expected int, received number at tddTaskId/,
      ],
      [
        'SQL in an id',
        (p) => ({ action: 'update', tddTaskId: p.tddTaskId, behaviorId: '1 or 1=1', status: 'done' }),
        /expected number, received string at behaviorId/,
      ],
      [
        'an unknown key',
        (p) => ({ action: 'list', tddTaskId: p.tddTaskId, sessionId: 's' }),
        /unknown key\(s\) "sessionId"; accepted keys: action, tddTaskId, goalId, behaviorId, behavior, status/,
      ],
      [
        'an oversized behavior',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId, goalId: p.goalId, behavior: 'b'.repeat(501) }),
        /<=500 characters at behavior/,
      ],
      [
        'create without a goal',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId, behavior: 'b' }),
        /action "create" requires goalId at goalId/,
      ],
      [
        'a field the action does not take',
        (p) => ({ action: 'create', tddTaskId: p.tddTaskId, goalId: p.goalId, behavior: 'b', status: 'done' }),
        /action "create" does not take status \(it takes tddTaskId, goalId, behavior\)/,
      ],
      [
        'update without a change',
        (p) => ({ action: 'update', tddTaskId: p.tddTaskId, behaviorId: p.behaviorId }),
        /requires status or behavior/,
      ],
    ]
    for (const [what, args, message] of cases) {
      it(`rejects ${what} and writes nothing`, async () => {
        const store = await tempStore()
        const { call } = await connect(store, alice)
        const p = await startWork(call)
        const before = await countRows(store)
        const result = await call('tdd_behavior', args(p))
        expect(result.isError).toBe(true)
        expect(result.text).toMatch(message)
        expect(await countRows(store)).toEqual(before)
      })
    }

    it("refuses a goal of another caller's task", async () => {
      const store = await tempStore()
      const a = await connect(store, alice)
      const b = await connect(store, bob)
      const theirs = await startWork(a.call)
      const mine = (await ok(b.call, 'tdd_task', { action: 'start', goal: 'bob' }))['tddTaskId'] as number
      const before = await countRows(store)
      const foreignGoal = await b.call('tdd_behavior', {
        action: 'create',
        tddTaskId: mine,
        goalId: theirs.goalId,
        behavior: 'b',
      })
      expect(foreignGoal.isError).toBe(true)
      expect(foreignGoal.text).toContain(`goal_not_found: no goal ${theirs.goalId} in TDD task ${mine}`)
      const foreignBehavior = await b.call('tdd_behavior', {
        action: 'update',
        tddTaskId: mine,
        behaviorId: theirs.behaviorId,
        status: 'abandoned',
      })
      expect(foreignBehavior.text).toContain(`behavior_not_found: no behavior ${theirs.behaviorId} in TDD task ${mine}`)
      const foreignTask = await b.call('tdd_behavior', { action: 'list', tddTaskId: theirs.tddTaskId })
      expect(foreignTask.text).toContain('unknown_tdd_task')
      expect(await countRows(store)).toEqual(before)
    })
  })
})
