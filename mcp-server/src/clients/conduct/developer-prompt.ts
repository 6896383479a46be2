import { badInput } from '../../kernel/errors.js'
import type { IssueSpec } from './issue.js'
import type { LedgerStep } from './ledger.js'

/** A developer leaf's work: one phase of one ledger step; `revise` answers a verifier's REJECT of `rejected`. */
export interface DeveloperInputs {
  readonly phase: 'red' | 'green' | 'refactor' | 'revise'
  readonly issue: IssueSpec
  readonly step: LedgerStep
  /** revise only: the verifier's one-line reason. */
  readonly rejectReason?: string | undefined
  /** revise only: the phase the verifier rejected (the revise leaf redoes it); unnamed, the prompt says "the last". */
  readonly rejected?: 'red' | 'green' | 'refactor' | undefined
}

const DEVELOPER_MARKER = 'evident-conduct-developer'

const PHASE_WORK = {
  red: [
    "Do the RED phase of this step: write the smallest test (or tests) for this step's behaviour and show it fails " +
      'because the behaviour is missing — an assertion about it fails, not a syntax or import error. Do not change ' +
      'production code in this phase.',
  ],
  green: [
    'Do the GREEN phase of this step: the failing test of the red phase is in the working tree. Make it pass with ' +
      'the smallest production change, citing the failure in a hypothesis before you touch production code. Do not ' +
      'weaken or edit that test. Finish with the whole suite passing.',
  ],
  refactor: [
    'Do the REFACTOR phase of this step: the tests pass. Tidy the code this step touched (names, duplication, ' +
      'structure) without changing behaviour and without changing any test. Finish with the whole suite passing. ' +
      'If nothing needs tidying, change nothing.',
  ],
  revise: [
    'REVISE: an independent verifier checked the phase named above and rejected it. Fix exactly what the reason says, ' +
      'redoing that phase as the protocol requires, and nothing more.',
  ],
} as const

/** The prompt of a fresh `claude -p` developer leaf: it may see everything about the issue and the step. */
export function buildDeveloperPrompt(inputs: DeveloperInputs): string {
  const { phase, issue, step, rejectReason, rejected } = inputs
  if (!(phase in PHASE_WORK))
    throw badInput(`a developer phase is red, green, refactor or revise: got ${String(phase)}`)
  const criterion = issue.criteria[step.ac - 1]
  if (criterion === undefined)
    throw badInput(`step ${step.number} serves criterion ${step.ac}, which issue #${issue.number} does not have`)
  if (phase === 'revise' && (rejectReason === undefined || rejectReason.trim() === ''))
    throw badInput("a revise leaf needs the verifier's reject reason")
  if (phase !== 'revise' && (rejectReason !== undefined || rejected !== undefined))
    throw badInput(`a reject reason is only for a revise leaf, not ${phase}`)
  const revise =
    phase === 'revise'
      ? [
          '',
          `The verifier rejected the ${rejected ?? 'last'} phase of this step. Its reason (one line):`,
          (rejectReason ?? '').replace(/\s+/g, ' ').trim(),
        ]
      : []
  return [
    `${DEVELOPER_MARKER} phase=${phase} step=${step.number}`,
    '',
    `You are a developer working one step of issue #${issue.number} in the repository in your working directory, ` +
      'under a conductor that plans the steps, verifies each phase independently and commits.',
    '',
    `# Issue #${issue.number}: ${issue.title}`,
    '',
    issue.body.trim(),
    '',
    `# This step (${step.number}): ${step.title}`,
    '',
    `It serves acceptance criterion ${step.ac}: ${criterion}`,
    ...revise,
    '',
    '# What to do',
    '',
    ...PHASE_WORK[phase],
    '',
    "Follow evident's TDD protocol (its tdd-protocol skill): register with tdd_task, " +
      'create the goal and behaviour with tdd_goal and tdd_behavior, change phase only with ' +
      'tdd_phase_transition_request, run tests only with run_tests (never from the shell; the test command is ' +
      'configured in your environment), read failures with test_errors and record a hypothesis before a ' +
      'production change. Do exactly this phase of this step, nothing beyond it.',
    '',
    'Never commit, stash, reset, rebase or push, and never edit the .tdd/ folder: the conductor commits your work ' +
      'after a verifier confirms it. Do not ask questions: nobody answers a headless run. If you cannot go on, say ' +
      'why in the summary.',
    '',
    'Finish with one line summarising what you did.',
  ].join('\n')
}
