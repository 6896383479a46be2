import { decideMergeGate, type MergeGateDecision } from './merge-rules.js'
import type { Db } from '../../store/db.js'
import { latestBeanRun } from '../../store/vdd.js'
import { canonicalBeanId } from './bean.js'
import { commitOf, pathsBetween } from './commit.js'
import { REPORT_DIR, reportFileName } from './report.js'

/**
 * `evident vdd --merge-gate <bean>`: the newest recorded VDD run of the bean in the project (`realRoot`, as
 * `evident vdd` recorded it) against the commit `rev` names, judged by `clients/vdd/merge-rules.ts`. Without a database
 * (`db` undefined) nothing is recorded, so there is no verdict. Only reads.
 */
export async function mergeGate(
  db: Db | undefined,
  realRoot: string,
  beanNumber: number,
  rev: string,
): Promise<MergeGateDecision> {
  const run = db === undefined ? undefined : await latestBeanRun(db, beanNumber, realRoot)
  const target = await commitOf(realRoot, rev)
  const report = `${REPORT_DIR}/${reportFileName(beanNumber)}`
  const differing =
    run?.commit === null || run?.commit === undefined || target === undefined || run.commit === target
      ? []
      : await pathsBetween(realRoot, run.commit, target, report)
  return decideMergeGate({ bean: canonicalBeanId(beanNumber), run, rev, target, differing })
}
