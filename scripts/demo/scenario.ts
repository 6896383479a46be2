import type { Agent } from './agent.js'
import {
  B1,
  B1_FIX,
  B1_HYPOTHESIS,
  B1_REFACTOR,
  B1_TEST,
  B2,
  B2_BENT_TEST,
  B2_FIX,
  B2_HYPOTHESIS,
  B2_RENAMED_TEST,
  B2_RESTORED,
  B2_TAUTOLOGY,
  B2_TEST,
  CODE_FILE,
  SHELL_WRITE,
  TEST_FILE,
} from './edits.js'
import type { CitedArtifact, Data, Moves, TestRun } from './moves.js'
import type { Narrator } from './narrator.js'

/**
 * One TDD task on the example project, as an agent would drive it: two behaviors through red → green →
 * refactor, and on the way the usual shortcuts, each of which evident must deny with its reason.
 * Behavior 1 fixes the code while still red (then enters green citing the failing run); behavior 2 enters
 * green first and fixes the code there — the phase machine accepts both orders.
 */
const id = (value: unknown): number => value as number

export async function tddScenario(
  agent: Agent,
  m: Moves,
  say: Narrator,
  onTask: (tddTaskId: number) => void,
): Promise<number> {
  const tddTaskId = id(
    (
      await m.call(
        'tdd_task',
        { action: 'start', goal: 'slugify turns titles into URL slugs' },
        (d) => `tdd_task start → task ${String(d['tddTaskId'])}`,
      )
    )['tddTaskId'],
  )
  onTask(tddTaskId)
  const goal = (
    await m.call(
      'tdd_goal',
      { action: 'create', tddTaskId, goal: 'readable slugs for blog titles' },
      (d) => `tdd_goal create → goal ${String((d['goal'] as Data)['id'])}`,
    )
  )['goal'] as Data
  const ids = { tddTaskId, goalId: id(goal['id']) }
  await m.call(
    'tdd_goal',
    { action: 'update', ...ids, status: 'in_progress' },
    () => `goal ${ids.goalId} is in_progress`,
  )
  const behavior = async (text: string): Promise<number> =>
    id(
      (
        (
          await m.call(
            'tdd_behavior',
            { action: 'create', ...ids, behavior: text },
            (d) => `tdd_behavior create → behavior ${String((d['behavior'] as Data)['id'])} "${text}"`,
          )
        )['behavior'] as Data
      )['id'],
    )
  const b1 = await behavior(B1)
  const b2 = await behavior(B2)

  say.note(`— behavior ${b1}: ${B1}`)
  await m.blocked(
    `Edit ${CODE_FILE} before any test`,
    'production_edit_before_red',
    agent.edit(CODE_FILE, B1_FIX.old, B1_FIX.new),
  )
  await m.accept(ids, b1, 'red')
  await m.allowed(`Write ${TEST_FILE} (the failing test)`, agent.write(TEST_FILE, B1_TEST))
  await m.blocked('Bash `npx vitest run`', 'test_command_bypass', agent.bash('npx vitest run'))
  await m.refuse(ids, b1, 'red', 'refactor', 'refactor_without_passing_run')
  await m.blocked(
    `Edit ${CODE_FILE} before a failing run`,
    'uncited_production_edit',
    agent.edit(CODE_FILE, B1_FIX.old, B1_FIX.new),
  )
  const red1 = await m.runTests('failed')
  // As the tdd-protocol skill says: green first, citing the failing run; then the hypothesis; only then the fix.
  const failing1 = cite(red1, 'test_failed_run', say)
  await m.accept(ids, b1, 'green', failing1)
  const h1 = await hypothesize(m, tddTaskId, red1.runId, B1, B1_HYPOTHESIS)
  await m.allowed(`Edit ${CODE_FILE} (the fix)`, agent.edit(CODE_FILE, B1_FIX.old, B1_FIX.new))
  const green1 = await m.runTests('passed')
  await confirm(m, h1)
  await m.accept(ids, b1, 'refactor', cite(green1, 'test_passed_run', say, failing1))
  await m.allowed(`Edit ${CODE_FILE} (extract words())`, agent.edit(CODE_FILE, B1_REFACTOR.old, B1_REFACTOR.new))
  const refactor1 = await m.runTests('passed')
  await m.call(
    'tdd_behavior',
    { action: 'update', tddTaskId, behaviorId: b1, status: 'done' },
    () => `behavior ${b1} is done`,
  )

  say.note(`— behavior ${b2}: ${B2}`)
  await m.accept(ids, b2, 'red', cite(refactor1, 'test_passed_run', say, failing1))
  await m.allowed(`Edit ${TEST_FILE} (add the failing test)`, agent.edit(TEST_FILE, B2_TEST.old, B2_TEST.new))
  const red2 = await m.runTests('failed')
  // The cheat no hook can see in an edit: after the failing run, the test is bent to expect whatever the code returns.
  await m.allowed(
    `Edit ${TEST_FILE} to expect slugify(x) itself (a test that cannot fail)`,
    agent.edit(TEST_FILE, B2_TAUTOLOGY.old, B2_TAUTOLOGY.new),
  )
  await m.accept(ids, b2, 'green', cite(red2, 'test_failed_run', say))
  await m.runTests('passed')
  await m.refuse(ids, b2, 'green', 'refactor', 'red_test_no_longer_fails')
  say.note(
    '  (the red test, re-run on the production code of the red run, passes there: it no longer detects anything)',
  )
  await m.accept(ids, b2, 'spike')
  await m.allowed(
    `Edit ${TEST_FILE} back to a real expectation, as "${B2_RENAMED_TEST}"`,
    agent.edit(TEST_FILE, B2_RESTORED.old, B2_RESTORED.new),
  )
  await m.accept(ids, b2, 'red')
  const red2b = await m.runTests('failed')
  const failing2 = cite(red2b, 'test_failed_run', say)
  await m.accept(ids, b2, 'green', failing2)
  await m.blocked(
    `Edit ${TEST_FILE} to expect what the code returns`,
    'red_test_edit_in_green',
    agent.edit(TEST_FILE, B2_BENT_TEST.old, B2_BENT_TEST.new),
  )
  await m.caught(`Bash \`${SHELL_WRITE}\``, 'uncited_production_edit', agent.bash(SHELL_WRITE))
  await m.allowed(
    `Bash \`evident restore ${CODE_FILE}\` (puts the file back)`,
    agent.bash(`evident restore ${CODE_FILE}`),
  )
  const h2 = await hypothesize(m, tddTaskId, red2b.runId, B2_RENAMED_TEST, B2_HYPOTHESIS)
  await m.allowed(`Edit ${CODE_FILE} (the fix)`, agent.edit(CODE_FILE, B2_FIX.old, B2_FIX.new))
  const green2 = await m.runTests('passed')
  await confirm(m, h2)
  await m.accept(ids, b2, 'refactor', cite(green2, 'test_passed_run', say, failing2))
  await m.runTests('passed')
  await m.call(
    'tdd_behavior',
    { action: 'update', tddTaskId, behaviorId: b2, status: 'done' },
    () => `behavior ${b2} is done`,
  )

  say.note('— wrap-up')
  await m.call('tdd_goal', { action: 'update', ...ids, status: 'done' }, () => `goal ${ids.goalId} is done`)
  await m.call(
    'tdd_task',
    { action: 'end', tddTaskId, outcome: 'succeeded' },
    (d) => `tdd_task end → task ${tddTaskId} ${String(d['outcome'])}`,
  )
  return tddTaskId
}

