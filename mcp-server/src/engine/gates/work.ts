import { fullNameLabel } from '../../domain/test-names.js'
import type { ClosingProofFacts, DoneFacts } from '../../domain/facts.js'
import { judgeClosingProof } from './closing-proof.js'
import { unrecordedChanges } from './phases.js'
import type { BehaviorRow, GoalRow, TaskRow } from '../../domain/records.js'
import type { TaskOutcome, WorkStatus } from '../../domain/vocabulary.js'
import { accept, refuse, type Checked, type Refusal } from '../../domain/checked.js'

/**
 * The rules of a task's plan (tasks, goals, behaviors), as pure checks over rows the flows load. Each returns
 * undefined when the rule holds, or the refusal to show.
 */

/** A caller has at most one open task, so evidence recorded for it attaches to exactly one task. */
export function checkTaskStart(open: TaskRow | undefined): Refusal | undefined {
  if (open === undefined) return undefined
  return refuse(
    'conflict',
    `you already have an open TDD task ${open.id} ("${open.goal}")`,
    `continue it (tdd_task resume with tddTaskId ${open.id}) or end it (tdd_task end) before starting another`,
  )
}

/** `"requireSealed": true` in evident.config.json: a task starts only in a sealed session. */
export function checkSealed(
  required: boolean,
  seal: { readonly sealed: boolean; readonly reason: string },
): Refusal | undefined {
  if (!required || seal.sealed) return undefined
  return refuse(
    'conflict',
    `this project requires a sealed session ("requireSealed": true in evident.config.json) and this one is ${seal.reason}`,
    'ask the user to run `evident seal` in the project (`evident doctor` lists what is missing), then to start a new Claude Code session: a session judged unsealed stays unsealed',
  )
}

/**
 * The task, if it is the caller's. Other callers' tasks are reported as unknown: an id alone never grants
 * access to someone else's evidence. An ended task can be read but not changed.
 */
export function checkTaskAccess(task: TaskRow | undefined, taskId: number, mode: 'read' | 'write'): Checked<TaskRow> {
  if (task === undefined) {
    return refuse(
      'not_found',
      `unknown_tdd_task: no TDD task ${taskId} is yours`,
      'list your tasks with inventory (kind "task") or start one with tdd_task start',
    )
  }
  if (mode === 'write' && task.status === 'ended') {
    return refuse(
      'conflict',
      `tdd_task_already_ended: TDD task ${taskId} ended (${task.outcome ?? 'no outcome'}) and accepts no changes`,
      'start a new task with tdd_task start for further work',
    )
  }
  return accept(task)
}

/**
 * The task, if it belongs to a caller of the reader's session (read-only listings with scope "session": the main
 * agent follows its subagents' tasks). Tasks of other sessions are reported as unknown.
 */
export function checkSessionTaskAccess(task: TaskRow | undefined, taskId: number): Checked<TaskRow> {
  if (task !== undefined) return accept(task)
  return refuse(
    'not_found',
    `unknown_tdd_task: no TDD task ${taskId} belongs to your session`,
    'list the tasks of your session with inventory (kind "task", scope "session")',
  )
}

/** `succeeded` only when at least one behavior is done and every other one is done or abandoned. */
export function checkTaskEnd(
  outcome: TaskOutcome,
  behaviors: readonly Pick<BehaviorRow, 'id' | 'status'>[],
): Refusal | undefined {
  if (outcome !== 'succeeded') return undefined
  if (behaviors.length === 0) {
    return refuse(
      'conflict',
      'a TDD task with no behaviors cannot succeed',
      'add behaviors with tdd_behavior create and prove them, or end with outcome "abandoned" or "blocked"',
    )
  }
  const unfinished = behaviors.filter((b) => !finished(b.status))
  if (unfinished.length > 0) {
    return refuse(
      'conflict',
      `behaviors ${unfinished.map((b) => `${b.id} (${b.status})`).join(', ')} are neither done nor abandoned`,
      'prove each behavior and mark it done (tdd_behavior update), or abandon it, before ending with "succeeded"',
    )
  }
  if (!behaviors.some((b) => b.status === 'done')) {
    return refuse(
      'conflict',
      'no behavior of this TDD task is done: a task whose behaviors were all abandoned did not succeed',
      'prove a behavior red → green and mark it done with tdd_behavior update, or end with outcome "abandoned" or "blocked"',
    )
  }
  return undefined
}

