import { PHASES, type Phase } from '../domain/vocabulary.js'
import * as z from 'zod'
import { requestTransition } from '../store/transitions.js'
import { defineTool, id, LABEL_MAX, toolInput } from './define.js'

const input = toolInput({
  tddTaskId: id('Your TDD task (from tdd_task start).'),
  goalId: id('The goal of the behavior (it must be in_progress, except for → spike).'),
  behaviorId: id('The behavior the new phase works on. For → red: the same or the next behavior; for → red.triangulate: another behavior of the same goal.'),
  requestedPhase: z.enum(PHASES).describe('The phase to enter: spike, red, red.triangulate, green, green.fake-it or refactor.'),
  citedArtifactId: id(
    'The artifact that proves the move: a test_failed_run for red → green / green.fake-it; a test_passed_run for green.fake-it → green ' +
    'and for green → refactor and green/refactor → red. Omit it to let evident pick your newest qualifying artifact of the current phase.').optional(),
  reason: z.string().max(LABEL_MAX).optional().describe('Why you are making this move, in one sentence (kept with the new phase).'),
})

/** What to do once a phase is entered: the model's next call, naming only served tools. */
const NEXT: Readonly<Record<Phase, string>> = {
  'spike': 'explore freely; nothing recorded during a spike can be cited later. Request red when you know the behavior to test.',
  'red': 'write a failing test for the behavior, call run_tests, then request green (or green.fake-it) citing its test_failed_run.',
  'red.triangulate': 'write a failing test for this behavior too and call run_tests, then request green.',
  'green': 'read the failure, record a hypothesis citing its error and frame, change the production code, run_tests until the whole suite passes, then request refactor.',
  'green.fake-it': 'change the production code, call run_tests, then request green citing the passing run (or red.triangulate to pin the fake down).',
  'refactor': 'improve the code keeping run_tests green, mark the behavior done with tdd_behavior update, then request red for the next behavior citing a zero-failure run of this phase.',
}

export const phaseTransitionTool = defineTool({
  name: 'tdd_phase_transition_request',
  title: 'Request a TDD phase transition',
  description:
    'Move your TDD task to another phase for a behavior. Only these moves are allowed, each with its evidence (every other move is denied): ' +
    'start or spike → red: none, but the goal must be in_progress; red → red.triangulate: none (another behavior of the same goal joins the red batch); ' +
    'red or red.triangulate → green, and red → green.fake-it: a test_failed_run that run_tests recorded in this red phase (or batch), of a test ' +
    'whose file you wrote during this task and that had not failed before the phase began; green.fake-it → green: a test_passed_run recorded ' +
    'after you changed production code in green.fake-it; green.fake-it → red.triangulate: none; green → refactor and green or refactor → red: ' +
    'a test_passed_run of a run with zero failures recorded in the current phase; any → spike: none, and nothing recorded during a spike can ever ' +
    'be cited. Evidence must be your own. A denial returns denialReason, detail and remediation {suggestedTool, suggestedArgs, humanHint}: ' +
    'follow it — the same request unchanged is denied again.',
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
      return { text: `Accepted: behavior ${args.behaviorId} is now in ${result.phase} (phase ${result.newPhaseId}; ${cited}). Next: ${NEXT[result.phase]}`, data: result }
    }
    const r = result.remediation
    return {
      text: `Denied (${result.denialReason}): ${result.detail}. ${r.humanHint} Next: ${r.suggestedTool} ${JSON.stringify(r.suggestedArgs)}.`,
      data: result,
    }
  },
})
