import { existsSync } from 'node:fs'
import { verifierTurnProblem, type HeadMove } from './change-rules.js'
import type { VerifierAnswer, VerifierClaim, VerifiedPhase } from './verifier-answer.js'
import type { FileClassifier } from '../../project/test-files.js'
import { classifyBail, type BailReason } from './bail.js'
import type { ConductEvent } from '../../domain/conduct-events.js'
import type { LeafActor, LeafPhase } from '../../domain/vocabulary.js'
import { checkChange } from './changes.js'
import { changedControls, gitState, type Controls } from './controls.js'
import { ledgerFile, TDD_DIR } from './files.js'
import { commitVerified } from './commit.js'
import { revertHalfDone } from './git.js'
import type { IssueSpec } from './issue.js'
import type { IssueSource } from './issue-source.js'
import { tickDoneCriterion } from './issue-tick.js'
import { clearRefactor, nextWork, readLedger, tickGreen, writeLedger, type Ledger, type LedgerStep } from './ledger.js'
import { readStop, clearStop, type StopMode } from './stop.js'
import { buildDeveloperPrompt } from './developer-prompt.js'
import { headState, restoreHead, sameHead, treeChanges, worktreeTree, type HeadState } from './tree.js'
import { buildVerifyPrompt, parseVerifierClaim } from './verify-prompt.js'
import { makeVerifyCheckout, type VerifyCheckout } from './verify-checkout.js'
import { changedDependencies, dependencyFolders, fileClockNow, type DependencyFolders } from './dependencies.js'

/** One leaf the loop asks for: a developer phase or a verifier, with its prompt (built here, never by a caller). */
export interface LeafRequest {
  readonly name: string
  readonly actor: LeafActor
  readonly phase: LeafPhase
  readonly step: LedgerStep
  readonly attempt: number
  readonly prompt: string
  /** Where the leaf runs, when not in the project: a verifier's checkout (clients/conduct/verify-checkout.ts). */
  readonly cwd?: string | undefined
}

/**
 * The tree a verifier was handed: its checkout (`root`), the git tree the conductor judged, and the checkout's
 * snapshot in evident's store taken before the verifier started — the tree id its runs must have been recorded on.
 */
interface HandedTree {
  readonly root: string
  readonly tree: string
  readonly snapshot: string | undefined
}

/** What came back: the supervisor's answer (0/1/2), its last status line, the leaf's final text, its session. */
export interface LeafResult {
  readonly code: number
  readonly status: string | undefined
  readonly output: string
  readonly session: string
  /** Set when nothing was launched because the plugin is no longer the one the run pinned (plugin-snapshot.ts). */
  readonly pluginChanged?: string | undefined
}

/** The ports the loop runs through; clients/conduct/run.ts wires the real ones, tests wire real git and scripted leaves. */
export interface LoopPorts {
  readonly root: string
  readonly issue: IssueSpec
  readonly source: IssueSource
  /** REJECTs a phase may answer with a revise leaf before the run bails (`revision-budget`). */
  readonly revisions: number
  readonly classify: FileClassifier
  readonly runLeaf: (request: LeafRequest) => Promise<LeafResult>
  readonly judge: (
    leaf: LeafResult,
    phase: VerifiedPhase,
    claim: VerifierClaim,
    testPaths: readonly string[],
    handed: HandedTree,
  ) => Promise<VerifierAnswer>
  /** The snapshot evident's store takes of a folder (clients/conduct/run.ts wires it); undefined without a store. */
  readonly snapshotOf?: (dir: string) => string | undefined
  readonly emit: (event: Omit<ConductEvent, 'at' | 'issue'>) => Promise<void>
}

/** How a conducted run ended. */
export type LoopEnd =
  | { readonly kind: 'done' }
  | { readonly kind: 'stopped'; readonly mode: StopMode; readonly discarded: readonly string[] }
  | {
      readonly kind: 'bailed'
      readonly reason: BailReason
      readonly detail: string
      readonly step?: { readonly number: number; readonly title: string } | undefined
      /** The ledger commits this run made (earlier steps' commits stay too). */
      readonly kept: readonly string[]
      readonly discarded: readonly string[]
    }

