import type { WorkerRole } from '../../domain/vocabulary.js'
import { WORKER_AGENT_TYPES, workerRoleOf } from '../../domain/agent-types.js'
import type { CoordinatorView, DriftView, PlanVerdictView, PlanView, WorkerEditView } from './model.js'
import { latestDriftChecks } from '../../store/drift-checks.js'
import type { Db } from '../../store/index.js'
import { planById } from '../../store/plans.js'

/** Plans per report, and worker changes per plan: the newest, so that a long chain keeps the report readable. */
const MAX_PLANS = 20
const MAX_EDITS = 200
const MAX_VERDICTS = 50

export interface CoordinatorScope {
  /** The report's tasks: the plans they were started from are shown. */
  readonly taskIds: readonly number[]
  /** The report's sessions (a session or the default report): every plan their main agents decided is shown too. */
  readonly sessions?: readonly string[] | undefined
}

/**
 * The coordinator's part of the evidence report (docs/coordinator.md#in-the-evidence-report): for each plan in scope
 * its recipe and contract, the tasks started from it, every change its workers made or tried while it was the
 * project's plan (from its `seq` to the next plan's) held against what the plan lets each worker change, the binding
 * verdicts of the runs in that span, and the newest drift check of its slug.
 */
export async function loadCoordinator(db: Db, scope: CoordinatorScope): Promise<CoordinatorView> {
  const ids = new Set<number>()
  if (scope.taskIds.length > 0) {
    const fromTasks = await db
      .selectFrom('tdd_tasks')
      .select('plan_id')
      .where('id', 'in', [...scope.taskIds])
      .where('plan_id', 'is not', null)
      .execute()
    for (const t of fromTasks) if (t.plan_id !== null) ids.add(t.plan_id)
  }
  if (scope.sessions !== undefined && scope.sessions.length > 0) {
    const decided = await db
      .selectFrom('tdd_plans')
      .innerJoin('callers', 'callers.id', 'tdd_plans.caller_id')
      .select('tdd_plans.id')
      .where('callers.session_id', 'in', [...scope.sessions])
      .execute()
    for (const p of decided) ids.add(p.id)
  }
  if (ids.size === 0) return { plans: [], drift: [] }
  const heads = await db
    .selectFrom('tdd_plans')
    .innerJoin('callers', 'callers.id', 'tdd_plans.caller_id')
    .select(['tdd_plans.id', 'tdd_plans.project_root', 'tdd_plans.seq', 'callers.session_id', 'callers.agent_id'])
    .where('tdd_plans.id', 'in', [...ids])
    .orderBy('tdd_plans.seq', 'desc')
    .limit(MAX_PLANS)
    .execute()
  const plans: PlanView[] = []
  for (const head of heads.reverse()) {
    const plan = await loadPlan(db, head)
    if (plan !== undefined) plans.push(plan)
  }
  const drift: DriftView[] = []
  const seen = new Set<string>()
  for (const head of heads) {
    const slug = plans.find((p) => p.id === head.id)?.slug
    if (slug === undefined || seen.has(`${head.project_root}\0${slug}`)) continue
    seen.add(`${head.project_root}\0${slug}`)
    for (const d of await latestDriftChecks(db, head.project_root, [slug]))
      drift.push({
        slug: d.slug,
        verdict: d.verdict,
        exitCode: d.exitCode,
        total: d.total,
        unresolved: d.unresolved,
        reportPath: d.reportPath,
        head: d.head,
        detail: d.detail,
        at: d.at,
        caller: d.caller,
      })
  }
  drift.sort((a, b) => a.slug.localeCompare(b.slug))
  return { plans, drift }
}

interface PlanHead {
  readonly id: number
  readonly project_root: string
  readonly seq: number
  readonly session_id: string
  readonly agent_id: string
}

