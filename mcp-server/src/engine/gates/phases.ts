/**
 * The TDD phase machine as one allow-list table. A (from, to) pair that is not a row is denied; every row
 * names the evidence it needs. Pure: the store loads `TransitionFacts`, `decideTransition` returns a value.
 */
import { fullNameLabel } from '../../domain/test-names.js'
import { judgeClosingProof } from './closing-proof.js'
import type {
  ArtifactFacts,
  PathChange,
  PhaseFacts,
  ProofSubjectFacts,
  RedTestFacts,
  TransitionFacts,
  TransitionRequest,
} from '../../domain/facts.js'
import { PHASES, type ArtifactKind, type DenialReason, type Phase, type Source } from '../../domain/vocabulary.js'

/**
 * What a row demands:
 * - `none`: only the structural checks (task, goal, behavior).
 * - `failing_run`: a `test_failed_run` meeting R1–R4.
 * - `passing_run_after_code`: a `test_passed_run` in the current phase recorded after a `code_written` in it.
 * - `green_run`: a `test_passed_run` from a run with zero failures, recorded in the current phase.
 *
 * Every request also answers to the working tree (`TreeFacts`): nothing changed in the open phase without a
 * recorded change of the caller (`unrecorded_change`); production code changed in red only after a hypothesis
 * (`uncited_production_change`); a green run ran the whole suite on the tree as it is now (`run_filtered`,
 * `run_not_current`); and at green → refactor the test that proved red still fails on the red run's production
 * code (`red_test_not_run`, `red_test_no_longer_fails`).
 */
export type Evidence = 'none' | 'failing_run' | 'passing_run_after_code' | 'green_run'

export interface TransitionRow {
  readonly from: readonly Source[]
  readonly to: Phase
  readonly evidence: Evidence
  /** The evidence the row needs, as the model reads it in the transition tool's description. */
  readonly why: string
}

const ANY: readonly Source[] = ['start', ...PHASES]

const FAILING_RUN =
  'a test_failed_run that run_tests recorded in this red phase (or batch), of a test whose file you wrote during this task ' +
  'and that had not failed before the phase began (production files changed in red need a hypothesis first)'
const GREEN_RUN =
  'a test_passed_run of a whole-suite run with zero failures recorded in the current phase on the working tree as it is now'

export const TRANSITIONS: readonly TransitionRow[] = [
  { from: ['start', 'spike'], to: 'red', evidence: 'none', why: 'none, but the goal must be in_progress' },
  {
    from: ['red'],
    to: 'red.triangulate',
    evidence: 'none',
    why: 'none (another behavior of the same goal joins the red batch)',
  },
  { from: ['red', 'red.triangulate'], to: 'green', evidence: 'failing_run', why: FAILING_RUN },
  { from: ['red'], to: 'green.fake-it', evidence: 'failing_run', why: FAILING_RUN },
  {
    from: ['green.fake-it'],
    to: 'green',
    evidence: 'passing_run_after_code',
    why: 'a test_passed_run recorded after you changed production code in green.fake-it',
  },
  { from: ['green.fake-it'], to: 'red.triangulate', evidence: 'none', why: 'none' },
  {
    from: ['green'],
    to: 'refactor',
    evidence: 'green_run',
    why: `${GREEN_RUN}, in which the test that proved red passed (it is re-run on the red run's production code and must still fail there)`,
  },
  {
    from: ['green', 'refactor'],
    to: 'red',
    evidence: 'green_run',
    why: `${GREEN_RUN} (from green, the test that proved red is re-run as for refactor)`,
  },
  { from: ANY, to: 'spike', evidence: 'none', why: 'none, and nothing recorded during a spike can ever be cited' },
] as const

/** The table as the model reads it (the transition tool's description): one clause per row. */
export function describeTransitions(): string {
  return TRANSITIONS.map((row) => {
    const from = row.from === ANY ? 'any' : row.from.join(' or ')
    return `${from} → ${row.to}: ${row.why}`
  }).join('; ')
}

