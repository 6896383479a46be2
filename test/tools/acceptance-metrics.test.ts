import { describe, expect, it } from 'vitest'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect } from '../support/client.js'
import { alice, bob, recordTestRun, tempStore, writeCode, writeTestFile } from '../support/store.js'
import { countRows, ok } from '../support/tdd.js'
import { projectFor } from '../support/project.js'

const a = { file: 'test/a.test.ts', fullName: 'a > works' }
const b = { file: 'test/b.test.ts', fullName: 'b > works' }

/**
 * A known dataset. Alice, task 1 (behaviors B1, B2, B3):
 *   requests: red B1 (accepted, no evidence) · red→refactor (denied refactor_without_passing_run) · green (cited) ·
 *             refactor (cited) · refactor→red B2 (cited green run) · green citing a code_written (denied wrong_artifact_kind)
 *   edits in red/green: B1 red before any run, B1 red after a hypothesis, B1 green, B2 red  → 1 of 4 after a hypothesis
 *   first code after a failing run: B1 no (code came first), B2 yes; B3 has no code          → 1 of 2
 *   a test_weakened artifact. Alice, task 2: nothing. Bob, task 3: one denied request (goal_not_started).
 */
async function dataset(store: Store) {
  const { call } = await connect(store, alice)
  const t1 = (await ok(call, 'tdd_task', { action: 'start', goal: 'parse dates' }))['tddTaskId'] as number
  const goalId = (
    (await ok(call, 'tdd_goal', { action: 'create', tddTaskId: t1, goal: 'ISO' }))['goal'] as { id: number }
  ).id
  await ok(call, 'tdd_goal', { action: 'update', tddTaskId: t1, goalId, status: 'in_progress' })
  const behavior = async (text: string) =>
    (
      (await ok(call, 'tdd_behavior', { action: 'create', tddTaskId: t1, goalId, behavior: text }))['behavior'] as {
        id: number
      }
    ).id
  const [b1, b2] = [await behavior('one'), await behavior('two'), await behavior('three')]
  const request = (behaviorId: number, requestedPhase: string, citedArtifactId?: number) =>
    call('tdd_phase_transition_request', {
      tddTaskId: t1,
      goalId,
      behaviorId,
      requestedPhase,
      ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
    })
  const accepted = async (...args: Parameters<typeof request>) =>
    expect((await request(...args)).data['accepted']).toBe(true)
  const denied = async (reason: string, ...args: Parameters<typeof request>) =>
    expect((await request(...args)).data['denialReason']).toBe(reason)

  await accepted(b1, 'red')
  await writeTestFile(store, alice, a.file)
  // An edit in red before any run, reverted before green (a production change left in red would be denied).
  await writeCode(store, alice, 'src/scratch.ts')
  projectFor(store).remove('src/scratch.ts')
  // …removed from the shell, as the Bash hooks record it (a deletion: no content hash, one more code change).
  await recordArtifact(store.db, alice, {
    kind: 'code_written',
    filePath: 'src/scratch.ts',
    contentHash: null,
    detail: JSON.stringify({ via: 'shell', command: 'rm src/scratch.ts', status: 'deleted' }),
  })
  const failing = await recordTestRun(store, alice, [{ ...a, status: 'failed' }])
  const error = failing.errors[0]
  await ok(call, 'hypothesis', {
    action: 'record',
    tddTaskId: t1,
    content: 'a returns undefined',
    citedTestErrorId: error?.id,
    citedStackFrameId: error?.frameIds[0],
  })
  await writeCode(store, alice, 'src/a.ts')
  await denied('refactor_without_passing_run', b1, 'refactor')
  await accepted(b1, 'green', failing.artifacts[0]?.id)
  await writeCode(store, alice, 'src/a.ts')
  const green = await recordTestRun(store, alice, [{ ...a, status: 'passed' }])
  await accepted(b1, 'refactor', green.artifacts[0]?.id)
  await writeCode(store, alice, 'src/a.ts')
  await recordTestRun(store, alice, [{ ...a, status: 'passed' }])
  await accepted(b2, 'red')
  await writeTestFile(store, alice, b.file)
  await recordTestRun(store, alice, [{ ...b, status: 'failed' }])
  const code = await writeCode(store, alice, 'src/b.ts')
  await denied('wrong_artifact_kind', b2, 'green', code)
  await recordArtifact(store.db, alice, { kind: 'test_weakened', filePath: b.file, detail: 'added .skip' })
  await ok(call, 'tdd_task', { action: 'end', tddTaskId: t1, outcome: 'abandoned', reason: 'dataset' })
  const t2 = (await ok(call, 'tdd_task', { action: 'start', goal: 'second' }))['tddTaskId'] as number

  const bobClient = await connect(store, bob)
  const t3 = (await ok(bobClient.call, 'tdd_task', { action: 'start', goal: 'bob' }))['tddTaskId'] as number
  const g3 = (
    (await ok(bobClient.call, 'tdd_goal', { action: 'create', tddTaskId: t3, goal: 'g' }))['goal'] as { id: number }
  ).id
  const b3 = (
    (await ok(bobClient.call, 'tdd_behavior', { action: 'create', tddTaskId: t3, goalId: g3, behavior: 'b' }))[
      'behavior'
    ] as { id: number }
  ).id
  const bobRed = await bobClient.call('tdd_phase_transition_request', {
    tddTaskId: t3,
    goalId: g3,
    behaviorId: b3,
    requestedPhase: 'red',
  })
  expect(bobRed.data['denialReason']).toBe('goal_not_started')
  return { call, t1, t2, t3 }
}

