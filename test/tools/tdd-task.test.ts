import { describe, expect, it } from 'vitest'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { connect } from '../support/client.js'
import { reach } from '../support/hook-state.js'
import { alice, bob, tempStore } from '../support/store.js'
import { ok, startWork } from '../support/tdd.js'

describe('tdd_task', () => {
  it('starts a task and returns the same task for the same runId', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const first = await call('tdd_task', { action: 'start', goal: 'parse dates', runId: 'r1' })
    expect(first.isError).toBe(false)
    expect(first.data).toMatchObject({ created: true })
    const again = await call('tdd_task', { action: 'start', goal: 'parse dates', runId: 'r1' })
    expect(again.data).toMatchObject({ tddTaskId: first.data['tddTaskId'], created: false })
  })

  it('refuses a second open task for the same caller', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    await call('tdd_task', { action: 'start', goal: 'one' })
    const second = await call('tdd_task', { action: 'start', goal: 'two' })
    expect(second.isError).toBe(true)
    expect(second.text).toMatch(/already have an open TDD task .*tdd_task end/)
  })

  it("hides another caller's task behind unknown_tdd_task", async () => {
    const store = await tempStore()
    const a = await connect(store, alice)
    const b = await connect(store, bob)
    const started = await a.call('tdd_task', { action: 'start', goal: 'mine' })
    const peek = await b.call('tdd_task', { action: 'get', tddTaskId: started.data['tddTaskId'] })
    expect(peek.isError).toBe(true)
    expect(peek.text).toContain('unknown_tdd_task')
  })

  it('rejects unknown keys with the list of accepted keys', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const result = await call('tdd_task', { action: 'start', goal: 'x', sessionId: 'forged' })
    expect(result.isError).toBe(true)
    expect(result.text).toContain(
      'unknown key(s) "sessionId"; accepted keys: action, goal, runId, plan, scenarios, handoffId, tddTaskId, outcome, reason',
    )
  })

  it('resumes by citing the failing run of the open red phase, however many artifacts the task recorded since', async () => {
    const store = await tempStore()
    const state = await reach(store, alice, 'failing')
    const failing = await store.db
      .selectFrom('artifacts')
      .select('id')
      .where('task_id', '=', state.taskId)
      .where('kind', '=', 'test_failed_run')
      .executeTakeFirstOrThrow()
    // More than the 500 newest artifacts a tree carries, all after the failing run.
    for (let i = 0; i < 520; i++) {
      await recordArtifact(store.db, alice, { kind: 'code_written', filePath: `src/x${i}.ts`, contentHash: null })
    }
    const { call } = await connect(store, alice)
    const resumed = await call('tdd_task', { action: 'resume', tddTaskId: state.taskId })
    expect(resumed.isError).toBe(false)
    expect(resumed.data['next']).toMatchObject({
      tool: 'tdd_phase_transition_request',
      args: { requestedPhase: 'green', citedArtifactId: failing.id },
    })
    const got = await call('tdd_task', { action: 'get', tddTaskId: state.taskId })
    expect((got.data['tree'] as { artifactsTruncated: boolean }).artifactsTruncated).toBe(true)
  })

  it('shows the newest progress event of each behavior in the tree, and null for a behavior with none', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call, { red: true })
    const quiet = (
      (
        await ok(call, 'tdd_behavior', {
          action: 'create',
          tddTaskId: p.tddTaskId,
          goalId: p.goalId,
          behavior: 'waits',
        })
      )['behavior'] as { id: number }
    ).id
    const push = (event: Record<string, unknown>) => ok(call, 'tdd_progress_push', { tddTaskId: p.tddTaskId, event })
    await push({ type: 'behavior_started', behaviorId: p.behaviorId })
    const newest = (await push({ type: 'phase_transition', behaviorId: p.behaviorId, toPhase: 'red' }))['event']
    // Goal-level events name the behaviors but are not about one of them.
    await push({ type: 'behaviors_ready', goalId: p.goalId, behaviorIds: [p.behaviorId, quiet] })
    const got = await call('tdd_task', { action: 'get', tddTaskId: p.tddTaskId })
    expect(got.isError, got.text).toBe(false)
    const behaviors = (got.data['tree'] as { goals: { behaviors: { id: number; latestProgress: unknown }[] }[] })
      .goals[0]?.behaviors
    expect(behaviors?.map((b) => [b.id, b.latestProgress])).toEqual([
      [p.behaviorId, newest],
      [quiet, null],
    ])
    expect(newest).toMatchObject({
      type: 'phase_transition',
      agentId: 'agent-a',
      behaviorId: p.behaviorId,
      narration: '[G1.B1] parses 2024-01-02 · red',
    })
  })
})
