import { testLabel } from '../../domain/test-names.js'
import { filePath } from '../../kernel/path-bytes.js'
import { errorMessage } from '../../kernel/errors.js'
import { loadConfig } from '../../kernel/config.js'
import { type EvidentConfig } from '../../domain/config.js'
import { classifierOfCaller, configFor } from './tdd-task.js'
import { contentSha256Hex } from '../../kernel/content-hash.js'
import type {
  ClosingProofFacts,
  PathChange,
  ProofSubjectFacts,
  RecheckFacts,
  RedChangeFacts,
  RedTestFacts,
  TransitionFacts,
  TransitionRequest,
  TreeFacts,
} from '../../domain/facts.js'
import type { DenialReason, Phase } from '../../domain/vocabulary.js'
import {
  CANDIDATES,
  citationWindow,
  decideCited,
  findRow,
  proofRequest,
  recheckRequest,
  REFACTOR_BEFORE_GREEN,
  sourceOf,
  type CitedDecision,
  type RecheckRequest,
} from '../gates/phases.js'
import { FORWARD, remediationFor, type ForwardMove, type Remediation } from '../gates/remediation.js'
import { classifierFor } from '../../project/classifier.js'
import { countsAsCode, isCodeUnderTest, type FileClassifier, type FileKind } from '../../project/test-files.js'
import type { Caller } from '../../kernel/identity.js'
import { log } from '../../kernel/log.js'
import { recheckRedTests, type RedRecheckResult } from '../../runners/red-recheck.js'
import type { Confinement } from '../../runners/spawn.js'
import { closingProofs } from './closing-proof.js'
import { confinementFor } from './confine.js'
import { oracleTransition } from './oracle-findings.js'
import { lookupRunner } from '../../runners/registry.js'
import { underRunLock } from '../../runners/run-and-record.js'
import { ensureCaller } from '../../store/callers.js'
import type { Store, Tx } from '../../store/index.js'
import {
  artifactFacts,
  candidateArtifactIds,
  firstCitedHypothesisSeq,
  loadTransitionFacts,
  otherChangesSince,
  ownChangesSince,
  ownPathsSince,
  phaseWindows,
  redTestOf,
  runsPassing,
  newOwnTests,
  type OtherChange,
} from '../../store/transition-facts.js'
import { enterPhase, recordTransitionRequest } from '../../store/transitions.js'
import { blobAt, diffTrees, ignoredPaths, readBlob, snapshotOrNull, type Shadow } from '../../worktree/snapshot.js'
import { testMetrics, weakenings } from '../gates/test-weakening.js'
import { readBytes } from '../../project/edit-input.js'
import { readRegularFile } from '../../kernel/regular-file.js'

export type TransitionResult =
  | {
      readonly accepted: true
      readonly phase: Phase
      readonly newPhaseId: number
      readonly previousPhaseId: number | null
      readonly citedArtifactId: number | null
      /** green → refactor: how long the red test's re-run took (ms). */
      readonly redRecheckMs?: number
    }
  | {
      readonly accepted: false
      readonly denialReason: DenialReason
      readonly detail: string
      readonly remediation: Remediation
      readonly redRecheckMs?: number
    }

/** How long the red re-run may take (the run_tests default). */
const RECHECK_TIMEOUT_MS = 120_000

/**
 * Decides and applies a phase transition: snapshot the working tree, then in one write transaction load the
 * facts (the tree's changes and who recorded them included) and the citation candidates, ask the pure gate,
 * record the request (accepted or denied, for the metrics), then either enter the new phase or return the denial
 * with its remediation. An accepted green → refactor first re-runs the test that proved red on the red run's
 * production code — outside the transaction, it takes seconds — and is then decided again with its result.
 */
