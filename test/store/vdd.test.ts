import { describe, expect, it } from 'vitest'
import { listVddRuns, recordVddRun, type VddRunInput } from '../../mcp-server/src/store/vdd.js'
import { alice, bob, recordTestRun, tempStore } from '../support/store.js'

const run = (over: Partial<VddRunInput>): VddRunInput => ({
  subject: 'BEAN-001',
  beanNumber: 1,
  documentPath: 'ai/beans/BEAN-001-x/bean.md',
  verdict: 'PASS',
  manual: 'pending',
  reportPath: 'ai/outputs/tech-qa/vdd-001.md',
  projectRoot: '/project',
  criteria: [],
  ...over,
})

describe('VDD receipts store', () => {
  it('records a run with its criteria and lists it with counts and cited test runs', async () => {
    const store = await tempStore()
    const tested = await recordTestRun(store, alice, [{ file: 'a.test.ts', fullName: 'adds', status: 'passed' }])
    const id = await recordVddRun(
      store.db,
      alice,
      run({
        verdict: 'FAIL',
        criteria: [
          {
            ordinal: 1,
            kind: 'test',
            target: 'a.test.ts',
            criterion: 'adds',
            verdict: 'PASS',
            details: '1 test(s) passed',
            testRunId: tested.runId,
          },
          {
            ordinal: 2,
            kind: 'file',
            target: 'b.md',
            criterion: 'doc',
            verdict: 'FAIL',
            details: 'no path matches b.md',
            testRunId: undefined,
          },
        ],
      }),
    )
    expect(await listVddRuns(store.db, { limit: 5 })).toEqual([
      expect.objectContaining({
        id,
        subject: 'BEAN-001',
        beanNumber: 1,
        verdict: 'FAIL',
        manual: 'pending',
        caller: 'session-1/agent-a',
        criteria: 2,
        failed: 1,
        testRunIds: [tested.runId],
      }),
    ])
  })

  it('lists newest first, filters by bean number, and honours the limit', async () => {
    const store = await tempStore()
    const first = await recordVddRun(store.db, alice, run({}))
    const second = await recordVddRun(store.db, bob, run({ subject: 'BEAN-1277', beanNumber: 1277, verdict: 'EMPTY' }))
    const third = await recordVddRun(store.db, alice, run({ manual: 'pass' }))
    expect((await listVddRuns(store.db, { limit: 10 })).map((r) => r.id)).toEqual([third, second, first])
    expect((await listVddRuns(store.db, { beanNumber: 1, limit: 10 })).map((r) => r.id)).toEqual([third, first])
    expect((await listVddRuns(store.db, { limit: 1 })).map((r) => r.id)).toEqual([third])
    expect(await listVddRuns(store.db, { beanNumber: 277, limit: 10 })).toEqual([])
  })

  it('rejects a verdict outside the contract at the database level', async () => {
    const store = await tempStore()
    await expect(recordVddRun(store.db, alice, run({ verdict: 'MAYBE' as never }))).rejects.toThrow(/CHECK constraint/)
    expect(await listVddRuns(store.db, { limit: 10 })).toEqual([])
  })
})
