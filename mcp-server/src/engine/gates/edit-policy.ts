import type { Phase } from '../../domain/vocabulary.js'
import { denialText } from './denial-text.js'
import { isProtectedConfig, VIOLATION_OF, type EditDecision, type EditDenial } from './edit-denials.js'
import { riskyConfigChanges } from './test-config.js'
import type { FileKind } from '../../project/test-files.js'

/**
 * Whether a file change is allowed for a caller, from its TDD state alone (the hook loads the facts).
 * Only a caller with an open TDD task — or a TDD agent that has not started one, or a coordinator worker
 * (`worker-policy.ts`) — is ever refused. The denial vocabulary is `edit-denials.ts`.
 */
export { EDIT_DENIALS, isProtectedConfig, VIOLATION_OF, type EditDecision, type EditDenial } from './edit-denials.js'

export interface EditFacts {
  /** Project-relative POSIX path. */
  readonly file: string
  readonly kind: FileKind
  /** `edit`: Edit/Write/MultiEdit/NotebookEdit; `shell`: a Bash write; `delete`: a Bash rm/mv of the file. */
  readonly via: 'edit' | 'shell' | 'delete'
  /** The caller is evident's TDD agent (`evident:tdd-task`). */
  readonly tddAgent: boolean
  /** Some TDD task (of any caller) is open in the project: protected configuration is frozen for every agent. */
  readonly projectTaskOpen?: boolean | undefined
  /** The caller's open task and its current phase (null before the first transition). */
  readonly task: { readonly id: number; readonly phase: Phase | null } | null
  /** A hypothesis recorded in the current phase cites an error of a failing run of the task. */
  readonly citedHypothesis: boolean
  /** The task has a failing run whose error a hypothesis could cite (unknown: assume it has). */
  readonly failingRun?: boolean | undefined
  /** Test files that carried the red evidence of the current green phase. */
  readonly redEvidenceFiles: readonly string[]
  /**
   * For a deleted test file (`via: 'delete'`): true when the deletion removes no test — the file held none (a helper,
   * a fixture) or its content moved to another test file that keeps its tests (a rename). Unknown: it removes tests.
   */
  readonly testsKept?: boolean | undefined
  /** For test-config edits: the text before and after (unknown for shell writes). */
  readonly change?: { readonly before: string; readonly after: string } | undefined
  /** The change makes the path a symbolic link that resolves outside the project (only the shell can). */
  readonly linksOutside?: boolean | undefined
  /**
   * The caller is a coordinator worker (`evident:scenario`, `evident:implement`, `evident:verify`): what the worker
   * rules (`worker-policy.ts#decideWorker`, against the project's plan) decided about this change.
   */
  readonly workerDecision?: EditDecision | undefined
}

const TOOL = 'mcp__plugin_evident_evident__'

/** A denial: what to do first, then why (see `denialText`). */
const deny = (reason: EditDenial, todo: string, why: string): EditDecision => ({
  ok: false,
  reason,
  violation: VIOLATION_OF[reason],
  message: denialText(todo, why, reason),
})

