import type { Selectable } from 'kysely'
import { mirrorPathOf, type PlanDocument, type PlanRow, type RecipeEntry } from '../domain/plan.js'
import { nextSeq, nowIso, type Db, type Tx } from './db.js'
import type { TddPlansTable } from './schema.js'

/**
 * Coordinator plans (docs/coordinator.md): one row per `tdd_plan` create or replace, its recipe and contract paths
 * as rows. A project has at most one current plan (active or blocked); a new one supersedes it. The rules about
 * plans live in `clients/coordinator/plan-check.ts` and `clients/coordinator/worker-policy.ts`.
 */
export interface NewPlan {
  readonly projectRoot: string
  readonly callerId: number
  readonly document: PlanDocument
  readonly specPath: string
  readonly specSha256: string
  readonly fixIterations: number
  readonly stubMarkers: readonly string[]
}

const json = (value: unknown): string => JSON.stringify(value)

/** The project's current plan (active or blocked), if any. */
export async function currentPlan(db: Db | Tx, projectRoot: string): Promise<PlanRow | undefined> {
  const row = await db
    .selectFrom('tdd_plans')
    .selectAll()
    .where('project_root', '=', projectRoot)
    .where('status', '!=', 'superseded')
    .executeTakeFirst()
  return row === undefined ? undefined : toPlan(db, row)
}

/** The newest plan of a slug in the project, whatever its status. */
export async function newestPlanOf(db: Db | Tx, projectRoot: string, slug: string): Promise<PlanRow | undefined> {
  const row = await db
    .selectFrom('tdd_plans')
    .selectAll()
    .where('project_root', '=', projectRoot)
    .where('slug', '=', slug)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row === undefined ? undefined : toPlan(db, row)
}

export async function planById(db: Db | Tx, id: number): Promise<PlanRow | undefined> {
  const row = await db.selectFrom('tdd_plans').selectAll().where('id', '=', id).executeTakeFirst()
  return row === undefined ? undefined : toPlan(db, row)
}

