import { PHASES, TASK_OUTCOMES } from './vocabulary.js'
import * as z from 'zod'

/**
 * The 13 progress events a TDD agent pushes at its milestones (tdd_progress_push), one strict object per
 * type. Events carry ids only; evident checks them against the task tree and stores them enriched with the
 * ordinals and texts a narrator needs (e.g. "[G1.B2] parses ISO dates").
 */
const ref = (what: string) => z.number().int().positive().describe(what)
const type = <T extends string>(value: T, what: string) => z.literal(value).describe(what)
/** A strict event object whose unknown-key error lists the keys the event accepts. */
function event<S extends Record<string, z.ZodType>>(shape: S) {
  const accepted = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')} in this event; accepted keys: ${accepted}`
        : undefined,
  })
}
const reason = z.string().min(1).max(500).describe('Why, in one sentence, for the user.')

export const PROGRESS_EVENT_TYPES = [
  'goals_ready',
  'goal_added',
  'goal_started',
  'behaviors_ready',
  'behavior_added',
  'behavior_started',
  'phase_transition',
  'behavior_completed',
  'behavior_abandoned',
  'goal_completed',
  'goal_abandoned',
  'blocked',
  'session_complete',
] as const
export type ProgressEventType = (typeof PROGRESS_EVENT_TYPES)[number]

export const progressEvent = z.discriminatedUnion('type', [
  event({
    type: type('goals_ready', 'The task is decomposed into goals.'),
    goalIds: z.array(ref('A goal of the task.')).min(1).max(100).describe('The goals, in order.'),
  }),
  event({ type: type('goal_added', 'A goal was added after goals_ready.'), goalId: ref('The new goal.') }),
  event({
    type: type('goal_started', 'Work on a goal began (its status must be in_progress, or done when pushed late).'),
    goalId: ref('The goal.'),
  }),
  event({
    type: type('behaviors_ready', "A goal's behaviors are listed."),
    goalId: ref('The goal.'),
    behaviorIds: z.array(ref('A behavior of that goal.')).min(1).max(200).describe('The behaviors, in order.'),
  }),
  event({
    type: type('behavior_added', 'A behavior was added after behaviors_ready.'),
    behaviorId: ref('The new behavior.'),
  }),
  event({
    type: type(
      'behavior_started',
      'Work on a behavior began (its status must be in_progress — request red for it first — or done when pushed late).',
    ),
    behaviorId: ref('The behavior.'),
  }),
  event({
    type: type(
      'phase_transition',
      'A behavior entered a phase (push it after tdd_phase_transition_request accepted the move).',
    ),
    behaviorId: ref('The behavior.'),
    toPhase: z.enum(PHASES).describe("The phase entered; must be the behavior's current phase."),
  }),
  event({
    type: type('behavior_completed', 'A behavior is done (its status must be done).'),
    behaviorId: ref('The behavior.'),
  }),
  event({
    type: type('behavior_abandoned', 'A behavior was abandoned (its status must be abandoned).'),
    behaviorId: ref('The behavior.'),
    reason,
  }),
  event({ type: type('goal_completed', 'A goal is done (its status must be done).'), goalId: ref('The goal.') }),
  event({
    type: type('goal_abandoned', 'A goal was abandoned (its status must be abandoned).'),
    goalId: ref('The goal.'),
    reason,
  }),
  event({
    type: type('blocked', 'You cannot make progress on a failure.'),
    reason,
    failureSignatureHash: z
      .string()
      .regex(/^[0-9a-f]{16}$/, 'a failure signature is 16 lowercase hex characters')
      .describe(
        'The signature (16 hex) of the failure you are stuck on, as test_errors lists it for a run of this task.',
      ),
    behaviorId: ref('The behavior you are stuck on, if any.').optional(),
  }),
  event({
    type: type('session_complete', 'The task is over (push it after tdd_task end).'),
    outcome: z.enum(TASK_OUTCOMES).describe('The outcome the task was ended with.'),
  }),
])
export type ProgressEvent = z.infer<typeof progressEvent>