export async function requestTransition(
  store: Store,
  caller: Caller,
  request: TransitionRequest,
  reason?: string,
  workTree?: Shadow,
): Promise<TransitionResult> {
  // The tree at request time, taken before the write lock: it becomes the new phase's start tree.
  const tree = snapshotOrNull(workTree)
  // The task's frozen configuration classifies files and names the runner, never a config written since it began.
  const config =
    workTree === undefined ? undefined : await configFor(store, caller, workTree.projectRoot).catch(() => undefined)
  const classify =
    workTree === undefined ? undefined : await classifierOfCaller(store, caller, workTree.projectRoot, config)
  let recheck: RecheckFacts = { outcome: 'pending' }
  let recheckMs: number | undefined
  let proof: ClosingProofFacts | undefined
  for (let attempt = 0; ; attempt++) {
    const outcome = await store.write(async (tx): Promise<TransitionResult | Needed> => {
      const callerId = await ensureCaller(tx, caller)
      const env: TreeEnv = { now: tree, workTree, classify, recheck, proof }
      // Oracle-aware production code blocks the moves that close a behavior's green (engine/flows/oracle-findings.ts).
      const cited = await oracleTransition(tx, request, await decide(tx, callerId, request, env))
      const needed: Needed = {
        recheck: recheckRequest(cited.decision, cited.facts),
        proof: proofRequest(cited.decision, cited.facts),
        taskId: cited.facts.task?.id ?? request.tddTaskId,
      }
      const pending = needed.recheck !== undefined || needed.proof !== undefined
      if (pending && attempt === 0) return needed
      const decided: CitedDecision = !pending
        ? cited
        : {
            facts: cited.facts,
            decision: {
              ok: false,
              from: cited.decision.ok ? cited.decision.from : null,
              reason: 'tree_unavailable',
              detail:
                needed.recheck !== undefined
                  ? 'the test that proved red could not be re-run on a stable working tree'
                  : 'the closing proof could not be made on a stable working tree',
            },
          }
      const forward = await forwardMove(tx, callerId, request, decided, env)
      return apply(tx, callerId, request, reason, decided, tree, recheckMs, forward)
    })
    if (!('recheck' in outcome)) return outcome
    if (workTree === undefined) throw new Error('a red re-run was requested without a working tree')
    const confine = await confinementFor(store.db, caller.sessionId, store.path, workTree.projectRoot)
    // Under the project's run lock, like every run: a Bash command measured meanwhile is not charged with its caches.
    if (outcome.recheck !== undefined) {
      const wanted = outcome.recheck
      const result = await underRunLock(store, workTree.projectRoot, RECHECK_TIMEOUT_MS, () =>
        runRedRecheck(workTree, wanted, classify, RECHECK_TIMEOUT_MS, config, confine),
      )
      recheckMs = result.ms
      log('info', 'red test re-run on the red run production code', {
        test: testLabel(wanted),
        outcome: result.outcome,
        ms: result.ms,
        replaced: result.replaced,
        at: result.at,
      })
      recheck = {
        outcome: result.outcome,
        tree: wanted.tree,
        redTree: wanted.redTree,
        detail: result.detail,
        ms: result.ms,
      }
    }
    if (outcome.proof !== undefined && tree !== null && classify !== undefined) {
      const subject = { ...outcome.proof, taskId: outcome.taskId }
      const proofs = await closingProofs(store, workTree, tree, [subject], { config, classify, confine })
      proof = proofs.get(subject.behaviorId)
    }
  }
}

/** What the flow must run outside the transaction before a move stands: the red re-run, the closing proof. */
interface Needed {
  readonly recheck: RecheckRequest | undefined
  readonly proof: ProofSubjectFacts | undefined
  readonly taskId: number
}

/**
 * Re-runs the test that proved red with the current tests on the red run's production code (see
 * `runners/red-recheck.ts`), with the project's runner of the red run and its test-file classifier. Exposed for
 * the tests: `runRedRecheck(shadowFor(dbPath, root), { tree, redTree, file, fullName, ordinal, runner })`.
 */
export async function runRedRecheck(
  workTree: Shadow,
  what: RecheckRequest,
  classify?: FileClassifier,
  timeoutMs = RECHECK_TIMEOUT_MS,
  frozen?: EvidentConfig,
  confine?: Confinement,
): Promise<RedRecheckResult> {
  let runner
  try {
    const config = frozen ?? loadConfig(workTree.projectRoot)
    runner = lookupRunner(config, what.runner) ?? lookupRunner(config, 'default')
  } catch (error) {
    return { outcome: 'error', detail: error instanceof Error ? error.message : String(error), ms: 0, replaced: 0 }
  }
  if (runner === undefined) {
    return { outcome: 'error', detail: `no runner named ${what.runner}`, ms: 0, replaced: 0 }
  }
  return recheckRedTests({
    shadow: workTree,
    tree: what.tree,
    redTree: what.redTree,
    tests: [{ file: what.file, fullName: what.fullName, ordinal: what.ordinal }],
    runner,
    classify: classify ?? (await classifierFor(workTree.projectRoot)),
    timeoutMs,
    confine,
  })
}