/** Inserts a plan as the project's current one, superseding the one before; version = the slug's newest + 1. */
export async function insertPlan(tx: Tx, plan: NewPlan): Promise<PlanRow> {
  const seq = await nextSeq(tx)
  await tx
    .updateTable('tdd_plans')
    .set({ status: 'superseded', ended_at: nowIso() })
    .where('project_root', '=', plan.projectRoot)
    .where('status', '!=', 'superseded')
    .execute()
  const newest = await tx
    .selectFrom('tdd_plans')
    .select((eb) => eb.fn.max('version').as('v'))
    .where('project_root', '=', plan.projectRoot)
    .where('slug', '=', plan.document.slug)
    .executeTakeFirst()
  const doc = plan.document
  const row = await tx
    .insertInto('tdd_plans')
    .values({
      project_root: plan.projectRoot,
      slug: doc.slug,
      version: Number(newest?.v ?? 0) + 1,
      status: 'active',
      reason: null,
      spec_path: plan.specPath,
      spec_sha256: plan.specSha256,
      test_cmd: doc.contract.project_conventions.test_cmd,
      lint_cmd: doc.contract.project_conventions.lint_cmd,
      behavior_excerpts: json(doc.contract.behavior_excerpts),
      design_calls_rows: json(doc.design_calls_rows),
      out_of_scope: json(doc.out_of_scope),
      fix_iterations: plan.fixIterations,
      stub_markers: json(plan.stubMarkers),
      caller_id: plan.callerId,
      seq,
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  if (doc.recipe.length > 0)
    await tx
      .insertInto('tdd_plan_recipe')
      .values(doc.recipe.map((r, ordinal) => ({ plan_id: row.id, ordinal, ...r })))
      .execute()
  const paths = [
    ...doc.contract.failing_test_paths.map((path, ordinal) => ({ kind: 'failing_test' as const, ordinal, path })),
    ...doc.contract.write_set.map((path, ordinal) => ({ kind: 'write' as const, ordinal, path })),
  ]
  await tx
    .insertInto('tdd_plan_paths')
    .values(paths.map((p) => ({ plan_id: row.id, ...p })))
    .execute()
  return toPlan(tx, row)
}

/** Marks the plan blocked with the reason (the implement worker spent its fix iterations). */
export async function blockPlan(tx: Tx, planId: number, reason: string): Promise<void> {
  await tx
    .updateTable('tdd_plans')
    .set({ status: 'blocked', reason })
    .where('id', '=', planId)
    .where('status', '=', 'active')
    .execute()
}

/** The recipe entries of a plan with their ids, in order. */
export async function recipeOf(
  db: Db | Tx,
  planId: number,
): Promise<readonly (RecipeEntry & { readonly id: number })[]> {
  return db
    .selectFrom('tdd_plan_recipe')
    .select(['id', 'name', 'covers', 'assertion', 'fixtures'])
    .where('plan_id', '=', planId)
    .orderBy('ordinal')
    .execute()
}

async function toPlan(db: Db | Tx, row: Selectable<TddPlansTable>): Promise<PlanRow> {
  const recipe = await recipeOf(db, row.id)
  const paths = await db
    .selectFrom('tdd_plan_paths')
    .select(['kind', 'path'])
    .where('plan_id', '=', row.id)
    .orderBy('kind')
    .orderBy('ordinal')
    .execute()
  const of = (kind: 'failing_test' | 'write'): string[] => paths.filter((p) => p.kind === kind).map((p) => p.path)
  return {
    id: row.id,
    slug: row.slug,
    version: row.version,
    status: row.status,
    reason: row.reason,
    specPath: row.spec_path,
    specSha256: row.spec_sha256,
    fixIterations: row.fix_iterations,
    stubMarkers: JSON.parse(row.stub_markers) as string[],
    mirrorPath: mirrorPathOf(row.slug),
    document: {
      slug: row.slug,
      recipe: recipe.map(({ name, covers, assertion, fixtures }) => ({ name, covers, assertion, fixtures })),
      contract: {
        failing_test_paths: of('failing_test'),
        write_set: of('write'),
        behavior_excerpts: JSON.parse(row.behavior_excerpts) as string[],
        project_conventions: { test_cmd: row.test_cmd, lint_cmd: row.lint_cmd },
      },
      design_calls_rows: JSON.parse(row.design_calls_rows) as PlanDocument['design_calls_rows'],
      out_of_scope: JSON.parse(row.out_of_scope) as string[],
    },
    createdAt: row.created_at,
  }
}

/** Binds a task to the plan it was started from. */
export async function setTaskPlan(tx: Tx, taskId: number, planId: number): Promise<void> {
  await tx.updateTable('tdd_tasks').set({ plan_id: planId }).where('id', '=', taskId).execute()
}

/** Binds a behavior to the recipe entry it was made from. */
export async function setBehaviorRecipe(tx: Tx, behaviorId: number, recipeId: number): Promise<void> {
  await tx.updateTable('behaviors').set({ recipe_id: recipeId }).where('id', '=', behaviorId).execute()
}

/** The plan a task was started from, if any. */
export async function planIdOfTask(db: Db | Tx, taskId: number): Promise<number | undefined> {
  const row = await db.selectFrom('tdd_tasks').select('plan_id').where('id', '=', taskId).executeTakeFirst()
  return row?.plan_id ?? undefined
}

export interface ScenarioWrite {
  readonly artifactId: number
  readonly filePath: string
  readonly contentHash: string | null
  readonly agentId: string
}

/**
 * Per path, the newest `test_written` a scenario worker (`agentType`) of the session recorded after `sinceSeq`:
 * the test files a task started from the plan takes over.
 */
export async function scenarioWrites(
  db: Db | Tx,
  sessionId: string,
  agentType: string,
  paths: readonly string[],
  sinceSeq: number,
): Promise<ReadonlyMap<string, ScenarioWrite>> {
  if (paths.length === 0) return new Map()
  const rows = await db
    .selectFrom('artifacts as a')
    .innerJoin('callers as c', 'c.id', 'a.caller_id')
    .select(['a.id', 'a.file_path', 'a.content_hash', 'c.agent_id'])
    .where('c.session_id', '=', sessionId)
    .where('c.agent_type', '=', agentType)
    .where('a.kind', '=', 'test_written')
    .where('a.file_path', 'in', paths)
    .where('a.seq', '>', sinceSeq)
    .orderBy('a.seq', 'asc')
    .execute()
  const out = new Map<string, ScenarioWrite>()
  for (const r of rows)
    if (r.file_path !== null)
      out.set(r.file_path, {
        artifactId: r.id,
        filePath: r.file_path,
        contentHash: r.content_hash,
        agentId: r.agent_id,
      })
  return out
}

/** The seq at which a plan was stored (what a scenario worker's writes for it come after). */
export async function planSeq(db: Db | Tx, planId: number): Promise<number> {
  const row = await db.selectFrom('tdd_plans').select('seq').where('id', '=', planId).executeTakeFirstOrThrow()
  return row.seq
}

/** A task's runs (start and record seq, whether it passed) and its `code_written` changes: its fix iterations. */
export async function taskRunsAndChanges(
  db: Db | Tx,
  taskId: number,
): Promise<{
  readonly open: boolean
  readonly runs: readonly { id: number; startSeq: number; seq: number; passed: boolean }[]
  readonly changes: readonly { filePath: string; seq: number }[]
}> {
  const runs = await db
    .selectFrom('test_runs')
    .select(['id', 'start_seq', 'seq', 'outcome'])
    .where('task_id', '=', taskId)
    .execute()
  const changes = await db
    .selectFrom('artifacts')
    .select(['file_path', 'seq'])
    .where('task_id', '=', taskId)
    .where('kind', '=', 'code_written')
    .execute()
  const task = await db.selectFrom('tdd_tasks').select('status').where('id', '=', taskId).executeTakeFirst()
  return {
    open: task?.status === 'open',
    runs: runs.map((r) => ({ id: r.id, startSeq: r.start_seq, seq: r.seq, passed: r.outcome === 'passed' })),
    changes: changes.flatMap((c) => (c.file_path === null ? [] : [{ filePath: c.file_path, seq: c.seq }])),
  }
}