const finished = (status: WorkStatus): boolean => status === 'done' || status === 'abandoned'

export function checkGoalOfTask(goal: GoalRow | undefined, taskId: number, goalId: number): Checked<GoalRow> {
  if (goal === undefined || goal.taskId !== taskId) {
    return refuse(
      'not_found',
      `goal_not_found: no goal ${goalId} in TDD task ${taskId}`,
      'tdd_goal list shows the goals of the task',
    )
  }
  return accept(goal)
}

export function checkBehaviorOfTask(
  behavior: BehaviorRow | undefined,
  taskId: number,
  behaviorId: number,
): Checked<BehaviorRow> {
  if (behavior === undefined || behavior.taskId !== taskId) {
    return refuse(
      'not_found',
      `behavior_not_found: no behavior ${behaviorId} in TDD task ${taskId}`,
      'tdd_behavior list shows the behaviors of the task',
    )
  }
  return accept(behavior)
}

/** A goal is done only when it has behaviors and each is done or abandoned. */
export function checkGoalStatus(
  goalId: number,
  status: WorkStatus | undefined,
  behaviors: readonly Pick<BehaviorRow, 'id' | 'status'>[],
): Refusal | undefined {
  if (status !== 'done') return undefined
  const open = behaviors.filter((b) => !finished(b.status))
  if (behaviors.length > 0 && open.length === 0) return undefined
  const why =
    behaviors.length === 0 ? 'it has no behaviors' : `behaviors ${open.map((b) => b.id).join(', ')} are unfinished`
  return refuse(
    'conflict',
    `goal ${goalId} cannot be done: ${why}`,
    'mark each behavior done (with passing evidence) or abandoned via tdd_behavior update first',
  )
}

/**
 * A behavior becomes `done` only when it went red → green with a failing test of its own (an accepted transition
 * to green citing a test_failed_run for it) and a zero-failure run of the whole suite on the working tree as it
 * is now includes that test, passing.
 */
export function checkBehaviorStatus(
  behavior: BehaviorRow,
  status: WorkStatus | undefined,
  facts: DoneFacts | undefined,
): Refusal | undefined {
  if (status !== 'done' || behavior.status === 'done') return undefined
  if (facts?.redTest === undefined) {
    return refuse(
      'conflict',
      `behavior ${behavior.id} cannot be done: it never went red → green with a failing test of its own ` +
        '(no accepted transition to green citing a test_failed_run for it)',
      `enter red for it (tdd_phase_transition_request requestedPhase "red", behaviorId ${behavior.id}), write a failing test, ` +
        'call run_tests, and request green citing its test_failed_run; then make it pass and mark it done',
    )
  }
  const test = `"${fullNameLabel(facts.redTest)}" in ${facts.redTest.file}`
  if (facts.now === null) {
    return refuse(
      'conflict',
      `behavior ${behavior.id} cannot be done: evident could not take a snapshot of the working tree (is git installed and on PATH?)`,
      'fix the environment (an infrastructure problem, not a rule decision), then call tdd_behavior update again',
    )
  }
  const open = facts.openPhase
  if (open !== undefined && open.changes === null) {
    return refuse(
      'conflict',
      `behavior ${behavior.id} cannot be done: the changes since ${open.phase} began cannot be listed (its start tree is missing from evident's snapshot repository)`,
      'this is an infrastructure problem, not a rule decision: request a phase transition to start a new phase, then mark it done',
    )
  }
  const unrecorded = open?.changes === null || open?.changes === undefined ? undefined : unrecordedChanges(open.changes)
  if (unrecorded !== undefined) {
    return refuse(
      'conflict',
      `behavior ${behavior.id} cannot be done: ${unrecorded.count} file(s) changed since ${open?.phase ?? 'the phase'} began without a recorded change of yours: ${unrecorded.list}`,
      'undo them with `evident restore <path>…` in Bash, or make the change with the Edit tool so it is recorded; then run the whole suite again and mark it done',
    )
  }
  if (facts.currentRunId !== undefined) {
    if (!facts.rechecked) {
      return refuse(
        'conflict',
        `behavior ${behavior.id} cannot be done: it has not left green through refactor (or on to the next behavior's red), ` +
          `the moves that re-run its red test ${test} on the production code of the red run to show it still detects the missing code`,
        `request refactor (tdd_phase_transition_request requestedPhase "refactor", behaviorId ${behavior.id}) citing a zero-failure whole-suite run, then mark it done`,
      )
    }
    return undefined
  }
  return refuse(
    'conflict',
    `behavior ${behavior.id} cannot be done: no test_passed_run — no zero-failure run of the whole suite on the working ` +
      `tree as it is now — includes its red test ${test}, passing`,
    'call run_tests without files (the whole suite), change nothing until it ends, then call tdd_behavior update with status "done" again',
  )
}