export type TransitionDecision =
  | { readonly ok: true; readonly from: Source; readonly to: Phase; readonly citedArtifactId: number | null }
  | { readonly ok: false; readonly from: Source | null; readonly reason: DenialReason; readonly detail: string }

export function sourceOf(current: PhaseFacts | undefined): Source {
  return current?.phase ?? 'start'
}

export function findRow(from: Source, to: Phase): TransitionRow | undefined {
  return TRANSITIONS.find((row) => row.to === to && row.from.includes(from))
}

/** The phases reachable from `from`, for hints. */
export function allowedTargets(from: Source): readonly Phase[] {
  return TRANSITIONS.filter((row) => row.from.includes(from)).map((row) => row.to)
}

/** Which artifact kind a row needs, if any. */
function requiredKind(evidence: Evidence): ArtifactKind | undefined {
  if (evidence === 'failing_run') return 'test_failed_run'
  if (evidence === 'none') return undefined
  return 'test_passed_run'
}

const deny = (from: Source | null, reason: DenialReason, detail: string): TransitionDecision => ({
  ok: false,
  from,
  reason,
  detail,
})

export function decideTransition(request: TransitionRequest, facts: TransitionFacts): TransitionDecision {
  const { task, goal, behavior, current } = facts
  if (task === undefined || task.callerId !== facts.callerId) {
    return deny(null, 'unknown_tdd_task', `no TDD task ${request.tddTaskId} is yours`)
  }
  if (task.status === 'ended') return deny(null, 'tdd_task_already_ended', `TDD task ${task.id} has ended`)
  const from = sourceOf(current)
  if (goal === undefined) return deny(from, 'goal_not_found', `no goal ${request.goalId}`)
  if (goal.taskId !== task.id) return deny(from, 'goal_not_in_tdd_task', `goal ${goal.id} belongs to another TDD task`)
  if (behavior === undefined || behavior.taskId !== task.id) {
    return deny(from, 'behavior_not_found', `no behavior ${request.behaviorId} in TDD task ${task.id}`)
  }
  if (behavior.goalId !== goal.id)
    return deny(from, 'behavior_not_in_goal', `behavior ${behavior.id} is not in goal ${goal.id}`)
  const to = request.requestedPhase
  if (to !== 'spike') {
    if (goal.status === 'pending') return deny(from, 'goal_not_started', `goal ${goal.id} is still pending`)
    if (goal.status !== 'in_progress') return deny(from, 'goal_not_in_progress', `goal ${goal.id} is ${goal.status}`)
  }
  const row = findRow(from, to)
  if (row === undefined) return denyMissingRow(from, to)
  if (to === 'red.triangulate' && current !== undefined && current.goalId !== goal.id) {
    return deny(from, 'behavior_not_in_goal', `a triangulation batch stays in goal ${current.goalId}`)
  }
  const unmeasured = checkUnmeasured(facts, from)
  if (unmeasured !== undefined) return unmeasured
  const unrecorded = checkUnrecorded(facts, from)
  if (unrecorded !== undefined) return unrecorded
  const frozen = checkTestsFrozen(facts, from, to)
  if (frozen !== undefined) return frozen
  if (row.evidence === 'none') return { ok: true, from, to, citedArtifactId: null }
  const verdict = checkEvidence(row.evidence, request, facts, from, to) ?? checkOwnTest(request, facts, from, to)
  return verdict ?? { ok: true, from, to, citedArtifactId: facts.cited?.id ?? null }
}

/** The sources the evidence protocol denies `refactor_without_passing_run` for (every other non-row stays `wrong_source_phase`). */
export const REFACTOR_BEFORE_GREEN: readonly Source[] = ['red', 'red.triangulate', 'spike']

