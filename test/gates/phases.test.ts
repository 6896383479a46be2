import {
  DENIAL_REASONS,
  type DenialReason,
  PHASES,
  type Phase,
  type Source,
} from '../../mcp-server/src/domain/vocabulary.js'
import { describe, expect, it } from 'vitest'
import type {
  ArtifactFacts,
  PhaseFacts,
  TransitionFacts,
  TransitionRequest,
} from '../../mcp-server/src/domain/facts.js'
import { TRANSITIONS, decideTransition, findRow, type Evidence } from '../../mcp-server/src/gates/phases.js'

const ME = 1
const OTHER = 2
const TASK = 10
const GOAL = 20
const BEHAVIOR = 30
const PHASE = 40

const phase = (p: Phase, over: Partial<PhaseFacts> = {}): PhaseFacts => ({
  id: PHASE,
  phase: p,
  goalId: GOAL,
  behaviorId: BEHAVIOR,
  ...over,
})

/** Evidence recorded in the current phase for the current behavior, meeting every rule unless overridden. */
const artifact = (over: Partial<ArtifactFacts> = {}): ArtifactFacts => ({
  id: 99,
  kind: 'test_failed_run',
  callerId: ME,
  taskId: TASK,
  phaseId: PHASE,
  phase: 'red',
  behaviorId: BEHAVIOR,
  testCaseId: 7,
  testFile: 'test/dates.test.ts',
  failureCount: 1,
  testFileWrittenByCaller: true,
  testFailedBeforePhase: false,
  codeWrittenBefore: true,
  ...over,
})

const facts = (over: Partial<TransitionFacts> = {}): TransitionFacts => ({
  callerId: ME,
  task: { id: TASK, callerId: ME, status: 'open' },
  goal: { id: GOAL, taskId: TASK, status: 'in_progress' },
  behavior: { id: BEHAVIOR, taskId: TASK, goalId: GOAL },
  current: undefined,
  batchPhaseIds: [],
  batchBehaviorIds: [],
  cited: undefined,
  ...over,
})

const request = (requestedPhase: Phase, over: Partial<TransitionRequest> = {}): TransitionRequest => ({
  tddTaskId: TASK,
  goalId: GOAL,
  behaviorId: BEHAVIOR,
  requestedPhase,
  ...over,
})

const produced = new Set<DenialReason>()

/** Asserts a denial with `reason` and remembers that this file produced it. */
function expectDenied(req: TransitionRequest, f: TransitionFacts, reason: DenialReason): string {
  const decision = decideTransition(req, f)
  expect(decision).toMatchObject({ ok: false, reason })
  produced.add(reason)
  return decision.ok ? '' : decision.detail
}

/** Valid evidence for a row, recorded in the phase being left. */
function evidenceFor(evidence: Evidence, from: Source): ArtifactFacts | undefined {
  const recordedIn = from === 'start' ? null : from
  switch (evidence) {
    case 'none':
      return undefined
    case 'failing_run':
      return artifact({ phase: recordedIn })
    case 'passing_run_after_code':
      return artifact({ kind: 'test_passed_run', phase: recordedIn, failureCount: 0, codeWrittenBefore: true })
    case 'green_run':
      return artifact({ kind: 'test_passed_run', phase: recordedIn, failureCount: 0 })
  }
}

const rowCases = TRANSITIONS.flatMap((row) => row.from.map((from) => ({ from, to: row.to, evidence: row.evidence })))
const SOURCES: readonly Source[] = ['start', ...PHASES]
const missingPairs = SOURCES.flatMap((from) =>
  PHASES.filter((to) => findRow(from, to) === undefined).map((to) => ({ from, to })),
)