/** A verified phase: the tree its verifier confirmed and the tests it named. */
type Phase =
  | { readonly ok: true; readonly tree: string; readonly testPaths: readonly string[] }
  | { readonly ok: false; readonly end: LoopEnd }

interface State {
  ledger: Ledger
  /** Sentinel: a stop at-ledger was seen before a launch; honour it at the next ledger commit. */
  stopAtLedger: boolean
  readonly kept: string[]
  /** HEAD when the step began: no leaf may move it. */
  head: HeadState
  /** Git's controls when the run began: no leaf may change them. */
  readonly controls: Controls
  /** The installed dependency folders the tests load: no leaf may change them (clients/conduct/dependencies.ts). */
  readonly dependencies: DependencyFolders
}

/**
 * Conducts the issue from the ledger's first unfinished work to its end: per step red → verify → green → verify →
 * tick (the green commit) → refactor → verify → the refactor commit. Every leaf is checked for a stop first; every
 * developer phase is held to what it changed before a verifier is asked; a REJECT gets a revise leaf within budget.
 * The caller has done the preflight (clean tree, green baseline, the ledger committed).
 */
export async function conductLoop(ports: LoopPorts): Promise<LoopEnd> {
  const ledger = readLedger(ports.root, ports.issue.number)
  if (ledger === undefined) throw new Error(`the ledger of issue #${ports.issue.number} is missing: plan it first`)
  const { head, controls } = await gitState(ports.root)
  const state: State = {
    ledger,
    stopAtLedger: false,
    kept: [],
    head,
    controls,
    dependencies: dependencyFolders(ports.root),
  }
  for (;;) {
    const work = nextWork(state.ledger)
    if (work === undefined) return { kind: 'done' }
    const step = work.step
    state.head = await headState(ports.root)
    const base = state.head.sha
    await ports.emit({ kind: 'step-start', step: step.number, stepTitle: step.title, phase: work.phase })
    // A ledger commit of the step's green (the tick) or refactor tree; then a stop seen at-ledger ends the run here.
    const ledgerCommit = async (done: 'green' | 'refactor', tree: string): Promise<LoopEnd | undefined> => {
      const committed = await commitStep(ports, state, step, done, tree)
      if ('end' in committed) return finish(ports, step, base, committed.end)
      const { sha } = committed
      const kind = done === 'green' ? 'tick' : 'refactored'
      await ports.emit({ kind, step: step.number, stepTitle: step.title, detail: sha })
      const what = done === 'green' ? 'is green and ticked' : 'is refactored'
      await ports.source.narrate(`Step ${step.number} ${what} (${sha.slice(0, 12)}): ${step.title}`)
      if (done === 'refactor') await tickDoneCriterion(ports.issue, ports.source, state.ledger, step)
      return stopAtLedger(ports, state)
    }
    if (work.phase === 'red') {
      const red = await phase(ports, state, step, 'red', base, undefined)
      if (!red.ok) return finish(ports, step, base, red.end)
      const green = await phase(ports, state, step, 'green', base, { tree: red.tree, tests: red.testPaths })
      if (!green.ok) return finish(ports, step, base, green.end)
      state.ledger = tickGreen(state.ledger, step.number)
      const ended = await ledgerCommit('green', green.tree)
      if (ended !== undefined) return ended
      continue
    }
    const refactor = await phase(ports, state, step, 'refactor', base, undefined)
    if (!refactor.ok) return finish(ports, step, base, refactor.end)
    state.ledger = clearRefactor(state.ledger, step.number)
    const ended = await ledgerCommit('refactor', refactor.tree)
    if (ended !== undefined) return ended
  }
}

