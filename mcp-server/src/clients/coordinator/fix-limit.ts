import { fixIterationRuns, fixLimitReason } from './fix-limit-rules.js'
import { classifierFor } from '../../project/classifier.js'
import type { Store } from '../../store/index.js'
import { blockPlan, planById, planIdOfTask, taskRunsAndChanges } from '../../store/plans.js'
import { closeTask, taskBaseline } from '../../store/tasks.js'

export interface FixCharge {
  /** Fix iterations spent so far, and the plan's limit. */
  readonly spent: number
  readonly limit: number
  /** Set when this run reached the limit: the task ended BLOCKED and the plan is blocked, with this reason. */
  readonly blocked?: string | undefined
}

/**
 * After a run recorded for a task started from a coordinator plan (the implement worker's): counts its fix
 * iterations (`clients/coordinator/fix-limit-rules.ts`) and, at the plan's limit, ends the task as BLOCKED and blocks the plan with the
 * reason, in one write; the hooks then deny the implement worker's edits (`fix_limit_reached`). Other runs: nothing.
 */
export async function chargeFixIteration(
  store: Store,
  projectRoot: string,
  taskId: number | null,
  frozenConfig?: string,
): Promise<FixCharge | undefined> {
  if (taskId === null) return undefined
  const planId = await planIdOfTask(store.db, taskId)
  if (planId === undefined) return undefined
  // The test files the task froze from the project's vitest at start, with the configuration (project/classifier.ts).
  const testGlobs = (await taskBaseline(store.db, taskId))?.testGlobs ?? undefined
  const classify = await classifierFor(projectRoot, frozenConfig, testGlobs)
  return store.write(async (tx) => {
    const plan = await planById(tx, planId)
    if (plan === undefined) return undefined
    const { open, runs, changes } = await taskRunsAndChanges(tx, taskId)
    const production = changes.filter((c) => classify(c.filePath) === 'production').map((c) => c.seq)
    const counted = fixIterationRuns(runs, production)
    if (counted.length < plan.fixIterations || !open) return { spent: counted.length, limit: plan.fixIterations }
    const reason = fixLimitReason(plan.slug, plan.fixIterations, counted)
    await closeTask(tx, taskId, 'blocked', reason)
    await blockPlan(tx, planId, reason)
    return { spent: counted.length, limit: plan.fixIterations, blocked: reason }
  })
}
