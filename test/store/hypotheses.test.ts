import { describe, expect, it } from 'vitest'
import { findCallerId } from '../../mcp-server/src/store/callers.js'
import { sqliteOf } from '../../mcp-server/src/store/db.js'
import { openHookDb } from '../../mcp-server/src/store/hook-db.js'
import { recordHypothesis, validateHypothesis } from '../../mcp-server/src/engine/flows/hypothesis.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { insertHypothesis } from '../../mcp-server/src/store/hypotheses.js'
import { hasCitedHypothesis } from '../../mcp-server/src/store/statements/hypotheses.js'
import { connect } from '../support/client.js'
import { alice, failure, recordTestRun, tempStore, writeTestFile } from '../support/store.js'
import { ok as value } from '../support/checked.js'
import { ok, startWork } from '../support/tdd.js'

const test = { file: 'test/dates.test.ts', fullName: 'dates > parses' }

async function setup(store: Store) {
  const { call } = await connect(store, alice)
  const p = await startWork(call, { red: true })
  await writeTestFile(store, alice, test.file)
  const callerId = await findCallerId(store.db, alice)
  if (callerId === undefined) throw new Error('alice is not registered')
  // One statement, asked through both connections: the server store's (inside a transaction) and the hooks'.
  const cited = async () => {
    const answer = await store.write(async (tx) => hasCitedHypothesis(sqliteOf(tx), callerId, p.tddTaskId))
    const hookDb = openHookDb(store.path)
    try {
      const fromHook = hookDb === undefined ? 'no hook db' : hasCitedHypothesis(hookDb.sqlite, callerId, p.tddTaskId)
      expect(fromHook).toBe(answer)
    } finally {
      hookDb?.close()
    }
    return answer
  }
  const hypothesize = async (errorId: number, frameId: number) =>
    value(
      await recordHypothesis(store, alice, {
        tddTaskId: p.tddTaskId,
        content: 'claim',
        citedTestErrorId: errorId,
        citedStackFrameId: frameId,
      }),
    )
  /** A hypothesis row the flow would refuse, written straight to the store: the statement must not count it. */
  const plant = (errorId: number, frameId: number) =>
    store.write((tx) => insertHypothesis(tx, { taskId: p.tddTaskId, callerId, content: 'claim', errorId, frameId }))
  return { call, p, cited, hypothesize, plant }
}

describe('hasCitedHypothesis', () => {
  it('is true once a hypothesis in the open phase cites an error of a failing run of the task', async () => {
    const store = await tempStore()
    const s = await setup(store)
    const error = (await recordTestRun(store, alice, [{ ...test, status: 'failed' }])).errors[0]
    expect(await s.cited()).toBe(false)
    await s.hypothesize(error?.id ?? 0, error?.frameIds[0] ?? 0)
    expect(await s.cited()).toBe(true)
  })

  it('is false after the phase the hypothesis was recorded in ends', async () => {
    const store = await tempStore()
    const s = await setup(store)
    const run = await recordTestRun(store, alice, [{ ...test, status: 'failed' }])
    await s.hypothesize(run.errors[0]?.id ?? 0, run.errors[0]?.frameIds[0] ?? 0)
    await ok(s.call, 'tdd_phase_transition_request', {
      tddTaskId: s.p.tddTaskId,
      goalId: s.p.goalId,
      behaviorId: s.p.behaviorId,
      requestedPhase: 'green',
      citedArtifactId: run.artifacts[0]?.id,
    })
    expect(await s.cited()).toBe(false)
  })

  it('is false when the only hypothesis was refuted', async () => {
    const store = await tempStore()
    const s = await setup(store)
    const error = (await recordTestRun(store, alice, [{ ...test, status: 'failed' }])).errors[0]
    const h = await s.hypothesize(error?.id ?? 0, error?.frameIds[0] ?? 0)
    value(await validateHypothesis(store, alice, h.id, 'refuted'))
    expect(await s.cited()).toBe(false)
  })

  it('is false when the cited error comes from a run that passed', async () => {
    const store = await tempStore()
    const s = await setup(store)
    const passed = { ...test, status: 'passed' as const }
    const run = await recordTestRun(store, alice, [passed], { errors: [{ ...failure(passed), scope: 'unhandled' }] })
    const refused = await recordHypothesis(store, alice, {
      tddTaskId: s.p.tddTaskId,
      content: 'claim',
      citedTestErrorId: run.errors[0]?.id ?? 0,
      citedStackFrameId: run.errors[0]?.frameIds[0] ?? 0,
    })
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('which did not fail') })
    await s.plant(run.errors[0]?.id ?? 0, run.errors[0]?.frameIds[0] ?? 0)
    expect(await s.cited()).toBe(false)
  })

  it("is false when the cited error comes from a failing run of the caller's earlier task", async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const old = await startWork(call, { red: true })
    const error = (await recordTestRun(store, alice, [{ ...test, status: 'failed' }])).errors[0]
    await ok(call, 'tdd_task', { action: 'end', tddTaskId: old.tddTaskId, outcome: 'abandoned', reason: 'restart' })
    const s = await setup(store)
    const refused = await recordHypothesis(store, alice, {
      tddTaskId: s.p.tddTaskId,
      content: 'claim',
      citedTestErrorId: error?.id ?? 0,
      citedStackFrameId: error?.frameIds[0] ?? 0,
    })
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('outside the current red batch') })
    await s.plant(error?.id ?? 0, error?.frameIds[0] ?? 0)
    expect(await s.cited()).toBe(false)
  })
})
