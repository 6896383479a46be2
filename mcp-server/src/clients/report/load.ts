import { notFound } from '../../kernel/errors.js'
import { NOT_SEALED_HINT } from '../../engine/flows/seal.js'
import { fullNameLabel, testLabel } from '../../domain/test-names.js'
import type {
  BehaviorView,
  CitedEvidence,
  DenialView,
  EditView,
  GateView,
  HookFailuresView,
  HypothesisView,
  PhaseView,
  ReportData,
  RunSummary,
  TaskView,
  VddView,
} from './model.js'
import type { Db } from '../../store/index.js'
import { loadConductor } from './load-conductor.js'
import { loadCoordinator } from './load-coordinator.js'
import { loadProgress } from './load-progress.js'

export interface ReportScope {
  readonly taskId?: number | undefined
  readonly sessionId?: string | undefined
}

const MAX_TASKS = 50

/** Loads everything the evidence report shows for one task, one session, or (by default) the newest tasks. */
export async function loadReportData(
  db: Db,
  scope: ReportScope,
  isTestFile: (file: string) => boolean,
): Promise<ReportData> {
  let query = db
    .selectFrom('tdd_tasks')
    .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
    .select([
      'tdd_tasks.sealed',
      'tdd_tasks.id',
      'tdd_tasks.goal',
      'tdd_tasks.status',
      'tdd_tasks.outcome',
      'tdd_tasks.reason',
      'tdd_tasks.created_at',
      'tdd_tasks.ended_at',
      'callers.session_id',
      'callers.agent_id',
      'callers.agent_type',
    ])
  if (scope.taskId !== undefined) query = query.where('tdd_tasks.id', '=', scope.taskId)
  if (scope.sessionId !== undefined) query = query.where('callers.session_id', '=', scope.sessionId)
  const tasks = await query.orderBy('tdd_tasks.id', 'desc').limit(MAX_TASKS).execute()
  if (scope.taskId !== undefined && tasks.length === 0)
    throw notFound(
      `no TDD task ${scope.taskId} in this database`,
      '`evident sessions` lists the tasks of each session (check `evident db path` for the database it reads)',
    )
  const sessions = scope.sessionId !== undefined ? [scope.sessionId] : [...new Set(tasks.map((t) => t.session_id))]
  // A session's coordinator plans are its evidence too: a chain stopped before any task started still has a report.
  const coordinator = await loadCoordinator(db, {
    taskIds: tasks.map((t) => t.id),
    sessions: scope.taskId !== undefined ? undefined : sessions,
  })
  if (scope.sessionId !== undefined && tasks.length === 0 && coordinator.plans.length === 0)
    throw notFound(
      `no TDD task or coordinator plan for session ${scope.sessionId}`,
      '`evident sessions` lists the session ids; or run `evident report` without a filter',
    )
  const views: TaskView[] = []
  for (const t of tasks.reverse()) {
    const caller = `${t.session_id} / ${t.agent_id}${t.agent_type === null ? '' : ` (${t.agent_type})`}`
    views.push(
      await loadTask(
        db,
        {
          id: t.id,
          goal: t.goal,
          status: t.status,
          outcome: t.outcome,
          reason: t.reason,
          caller,
          seal: t.sealed === null ? 'not recorded' : t.sealed === 1 ? 'sealed' : NOT_SEALED_HINT,
          createdAt: t.created_at,
          endedAt: t.ended_at,
        },
        isTestFile,
      ),
    )
  }
  return {
    title:
      scope.taskId !== undefined
        ? 'evident — evidence report'
        : scope.sessionId !== undefined
          ? `evident — evidence of session ${scope.sessionId}`
          : 'evident — evidence report',
    generatedAt: new Date().toISOString(),
    tasks: views,
    coordinator,
    conductor: scope.taskId === undefined && scope.sessionId === undefined ? await loadConductor(db) : [],
    vdd: await loadVdd(db, sessions),
    gates: await loadGates(db, sessions),
    hookFailures: await loadHookFailures(db, scope.sessionId === undefined ? sessions : [scope.sessionId]),
  }
}

