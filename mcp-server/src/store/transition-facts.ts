import type { ArtifactFacts, PhaseFacts, TransitionFacts, TransitionRequest } from '../domain/facts.js'
import type { ArtifactKind } from '../domain/vocabulary.js'
import type { Tx } from './db.js'

/**
 * What the pure transition gate reads, loaded in the request's write transaction: the task, goal, behavior,
 * open phase and red batch (`loadTransitionFacts`), and the facts of the artifacts a request may cite
 * (`artifactFacts`, one statement for any number of them).
 */
export async function loadTransitionFacts(
  tx: Tx,
  callerId: number,
  request: TransitionRequest,
): Promise<TransitionFacts> {
  const task = await tx
    .selectFrom('tdd_tasks')
    .select(['id', 'caller_id', 'status'])
    .where('id', '=', request.tddTaskId)
    .executeTakeFirst()
  const goal = await tx
    .selectFrom('goals')
    .select(['id', 'task_id', 'status'])
    .where('id', '=', request.goalId)
    .executeTakeFirst()
  const behavior = await tx
    .selectFrom('behaviors')
    .select(['id', 'task_id', 'goal_id'])
    .where('id', '=', request.behaviorId)
    .executeTakeFirst()
  const open =
    task === undefined
      ? undefined
      : await tx
          .selectFrom('phases')
          .select(['id', 'phase', 'goal_id', 'behavior_id'])
          .where('task_id', '=', task.id)
          .where('end_seq', 'is', null)
          .executeTakeFirst()
  const current: PhaseFacts | undefined =
    open === undefined
      ? undefined
      : { id: open.id, phase: open.phase, goalId: open.goal_id, behaviorId: open.behavior_id }
  const batch = current?.phase === 'red.triangulate' && task !== undefined ? await redBatch(tx, task.id) : []
  return {
    callerId,
    task: task === undefined ? undefined : { id: task.id, callerId: task.caller_id, status: task.status },
    goal: goal === undefined ? undefined : { id: goal.id, taskId: goal.task_id, status: goal.status },
    behavior:
      behavior === undefined ? undefined : { id: behavior.id, taskId: behavior.task_id, goalId: behavior.goal_id },
    current,
    batchPhaseIds: batch.map((p) => p.id),
    batchBehaviorIds: [...new Set(batch.map((p) => p.behavior_id))],
    cited: undefined,
  }
}

/** The phases of the red batch that ends with the open phase: the newest run of red / red.triangulate phases. */
async function redBatch(tx: Tx, taskId: number): Promise<{ readonly id: number; readonly behavior_id: number }[]> {
  const phases = await tx
    .selectFrom('phases')
    .select(['id', 'phase', 'behavior_id'])
    .where('task_id', '=', taskId)
    .orderBy('start_seq', 'desc')
    .limit(200)
    .execute()
  const batch: { id: number; behavior_id: number }[] = []
  for (const p of phases) {
    if (p.phase !== 'red' && p.phase !== 'red.triangulate') break
    batch.push(p)
    if (p.phase === 'red') break
  }
  return batch
}

/** The caller's newest artifacts of one kind recorded in the given phases (newest first). */
export async function candidateArtifactIds(
  tx: Tx,
  callerId: number,
  kind: ArtifactKind,
  phaseIds: readonly number[],
  limit: number,
): Promise<readonly number[]> {
  if (phaseIds.length === 0) return []
  // The window's phases belong to one task, so filtering by phase (index artifacts_phase) already scopes the
  // query to it; adding task_id would let SQLite walk the task's whole history in seq order instead.
  const rows = await tx
    .selectFrom('artifacts')
    .select('id')
    .where('phase_id', 'in', phaseIds)
    .where('kind', '=', kind)
    .where('caller_id', '=', callerId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/** The facts of each existing artifact among `ids`, in the order of `ids`. */
export async function artifactFacts(tx: Tx, ids: readonly number[]): Promise<readonly ArtifactFacts[]> {
  if (ids.length === 0) return []
  const rows = await tx
    .selectFrom('artifacts as a')
    .leftJoin('phases as p', 'p.id', 'a.phase_id')
    .leftJoin('test_cases as tc', 'tc.id', 'a.test_case_id')
    .leftJoin('test_runs as r', 'r.id', 'a.run_id')
    .select((eb) => [
      'a.id',
      'a.kind',
      'a.caller_id',
      'a.task_id',
      'a.phase_id',
      'a.behavior_id',
      'a.test_case_id',
      'a.failure_count',
      'a.file_path',
      'p.phase',
      'tc.file as test_file',
      // R1: the test file was written by this caller in this task before the evidence was recorded.
      eb
        .exists(
          eb
            .selectFrom('artifacts as w')
            .select('w.id')
            .whereRef('w.task_id', '=', 'a.task_id')
            .whereRef('w.caller_id', '=', 'a.caller_id')
            .where('w.file_path', '=', eb.fn.coalesce('tc.file', 'a.file_path'))
            .where('w.kind', '=', 'test_written')
            .whereRef('w.seq', '<', 'a.seq'),
        )
        .as('written'),
      // R3: a failing result of the same test from a run that started before the artifact's phase began.
      eb
        .exists(
          eb
            .selectFrom('test_results as tr')
            .innerJoin('test_runs as fr', 'fr.id', 'tr.run_id')
            .select('tr.id')
            .whereRef('tr.test_case_id', '=', 'a.test_case_id')
            .where('tr.status', '=', 'failed')
            .whereRef('fr.start_seq', '<', 'p.start_seq'),
        )
        .as('failed_before'),
      // green.fake-it → green: code changed in the phase before the cited run started (a change made while the
      // run was going on may not be in it).
      eb
        .exists(
          eb
            .selectFrom('artifacts as c')
            .select('c.id')
            .whereRef('c.phase_id', '=', 'a.phase_id')
            .where('c.kind', '=', 'code_written')
            .whereRef('c.caller_id', '=', 'a.caller_id')
            .where('c.seq', '<', eb.fn.coalesce('r.start_seq', 'a.seq')),
        )
        .as('code_before'),
    ])
    .where('a.id', 'in', ids)
    .execute()
  const byId = new Map(
    rows.map((a) => [
      a.id,
      {
        id: a.id,
        kind: a.kind,
        callerId: a.caller_id,
        taskId: a.task_id,
        phaseId: a.phase_id,
        phase: a.phase ?? null,
        behaviorId: a.behavior_id,
        testCaseId: a.test_case_id,
        testFile: a.test_file ?? a.file_path,
        failureCount: a.failure_count,
        testFileWrittenByCaller: Boolean(a.written),
        testFailedBeforePhase: Boolean(a.failed_before),
        codeWrittenBefore: Boolean(a.code_before),
      } satisfies ArtifactFacts,
    ]),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}
