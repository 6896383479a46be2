import * as z from 'zod'
import { progressEvent } from '../domain/progress-events.js'
import { progressEventRecord } from '../domain/records.js'
import { pushProgress } from '../engine/flows/progress.js'
import { defineTool, fields, id } from './define.js'

const input = fields({
  tddTaskId: id('Your TDD task.'),
  event: progressEvent.describe(
    'One milestone, by type: goals_ready {goalIds}, goal_added {goalId}, goal_started {goalId}, behaviors_ready {goalId, behaviorIds}, ' +
      'behavior_added {behaviorId}, behavior_started {behaviorId}, phase_transition {behaviorId, toPhase}, behavior_completed {behaviorId}, ' +
      'behavior_abandoned {behaviorId, reason}, goal_completed {goalId}, goal_abandoned {goalId, reason}, ' +
      'blocked {reason, failureSignatureHash, behaviorId?}, session_complete {outcome}.',
  ),
})

const output = z.object({ event: progressEventRecord.describe('The stored event.') })

export const progressPushTool = defineTool({
  name: 'tdd_progress_push',
  title: 'Push a TDD progress event',
  description:
    'Report a milestone of your TDD task so the main agent and the user can follow it; every event is checked against the ' +
    'task and stored (inventory kind "progress" replays them in order; tdd_task get shows the newest per behavior). Push it after the fact it reports is recorded: goal_started once the goal is in_progress (tdd_goal update), ' +
    'phase_transition once tdd_phase_transition_request accepted the move, behavior_completed / goal_completed once the ' +
    'status is done, blocked with the signature of the failure from test_errors, session_complete after tdd_task end. ' +
    'The answer is a one-line narration to relay, e.g. "[G1.B2] parses ISO dates · green".',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller }, args) {
    const pushed = await pushProgress(store, caller, args.tddTaskId, args.event)
    if (!pushed.ok) return pushed
    return {
      text: `Recorded ${pushed.value.type} (event ${pushed.value.id}): ${pushed.value.narration}`,
      data: { event: pushed.value },
    }
  },
})
