import type { Phase } from '../domain/vocabulary.js'
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

export interface WorkItemChange {
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

export async function updateGoalRow(tx: Tx, goal: GoalRow, change: WorkItemChange): Promise<GoalRow> {
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

export async function updateBehaviorRow(tx: Tx, behavior: BehaviorRow, change: WorkItemChange): Promise<BehaviorRow> {
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

/**
 * The test of the newest accepted red → green (or green.fake-it) of a behavior that cited a test_failed_run:
 * the failing test of its own that proved it red.
 */
export async function behaviorRedTest(
  db: Db | Tx,
  taskId: number,
  behaviorId: number,
  callerId: number,
): Promise<
  | {
      readonly testCaseId: number
      readonly file: string
      readonly fullName: string
      readonly ordinal: number
      readonly greenSeq: number
      /** The red run's tree (null: recorded before trees) and runner: what the closing proof runs on. */
      readonly redTree: string | null
      readonly runner: string
      /** The red run itself. */
      readonly runId: number
    }
  | undefined
> {
  const row = await db
    .selectFrom('phases as p')
    .innerJoin('phases as prev', 'prev.id', 'p.previous_phase_id')
    .innerJoin('artifacts as a', 'a.id', 'p.cited_artifact_id')
    .innerJoin('test_cases as tc', 'tc.id', 'a.test_case_id')
    .innerJoin('test_runs as r', 'r.id', 'a.run_id')
    .select(['tc.id', 'tc.file', 'tc.full_name', 'tc.ordinal', 'p.start_seq', 'r.tree', 'r.runner', 'r.id as run_id'])
    .where('p.task_id', '=', taskId)
    .where('p.behavior_id', '=', behaviorId)
    .where('p.caller_id', '=', callerId)
    .where('p.phase', 'in', ['green', 'green.fake-it'])
    .where('prev.phase', 'in', ['red', 'red.triangulate'])
    .where('a.kind', '=', 'test_failed_run')
    .orderBy('p.start_seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : {
        testCaseId: row.id,
        file: row.file,
        fullName: row.full_name,
        ordinal: row.ordinal,
        greenSeq: row.start_seq,
        redTree: row.tree,
        runner: row.runner,
        runId: row.run_id,
      }
}

/** The task's open phase, if any. */
export async function openPhaseOf(
  db: Db | Tx,
  taskId: number,
): Promise<{ readonly id: number; readonly phase: Phase } | undefined> {
  return db
    .selectFrom('phases')
    .select(['id', 'phase'])
    .where('task_id', '=', taskId)
    .where('end_seq', 'is', null)
    .executeTakeFirst()
}

/**
 * Whether a green phase of the behavior that began at or after `sinceSeq` was left by an accepted move to refactor
 * or to red: the moves that re-run the red test on the red run's production code.
 */
export async function greenLeftThroughRecheck(
  db: Db | Tx,
  taskId: number,
  behaviorId: number,
  sinceSeq: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('phases as g')
    .innerJoin('phases as q', 'q.previous_phase_id', 'g.id')
    .select('q.id')
    .where('g.task_id', '=', taskId)
    .where('g.behavior_id', '=', behaviorId)
    .where('g.phase', '=', 'green')
    .where('g.start_seq', '>=', sinceSeq)
    .where('q.phase', 'in', ['refactor', 'red'])
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * The newest zero-failure whole-suite run of the caller in the task on `tree` (unchanged while it ran) in which
 * the test passed.
 */
export async function currentGreenRunWith(
  db: Db | Tx,
  taskId: number,
  callerId: number,
  tree: string,
  testCaseId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('test_runs as r')
    .innerJoin('test_results as tr', 'tr.run_id', 'r.id')
    .select('r.id')
    .where('r.task_id', '=', taskId)
    .where('r.caller_id', '=', callerId)
    .where('r.tree', '=', tree)
    .where('r.tree_after', '=', tree)
    .where('r.filtered', '=', 0)
    .where('r.outcome', '=', 'passed')
    .where('r.failed', '=', 0)
    .where('tr.test_case_id', '=', testCaseId)
    .where('tr.status', '=', 'passed')
    .orderBy('r.seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.id
}

/** The id of a test's identity in the project (file, full name, ordinal), if a run ever recorded it. */
export async function testCaseIdOf(
  db: Db | Tx,
  projectRoot: string,
  test: { readonly file: string; readonly fullName: string; readonly ordinal?: number | undefined },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('test_cases')
    .select('id')
    .where('project_root', '=', projectRoot)
    .where('file', '=', test.file)
    .where('full_name', '=', test.fullName)
    .where('ordinal', '=', test.ordinal ?? 0)
    .executeTakeFirst()
  return row?.id
}