describe('decideTransition', () => {
  describe('allow-list rows', () => {
    it.each(rowCases)('accepts $from → $to with its evidence ($evidence)', ({ from, to, evidence }) => {
      const cited = evidenceFor(evidence, from)
      const batch = from === 'red.triangulate' ? { batchPhaseIds: [PHASE], batchBehaviorIds: [BEHAVIOR] } : {}
      const decision = decideTransition(
        request(to),
        facts({ current: from === 'start' ? undefined : phase(from), cited, ...batch }),
      )
      expect(decision).toEqual({ ok: true, from, to, citedArtifactId: cited?.id ?? null })
    })

    it("accepts red.triangulate → green citing the failing run of the batch's red phase, for a batch behavior", () => {
      const redRun = artifact({ phaseId: 39, phase: 'red', behaviorId: 31 })
      const f = facts({
        current: phase('red.triangulate'),
        batchPhaseIds: [PHASE, 39],
        batchBehaviorIds: [BEHAVIOR, 31],
        cited: redRun,
      })
      expect(decideTransition(request('green'), f)).toEqual({
        ok: true,
        from: 'red.triangulate',
        to: 'green',
        citedArtifactId: 99,
      })
    })

    it("accepts → red for the next behavior citing the current behavior's green run", () => {
      const f = facts({
        current: phase('refactor'),
        behavior: { id: 31, taskId: TASK, goalId: GOAL },
        cited: artifact({ kind: 'test_passed_run', phase: 'refactor', failureCount: 0 }),
      })
      expect(decideTransition(request('red', { behaviorId: 31 }), f)).toMatchObject({ ok: true, to: 'red' })
    })

    it('accepts → spike with the goal pending, since exploration needs no evidence', () => {
      const f = facts({ current: phase('green'), goal: { id: GOAL, taskId: TASK, status: 'pending' } })
      expect(decideTransition(request('spike'), f)).toMatchObject({
        ok: true,
        from: 'green',
        to: 'spike',
        citedArtifactId: null,
      })
    })
  })

  describe('pairs not in the table', () => {
    it('leaves 24 of the 42 (from, to) pairs out of the table', () => {
      expect(missingPairs).toHaveLength(24)
    })

    it.each(missingPairs)('denies $from → $to with its documented reason', ({ from, to }) => {
      const expected: DenialReason =
        from === 'green.fake-it' && to === 'refactor'
          ? 'fake_it_not_generalized'
          : to === 'refactor' && from !== 'refactor'
            ? 'refactor_without_passing_run'
            : 'wrong_source_phase'
      // Even perfect-looking evidence does not open a pair that is not in the table.
      const cited = artifact({ kind: 'test_passed_run', failureCount: 0, phase: from === 'start' ? null : from })
      expectDenied(request(to), facts({ current: from === 'start' ? undefined : phase(from), cited }), expected)
    })
  })

  describe('denial reasons', () => {
    it('denies missing_artifact_evidence when red → green has nothing to cite', () => {
      expect(expectDenied(request('green'), facts({ current: phase('red') }), 'missing_artifact_evidence')).toContain(
        'no qualifying artifact',
      )
    })

    it('denies missing_artifact_evidence when the cited id does not exist', () => {
      expect(
        expectDenied(
          request('green', { citedArtifactId: 12345 }),
          facts({ current: phase('red') }),
          'missing_artifact_evidence',
        ),
      ).toContain('artifact 12345 does not exist')
    })

    it("denies missing_artifact_evidence when the failing test's file was not written by the caller in this task (R1)", () => {
      const f = facts({ current: phase('red'), cited: artifact({ testFileWrittenByCaller: false }) })
      expect(expectDenied(request('green'), f, 'missing_artifact_evidence')).toContain('was not written by you')
    })

    it('denies missing_artifact_evidence when green.fake-it → green cites a run with no code change before it', () => {
      const f = facts({
        current: phase('green.fake-it'),
        cited: artifact({ kind: 'test_passed_run', phase: 'green.fake-it', failureCount: 0, codeWrittenBefore: false }),
      })
      expect(expectDenied(request('green'), f, 'missing_artifact_evidence')).toContain('no code_written')
    })

    it('denies wrong_artifact_kind when red → green cites a passing run', () => {
      const f = facts({ current: phase('red'), cited: artifact({ kind: 'test_passed_run', failureCount: 0 }) })
      expectDenied(request('green'), f, 'wrong_artifact_kind')
    })

    it('denies wrong_artifact_kind when green → refactor cites a code change', () => {
      const f = facts({
        current: phase('green'),
        cited: artifact({ kind: 'code_written', phase: 'green', failureCount: null }),
      })
      expectDenied(request('refactor'), f, 'wrong_artifact_kind')
    })

    it('denies wrong_source_phase for red → red and lists the allowed targets', () => {
      expect(expectDenied(request('red'), facts({ current: phase('red') }), 'wrong_source_phase')).toContain(
        'red.triangulate, green, green.fake-it, spike',
      )
    })

    it('denies unknown_tdd_task when the task does not exist', () => {
      expectDenied(request('red'), facts({ task: undefined }), 'unknown_tdd_task')
    })

    it('denies unknown_tdd_task when the task belongs to another caller', () => {
      expectDenied(request('red'), facts({ task: { id: TASK, callerId: OTHER, status: 'open' } }), 'unknown_tdd_task')
    })

    it('denies tdd_task_already_ended for every requested phase', () => {
      for (const to of PHASES)
        expectDenied(
          request(to),
          facts({ task: { id: TASK, callerId: ME, status: 'ended' } }),
          'tdd_task_already_ended',
        )
    })

    it('denies goal_not_started when the goal is pending', () => {
      expectDenied(request('red'), facts({ goal: { id: GOAL, taskId: TASK, status: 'pending' } }), 'goal_not_started')
    })

    it('denies goal_not_found when the goal does not exist', () => {
      expectDenied(request('red'), facts({ goal: undefined }), 'goal_not_found')
    })

    it.each(['done', 'abandoned'] as const)('denies goal_not_in_progress when the goal is %s', (status) => {
      expectDenied(request('red'), facts({ goal: { id: GOAL, taskId: TASK, status } }), 'goal_not_in_progress')
    })

    it('denies goal_not_in_tdd_task when the goal belongs to another task', () => {
      expectDenied(
        request('red'),
        facts({ goal: { id: GOAL, taskId: 11, status: 'in_progress' } }),
        'goal_not_in_tdd_task',
      )
    })

    it('denies behavior_not_found when the behavior does not exist or belongs to another task', () => {
      expectDenied(request('red'), facts({ behavior: undefined }), 'behavior_not_found')
      expectDenied(
        request('red'),
        facts({ behavior: { id: BEHAVIOR, taskId: 11, goalId: GOAL } }),
        'behavior_not_found',
      )
    })

    it('denies behavior_not_in_goal when the behavior belongs to another goal', () => {
      expectDenied(
        request('red'),
        facts({ behavior: { id: BEHAVIOR, taskId: TASK, goalId: 21 } }),
        'behavior_not_in_goal',
      )
    })

    it('denies behavior_not_in_goal when a triangulation batch would cross goals', () => {
      const f = facts({ current: phase('red', { goalId: 21, behaviorId: 32 }) })
      expect(expectDenied(request('red.triangulate'), f, 'behavior_not_in_goal')).toContain('stays in goal 21')
    })

    it('denies refactor_without_passing_run for red → refactor', () => {
      expectDenied(request('refactor'), facts({ current: phase('red') }), 'refactor_without_passing_run')
    })

    it('denies refactor_without_passing_run for green → refactor with no passing run to cite', () => {
      expect(
        expectDenied(request('refactor'), facts({ current: phase('green') }), 'refactor_without_passing_run'),
      ).toContain('zero failures')
    })

    it('denies evidence_not_in_phase_window when the run was recorded in an earlier phase', () => {
      const f = facts({ current: phase('red'), cited: artifact({ phaseId: 38 }) })
      expectDenied(request('green'), f, 'evidence_not_in_phase_window')
    })

    it('denies evidence_not_in_phase_window for a run recorded with no phase open', () => {
      expectDenied(
        request('green'),
        facts({ current: phase('red'), cited: artifact({ phaseId: null, phase: null }) }),
        'evidence_not_in_phase_window',
      )
    })

    it('denies evidence_not_in_phase_window for anything recorded during a spike', () => {
      const f = facts({
        current: phase('red.triangulate'),
        batchPhaseIds: [PHASE, 39],
        batchBehaviorIds: [BEHAVIOR],
        cited: artifact({ phaseId: 39, phase: 'spike' }),
      })
      expectDenied(request('green'), f, 'evidence_not_in_phase_window')
    })

    it('denies evidence_not_in_phase_window outside the batch for red.triangulate → green', () => {
      const f = facts({
        current: phase('red.triangulate'),
        batchPhaseIds: [PHASE, 39],
        batchBehaviorIds: [BEHAVIOR, 31],
        cited: artifact({ phaseId: 37 }),
      })
      expectDenied(request('green'), f, 'evidence_not_in_phase_window')
    })

    it('denies evidence_not_for_behavior when red → green is requested for another behavior', () => {
      const f = facts({ current: phase('red'), behavior: { id: 31, taskId: TASK, goalId: GOAL }, cited: artifact() })
      expect(expectDenied(request('green', { behaviorId: 31 }), f, 'evidence_not_for_behavior')).toContain(
        'belongs to behavior 30, not 31',
      )
    })

    it("denies evidence_not_for_behavior when a batch's run is cited for a behavior outside the batch", () => {
      const f = facts({
        current: phase('red.triangulate'),
        behavior: { id: 33, taskId: TASK, goalId: GOAL },
        batchPhaseIds: [PHASE, 39],
        batchBehaviorIds: [BEHAVIOR, 31],
        cited: artifact({ phaseId: 39, behaviorId: 31 }),
      })
      expect(expectDenied(request('green', { behaviorId: 33 }), f, 'evidence_not_for_behavior')).toContain(
        'not in the current red batch',
      )
    })

    it('denies evidence_test_was_already_failing when the test failed before red began (R3)', () => {
      expectDenied(
        request('green'),
        facts({ current: phase('red'), cited: artifact({ testFailedBeforePhase: true }) }),
        'evidence_test_was_already_failing',
      )
    })

    it('denies evidence_from_other_caller when the artifact was recorded for someone else (R4)', () => {
      expectDenied(
        request('green'),
        facts({ current: phase('red'), cited: artifact({ callerId: OTHER }) }),
        'evidence_from_other_caller',
      )
    })

    it('denies run_not_green when green → refactor cites a run with failures', () => {
      const f = facts({
        current: phase('green'),
        cited: artifact({ kind: 'test_passed_run', phase: 'green', failureCount: 2 }),
      })
      expect(expectDenied(request('refactor'), f, 'run_not_green')).toContain('had 2 failure(s)')
    })

    it('denies run_not_green when refactor → red cites a run with failures', () => {
      const f = facts({
        current: phase('refactor'),
        cited: artifact({ kind: 'test_passed_run', phase: 'refactor', failureCount: 1 }),
      })
      expectDenied(request('red'), f, 'run_not_green')
    })

    it('denies fake_it_not_generalized for green.fake-it → refactor', () => {
      expectDenied(request('refactor'), facts({ current: phase('green.fake-it') }), 'fake_it_not_generalized')
    })

    it('produces every declared denial reason in this file', () => {
      expect(DENIAL_REASONS.filter((reason) => !produced.has(reason))).toEqual([])
    })
  })
})