function denyMissingRow(from: Source, to: Phase): TransitionDecision {
  if (to === 'refactor' && from === 'green.fake-it') {
    return deny(
      from,
      'fake_it_not_generalized',
      'green.fake-it must become green (a passing run after real code) before refactor',
    )
  }
  const allowed = `from ${from}: ${allowedTargets(from).join(', ')}`
  if (to === 'refactor') {
    // The evidence protocol names this denial for red, red.triangulate and spike → refactor, "even when a valid
    // test_passed_run from another behavior is cited": no passing run of this behavior's green exists yet.
    const reason = REFACTOR_BEFORE_GREEN.includes(from) ? 'refactor_without_passing_run' : 'wrong_source_phase'
    return deny(from, reason, `refactor is reachable only from green; you are in ${from} (${allowed})`)
  }
  return deny(from, 'wrong_source_phase', `${from} → ${to} is not an allowed transition (${allowed})`)
}

function checkEvidence(
  evidence: Evidence,
  request: TransitionRequest,
  facts: TransitionFacts,
  from: Source,
  to: Phase,
): TransitionDecision | undefined {
  const cited = facts.cited
  const current = facts.current
  if (cited === undefined) {
    const what =
      request.citedArtifactId === undefined
        ? 'no qualifying artifact was recorded'
        : `artifact ${request.citedArtifactId} does not exist`
    if (to === 'refactor')
      return deny(
        from,
        'refactor_without_passing_run',
        `${what}: refactor needs a run with zero failures since green began`,
      )
    return deny(from, 'missing_artifact_evidence', `${what} for ${from} → ${to}`)
  }
  const kind = requiredKind(evidence)
  if (cited.kind !== kind)
    return deny(from, 'wrong_artifact_kind', `artifact ${cited.id} is ${cited.kind}; ${from} → ${to} needs ${kind}`)
  if (cited.callerId !== facts.callerId)
    return deny(from, 'evidence_from_other_caller', `artifact ${cited.id} was recorded for another caller`)
  // Window: the evidence was recorded in the current phase (a triangulation member may cite its batch's red).
  const batch = from === 'red.triangulate' && evidence === 'failing_run'
  const windowIds = batch ? facts.batchPhaseIds : current === undefined ? [] : [current.id]
  if (cited.phase === 'spike' || cited.phaseId === null || !windowIds.includes(cited.phaseId)) {
    return deny(
      from,
      'evidence_not_in_phase_window',
      `artifact ${cited.id} was not recorded in the current ${batch ? 'red batch' : 'phase'}`,
    )
  }
  // R2: the evidence belongs to the behavior it is cited for. Crossing to the next behavior (→ red) cites
  // the current behavior's green run; a triangulation batch shares its runs among the batch's behaviors.
  if (batch) {
    if (!facts.batchBehaviorIds.includes(request.behaviorId)) {
      return deny(
        from,
        'evidence_not_for_behavior',
        `behavior ${request.behaviorId} is not in the current red batch (behaviors ${facts.batchBehaviorIds.join(', ')})`,
      )
    }
  } else {
    const owner = to === 'red' ? current?.behaviorId : request.behaviorId
    if (cited.behaviorId !== owner) {
      return deny(
        from,
        'evidence_not_for_behavior',
        `artifact ${cited.id} belongs to behavior ${cited.behaviorId ?? 'none'}, not ${owner ?? 'none'}`,
      )
    }
  }
  if (evidence === 'failing_run') {
    if (!cited.testFileWrittenByCaller) {
      return deny(
        from,
        'missing_artifact_evidence',
        `the failing test's file ${cited.testFile ?? '(unknown)'} was not written by you during this task`,
      )
    }
    if (cited.testFailedBeforePhase) {
      return deny(
        from,
        'evidence_test_was_already_failing',
        `the cited test was already failing before this red phase began`,
      )
    }
    const uncited = checkRedChanges(facts, from)
    if (uncited !== undefined) return uncited
  }
  // Any run the tree changed under while it ran is recorded, but it is evidence of no tree in particular.
  const run = cited.run
  if (run !== undefined && run.tree !== null && run.tree !== run.treeAfter) {
    return deny(
      from,
      'run_not_current',
      `the working tree changed while run ${run.id} was running (tree ${short(run.tree)} before, ${short(run.treeAfter)} after): it cannot be cited`,
    )
  }
  if (evidence === 'passing_run_after_code') {
    if (!cited.codeWrittenBefore) {
      return deny(
        from,
        'missing_artifact_evidence',
        `no code_written was recorded in green.fake-it before artifact ${cited.id}`,
      )
    }
    const notGreen = checkGreenRun(cited, facts, from)
    if (notGreen !== undefined) return notGreen
    const fake = checkFakeTriangulated(facts, from)
    if (fake !== undefined) return fake
  }
  if (evidence === 'green_run') {
    const notGreen = checkGreenRun(cited, facts, from)
    if (notGreen !== undefined) return notGreen
    // Leaving green — to refactor, or on to the next behavior's red — re-runs the red test; so does leaving a refactor
    // that changed test files (the flow loads the red test only then).
    if ((from === 'green' && (to === 'refactor' || to === 'red')) || (from === 'refactor' && to === 'red')) {
      const red = checkRedTest(cited, facts, from)
      if (red !== undefined) return red
    }
    if (from === 'refactor' && to === 'red') return checkClosing(facts, from)
  }
  return undefined
}