interface TreeEnv {
  readonly now: string | null
  readonly workTree: Shadow | undefined
  readonly classify: FileClassifier | undefined
  readonly recheck: RecheckFacts
  /** The closing proof the flow made for this request's tree (refactor → red). */
  readonly proof?: ClosingProofFacts | undefined
}

/** Loads the facts and the citation candidates and asks the gate. */
async function decide(tx: Tx, callerId: number, request: TransitionRequest, env: TreeEnv): Promise<CitedDecision> {
  const loaded = await loadTransitionFacts(tx, callerId, request)
  const base: TransitionFacts = { ...loaded, tree: await treeFacts(tx, callerId, request, loaded, env) }
  const window = request.citedArtifactId === undefined ? citationWindow(request, base) : undefined
  const ids =
    request.citedArtifactId !== undefined
      ? [request.citedArtifactId]
      : window === undefined
        ? []
        : await candidateArtifactIds(tx, callerId, window.kind, window.phaseIds, CANDIDATES)
  const redTestCaseId = base.tree.redTest?.testCaseId
  // The newest candidate usually qualifies: its facts alone are loaded first, the rest only if the gate refuses it.
  const newest = await artifactFacts(tx, ids.slice(0, 1), redTestCaseId)
  let cited = decideCited(request, base, newest)
  if (!cited.decision.ok && ids.length > 1) {
    cited = decideCited(request, base, [...newest, ...(await artifactFacts(tx, ids.slice(1), redTestCaseId))])
  }
  return cited
}

/** Reasons answered with the move forward from the current phase (see `ForwardMove`). */
const ANSWERED_FORWARD: ReadonlySet<DenialReason> = new Set(['wrong_source_phase', 'fake_it_not_generalized'])

/**
 * For a request from the wrong phase: the gate's decision now on the move forward from the current phase, for the
 * same behavior, so the remediation is a call the server accepts (or names what that move lacks).
 */
async function forwardMove(
  tx: Tx,
  callerId: number,
  request: TransitionRequest,
  { decision }: CitedDecision,
  env: TreeEnv,
): Promise<ForwardMove | undefined> {
  if (decision.ok || decision.from === null) return undefined
  const outOfTable =
    ANSWERED_FORWARD.has(decision.reason) ||
    (decision.reason === 'refactor_without_passing_run' && REFACTOR_BEFORE_GREEN.includes(decision.from))
  if (!outOfTable) return undefined
  const requestedPhase = FORWARD[decision.from]
  const { tddTaskId, goalId, behaviorId } = request
  const forward = await decide(tx, callerId, { tddTaskId, goalId, behaviorId, requestedPhase }, env)
  if (forward.decision.ok) {
    return { requestedPhase, accepted: true, citedArtifactId: forward.decision.citedArtifactId }
  }
  return {
    requestedPhase,
    accepted: false,
    reason: forward.decision.reason,
    testFile: forward.facts.cited?.testFile,
  }
}

/** Records the request and, when accepted, enters the new phase. */
async function apply(
  tx: Tx,
  callerId: number,
  request: TransitionRequest,
  reason: string | undefined,
  { decision, facts }: CitedDecision,
  tree: string | null,
  recheckMs: number | undefined,
  forward: ForwardMove | undefined,
): Promise<TransitionResult> {
  const ownTask = facts.task !== undefined && facts.task.callerId === callerId
  const cost = recheckMs === undefined ? {} : { redRecheckMs: recheckMs }
  const seq = await recordTransitionRequest(tx, {
    taskId: ownTask ? request.tddTaskId : null,
    callerId,
    behaviorId: facts.behavior?.id ?? null,
    fromPhase: ownTask ? sourceOf(facts.current) : null,
    requestedPhase: request.requestedPhase,
    citedArtifactId: request.citedArtifactId ?? (decision.ok ? decision.citedArtifactId : null),
    accepted: decision.ok,
    denialReason: decision.ok ? null : decision.reason,
    evidenceValid: decision.ok && decision.citedArtifactId !== null,
  })
  if (!decision.ok) {
    return {
      accepted: false,
      denialReason: decision.reason,
      detail: decision.detail,
      remediation: remediationFor(decision.reason, {
        tddTaskId: request.tddTaskId,
        goalId: request.goalId,
        behaviorId: request.behaviorId,
        from: decision.from,
        requestedPhase: request.requestedPhase,
        testFile: facts.cited?.testFile,
        forward,
      }),
      ...cost,
    }
  }
  const previousPhaseId = facts.current?.id ?? null
  const newPhaseId = await enterPhase(tx, {
    taskId: request.tddTaskId,
    goalId: request.goalId,
    behaviorId: request.behaviorId,
    callerId,
    phase: decision.to,
    previousPhaseId,
    citedArtifactId: decision.citedArtifactId,
    reason: reason ?? null,
    seq,
    startTree: tree,
  })
  return {
    accepted: true,
    phase: decision.to,
    newPhaseId,
    previousPhaseId,
    citedArtifactId: decision.citedArtifactId,
    ...cost,
  }
}

