import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ConductVerdict, VerdictClaim, VerifiedPhase } from '../gates/conduct-verdict.js'
import type { FileClassifier } from '../gates/test-files.js'
import { classifyBail, type BailReason } from './bail.js'
import type { ConductEvent, LeafActor, LeafPhase } from './events.js'
import { ledgerFile, TDD_DIR } from './files.js'
import { changedTestFiles, commitAll, headSha, parentOf, revertHalfDone } from './git.js'
import type { IssueSpec } from './issue.js'
import type { IssueSource } from './issue-source.js'
import { clearRefactor, nextWork, readLedger, tickGreen, writeLedger, type Ledger, type LedgerStep } from './ledger.js'
import { readStop, clearStop, type StopMode } from './stop.js'
import { buildDeveloperPrompt } from './developer-prompt.js'
import { buildVerifyPrompt, parseVerdict } from './verify-prompt.js'

/** One leaf the loop asks for: a developer phase or a verifier, with its prompt (built here, never by a caller). */
export interface LeafRequest {
  readonly name: string
  readonly actor: LeafActor
  readonly phase: LeafPhase
  readonly step: LedgerStep
  readonly attempt: number
  readonly prompt: string
}

/** What came back: the supervisor's answer (0/1/2), its last status line, the leaf's final text, its session. */
export interface LeafResult {
  readonly code: number
  readonly status: string | undefined
  readonly output: string
  readonly session: string
}

/** The ports the loop runs through; conduct/run.ts wires the real ones, tests wire real git and scripted leaves. */
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
    claim: VerdictClaim,
    testPaths: readonly string[],
  ) => Promise<ConductVerdict>
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

type Phase =
  { readonly ok: true; readonly testPaths: readonly string[] } | { readonly ok: false; readonly end: LoopEnd }

/** Sentinel: a stop at-ledger was seen before a launch; honour it at the next ledger commit. */
interface State {
  ledger: Ledger
  stopAtLedger: boolean
  readonly kept: string[]
}

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex')

/**
 * Conducts the issue from the ledger's first unfinished work to its end: per step red → verify → green → verify →
 * tick (the green commit) → refactor → verify → the refactor commit. Every leaf is checked for a stop first; every
 * developer phase is held to what it changed before a verifier is asked; a REJECT gets a revise leaf within budget.
 * The caller has done the preflight (clean tree, green baseline, the ledger committed).
 */
