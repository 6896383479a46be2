import type { TaskRow } from '../../domain/records.js'
import type { HandoffRefusal } from '../../domain/vocabulary.js'
import { accept, refuse, type Checked, type Refusal } from '../../domain/checked.js'
import { handoffRemediation } from './remediation.js'

/**
 * Read-only following (issue #35): who may read a task that is not theirs. The seed's progress observation has the main
 * agent "poll tdd_task (action: get)(id) … It returns the full goal+behavior tree", and its named-teammate mitigation
 * keeps an "explicit task-id escape hatch". evident follows both for reading only, and only for an identity its hooks
 * proved: writes stay the owner's (`checkTaskAccess` in work.ts), and nothing is ever attributed by guesswork.
 */

/** Who is asking: the call's verified caller. */
export interface Follower {
  readonly sessionId: string
  readonly agentId: string
  /** How this call's identity was established: `hook` only when evident's hook proved it. */
  readonly identity?: 'hook' | 'env' | undefined
}

/** The facts about a task that is not the follower's own. */
export interface FollowFacts {
  readonly task: TaskRow | undefined
  readonly owner: { readonly sessionId: string; readonly agentId: string } | undefined
  /** The session of the main agent that handed this task's id to its owner (a claimed handoff), if any. */
  readonly handedOffBy: string | undefined
}

/** How a follower may read a task: as its session's main agent (a subagent's task) or as the offerer of its handoff. */
export type FollowedBy = 'session' | 'handoff'

/** Whether the caller may follow tasks it does not own at all: a session's main agent, proven by evident's hooks. */
export const mayFollow = (f: Follower): boolean => f.agentId === 'main' && f.identity === 'hook'

/**
 * The task, when the follower may read it without owning it: the follower is the main agent of a session, proven by
 * evident's hooks, and the task is a subagent's of that same session, or was started with a handoff that session
 * offered. Anything else is reported as unknown, as another caller's task always is: an id alone grants nothing.
 */
export function checkFollow(
  follower: Follower,
  facts: FollowFacts,
  taskId: number,
): Checked<{ readonly task: TaskRow; readonly by: FollowedBy }> {
  const { task, owner, handedOffBy } = facts
  if (task !== undefined && owner !== undefined && mayFollow(follower)) {
    if (owner.sessionId === follower.sessionId && owner.agentId !== 'main') return accept({ task, by: 'session' })
    if (handedOffBy === follower.sessionId && owner.sessionId !== follower.sessionId)
      return accept({ task, by: 'handoff' })
  }
  return refuse(
    'not_found',
    `unknown_tdd_task: no TDD task ${taskId} is yours or one you follow`,
    'list your tasks with inventory (kind "task"); the main agent lists those it follows with scope "followed"',
  )
}

/** A handoff offer: only a session's main agent, proven by evident's hooks, offers one. */
export function checkHandoffOffer(offerer: Follower): Refusal | undefined {
  if (offerer.identity !== 'hook')
    return handoffRefusal('handoff_needs_hook_identity', "only a caller proven by evident's hooks can hand a task off")
  if (offerer.agentId !== 'main')
    return handoffRefusal('handoff_not_main_agent', 'only the main agent of a session hands a task off')
  return undefined
}

/** The facts of a claim: the offer named by the handoff id, if there is one. */
export interface HandoffOffer {
  readonly offerSessionId: string
  readonly claimedTaskId: number | null
}

/**
 * A claim (`tdd_task start` with `handoffId`): by the main agent of another session, proven by evident's hooks, of an
 * offer nobody claimed yet. An offer links exactly one task.
 */
export function checkHandoffClaim(claimer: Follower, offer: HandoffOffer | undefined): Refusal | undefined {
  if (claimer.identity !== 'hook')
    return handoffRefusal(
      'handoff_needs_hook_identity',
      "a handoff is claimed only by a caller proven by evident's hooks, not by an identity from environment variables",
    )
  if (claimer.agentId !== 'main')
    return handoffRefusal('handoff_not_main_agent', 'only the main agent of a session claims a handoff')
  if (offer === undefined) return handoffRefusal('handoff_unknown', 'no handoff has this id')
  if (offer.offerSessionId === claimer.sessionId)
    return handoffRefusal(
      'handoff_own_session',
      'this handoff was offered by your own session: your session follows its subagents without one',
    )
  if (offer.claimedTaskId !== null)
    return handoffRefusal('handoff_already_claimed', `this handoff already links TDD task ${offer.claimedTaskId}`)
  return undefined
}

/** A task started before with a runId, already linked by another handoff: one offerer follows a task. */
export const taskAlreadyFollowed = (taskId: number): Refusal =>
  handoffRefusal('handoff_already_claimed', `TDD task ${taskId} is already linked by another handoff`)

function handoffRefusal(reason: HandoffRefusal, detail: string): Refusal {
  const code = reason === 'handoff_unknown' ? 'not_found' : 'conflict'
  return refuse(code, `${reason}: ${detail}`, handoffRemediation(reason))
}
