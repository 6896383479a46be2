import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { TestOutcome } from '../../mcp-server/src/domain/run-report.js'
import { EvidentError } from '../../mcp-server/src/kernel/errors.js'
import { classifyTests } from '../../mcp-server/src/store/history.js'
import { alice, recordTestRun, tempStore } from '../support/store.js'

const FILE = 'test/math.test.ts'
const adds = (ordinal: number, status: TestOutcome['status']): TestOutcome => ({
  file: FILE,
  fullName: 'adds',
  ...(ordinal === 0 ? {} : { ordinal }),
  status,
})

describe('recordRun', () => {
  it('stores every test of a run, same-named tests as identities of their own, with counts equal to the results', async () => {
    const store = await tempStore()
    const recorded = await recordTestRun(store, alice, [adds(0, 'passed'), adds(1, 'failed'), adds(2, 'skipped')])
    expect(recorded.counts).toEqual({ total: 3, passed: 1, failed: 1, skipped: 1 })
    const results = await store.db
      .selectFrom('test_results')
      .innerJoin('test_cases', 'test_cases.id', 'test_results.test_case_id')
      .select(['test_cases.id', 'test_cases.ordinal', 'test_results.status'])
      .where('run_id', '=', recorded.runId)
      .orderBy('test_cases.ordinal')
      .execute()
    expect(results.map((r) => [r.ordinal, r.status])).toEqual([
      [0, 'passed'],
      [1, 'failed'],
      [2, 'skipped'],
    ])
    const error = await store.db
      .selectFrom('test_errors')
      .select('test_case_id')
      .where('run_id', '=', recorded.runId)
      .executeTakeFirstOrThrow()
    expect(error.test_case_id).toBe(results[1]?.id)
  })

  it('keeps the history of each same-named test apart: the one that broke is a new failure, its twin stable', async () => {
    const store = await tempStore()
    await recordTestRun(store, alice, [adds(0, 'passed'), adds(1, 'passed')])
    const second = await recordTestRun(store, alice, [adds(0, 'passed'), adds(1, 'failed')])
    const cases = await store.db.selectFrom('test_cases').select(['id', 'ordinal']).orderBy('ordinal').execute()
    expect(cases).toHaveLength(2)
    const classes = await classifyTests(
      store.db,
      cases.map((c) => c.id),
    )
    expect(cases.map((c) => classes.get(c.id))).toEqual(['stable', 'new-failure'])
    expect(second.counts).toMatchObject({ total: 2, failed: 1 })
  })

  it('refuses a report that names one test twice and records nothing of it', async () => {
    const store = await tempStore()
    const twice = recordTestRun(store, alice, [adds(0, 'passed'), adds(0, 'failed')])
    await expect(twice).rejects.toThrow(EvidentError)
    await expect(twice).rejects.toThrow(
      'the vitest runner reported test/math.test.ts > adds twice in one run; the run was not recorded',
    )
    expect(await store.db.selectFrom('test_runs').select('id').execute()).toEqual([])
  })

  it('refuses to commit a run whose stored results do not add up to its counts', async () => {
    const store = await tempStore()
    // A store that silently loses a result: the run must not be recorded with counts its results contradict.
    await sql
      .raw(
        "create trigger lose_skipped before insert on test_results when new.status = 'skipped' begin select raise(ignore); end",
      )
      .execute(store.db)
    const lossy = recordTestRun(store, alice, [adds(0, 'passed'), adds(1, 'skipped')])
    await expect(lossy).rejects.toMatchObject({ code: 'internal' })
    await expect(lossy).rejects.toThrow(/would store results .* for counts .*; the run was not recorded/)
    expect(await store.db.selectFrom('test_runs').select('id').execute()).toEqual([])
  })
})