async function loadPlan(db: Db, head: PlanHead): Promise<PlanView | undefined> {
  const plan = await planById(db, head.id)
  if (plan === undefined) return undefined
  // The span the plan was the project's: until the next plan of the project superseded it.
  const next = await db
    .selectFrom('tdd_plans')
    .select((eb) => eb.fn.min('seq').as('seq'))
    .where('project_root', '=', head.project_root)
    .where('seq', '>', head.seq)
    .executeTakeFirst()
  const until = next?.seq ?? null
  const tasks = await db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .select(['tdd_tasks.id', 'tdd_tasks.status', 'tdd_tasks.outcome', 'callers.agent_id'])
    .where('tdd_tasks.plan_id', '=', head.id)
    .orderBy('tdd_tasks.id')
    .execute()
  const doc = plan.document
  const allowed: Readonly<Record<WorkerRole, ReadonlySet<string>>> = {
    scenario: new Set(doc.contract.failing_test_paths),
    implement: new Set(doc.contract.write_set),
    verify: new Set(),
  }
  // An empty write set is the default (the project's source files): which side a change is on is not a list's.
  const edits = await workerEdits(db, head, until, allowed, doc.contract.write_set.length === 0)
  return {
    id: plan.id,
    slug: plan.slug,
    version: plan.version,
    status: plan.status,
    reason: plan.reason,
    specPath: plan.specPath,
    caller: `${head.session_id} / ${head.agent_id}`,
    createdAt: plan.createdAt,
    fixIterations: plan.fixIterations,
    recipe: doc.recipe.map((r) => ({ ...r })),
    contract: {
      failingTestPaths: doc.contract.failing_test_paths,
      writeSet: doc.contract.write_set,
      behaviorExcerpts: doc.contract.behavior_excerpts,
      testCmd: doc.contract.project_conventions.test_cmd,
      lintCmd: doc.contract.project_conventions.lint_cmd,
    },
    outOfScope: doc.out_of_scope,
    tasks: tasks.map((t) => ({ id: t.id, agent: t.agent_id, outcome: t.outcome ?? t.status })),
    workerEdits: edits.slice(-MAX_EDITS),
    workerEditsOmitted: Math.max(0, edits.length - MAX_EDITS),
    verdicts: await verdicts(db, head, until),
  }
}

const WORKER_TYPES = Object.values(WORKER_AGENT_TYPES)

/** The workers' recorded edits (not the tests a task took over) and violations of the plan's session, in its span. */
async function workerEdits(
  db: Db,
  head: PlanHead,
  until: number | null,
  allowed: Readonly<Record<WorkerRole, ReadonlySet<string>>>,
  defaultWriteSet = false,
): Promise<readonly WorkerEditView[]> {
  const insideOf = (role: WorkerRole, file: string | null): boolean | null =>
    file === null || (role === 'implement' && defaultWriteSet) ? null : allowed[role].has(file)
  let artifacts = db
    .selectFrom('artifacts')
    .innerJoin('callers', 'callers.id', 'artifacts.caller_id')
    .select([
      'artifacts.seq',
      'artifacts.at',
      'artifacts.kind',
      'artifacts.file_path',
      'artifacts.lines_added',
      'artifacts.lines_removed',
      'artifacts.detail',
      'callers.agent_id',
      'callers.agent_type',
    ])
    .where('callers.session_id', '=', head.session_id)
    .where('callers.agent_type', 'in', WORKER_TYPES)
    .where('artifacts.kind', 'in', ['test_written', 'code_written'])
    .where('artifacts.seq', '>', head.seq)
  if (until !== null) artifacts = artifacts.where('artifacts.seq', '<', until)
  let violations = db
    .selectFrom('violations')
    .innerJoin('callers', 'callers.id', 'violations.caller_id')
    .select([
      'violations.seq',
      'violations.at',
      'violations.kind',
      'violations.detail',
      'callers.agent_id',
      'callers.agent_type',
    ])
    .where('callers.session_id', '=', head.session_id)
    .where('callers.agent_type', 'in', WORKER_TYPES)
    .where('violations.seq', '>', head.seq)
  if (until !== null) violations = violations.where('violations.seq', '<', until)
  const rows: { seq: number; view: WorkerEditView }[] = []
  for (const a of await artifacts.execute()) {
    const role = workerRoleOf(a.agent_type ?? undefined)
    const via = viaOf(a.detail)
    if (role === undefined || via === 'plan') continue
    rows.push({
      seq: a.seq,
      view: {
        at: a.at,
        agent: a.agent_id,
        role,
        file: a.file_path,
        change: via === undefined ? a.kind : `${a.kind} via ${via}`,
        refused: false,
        inside: insideOf(role, a.file_path),
        linesAdded: a.lines_added,
        linesRemoved: a.lines_removed,
      },
    })
  }
  for (const v of await violations.execute()) {
    const role = workerRoleOf(v.agent_type ?? undefined)
    if (role === undefined) continue
    const { reason, file } = violationParts(v.detail)
    rows.push({
      seq: v.seq,
      view: {
        at: v.at,
        agent: v.agent_id,
        role,
        file,
        change: `${reason ?? 'violation'} (${v.kind})`,
        refused: true,
        inside: insideOf(role, file),
        linesAdded: null,
        linesRemoved: null,
      },
    })
  }
  return rows.sort((a, b) => a.seq - b.seq).map((r) => r.view)
}

