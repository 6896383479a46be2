import type { DenialReason, HandoffRefusal, Phase, Source } from '../../domain/vocabulary.js'
import { allowedTargets, REFACTOR_BEFORE_GREEN } from './phases.js'

/**
 * What to do after a denial: one tool call that the server accepts in the current state, with arguments that pass
 * that tool's schema (tests check both), and a sentence for the model. When the honest next step is to write a
 * file first (a failing test, the production code), `writeFirst` names its kind and the call comes after it.
 * Tool names here must be served tools.
 */
export interface Remediation {
  readonly suggestedTool: string
  readonly suggestedArgs: Readonly<Record<string, unknown>>
  readonly humanHint: string
  readonly writeFirst?: FileToWrite
}

/** The kinds of file to write before the suggested call. */
export const FILES_TO_WRITE = ['test', 'production'] as const
export type FileToWrite = (typeof FILES_TO_WRITE)[number]

/**
 * The move that takes the behavior forward from the current phase, as the gate decides it now: a transition
 * from the wrong phase is answered with it (accepted: request it; denied: what it lacks).
 */
export interface ForwardMove {
  readonly requestedPhase: Phase
  readonly accepted: boolean
  /** accepted: the evidence the gate picked; denied: the reason and the cited run's test file, if any. */
  readonly citedArtifactId?: number | null | undefined
  readonly reason?: DenialReason | undefined
  readonly testFile?: string | null | undefined
}

export interface RemediationContext {
  readonly tddTaskId: number
  readonly goalId: number
  readonly behaviorId: number
  readonly from: Source | null
  readonly requestedPhase: string
  readonly testFile?: string | null | undefined
  readonly forward?: ForwardMove | undefined
}

/** The phase the work moves to next from each source: what a request from the wrong phase is pointed at. */
export const FORWARD: Readonly<Record<Source, Phase>> = {
  start: 'red',
  spike: 'red',
  red: 'green',
  'red.triangulate': 'green',
  'green.fake-it': 'green',
  green: 'refactor',
  refactor: 'red',
}

/** A request from the wrong phase (or a refactor from green.fake-it): the forward move, or what it lacks. */
function forwardFrom(reason: DenialReason, ctx: RemediationContext, from: Source, lead: string): Remediation {
  const forward = ctx.forward
  if (forward === undefined) {
    return {
      suggestedTool: 'tdd_task',
      suggestedArgs: { action: 'get', tddTaskId: ctx.tddTaskId },
      humanHint: `${lead} From ${from} you may request: ${allowedTargets(from).join(', ')}.`,
    }
  }
  const move = `${from} → ${forward.requestedPhase}`
  if (forward.accepted) {
    const cited = forward.citedArtifactId ?? undefined
    return {
      suggestedTool: 'tdd_phase_transition_request',
      suggestedArgs: {
        tddTaskId: ctx.tddTaskId,
        goalId: ctx.goalId,
        behaviorId: ctx.behaviorId,
        requestedPhase: forward.requestedPhase,
        ...(cited === undefined ? {} : { citedArtifactId: cited }),
      },
      humanHint: `${lead} The next move, ${move}, is accepted now${cited === undefined ? '' : ` citing artifact ${cited}`}: request it.`,
    }
  }
  const next = remediationFor(forward.reason ?? reason, {
    ...ctx,
    requestedPhase: forward.requestedPhase,
    testFile: forward.testFile,
    forward: undefined,
  })
  return { ...next, humanHint: `${lead} The next move, ${move}, is not possible yet: ${next.humanHint}` }
}

const wrongSource = (ctx: RemediationContext, from: Source): string =>
  `${ctx.requestedPhase} cannot be entered from ${from} (from ${from}: ${allowedTargets(from).join(', ')}).`

/** What a remediation is made from: the request, and the calls most remediations suggest. */
interface Asked {
  readonly reason: DenialReason
  readonly ctx: RemediationContext
  readonly from: Source
  /** `tdd_task get` of the task. */
  readonly task: Readonly<Record<string, unknown>>
  /** `run_tests` arguments: the cited run's test file when there is one, else the whole suite. */
  readonly runTests: Readonly<Record<string, unknown>>
}

const listGoals = ({ ctx }: Asked): Remediation => ({
  suggestedTool: 'tdd_goal',
  suggestedArgs: { action: 'list', tddTaskId: ctx.tddTaskId },
  humanHint: 'Use a goal of this task that is in_progress; tdd_goal list shows them with their status.',
})

const listBehaviors = ({ ctx }: Asked): Remediation => ({
  suggestedTool: 'tdd_behavior',
  suggestedArgs: { action: 'list', tddTaskId: ctx.tddTaskId, goalId: ctx.goalId },
  humanHint:
    'Use a behavior of the named goal (a triangulation batch stays inside one goal); tdd_behavior list shows them.',
})

/**
 * The remediation of every denial reason, one row each: a reason the table lacks does not compile (the mapped type
 * demands them all), so a new denial comes with what to do about it.
 */
