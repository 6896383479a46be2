import type { DenialReason, Phase } from '../domain/vocabulary.js'
import { decideTransition, sourceOf, type TransitionRequest } from '../gates/phases.js'
import { remediationFor, type Remediation } from '../gates/remediation.js'
import type { Caller } from '../identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, nowIso, type Tx } from './db.js'
import { loadFacts } from './transition-facts.js'

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
