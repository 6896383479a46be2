import { notFound } from '../../kernel/errors.js'
import type { Db } from '../../store/index.js'
import { sessionSealOf } from '../../store/sessions.js'
import { behaviorRedTest } from '../../store/work-items.js'
import { gitSync } from '../../worktree/git.js'
import { headCommit } from '../../worktree/head.js'
import { commitSubject, STATEMENT_TYPE, TDD_PREDICATE, type Statement, type Subject } from './attest.js'

/**
 * The statement of a TDD task (`evident attest --task`), read from the store as the hooks and the server recorded it:
 * per behavior, the test that proved red, the run it failed in, the run that passed it to enter refactor, and every
 * closing proof made of it; whether the task's session was sealed. The subject is the commit HEAD is at (when the
 * project is a git repository) and the working-tree snapshots the task's runs ran on.
 */
interface RunSummary {
  readonly runId: number
  readonly outcome: string
  readonly total: number
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  /** The working-tree snapshot the run ran on (null: recorded before snapshots). */
  readonly tree: string | null
  readonly startedAt: string
  readonly endedAt: string
}

interface ClosingProofSummary {
  readonly kind: string
  readonly outcome: string
  readonly place: string
  readonly tree: string
  readonly redTree: string
  readonly detail: string
  readonly at: string
}

interface BehaviorPredicate {
  readonly id: number
  readonly goal: string
  readonly behavior: string
  readonly status: string
  readonly redTest: { readonly file: string; readonly fullName: string; readonly ordinal: number } | null
  readonly red: RunSummary | null
  readonly green: RunSummary | null
  readonly closingProofs: readonly ClosingProofSummary[]
}

interface TaskPredicate {
  readonly task: {
    readonly id: number
    readonly goal: string
    readonly status: string
    readonly outcome: string | null
    readonly reason: string | null
    readonly createdAt: string
    readonly endedAt: string | null
  }
  readonly session: {
    readonly id: string
    /** Judged when the task started (null: not recorded). */
    readonly sealedAtStart: boolean | null
    /** The session's determination now: a session unsealed later (the seal probe seen by Bash) says so here. */
    readonly sealed: boolean | null
    readonly reason: string | null
  }
  readonly behaviors: readonly BehaviorPredicate[]
}

/** The statement of task `taskId`; an unknown id is a not_found error. */
export async function taskStatement(db: Db, projectRoot: string, taskId: number): Promise<Statement> {
  const task = await db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .select([
      'tdd_tasks.id',
      'tdd_tasks.goal',
      'tdd_tasks.status',
      'tdd_tasks.outcome',
      'tdd_tasks.reason',
      'tdd_tasks.created_at',
      'tdd_tasks.ended_at',
      'tdd_tasks.sealed',
      'tdd_tasks.caller_id',
      'callers.session_id',
    ])
    .where('tdd_tasks.id', '=', taskId)
    .executeTakeFirst()
  if (task === undefined)
    throw notFound(
      `no TDD task ${taskId} in this database`,
      '`evident sessions` lists the tasks of each session (check `evident db path` for the database it reads)',
    )
  const seal = await sessionSealOf(db, task.session_id)
  const predicate: TaskPredicate = {
    task: {
      id: task.id,
      goal: task.goal,
      status: task.status,
      outcome: task.outcome,
      reason: task.reason,
      createdAt: task.created_at,
      endedAt: task.ended_at,
    },
    session: {
      id: task.session_id,
      sealedAtStart: task.sealed === null ? null : task.sealed === 1,
      sealed: seal?.sealed ?? null,
      reason: seal?.reason ?? null,
    },
    behaviors: await behaviorsOf(db, taskId, task.caller_id),
  }
  return {
    _type: STATEMENT_TYPE,
    subject: [...headSubject(projectRoot), ...(await treeSubjects(db, taskId))],
    predicateType: TDD_PREDICATE,
    predicate: { ...predicate },
  }
}

function headSubject(projectRoot: string): Subject[] {
  const commit = headCommit(projectRoot)
  if (commit === null) return []
  const tree = gitSync(projectRoot, ['rev-parse', '--verify', '--quiet', `${commit}^{tree}`]).stdout.trim()
  return [commitSubject(commit, tree)]
}

/** The snapshots the task's runs ran on, oldest first: trees of evident's shadow repository, not of the user's. */
async function treeSubjects(db: Db, taskId: number): Promise<Subject[]> {
  const rows = await db
    .selectFrom('test_runs')
    .select('tree')
    .where('task_id', '=', taskId)
    .where('tree', 'is not', null)
    .orderBy('seq')
    .execute()
  const trees = [...new Set(rows.map((r) => r.tree ?? ''))]
  return trees.map((tree) => ({ name: `evident+snapshot:${tree}`, digest: { gitTree: tree } }))
}

async function behaviorsOf(db: Db, taskId: number, callerId: number): Promise<BehaviorPredicate[]> {
  const behaviors = await db
    .selectFrom('behaviors')
    .innerJoin('goals', 'goals.id', 'behaviors.goal_id')
    .select(['behaviors.id', 'behaviors.behavior', 'behaviors.status', 'goals.goal'])
    .where('behaviors.task_id', '=', taskId)
    .orderBy('goals.ordinal')
    .orderBy('behaviors.ordinal')
    .execute()
  const out: BehaviorPredicate[] = []
  for (const b of behaviors) {
    // The red test the closing proof reads (store/work-items.ts), by the task's owner.
    const red = await behaviorRedTest(db, taskId, b.id, callerId)
    out.push({
      id: b.id,
      goal: b.goal,
      behavior: b.behavior,
      status: b.status,
      redTest: red === undefined ? null : { file: red.file, fullName: red.fullName, ordinal: red.ordinal },
      red: red === undefined ? null : await runSummary(db, red.runId),
      green: await greenOf(db, b.id),
      closingProofs: await proofsOf(db, b.id),
    })
  }
  return out
}

/** The passing run cited when the behavior last entered refactor: the green the engine accepted. */
async function greenOf(db: Db, behaviorId: number): Promise<RunSummary | null> {
  const row = await db
    .selectFrom('phases as p')
    .innerJoin('artifacts as a', 'a.id', 'p.cited_artifact_id')
    .select('a.run_id')
    .where('p.behavior_id', '=', behaviorId)
    .where('p.phase', '=', 'refactor')
    .where('a.kind', '=', 'test_passed_run')
    .orderBy('p.start_seq', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row === undefined ? null : runSummary(db, row.run_id)
}

async function runSummary(db: Db, runId: number | null): Promise<RunSummary | null> {
  if (runId === null) return null
  const r = await db.selectFrom('test_runs').selectAll().where('id', '=', runId).executeTakeFirst()
  return r === undefined
    ? null
    : {
        runId: r.id,
        outcome: r.outcome,
        total: r.total,
        passed: r.passed,
        failed: r.failed,
        skipped: r.skipped,
        tree: r.tree,
        startedAt: r.started_at,
        endedAt: r.ended_at,
      }
}

async function proofsOf(db: Db, behaviorId: number): Promise<ClosingProofSummary[]> {
  const rows = await db
    .selectFrom('closing_proofs')
    .select(['kind', 'outcome', 'place', 'tree', 'red_tree', 'detail', 'at'])
    .where('behavior_id', '=', behaviorId)
    .orderBy('seq')
    .execute()
  return rows.map((p) => ({
    kind: p.kind,
    outcome: p.outcome,
    place: p.place,
    tree: p.tree,
    redTree: p.red_tree,
    detail: p.detail,
    at: p.at,
  }))
}
