import type { Phase } from '../../../mcp-server/src/domain/vocabulary.js'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../../mcp-server/src/kernel/identity.js'
import { recordArtifact } from '../../../mcp-server/src/store/artifacts.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { beginRun, recordRun } from '../../../mcp-server/src/store/runs.js'
import { endTask } from '../../../mcp-server/src/engine/flows/tdd-task.js'
import { requestTransition, type TransitionResult } from '../../../mcp-server/src/engine/flows/transition.js'
import { ok, planTask } from '../../support/checked.js'
import { ROOT, alice, bob, failure, recordTestRun, tempStore, writeCode, writeTestFile } from '../../support/store.js'
import { countRows } from '../../support/tdd.js'
import { projectFor, type TestProject } from '../../support/project.js'

const FILE = 'test/dates.test.ts'
const failing = (name: string, file = FILE) => ({ file, fullName: `dates > ${name}`, status: 'failed' as const })
const passing = (name: string, file = FILE) => ({ file, fullName: `dates > ${name}`, status: 'passed' as const })

interface Plan {
  readonly store: Store
  readonly caller: Caller
  readonly taskId: number
  readonly goalId: number
  readonly behaviorIds: readonly number[]
  /** The project the transitions snapshot and the runs ran on. */
  readonly project: TestProject
}

/** A task with one in-progress goal and `behaviors` pending behaviors, created through the store. */
async function plan(store: Store, caller: Caller = alice, behaviors = 2): Promise<Plan> {
  const planned = await planTask(
    store,
    caller,
    'parse dates',
    'ISO dates',
    Array.from({ length: behaviors }, (_, i) => `behavior ${i}`),
  )
  return { store, caller, ...planned, project: projectFor(store) }
}

function move(
  p: Plan,
  requestedPhase: Phase,
  options: {
    readonly cite?: number | undefined
    readonly behavior?: number | undefined
    readonly caller?: Caller
  } = {},
): Promise<TransitionResult> {
  return requestTransition(
    p.store,
    options.caller ?? p.caller,
    {
      tddTaskId: p.taskId,
      goalId: p.goalId,
      behaviorId: options.behavior ?? p.behaviorIds[0] ?? 0,
      requestedPhase,
      citedArtifactId: options.cite,
    },
    undefined,
    p.project.shadow,
  )
}

async function accepted(p: Plan, to: Phase, options: Parameters<typeof move>[2] = {}): Promise<number> {
  const result = await move(p, to, options)
  expect(result, JSON.stringify(result)).toMatchObject({ accepted: true, phase: to })
  return result.accepted ? result.newPhaseId : 0
}

function expectDenial(result: TransitionResult, reason: string): void {
  expect(result, JSON.stringify(result)).toMatchObject({ accepted: false, denialReason: reason })
}

/** Records a run and returns the id of its evidence artifact for `fullName` (or its first one). */
async function run(p: Plan, tests: Parameters<typeof recordTestRun>[2], fullName?: string): Promise<number> {
  const ids = (await recordTestRun(p.store, p.caller, tests, {}, p.project)).artifacts.map((a) => a.id)
  const id = fullName === undefined ? ids[0] : await artifactOf(p.store, ids, fullName)
  if (id === undefined) throw new Error('the run recorded no evidence artifact')
  return id
}

async function artifactOf(store: Store, ids: readonly number[], fullName: string): Promise<number | undefined> {
  if (ids.length === 0) return undefined
  const row = await store.db
    .selectFrom('artifacts')
    .innerJoin('test_cases', 'test_cases.id', 'artifacts.test_case_id')
    .select('artifacts.id')
    .where('artifacts.id', 'in', ids)
    .where('test_cases.full_name', '=', fullName)
    .executeTakeFirst()
  return row?.id
}

async function openPhases(store: Store): Promise<{ id: number; phase: string; behavior_id: number }[]> {
  return store.db.selectFrom('phases').select(['id', 'phase', 'behavior_id']).where('end_seq', 'is', null).execute()
}

