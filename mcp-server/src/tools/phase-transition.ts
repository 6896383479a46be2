import * as z from 'zod'
import { DENIAL_REASONS, PHASES, type Phase } from '../domain/vocabulary.js'
import { requestTransition } from '../engine/flows/transition.js'
import { shadowFor } from '../worktree/snapshot.js'
import { describeTransitions } from '../engine/gates/phases.js'
import { FILES_TO_WRITE } from '../engine/gates/remediation.js'
import { defineTool, fields, id, LABEL_MAX } from './define.js'

const input = fields({
  tddTaskId: id('Your TDD task (from tdd_task start).'),
  goalId: id('The goal of the behavior (it must be in_progress, except for → spike).'),
  behaviorId: id(
    'The behavior the new phase works on. For → red: the same or the next behavior; for → red.triangulate: another behavior of the same goal.',
  ),
  requestedPhase: z
    .enum(PHASES)
    .describe('The phase to enter: spike, red, red.triangulate, green, green.fake-it or refactor.'),
  citedArtifactId: id(
    'The artifact that proves the move: a test_failed_run for red → green / green.fake-it; a test_passed_run for green.fake-it → green ' +
      'and for green → refactor and green/refactor → red. Omit it to let evident pick your newest qualifying artifact of the current phase.',
  ).optional(),
  reason: z
    .string()
    .max(LABEL_MAX)
    .optional()
    .describe('Why you are making this move, in one sentence (kept with the new phase).'),
})

const output = z.object({
  accepted: z.boolean().describe('Whether the move was made.'),
  phase: z.enum(PHASES).optional().describe('accepted: the phase entered.'),
  newPhaseId: z.number().int().optional().describe('accepted: the new phase.'),
  previousPhaseId: z.number().int().nullable().optional().describe('accepted: the phase it closed.'),
  citedArtifactId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('accepted: the evidence cited (null when none was needed).'),
  redRecheckMs: z
    .number()
    .optional()
    .describe("green → refactor: how long re-running the red test on the red run's production code took (ms)."),
  denialReason: z.enum(DENIAL_REASONS).optional().describe('denied: why.'),
  detail: z.string().optional().describe('denied: the facts behind the reason.'),
  remediation: z
    .object({
      suggestedTool: z.string().describe('The tool to call next.'),
      suggestedArgs: z.record(z.string(), z.unknown()).describe('Arguments valid for that tool.'),
      humanHint: z.string().describe('What to do.'),
      writeFirst: z
        .enum(FILES_TO_WRITE)
        .optional()
        .describe(
          'Before the suggested call: write or edit a file of this kind (a failing test, or the production code) with the Write/Edit tools.',
        ),
    })
    .optional()
    .describe('denied: the next call.'),
})

/** What to do once a phase is entered: the model's next call, naming only served tools. */
const NEXT: Readonly<Record<Phase, string>> = {
  spike:
    'explore freely; nothing recorded during a spike can be cited later. Request red when you know the behavior to test.',
  red: 'write a failing test for the behavior, call run_tests, then request green (or green.fake-it) citing its test_failed_run.',
  'red.triangulate': 'write a failing test for this behavior too and call run_tests, then request green.',
  green:
    'read the failure, record a hypothesis citing its error and frame, change the production code, run_tests until the whole suite passes, then request refactor.',
  'green.fake-it':
    'change the production code, call run_tests, then request green citing the passing run (or red.triangulate to pin the fake down).',
  refactor:
    'improve the code keeping run_tests green, mark the behavior done with tdd_behavior update, then request red for the next behavior citing a zero-failure run of this phase.',
}

export const phaseTransitionTool = defineTool({
  name: 'tdd_phase_transition_request',
  title: 'Request a TDD phase transition',
  description:
    'Move your TDD task to another phase for a behavior. Only these moves are allowed, each with its evidence (every other move is denied): ' +
    `${describeTransitions()}. Evidence must be your own. A denial returns denialReason, detail and remediation {suggestedTool, suggestedArgs, humanHint, writeFirst?}: ` +
    'a call accepted now (after writing the file writeFirst names, if any) — follow it; the same request unchanged is denied again.',
  input,
  output,
  annotations: { openWorldHint: false },
  async handler({ store, caller, projectRoot }, args) {
    const { reason, ...request } = args
    const result = await requestTransition(store, caller, request, reason, shadowFor(store.path, projectRoot))
    if (result.accepted) {
      const cited =
        result.citedArtifactId === null ? 'no evidence needed' : `evidence: artifact ${result.citedArtifactId}`
      return {
        text: `Accepted: behavior ${args.behaviorId} is now in ${result.phase} (phase ${result.newPhaseId}; ${cited}). Next: ${NEXT[result.phase]}`,
        data: result,
      }
    }
    const r = result.remediation
    const first =
      r.writeFirst === undefined
        ? ''
        : `write the ${r.writeFirst === 'test' ? 'failing test' : 'production code'}, then `
    return {
      text: `Denied (${result.denialReason}): ${result.detail}. ${r.humanHint} Next: ${first}${r.suggestedTool} ${JSON.stringify(r.suggestedArgs)}.`,
      data: result,
    }
  },
})