/**
 * The closing proof of a behavior about to be done (`gates/closing-proof.ts`): its red test as it was when it proved
 * red passes on what would be committed now, and as it is now still fails on the red run's code.
 */
export function checkDoneProof(
  behavior: BehaviorRow,
  proof: ClosingProofFacts,
  now: string | null,
): Refusal | undefined {
  const judged = judgeClosingProof(proof, now)
  if (judged.ok) return undefined
  return refuse(
    'conflict',
    `behavior ${behavior.id} cannot be done: ${judged.reason}: ${judged.detail}`,
    PROOF_REMEDIES[judged.reason],
  )
}

/** What to do about each way the closing proof fails. */
const PROOF_REMEDIES: Readonly<Record<Exclude<ReturnType<typeof judgeClosingProof>, { ok: true }>['reason'], string>> =
  {
    original_test_fails:
      'make what git would commit pass the red test as it was when it proved red: the fix must be in tracked or untracked-but-not-ignored files, must not answer differently when the test runs again, and an API the original test calls must keep its old name until the behavior is done; then run the whole suite and mark it done again',
    red_test_no_longer_fails:
      'restore the red test (and its helpers) so that it fails without the fix again: no skipped, guarded, mocked-away or self-computed expectation; then run the whole suite and mark it done again',
    red_test_not_run:
      'bring the test that proved red back (a rename keeps its name and most of its content), run the whole suite, and mark it done again',
    tree_unavailable:
      'an infrastructure problem, not a rule decision: the working tree changed while it was being proven, or the proof could not run (the detail says which); run the whole suite again and retry',
  }

/** One done behavior at its task's end: its closing proof, and the current whole-suite run its red test passed in. */
export interface EndProofFacts {
  readonly behaviorId: number
  readonly proof: ClosingProofFacts | undefined
  /** A zero-failure whole-suite run on the tree now in which its red test, under its name now, passed. */
  readonly currentRunId: number | undefined
}

/**
 * A task ends `succeeded` only when every done behavior still holds on the tree as it is now: its closing proof
 * (`checkDoneProof`) and a current whole-suite run in which its red test, under its name now, passed.
 */
export function checkTaskEndProofs(behaviors: readonly EndProofFacts[], now: string | null): Refusal | undefined {
  const problems: string[] = []
  let remedy: string | undefined
  for (const b of behaviors) {
    const judged =
      b.proof === undefined
        ? { ok: false as const, reason: 'tree_unavailable' as const, detail: 'no closing proof could be made' }
        : judgeClosingProof(b.proof, now)
    if (!judged.ok) {
      problems.push(`behavior ${b.behaviorId}: ${judged.reason}: ${judged.detail}`)
      remedy ??= PROOF_REMEDIES[judged.reason]
      continue
    }
    if (b.currentRunId === undefined) {
      problems.push(
        `behavior ${b.behaviorId}: red_test_not_run: no zero-failure whole-suite run on the working tree as it is now includes its red test, passing`,
      )
      remedy ??= 'run the whole suite with run_tests (no files), change nothing until it ends, then end the task again'
    }
  }
  if (problems.length === 0) return undefined
  return refuse(
    'conflict',
    `the task cannot end succeeded: ${problems.length} done behavior(s) do not hold on what would be committed now — ${problems.join('; ')}`,
    remedy ?? 'prove each behavior again, then end the task',
  )
}