const REMEDIATIONS: { readonly [R in DenialReason]: (asked: Asked) => Remediation } = {
  missing_artifact_evidence: ({ ctx, runTests }) => {
    if (ctx.from === 'green' || ctx.from === 'refactor') {
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        humanHint:
          'Run the whole suite with run_tests in this phase; cite the test_passed_run of a run with zero failures to move on.',
      }
    }
    if (ctx.from === 'green.fake-it') {
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: runTests,
        writeFirst: 'production',
        humanHint:
          'Change the production code in green.fake-it first, then call run_tests and cite the test_passed_run it reports.',
      }
    }
    return {
      suggestedTool: 'run_tests',
      suggestedArgs: runTests,
      writeFirst: 'test',
      humanHint:
        'Write a failing test for this behavior first (your Write/Edit of the test file is recorded), then call run_tests in this phase and cite the test_failed_run artifact it reports. ' +
        'A test file that cannot load (a module error: the module under test does not exist yet) is not a failing test: record a hypothesis citing that error, add a stub so the test loads, and run it again.',
    }
  },
  wrong_artifact_kind: ({ task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint: `Cite an artifact of the kind this transition needs; tdd_task get lists your artifacts with their kinds.`,
  }),
  wrong_source_phase: ({ reason, ctx, from }) => forwardFrom(reason, ctx, from, wrongSource(ctx, from)),
  unknown_tdd_task: () => ({
    suggestedTool: 'inventory',
    suggestedArgs: { kind: 'task' },
    humanHint: 'That task id is not one of yours. List your tasks with inventory, or start one with tdd_task start.',
  }),
  tdd_task_already_ended: () => ({
    suggestedTool: 'inventory',
    suggestedArgs: { kind: 'task' },
    humanHint: 'The task has ended and accepts no changes. Start a new task with tdd_task start for further work.',
  }),
  goal_not_started: ({ ctx }) => ({
    suggestedTool: 'tdd_goal',
    suggestedArgs: { action: 'update', tddTaskId: ctx.tddTaskId, goalId: ctx.goalId, status: 'in_progress' },
    humanHint: 'Mark the goal in_progress before starting one of its behaviors.',
  }),
  goal_not_found: listGoals,
  goal_not_in_tdd_task: listGoals,
  goal_not_in_progress: listGoals,
  behavior_not_found: listBehaviors,
  behavior_not_in_goal: listBehaviors,
  refactor_without_passing_run: ({ reason, ctx, from }) =>
    // From red, red.triangulate or spike the move is out of the table: answered as wrong_source_phase is, with the move forward.
    REFACTOR_BEFORE_GREEN.includes(from)
      ? forwardFrom(reason, ctx, from, wrongSource(ctx, from))
      : {
          suggestedTool: 'run_tests',
          suggestedArgs: {},
          humanHint:
            'Run the whole suite in green (make it pass first: change the production code after a hypothesis); cite its test_passed_run (zero failures) to enter refactor.',
        },
  evidence_not_in_phase_window: ({ runTests }) => ({
    suggestedTool: 'run_tests',
    suggestedArgs: runTests,
    humanHint:
      'Evidence must be recorded in the current phase (never during a spike). Run the tests now and cite the new artifact.',
  }),
  evidence_not_for_behavior: ({ task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint:
      'Cite an artifact recorded for this behavior; tdd_task get shows which behavior each artifact belongs to.',
  }),
  evidence_test_was_already_failing: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'test',
    humanHint:
      'That test was failing before this red phase began, so its failure proves nothing new. Write a new failing test for this behavior first, then call run_tests in this phase and cite that run.',
  }),
  evidence_from_other_caller: ({ task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint: 'Only evidence recorded for you counts. Cite an artifact from your own runs (tdd_task get lists them).',
  }),
  run_not_green: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'production',
    humanHint:
      'The cited run had failures. Change the production code until the whole suite passes first, then call run_tests and cite that run.',
  }),
  fake_it_not_generalized: ({ reason, ctx, from }) =>
    forwardFrom(
      reason,
      ctx,
      from,
      'Refactor comes after green: replace the faked implementation with real code and request green first.',
    ),
  fake_not_triangulated: ({ ctx }) => ({
    suggestedTool: 'tdd_phase_transition_request',
    suggestedArgs: {
      tddTaskId: ctx.tddTaskId,
      goalId: ctx.goalId,
      behaviorId: ctx.behaviorId,
      requestedPhase: 'red.triangulate',
    },
    writeFirst: 'test',
    humanHint:
      'A fake becomes green only once it is generalised and shown to be: a second example must fail on the fake. Request red.triangulate, write a second example the fake does not pass, run it with run_tests (it fails), record a hypothesis citing its error, replace the fake with real code, run the whole suite and request green citing the failing run. (Or write both examples in red: the fake run then shows the second one failing, and green.fake-it → green needs a passing whole-suite run after the code changed.)',
  }),
  triangulation_without_test: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'test',
    humanHint:
      'A behavior that joins a red batch needs a test of its own: write a test for this behavior now (in this red.triangulate phase), call run_tests (it may fail or, as a later member, pass at once), then request green again citing the batch’s failing run.',
  }),
  unrecorded_change: ({ task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint:
      'Files changed since this phase began without a recorded change of yours (the denial lists them). Undo them with `evident restore <path>…` in Bash, or make the change with the Edit tool so it is recorded; if another agent changed them, have it stop and restore them.',
  }),
  unmeasured_change: ({ task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint:
      'A Bash command of yours ran unmeasured in this phase (the working tree was too big to snapshot inside its hook), and the test files the denial lists are weaker than when the phase began (skip markers added, test cases removed, or deleted). Put back what they lost with the Edit tool, then request the transition again.',
  }),
  uncited_production_change: () => ({
    suggestedTool: 'test_errors',
    suggestedArgs: {},
    humanHint:
      'Production files changed in red without a hypothesis citing the failing run first. Undo them with `evident restore <path>…`, read the failure with test_errors, record a hypothesis, then change the code.',
  }),
  run_filtered: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    humanHint:
      'The cited run was limited to some files. Run the whole suite (run_tests without files) and cite that run.',
  }),
  run_not_current: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    humanHint:
      'The cited run ran on an older working tree (or the tree changed while it ran). Run the whole suite again now, change nothing until the transition, and cite that run.',
  }),
  red_test_no_longer_fails: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'test',
    humanHint:
      'The test that proved red now passes on the production code of the red run: it no longer tells the fix from its absence. Restore its assertions first (no skipped, guarded or mocked-away expectation), then call run_tests and request the move again.',
  }),
  test_changed_in_green: ({ ctx, task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint:
      `Tests are frozen in ${ctx.from ?? 'green'}: put the test-side files the denial lists back with \`evident restore <path>…\` in Bash (or git checkout), then change only the production code. ` +
      'If a test itself was wrong, request the spike phase and redo the behavior from red.',
  }),
  original_test_fails: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'production',
    humanHint:
      'The red test as it was when it proved red fails on what git would commit now (the closing proof). Either the fix is not in what would be committed — it lives in a git-ignored file, or was undone — or the code has broken the behavior since, or it answers differently when the test runs again in the same process. ' +
      'If you renamed the API the original test calls, keep the old name exported until the behavior is done, or end the behavior before renaming. Make the committed code pass the original test, run the whole suite with run_tests, and request the move again.',
  }),
  red_test_not_run: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'test',
    humanHint:
      'The test that proved red did not run in the cited run (skipped, excluded, renamed or deleted). Make it run again first, then run the whole suite with run_tests and cite that run.',
  }),
  tree_unavailable: ({ task }) => ({
    suggestedTool: 'tdd_task',
    suggestedArgs: task,
    humanHint:
      'evident could not take a snapshot of the working tree (is git installed and on PATH?) or could not re-run the red test in a temporary checkout (the detail says which). This is an infrastructure problem, not a rule decision: fix the environment and request the move again.',
  }),
  oracle_aware_code: () => ({
    suggestedTool: 'run_tests',
    suggestedArgs: {},
    writeFirst: 'production',
    humanHint:
      'Lines added to production code during this task let it know its tests (the detail names each: the test framework, a test runner variable, a test file, the call stack, a replaced built-in). Remove them with the Edit tool first (or justify each in a hypothesis that names its file and rule and says why), then run the whole suite with run_tests and request the move again citing that run.',
  }),
}

