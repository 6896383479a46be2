import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { connect } from '../support/client.js'
import { copyFixture } from '../support/fixtures.js'
import { projectAt } from '../support/project.js'
import { alice, tempStore, writeCode, writeTestFile } from '../support/store.js'

interface Failure {
  readonly errorId: number
  readonly frameId: number
  readonly fullName: string | null
}
interface Artifact {
  readonly id: number
  readonly kind: string
  readonly filePath: string | null
  readonly failureCount: number
}

describe('a TDD cycle through a real MCP client', () => {
  it('goes red → green → refactor on recorded evidence, and R3 denies a test that was failing before red', async () => {
    const root = copyFixture('passing')
    const write = (file: string, text: string): void => writeFileSync(join(root, file), text)
    const store = await tempStore()
    const project = projectAt(store, root)
    const { call } = await connect(store, alice, root)
    const ok = async (name: string, args: Record<string, unknown>) => {
      const result = await call(name, args)
      expect(result.isError, `${name}: ${result.text}`).toBe(false)
      return result
    }

    const tddTaskId = (await ok('tdd_task', { action: 'start', goal: 'arithmetic helpers' })).data[
      'tddTaskId'
    ] as number
    const goalId = (
      (await ok('tdd_goal', { action: 'create', tddTaskId, goal: 'scaling' })).data['goal'] as { id: number }
    ).id
    await ok('tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
    const behaviorId = (
      (await ok('tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'double doubles' })).data[
        'behavior'
      ] as { id: number }
    ).id

    // A test that is already failing before the red phase begins.
    write('src/half.ts', 'export const half = (n: number): number => n\n')
    write(
      'test/legacy.test.ts',
      "import { expect, it } from 'vitest'\nimport { half } from '../src/half.js'\n\nit('halves', () => {\n  expect(half(4)).toBe(2)\n})\n",
    )
    await writeTestFile(store, alice, 'test/legacy.test.ts', project)
    // The production stub exists before red: red itself changes only tests.
    write('src/double.ts', 'export const double = (n: number): number => n\n')
    const before = await ok('run_tests', { files: ['test/legacy.test.ts'] })
    expect(before.data['outcome']).toBe('failed')

    const red = await ok('tdd_phase_transition_request', { tddTaskId, goalId, behaviorId, requestedPhase: 'red' })
    expect(red.data['accepted']).toBe(true)
    write(
      'test/double.test.ts',
      "import { expect, it } from 'vitest'\nimport { double } from '../src/double.js'\n\nit('doubles', () => {\n  expect(double(3)).toBe(6)\n})\n",
    )
    await writeTestFile(store, alice, 'test/double.test.ts', project)

    const failing = await ok('run_tests', {})
    expect(failing.data['outcome']).toBe('failed')
    const failingArtifacts = failing.data['artifacts'] as Artifact[]
    const legacyEvidence = failingArtifacts.find(
      (a) => a.kind === 'test_failed_run' && a.filePath === 'test/legacy.test.ts',
    )
    const doubleEvidence = failingArtifacts.find(
      (a) => a.kind === 'test_failed_run' && a.filePath === 'test/double.test.ts',
    )
    expect(legacyEvidence).toBeDefined()
    expect(doubleEvidence).toBeDefined()
    const failures = failing.data['failures'] as Failure[]
    expect(failures.map((f) => f.fullName).sort()).toEqual(['doubles', 'halves'])

    const r3 = await call('tdd_phase_transition_request', {
      tddTaskId,
      goalId,
      behaviorId,
      requestedPhase: 'green',
      citedArtifactId: legacyEvidence?.id,
    })
    expect(r3.data).toMatchObject({ accepted: false, denialReason: 'evidence_test_was_already_failing' })

    const errors = await ok('test_errors', { runId: failing.data['runId'], test: 'doubles' })
    const [error] = errors.data['errors'] as { id: number; frames: { id: number; file: string; line: number }[] }[]
    const frame = error?.frames.find((f) => f.file === 'test/double.test.ts')
    expect(frame?.line).toBe(5)
    expect(error?.id).toBe(failures.find((f) => f.fullName === 'doubles')?.errorId)
    const hypothesis = await ok('hypothesis', {
      action: 'record',
      tddTaskId,
      content: 'double returns its input unchanged, so double(3) is 3 instead of 6',
      citedTestErrorId: error?.id,
      citedStackFrameId: frame?.id,
    })
    expect(hypothesis.text).toContain(`citing error ${error?.id}, frame ${frame?.id}`)

    await writeCode(store, alice, 'src/double.ts', project, 'export const double = (n: number): number => n * 2\n')
    await writeCode(store, alice, 'src/half.ts', project, 'export const half = (n: number): number => n / 2\n')
    const passing = await ok('run_tests', {})
    expect(passing.data).toMatchObject({ outcome: 'passed', counts: { total: 5, passed: 5, failed: 0 } })

    const green = await ok('tdd_phase_transition_request', {
      tddTaskId,
      goalId,
      behaviorId,
      requestedPhase: 'green',
      citedArtifactId: doubleEvidence?.id,
    })
    expect(green.data).toMatchObject({ accepted: true, phase: 'green', citedArtifactId: doubleEvidence?.id })

    const greenRun = await ok('run_tests', {})
    const greenEvidence = (greenRun.data['artifacts'] as Artifact[]).find(
      (a) => a.kind === 'test_passed_run' && a.failureCount === 0,
    )
    expect(greenEvidence).toBeDefined()
    const refactor = await ok('tdd_phase_transition_request', {
      tddTaskId,
      goalId,
      behaviorId,
      requestedPhase: 'refactor',
      citedArtifactId: greenEvidence?.id,
    })
    expect(refactor.data).toMatchObject({ accepted: true, phase: 'refactor' })

    const requests = await store.db
      .selectFrom('transition_requests')
      .select(['requested_phase', 'accepted', 'denial_reason'])
      .orderBy('id')
      .execute()
    expect(requests).toEqual([
      { requested_phase: 'red', accepted: 1, denial_reason: null },
      { requested_phase: 'green', accepted: 0, denial_reason: 'evidence_test_was_already_failing' },
      { requested_phase: 'green', accepted: 1, denial_reason: null },
      { requested_phase: 'refactor', accepted: 1, denial_reason: null },
    ])
  })
})