export function decideEdit(f: EditFacts): EditDecision {
  if ((f.projectTaskOpen === true || f.task !== null) && isProtectedConfig(f.file, f.kind)) {
    return deny(
      'protected_config_edit',
      `Leave ${f.file} as it is, end the task first (tdd_task {"action":"end",…}), or ask the user to make the change`,
      `${f.file} decides how evident, Claude Code or the test runner judge the work, and it cannot change while a TDD task is open in this project ` +
        '(the task runs with the configuration frozen when it started).',
    )
  }
  if (f.task !== null && f.linksOutside === true) {
    return deny(
      'symlink_outside_project',
      'Remove the link and keep the code inside the project',
      `${f.file} is now a symbolic link that leads outside the project: what it points to is not part of the working tree, ` +
        'so changes there would reach the code with no evidence.',
    )
  }
  // A coordinator worker answers to its plan first (any kind of file: a worker changes only what the plan names).
  if (f.workerDecision !== undefined && !f.workerDecision.ok) return f.workerDecision
  // Documentation, ignore files, build output: no TDD rule is about them. Data and configuration files are never
  // denied when written: the hypothesis rule counts them as code at red → green (engine/gates/phases.ts).
  if (f.kind === 'neutral' || f.kind === 'data') return { ok: true }
  if (f.task === null) {
    if (!f.tddAgent) return { ok: true }
    return deny(
      'task_not_started',
      `Start a TDD task first with ${TOOL}tdd_task {"action":"start","goal":"…"}, then retry`,
      `you are evident's TDD agent and have no open TDD task, so ${f.file} cannot be written yet (UNREGISTERED SESSION); ` +
        'every file you write is bound to that task.',
    )
  }
  const { phase } = f.task
  const taskId = f.task.id
  if (f.kind === 'snapshot') {
    return deny(
      'snapshot_edit',
      'Leave snapshots alone and make the code produce the expected output (or assert the value explicitly in the test)',
      `${f.file} is a snapshot; changing it during a TDD task would rewrite the expected output to match the code.`,
    )
  }
  const inGreen = phase === 'green' || phase === 'green.fake-it'
  if (inGreen && f.kind === 'test-config') return testEditInGreen(f.file, phase, taskId)
  if (f.kind === 'test-config') {
    const risky =
      f.change === undefined
        ? ['changes evident cannot inspect from a shell command']
        : riskyConfigChanges(f.change.before, f.change.after)
    if (risky.length === 0) return { ok: true }
    return deny(
      'test_config_weakened',
      'Keep the test configuration as it is (use the Edit tool for a harmless change) and fix the code or the test instead',
      `this change to ${f.file} adds ${risky.join(', ')}, which can hide failing tests during a TDD task.`,
    )
  }
  if (f.kind === 'test') {
    const redInGreen = (phase === 'green' || phase === 'green.fake-it') && f.redEvidenceFiles.includes(f.file)
    if (f.via === 'delete' && (f.testsKept !== true || redInGreen)) {
      return deny(
        'test_file_deleted',
        `Keep ${f.file}; if a test case is wrong, change it with the Edit tool while in red`,
        `deleting or moving ${f.file} from the shell removes test evidence during a TDD task.`,
      )
    }
    if (redInGreen) {
      return deny(
        'red_test_edit_in_green',
        'Change the production code instead (after hypothesis record)',
        `${f.file} carried the failing run that proved red; in ${phase} the test must not be bent to pass. ` +
          `If the test itself is wrong, leave ${phase} with tdd_phase_transition_request (tddTaskId ${taskId}, requestedPhase "spike") and redo the behavior from red.`,
      )
    }
    if (inGreen) return testEditInGreen(f.file, phase, taskId)
    return { ok: true }
  }
  if (phase === null) {
    return deny(
      'production_edit_before_red',
      'Enter red and write a failing test first',
      `TDD task ${taskId} has no phase yet, and production code changes only after a failing test. ` +
        'Plan with tdd_goal and tdd_behavior, enter red with tdd_phase_transition_request, write a failing test, record it with run_tests, ' +
        `then hypothesis {"action":"record"} citing its error before editing ${f.file}. To explore without evidence, request the spike phase.`,
    )
  }
  const gated = phase === 'red' || phase === 'red.triangulate' || phase === 'green' || phase === 'green.fake-it'
  if (!gated || f.citedHypothesis) return { ok: true }
  const hypothesis = `hypothesis {"action":"record","tddTaskId":${taskId},"content":"…","citedTestErrorId":…,"citedStackFrameId":…}`
  if (f.failingRun === false) {
    return deny(
      'uncited_production_edit',
      'Write a failing test first (a test file, with the Write/Edit tools) and run it with run_tests',
      `editing production file ${f.file} in ${phase} needs a hypothesis that cites an error of a failing run of task ${taskId}, ` +
        `and no test of the task has failed yet (UNCITED FIX). After the failing run, read the failure with test_errors, call ${hypothesis}, then retry the edit.`,
    )
  }
  return deny(
    'uncited_production_edit',
    'Record a hypothesis first, citing an error of the failing run',
    `editing production file ${f.file} in ${phase} needs a hypothesis recorded in this phase that cites an error of a failing run of task ${taskId} (UNCITED FIX). ` +
      `Read the failure with test_errors (error id and stack frame id), call ${hypothesis}, then retry the edit.`,
  )
}

/**
 * Tests are frozen in green, all of them (issue #30): in green and green.fake-it no test-side file changes — a test,
 * a helper or fixture in a test folder, test configuration, a snapshot — only the code does. A test change waits for
 * refactor (where it triggers the closing proof) or for the next behavior's red.
 */
function testEditInGreen(file: string, phase: Phase, taskId: number): EditDecision {
  return deny(
    'test_edit_in_green',
    'Change the production code instead (after hypothesis record); change tests in red or refactor',
    `${file} is test code, and in ${phase} tests are frozen — all of them, not only the one that proved red — so that ` +
      'the green run proves the code, not a test made to fit it. ' +
      `If a test itself is wrong, leave ${phase} with tdd_phase_transition_request (tddTaskId ${taskId}, requestedPhase "spike") and redo the behavior from red.`,
  )
}
