import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { seedHistory } from '../../../scripts/bench/bulk-seed.js'
import { requestTransition } from '../../../mcp-server/src/engine/flows/transition.js'
import { planTask } from '../../support/checked.js'
import { ROOT, alice, tempStore } from '../../support/store.js'

describe('seedHistory', () => {
  it('writes consistent history: counts as asked, valid references, seq ahead of every row', async () => {
    const store = await tempStore()
    const summary = await seedHistory(store, { artifacts: 2000, testResults: 400, projectRoot: ROOT, callers: 4 })
    expect(summary).toMatchObject({ callers: 4, tasks: 4, artifacts: 2000, testResults: 400 })
    const count = async (table: 'artifacts' | 'test_results' | 'phases') =>
      Number(
        (
          await store.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('artifacts')).toBe(2000)
    expect(await count('test_results')).toBe(400)
    expect(await count('phases')).toBe(summary.phases)
    const broken = await sql`pragma foreign_key_check`.execute(store.db)
    expect(broken.rows).toEqual([])
    const meta = await store.db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()
    const newest = await store.db
      .selectFrom('artifacts')
      .select((eb) => eb.fn.max<number>('seq').as('m'))
      .executeTakeFirstOrThrow()
    expect(Number(meta.value)).toBeGreaterThanOrEqual(newest.m)
    expect(await store.db.selectFrom('phases').select('id').where('end_seq', 'is', null).execute()).toEqual([])
  })

  it('binds the focus share to the given task in closed phases that the gate never cites', async () => {
    const store = await tempStore()
    const planned = await planTask(store, alice, 'focus', 'g', ['b'])
    const ids = { tddTaskId: planned.taskId, goalId: planned.goalId, behaviorId: planned.behaviorIds[0] ?? 0 }
    await seedHistory(store, {
      artifacts: 1000,
      testResults: 200,
      projectRoot: ROOT,
      callers: 2,
      focus: { taskId: ids.tddTaskId, behaviorId: ids.behaviorId, filePath: 'test/a.test.ts', artifacts: 400 },
    })
    const mine = await store.db
      .selectFrom('artifacts')
      .select(['file_path'])
      .where('task_id', '=', ids.tddTaskId)
      .execute()
    expect(mine).toHaveLength(400)
    expect(new Set(mine.map((a) => a.file_path))).toEqual(new Set(['test/a.test.ts']))
    const red = await requestTransition(store, alice, { ...ids, requestedPhase: 'red' })
    expect(red).toMatchObject({ accepted: true })
    // The seeded failing runs of this task lie in closed phases: nothing qualifies for red → green.
    const green = await requestTransition(store, alice, { ...ids, requestedPhase: 'green' })
    expect(green).toMatchObject({ accepted: false, denialReason: 'missing_artifact_evidence' })
  })
})