/** Writes the ledger and commits the verified tree with it (clients/conduct/commit.ts); a failure is a `commit-failed` bail. */
async function commitStep(
  ports: LoopPorts,
  state: State,
  step: LedgerStep,
  what: 'green' | 'refactor',
  verified: string,
): Promise<{ readonly sha: string } | { readonly end: LoopEnd }> {
  writeLedger(ports.root, state.ledger)
  const committed = await commitVerified({
    root: ports.root,
    message: `conduct(#${ports.issue.number}): step ${step.number} ${what} — ${step.title}`,
    base: state.head,
    verified,
    ledger: `${TDD_DIR}/issue-${ports.issue.number}.md`,
    what: `the step ${step.number} ${what} commit`,
  })
  if (!committed.ok) return bailEnd(state, 'commit-failed', step, committed.detail)
  state.kept.push(committed.sha)
  return { sha: committed.sha }
}

/** After a ledger commit: a stop seen at-ledger (or unreadable) before a launch ends the run here. */
async function stopAtLedger(ports: LoopPorts, state: State): Promise<LoopEnd | undefined> {
  const stop = readStop(ports.root)
  if (!state.stopAtLedger && stop.kind === 'none') return undefined
  // A request made while the last leaf ran (of any mode) also ends the run here, at the commit just made.
  const mode = stop.kind === 'none' ? 'at-ledger' : stop.mode
  clearStop(ports.root)
  await ports.emit({ kind: 'stop', detail: `${mode}: stopped at the ledger commit` })
  return { kind: 'stopped', mode, discarded: [] }
}

/** Ends a step that did not finish: its half-done work is reverted, the ledger's commits stay. */
async function finish(ports: LoopPorts, step: LedgerStep, base: string, end: LoopEnd): Promise<LoopEnd> {
  const discarded = await revertHalfDone(ports.root, base)
  if (end.kind === 'stopped') {
    await ports.emit({ kind: 'stop', step: step.number, stepTitle: step.title, detail: `${end.mode}` })
    return { ...end, discarded }
  }
  if (end.kind === 'bailed') {
    const { cause } = classifyBail(end.reason)
    await ports.emit({
      kind: 'bail',
      step: step.number,
      stepTitle: step.title,
      detail: `${cause} (${end.reason}): ${end.detail}`,
    })
    return { ...end, discarded }
  }
  return end
}

/**
 * One phase of a step: the developer leaf, the check of what it changed, the blind verifier; a REJECT (or a refused
 * change) gets a revise leaf and a new verdict, up to the revision budget.
 */
async function phase(
  ports: LoopPorts,
  state: State,
  step: LedgerStep,
  name: VerifiedPhase,
  base: string,
  red: { readonly tree: string; readonly tests: readonly string[] } | undefined,
): Promise<Phase> {
  let attempt = 1
  let developer: LeafPhase = name
  let rejectReason: string | undefined
  for (;;) {
    const dev = await launch(ports, state, {
      name: `develop-${developer}`,
      actor: 'developer',
      phase: developer,
      step,
      attempt,
      prompt: buildDeveloperPrompt({
        phase: developer,
        issue: ports.issue,
        step,
        ...(developer === 'revise' ? { rejectReason, rejected: name } : {}),
      }),
    })
    if ('end' in dev) return { ok: false, end: dev.end }
    const change = await checkChange({
      root: ports.root,
      classify: ports.classify,
      issue: ports.issue,
      ac: step.ac,
      phase: name,
      base,
      red,
      head: dev.moved,
      controls: dev.controls,
      dependencies: dev.dependencies,
    })
    if (!change.ok && 'unusable' in change) return bail(state, 'invalid-plan', step, change.unusable)
    if (!change.ok) {
      await ports.emit({
        kind: 'verdict',
        step: step.number,
        stepTitle: step.title,
        phase: name,
        attempt,
        code: 1,
        detail: change.reason,
      })
      await ports.source.narrate(
        `Step ${step.number} (${step.title}) ${name}: refused before any verifier — ${change.reason}`,
      )
    }
    const judged = change.ok
      ? await verify(ports, state, step, name, base, attempt, change)
      : { verdict: { code: 1 as const, reason: change.reason } }
    if ('end' in judged) return { ok: false, end: judged.end }
    const { verdict } = judged
    if (verdict.code === 0 && change.ok) return { ok: true, tree: change.tree, testPaths: change.testPaths }
    if (verdict.code === 2)
      return bail(
        state,
        'malformed-verdict',
        step,
        `the ${name} verifier twice gave no usable verdict: ${verdict.reason}`,
      )
    if (attempt > ports.revisions)
      return bail(
        state,
        'revision-budget',
        step,
        `the ${name} phase was rejected ${attempt} times (budget: ${ports.revisions} revisions); last: ${verdict.reason}`,
      )
    attempt += 1
    developer = 'revise'
    rejectReason = verdict.reason
  }
}

