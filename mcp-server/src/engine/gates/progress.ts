import type { ProgressFacts } from '../../domain/facts.js'
import type { WorkStatus } from '../../domain/vocabulary.js'
import type { ProgressEvent, ProgressEventType } from '../../domain/progress-events.js'

/** Checks a progress event against the task tree. Pure: the store loads `ProgressFacts`. */
export const PROGRESS_REJECTIONS = [
  'tdd_task_already_ended',
  'unknown_goal',
  'unknown_behavior',
  'behavior_not_in_goal',
  'status_mismatch',
  'phase_mismatch',
  'unknown_failure_signature',
  'task_not_ended',
  'outcome_mismatch',
] as const
export type ProgressRejection = (typeof PROGRESS_REJECTIONS)[number]

export type ProgressCheck =
  | { readonly ok: true; readonly payload: Readonly<Record<string, unknown>>; readonly narration: string }
  | { readonly ok: false; readonly reason: ProgressRejection; readonly detail: string; readonly hint: string }

const HINTS: Readonly<Record<ProgressRejection, string>> = {
  tdd_task_already_ended: 'after tdd_task end only session_complete can be pushed',
  unknown_goal: 'tdd_goal list shows the goals of the task',
  unknown_behavior: 'tdd_behavior list shows the behaviors of the task',
  behavior_not_in_goal: 'tdd_behavior list {tddTaskId, goalId} shows the behaviors of that goal',
  status_mismatch:
    'push the event that matches the recorded status (tdd_task get shows it), or change the status first with tdd_goal update / tdd_behavior update',
  phase_mismatch:
    "push phase_transition after tdd_phase_transition_request accepted the move; tdd_task get shows each behavior's current phase",
  unknown_failure_signature: "test_errors lists the signatures of the failures of your task's runs",
  task_not_ended: 'end the task with tdd_task end first',
  outcome_mismatch: 'push the outcome the task was ended with (tdd_task get shows it)',
}

/** A started goal or behavior is in progress, or already done when the event is pushed late. */
const STARTED: readonly WorkStatus[] = ['in_progress', 'done']

const reject = (reason: ProgressRejection, detail: string): ProgressCheck => ({
  ok: false,
  reason,
  detail,
  hint: HINTS[reason],
})

type Goal = ProgressFacts['goals'][number]
type Behavior = ProgressFacts['behaviors'][number]

const goalLabel = (g: Goal): string => `G${g.ordinal + 1} "${g.goal}"`

