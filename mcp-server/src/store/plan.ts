import type { BehaviorRow, GoalRow } from '../domain/records.js'
import type { WorkStatus } from '../domain/vocabulary.js'
import { nowIso, type Db, type Tx } from './db.js'

/** Goals and behaviors of a task: the plan the phases walk through. Nothing is ever hard-deleted. */
const goalColumns = ['id', 'task_id', 'ordinal', 'goal', 'status'] as const
const behaviorColumns = ['id', 'task_id', 'goal_id', 'ordinal', 'behavior', 'status'] as const

const toGoal = (r: { id: number; task_id: number; ordinal: number; goal: string; status: WorkStatus }): GoalRow => ({
  id: r.id,
  taskId: r.task_id,
  ordinal: r.ordinal,
  goal: r.goal,
  status: r.status,
})
const toBehavior = (r: {
  id: number
  task_id: number
  goal_id: number
  ordinal: number
  behavior: string
  status: WorkStatus
}): BehaviorRow => ({
  id: r.id,
  taskId: r.task_id,
  goalId: r.goal_id,
  ordinal: r.ordinal,
  behavior: r.behavior,
  status: r.status,
})

export interface PlanChange {
  readonly text?: string | undefined
  readonly status?: WorkStatus | undefined
}

export async function insertGoal(tx: Tx, taskId: number, goal: string): Promise<GoalRow> {
  const count = await tx
    .selectFrom('goals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('task_id', '=', taskId)
    .executeTakeFirstOrThrow()
  const row = await tx
    .insertInto('goals')
    .values({ task_id: taskId, ordinal: Number(count.n), goal, status: 'pending', updated_at: nowIso() })
    .returning(goalColumns)
    .executeTakeFirstOrThrow()
  return toGoal(row)
}

export async function goalById(db: Db | Tx, goalId: number): Promise<GoalRow | undefined> {
  const row = await db.selectFrom('goals').select(goalColumns).where('id', '=', goalId).executeTakeFirst()
  return row === undefined ? undefined : toGoal(row)
}

export async function updateGoalRow(tx: Tx, goal: GoalRow, change: PlanChange): Promise<GoalRow> {
  const row = await tx
    .updateTable('goals')
    .set({ goal: change.text ?? goal.goal, status: change.status ?? goal.status, updated_at: nowIso() })
    .where('id', '=', goal.id)
    .returning(goalColumns)
    .executeTakeFirstOrThrow()
  return toGoal(row)
}

export async function goalsOfTask(db: Db | Tx, taskId: number): Promise<readonly GoalRow[]> {
  const rows = await db
    .selectFrom('goals')
    .select(goalColumns)
    .where('task_id', '=', taskId)
    .orderBy('ordinal')
    .execute()
  return rows.map(toGoal)
}

export async function insertBehavior(tx: Tx, taskId: number, goalId: number, behavior: string): Promise<BehaviorRow> {
  const count = await tx
    .selectFrom('behaviors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('goal_id', '=', goalId)
    .executeTakeFirstOrThrow()
  const row = await tx
    .insertInto('behaviors')
    .values({
      task_id: taskId,
      goal_id: goalId,
      ordinal: Number(count.n),
      behavior,
      status: 'pending',
      updated_at: nowIso(),
    })
    .returning(behaviorColumns)
    .executeTakeFirstOrThrow()
  return toBehavior(row)
}

export async function behaviorById(db: Db | Tx, behaviorId: number): Promise<BehaviorRow | undefined> {
  const row = await db.selectFrom('behaviors').select(behaviorColumns).where('id', '=', behaviorId).executeTakeFirst()
  return row === undefined ? undefined : toBehavior(row)
}

export async function updateBehaviorRow(tx: Tx, behavior: BehaviorRow, change: PlanChange): Promise<BehaviorRow> {
  const row = await tx
    .updateTable('behaviors')
    .set({ behavior: change.text ?? behavior.behavior, status: change.status ?? behavior.status, updated_at: nowIso() })
    .where('id', '=', behavior.id)
    .returning(behaviorColumns)
    .executeTakeFirstOrThrow()
  return toBehavior(row)
}

/** The behaviors of a task (or of one goal of it), by goal then position. */
export async function behaviorsOf(db: Db | Tx, taskId: number, goalId?: number): Promise<readonly BehaviorRow[]> {
  let query = db.selectFrom('behaviors').select(behaviorColumns).where('task_id', '=', taskId)
  if (goalId !== undefined) query = query.where('goal_id', '=', goalId)
  const rows = await query.orderBy('goal_id').orderBy('ordinal').execute()
  return rows.map(toBehavior)
}

/** True when a `test_passed_run` was recorded for the behavior by the task's caller. */
export async function hasPassingRun(
  db: Db | Tx,
  taskId: number,
  behaviorId: number,
  callerId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('artifacts')
    .select('id')
    .where('task_id', '=', taskId)
    .where('behavior_id', '=', behaviorId)
    .where('caller_id', '=', callerId)
    .where('kind', '=', 'test_passed_run')
    .executeTakeFirst()
  return row !== undefined
}