describe('requestTransition', () => {
  describe('R1: in-window and authored', () => {
    it('accepts a test written before red was requested when the failing run comes from inside red', async () => {
      const p = await plan(await tempStore())
      await writeTestFile(p.store, alice, FILE)
      await accepted(p, 'red')
      const cited = await run(p, [failing('parses')])
      expect(await move(p, 'green', { cite: cited })).toMatchObject({
        accepted: true,
        phase: 'green',
        citedArtifactId: cited,
      })
    })

    it('denies a failing run recorded in an earlier red phase', async () => {
      const p = await plan(await tempStore())
      await accepted(p, 'red')
      await writeTestFile(p.store, alice, FILE)
      const old = await run(p, [failing('parses')])
      await accepted(p, 'spike')
      await accepted(p, 'red')
      expectDenial(await move(p, 'green', { cite: old }), 'evidence_not_in_phase_window')
    })

    it('records no citable evidence for a run that started before red was requested', async () => {
      const p = await plan(await tempStore())
      await writeTestFile(p.store, alice, FILE)
      const startSeq = await beginRun(p.store.db)
      await accepted(p, 'red')
      const test = failing('parses')
      const at = new Date().toISOString()
      const recorded = await recordRun(
        p.store.db,
        alice,
        {
          runner: 'vitest',
          argv: ['vitest', 'run'],
          projectRoot: ROOT,
          startedAt: at,
          endedAt: at,
          exitCode: 1,
          outcome: 'failed',
          tests: [test],
          errors: [failure(test)],
        },
        startSeq,
      )
      expect(recorded.artifacts).toEqual([])
      expectDenial(await move(p, 'green'), 'missing_artifact_evidence')
    })

    it('records no evidence for a failing test in a file another caller wrote', async () => {
      const p = await plan(await tempStore())
      await writeTestFile(p.store, bob, FILE)
      await accepted(p, 'red')
      const recorded = await recordTestRun(p.store, alice, [failing('parses')])
      expect(recorded.artifacts).toEqual([])
      const result = await move(p, 'green')
      expectDenial(result, 'missing_artifact_evidence')
      expect(result.accepted ? '' : result.detail).toContain('no qualifying artifact')
    })

    it('denies a failing-run artifact whose test file the caller never wrote', async () => {
      const p = await plan(await tempStore())
      await accepted(p, 'red')
      const recorded = await recordTestRun(p.store, alice, [failing('parses')])
      const testCase = await p.store.db.selectFrom('test_cases').select('id').executeTakeFirstOrThrow()
      const forged = await recordArtifact(p.store.db, alice, {
        kind: 'test_failed_run',
        filePath: FILE,
        testCaseId: testCase.id,
        runId: recorded.runId,
        failureCount: 1,
      })
      const result = await move(p, 'green', { cite: forged.id })
      expectDenial(result, 'missing_artifact_evidence')
      expect(result.accepted ? '' : result.detail).toContain(`${FILE} was not written by you`)
      // Writing the file afterwards does not make the earlier evidence authored.
      await writeTestFile(p.store, alice, FILE)
      expectDenial(await move(p, 'green', { cite: forged.id }), 'missing_artifact_evidence')
    })
  })

  it('denies evidence cited for another behavior (R2)', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    const cited = await run(p, [failing('parses')])
    expectDenial(await move(p, 'green', { cite: cited, behavior: p.behaviorIds[1] }), 'evidence_not_for_behavior')
  })

  it('denies a test that already had a failing result before red began (R3)', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'spike')
    await writeTestFile(p.store, alice, FILE)
    await run(p, [failing('parses')])
    await accepted(p, 'red')
    const again = await run(p, [failing('parses')])
    expectDenial(await move(p, 'green', { cite: again }), 'evidence_test_was_already_failing')
  })

  it('denies an artifact recorded for another caller (R4)', async () => {
    const store = await tempStore()
    const mine = await plan(store, alice)
    const theirs = await plan(store, bob)
    await accepted(theirs, 'red')
    await writeTestFile(store, bob, FILE)
    const bobs = await run(theirs, [failing('parses')])
    await accepted(mine, 'red')
    expectDenial(await move(mine, 'green', { cite: bobs }), 'evidence_from_other_caller')
  })

  it('lets a triangulation member with a test of its own reach green citing the failing run of the red phase', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    const cited = await run(p, [failing('parses')])
    await accepted(p, 'red.triangulate', { behavior: p.behaviorIds[1] })
    // Its own test, in the same file, passes at once.
    await writeTestFile(p.store, alice, FILE)
    await run(p, [failing('parses'), passing('rejects')], 'dates > parses')
    expect(await move(p, 'green', { cite: cited, behavior: p.behaviorIds[1] })).toMatchObject({
      accepted: true,
      citedArtifactId: cited,
    })
  })

  it('denies triangulation_without_test for a member that joined the batch with no test of its own', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    const cited = await run(p, [failing('parses')])
    await accepted(p, 'red.triangulate', { behavior: p.behaviorIds[1] })
    const none = await move(p, 'green', { cite: cited, behavior: p.behaviorIds[1] })
    expectDenial(none, 'triangulation_without_test')
    expect(none).toMatchObject({ remediation: { suggestedTool: 'run_tests', writeFirst: 'test' } })
    // Running the batch's old test again, or touching its file, gives it none.
    await writeTestFile(p.store, alice, FILE)
    await run(p, [failing('parses')])
    expectDenial(await move(p, 'green', { cite: cited, behavior: p.behaviorIds[1] }), 'triangulation_without_test')
  })

  it('denies batch evidence cited for a behavior outside the red batch', async () => {
    const p = await plan(await tempStore(), alice, 3)
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    const cited = await run(p, [failing('parses')])
    await accepted(p, 'red.triangulate', { behavior: p.behaviorIds[1] })
    expectDenial(await move(p, 'green', { cite: cited, behavior: p.behaviorIds[2] }), 'evidence_not_for_behavior')
  })

  it('does not count a code change made while the cited run was going on', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green.fake-it', { cite: await run(p, [failing('parses')]) })
    const startSeq = await beginRun(p.store.db)
    await writeCode(p.store, alice, 'src/dates.ts')
    const at = new Date().toISOString()
    const recorded = await recordRun(
      p.store.db,
      alice,
      {
        runner: 'vitest',
        argv: ['vitest', 'run'],
        projectRoot: ROOT,
        startedAt: at,
        endedAt: at,
        exitCode: 0,
        outcome: 'passed',
        tests: [passing('parses')],
        errors: [],
      },
      startSeq,
    )
    expectDenial(await move(p, 'green', { cite: recorded.artifacts[0]?.id ?? 0 }), 'missing_artifact_evidence')
  })

  it('requires a code change before the passing run for green.fake-it → green', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green.fake-it', {
      cite: await run(p, [failing('parses'), failing('rejects')], 'dates > parses'),
    })
    const unchanged = await run(p, [passing('parses'), passing('rejects')], 'dates > parses')
    expectDenial(await move(p, 'green', { cite: unchanged }), 'missing_artifact_evidence')
    // The fake: the red test passes, the second example fails on it.
    await writeCode(p.store, alice, 'src/dates.ts', undefined, 'export const parse = () => 1\n')
    const fake = await run(p, [passing('parses'), failing('rejects')], 'dates > parses')
    expectDenial(await move(p, 'green', { cite: fake }), 'run_not_green')
    await writeCode(p.store, alice, 'src/dates.ts', undefined, 'export const parse = (s: string) => s.length\n')
    const changed = await run(p, [passing('parses'), passing('rejects')], 'dates > parses')
    expect(await move(p, 'green', { cite: changed })).toMatchObject({
      accepted: true,
      phase: 'green',
      citedArtifactId: changed,
    })
  })

  it('denies fake_not_triangulated for green.fake-it → green with no second example failing on the fake', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green.fake-it', { cite: await run(p, [failing('parses')]) })
    // Generalised straight away: no run showed the fake.
    await writeCode(p.store, alice, 'src/dates.ts', undefined, 'export const parse = () => 1\n')
    const first = await run(p, [passing('parses')])
    const none = await move(p, 'green', { cite: first })
    expectDenial(none, 'fake_not_triangulated')
    expect(none).toMatchObject({ detail: expect.stringContaining('no run of this green.fake-it phase shows the fake') })
    // The fake ran, every test passed on it: nothing tells it from real code.
    await writeCode(p.store, alice, 'src/dates.ts', undefined, 'export const parse = (s: string) => s.length\n')
    const lone = await move(p, 'green', { cite: await run(p, [passing('parses')]) })
    expectDenial(lone, 'fake_not_triangulated')
    expect(lone).toMatchObject({
      detail: expect.stringContaining('no second example fails on the fake'),
      remediation: {
        suggestedTool: 'tdd_phase_transition_request',
        suggestedArgs: { requestedPhase: 'red.triangulate' },
      },
    })
  })

  it('denies fake_not_triangulated when the code has not changed since a second example failed on the fake', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green.fake-it', {
      cite: await run(p, [failing('parses'), failing('rejects')], 'dates > parses'),
    })
    await writeCode(p.store, alice, 'src/dates.ts', undefined, 'export const parse = () => 1\n')
    await run(p, [passing('parses'), failing('rejects')], 'dates > parses')
    // Only documentation moves the tree on (a data file would count as code): the code is the fake still.
    await writeTestFile(p.store, alice, 'docs/notes.md')
    const denied = await move(p, 'green', {
      cite: await run(p, [passing('parses'), passing('rejects')], 'dates > parses'),
    })
    expectDenial(denied, 'fake_not_triangulated')
    expect(denied).toMatchObject({ detail: expect.stringContaining('production has not changed since run') })
  })

  it('requires a run with zero failures for green → refactor', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green', { cite: await run(p, [failing('parses')]) })
    await writeCode(p.store, alice, 'src/dates.ts')
    const mixed = await run(p, [passing('parses'), failing('rejects')], 'dates > parses')
    expectDenial(await move(p, 'refactor', { cite: mixed }), 'run_not_green')
    const green = await run(p, [passing('parses'), passing('rejects')], 'dates > parses')
    expect(await move(p, 'refactor', { cite: green })).toMatchObject({ accepted: true, phase: 'refactor' })
  })

  it('moves from refactor to red for the next behavior and promotes it to in_progress', async () => {
    const p = await plan(await tempStore())
    const next = p.behaviorIds[1] ?? 0
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green', { cite: await run(p, [failing('parses')]) })
    await accepted(p, 'refactor', { cite: await run(p, [passing('parses')]) })
    const before = await p.store.db
      .selectFrom('behaviors')
      .select('status')
      .where('id', '=', next)
      .executeTakeFirstOrThrow()
    expect(before.status).toBe('pending')
    const phaseId = await accepted(p, 'red', { behavior: next, cite: await run(p, [passing('parses')]) })
    expect(await openPhases(p.store)).toEqual([{ id: phaseId, phase: 'red', behavior_id: next }])
    const after = await p.store.db
      .selectFrom('behaviors')
      .select('status')
      .where('id', '=', next)
      .executeTakeFirstOrThrow()
    expect(after.status).toBe('in_progress')
  })

  it('denies refactor → red until a zero-failure run is recorded in refactor, and says so', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await accepted(p, 'green', { cite: await run(p, [failing('parses')]) })
    await accepted(p, 'refactor', { cite: await run(p, [passing('parses')]) })
    const result = await move(p, 'red', { behavior: p.behaviorIds[1] })
    expectDenial(result, 'missing_artifact_evidence')
    expect(result.accepted ? undefined : result.remediation).toMatchObject({
      suggestedTool: 'run_tests',
      humanHint: expect.stringContaining('zero failures'),
    })
    await run(p, [passing('parses')])
    expect(await move(p, 'red', { behavior: p.behaviorIds[1] })).toMatchObject({ accepted: true, phase: 'red' })
  })

  it('never accepts a run recorded during a spike', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'spike')
    await writeTestFile(p.store, alice, FILE)
    const fromSpike = await run(p, [failing('explores')])
    await accepted(p, 'red')
    expectDenial(await move(p, 'green', { cite: fromSpike }), 'evidence_not_in_phase_window')
  })

  it('rejects every transition once the task has ended', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    ok(await endTask(p.store, alice, p.taskId, 'abandoned', 'out of time'))
    for (const to of ['spike', 'red', 'green'] as const) expectDenial(await move(p, to), 'tdd_task_already_ended')
    expect(await openPhases(p.store)).toEqual([])
  })

  describe('auto-resolution', () => {
    it('cites the newest qualifying artifact of the current phase when none is cited', async () => {
      const p = await plan(await tempStore())
      await accepted(p, 'red')
      await writeTestFile(p.store, alice, FILE)
      const cited = await run(p, [failing('parses')])
      expect(await move(p, 'green')).toMatchObject({ accepted: true, citedArtifactId: cited })
      const request = await p.store.db
        .selectFrom('transition_requests')
        .select(['cited_artifact_id', 'evidence_valid'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(request).toEqual({ cited_artifact_id: cited, evidence_valid: 1 })
    })

    it('skips a newer candidate the gate would deny and takes the one it accepts', async () => {
      const p = await plan(await tempStore())
      await accepted(p, 'spike')
      await writeTestFile(p.store, alice, FILE)
      await run(p, [failing('old')])
      await accepted(p, 'red')
      // One run: the new test fails, and so does the old one, recorded after it (newer artifact).
      const recorded = await recordTestRun(p.store, alice, [failing('new'), failing('old')], {}, p.project)
      const fresh = await artifactOf(
        p.store,
        recorded.artifacts.map((a) => a.id),
        'dates > new',
      )
      expect(recorded.artifacts).toHaveLength(2)
      expect(await move(p, 'green')).toMatchObject({ accepted: true, citedArtifactId: fresh })
    })

    it('reports the newest candidate when no candidate qualifies', async () => {
      const p = await plan(await tempStore())
      await accepted(p, 'spike')
      await writeTestFile(p.store, alice, FILE)
      await run(p, [failing('old')])
      await accepted(p, 'red')
      await run(p, [failing('old')])
      expectDenial(await move(p, 'green'), 'evidence_test_was_already_failing')
    })
  })

  it('writes nothing but its transition_requests row when denied', async () => {
    const p = await plan(await tempStore())
    await accepted(p, 'red')
    await writeTestFile(p.store, alice, FILE)
    await run(p, [failing('parses')])
    const snapshot = async () => ({
      phases: await p.store.db.selectFrom('phases').selectAll().orderBy('id').execute(),
      behaviors: await p.store.db.selectFrom('behaviors').selectAll().orderBy('id').execute(),
    })
    const counts = await countRows(p.store)
    const before = await snapshot()
    expectDenial(await move(p, 'refactor'), 'refactor_without_passing_run')
    expectDenial(await move(p, 'green', { behavior: p.behaviorIds[1] }), 'evidence_not_for_behavior')
    expect(await countRows(p.store)).toEqual({
      ...counts,
      transition_requests: (counts['transition_requests'] ?? 0) + 2,
    })
    expect(await snapshot()).toEqual(before)
    const rows = await p.store.db
      .selectFrom('transition_requests')
      .select(['from_phase', 'requested_phase', 'accepted', 'denial_reason'])
      .orderBy('id', 'desc')
      .limit(2)
      .execute()
    expect(rows).toEqual([
      { from_phase: 'red', requested_phase: 'green', accepted: 0, denial_reason: 'evidence_not_for_behavior' },
      { from_phase: 'red', requested_phase: 'refactor', accepted: 0, denial_reason: 'refactor_without_passing_run' },
    ])
  })
})
