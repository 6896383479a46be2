import { sql } from 'kysely'
import type { Db } from './db.js'

/**
 * History of a test identity, over its last {@link HISTORY_WINDOW} recorded results that passed or failed
 * (skipped and todo results say nothing about the test and are left out), ordered by `seq`:
 *
 * - `stable`: no failure in the window (also a test with no pass/fail result yet).
 * - `new-failure`: the latest result failed and the one before it passed or does not exist — unless the
 *   window also shows the test recovering from failure at least twice before (then `flaky`).
 * - `persistent`: the latest result failed and the one before it failed too.
 * - `recovered`: the latest result passed and every failure in the window sits in one contiguous block
 *   (one failed→passed switch). A red-then-green TDD cycle is `recovered`, never flaky.
 * - `flaky`: the window holds at least two failed→passed switches (separate failure blocks that each
 *   recovered) and the latest result is not a repeated failure: e.g. `P F P F P`, `F P F P`, `F P F P F`.
 *
 * A test that went red, green and then red again once (`F P F`) is a `new-failure` — a regression, not
 * flakiness. Persistence wins over flakiness: `F P F P F F` is `persistent`.
 */
export type TestClassification = 'new-failure' | 'persistent' | 'flaky' | 'recovered' | 'stable'

const HISTORY_WINDOW = 10

type Verdict = 'passed' | 'failed'

/** Classifies one window of results, oldest first. */
export function classifyHistory(results: readonly Verdict[]): TestClassification {
  const window = results.slice(-HISTORY_WINDOW)
  const latest = window.at(-1)
  const previous = window.at(-2)
  let recoveries = 0
  for (let i = 1; i < window.length; i += 1) {
    if (window[i - 1] === 'failed' && window[i] === 'passed') recoveries += 1
  }
  if (latest === 'failed') {
    if (previous === 'failed') return 'persistent'
    return recoveries >= 2 ? 'flaky' : 'new-failure'
  }
  if (recoveries === 0) return 'stable'
  return recoveries === 1 ? 'recovered' : 'flaky'
}

/** The classification of each given test case id (every id is in the result). */
export async function classifyTests(
  db: Db,
  testCaseIds: readonly number[],
): Promise<ReadonlyMap<number, TestClassification>> {
  const histories = new Map<number, Verdict[]>()
  for (const id of testCaseIds) histories.set(id, [])
  const unique = [...histories.keys()]
  for (let i = 0; i < unique.length; i += 400) {
    const chunk = unique.slice(i, i + 400)
    const rows = await db
      .selectFrom((eb) =>
        eb
          .selectFrom('test_results')
          .select(['test_case_id', 'status', 'seq', 'id'])
          .select(sql<number>`row_number() over (partition by test_case_id order by seq desc, id desc)`.as('age'))
          .where('test_case_id', 'in', chunk)
          .where('status', 'in', ['passed', 'failed'])
          .as('recent'),
      )
      .select(['test_case_id', 'status'])
      .where('age', '<=', HISTORY_WINDOW)
      .orderBy('test_case_id')
      .orderBy('seq')
      .orderBy('id')
      .execute()
    for (const row of rows) histories.get(row.test_case_id)?.push(row.status as Verdict)
  }
  return new Map([...histories].map(([id, results]) => [id, classifyHistory(results)]))
}

/** How many recorded errors, across all runs still stored, carry each signature (0 when never seen). */
export async function signatureCounts(db: Db, signatures: readonly string[]): Promise<ReadonlyMap<string, number>> {
  const counts = new Map<string, number>()
  for (const signature of signatures) counts.set(signature, 0)
  const unique = [...counts.keys()]
  for (let i = 0; i < unique.length; i += 400) {
    const rows = await db
      .selectFrom('test_errors')
      .select(['signature', (eb) => eb.fn.countAll<number>().as('n')])
      .where('signature', 'in', unique.slice(i, i + 400))
      .groupBy('signature')
      .execute()
    for (const row of rows) counts.set(row.signature, Number(row.n))
  }
  return counts
}
