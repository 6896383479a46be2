import * as z from 'zod'
import { PHASES } from '../gates/phases.js'
import { requestTransition } from '../store/transitions.js'
import { defineTool, id, LABEL_MAX, toolInput } from './define.js'

const input = toolInput({
  tddTaskId: id('Your TDD task.'),
  goalId: id('The goal of the behavior.'),
  behaviorId: id('The behavior the new phase works on (for → red: the same or the next behavior).'),
  requestedPhase: z.enum(PHASES).describe('The phase to enter.'),
  citedArtifactId: id('The artifact that proves the move (test_failed_run for → green / green.fake-it; test_passed_run for → refactor, green.fake-it → green and green/refactor → red). Omit it to let evident pick your newest qualifying artifact of the current phase.').optional(),
  reason: z.string().max(LABEL_MAX).optional().describe('Why you are making this move (kept with the phase).'),
})

export const phaseTransitionTool = defineTool({
  name: 'tdd_phase_transition_request',
  title: 'Request a TDD phase transition',
  description:
    'Move a behavior to another phase (spike, red, red.triangulate, green, green.fake-it, refactor). Only allowed moves ' +
    'with the right evidence are accepted: → red needs the goal in progress; red → green needs a failing run of a test you ' +
    'wrote, recorded by run_tests in this red phase, that was not failing before the phase began; green → refactor and ' +
    'refactor → red need a run with zero failures recorded in the current phase. A denial returns denialReason and a ' +
    'remediation (the tool to call next, with arguments): follow it, do not retry unchanged.',
  input,
  annotations: { openWorldHint: false },
  async handler(ctx, args) {
    const caller = ctx.resolveCaller(args.caller)
    const result = await ctx.store.write((tx) => requestTransition(tx, caller, {
      tddTaskId: args.tddTaskId, goalId: args.goalId, behaviorId: args.behaviorId,
      requestedPhase: args.requestedPhase, citedArtifactId: args.citedArtifactId,
    }, args.reason))
    if (result.accepted) {
      const cited = result.citedArtifactId === null ? 'no evidence needed' : `evidence: artifact ${result.citedArtifactId}`
      return { text: `Accepted: behavior ${args.behaviorId} is now in ${result.phase} (phase ${result.newPhaseId}; ${cited}).`, data: result }
    }
    const r = result.remediation
    return {
      text: `Denied (${result.denialReason}): ${result.detail}. ${r.humanHint} Next: ${r.suggestedTool} ${JSON.stringify(r.suggestedArgs)}.`,
      data: result,
    }
  },
})