const NO_TREE_FACTS: Omit<TreeFacts, 'now'> = { changes: [], testChanges: [], red: undefined, redTest: undefined }

/** What the working tree says for this request: the open phase's changes, red's production changes, the red test. */
async function treeFacts(
  tx: Tx,
  callerId: number,
  request: TransitionRequest,
  facts: TransitionFacts,
  env: TreeEnv,
): Promise<TreeFacts> {
  const { current, task } = facts
  const { now, workTree } = env
  if (workTree === undefined || current === undefined || task === undefined || task.callerId !== callerId) {
    return { now, ...NO_TREE_FACTS }
  }
  // A move that is not a row of the table is denied before any tree check: no diff to take.
  if (findRow(current.phase, request.requestedPhase) === undefined) return { now, ...NO_TREE_FACTS }
  let changes: readonly PathChange[] | null = []
  if (current.startTree !== null) {
    const [window] = await phaseWindows(tx, [current.id])
    const since = window?.startSeq ?? 0
    changes = await pathChanges(tx, workTree, current.startTree, now, task.id, callerId, since, env.classify)
  }
  const to = request.requestedPhase
  let red: RedChangeFacts | undefined
  if ((current.phase === 'red' || current.phase === 'red.triangulate') && (to === 'green' || to === 'green.fake-it')) {
    red = await redChanges(
      tx,
      workTree,
      env,
      task.id,
      callerId,
      current.phase === 'red' ? [current.id] : facts.batchPhaseIds,
    )
  }
  let redTest: RedTestFacts | undefined
  // Leaving green re-runs the red test; leaving a refactor for red does when the refactor changed test code.
  const leavingGreen = current.phase === 'green' && (to === 'refactor' || to === 'red')
  const refactorChangedTests =
    current.phase === 'refactor' &&
    to === 'red' &&
    (changes ?? []).some((c) => env.classify !== undefined && isTestCode(env.classify(c.path)))
  if (leavingGreen || refactorChangedTests) {
    const found = await redTestOf(tx, current.id)
    if (found !== undefined) redTest = { ...found, recheck: env.recheck }
  }
  // Leaving refactor, the behavior's closing proof: made by the flow outside the transaction, for this tree.
  let closing: TreeFacts['closing']
  if (current.phase === 'refactor' && to === 'red') {
    const found = await redTestOf(tx, current.id)
    if (found !== undefined && found.redTree !== null) {
      const subject: ProofSubjectFacts = {
        behaviorId: current.behaviorId,
        redTree: found.redTree,
        runner: found.runner,
        redTest: { file: found.file, fullName: found.fullName, ordinal: found.ordinal },
      }
      const made = env.proof
      const fits = made !== undefined && made.behaviorId === subject.behaviorId && made.tree === now
      closing = { subject, proof: fits ? made : 'pending' }
    }
  }
  // red.triangulate → green: the joining behavior's own tests (the batch's failing run is cited, but it needs a test).
  const ownTests =
    current.phase === 'red.triangulate' && to === 'green' ? await newOwnTests(tx, current.id, callerId) : undefined
  // green.fake-it → green: the runs that showed the fake passing the red test, and whether the code changed since.
  let fake: TreeFacts['fake']
  if (current.phase === 'green.fake-it' && to === 'green') {
    const found = await redTestOf(tx, current.id)
    if (found !== undefined) {
      const runs = await runsPassing(tx, current.id, callerId, found.testCaseId)
      fake = runs
        .filter((r) => r.tree !== now)
        .map((r) => ({
          runId: r.runId,
          otherFailures: r.otherFailures,
          productionChangedSince: productionChanged(workTree, r.tree, now, env.classify),
        }))
    }
  }
  // Tests are frozen in green: the test-side paths that changed since green (or green.fake-it) began.
  const inGreen = current.phase === 'green' || current.phase === 'green.fake-it'
  const testChanges =
    inGreen && env.classify !== undefined && current.startTree !== null
      ? (diffOrNull(workTree, current.startTree, now) ?? [])
          .map((c) => c.path)
          .filter((path) => env.classify !== undefined && isTestCode(env.classify(path)))
      : []
  const unmeasured = await unmeasuredSince(tx, callerId, current.id, current.startTree, workTree, changes, env.classify)
  return { now, changes, testChanges, red, redTest, closing, fake, ownTests, unmeasured }
}