/**
 * The blind verifier of one phase, and the verdict on it; a malformed verdict gets one more verifier. A verdict given
 * while the work tree, HEAD or git's controls changed is no verdict on the checked tree: a REJECT saying so.
 */
async function verify(
  ports: LoopPorts,
  state: State,
  step: LedgerStep,
  name: VerifiedPhase,
  base: string,
  attempt: number,
  checked: { readonly tree: string; readonly testPaths: readonly string[] },
): Promise<{ readonly verdict: VerifierAnswer } | { readonly end: LoopEnd }> {
  const { testPaths } = checked
  for (let tries = 1; ; tries += 1) {
    // Each verifier gets a fresh checkout of the judged tree: what it sees and runs is that tree and nothing else.
    const checkout = await makeVerifyCheckout(ports.root, checked.tree, base)
    try {
      const handed: HandedTree = {
        root: checkout.dir,
        tree: checked.tree,
        snapshot: ports.snapshotOf?.(checkout.dir),
      }
      const verifier = await launch(ports, state, {
        name: `verdict-${name}`,
        actor: 'verifier',
        phase: name,
        step,
        attempt,
        cwd: checkout.dir,
        prompt: buildVerifyPrompt({
          phase: name,
          testPaths,
          issue: ports.issue,
          ac: step.ac,
          repo: ports.root,
          ...(name === 'refactor' ? { baseSha: base } : {}),
        }),
      })
      if ('end' in verifier) return verifier
      const judged: VerifierAnswer =
        verifier.result.code === 0
          ? await ports.judge(verifier.result, name, parseVerifierClaim(verifier.result.output), testPaths, handed)
          : { code: 2, reason: `the verifier ended with ${verifier.result.status ?? `exit ${verifier.result.code}`}` }
      // Checked after the judge, so that its time is covered too: a verdict on a tree that changed is none.
      const tampered = await verifierTurn(ports, name, checked.tree, verifier, checkout)
      const verdict: VerifierAnswer = tampered === undefined ? judged : { code: 1, reason: tampered }
      await ports.emit({
        kind: 'verdict',
        step: step.number,
        stepTitle: step.title,
        leaf: `verdict-${name}`,
        actor: 'verifier',
        phase: name,
        attempt,
        code: verdict.code,
        detail: verdict.reason,
        leafSession: verifier.result.session,
      })
      await ports.source.narrate(
        `Step ${step.number} (${step.title}) ${name} verdict: ${['PASS', 'REJECT', 'MALFORMED'][verdict.code]} — ${verdict.reason}`,
      )
      if (verdict.code !== 2 || tries >= 2) return { verdict }
    } finally {
      checkout.dispose()
    }
  }
}

/**
 * What changed while a verifier ran (the tree it was to judge — in the project and in its checkout —, HEAD, git's
 * controls); undefined when nothing did.
 */