/**
 * Leaving refactor, the behavior's closing proof holds on the tree as it is now: its red test as it was when it proved
 * red passes on what would be committed, and as it is now still fails on the red run's code (`gates/closing-proof.ts`).
 * Pending: the flow makes the proof and asks again.
 */
function checkClosing(facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  const closing = facts.tree.closing
  if (closing === undefined || closing.proof === 'pending') return undefined
  const judged = judgeClosingProof(closing.proof, facts.tree.now)
  return judged.ok ? undefined : deny(from, judged.reason, judged.detail)
}

/** What the flow must prove before an accepted move out of refactor stands; undefined when nothing (more) is to run. */
export function proofRequest(decision: TransitionDecision, facts: TransitionFacts): ProofSubjectFacts | undefined {
  const closing = facts.tree.closing
  if (!decision.ok || decision.from !== 'refactor' || decision.to !== 'red' || closing === undefined) return undefined
  return closing.proof === 'pending' && facts.tree.now !== null ? closing.subject : undefined
}

const short = (tree: string | null): string => (tree === null ? 'none' : tree.slice(0, 12))

/** A list of paths for a denial: the first few, and how many more. */
function pathList(items: readonly string[], max = 8): string {
  const shown = items.slice(0, max).join('; ')
  return items.length > max ? `${shown}; and ${items.length - max} more` : shown
}

/**
 * No unrecorded change: every path that differs between the open phase's start tree and the tree now has, as
 * the newest file artifact of this caller in this task since the phase began, the hash of its current content
 * (null for a deleted file). Skipped for a phase without a start tree (recorded before trees existed).
 */
function checkUnrecorded(facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  const current = facts.current
  if (current === undefined || current.startTree === null) return undefined
  const { now, changes } = facts.tree
  if (now === null) {
    return deny(
      from,
      'tree_unavailable',
      `no snapshot of the working tree could be taken, so the changes since ${current.phase} began cannot be checked`,
    )
  }
  if (changes === null) {
    return deny(
      from,
      'tree_unavailable',
      `the start tree ${short(current.startTree)} of ${current.phase} is missing from evident's snapshot repository, so the changes since it began cannot be listed`,
    )
  }
  const unrecorded = unrecordedChanges(changes)
  if (unrecorded === undefined) return undefined
  return deny(
    from,
    'unrecorded_change',
    `${unrecorded.count} file(s) changed since ${current.phase} began without a recorded change of yours: ${unrecorded.list}`,
  )
}

/**
 * No test weakened across an unmeasured command: when a Bash command of the caller ran unmeasured in the open phase (its
 * snapshot missed the hook's budget), each test file that differs from the phase's start tree is judged as a measured
 * change is — its content then against its content now — since an Edit of the file afterwards compares with what is
 * on disk. A weakening found denies the move (`unmeasured_change`).
 */