type Numbers = Record<string, [number, number]>
const numbers = (data: Record<string, unknown>): Numbers =>
  Object.fromEntries(
    (data['metrics'] as { name: string; numerator: number; denominator: number }[]).map((m) => [
      m.name,
      [m.numerator, m.denominator],
    ]),
  )

describe('acceptance_metrics', () => {
  it('computes each metric exactly over your tasks', async () => {
    const store = await tempStore()
    const { call } = await dataset(store)
    const result = await call('acceptance_metrics', {})
    expect(result.isError, result.text).toBe(false)
    expect(numbers(result.data)).toEqual({
      evidence_backed_transitions: [3, 6],
      red_before_code: [1, 2],
      hypothesis_before_edit: [1, 5],
      tasks_without_test_weakening: [1, 2],
      sealed_tasks: [0, 2],
    })
    expect(result.data['denialsByReason']).toEqual({ refactor_without_passing_run: 1, wrong_artifact_kind: 1 })
    expect(result.text).toContain('evidence_backed_transitions: 3/6 (50.0%)')
    expect(result.text).toContain('hypothesis_before_edit: 1/5 (20.0%)')
  })

  it('computes them for one task', async () => {
    const store = await tempStore()
    const { call, t1, t2 } = await dataset(store)
    const one = await call('acceptance_metrics', { tddTaskId: t1 })
    expect(numbers(one.data)).toMatchObject({
      evidence_backed_transitions: [3, 6],
      tasks_without_test_weakening: [0, 1],
    })
    const empty = await call('acceptance_metrics', { tddTaskId: t2 })
    expect(numbers(empty.data)).toEqual({
      evidence_backed_transitions: [0, 0],
      red_before_code: [0, 0],
      hypothesis_before_edit: [0, 0],
      tasks_without_test_weakening: [1, 1],
      sealed_tasks: [0, 1],
    })
    expect(empty.data['metrics']).toMatchObject([
      { value: null },
      { value: null },
      { value: null },
      { value: 1 },
      { value: 0 },
    ])
    expect(empty.text).toContain('red_before_code: 0/0 (nothing to count)')
  })

  it('computes them over every agent of the session', async () => {
    const store = await tempStore()
    const { call } = await dataset(store)
    const session = await call('acceptance_metrics', { scope: 'session' })
    expect(numbers(session.data)).toEqual({
      evidence_backed_transitions: [3, 7],
      red_before_code: [1, 2],
      hypothesis_before_edit: [1, 5],
      tasks_without_test_weakening: [2, 3],
      sealed_tasks: [0, 3],
    })
    // A task started in a sealed session counts as sealed; the rest ran unsealed.
    await store.db.updateTable('tdd_tasks').set({ sealed: 1 }).where('id', '=', 1).execute()
    const again = await call('acceptance_metrics', { scope: 'session' })
    expect(numbers(again.data)).toMatchObject({ sealed_tasks: [1, 3] })
    expect(again.text).toContain('sealed_tasks: 1/3 (33.3%)')
    expect(session.data['denialsByReason']).toEqual({
      refactor_without_passing_run: 1,
      wrong_artifact_kind: 1,
      goal_not_started: 1,
    })
  })

  it('states what each metric computes in its description', async () => {
    const store = await tempStore()
    const { client } = await connect(store, alice)
    const tool = (await client.listTools()).tools.find((t) => t.name === 'acceptance_metrics')
    expect(tool?.description).toContain(
      'accepted phase transitions that cited a valid evidence artifact / all phase transition requests',
    )
    expect(tool?.description).toContain(
      'behaviors whose first code_written came after a test_failed_run for that behavior / behaviors with any code_written',
    )
    expect(tool?.description).toContain('tasks with no test_weakened artifact / tasks')
    expect(tool?.description).toContain('denied phase transition requests, counted per denial reason')
  })

  describe('bad input', () => {
    const cases: readonly (readonly [string, (t3: number) => Record<string, unknown>, RegExp])[] = [
      ['both a task and a scope', () => ({ tddTaskId: 1, scope: 'mine' }), /pass either tddTaskId or scope, not both/],
      ["another caller's task", (t3) => ({ tddTaskId: t3 }), /unknown_tdd_task.*inventory/],
      ['an unknown scope', () => ({ scope: 'everyone' }), /expected one of "mine"\|"session" at scope/],
      [
        'SQL in an id',
        () => ({ tddTaskId: '1 union select * from callers' }),
        /expected number, received string at tddTaskId/,
      ],
      ['an unknown key', () => ({ since: '2024-01-01' }), /unknown key\(s\) "since"; accepted keys: tddTaskId, scope/],
    ]
    for (const [what, args, message] of cases) {
      it(`rejects ${what} and writes nothing`, async () => {
        const store = await tempStore()
        const { call, t3 } = await dataset(store)
        const before = await countRows(store)
        const result = await call('acceptance_metrics', args(t3))
        expect(result.isError).toBe(true)
        expect(result.text).toMatch(message)
        expect(await countRows(store)).toEqual(before)
      })
    }
  })
})