async function verifierTurn(
  ports: LoopPorts,
  name: VerifiedPhase,
  tree: string,
  turn: Launched,
  checkout: VerifyCheckout,
): Promise<string | undefined> {
  const since = async (root: string, what: string): Promise<readonly string[]> => {
    const staged = await worktreeTree(root)
    return staged.ok
      ? (await treeChanges(root, tree, staged.tree)).map((c) => c.path)
      : [`${what} git cannot stage (${staged.reason})`]
  }
  const changed = await since(ports.root, 'a work tree')
  const inCheckout = await since(checkout.dir, 'a checkout')
  return verifierTurnProblem(name, {
    changed,
    checkout: inCheckout,
    head: turn.moved,
    controls: turn.controls,
    dependencies: turn.dependencies,
  })
}

function bail(state: State, reason: BailReason, step: LedgerStep, detail: string): Phase {
  return { ok: false, ...bailEnd(state, reason, step, detail) }
}

/** A leaf that ran: its answer, and whether it moved HEAD (put back since) or changed git's controls. */
interface Launched {
  readonly result: LeafResult
  readonly moved: HeadMove | undefined
  readonly controls: readonly string[]
  /** Entries of the installed dependency folders that changed while it ran. */
  readonly dependencies: readonly string[]
}

/** Launches one leaf unless a stop says not to; reads a 2 that a stop or an outside kill explains. */
async function launch(
  ports: LoopPorts,
  state: State,
  request: LeafRequest,
): Promise<Launched | { readonly end: LoopEnd }> {
  const before = readStop(ports.root)
  if (before.kind !== 'none') {
    if (before.mode !== 'at-ledger') return { end: stopped(ports, before.mode) }
    state.stopAtLedger = true
  }
  const since = fileClockNow()
  const result = await ports.runLeaf(request)
  if (result.pluginChanged !== undefined) return bailEnd(state, 'plugin-changed', request.step, result.pluginChanged)
  // HEAD is the conductor's: whatever a leaf committed, reset or checked out, HEAD goes back before anything else.
  const want = state.head
  const now = await gitState(ports.root)
  const moved = sameHead(now.head, want)
    ? undefined
    : { leaf: request.name, now: now.head.sha, nowRef: now.head.ref, base: want.sha, baseRef: want.ref }
  if (moved !== undefined) await restoreHead(ports.root, want)
  const controls = changedControls(state.controls, now.controls)
  if (result.code === 2) {
    const after = readStop(ports.root)
    if (after.kind !== 'none' && after.mode !== 'at-ledger') return { end: stopped(ports, after.mode) }
    if (result.status === 'killed-external')
      return bailEnd(
        state,
        'killed-external',
        request.step,
        `${request.name} died with no recorded exit (killed from outside)`,
      )
    if (result.status?.startsWith('left-running') === true)
      return bailEnd(
        state,
        'left-running',
        request.step,
        `${request.name} left processes running the supervisor could not kill: ${result.status}`,
      )
    if (result.status?.startsWith('gave-up') === true)
      return bailEnd(
        state,
        'stuck-budget',
        request.step,
        `${request.name} stayed stuck beyond the supervisor's retries`,
      )
  }
  if (request.actor === 'developer' && result.code !== 0)
    return bailEnd(
      state,
      'leaf-failed',
      request.step,
      `${request.name} ended with ${result.status ?? `exit ${result.code}`}`,
    )
  return { result, moved, controls, dependencies: changedDependencies(state.dependencies, since) }
}

function stopped(ports: LoopPorts, mode: StopMode): LoopEnd {
  clearStop(ports.root)
  return { kind: 'stopped', mode, discarded: [] }
}

function bailEnd(state: State, reason: BailReason, step: LedgerStep, detail: string): { end: LoopEnd } {
  return { end: { kind: 'bailed', reason, detail, step: stepRef(step), kept: [...state.kept], discarded: [] } }
}

const stepRef = (step: LedgerStep) => ({ number: step.number, title: step.title })

/** Whether the ledger exists (a rerun resumes it). */
export const hasLedger = (root: string, issue: number): boolean => existsSync(ledgerFile(root, issue))