/** Hook calls that failed open: in the project, and per session of the report. */
async function loadHookFailures(db: Db, sessions: readonly string[]): Promise<HookFailuresView> {
  const total = await db
    .selectFrom('hook_errors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('failed_open', '=', 1)
    .executeTakeFirst()
  const bySession =
    sessions.length === 0
      ? []
      : await db
          .selectFrom('hook_errors')
          .select((eb) => ['session_id', eb.fn.countAll<number>().as('n'), eb.fn.max('at').as('latest')])
          .where('failed_open', '=', 1)
          .where('session_id', 'in', sessions)
          .groupBy('session_id')
          .orderBy('session_id')
          .execute()
  return {
    total: Number(total?.n ?? 0),
    sessions: bySession.map((r) => ({ sessionId: r.session_id ?? '', count: Number(r.n), latestAt: r.latest })),
  }
}

type TaskHead = Pick<
  TaskView,
  'id' | 'goal' | 'status' | 'outcome' | 'reason' | 'caller' | 'seal' | 'createdAt' | 'endedAt'
>

async function loadTask(db: Db, head: TaskHead, isTestFile: (file: string) => boolean): Promise<TaskView> {
  const goals = await db.selectFrom('goals').selectAll().where('task_id', '=', head.id).orderBy('ordinal').execute()
  const behaviors = await db
    .selectFrom('behaviors')
    .selectAll()
    .where('task_id', '=', head.id)
    .orderBy('ordinal')
    .execute()
  const phases = await db.selectFrom('phases').selectAll().where('task_id', '=', head.id).orderBy('start_seq').execute()
  const runs = await db.selectFrom('test_runs').selectAll().where('task_id', '=', head.id).orderBy('seq').execute()
  const runSummaries = new Map<number, RunSummary>()
  for (const r of runs) runSummaries.set(r.id, await summarizeRun(db, r))
  const hypotheses = await db
    .selectFrom('hypotheses')
    .leftJoin('test_errors', 'test_errors.id', 'hypotheses.cited_error_id')
    .select([
      'hypotheses.id',
      'hypotheses.phase_id',
      'hypotheses.content',
      'hypotheses.outcome',
      'test_errors.name',
      'test_errors.message',
    ])
    .where('hypotheses.task_id', '=', head.id)
    .orderBy('hypotheses.id')
    .execute()
  const phaseViews = new Map<number, PhaseView>()
  for (const p of phases) {
    const hs: HypothesisView[] = hypotheses
      .filter((h) => h.phase_id === p.id)
      .map((h) => ({
        id: h.id,
        content: h.content,
        outcome: h.outcome,
        citedError: `${h.name ?? 'Error'}: ${firstLine(h.message ?? '')}`,
      }))
    phaseViews.set(p.id, {
      id: p.id,
      phase: p.phase,
      startedAt: p.started_at,
      endedAt: p.ended_at,
      cited: p.cited_artifact_id === null ? null : await citedEvidence(db, p.cited_artifact_id, runSummaries),
      hypotheses: hs,
      runs: runs
        .filter((r) => r.phase_id === p.id)
        .map((r) => runSummaries.get(r.id))
        .filter((r): r is RunSummary => r !== undefined),
    })
  }
  const behaviorView = (b: (typeof behaviors)[number]): BehaviorView => {
    const own = phases.filter((p) => p.behavior_id === b.id)
    const firstRed = own.find((p) => p.phase === 'red' || p.phase === 'red.triangulate')
    const firstRefactor = own.find((p) => p.phase === 'refactor') ?? own.find((p) => p.phase === 'green')
    const cycleTimeMs =
      firstRed !== undefined && firstRefactor !== undefined
        ? Date.parse(firstRefactor.started_at) - Date.parse(firstRed.started_at)
        : null
    return {
      id: b.id,
      behavior: b.behavior,
      status: b.status,
      phases: own.map((p) => phaseViews.get(p.id)).filter((p): p is PhaseView => p !== undefined),
      cycleTimeMs,
    }
  }
  const requests = await db
    .selectFrom('transition_requests')
    .selectAll()
    .where('task_id', '=', head.id)
    .orderBy('seq')
    .execute()
  const denials: DenialView[] = requests
    .filter((r) => r.accepted === 0)
    .map((r) => ({
      at: r.at,
      from: r.from_phase,
      requested: r.requested_phase,
      reason: r.denial_reason ?? 'unknown',
      behaviorId: r.behavior_id,
    }))
  const denialsByReason: Record<string, number> = {}
  for (const d of denials) denialsByReason[d.reason] = (denialsByReason[d.reason] ?? 0) + 1
  // The task's own violations, and those charged to no one while it ran (e.g. a forged verdict file found between
  // two measured commands): recorded against no caller, shown with the task they happened during.
  const violations = await db
    .selectFrom('violations')
    .select(['at', 'kind', 'detail'])
    .where((eb) =>
      eb.or([
        eb('task_id', '=', head.id),
        eb.and([
          eb('task_id', 'is', null),
          eb('caller_id', 'is', null),
          eb('at', '>=', head.createdAt),
          ...(head.endedAt === null ? [] : [eb('at', '<=', head.endedAt)]),
        ]),
      ]),
    )
    .orderBy('seq')
    .execute()
  return {
    ...head,
    goals: goals.map((g) => ({
      id: g.id,
      goal: g.goal,
      status: g.status,
      behaviors: behaviors.filter((b) => b.goal_id === g.id).map(behaviorView),
    })),
    edits: await loadEdits(db, head.id, isTestFile),
    denials,
    violations,
    progress: await loadProgress(db, head.id),
    metrics: {
      requests: requests.length,
      accepted: requests.length - denials.length,
      denialsByReason,
      redRuns: runs.filter((r) => r.outcome !== 'passed').length,
      greenRuns: runs.filter((r) => r.outcome === 'passed').length,
    },
  }
}

async function summarizeRun(
  db: Db,
  r: { id: number; outcome: string; total: number; passed: number; failed: number },
): Promise<RunSummary> {
  const errors = await db
    .selectFrom('test_errors')
    .leftJoin('test_cases', 'test_cases.id', 'test_errors.test_case_id')
    .select([
      'test_errors.id',
      'test_errors.name',
      'test_errors.message',
      'test_errors.file',
      'test_cases.full_name',
      'test_cases.ordinal',
    ])
    .where('test_errors.run_id', '=', r.id)
    .orderBy('test_errors.id')
    .limit(10)
    .execute()
  const failing = []
  for (const e of errors) {
    const frame = await db
      .selectFrom('stack_frames')
      .select(['file', 'line', 'col'])
      .where('error_id', '=', e.id)
      .orderBy('ordinal')
      .limit(1)
      .executeTakeFirst()
    failing.push({
      test:
        e.full_name === null
          ? (e.file ?? '(module)')
          : fullNameLabel({ fullName: e.full_name, ordinal: e.ordinal ?? 0 }),
      name: e.name,
      message: firstLine(e.message),
      location:
        frame === undefined
          ? null
          : `${frame.file}${frame.line === null ? '' : `:${frame.line}`}${frame.col === null ? '' : `:${frame.col}`}`,
    })
  }
  return { runId: r.id, outcome: r.outcome, total: r.total, passed: r.passed, failed: r.failed, failing }
}

async function citedEvidence(
  db: Db,
  artifactId: number,
  runs: ReadonlyMap<number, RunSummary>,
): Promise<CitedEvidence | null> {
  const a = await db
    .selectFrom('artifacts')
    .leftJoin('test_cases', 'test_cases.id', 'artifacts.test_case_id')
    .select([
      'artifacts.id',
      'artifacts.kind',
      'artifacts.run_id',
      'test_cases.full_name',
      'test_cases.file',
      'test_cases.ordinal',
    ])
    .where('artifacts.id', '=', artifactId)
    .executeTakeFirst()
  if (a === undefined) return null
  return {
    artifactId: a.id,
    kind: a.kind,
    test:
      a.full_name === null ? null : testLabel({ file: a.file ?? '', fullName: a.full_name, ordinal: a.ordinal ?? 0 }),
    run: a.run_id === null ? null : (runs.get(a.run_id) ?? null),
  }
}

async function loadEdits(db: Db, taskId: number, isTestFile: (file: string) => boolean): Promise<EditView[]> {
  const rows = await db
    .selectFrom('artifacts')
    .select((eb) => [
      'file_path',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('lines_added').as('added'),
      eb.fn.sum<number>('lines_removed').as('removed'),
    ])
    .where('task_id', '=', taskId)
    .where('kind', 'in', ['test_written', 'code_written'])
    .where('file_path', 'is not', null)
    .groupBy('file_path')
    .orderBy('file_path')
    .execute()
  return rows.map((r) => ({
    file: r.file_path ?? '',
    role: isTestFile(r.file_path ?? '') ? 'test' : 'production',
    edits: Number(r.n),
    linesAdded: Number(r.added ?? 0),
    linesRemoved: Number(r.removed ?? 0),
  }))
}

async function loadVdd(db: Db, sessions: readonly string[]): Promise<VddView[]> {
  if (sessions.length === 0) return []
  const runs = await db
    .selectFrom('vdd_runs')
    .innerJoin('callers', 'callers.id', 'vdd_runs.caller_id')
    .select(['vdd_runs.id', 'vdd_runs.subject', 'vdd_runs.verdict', 'vdd_runs.report_path', 'vdd_runs.at'])
    .where('callers.session_id', 'in', sessions)
    .orderBy('vdd_runs.seq')
    .limit(50)
    .execute()
  const views: VddView[] = []
  for (const r of runs) {
    const criteria = await db
      .selectFrom('vdd_criteria')
      .select(['verdict', 'kind', 'target', 'criterion', 'details'])
      .where('vdd_run_id', '=', r.id)
      .orderBy('ordinal')
      .execute()
    views.push({ id: r.id, subject: r.subject, verdict: r.verdict, reportPath: r.report_path, at: r.at, criteria })
  }
  return views
}

async function loadGates(db: Db, sessions: readonly string[]): Promise<GateView[]> {
  if (sessions.length === 0) return []
  return db
    .selectFrom('gate_results')
    .innerJoin('callers', 'callers.id', 'gate_results.caller_id')
    .select(['gate_results.gate', 'gate_results.status', 'gate_results.source', 'gate_results.at'])
    .where('callers.session_id', 'in', sessions)
    .orderBy('gate_results.seq')
    .limit(100)
    .execute()
}

function firstLine(text: string): string {
  const line = text.split('\n').find((l) => l.trim() !== '') ?? ''
  return line.length > 300 ? `${line.slice(0, 297)}...` : line
}
