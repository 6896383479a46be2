import { describe } from 'vitest'
import { PEER, TDD, type Station } from '../support/red-team/harness.js'
import { B2_TEST, CODE, FIX, FIX2, PLAIN_RED_TEST, RED_TEST } from '../support/red-team/project.js'
import { family } from '../support/red-team/tally.js'

/**
 * Citations: a transition or a hypothesis must cite evidence that proves the move — a whole-suite run (not a
 * filtered one) on the tree as it is now, recorded in the right phase window by the same caller, of the right
 * kind; a hypothesis cites an error of a failing run of the current red batch of the same behavior.
 */
const rt = family('citations')
const task = rt.pool({ stage: 'task' }, 1)
const red = rt.pool({ stage: 'red' }, 1)
const failing = rt.pool({ stage: 'failing' }, 1)
const green = rt.pool({ stage: 'green' }, 1)
const fixed = rt.pool({ stage: 'fixed' }, 1)
const refactor = rt.pool({ stage: 'refactor' }, 1)

type Artifact = { id: number; kind: string; filePath: string | null }
const artifactsOf = (data: Record<string, unknown>): Artifact[] => (data['artifacts'] ?? []) as Artifact[]

/** PEER opens a task of its own, goes red and records a failing run of its own test: its evidence and error. */
async function peerFailingRun(s: Station): Promise<{ artifactId: number; errorId: number; frameId: number }> {
  const tddTaskId = (await s.must(PEER, 'tdd_task', { action: 'start', goal: 'peer slugs' }))['tddTaskId'] as number
  const goalId = (
    (await s.must(PEER, 'tdd_goal', { action: 'create', tddTaskId, goal: 'peer goal' }))['goal'] as { id: number }
  ).id
  await s.must(PEER, 'tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
  const behaviorId = (
    (await s.must(PEER, 'tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'peer behavior' }))[
      'behavior'
    ] as {
      id: number
    }
  ).id
  await s.mcp(
    PEER,
    'tdd_phase_transition_request',
    { tddTaskId, goalId, behaviorId, requestedPhase: 'red' },
    { setup: true },
  )
  await s.write(PEER, 'test/peer.test.ts', PLAIN_RED_TEST.replace("it('", "it('peer: "), { setup: true })
  const data = await s.runTests(undefined, PEER)
  const artifact = artifactsOf(data).find((a) => a.kind === 'test_failed_run' && a.filePath === 'test/peer.test.ts')
  const failure = ((data['failures'] ?? []) as { errorId: number; frameId: number | null; file: string | null }[]).find(
    (f) => f.file === 'test/peer.test.ts',
  )
  if (artifact === undefined || failure?.frameId == null) throw new Error(`peer run: ${JSON.stringify(data)}`)
  return { artifactId: artifact.id, errorId: failure.errorId, frameId: failure.frameId }
}

/** In spike (no evidence counts there): the red test written and a failing run recorded; then red. */
async function spikeRunThenRed(s: Station): Promise<{ artifactId: number; errorId: number; frameId: number }> {
  await s.move('spike', undefined, { setup: true })
  await s.write(TDD, RED_TEST, PLAIN_RED_TEST, { setup: true })
  const spiked = await s.failingRun()
  await s.move('red', undefined, { setup: true })
  return spiked
}

/** A test of the user's that rewrites the sources while it runs, once the fix is in (tests are frozen in green). */
const SIDE_EFFECT_TEST = `import { appendFileSync, readFileSync } from 'node:fs'
import { it } from 'vitest'

it('tidies the sources', () => {
  const source = new URL('../src/slug.ts', import.meta.url)
  if (readFileSync(source, 'utf8').includes('split')) appendFileSync(source, '// tidied during the run\\n')
})
`
const greenWithSideEffect = rt.pool({ stage: 'green', project: { 'test/side.test.ts': SIDE_EFFECT_TEST } }, 1)

describe('filtered and stale runs', () => {
  rt.attempt(
    'green → refactor citing a filtered run (files: the red test)',
    green,
    async (s) => {
      await s.write(TDD, CODE, FIX, { setup: true })
      const passed = await s.passingRun([RED_TEST])
      await s.move('refactor', passed)
    },
    { reasons: ['run_filtered'] },
  )
  rt.attempt(
    'refactor → red (next behavior) citing a filtered run',
    refactor,
    async (s) => {
      const passed = await s.passingRun([RED_TEST])
      await s.move('red', passed, { behaviorId: s.state.behaviorIds[1] })
    },
    { reasons: ['run_filtered'] },
  )
  rt.attempt(
    'green → refactor citing a passing run the code changed after',
    fixed,
    async (s) => {
      await s.write(TDD, CODE, `${FIX}// one more change after the run\n`, { setup: true })
      await s.move('refactor', s.state.passingArtifactId)
    },
    { reasons: ['run_not_current'] },
  )
  rt.attempt(
    'green → refactor citing a run during which a test rewrote the sources',
    greenWithSideEffect,
    async (s) => {
      await s.write(TDD, CODE, FIX, { setup: true })
      const data = await s.runTests()
      await s.move(
        'refactor',
        artifactsOf(data).find((a) => a.kind === 'test_passed_run' && a.filePath === RED_TEST)?.id,
      )
    },
    { reasons: ['run_not_current', 'unrecorded_change'] },
  )
})

describe('evidence from the wrong window, caller or kind', () => {
  rt.attempt(
    'red → green citing a failing run recorded in spike',
    task,
    async (s) => {
      const spiked = await spikeRunThenRed(s)
      await s.move('green', spiked.artifactId)
    },
    { reasons: ['evidence_not_in_phase_window', 'evidence_test_was_already_failing'] },
  )
  rt.attempt(
    'red → green citing another TDD agent’s failing run',
    task,
    async (s) => {
      // The peer's run comes first, so its test file is part of the tree the TDD agent's red phase starts from.
      const peer = await peerFailingRun(s)
      await s.move('red', undefined, { setup: true })
      await s.write(TDD, RED_TEST, PLAIN_RED_TEST, { setup: true })
      await s.failingRun()
      await s.move('green', peer.artifactId)
    },
    { reasons: ['evidence_from_other_caller'] },
  )
  rt.attempt(
    'red → green citing a passing run',
    failing,
    async (s) => {
      await s.write(
        TDD,
        'test/extra.test.ts',
        "import { expect, it } from 'vitest'\n\nit('adds', () => {\n  expect(1 + 1).toBe(2)\n})\n",
        { setup: true },
      )
      const data = await s.runTests()
      await s.move('green', artifactsOf(data).find((a) => a.kind === 'test_passed_run')?.id)
    },
    { reasons: ['wrong_artifact_kind'] },
  )
  rt.attempt(
    'green → refactor citing the failing run',
    green,
    async (s) => {
      await s.move('refactor', s.state.failing?.artifactId)
    },
    { reasons: ['wrong_artifact_kind', 'run_not_green'] },
  )
  rt.attempt(
    'red → green with no run at all',
    red,
    async (s) => {
      await s.write(TDD, RED_TEST, PLAIN_RED_TEST, { setup: true })
      await s.move('green')
    },
    { reasons: ['missing_artifact_evidence'] },
  )
  rt.attempt(
    'red → green citing a test that was already failing before red',
    task,
    async (s) => {
      await s.write(TDD, RED_TEST, PLAIN_RED_TEST, { setup: true })
      await s.runTests()
      await s.move('red', undefined, { setup: true })
      const again = await s.failingRun()
      await s.move('green', again.artifactId)
    },
    { reasons: ['evidence_test_was_already_failing'] },
  )
})

describe('hypotheses citing the wrong error, then the production edit', () => {
  rt.attempt('a hypothesis citing the previous behavior’s red-batch error', refactor, async (s) => {
    const passed = await s.passingRun()
    await s.move('red', passed, { setup: true, behaviorId: s.state.behaviorIds[1] })
    await s.edit(TDD, RED_TEST, B2_TEST.old, B2_TEST.new, { setup: true })
    await s.runTests()
    const old = s.state.failing
    if (old === undefined) throw new Error('no failing run of behavior 1')
    await s.hypothesis(old, TDD, {})
    await s.write(TDD, CODE, FIX2)
  })
  rt.attempt('a hypothesis citing an error of a run recorded in spike', task, async (s) => {
    const spiked = await spikeRunThenRed(s)
    await s.hypothesis({ runId: 0, ...spiked }, TDD, {})
    await s.write(TDD, CODE, FIX)
  })
  rt.attempt('a hypothesis citing another TDD agent’s error', failing, async (s) => {
    const peer = await peerFailingRun(s)
    await s.hypothesis({ runId: 0, ...peer }, TDD, {})
    await s.write(TDD, CODE, FIX)
  })
})
