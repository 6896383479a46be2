import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { alice, bob, recordTestRun, tempStore, writeTestFile } from '../support/store.js'
import { countRows, ok, startWork } from '../support/tdd.js'
import type { Store } from '../../mcp-server/src/store/index.js'

const first = { file: 'test/dates.test.ts', fullName: 'dates > parses', status: 'failed' as const }
const second = { file: 'test/dates.test.ts', fullName: 'dates > rejects', status: 'failed' as const }

/** Alice in red with a recorded failing run of two tests: two errors with one frame each. */
async function failingRun(store: Store) {
  const a = await connect(store, alice)
  const p = await startWork(a.call, { red: true })
  await writeTestFile(store, alice, first.file)
  const run = await recordTestRun(store, alice, [first, second])
  const [e1, e2] = run.errors
  if (e1 === undefined || e2 === undefined) throw new Error('expected two recorded errors')
  return { ...a, p, e1, e2 }
}

const record = (tddTaskId: number, errorId: number, frameId: number) => ({
  action: 'record',
  tddTaskId,
  content: 'the parser splits on "/" so ISO dates yield NaN',
  citedTestErrorId: errorId,
  citedStackFrameId: frameId,
})

describe('hypothesis', () => {
  it('records a hypothesis bound to the current phase and behavior', async () => {
    const store = await tempStore()
    const { call, p, e1 } = await failingRun(store)
    const result = await call('hypothesis', record(p.tddTaskId, e1.id, e1.frameIds[0] ?? 0))
    expect(result.isError, result.text).toBe(false)
    const phase = await store.db
      .selectFrom('phases')
      .select(['id', 'behavior_id'])
      .where('end_seq', 'is', null)
      .executeTakeFirstOrThrow()
    expect(result.data['hypothesis']).toMatchObject({
      taskId: p.tddTaskId,
      phaseId: phase.id,
      behaviorId: p.behaviorId,
      citedTestErrorId: e1.id,
      outcome: 'open',
    })
    expect(result.text).toContain('hypothesis validate')
  })

  it('validates a hypothesis once and lists it', async () => {
    const store = await tempStore()
    const { call, p, e1 } = await failingRun(store)
    const h = (await ok(call, 'hypothesis', record(p.tddTaskId, e1.id, e1.frameIds[0] ?? 0)))['hypothesis'] as {
      id: number
    }
    const refuted = await call('hypothesis', { action: 'validate', id: h.id, outcome: 'refuted' })
    expect(refuted.data['hypothesis']).toMatchObject({ id: h.id, outcome: 'refuted' })
    expect(refuted.text).toContain('record a new hypothesis')
    const again = await call('hypothesis', { action: 'validate', id: h.id, outcome: 'confirmed' })
    expect(again.isError).toBe(true)
    expect(again.text).toContain(`hypothesis ${h.id} was already validated as refuted`)
    const list = await call('hypothesis', { action: 'list', tddTaskId: p.tddTaskId })
    expect(list.data['hypotheses']).toMatchObject([{ id: h.id, outcome: 'refuted' }])
  })

  it('refuses a frame that belongs to another error', async () => {
    const store = await tempStore()
    const { call, p, e1, e2 } = await failingRun(store)
    const before = await countRows(store)
    const result = await call('hypothesis', record(p.tddTaskId, e1.id, e2.frameIds[0] ?? 0))
    expect(result.isError).toBe(true)
    expect(result.text).toContain(`belongs to another error, not to error ${e1.id}`)
    expect(result.text).toContain('test_errors')
    expect(await countRows(store)).toEqual(before)
  })

  it("refuses an error from another caller's run", async () => {
    const store = await tempStore()
    const { call, p } = await failingRun(store)
    const b = await connect(store, bob)
    await startWork(b.call, { red: true })
    const theirs = (await recordTestRun(store, bob, [first])).errors[0]
    if (theirs === undefined) throw new Error('expected an error')
    const before = await countRows(store)
    const result = await call('hypothesis', record(p.tddTaskId, theirs.id, theirs.frameIds[0] ?? 0))
    expect(result.isError).toBe(true)
    expect(result.text).toContain(`no test error ${theirs.id} in a run of yours`)
    expect(await countRows(store)).toEqual(before)
  })

  it("refuses to validate another caller's hypothesis", async () => {
    const store = await tempStore()
    const { call, p, e1 } = await failingRun(store)
    const h = (await ok(call, 'hypothesis', record(p.tddTaskId, e1.id, e1.frameIds[0] ?? 0)))['hypothesis'] as {
      id: number
    }
    const b = await connect(store, bob)
    const result = await b.call('hypothesis', { action: 'validate', id: h.id, outcome: 'confirmed' })
    expect(result.isError).toBe(true)
    expect(result.text).toContain(`no hypothesis ${h.id} is yours`)
    const list = await b.call('hypothesis', { action: 'list', tddTaskId: p.tddTaskId })
    expect(list.text).toContain('unknown_tdd_task')
    const row = await store.db
      .selectFrom('hypotheses')
      .select('outcome')
      .where('id', '=', h.id)
      .executeTakeFirstOrThrow()
    expect(row.outcome).toBe('open')
  })

  it('refuses to record on an ended task', async () => {
    const store = await tempStore()
    const { call, p, e1 } = await failingRun(store)
    await ok(call, 'tdd_task', { action: 'end', tddTaskId: p.tddTaskId, outcome: 'blocked', reason: 'stuck' })
    const result = await call('hypothesis', record(p.tddTaskId, e1.id, e1.frameIds[0] ?? 0))
    expect(result.isError).toBe(true)
    expect(result.text).toContain('tdd_task_already_ended')
  })

  describe('bad input', () => {
    type Ctx = Awaited<ReturnType<typeof failingRun>>
    const cases: readonly (readonly [string, (c: Ctx) => Record<string, unknown>, RegExp])[] = [
      [
        'an unknown error id',
        (c) => record(c.p.tddTaskId, 99999, c.e1.frameIds[0] ?? 0),
        /no test error 99999 in a run of yours.*Next: test_errors lists/,
      ],
      ['an unknown frame id', (c) => record(c.p.tddTaskId, c.e1.id, 99999), /no stack frame 99999.*test_errors/],
      ['an unknown task id', (c) => record(77777, c.e1.id, c.e1.frameIds[0] ?? 0), /unknown_tdd_task.*inventory/],
      [
        'a missing frame citation',
        (c) => ({ action: 'record', tddTaskId: c.p.tddTaskId, content: 'x', citedTestErrorId: c.e1.id }),
        /action "record" requires citedStackFrameId/,
      ],
      [
        'a string error id',
        (c) => ({ ...record(c.p.tddTaskId, c.e1.id, 1), citedTestErrorId: `${c.e1.id}` }),
        /expected number, received string at citedTestErrorId/,
      ],
      [
        'SQL-looking content verbatim but an unknown frame',
        (c) => ({ ...record(c.p.tddTaskId, c.e1.id, 424242), content: "'; delete from hypotheses; --" }),
        /no stack frame 424242/,
      ],
      [
        'oversized content',
        (c) => ({ ...record(c.p.tddTaskId, c.e1.id, c.e1.frameIds[0] ?? 0), content: 'y'.repeat(4001) }),
        /<=4000 characters at content/,
      ],
      [
        'an unknown key',
        (c) => ({ ...record(c.p.tddTaskId, c.e1.id, c.e1.frameIds[0] ?? 0), sessionId: 'x' }),
        /unknown key\(s\) "sessionId"; accepted keys: action, tddTaskId, content, citedTestErrorId, citedStackFrameId, id, outcome/,
      ],
      [
        'an unknown outcome',
        () => ({ action: 'validate', id: 1, outcome: 'maybe' }),
        /expected one of "confirmed"\|"refuted"\|"abandoned" at outcome/,
      ],
      [
        'a field the action does not take',
        (c) => ({ action: 'validate', id: 1, outcome: 'confirmed', tddTaskId: c.p.tddTaskId }),
        /action "validate" does not take tddTaskId \(it takes id, outcome\)/,
      ],
      [
        'an unknown hypothesis',
        () => ({ action: 'validate', id: 5555, outcome: 'confirmed' }),
        /no hypothesis 5555 is yours.*hypothesis list/,
      ],
    ]
    for (const [what, args, message] of cases) {
      it(`rejects ${what} and writes nothing`, async () => {
        const store = await tempStore()
        const c = await failingRun(store)
        const before = await countRows(store)
        const result = await c.call('hypothesis', args(c))
        expect(result.isError).toBe(true)
        expect(result.text).toMatch(message)
        expect(await countRows(store)).toEqual(before)
      })
    }
  })
})