export function checkProgressEvent(event: ProgressEvent, facts: ProgressFacts): ProgressCheck {
  if (facts.task.status === 'ended' && event.type !== 'session_complete') {
    return reject('tdd_task_already_ended', `TDD task ${facts.task.id} has ended`)
  }
  const goalOf = (id: number) => facts.goals.find((g) => g.id === id)
  const behaviorOf = (id: number) => facts.behaviors.find((b) => b.id === id)
  const label = (b: Behavior): string => `[G${(goalOf(b.goalId)?.ordinal ?? 0) + 1}.B${b.ordinal + 1}] ${b.behavior}`
  const behaviorPayload = (b: Behavior) => ({
    behaviorId: b.id,
    goalId: b.goalId,
    goalOrdinal: goalOf(b.goalId)?.ordinal ?? 0,
    behaviorOrdinal: b.ordinal,
    behavior: b.behavior,
    label: label(b),
  })
  const goalPayload = (g: Goal) => ({ goalId: g.id, goalOrdinal: g.ordinal, goal: g.goal })
  const withGoal = (
    id: number,
    status: readonly WorkStatus[] | undefined,
    then: (g: Goal) => ProgressCheck,
  ): ProgressCheck => {
    const g = goalOf(id)
    if (g === undefined) return reject('unknown_goal', `no goal ${id} in TDD task ${facts.task.id}`)
    if (status !== undefined && !status.includes(g.status))
      return reject('status_mismatch', `${event.type} needs goal ${id} ${status.join(' or ')}; it is ${g.status}`)
    return then(g)
  }
  const withBehavior = (
    id: number,
    status: readonly WorkStatus[] | undefined,
    then: (b: Behavior) => ProgressCheck,
  ): ProgressCheck => {
    const b = behaviorOf(id)
    if (b === undefined) return reject('unknown_behavior', `no behavior ${id} in TDD task ${facts.task.id}`)
    if (status !== undefined && !status.includes(b.status))
      return reject('status_mismatch', `${event.type} needs behavior ${id} ${status.join(' or ')}; it is ${b.status}`)
    return then(b)
  }
  const ok = (payload: Record<string, unknown>, narration: string): ProgressCheck => ({ ok: true, payload, narration })

  switch (event.type) {
    case 'goals_ready': {
      const ids = [...new Set(event.goalIds)]
      const missing = ids.filter((id) => goalOf(id) === undefined)
      if (missing.length > 0)
        return reject('unknown_goal', `no goal ${missing.join(', ')} in TDD task ${facts.task.id}`)
      const goals = ids.map((id) => goalOf(id)).filter((g): g is Goal => g !== undefined)
      return ok({ goals: goals.map(goalPayload) }, `Goals: ${goals.map(goalLabel).join('; ')}`)
    }
    case 'goal_added':
      return withGoal(event.goalId, undefined, (g) => ok(goalPayload(g), `Goal added: ${goalLabel(g)}`))
    case 'goal_started':
      return withGoal(event.goalId, STARTED, (g) => ok(goalPayload(g), `Goal started: ${goalLabel(g)}`))
    case 'goal_completed':
    case 'goal_abandoned': {
      const done = event.type === 'goal_completed'
      return withGoal(event.goalId, [done ? 'done' : 'abandoned'], (g) => {
        const behaviorIds = facts.behaviors.filter((b) => b.goalId === g.id).map((b) => b.id)
        const why = event.type === 'goal_abandoned' ? `: ${event.reason}` : ''
        return ok(
          { ...goalPayload(g), behaviorIds, ...(event.type === 'goal_abandoned' ? { reason: event.reason } : {}) },
          `Goal ${done ? 'done' : 'abandoned'}: ${goalLabel(g)}${why}`,
        )
      })
    }
    case 'behaviors_ready':
      return withGoal(event.goalId, undefined, (g) => {
        const ids = [...new Set(event.behaviorIds)]
        const missing = ids.filter((id) => behaviorOf(id) === undefined)
        if (missing.length > 0)
          return reject('unknown_behavior', `no behavior ${missing.join(', ')} in TDD task ${facts.task.id}`)
        const behaviors = ids.map((id) => behaviorOf(id)).filter((b): b is Behavior => b !== undefined)
        const foreign = behaviors.filter((b) => b.goalId !== g.id)
        if (foreign.length > 0)
          return reject(
            'behavior_not_in_goal',
            `behavior ${foreign.map((b) => b.id).join(', ')} is not in goal ${g.id}`,
          )
        return ok(
          { ...goalPayload(g), behaviors: behaviors.map(behaviorPayload) },
          `Behaviors of ${goalLabel(g)}: ${behaviors.map(label).join('; ')}`,
        )
      })
    case 'behavior_added':
      return withBehavior(event.behaviorId, undefined, (b) => ok(behaviorPayload(b), `Behavior added: ${label(b)}`))
    case 'behavior_started':
      return withBehavior(event.behaviorId, STARTED, (b) => ok(behaviorPayload(b), `Behavior started: ${label(b)}`))
    case 'behavior_completed':
      return withBehavior(event.behaviorId, ['done'], (b) => ok(behaviorPayload(b), `Behavior done: ${label(b)}`))
    case 'behavior_abandoned':
      return withBehavior(event.behaviorId, ['abandoned'], (b) =>
        ok({ ...behaviorPayload(b), reason: event.reason }, `Behavior abandoned: ${label(b)}: ${event.reason}`),
      )
    case 'phase_transition':
      return withBehavior(event.behaviorId, undefined, (b) => {
        if (b.phase === null || b.phase.phase !== event.toPhase) {
          return reject(
            'phase_mismatch',
            `behavior ${b.id} is in ${b.phase?.phase ?? 'no phase'}, not ${event.toPhase}`,
          )
        }
        return ok(
          { ...behaviorPayload(b), phaseId: b.phase.id, fromPhase: b.phase.from, toPhase: b.phase.phase },
          `${label(b)} · ${b.phase.phase}`,
        )
      })
    case 'blocked': {
      if (!facts.signatureKnown) {
        return reject(
          'unknown_failure_signature',
          `no failure with signature ${event.failureSignatureHash} was recorded in a run of TDD task ${facts.task.id}`,
        )
      }
      const blocked = { reason: event.reason, failureSignatureHash: event.failureSignatureHash }
      if (event.behaviorId === undefined) return ok(blocked, `Blocked (${event.failureSignatureHash}): ${event.reason}`)
      return withBehavior(event.behaviorId, undefined, (b) =>
        ok(
          { ...behaviorPayload(b), ...blocked },
          `Blocked on ${label(b)} (${event.failureSignatureHash}): ${event.reason}`,
        ),
      )
    }
    case 'session_complete': {
      if (facts.task.status !== 'ended') return reject('task_not_ended', `TDD task ${facts.task.id} is still open`)
      if (facts.task.outcome !== event.outcome) {
        return reject(
          'outcome_mismatch',
          `TDD task ${facts.task.id} ended ${facts.task.outcome ?? 'without an outcome'}, not ${event.outcome}`,
        )
      }
      return ok(
        { outcome: event.outcome, goalIds: facts.goals.map((g) => g.id) },
        `Session complete: ${event.outcome} (${facts.goals.length} goal(s))`,
      )
    }
  }
}

/** Compile-time check that the schema's union and the declared type list agree (@public: read by the compiler only). */
export const EVENT_TYPES_MATCH: ProgressEvent['type'] extends ProgressEventType
  ? ProgressEventType extends ProgressEvent['type']
    ? true
    : never
  : never = true
