import type { TransitionRequest } from '../domain/facts.js'
import type { DenialReason, Phase } from '../domain/vocabulary.js'
import { CANDIDATES, citationWindow, decideCited, sourceOf } from '../gates/phases.js'
import { remediationFor, type Remediation } from '../gates/remediation.js'
import type { Caller } from '../identity.js'
import { ensureCaller } from '../store/callers.js'
import type { Store } from '../store/index.js'
import { artifactFacts, candidateArtifactIds, loadTransitionFacts } from '../store/transition-facts.js'
import { enterPhase, recordTransitionRequest } from '../store/transitions.js'
import { snapshot, type Shadow } from '../worktree/snapshot.js'

/** The working tree now, or null when no snapshot can be taken (no git): checks that need it then deny. */
function treeAt(workTree: Shadow): string | null {
  try {
    return snapshot(workTree)
  } catch {
    return null
  }
}

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
 * Decides and applies a phase transition in one write transaction: load the facts and the citation
 * candidates, ask the pure gate, record the request (accepted or denied, for the metrics), then either enter
 * the new phase or return the denial with its remediation.
 */
export function requestTransition(
  store: Store,
  caller: Caller,
  request: TransitionRequest,
  reason?: string,
  workTree?: Shadow,
): Promise<TransitionResult> {
  // The tree at request time, taken before the write lock: it becomes the new phase's start tree.
  const tree = workTree === undefined ? null : treeAt(workTree)
  return store.write(async (tx) => {
    const callerId = await ensureCaller(tx, caller)
    const base = await loadTransitionFacts(tx, callerId, request)
    const window = request.citedArtifactId === undefined ? citationWindow(request, base) : undefined
    const ids =
      request.citedArtifactId !== undefined
        ? [request.citedArtifactId]
        : window === undefined
          ? []
          : await candidateArtifactIds(tx, callerId, window.kind, window.phaseIds, CANDIDATES)
    // The newest candidate usually qualifies: its facts alone are loaded first, the rest only if the gate refuses it.
    const newest = await artifactFacts(tx, ids.slice(0, 1))
    let cited = decideCited(request, base, newest)
    if (!cited.decision.ok && ids.length > 1) {
      cited = decideCited(request, base, [...newest, ...(await artifactFacts(tx, ids.slice(1)))])
    }
    const { decision, facts } = cited
    const ownTask = facts.task !== undefined && facts.task.callerId === callerId
    const seq = await recordTransitionRequest(tx, {
      taskId: ownTask ? request.tddTaskId : null,
      callerId,
      behaviorId: facts.behavior?.id ?? null,
      fromPhase: ownTask ? sourceOf(facts.current) : null,
      requestedPhase: request.requestedPhase,
      citedArtifactId: request.citedArtifactId ?? (decision.ok ? decision.citedArtifactId : null),
      accepted: decision.ok,
      denialReason: decision.ok ? null : decision.reason,
      evidenceValid: decision.ok && decision.citedArtifactId !== null,
    })
    if (!decision.ok) {
      return {
        accepted: false,
        denialReason: decision.reason,
        detail: decision.detail,
        remediation: remediationFor(decision.reason, {
          tddTaskId: request.tddTaskId,
          goalId: request.goalId,
          behaviorId: request.behaviorId,
          from: decision.from,
          requestedPhase: request.requestedPhase,
          testFile: facts.cited?.testFile,
        }),
      }
    }
    const previousPhaseId = facts.current?.id ?? null
    const newPhaseId = await enterPhase(tx, {
      taskId: request.tddTaskId,
      goalId: request.goalId,
      behaviorId: request.behaviorId,
      callerId,
      phase: decision.to,
      previousPhaseId,
      citedArtifactId: decision.citedArtifactId,
      reason: reason ?? null,
      seq,
      startTree: tree,
    })
    return {
      accepted: true,
      phase: decision.to,
      newPhaseId,
      previousPhaseId,
      citedArtifactId: decision.citedArtifactId,
    }
  })
}
