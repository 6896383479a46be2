import { decideTransition, findRow, requiredKind, sourceOf, type ArtifactFacts, type PhaseFacts, type TransitionFacts, type TransitionRequest } from '../gates/phases.js'
import type { Tx } from './db.js'

/** How many candidates auto-resolution examines before it gives up and reports the newest one. */
const CANDIDATES = 20

/**
 * Loads everything the pure gate needs to decide a request. When no artifact is cited, the newest artifact
 * of the current window that the gate accepts is proposed (see `autoResolve`).
 */
export async function loadFacts(tx: Tx, callerId: number, request: TransitionRequest): Promise<TransitionFacts> {
  const task = await tx.selectFrom('tdd_tasks').select(['id', 'caller_id', 'status']).where('id', '=', request.tddTaskId).executeTakeFirst()
  const goal = await tx.selectFrom('goals').select(['id', 'task_id', 'status']).where('id', '=', request.goalId).executeTakeFirst()
  const behavior = await tx.selectFrom('behaviors').select(['id', 'task_id', 'goal_id']).where('id', '=', request.behaviorId).executeTakeFirst()
  const open = task === undefined
    ? undefined
    : await tx.selectFrom('phases').select(['id', 'phase', 'goal_id', 'behavior_id']).where('task_id', '=', task.id).where('end_seq', 'is', null).executeTakeFirst()
  const current: PhaseFacts | undefined = open === undefined
    ? undefined
    : { id: open.id, phase: open.phase, goalId: open.goal_id, behaviorId: open.behavior_id }
  const batch = current?.phase === 'red.triangulate' && task !== undefined ? await redBatch(tx, task.id) : []
  const base: TransitionFacts = {
    callerId,
    task: task === undefined ? undefined : { id: task.id, callerId: task.caller_id, status: task.status },
    goal: goal === undefined ? undefined : { id: goal.id, taskId: goal.task_id, status: goal.status },
    behavior: behavior === undefined ? undefined : { id: behavior.id, taskId: behavior.task_id, goalId: behavior.goal_id },
    current,
    batchPhaseIds: batch.map((p) => p.id),
    batchBehaviorIds: [...new Set(batch.map((p) => p.behavior_id))],
    cited: undefined,
  }
  if (request.citedArtifactId !== undefined) return { ...base, cited: await artifactFacts(tx, request.citedArtifactId) }
  return autoResolve(tx, request, base)
}

/** The phases of the red batch that ends with the open phase: the newest run of red / red.triangulate phases. */
async function redBatch(tx: Tx, taskId: number): Promise<{ readonly id: number; readonly behavior_id: number }[]> {
  const phases = await tx.selectFrom('phases').select(['id', 'phase', 'behavior_id']).where('task_id', '=', taskId)
    .orderBy('start_seq', 'desc').limit(200).execute()
  const batch: { id: number; behavior_id: number }[] = []
  for (const p of phases) {
    if (p.phase !== 'red' && p.phase !== 'red.triangulate') break
    batch.push(p)
    if (p.phase === 'red') break
  }
  return batch
}

/**
 * When no artifact is cited, candidates are chosen by exact rules (this caller, this task, the kind the
 * row needs, recorded in the current phase or red batch), newest first; the first one the gate accepts is
 * proposed. If none is accepted the newest candidate is reported, so the denial names real evidence.
 * Nothing outside the window is ever picked.
 */
async function autoResolve(tx: Tx, request: TransitionRequest, base: TransitionFacts): Promise<TransitionFacts> {
  const { current } = base
  const row = findRow(sourceOf(current), request.requestedPhase)
  const kind = row === undefined ? undefined : requiredKind(row.evidence)
  if (kind === undefined || current === undefined) return base
  const window = current.phase === 'red.triangulate' && kind === 'test_failed_run' ? base.batchPhaseIds : [current.id]
  // The window's phases belong to this task, so filtering by phase (index artifacts_phase) already scopes the
  // query to it; adding task_id would let SQLite walk the task's whole history in seq order instead.
  const candidates = await tx.selectFrom('artifacts').select('id')
    .where('phase_id', 'in', window).where('kind', '=', kind).where('caller_id', '=', base.callerId)
    .orderBy('seq', 'desc').limit(CANDIDATES).execute()
  let newest: TransitionFacts | undefined
  for (const candidate of candidates) {
    const facts = { ...base, cited: await artifactFacts(tx, candidate.id) }
    if (decideTransition(request, facts).ok) return facts
    newest ??= facts
  }
  return newest ?? base
}

export async function artifactFacts(tx: Tx, id: number): Promise<ArtifactFacts | undefined> {
  const a = await tx
    .selectFrom('artifacts')
    .leftJoin('phases', 'phases.id', 'artifacts.phase_id')
    .leftJoin('test_cases', 'test_cases.id', 'artifacts.test_case_id')
    .leftJoin('test_runs', 'test_runs.id', 'artifacts.run_id')
    .select([
      'artifacts.id', 'artifacts.kind', 'artifacts.caller_id', 'artifacts.task_id', 'artifacts.phase_id', 'artifacts.behavior_id',
      'artifacts.test_case_id', 'artifacts.failure_count', 'artifacts.seq', 'artifacts.file_path',
      'phases.phase', 'phases.start_seq', 'test_cases.file as test_file', 'test_runs.start_seq as run_start_seq',
    ])
    .where('artifacts.id', '=', id)
    .executeTakeFirst()
  if (a === undefined) return undefined
  const testFile = a.test_file ?? a.file_path
  // R1: the test file was written by this caller in this task before the evidence was recorded.
  const written = a.task_id === null || testFile === null
    ? undefined
    : await tx.selectFrom('artifacts').select('id')
      .where('task_id', '=', a.task_id).where('caller_id', '=', a.caller_id).where('file_path', '=', testFile)
      .where('kind', '=', 'test_written').where('seq', '<', a.seq)
      .limit(1).executeTakeFirst()
  // R3: a failing result of the same test from a run that started before the artifact's phase began.
  const failedBefore = a.test_case_id === null || a.start_seq === null
    ? undefined
    : await tx.selectFrom('test_results').innerJoin('test_runs', 'test_runs.id', 'test_results.run_id').select('test_results.id')
      .where('test_results.test_case_id', '=', a.test_case_id).where('test_results.status', '=', 'failed')
      .where('test_runs.start_seq', '<', a.start_seq)
      .limit(1).executeTakeFirst()
  // green.fake-it → green: code changed in the phase before the cited run started (a change made while the
  // run was going on may not be in it).
  const codeBefore = a.phase_id === null
    ? undefined
    : await tx.selectFrom('artifacts').select('id')
      .where('phase_id', '=', a.phase_id).where('kind', '=', 'code_written').where('caller_id', '=', a.caller_id)
      .where('seq', '<', a.run_start_seq ?? a.seq)
      .limit(1).executeTakeFirst()
  return {
    id: a.id,
    kind: a.kind as ArtifactFacts['kind'],
    callerId: a.caller_id,
    taskId: a.task_id,
    phaseId: a.phase_id,
    phase: a.phase ?? null,
    behaviorId: a.behavior_id,
    testCaseId: a.test_case_id,
    testFile,
    failureCount: a.failure_count,
    testFileWrittenByCaller: written !== undefined,
    testFailedBeforePhase: failedBefore !== undefined,
    codeWrittenBefore: codeBefore !== undefined,
  }
}
