import { LEAVES_UNSEALED } from '../../../mcp-server/src/domain/conduct-events.js'
import { describe, expect, it } from 'vitest'
import { fileClassifier } from '../../../mcp-server/src/project/test-files.js'
import { loadReportData } from '../../../mcp-server/src/clients/report/load.js'
import { NOT_SEALED_HINT } from '../../../mcp-server/src/engine/flows/seal.js'
import { createBehavior, updateBehavior } from '../../../mcp-server/src/engine/flows/work-items.js'
import { pushProgress } from '../../../mcp-server/src/engine/flows/progress.js'
import { openHookDb } from '../../../mcp-server/src/store/hook-db.js'
import { insertNoOnesViolation } from '../../../mcp-server/src/store/statements/violations.js'
import { ok } from '../../support/checked.js'
import { recordCycle } from '../../support/scenario.js'
import { alice, bob, tempStore } from '../../support/store.js'

const classify = fileClassifier()
const isTest = (file: string): boolean => classify(file) !== 'production'

describe('report data', () => {
  it('shows a task as goal → behavior → phases with the evidence each cited', async () => {
    const store = await tempStore()
    const { tddTaskId } = await recordCycle(store, alice)
    const data = await loadReportData(store.db, { taskId: tddTaskId }, isTest)
    const task = data.tasks[0]
    expect(task?.goal).toBe('Parse ISO dates')
    const behavior = task?.goals[0]?.behaviors[0]
    expect(behavior?.phases.map((p) => p.phase)).toEqual(['red', 'green', 'refactor'])
    const green = behavior?.phases[1]
    expect(green?.cited?.kind).toBe('test_failed_run')
    expect(green?.cited?.run?.failing[0]).toMatchObject({
      test: 'parses leap days',
      name: 'AssertionError',
      message: 'expected 1 to be 2',
      location: 'src/dates.test.ts:3:5',
    })
    expect(task?.denials).toMatchObject([
      { from: 'red', requested: 'refactor', reason: 'refactor_without_passing_run' },
    ])
    expect(task?.metrics).toMatchObject({
      requests: 4,
      accepted: 3,
      denialsByReason: { refactor_without_passing_run: 1 },
      redRuns: 1,
      greenRuns: 1,
    })
    expect(task?.edits).toEqual([
      { file: 'src/dates.test.ts', role: 'test', edits: 1, linesAdded: 1, linesRemoved: 0 },
      { file: 'src/dates.ts', role: 'production', edits: 1, linesAdded: 1, linesRemoved: 0 },
    ])
    expect(behavior?.cycleTimeMs).toBeGreaterThanOrEqual(0)
  })

  it('says of an unsealed task one short line, and leaves the why to `evident doctor`', async () => {
    const store = await tempStore()
    const { tddTaskId } = await recordCycle(store, alice)
    await store.db.updateTable('tdd_tasks').set({ sealed: 0 }).where('id', '=', tddTaskId).execute()
    const data = await loadReportData(store.db, { taskId: tddTaskId }, isTest)
    expect(data.tasks[0]?.seal).toBe(NOT_SEALED_HINT)
    expect(NOT_SEALED_HINT).toBe('not sealed — run /evident:setup (or `evident seal`); `evident doctor` says why')
  })

  it('shows with a task the violations charged to no one while it ran, not those before it', async () => {
    const store = await tempStore()
    const hook = openHookDb(store.path)
    if (hook === undefined) throw new Error('no database')
    const before = insertNoOnesViolation(hook.sqlite, {
      kind: 'EVIDENCE_TAMPERING',
      detail: 'before the task',
      at: '2000-01-01T00:00:00.000Z',
    })
    const { tddTaskId } = await recordCycle(store, alice)
    const during = insertNoOnesViolation(hook.sqlite, { kind: 'EVIDENCE_TAMPERING', detail: 'found between commands' })
    const data = await loadReportData(store.db, { taskId: tddTaskId }, isTest)
    const details = data.tasks[0]?.violations.map((v) => v.detail) ?? []
    expect(details).toContain(during.detail)
    expect(details).not.toContain(before.detail)
    hook.sqlite.close()
  })

  it('binds a hypothesis to the phase it was recorded in', async () => {
    const store = await tempStore()
    const { tddTaskId } = await recordCycle(store, alice)
    const data = await loadReportData(store.db, { taskId: tddTaskId }, isTest)
    const all = data.tasks[0]?.goals[0]?.behaviors[0]?.phases.flatMap((p) =>
      p.hypotheses.map((h) => ({ phase: p.phase, ...h })),
    )
    expect(all).toMatchObject([
      {
        phase: 'red',
        content: 'the parser rejects day 29 in February',
        citedError: 'AssertionError: expected 1 to be 2',
      },
    ])
  })

  it('scopes to a session and refuses unknown tasks with a hint', async () => {
    const store = await tempStore()
    await recordCycle(store, alice)
    await recordCycle(store, { ...bob, sessionId: 'other-session' }, 'parses leap days in another session')
    const data = await loadReportData(store.db, { sessionId: 'other-session' }, isTest)
    expect(data.tasks.map((t) => t.caller)).toEqual(['other-session / agent-b (evident:tdd-task)'])
    await expect(loadReportData(store.db, { taskId: 999 }, isTest)).rejects.toMatchObject({ code: 'not_found' })
  })

  it("replays a task's progress events in push order, each with its behavior, agent and what it adds", async () => {
    const store = await tempStore()
    const { tddTaskId, goalId, behaviorId } = await recordCycle(store, alice)
    const push = async (event: Parameters<typeof pushProgress>[3]) =>
      ok(await pushProgress(store, alice, tddTaskId, event))
    await push({ type: 'goals_ready', goalIds: [goalId] })
    await push({ type: 'behavior_started', behaviorId })
    await push({ type: 'phase_transition', behaviorId, toPhase: 'refactor' })
    await push({ type: 'behavior_completed', behaviorId })
    await push({ type: 'blocked', reason: 'leap | day', failureSignatureHash: '0123456789abcdef', behaviorId })
    const dropped = ok(await createBehavior(store, alice, tddTaskId, goalId, 'accepts 2023-02-29')).id
    ok(await updateBehavior(store, alice, tddTaskId, dropped, { status: 'abandoned' }))
    await push({ type: 'behavior_abandoned', behaviorId: dropped, reason: '2023 is no leap year' })
    const task = (await loadReportData(store.db, { taskId: tddTaskId }, isTest)).tasks[0]
    const label = '[G1.B1] accepts 2024-02-29'
    expect(task?.progress.omitted).toBe(0)
    expect(task?.progress.events.map(({ at: _at, ...rest }) => rest)).toEqual([
      { type: 'goals_ready', behavior: null, agent: 'agent-a', detail: 'Goals: G1 "calendar dates"' },
      { type: 'behavior_started', behavior: label, agent: 'agent-a', detail: '' },
      { type: 'phase_transition', behavior: label, agent: 'agent-a', detail: 'green → refactor' },
      { type: 'behavior_completed', behavior: label, agent: 'agent-a', detail: '' },
      { type: 'blocked', behavior: label, agent: 'agent-a', detail: 'leap | day (failure 0123456789abcdef)' },
      {
        type: 'behavior_abandoned',
        behavior: '[G1.B2] accepts 2023-02-29',
        agent: 'agent-a',
        detail: '2023 is no leap year',
      },
    ])
    const times = task?.progress.events.map((e) => e.at) ?? []
    expect([...times].sort()).toEqual(times)
  })

  it('keeps the newest 200 progress events of a task and counts the earlier ones', async () => {
    const store = await tempStore()
    const { tddTaskId, goalId } = await recordCycle(store, alice)
    for (let i = 0; i < 203; i++) ok(await pushProgress(store, alice, tddTaskId, { type: 'goal_started', goalId }))
    ok(await pushProgress(store, alice, tddTaskId, { type: 'goals_ready', goalIds: [goalId] }))
    const progress = (await loadReportData(store.db, { taskId: tddTaskId }, isTest)).tasks[0]?.progress
    expect(progress?.events).toHaveLength(200)
    expect(progress?.omitted).toBe(4)
    expect(progress?.events.at(-1)?.type).toBe('goals_ready')
  })
})

