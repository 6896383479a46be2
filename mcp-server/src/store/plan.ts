import type { WorkStatus } from '../domain/vocabulary.js'
import { conflict, notFound } from '../errors.js'
import type { Caller } from '../identity.js'
import { nowIso, type Db, type Tx } from './db.js'
import { ownTask } from './tasks.js'

/** Goals and behaviors of a task: the plan the phases walk through. Nothing is ever hard-deleted. */
export interface GoalRow {
  readonly id: number
  readonly taskId: number
  readonly ordinal: number
  readonly goal: string
  readonly status: WorkStatus
}

export interface BehaviorRow {
  readonly id: number
  readonly taskId: number
  readonly goalId: number
  readonly ordinal: number
  readonly behavior: string
  readonly status: WorkStatus
}

const goalColumns = ['id', 'task_id', 'ordinal', 'goal', 'status'] as const
const behaviorColumns = ['id', 'task_id', 'goal_id', 'ordinal', 'behavior', 'status'] as const

const toGoal = (r: { id: number; task_id: number; ordinal: number; goal: string; status: WorkStatus }): GoalRow =>
  ({ id: r.id, taskId: r.task_id, ordinal: r.ordinal, goal: r.goal, status: r.status })
const toBehavior = (r: { id: number; task_id: number; goal_id: number; ordinal: number; behavior: string; status: WorkStatus }): BehaviorRow =>
  ({ id: r.id, taskId: r.task_id, goalId: r.goal_id, ordinal: r.ordinal, behavior: r.behavior, status: r.status })

export async function createGoal(tx: Tx, caller: Caller, taskId: number, goal: string): Promise<GoalRow> {
  await ownTask(tx, caller, taskId, 'write')
  const count = await tx.selectFrom('goals').select((eb) => eb.fn.countAll<number>().as('n')).where('task_id', '=', taskId).executeTakeFirstOrThrow()
  const row = await tx
    .insertInto('goals')
    .values({ task_id: taskId, ordinal: Number(count.n), goal, status: 'pending', updated_at: nowIso() })
    .returning(goalColumns)
    .executeTakeFirstOrThrow()
  return toGoal(row)
}

async function goalOfTask(db: Db | Tx, taskId: number, goalId: number): Promise<GoalRow> {
  const row = await db.selectFrom('goals').select(goalColumns).where('id', '=', goalId).executeTakeFirst()
  if (row === undefined || row.task_id !== taskId) {
    throw notFound(`goal_not_found: no goal ${goalId} in TDD task ${taskId}`, 'tdd_goal list shows the goals of the task')
  }
  return toGoal(row)
}

export async function updateGoal(
  tx: Tx, caller: Caller, taskId: number, goalId: number, change: { readonly goal?: string | undefined; readonly status?: WorkStatus | undefined },
): Promise<GoalRow> {
  await ownTask(tx, caller, taskId, 'write')
  const goal = await goalOfTask(tx, taskId, goalId)
  if (change.status === 'done') {
    const open = await tx.selectFrom('behaviors').select('id').where('goal_id', '=', goalId).where('status', 'not in', ['done', 'abandoned']).execute()
    const any = await tx.selectFrom('behaviors').select('id').where('goal_id', '=', goalId).executeTakeFirst()
    if (any === undefined || open.length > 0) {
      throw conflict(`goal ${goalId} cannot be done: ${any === undefined ? 'it has no behaviors' : `behaviors ${open.map((b) => b.id).join(', ')} are unfinished`}`,
        'mark each behavior done (with passing evidence) or abandoned via tdd_behavior update first')
    }
  }
  const row = await tx
    .updateTable('goals')
    .set({ goal: change.goal ?? goal.goal, status: change.status ?? goal.status, updated_at: nowIso() })
    .where('id', '=', goalId)
    .returning(goalColumns)
    .executeTakeFirstOrThrow()
  return toGoal(row)
}

export async function listGoals(db: Db | Tx, caller: Caller, taskId: number): Promise<readonly GoalRow[]> {
  await ownTask(db, caller, taskId, 'read')
  const rows = await db.selectFrom('goals').select(goalColumns).where('task_id', '=', taskId).orderBy('ordinal').execute()
  return rows.map(toGoal)
}

export async function createBehavior(tx: Tx, caller: Caller, taskId: number, goalId: number, behavior: string): Promise<BehaviorRow> {
  await ownTask(tx, caller, taskId, 'write')
  await goalOfTask(tx, taskId, goalId)
  const count = await tx.selectFrom('behaviors').select((eb) => eb.fn.countAll<number>().as('n')).where('goal_id', '=', goalId).executeTakeFirstOrThrow()
  const row = await tx
    .insertInto('behaviors')
    .values({ task_id: taskId, goal_id: goalId, ordinal: Number(count.n), behavior, status: 'pending', updated_at: nowIso() })
    .returning(behaviorColumns)
    .executeTakeFirstOrThrow()
  return toBehavior(row)
}

export async function behaviorOfTask(db: Db | Tx, taskId: number, behaviorId: number): Promise<BehaviorRow> {
  const row = await db.selectFrom('behaviors').select(behaviorColumns).where('id', '=', behaviorId).executeTakeFirst()
  if (row === undefined || row.task_id !== taskId) {
    throw notFound(`behavior_not_found: no behavior ${behaviorId} in TDD task ${taskId}`, 'tdd_behavior list shows the behaviors of the task')
  }
  return toBehavior(row)
}

/** A behavior becomes `done` only when a passing run of its own was recorded for it. */
export async function updateBehavior(
  tx: Tx, caller: Caller, taskId: number, behaviorId: number, change: { readonly behavior?: string | undefined; readonly status?: WorkStatus | undefined },
): Promise<BehaviorRow> {
  const task = await ownTask(tx, caller, taskId, 'write')
  const behavior = await behaviorOfTask(tx, taskId, behaviorId)
  if (change.status === 'done' && behavior.status !== 'done') {
    const passing = await tx
      .selectFrom('artifacts')
      .select('id')
      .where('task_id', '=', taskId)
      .where('behavior_id', '=', behaviorId)
      .where('caller_id', '=', task.callerId)
      .where('kind', '=', 'test_passed_run')
      .executeTakeFirst()
    if (passing === undefined) {
      throw conflict(`behavior ${behaviorId} has no passing evidence: no test_passed_run was recorded for it`,
        'reach green for this behavior and call run_tests so a passing run is recorded, then mark it done')
    }
  }
  const row = await tx
    .updateTable('behaviors')
    .set({ behavior: change.behavior ?? behavior.behavior, status: change.status ?? behavior.status, updated_at: nowIso() })
    .where('id', '=', behaviorId)
    .returning(behaviorColumns)
    .executeTakeFirstOrThrow()
  return toBehavior(row)
}

export async function listBehaviors(db: Db | Tx, caller: Caller, taskId: number, goalId: number | undefined): Promise<readonly BehaviorRow[]> {
  await ownTask(db, caller, taskId, 'read')
  if (goalId !== undefined) await goalOfTask(db, taskId, goalId)
  let query = db.selectFrom('behaviors').select(behaviorColumns).where('task_id', '=', taskId)
  if (goalId !== undefined) query = query.where('goal_id', '=', goalId)
  const rows = await query.orderBy('goal_id').orderBy('ordinal').execute()
  return rows.map(toBehavior)
}
