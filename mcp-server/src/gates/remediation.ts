import type { DenialReason, Source } from '../domain/vocabulary.js'
import { allowedTargets } from './phases.js'

/**
 * What to do after a denial: one tool call that moves the agent forward, with arguments that pass that
 * tool's schema (a test checks both), and a sentence for the model. Tool names here must be served tools.
 */
export interface Remediation {
  readonly suggestedTool: string
  readonly suggestedArgs: Readonly<Record<string, unknown>>
  readonly humanHint: string
}

export interface RemediationContext {
  readonly tddTaskId: number
  readonly goalId: number
  readonly behaviorId: number
  readonly from: Source | null
  readonly requestedPhase: string
  readonly testFile?: string | null | undefined
}

export function remediationFor(reason: DenialReason, ctx: RemediationContext): Remediation {
  const task = { action: 'get', tddTaskId: ctx.tddTaskId }
  const runTests = ctx.testFile === undefined || ctx.testFile === null ? {} : { files: [ctx.testFile] }
  const from = ctx.from ?? 'start'
  switch (reason) {
    case 'missing_artifact_evidence':
      if (ctx.from === 'green' || ctx.from === 'refactor') {
        return {
          suggestedTool: 'run_tests',
          suggestedArgs: {},
          humanHint:
            'Run the whole suite with run_tests in this phase; cite the test_passed_run of a run with zero failures to move on.',
        }
      }
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: runTests,
        humanHint:
          ctx.from === 'green.fake-it'
            ? 'Change the production code in green.fake-it, call run_tests, then cite the test_passed_run it reports.'
            : 'Write a failing test for this behavior (your Write/Edit of the test file is recorded), call run_tests in this phase, then cite the test_failed_run artifact it reports. ' +
              'A test file that cannot load (a module error: the module under test does not exist yet) is not a failing test: record a hypothesis citing that error, add a stub so the test loads, and run it again.',
      }
    case 'wrong_artifact_kind':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint: `Cite an artifact of the kind this transition needs; tdd_task get lists your artifacts with their kinds.`,
      }
    case 'wrong_source_phase':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint: `From ${from} you may request: ${allowedTargets(from).join(', ')}.`,
      }
    case 'unknown_tdd_task':
      return {
        suggestedTool: 'inventory',
        suggestedArgs: { kind: 'task' },
        humanHint:
          'That task id is not one of yours. List your tasks with inventory, or start one with tdd_task start.',
      }
    case 'tdd_task_already_ended':
      return {
        suggestedTool: 'inventory',
        suggestedArgs: { kind: 'task' },
        humanHint: 'The task has ended and accepts no changes. Start a new task with tdd_task start for further work.',
      }
    case 'goal_not_started':
      return {
        suggestedTool: 'tdd_goal',
        suggestedArgs: { action: 'update', tddTaskId: ctx.tddTaskId, goalId: ctx.goalId, status: 'in_progress' },
        humanHint: 'Mark the goal in_progress before starting one of its behaviors.',
      }
    case 'goal_not_found':
    case 'goal_not_in_tdd_task':
    case 'goal_not_in_progress':
      return {
        suggestedTool: 'tdd_goal',
        suggestedArgs: { action: 'list', tddTaskId: ctx.tddTaskId },
        humanHint: 'Use a goal of this task that is in_progress; tdd_goal list shows them with their status.',
      }
    case 'behavior_not_found':
    case 'behavior_not_in_goal':
      return {
        suggestedTool: 'tdd_behavior',
        suggestedArgs: { action: 'list', tddTaskId: ctx.tddTaskId, goalId: ctx.goalId },
        humanHint:
          'Use a behavior of the named goal (a triangulation batch stays inside one goal); tdd_behavior list shows them.',
      }
    case 'refactor_without_passing_run':
      return ctx.from === 'green'
        ? {
            suggestedTool: 'run_tests',
            suggestedArgs: {},
            humanHint: 'Run the whole suite in green; cite its test_passed_run (zero failures) to enter refactor.',
          }
        : {
            suggestedTool: 'tdd_phase_transition_request',
            suggestedArgs: {
              tddTaskId: ctx.tddTaskId,
              goalId: ctx.goalId,
              behaviorId: ctx.behaviorId,
              requestedPhase: 'green',
            },
            humanHint: 'Refactor comes after green. Reach green first with the failing run of this red phase.',
          }
    case 'evidence_not_in_phase_window':
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: runTests,
        humanHint:
          'Evidence must be recorded in the current phase (never during a spike). Run the tests now and cite the new artifact.',
      }
    case 'evidence_not_for_behavior':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint:
          'Cite an artifact recorded for this behavior; tdd_task get shows which behavior each artifact belongs to.',
      }
    case 'evidence_test_was_already_failing':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint:
          'That test was failing before this red phase began, so its failure proves nothing new. Write a new test for this behavior, run it in this phase and cite that run.',
      }
    case 'evidence_from_other_caller':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint:
          'Only evidence recorded for you counts. Cite an artifact from your own runs (tdd_task get lists them).',
      }
    case 'run_not_green':
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        humanHint: 'The cited run had failures. Make the whole suite pass, run it again, and cite that run.',
      }
    case 'unrecorded_change':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint:
          'Files changed since this phase began without a recorded change of yours (the denial lists them). Undo them with `evident restore <path>…` in Bash, or make the change with the Edit tool so it is recorded; if another agent changed them, have it stop and restore them.',
      }
    case 'uncited_production_change':
      return {
        suggestedTool: 'test_errors',
        suggestedArgs: {},
        humanHint:
          'Production files changed in red without a hypothesis citing the failing run first. Undo them with `evident restore <path>…`, read the failure with test_errors, record a hypothesis, then change the code.',
      }
    case 'run_filtered':
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        humanHint:
          'The cited run was limited to some files. Run the whole suite (run_tests without files) and cite that run.',
      }
    case 'run_not_current':
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        humanHint:
          'The cited run ran on an older working tree (or the tree changed while it ran). Run the whole suite again now, change nothing until the transition, and cite that run.',
      }
    case 'red_test_no_longer_fails':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint:
          'The test that proved red now passes on the production code of the red run: it no longer tells the fix from its absence. Restore its assertions (no skipped, guarded or mocked-away expectation), run the suite, and request the move again.',
      }
    case 'red_test_not_run':
      return {
        suggestedTool: 'run_tests',
        suggestedArgs: {},
        humanHint:
          'The test that proved red did not run in the cited run (skipped, excluded, renamed or deleted). Make it run again, run the whole suite, and cite that run.',
      }
    case 'tree_unavailable':
      return {
        suggestedTool: 'tdd_task',
        suggestedArgs: task,
        humanHint:
          'evident could not take a snapshot of the working tree (is git installed and on PATH?) or could not re-run the red test in a temporary checkout (the detail says which). This is an infrastructure problem, not a rule decision: fix the environment and request the move again.',
      }
    case 'fake_it_not_generalized':
      return {
        suggestedTool: 'tdd_phase_transition_request',
        suggestedArgs: {
          tddTaskId: ctx.tddTaskId,
          goalId: ctx.goalId,
          behaviorId: ctx.behaviorId,
          requestedPhase: 'green',
        },
        humanHint:
          'Replace the faked implementation with real code, run the tests, and request green before refactoring.',
      }
  }
}