/** test_errors for the behavior's failing test, then a hypothesis citing its error and a frame in the test file. */
async function hypothesize(m: Moves, tddTaskId: number, runId: number, test: string, content: string): Promise<number> {
  const errors = (
    await m.call('test_errors', { runId, test }, (d) => {
      const [e] = d['errors'] as Data[]
      return `test_errors → error ${String(e?.['id'])}: ${String(e?.['name'])} expected ${String(e?.['expected'])}, got ${String(e?.['actual'])}`
    })
  )['errors'] as Data[]
  const error = errors[0] ?? {}
  const frames = (error['frames'] ?? []) as Data[]
  const frame = frames.find((f) => f['file'] === TEST_FILE) ?? frames[0] ?? {}
  const recorded = await m.call(
    'hypothesis',
    { action: 'record', tddTaskId, content, citedTestErrorId: error['id'], citedStackFrameId: frame['id'] },
    (d) =>
      `hypothesis record → hypothesis ${String((d['hypothesis'] as Data)['id'])} citing error ${String(error['id'])}, frame ${String(frame['id'])} (${TEST_FILE}:${String(frame['line'])})`,
  )
  return id((recorded['hypothesis'] as Data)['id'])
}

async function confirm(m: Moves, hypothesisId: number): Promise<void> {
  await m.call(
    'hypothesis',
    { action: 'validate', id: hypothesisId, outcome: 'confirmed' },
    () => `hypothesis ${hypothesisId} confirmed`,
  )
}

/**
 * The evidence a transition cites: the new failing test's test_failed_run, or the test_passed_run that the
 * same test (`of`) got in a run with zero failures.
 */
export function cite(
  run: TestRun,
  kind: 'test_failed_run' | 'test_passed_run',
  say: Narrator,
  of?: CitedArtifact,
): CitedArtifact {
  const artifact = run.artifacts.find(
    (a) => a.kind === kind && (kind === 'test_failed_run' || (a.failureCount === 0 && a.testCaseId === of?.testCaseId)),
  )
  return artifact === undefined
    ? say.fail(`run ${run.runId} recorded no ${kind} artifact`)
    : { id: artifact.id, kind, runId: run.runId, testCaseId: artifact.testCaseId }
}
