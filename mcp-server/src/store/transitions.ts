import type { DenialReason, Phase, Source } from '../domain/vocabulary.js'
import { nextSeq, nowIso, type Tx } from './db.js'

/** Phase rows and transition requests: what an accepted or denied `tdd_phase_transition_request` writes. */

export interface TransitionRequestRow {
  readonly taskId: number | null
  readonly callerId: number
  readonly behaviorId: number | null
  readonly fromPhase: Source | null
  readonly requestedPhase: Phase
  readonly citedArtifactId: number | null
  readonly accepted: boolean
  readonly denialReason: DenialReason | null
  readonly evidenceValid: boolean
}

/** Records one request, accepted or denied (the metrics count them); returns the `seq` it took. */
export async function recordTransitionRequest(tx: Tx, row: TransitionRequestRow): Promise<number> {
  const seq = await nextSeq(tx)
  await tx
    .insertInto('transition_requests')
    .values({
      task_id: row.taskId,
      caller_id: row.callerId,
      behavior_id: row.behaviorId,
      from_phase: row.fromPhase,
      requested_phase: row.requestedPhase,
      cited_artifact_id: row.citedArtifactId,
      accepted: row.accepted ? 1 : 0,
      denial_reason: row.denialReason,
      evidence_valid: row.evidenceValid ? 1 : 0,
      seq,
    })
    .execute()
  return seq
}

export interface PhaseEntry {
  readonly taskId: number
  readonly goalId: number
  readonly behaviorId: number
  readonly callerId: number
  readonly phase: Phase
  readonly previousPhaseId: number | null
  readonly citedArtifactId: number | null
  readonly reason: string | null
  /** The request's seq: the old phase ends and the new one starts at it. */
  readonly seq: number
  /** The working tree at the request (null when no snapshot could be taken). */
  readonly startTree?: string | null | undefined
}

/**
 * Closes the open phase, opens the new one and promotes a pending behavior to in_progress. A partial unique
 * index keeps at most one open phase per task even if two processes race.
 */
export async function enterPhase(tx: Tx, entry: PhaseEntry): Promise<number> {
  const at = nowIso()
  if (entry.previousPhaseId !== null) {
    await tx
      .updateTable('phases')
      .set({ end_seq: entry.seq, ended_at: at })
      .where('id', '=', entry.previousPhaseId)
      .execute()
  }
  const phase = await tx
    .insertInto('phases')
    .values({
      task_id: entry.taskId,
      goal_id: entry.goalId,
      behavior_id: entry.behaviorId,
      caller_id: entry.callerId,
      phase: entry.phase,
      previous_phase_id: entry.previousPhaseId,
      cited_artifact_id: entry.citedArtifactId,
      reason: entry.reason,
      start_seq: entry.seq,
      end_seq: null,
      ended_at: null,
      start_tree: entry.startTree ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await tx
    .updateTable('behaviors')
    .set({ status: 'in_progress', updated_at: at })
    .where('id', '=', entry.behaviorId)
    .where('status', '=', 'pending')
    .execute()
  return phase.id
}