describe('report data: the conductor', () => {
  it('shows each conducted issue with its state and events, in the unfiltered report only', async () => {
    const store = await tempStore()
    const { insertConductEvent } = await import('../../../mcp-server/src/store/conduct-events.js')
    const at = '2026-12-01T00:00:00.000Z'
    for (const event of [
      { kind: 'run-start' as const, detail: 'baseline green' },
      { kind: 'launch' as const, step: 1, leaf: 'verdict-green', actor: 'verifier' as const, phase: 'green' as const },
      { kind: 'verdict' as const, step: 1, phase: 'green' as const, attempt: 1, code: 1, detail: 'the run is red' },
      { kind: 'bail' as const, step: 1, detail: 'needs-user (revision-budget): rejected' },
    ])
      await store.write((tx) => insertConductEvent(tx, '/p', { ...event, at, issue: 7 }))
    const unsealed = `baseline green; ${LEAVES_UNSEALED}: not sealed: bubblewrap missing`
    await store.write((tx) => insertConductEvent(tx, '/p', { kind: 'run-start', at, issue: 8, detail: unsealed }))
    const data = await loadReportData(store.db, {}, isTest)
    expect(data.conductor.map((i) => [i.issue, i.unsealed])).toEqual([
      [8, true],
      [7, false],
    ])
    expect(data.conductor.map((i) => [i.issue, i.state, i.events.length])).toEqual([
      [8, 'running', 1],
      [7, 'bail', 4],
    ])
    expect(data.conductor[1]?.events[2]).toMatchObject({ kind: 'verdict', step: 1, code: 1, detail: 'the run is red' })
    const { tddTaskId } = await recordCycle(store, alice)
    expect((await loadReportData(store.db, { taskId: tddTaskId }, isTest)).conductor).toEqual([])
  })
})