/**
 * The caller's unmeasured Bash commands since the phase began, and what they may have done to tests, judged now as a
 * measured command's change is: each test file that differs between the phase's start tree and now, its content then
 * (the start tree's blob) against its content now (on disk) — skip markers added, test cases removed, the file gone.
 */
async function unmeasuredSince(
  tx: Tx,
  callerId: number,
  phaseId: number,
  startTree: string | null,
  workTree: Shadow,
  changes: readonly PathChange[] | null,
  classify: FileClassifier | undefined,
): Promise<TreeFacts['unmeasured']> {
  const [window] = await phaseWindows(tx, [phaseId])
  const rows = await tx
    .selectFrom('shell_commands')
    .select(['command'])
    .where('caller_id', '=', callerId)
    .where('unmeasured', 'is not', null)
    .where('start_seq', '>', window?.startSeq ?? 0)
    .orderBy('id')
    .execute()
  if (rows.length === 0 || startTree === null) return undefined
  const weakened: { readonly path: string; readonly found: readonly string[] }[] = []
  for (const change of changes ?? []) {
    if (classify === undefined || classify(change.path) !== 'test') continue
    let text: string | undefined
    try {
      const entry = blobAt(workTree, startTree, change.path)
      text = entry === undefined ? undefined : readBlob(workTree, entry.blob).toString('utf8')
    } catch (error) {
      // What it was cannot be read back (a borrowed object gone or rewritten): nothing to judge it by, so no move.
      weakened.push({
        path: change.path,
        found: [`its content when the phase began cannot be read: ${errorMessage(error)}`],
      })
      continue
    }
    if (text === undefined) continue
    const before = testMetrics(change.path, text)
    if (before === undefined) continue
    const bytes = change.hash === null ? undefined : readBytes(filePath(workTree.projectRoot, change.path))
    const after =
      bytes === undefined ? { tests: 0, assertions: 0, skips: 0 } : testMetrics(change.path, bytes.toString('utf8'))
    const found =
      after === undefined ? [] : bytes === undefined ? ['the test file was deleted'] : weakenings(before, after)
    if (found.length > 0) weakened.push({ path: change.path, found })
  }
  return { commands: rows.map((r) => r.command), weakened }
}

/** Whether code or data (not tests, not documentation) differs between a run's tree and now; null: cannot tell. */
function productionChanged(
  workTree: Shadow,
  from: string | null,
  now: string | null,
  classify: FileClassifier | undefined,
): boolean | null {
  if (from === null || classify === undefined) return null
  const diff = diffOrNull(workTree, from, now)
  return diff === null ? null : diff.some((c) => countsAsCode(classify(c.path)))
}

/** Test files, snapshots and test configuration: what can change what a test proves. */
const isTestCode = (kind: FileKind): boolean => !isCodeUnderTest(kind)

/** Diffs between two trees never change: the newest few are kept (a request often needs the same one twice). */
const DIFFS = new Map<string, ReturnType<typeof diffTrees>>()
const DIFFS_KEPT = 32

/** The diff between two trees, or null when it cannot be taken (no snapshot now, a tree missing from the shadow). */
function diffOrNull(workTree: Shadow, from: string, to: string | null): ReturnType<typeof diffTrees> | null {
  if (to === null) return null
  const key = `${workTree.gitDir}\0${from}\0${to}`
  const known = DIFFS.get(key)
  if (known !== undefined) return known
  try {
    const diff = diffTrees(workTree, from, to)
    DIFFS.set(key, diff)
    if (DIFFS.size > DIFFS_KEPT) DIFFS.delete(DIFFS.keys().next().value ?? key)
    return diff
  } catch {
    return null
  }
}

/** SHA-256 of a file's bytes as the edit hooks record it; null when it does not exist. */
function hashOf(projectRoot: string, path: string): string | null {
  try {
    return contentSha256Hex(readRegularFile(filePath(projectRoot, path)))
  } catch {
    return null
  }
}

/**
 * The changes since a phase began, each with this caller's newest record of it (what `unrecorded_change` judges);
 * undefined for a phase without a start tree (recorded before migration 0005), null when they cannot be listed.
 * With `classify`, neutral paths are left out.
 */