export async function conductLoop(ports: LoopPorts): Promise<LoopEnd> {
  const ledger = readLedger(ports.root, ports.issue.number)
  if (ledger === undefined) throw new Error(`the ledger of issue #${ports.issue.number} is missing: plan it first`)
  const state: State = { ledger, stopAtLedger: false, kept: [] }
  for (;;) {
    const work = nextWork(state.ledger)
    if (work === undefined) return { kind: 'done' }
    const step = work.step
    const base = await headSha(ports.root)
    await ports.emit({ kind: 'step-start', step: step.number, stepTitle: step.title, phase: work.phase })
    if (work.phase === 'red') {
      const red = await phase(ports, state, step, 'red', base, undefined)
      if (!red.ok) return finish(ports, step, base, red.end)
      const hashes = new Map(red.testPaths.map((p) => [p, sha256(join(ports.root, p))]))
      const green = await phase(ports, state, step, 'green', base, hashes)
      if (!green.ok) return finish(ports, step, base, green.end)
      state.ledger = tickGreen(state.ledger, step.number)
      writeLedger(ports.root, state.ledger)
      const sha = await commitAll(
        ports.root,
        `conduct(#${ports.issue.number}): step ${step.number} green — ${step.title}`,
      )
      state.kept.push(sha)
      await ports.emit({ kind: 'tick', step: step.number, stepTitle: step.title, detail: sha })
      await ports.source.narrate(`Step ${step.number} is green and ticked (${sha.slice(0, 12)}): ${step.title}`)
      const atLedger = await stopAtLedger(ports, state)
      if (atLedger !== undefined) return atLedger
      continue
    }
    const refactor = await phase(ports, state, step, 'refactor', base, undefined)
    if (!refactor.ok) return finish(ports, step, base, refactor.end)
    state.ledger = clearRefactor(state.ledger, step.number)
    writeLedger(ports.root, state.ledger)
    const sha = await commitAll(
      ports.root,
      `conduct(#${ports.issue.number}): step ${step.number} refactor — ${step.title}`,
    )
    state.kept.push(sha)
    await ports.emit({ kind: 'refactored', step: step.number, stepTitle: step.title, detail: sha })
    await ports.source.narrate(`Step ${step.number} is refactored (${sha.slice(0, 12)}): ${step.title}`)
    const atLedger = await stopAtLedger(ports, state)
    if (atLedger !== undefined) return atLedger
  }
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

/** Why a developer phase's change is refused before any verifier sees it; undefined when it is acceptable. */
async function changeProblem(
  ports: LoopPorts,
  phase: VerifiedPhase,
  base: string,
  redHashes: ReadonlyMap<string, string> | undefined,
): Promise<{ readonly problem?: string; readonly unusable?: string; readonly testPaths: readonly string[] }> {
  // `.tdd/` is the conductor's own (the ledger, the leaves' files, a stop request): no leaf's change.
  const ours = (p: string) => p === TDD_DIR || p.startsWith(`${TDD_DIR}/`)
  const tests = await changedTestFiles(ports.root, base, (p) => !ours(p) && ports.classify(p) === 'test')
  const production = await changedTestFiles(ports.root, base, (p) => !ours(p) && ports.classify(p) === 'production')
  if (phase === 'red') {
    // Production code may change in red (a stub, so the new test fails on an assertion, not an import): the red
    // verifier's own run must show the new tests failing, which no finished implementation passes.
    if (tests.length === 0)
      return {
        problem: `the red phase changed no test file${production.length === 0 ? '' : ` (only ${production.join(', ')})`}`,
        testPaths: [],
      }
    return { testPaths: tests }
  }
  if (phase === 'green') {
    const verified = [...(redHashes?.keys() ?? [])]
    const changed = tests.filter(
      (p) => redHashes?.get(p) !== (existsSync(join(ports.root, p)) ? sha256(join(ports.root, p)) : 'gone'),
    )
    if (changed.length > 0)
      return {
        problem: `the green phase changed the tests the red verdict confirmed: ${changed.join(', ')}`,
        testPaths: verified,
      }
    return { testPaths: verified }
  }
  const stepTests = await changedTestFiles(
    ports.root,
    await parentOf(ports.root, base),
    (p) => ports.classify(p) === 'test',
  )
  if (stepTests.length === 0)
    return {
      unusable: `step is ticked but its green commit ${base.slice(0, 12)} changes no test file: untick it in the ledger to redo the step`,
      testPaths: [],
    }
  if (tests.length > 0) return { problem: `the refactor changed tests: ${tests.join(', ')}`, testPaths: stepTests }
  return { testPaths: stepTests }
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
  redHashes: ReadonlyMap<string, string> | undefined,
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
    const change = await changeProblem(ports, name, base, redHashes)
    if (change.unusable !== undefined) return bail(state, 'invalid-plan', step, change.unusable)
    if (change.problem !== undefined) {
      await ports.emit({
        kind: 'verdict',
        step: step.number,
        stepTitle: step.title,
        phase: name,
        attempt,
        code: 1,
        detail: change.problem,
      })
      await ports.source.narrate(
        `Step ${step.number} (${step.title}) ${name}: refused before any verifier — ${change.problem}`,
      )
    }
    const judged =
      change.problem === undefined
        ? await verify(ports, state, step, name, base, attempt, change.testPaths)
        : { verdict: { code: 1 as const, reason: change.problem } }
    if ('end' in judged) return { ok: false, end: judged.end }
    const { verdict } = judged
    if (verdict.code === 0) return { ok: true, testPaths: change.testPaths }
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

/** The blind verifier of one phase, and the verdict on it; a malformed verdict gets one more verifier. */
async function verify(
  ports: LoopPorts,
  state: State,
  step: LedgerStep,
  name: VerifiedPhase,
  base: string,
  attempt: number,
  testPaths: readonly string[],
): Promise<{ readonly verdict: ConductVerdict } | { readonly end: LoopEnd }> {
  for (let tries = 1; ; tries += 1) {
    const verifier = await launch(ports, state, {
      name: `verdict-${name}`,
      actor: 'verifier',
      phase: name,
      step,
      attempt,
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
    const verdict: ConductVerdict =
      verifier.result.code === 0
        ? await ports.judge(verifier.result, name, parseVerdict(verifier.result.output), testPaths)
        : { code: 2, reason: `the verifier ended with ${verifier.result.status ?? `exit ${verifier.result.code}`}` }
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
  }
}

function bail(state: State, reason: BailReason, step: LedgerStep, detail: string): Phase {
  return {
    ok: false,
    end: { kind: 'bailed', reason, detail, step: stepRef(step), kept: [...state.kept], discarded: [] },
  }
}

/** Launches one leaf unless a stop says not to; reads a 2 that a stop or an outside kill explains. */
async function launch(
  ports: LoopPorts,
  state: State,
  request: LeafRequest,
): Promise<{ readonly result: LeafResult } | { readonly end: LoopEnd }> {
  const before = readStop(ports.root)
  if (before.kind !== 'none') {
    if (before.mode !== 'at-ledger') return { end: stopped(ports, before.mode) }
    state.stopAtLedger = true
  }
  const result = await ports.runLeaf(request)
  if (result.code === 2) {
    const after = readStop(ports.root)
    if (after.kind !== 'none' && after.mode !== 'at-ledger') return { end: stopped(ports, after.mode) }
    if (result.status === 'killed-external')
      return bailEnd(
        state,
        'killed-external',
        request,
        `${request.name} died with no recorded exit (killed from outside)`,
      )
    if (result.status?.startsWith('gave-up') === true)
      return bailEnd(state, 'stuck-budget', request, `${request.name} stayed stuck beyond the supervisor's retries`)
  }
  if (request.actor === 'developer' && result.code !== 0)
    return bailEnd(
      state,
      'leaf-failed',
      request,
      `${request.name} ended with ${result.status ?? `exit ${result.code}`}`,
    )
  return { result }
}

function stopped(ports: LoopPorts, mode: StopMode): LoopEnd {
  clearStop(ports.root)
  return { kind: 'stopped', mode, discarded: [] }
}

function bailEnd(state: State, reason: BailReason, request: LeafRequest, detail: string): { end: LoopEnd } {
  return { end: { kind: 'bailed', reason, detail, step: stepRef(request.step), kept: [...state.kept], discarded: [] } }
}

const stepRef = (step: LedgerStep) => ({ number: step.number, title: step.title })

/** Whether the ledger exists (a rerun resumes it). */
export const hasLedger = (root: string, issue: number): boolean => existsSync(ledgerFile(root, issue))