function checkUnmeasured(facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  const unmeasured = facts.tree.unmeasured
  if (unmeasured === undefined || unmeasured.weakened.length === 0) return undefined
  const commands = unmeasured.commands.map((c) => `\`${c.length > 80 ? `${c.slice(0, 77)}...` : c}\``)
  const weakened = unmeasured.weakened.map((w) => `${w.path} (${w.found.join(', ')})`)
  return deny(
    from,
    'unmeasured_change',
    `${unmeasured.commands.length} Bash command(s) of yours ran unmeasured in ${facts.current?.phase ?? 'this phase'} ` +
      `(${pathList(commands, 3)}), and tests are weaker than when it began: ${pathList(weakened)}`,
  )
}

/** The changes whose current content is not this caller's newest record of them, described; undefined: none. */
export function unrecordedChanges(
  changes: readonly PathChange[],
): { readonly count: number; readonly list: string } | undefined {
  const unrecorded = changes.filter((c) => c.ownHash === undefined || c.ownHash !== c.hash)
  if (unrecorded.length === 0) return undefined
  const described = unrecorded.map((c) => {
    const what = c.hash === null ? 'deleted' : 'changed'
    const why =
      c.ownHash === undefined
        ? 'no change of yours is recorded'
        : 'its content is not the one your last change recorded'
    return `${c.path} (${what}; ${why}${c.changedBy === undefined ? '' : `; changed by ${c.changedBy}`})`
  })
  return { count: unrecorded.length, list: pathList(described) }
}

/**
 * Tests are frozen in green, all of them: no move out of green or green.fake-it (but to spike, the way back to red)
 * while a test, a snapshot or the test configuration differs from what it was when the phase began — however it
 * changed (the edit hooks deny it; a shell write is recorded as a violation, and this is where it stops the work).
 */
function checkTestsFrozen(facts: TransitionFacts, from: Source, to: Phase): TransitionDecision | undefined {
  if ((from !== 'green' && from !== 'green.fake-it') || to === 'spike') return undefined
  const changed = facts.tree.testChanges
  if (changed.length === 0) return undefined
  return deny(
    from,
    'test_changed_in_green',
    `tests are frozen in ${from}, but ${changed.length} test-side file(s) changed since it began: ${pathList(changed)}`,
  )
}

/**
 * Red stays red-only: production paths changed during the red batch need a hypothesis, recorded in the batch
 * and citing an error of a failing run, before their first recorded change.
 */
function checkRedChanges(facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  const red = facts.tree.red
  if (red === undefined) return undefined
  if (red.productionChanges === null) {
    return deny(
      from,
      'tree_unavailable',
      'the production changes of the red batch cannot be listed (no snapshot now, or its start tree is missing)',
    )
  }
  const hypothesis = red.hypothesisSeq
  const uncited = red.productionChanges.filter(
    (c) => hypothesis === undefined || c.firstChangeSeq === undefined || c.firstChangeSeq < hypothesis,
  )
  if (uncited.length === 0) return undefined
  const why =
    hypothesis === undefined
      ? 'no hypothesis citing an error of a failing run was recorded in this red phase'
      : 'they changed before the hypothesis citing the failing run was recorded'
  return deny(
    from,
    'uncited_production_change',
    `code changed in red without a hypothesis first (${why}): ${pathList(uncited.map((c) => c.path))} (source, and the data or configuration files code reads, count as code; documentation does not)`,
  )
}

/** The cited run ran the whole suite on the working tree as it is now, and nothing changed while it ran. */
function checkWholeSuiteOnTree(cited: ArtifactFacts, now: string | null, from: Source): TransitionDecision | undefined {
  const run = cited.run
  if (run === undefined || run.filtered !== false) {
    const what =
      run?.filtered === true
        ? 'was limited to some files'
        : 'is not known to have run the whole suite (a run recorded outside run_tests, or before evident recorded trees)'
    return deny(from, 'run_filtered', `the run of artifact ${cited.id} ${what}`)
  }
  if (now === null) {
    return deny(
      from,
      'tree_unavailable',
      'no snapshot of the working tree could be taken, so the cited run cannot be shown to be current',
    )
  }
  if (run.tree === null) {
    return deny(from, 'run_not_current', `run ${run.id} recorded no working tree, so it cannot be shown to be current`)
  }
  if (run.tree !== run.treeAfter) {
    return deny(
      from,
      'run_not_current',
      `the working tree changed while run ${run.id} was running (tree ${short(run.tree)} before, ${short(run.treeAfter)} after)`,
    )
  }
  if (run.tree !== now) {
    return deny(
      from,
      'run_not_current',
      `run ${run.id} ran on tree ${short(run.tree)}, but the working tree is now ${short(now)}: files changed after it`,
    )
  }
  return undefined
}

