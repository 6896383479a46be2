import {
  decideTransition, findRow, requiredKind, sourceOf,
  type ArtifactFacts, type DenialReason, type Phase, type PhaseFacts, type TransitionFacts, type TransitionRequest,
} from '../gates/phases.js'
import { remediationFor, type Remediation } from '../gates/remediation.js'
import type { Caller } from '../identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, nowIso, type Tx } from './db.js'

export type TransitionResult =
  | {
      readonly accepted: true
      readonly phase: Phase
      readonly newPhaseId: number
      readonly previousPhaseId: number | null
      readonly citedArtifactId: number | null
    }
  | {
      readonly accepted: false
      readonly denialReason: DenialReason
      readonly detail: string
      readonly remediation: Remediation
    }

/**
 * Decides and applies a phase transition in one write transaction: load the facts, ask the pure gate,
 * then (if accepted) close the open phase, open the new one and promote the behavior. Every request,
 * accepted or denied, is recorded for the metrics.
 */
export async function requestTransition(tx: Tx, caller: Caller, request: TransitionRequest, reason?: string): Promise<TransitionResult> {
  const callerId = await ensureCaller(tx, caller)
  const facts = await loadFacts(tx, callerId, request)
  const decision = decideTransition(request, facts)
  const seq = await nextSeq(tx)
  const ownTask = facts.task !== undefined && facts.task.callerId === callerId
  await tx.insertInto('transition_requests').values({
    task_id: ownTask ? request.tddTaskId : null,
    caller_id: callerId,
    behavior_id: facts.behavior?.id ?? null,
    from_phase: ownTask ? sourceOf(facts.current) : null,
    requested_phase: request.requestedPhase,
    cited_artifact_id: request.citedArtifactId ?? (decision.ok ? decision.citedArtifactId : null),
    accepted: decision.ok ? 1 : 0,
    denial_reason: decision.ok ? null : decision.reason,
    evidence_valid: decision.ok && decision.citedArtifactId !== null ? 1 : 0,
    seq,
  }).execute()
  if (!decision.ok) {
    return {
      accepted: false,
      denialReason: decision.reason,
      detail: decision.detail,
      remediation: remediationFor(decision.reason, {
        tddTaskId: request.tddTaskId, goalId: request.goalId, behaviorId: request.behaviorId,
        from: decision.from, requestedPhase: request.requestedPhase, testFile: facts.cited?.testFile,
      }),
    }
  }
  const at = nowIso()
  const previousPhaseId = facts.current?.id ?? null
  if (previousPhaseId !== null) {
    await tx.updateTable('phases').set({ end_seq: seq, ended_at: at }).where('id', '=', previousPhaseId).execute()
  }
  const phase = await tx
    .insertInto('phases')
    .values({
      task_id: request.tddTaskId, goal_id: request.goalId, behavior_id: request.behaviorId, caller_id: callerId,
      phase: decision.to, previous_phase_id: previousPhaseId, cited_artifact_id: decision.citedArtifactId,
      reason: reason ?? null, start_seq: seq, end_seq: null, ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await tx.updateTable('behaviors').set({ status: 'in_progress', updated_at: at })
    .where('id', '=', request.behaviorId).where('status', '=', 'pending').execute()
  return { accepted: true, phase: decision.to, newPhaseId: phase.id, previousPhaseId, citedArtifactId: decision.citedArtifactId }
}

async function loadFacts(tx: Tx, callerId: number, request: TransitionRequest): Promise<TransitionFacts> {
  const task = await tx.selectFrom('tdd_tasks').select(['id', 'caller_id', 'status']).where('id', '=', request.tddTaskId).executeTakeFirst()
  const goal = await tx.selectFrom('goals').select(['id', 'task_id', 'status']).where('id', '=', request.goalId).executeTakeFirst()
  const behavior = await tx.selectFrom('behaviors').select(['id', 'task_id', 'goal_id']).where('id', '=', request.behaviorId).executeTakeFirst()
  const open = task === undefined
    ? undefined
    : await tx.selectFrom('phases').select(['id', 'phase', 'goal_id', 'behavior_id', 'start_seq']).where('task_id', '=', task.id).where('end_seq', 'is', null).executeTakeFirst()
  const current: PhaseFacts | undefined = open === undefined
    ? undefined
    : { id: open.id, phase: open.phase as Phase, goalId: open.goal_id, behaviorId: open.behavior_id }
  const batchPhaseIds = current?.phase === 'red.triangulate' && task !== undefined ? await redBatch(tx, task.id) : []
  const facts = {
    callerId,
    task: task === undefined ? undefined : { id: task.id, callerId: task.caller_id, status: task.status },
    goal: goal === undefined ? undefined : { id: goal.id, taskId: goal.task_id, status: goal.status },
    behavior: behavior === undefined ? undefined : { id: behavior.id, taskId: behavior.task_id, goalId: behavior.goal_id },
    current,
    batchPhaseIds,
  }
  const citedId = request.citedArtifactId ?? await autoResolve(tx, callerId, request, current, batchPhaseIds)
  const cited = citedId === undefined ? undefined : await artifactFacts(tx, citedId)
  return { ...facts, cited }
}

/** The phases of the red batch that ends with the open phase: the newest run of red / red.triangulate phases. */
async function redBatch(tx: Tx, taskId: number): Promise<number[]> {
  const phases = await tx.selectFrom('phases').select(['id', 'phase']).where('task_id', '=', taskId).orderBy('start_seq', 'desc').limit(200).execute()
  const batch: number[] = []
  for (const p of phases) {
    if (p.phase !== 'red' && p.phase !== 'red.triangulate') break
    batch.push(p.id)
    if (p.phase === 'red') break
  }
  return batch
}

/**
 * When no artifact is cited, the newest artifact that this transition could accept is proposed — chosen
 * by exact rules (this caller, this task, the required kind, recorded in the current phase or red batch),
 * then checked like a cited one. Nothing outside the window is ever picked.
 */
async function autoResolve(
  tx: Tx, callerId: number, request: TransitionRequest, current: PhaseFacts | undefined, batch: readonly number[],
): Promise<number | undefined> {
  const row = findRow(sourceOf(current), request.requestedPhase)
  const kind = row === undefined ? undefined : requiredKind(row.evidence)
  if (kind === undefined || current === undefined) return undefined
  const window = current.phase === 'red.triangulate' && kind === 'test_failed_run' ? batch : [current.id]
  let query = tx.selectFrom('artifacts').select('id')
    .where('task_id', '=', request.tddTaskId).where('caller_id', '=', callerId).where('kind', '=', kind).where('phase_id', 'in', window)
  if (row?.evidence === 'green_run') query = query.orderBy((eb) => eb('failure_count', '=', 0), 'desc')
  const found = await query.orderBy('seq', 'desc').limit(1).executeTakeFirst()
  return found?.id
}

async function artifactFacts(tx: Tx, id: number): Promise<ArtifactFacts | undefined> {
  const a = await tx
    .selectFrom('artifacts')
    .leftJoin('phases', 'phases.id', 'artifacts.phase_id')
    .leftJoin('test_cases', 'test_cases.id', 'artifacts.test_case_id')
    .select([
      'artifacts.id', 'artifacts.kind', 'artifacts.caller_id', 'artifacts.task_id', 'artifacts.phase_id', 'artifacts.behavior_id',
      'artifacts.test_case_id', 'artifacts.failure_count', 'artifacts.seq', 'artifacts.file_path',
      'phases.phase', 'phases.start_seq', 'test_cases.file as test_file',
    ])
    .where('artifacts.id', '=', id)
    .executeTakeFirst()
  if (a === undefined) return undefined
  const testFile = a.test_file ?? a.file_path
  const written = a.task_id === null || testFile === null
    ? undefined
    : await tx.selectFrom('artifacts').select('id')
      .where('task_id', '=', a.task_id).where('caller_id', '=', a.caller_id).where('kind', '=', 'test_written').where('file_path', '=', testFile)
      .limit(1).executeTakeFirst()
  const failedBefore = a.test_case_id === null || a.start_seq === null
    ? undefined
    : await tx.selectFrom('test_results').innerJoin('test_runs', 'test_runs.id', 'test_results.run_id').select('test_results.id')
      .where('test_results.test_case_id', '=', a.test_case_id).where('test_results.status', '=', 'failed')
      .where('test_runs.start_seq', '<', a.start_seq)
      .limit(1).executeTakeFirst()
  const codeBefore = a.phase_id === null
    ? undefined
    : await tx.selectFrom('artifacts').select('id')
      .where('phase_id', '=', a.phase_id).where('caller_id', '=', a.caller_id).where('kind', '=', 'code_written').where('seq', '<', a.seq)
      .limit(1).executeTakeFirst()
  return {
    id: a.id,
    kind: a.kind as ArtifactFacts['kind'],
    callerId: a.caller_id,
    taskId: a.task_id,
    phaseId: a.phase_id,
    phase: (a.phase ?? null) as Phase | null,
    behaviorId: a.behavior_id,
    testCaseId: a.test_case_id,
    testFile,
    failureCount: a.failure_count,
    testFileWrittenByCaller: written !== undefined,
    testFailedBeforePhase: failedBefore !== undefined,
    codeWrittenBefore: codeBefore !== undefined,
  }
}