export function remediationFor(reason: DenialReason, ctx: RemediationContext): Remediation {
  const runTests = ctx.testFile === undefined || ctx.testFile === null ? {} : { files: [ctx.testFile] }
  const task = { action: 'get', tddTaskId: ctx.tddTaskId }
  return REMEDIATIONS[reason]({ reason, ctx, from: ctx.from ?? 'start', task, runTests })
}

/**
 * What to do after a refused handoff (engine/gates/follow.ts), one row per reason: the next call, as a sentence naming
 * only served tools.
 */
const HANDOFF_REMEDIATIONS: { readonly [R in HandoffRefusal]: string } = {
  handoff_needs_hook_identity:
    "call evident's tools from inside Claude Code with the evident plugin enabled (its PreToolUse hook proves who you are); an identity from EVIDENT_SESSION_ID / EVIDENT_AGENT_ID alone cannot offer, claim or follow a handoff",
  handoff_not_main_agent:
    'ask the main agent of your session: it offers handoffs (tdd_task handoff) and claims them (tdd_task start with handoffId)',
  handoff_unknown:
    'check the handoffId your prompt gave you, or start the task without it (tdd_task start); the offering main agent gets a new id with tdd_task handoff',
  handoff_own_session:
    "start the task without handoffId (tdd_task start): a handoff is for a teammate in another session; your own session's main agent already follows its subagents' tasks",
  handoff_already_claimed:
    'start the task without handoffId (tdd_task start), or ask the offering main agent for a new handoff (tdd_task handoff): each handoff links one task',
}

export function handoffRemediation(reason: HandoffRefusal): string {
  return HANDOFF_REMEDIATIONS[reason]
}