/** Whether a re-run result was made for these trees (an older one does not count). */
function recheckFor(red: RedTestFacts, now: string | null): boolean {
  const r = red.recheck
  return r.outcome !== 'pending' && r.tree === now && r.redTree === red.redTree
}

/**
 * Leaving green (to refactor or red), the test that proved red still detects the missing code: it ran and passed in the cited
 * run, and fails when re-run with the current tests on the red run's production code. Leaving a refactor that changed
 * test files (to red) asks the same of the behavior's red test — fewer assertions is only a note, so a red test
 * weakened in refactor is caught here — unless the test is no longer in the run under its name: a rename in refactor,
 * judged when it happened.
 */
function checkRedTest(cited: ArtifactFacts, facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  const red = facts.tree.redTest
  if (red === undefined) return undefined
  const name = `"${fullNameLabel(red)}" in ${red.file}`
  const runId = cited.run?.id ?? 'cited'
  if (from === 'refactor' && cited.redTestStatus === undefined) return undefined
  if (cited.redTestStatus !== 'passed') {
    const what =
      cited.redTestStatus === undefined
        ? `is not in run ${runId} (renamed, deleted, excluded by the configuration, or not collected)`
        : `was ${cited.redTestStatus} in run ${runId}`
    return deny(from, 'red_test_not_run', `the test that proved red, ${name}, ${what}`)
  }
  if (red.redTree === null) {
    if (facts.current?.startTree === null) return undefined
    return deny(from, 'tree_unavailable', `the red run of ${name} recorded no working tree, so it cannot be re-run`)
  }
  if (!recheckFor(red, facts.tree.now)) return undefined // the flow re-runs it and decides again
  const r = red.recheck
  if (r.outcome === 'pending') return undefined
  if (r.outcome === 'passes') {
    return deny(
      from,
      'red_test_no_longer_fails',
      `the test that proved red, ${name}, passes with the production code of the red run (tree ${short(red.redTree)}): ${r.detail}`,
    )
  }
  if (r.outcome === 'error') {
    return deny(
      from,
      'tree_unavailable',
      `the test that proved red, ${name}, could not be re-run on the red run's production code: ${r.detail}`,
    )
  }
  return undefined
}

export interface RecheckRequest {
  readonly tree: string
  readonly redTree: string
  readonly file: string
  readonly fullName: string
  readonly ordinal: number
  readonly runner: string
}

/**
 * What the flow must re-run before an accepted move leaving green (or a refactor that changed tests) stands: the red test on the current tests with
 * the red run's production code, for these trees. Undefined when nothing (more) needs to run.
 */
export function recheckRequest(decision: TransitionDecision, facts: TransitionFacts): RecheckRequest | undefined {
  const red = facts.tree.redTest
  const now = facts.tree.now
  if (!decision.ok || red === undefined) return undefined
  const leaving =
    (decision.from === 'green' && (decision.to === 'refactor' || decision.to === 'red')) ||
    (decision.from === 'refactor' && decision.to === 'red')
  if (!leaving) return undefined
  if (red.redTree === null || now === null || recheckFor(red, now)) return undefined
  return {
    tree: now,
    redTree: red.redTree,
    file: red.file,
    fullName: red.fullName,
    ordinal: red.ordinal ?? 0,
    runner: red.runner,
  }
}

/** How many candidates a request without a citation examines before it reports the newest one. */
export const CANDIDATES = 20

/**
 * Where a request without a citation looks for evidence: the artifact kind its row needs, in the current phase
 * (or the red batch, for a failing run in red.triangulate), of this caller only. Undefined when the move needs
 * no evidence or there is no phase yet: nothing outside the window is ever picked.
 */