/** `detail.via` of an artifact (`shell`, or `plan` for a test a task took over); undefined for an ordinary edit. */
function viaOf(detail: string | null): string | undefined {
  if (detail === null || !detail.startsWith('{')) return undefined
  try {
    const via = (JSON.parse(detail) as { via?: unknown }).via
    return typeof via === 'string' ? via : undefined
  } catch {
    return undefined
  }
}

/**
 * The rule and the file of a violation the edit policy recorded: `<reason>: <Tool> on <file>`, or for a shell change
 * `<reason>: Bash on <file> (<status> by the shell…): <command>`. Other details name no file.
 */
export function violationParts(detail: string): { readonly reason: string | null; readonly file: string | null } {
  const m = /^([a-z_]+): \S+ on (.+?)(?: \([a-z]+ by the shell[;)][\s\S]*)?$/.exec(detail)
  if (m !== null) return { reason: m[1] ?? null, file: m[2] ?? null }
  return { reason: /^([a-z_]+):/.exec(detail)?.[1] ?? null, file: null }
}

/** The binding verdicts recorded in the project while the plan was its plan. */
async function verdicts(db: Db, head: PlanHead, until: number | null): Promise<readonly PlanVerdictView[]> {
  let query = db
    .selectFrom('test_verdicts')
    .leftJoin('test_runs', 'test_runs.id', 'test_verdicts.run_id')
    .leftJoin('callers', 'callers.id', 'test_runs.caller_id')
    .select([
      'test_verdicts.run_id',
      'test_verdicts.verdict',
      'test_verdicts.reason',
      'test_verdicts.detail',
      'test_verdicts.at',
      'test_verdicts.exit_code',
      'test_verdicts.filtered',
      'test_verdicts.seq',
      'callers.agent_id',
      'callers.agent_type',
    ])
    .where('test_verdicts.project_root', '=', head.project_root)
    .where('test_verdicts.seq', '>', head.seq)
  if (until !== null) query = query.where('test_verdicts.seq', '<', until)
  const rows = await query.orderBy('test_verdicts.seq', 'desc').limit(MAX_VERDICTS).execute()
  return rows.reverse().map((r) => ({
    runId: r.run_id,
    verdict: r.verdict,
    reason: r.reason,
    detail: r.detail,
    at: r.at,
    exitCode: r.exit_code,
    wholeSuite: r.filtered === 0,
    by: r.agent_id === null ? null : `${r.agent_id}${r.agent_type === null ? '' : ` (${r.agent_type})`}`,
  }))
}