export async function phaseChanges(
  tx: Tx,
  workTree: Shadow,
  now: string | null,
  taskId: number,
  callerId: number,
  phaseId: number,
  classify?: FileClassifier,
): Promise<readonly PathChange[] | null | undefined> {
  const [window] = await phaseWindows(tx, [phaseId])
  if (window === undefined || window.startTree === null) return undefined
  return pathChanges(tx, workTree, window.startTree, now, taskId, callerId, window.startSeq, classify)
}

async function pathChanges(
  tx: Tx,
  workTree: Shadow,
  start: string,
  now: string | null,
  taskId: number,
  callerId: number,
  sinceSeq: number,
  classify: FileClassifier | undefined,
): Promise<readonly PathChange[] | null> {
  const diff = diffOrNull(workTree, start, now)
  if (diff === null) return null
  // Neutral files (docs, ignore files, build output) are no one's evidence: anyone may change them meanwhile (the
  // red re-run puts them back with the production code).
  const judged = (path: string): boolean => classify === undefined || classify(path) !== 'neutral'
  // The paths that differ from the start tree, and every path this caller recorded since the phase began: a file
  // the caller wrote that someone else then changed back (e.g. a `git stash -u` that removes a new test file) differs
  // from its record even when it matches the start tree again.
  // Files the snapshots leave out (ignored, build output) are not judged.
  const inDiff = new Set(diff.map((c) => c.path).filter(judged))
  const recorded = (await ownPathsSince(tx, taskId, callerId, sinceSeq)).filter((p) => !inDiff.has(p) && judged(p))
  let ignored: ReadonlySet<string>
  try {
    ignored = ignoredPaths(workTree, recorded)
  } catch {
    return null
  }
  const deleted = new Set(diff.filter((c) => c.after === undefined).map((c) => c.path))
  const paths = [...inDiff, ...recorded.filter((p) => !ignored.has(p))]
  if (paths.length === 0) return []
  const own = await ownChangesSince(tx, taskId, callerId, paths, sinceSeq)
  const others = await otherChangesSince(tx, callerId, paths, sinceSeq)
  return paths.map((path) => {
    const other = others.get(path)
    return {
      path,
      hash: deleted.has(path) ? null : hashOf(workTree.projectRoot, path),
      ownHash: own.get(path)?.newestHash,
      changedBy: other === undefined ? undefined : describeChanger(other),
    }
  })
}

/** "main agent via shell: sed -i …", "agent a1 (evident:tdd-task) via Edit". */
function describeChanger(other: OtherChange): string {
  const who =
    other.agentId === 'main'
      ? 'main agent'
      : `agent ${other.agentId}${other.agentType === null ? '' : ` (${other.agentType})`}`
  let via = 'Edit'
  try {
    const detail = other.detail === null ? undefined : (JSON.parse(other.detail) as Record<string, unknown>)
    if (detail?.['via'] === 'shell') {
      const command = detail['command']
      via = typeof command === 'string' ? `shell: ${command.slice(0, 120)}` : 'shell'
    }
  } catch {
    // Not JSON: an edit's metrics or nothing.
  }
  return `${who} via ${via}`
}

/** The production paths changed since the red batch began, their first own change, and the batch's hypothesis. */
async function redChanges(
  tx: Tx,
  workTree: Shadow,
  env: TreeEnv,
  taskId: number,
  callerId: number,
  batchPhaseIds: readonly number[],
): Promise<RedChangeFacts | undefined> {
  const windows = await phaseWindows(tx, batchPhaseIds)
  const first = windows.reduce<(typeof windows)[number] | undefined>(
    (a, b) => (a === undefined || b.startSeq < a.startSeq ? b : a),
    undefined,
  )
  if (first === undefined || first.startTree === null) return undefined
  const hypothesisSeq = await firstCitedHypothesisSeq(tx, callerId, batchPhaseIds)
  const diff = diffOrNull(workTree, first.startTree, env.now)
  if (diff === null || env.classify === undefined) return { productionChanges: null, hypothesisSeq }
  const classify = env.classify
  const production = diff.filter((c) => countsAsCode(classify(c.path))).map((c) => c.path)
  const own = await ownChangesSince(tx, taskId, callerId, production, first.startSeq)
  return {
    productionChanges: production.map((path) => ({ path, firstChangeSeq: own.get(path)?.firstSeq })),
    hypothesisSeq,
  }
}