export function citationWindow(
  request: TransitionRequest,
  facts: TransitionFacts,
): { readonly kind: ArtifactKind; readonly phaseIds: readonly number[] } | undefined {
  const { current } = facts
  const row = findRow(sourceOf(current), request.requestedPhase)
  const kind = row === undefined ? undefined : requiredKind(row.evidence)
  if (kind === undefined || current === undefined) return undefined
  return {
    kind,
    phaseIds: current.phase === 'red.triangulate' && kind === 'test_failed_run' ? facts.batchPhaseIds : [current.id],
  }
}

export interface CitedDecision {
  readonly decision: TransitionDecision
  /** The facts the decision was made on (with the chosen citation). */
  readonly facts: TransitionFacts
}

/**
 * Decides a request over its citation candidates (the cited artifact, or the window's newest first): the
 * first candidate the table accepts is cited; if none is accepted, the newest is reported, so a denial names
 * real evidence; with no candidate, the request is decided without one.
 */
export function decideCited(
  request: TransitionRequest,
  base: TransitionFacts,
  candidates: readonly ArtifactFacts[],
): CitedDecision {
  let newest: CitedDecision | undefined
  for (const cited of candidates) {
    const facts = { ...base, cited }
    const decision = decideTransition(request, facts)
    if (decision.ok) return { decision, facts }
    newest ??= { decision, facts }
  }
  return newest ?? { decision: decideTransition(request, base), facts: base }
}

/**
 * green.fake-it → green: the fake must be generalised, and shown to be. Some run of the phase passed the red test on
 * the fake while a second example failed on it (a test written in red beside the first, or in red.triangulate), and
 * production has changed since that run: the code now passes an example the fake did not.
 */
function checkFakeTriangulated(facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  const runs = facts.tree.fake
  if (runs === undefined) return undefined
  if (runs.length === 0) {
    return deny(
      from,
      'fake_not_triangulated',
      'no run of this green.fake-it phase shows the fake passing the red test: run the suite on the fake first',
    )
  }
  const triangulated = runs.filter((r) => r.otherFailures > 0)
  if (triangulated.length === 0) {
    return deny(
      from,
      'fake_not_triangulated',
      `no second example fails on the fake: every test passed in run(s) ${runs.map((r) => r.runId).join(', ')}, where the red test passed on it`,
    )
  }
  if (triangulated.some((r) => r.productionChangedSince === null)) {
    return deny(from, 'tree_unavailable', 'the production changes since the fake cannot be listed')
  }
  if (!triangulated.some((r) => r.productionChangedSince === true)) {
    return deny(
      from,
      'fake_not_triangulated',
      `production has not changed since run ${triangulated.map((r) => r.runId).join(', ')}, where a second example failed on the fake`,
    )
  }
  return undefined
}

/** A run with zero failures of the whole suite on the tree as it is now (green_run, and green.fake-it → green). */
function checkGreenRun(cited: ArtifactFacts, facts: TransitionFacts, from: Source): TransitionDecision | undefined {
  if (cited.failureCount !== 0) {
    return deny(
      from,
      'run_not_green',
      `the run of artifact ${cited.id} had ${cited.failureCount ?? 'unknown'} failure(s)`,
    )
  }
  return checkWholeSuiteOnTree(cited, facts.tree.now, from)
}

/**
 * red.triangulate → green for the behavior that joined the batch in this phase: it cites the batch's failing run, but
 * needs a test of its own (it may pass at once, as a later member's test may).
 */
function checkOwnTest(
  request: TransitionRequest,
  facts: TransitionFacts,
  from: Source,
  to: Phase,
): TransitionDecision | undefined {
  if (from !== 'red.triangulate' || to !== 'green' || facts.tree.ownTests !== 0) return undefined
  if (facts.current?.behaviorId !== request.behaviorId) return undefined
  return deny(
    from,
    'triangulation_without_test',
    `behavior ${request.behaviorId} joined the red batch without a test of its own: no test first ran in this red.triangulate phase from a test file you wrote in it (a later member's test may pass at once, but it must exist)`,
  )
}
