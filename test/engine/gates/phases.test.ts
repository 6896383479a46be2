import {
  DENIAL_REASONS,
  type DenialReason,
  PHASES,
  type Phase,
  type Source,
} from '../../../mcp-server/src/domain/vocabulary.js'
import { describe, expect, it } from 'vitest'
import { oracleDenial } from '../../../mcp-server/src/engine/gates/oracle.js'
import type {
  ArtifactFacts,
  ClosingProofFacts,
  PathChange,
  PhaseFacts,
  RedTestFacts,
  TransitionFacts,
  TransitionRequest,
  TreeFacts,
} from '../../../mcp-server/src/domain/facts.js'
import {
  TRANSITIONS,
  decideTransition,
  findRow,
  proofRequest,
  recheckRequest,
  type Evidence,
} from '../../../mcp-server/src/engine/gates/phases.js'

const ME = 1
const OTHER = 2
const TASK = 10
const GOAL = 20
const BEHAVIOR = 30
const PHASE = 40
const START = 'a'.repeat(40)
const NOW = 'b'.repeat(40)

const phase = (p: Phase, over: Partial<PhaseFacts> = {}): PhaseFacts => ({
  id: PHASE,
  phase: p,
  goalId: GOAL,
  behaviorId: BEHAVIOR,
  startTree: START,
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
  run: { id: 5, tree: NOW, treeAfter: NOW, filtered: false },
  redTestStatus: undefined,
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
  tree: { now: NOW, changes: [], testChanges: [], red: undefined, redTest: undefined },
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

    it('denies triangulation_without_test for red.triangulate → green when the member has no test of its own', () => {
      const redRun = artifact({ phaseId: 39, phase: 'red', behaviorId: 31 })
      const member = (ownTests: number | undefined) =>
        facts({
          current: phase('red.triangulate'),
          batchPhaseIds: [PHASE, 39],
          batchBehaviorIds: [BEHAVIOR, 31],
          cited: redRun,
          tree: { now: NOW, changes: [], testChanges: [], red: undefined, redTest: undefined, ownTests },
        })
      expect(expectDenied(request('green'), member(0), 'triangulation_without_test')).toContain(
        'joined the red batch without a test of its own',
      )
      expect(decideTransition(request('green'), member(1))).toMatchObject({ ok: true })
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
      // Seed (evidence protocol): red, red.triangulate and spike → refactor are denied refactor_without_passing_run.
      const expected: DenialReason =
        to !== 'refactor'
          ? 'wrong_source_phase'
          : from === 'green.fake-it'
            ? 'fake_it_not_generalized'
            : ['red', 'red.triangulate', 'spike'].includes(from)
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

    it('denies run_not_current when red → green cites a failing run the tree changed under while it ran', () => {
      const f = facts({
        current: phase('red'),
        cited: artifact({ run: { id: 7, tree: START, treeAfter: NOW, filtered: true } }),
      })
      expect(expectDenied(request('green'), f, 'run_not_current')).toContain('changed while run 7 was running')
      const steady = facts({
        current: phase('red'),
        cited: artifact({ run: { id: 7, tree: NOW, treeAfter: NOW, filtered: true } }),
      })
      expect(decideTransition(request('green'), steady)).toMatchObject({ ok: true })
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

    it('denies fake_not_triangulated for green.fake-it → green until a second example failed on the fake and the code changed since', () => {
      const cited = artifact({
        kind: 'test_passed_run',
        phase: 'green.fake-it',
        failureCount: 0,
        codeWrittenBefore: true,
        run: { id: 9, tree: NOW, treeAfter: NOW, filtered: false },
      })
      const fakeTree = (fake: TreeFacts['fake']): TreeFacts => ({
        now: NOW,
        changes: [],
        testChanges: [],
        red: undefined,
        redTest: undefined,
        fake,
      })
      const withRuns = (fake: TreeFacts['fake']) =>
        facts({ current: phase('green.fake-it'), cited, tree: fakeTree(fake) })
      const run = (otherFailures: number, productionChangedSince: boolean | null) => ({
        runId: 4,
        otherFailures,
        productionChangedSince,
      })
      expect(expectDenied(request('green'), withRuns([]), 'fake_not_triangulated')).toContain(
        'no run of this green.fake-it',
      )
      expect(expectDenied(request('green'), withRuns([run(0, true)]), 'fake_not_triangulated')).toContain(
        'no second example fails on the fake',
      )
      expect(expectDenied(request('green'), withRuns([run(1, false)]), 'fake_not_triangulated')).toContain(
        'production has not changed since run 4',
      )
      expectDenied(request('green'), withRuns([run(1, null)]), 'tree_unavailable')
      expect(decideTransition(request('green'), withRuns([run(0, true), run(2, true)]))).toMatchObject({ ok: true })
      // A filtered passing run, or one with failures, is no generalisation either.
      const filtered = facts({
        current: phase('green.fake-it'),
        cited: { ...cited, run: { id: 9, tree: NOW, treeAfter: NOW, filtered: true } },
        tree: fakeTree([run(1, true)]),
      })
      expectDenied(request('green'), filtered, 'run_filtered')
      const failing = facts({
        current: phase('green.fake-it'),
        cited: { ...cited, failureCount: 1 },
        tree: fakeTree([run(1, true)]),
      })
      expectDenied(request('green'), failing, 'run_not_green')
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

    it('denies refactor_without_passing_run for red → refactor, naming green as the only way in (seed: the protocol names this reason)', () => {
      expect(expectDenied(request('refactor'), facts({ current: phase('red') }), 'refactor_without_passing_run')).toBe(
        'refactor is reachable only from green; you are in red (from red: red.triangulate, green, green.fake-it, spike)',
      )
    })

    it.each(['red', 'red.triangulate', 'spike'] as const)(
      'denies %s → refactor refactor_without_passing_run "even when a valid test_passed_run from another behavior is cited" (seed)',
      (from) => {
        const cited = artifact({ kind: 'test_passed_run', failureCount: 0, phase: 'green', behaviorId: 99 })
        expectDenied(request('refactor'), facts({ current: phase(from), cited }), 'refactor_without_passing_run')
      },
    )

    it('keeps wrong_source_phase for every other move into refactor outside the table: start and refactor', () => {
      expectDenied(request('refactor'), facts({ current: undefined }), 'wrong_source_phase')
      expectDenied(request('refactor'), facts({ current: phase('refactor') }), 'wrong_source_phase')
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

    describe('the working tree', () => {
      const change = (over: Partial<PathChange> = {}): PathChange => ({
        path: 'src/dates.ts',
        hash: 'h1',
        ownHash: 'h1',
        changedBy: undefined,
        ...over,
      })
      const tree = (over: Partial<TreeFacts> = {}): TreeFacts => ({
        now: NOW,
        changes: [],
        testChanges: [],
        red: undefined,
        redTest: undefined,
        ...over,
      })
      const redTest = (over: Partial<RedTestFacts> = {}): RedTestFacts => ({
        testCaseId: 7,
        file: 'test/dates.test.ts',
        fullName: 'dates > parses',
        runner: 'default',
        redTree: START,
        recheck: { outcome: 'fails', tree: NOW, redTree: START, detail: 'still fails', ms: 10 },
        ...over,
      })
      const greenRun = (over: Partial<ArtifactFacts> = {}): ArtifactFacts =>
        artifact({ kind: 'test_passed_run', phase: 'green', failureCount: 0, redTestStatus: 'passed', ...over })

      it('accepts a change whose newest own artifact recorded its current content (or its deletion)', () => {
        const f = facts({
          current: phase('green'),
          cited: greenRun(),
          tree: tree({ changes: [change(), change({ path: 'src/old.ts', hash: null, ownHash: null })] }),
        })
        expect(decideTransition(request('red'), f)).toMatchObject({ ok: true })
      })

      it('denies unrecorded_change for a path nobody recorded, one whose content differs, and names who changed it', () => {
        const f = facts({
          current: phase('red'),
          tree: tree({
            changes: [
              change({
                path: 'src/a.ts',
                ownHash: undefined,
                changedBy: 'main agent via shell: sed -i s/x/y/ src/a.ts',
              }),
              change({ path: 'src/b.ts', ownHash: 'older' }),
              change({ path: 'src/c.ts' }),
            ],
          }),
        })
        const detail = expectDenied(request('spike'), f, 'unrecorded_change')
        expect(detail).toContain('2 file(s) changed since red began')
        expect(detail).toContain(
          'src/a.ts (changed; no change of yours is recorded; changed by main agent via shell: sed -i',
        )
        expect(detail).toContain('src/b.ts (changed; its content is not the one your last change recorded)')
        expect(detail).not.toContain('src/c.ts')
      })

      it('denies unmeasured_change when a test weakened across an unmeasured Bash command, before unrecorded_change', () => {
        const weakened = tree({
          changes: [change({ path: 'test/a.test.ts', ownHash: undefined })],
          unmeasured: {
            commands: ['python3 big.py'],
            weakened: [{ path: 'test/a.test.ts', found: ['skip/only/todo/fails markers 0 → 1'] }],
          },
        })
        const detail = expectDenied(
          request('spike'),
          facts({ current: phase('red'), tree: weakened }),
          'unmeasured_change',
        )
        expect(detail).toContain('1 Bash command(s) of yours ran unmeasured in red (`python3 big.py`)')
        expect(detail).toContain('test/a.test.ts (skip/only/todo/fails markers 0 → 1)')
        // Honest work: an unmeasured command that weakened nothing leaves the move to the other checks.
        const honest = tree({ unmeasured: { commands: ['python3 big.py'], weakened: [] } })
        expect(decideTransition(request('spike'), facts({ current: phase('red'), tree: honest }))).toMatchObject({
          ok: true,
        })
      })

      it('denies test_changed_in_green for any move out of green or green.fake-it but spike while a test-side file changed', () => {
        const changed = tree({ testChanges: ['test/helpers.ts', 'vitest.setup.ts'] })
        for (const from of ['green', 'green.fake-it'] as const) {
          const to = from === 'green' ? 'refactor' : 'green'
          const detail = expectDenied(
            request(to),
            facts({ current: phase(from), cited: greenRun({ phase: from }), tree: changed }),
            'test_changed_in_green',
          )
          expect(detail).toContain(`tests are frozen in ${from}, but 2 test-side file(s) changed since it began`)
          expect(detail).toContain('test/helpers.ts; vitest.setup.ts')
          expect(decideTransition(request('spike'), facts({ current: phase(from), tree: changed }))).toMatchObject({
            ok: true,
          })
        }
        expect(
          decideTransition(request('red'), facts({ current: phase('refactor'), cited: greenRun(), tree: changed })),
        ).toMatchObject({ ok: true })
      })

      describe('refactor → red: the closing proof of the behavior leaving refactor', () => {
        const subject = {
          behaviorId: BEHAVIOR,
          redTree: START,
          runner: 'default',
          redTest: { file: 'test/dates.test.ts', fullName: 'dates > parses', ordinal: 0 },
        }
        const half = (outcome: 'passes' | 'fails' | 'error', detail = 'd') => ({
          outcome,
          detail,
          place: 'project-path' as const,
        })
        const proof = (over: Partial<ClosingProofFacts> = {}): ClosingProofFacts => ({
          behaviorId: BEHAVIOR,
          tree: NOW,
          redTest: subject.redTest,
          currentTest: subject.redTest,
          original: half('passes'),
          current: half('fails'),
          ...over,
        })
        const leaving = (p: ClosingProofFacts | 'pending') =>
          facts({
            current: phase('refactor'),
            cited: greenRun({ phase: 'refactor', redTestStatus: undefined }),
            tree: tree({ closing: { subject, proof: p } }),
          })

        it('accepts once the proof holds on the tree now, and asks the flow for it while it is pending', () => {
          expect(decideTransition(request('red'), leaving(proof()))).toMatchObject({ ok: true })
          const pending = decideTransition(request('red'), leaving('pending'))
          expect(pending).toMatchObject({ ok: true })
          expect(proofRequest(pending, leaving('pending'))).toEqual(subject)
          expect(proofRequest(pending, leaving(proof()))).toBeUndefined()
        })

        it('denies original_test_fails when the red test as it was fails on what would be committed', () => {
          const f = leaving(
            proof({ original: half('fails', '"dates > parses" as it was … fails: expected 1 to be 2') }),
          )
          expect(expectDenied(request('red'), f, 'original_test_fails')).toContain('as it was')
        })

        it('denies red_test_no_longer_fails when the red test as it is passes on the red code', () => {
          const f = leaving(proof({ current: half('passes', 'it passed') }))
          expect(expectDenied(request('red'), f, 'red_test_no_longer_fails')).toContain(
            'passes with the production code of its red run',
          )
        })

        it('denies red_test_not_run when the red test is gone, and tree_unavailable when a half could not run or the tree moved', () => {
          expect(
            expectDenied(request('red'), leaving(proof({ current: { outcome: 'missing' } })), 'red_test_not_run'),
          ).toContain('no longer in the project')
          expect(
            expectDenied(request('red'), leaving(proof({ original: half('error', 'bwrap') })), 'tree_unavailable'),
          ).toContain('could not run: bwrap')
          expect(expectDenied(request('red'), leaving(proof({ tree: START })), 'tree_unavailable')).toContain(
            'another working tree',
          )
        })
      })

      it('skips the change check for a phase without a start tree, and denies tree_unavailable without a snapshot', () => {
        const unrecorded = tree({ changes: [change({ ownHash: undefined })] })
        expect(
          decideTransition(request('spike'), facts({ current: phase('red', { startTree: null }), tree: unrecorded })),
        ).toMatchObject({ ok: true })
        expect(
          expectDenied(
            request('spike'),
            facts({ current: phase('red'), tree: tree({ now: null }) }),
            'tree_unavailable',
          ),
        ).toContain('no snapshot')
        expectDenied(
          request('spike'),
          facts({ current: phase('red'), tree: tree({ changes: null }) }),
          'tree_unavailable',
        )
      })

      it('denies uncited_production_change for production changed in red before (or without) a hypothesis', () => {
        const red = (hypothesisSeq: number | undefined, firstChangeSeq: number | undefined) =>
          facts({
            current: phase('red'),
            cited: artifact(),
            tree: tree({ red: { productionChanges: [{ path: 'src/dates.ts', firstChangeSeq }], hypothesisSeq } }),
          })
        expect(expectDenied(request('green'), red(undefined, 5), 'uncited_production_change')).toContain(
          'no hypothesis citing an error of a failing run',
        )
        expect(expectDenied(request('green.fake-it'), red(9, 5), 'uncited_production_change')).toContain('src/dates.ts')
        expect(decideTransition(request('green'), red(3, 5))).toMatchObject({ ok: true })
        const none = facts({
          current: phase('red'),
          cited: artifact(),
          tree: tree({ red: { productionChanges: [], hypothesisSeq: undefined } }),
        })
        expect(decideTransition(request('green'), none)).toMatchObject({ ok: true })
      })

      it('denies run_filtered for a filtered run or one not known to be whole-suite', () => {
        for (const filtered of [true, null]) {
          const f = facts({
            current: phase('refactor'),
            cited: greenRun({ phase: 'refactor', run: { id: 5, tree: NOW, treeAfter: NOW, filtered } }),
          })
          expectDenied(request('red'), f, 'run_filtered')
        }
      })

      it('denies run_not_current for a run on an older tree, one whose tree changed while it ran, one without a tree', () => {
        const runOn = (runTree: string | null, after: string | null) =>
          facts({
            current: phase('green'),
            cited: greenRun({ run: { id: 5, tree: runTree, treeAfter: after, filtered: false } }),
            tree: tree({ redTest: redTest() }),
          })
        expect(expectDenied(request('refactor'), runOn(START, START), 'run_not_current')).toContain(
          'files changed after it',
        )
        expect(expectDenied(request('refactor'), runOn(NOW, START), 'run_not_current')).toContain('changed while run 5')
        expectDenied(request('refactor'), runOn(null, null), 'run_not_current')
      })

      it('denies red_test_not_run when the red test was not in the cited run or did not pass there', () => {
        for (const status of [undefined, 'skipped'] as const) {
          const f = facts({
            current: phase('green'),
            cited: greenRun({ redTestStatus: status }),
            tree: tree({ redTest: redTest() }),
          })
          expect(expectDenied(request('refactor'), f, 'red_test_not_run')).toContain(
            '"dates > parses" in test/dates.test.ts',
          )
        }
        // The second test of that name in its file is named as such.
        const twin = facts({
          current: phase('green'),
          cited: greenRun({ redTestStatus: undefined }),
          tree: tree({ redTest: redTest({ ordinal: 1 }) }),
        })
        expect(expectDenied(request('refactor'), twin, 'red_test_not_run')).toContain(
          '"dates > parses [#2]" in test/dates.test.ts',
        )
      })

      it('denies red_test_no_longer_fails when the red test passes on the red run production code', () => {
        const recheck = {
          outcome: 'passes',
          tree: NOW,
          redTree: START,
          detail: '"dates > parses" passed',
          ms: 5,
        } as const
        const f = facts({ current: phase('green'), cited: greenRun(), tree: tree({ redTest: redTest({ recheck }) }) })
        expect(expectDenied(request('refactor'), f, 'red_test_no_longer_fails')).toContain('passed')
        const error = { ...recheck, outcome: 'error' } as const
        expectDenied(
          request('refactor'),
          facts({ current: phase('green'), cited: greenRun(), tree: tree({ redTest: redTest({ recheck: error }) }) }),
          'tree_unavailable',
        )
      })

      it('asks the flow for a re-run while none was made for the current trees, and accepts once it still fails', () => {
        const pending = facts({
          current: phase('green'),
          cited: greenRun(),
          tree: tree({ redTest: redTest({ ordinal: 1, recheck: { outcome: 'pending' } }) }),
        })
        const decision = decideTransition(request('refactor'), pending)
        expect(decision).toMatchObject({ ok: true })
        expect(recheckRequest(decision, pending)).toEqual({
          tree: NOW,
          redTree: START,
          file: 'test/dates.test.ts',
          fullName: 'dates > parses',
          ordinal: 1,
          runner: 'default',
        })
        const stale = facts({
          ...pending,
          tree: tree({
            redTest: redTest({ recheck: { outcome: 'passes', tree: START, redTree: START, detail: '', ms: 1 } }),
          }),
        })
        expect(recheckRequest(decideTransition(request('refactor'), stale), stale)).toBeDefined()
        const done = facts({ ...pending, tree: tree({ redTest: redTest() }) })
        const accepted = decideTransition(request('refactor'), done)
        expect(accepted).toMatchObject({ ok: true })
        expect(recheckRequest(accepted, done)).toBeUndefined()
      })
      it('re-runs the red test when a refactor that changed tests moves on to red, unless it was renamed', () => {
        const passes = {
          outcome: 'passes',
          tree: NOW,
          redTree: START,
          detail: '"dates > parses" passed',
          ms: 5,
        } as const
        const inRefactor = (redTestStatus: ArtifactFacts['redTestStatus'], recheck: RedTestFacts['recheck']) =>
          facts({
            current: phase('refactor'),
            cited: greenRun({ phase: 'refactor', redTestStatus }),
            tree: tree({ redTest: redTest({ recheck }) }),
          })
        expect(expectDenied(request('red'), inRefactor('passed', passes), 'red_test_no_longer_fails')).toContain(
          'passed',
        )
        const pending = inRefactor('passed', { outcome: 'pending' })
        expect(recheckRequest(decideTransition(request('red'), pending), pending)).toMatchObject({
          file: 'test/dates.test.ts',
        })
        expect(decideTransition(request('red'), inRefactor('passed', redTest().recheck))).toMatchObject({ ok: true })
        // Renamed in refactor (judged when it happened): not in the run under its old name, not re-run.
        expect(decideTransition(request('red'), inRefactor(undefined, passes))).toMatchObject({ ok: true })
        // A refactor that changed no test (the flow loads no red test) is not re-run.
        const plain = facts({ current: phase('refactor'), cited: greenRun({ phase: 'refactor' }) })
        const accepted = decideTransition(request('red'), plain)
        expect(accepted).toMatchObject({ ok: true })
        expect(recheckRequest(accepted, plain)).toBeUndefined()
      })
    })

    it('denies oracle_aware_code on an accepted move that closes green while oracle-aware findings block (engine/gates/oracle.ts)', () => {
      const blocking = [
        { rule: 'test-runner-env', line: 2, text: 'if (process.env.VITEST) return 3', file: 'src/add.ts', since: 7 },
      ] as const
      for (const [from, to] of [
        ['green', 'refactor'],
        ['green', 'red'],
        ['refactor', 'red'],
      ] as const) {
        const accepted = { ok: true, from, to, citedArtifactId: 5 } as const
        const denied = oracleDenial(accepted, blocking)
        expect(denied).toMatchObject({ ok: false, from, reason: 'oracle_aware_code' })
        if (!denied.ok) expect(denied.detail).toContain('src/add.ts:2 (test-runner-env)')
        produced.add('oracle_aware_code')
        expect(oracleDenial(accepted, [])).toBe(accepted)
      }
      // Red → green and a spike are not closing a behavior's green; a denial stays the denial it was.
      const toGreen = { ok: true, from: 'red', to: 'green', citedArtifactId: 5 } as const
      expect(oracleDenial(toGreen, blocking)).toBe(toGreen)
      const spike = { ok: true, from: 'green', to: 'spike', citedArtifactId: null } as const
      expect(oracleDenial(spike, blocking)).toBe(spike)
      const refused = { ok: false, from: 'green', reason: 'run_not_green', detail: 'x' } as const
      expect(oracleDenial(refused, blocking)).toBe(refused)
    })

    it('produces every declared denial reason in this file', () => {
      expect(DENIAL_REASONS.filter((reason) => !produced.has(reason))).toEqual([])
    })
  })
})
