import { refuse, type Refusal } from '../../domain/checked.js'
import type { PlanRow } from '../../domain/plan.js'
import type { Db, Tx } from '../../store/db.js'
import { ownTask } from '../../engine/flows/access.js'
import type { Caller } from '../../kernel/identity.js'
import { planById, planIdOfTask, planSeq } from '../../store/plans.js'
import { workerShellCommands } from '../../store/coordinator-evidence.js'
import { breachLine, judgeStanding, WORKERS, type StandingBreach } from './breach-judge.js'

/**
 * The server's side of "a breach blocks completion" (docs/coordinator.md; the judgment: `breach-judge.ts`): the
 * standing breaches since a seq, read through the store, and `tdd_task` end → `succeeded` refused while one stands.
 */
export async function standingBreaches(
  db: Db | Tx,
  dbPath: string,
  projectRoot: string,
  sinceSeq: number,
): Promise<readonly StandingBreach[]> {
  return judgeStanding(await workerShellCommands(db, projectRoot, WORKERS, sinceSeq), dbPath, projectRoot)
}

/**
 * `tdd_task` end → `succeeded` of a task started from a plan: refused as `contract_breach_unresolved` while a worker's
 * change against that plan stands; undefined when nothing blocks or the task is no plan's.
 */
export async function breachEndRefusal(
  db: Db | Tx,
  caller: Caller,
  dbPath: string,
  projectRoot: string,
  taskId: number,
): Promise<Refusal | undefined> {
  // Not the caller's task (or no such task): the end's own checks answer it.
  if (!(await ownTask(db, caller, taskId, 'write')).ok) return undefined
  const planId = await planIdOfTask(db, taskId)
  const plan: PlanRow | undefined = planId === undefined ? undefined : await planById(db, planId)
  if (plan === undefined) return undefined
  const standing = await standingBreaches(db, dbPath, projectRoot, await planSeq(db, plan.id))
  if (standing.length === 0) return undefined
  return refuse(
    'conflict',
    `contract_breach_unresolved: TDD task ${taskId} cannot end succeeded: ${standing.length} change(s) against plan ${plan.slug} stand in the working tree — ${standing.map(breachLine).join('; ')}`,
    `put each file back: \`evident restore ${standing.map((b) => b.path).join(' ')}\` (from the shell; it undoes the newest shell command that changed each file — repeat until the content is what it was before the worker's change, or restore it by hand), then end the task again. If a change cannot be put back, end the task with outcome "blocked" and tell the main agent: it decides (tdd_plan replace) and a new implement task starts`,
  )
}
