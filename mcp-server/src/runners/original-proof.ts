import { RUNNER_FAILURE_ERRORS } from '../domain/runner-errors.js'
import type { RunReport, TestRef } from '../domain/run-report.js'
import { fullNameLabel, testKey } from '../domain/test-names.js'
import type { ProofOutcome, ProofPlace } from '../domain/vocabulary.js'
import { errorMessage } from '../kernel/errors.js'
import { blobAt, type Shadow } from '../worktree/snapshot.js'
import { makeCheckout, type Checkout } from './checkout.js'
import type { Confinement } from './spawn.js'
import type { Runner } from './types.js'

/**
 * The first half of the closing proof: the red test **as it was when it proved red** (its file's content in the red
 * run's tree), run on what git would commit now — the current tree, tracked and untracked-but-not-ignored files, with
 * only the dependency folders of the project's ignored entries — must pass. A fix that lives in an ignored file, was
 * undone, or never reached the code fails here; so does a red test weakened since red over code that no longer works,
 * since the original is what runs.
 *
 * Several behaviors are proven in one run: each original test file is added beside the current one under a name its
 * runner still collects (`slug.test.ts` → `slug.evident-proof-1.test.ts`, `test_slug.py` →
 * `test_evident_proof_1_slug.py`), so relative imports resolve as they did. Where the runner can share one process
 * between files (vitest), each original runs twice there, one copy after the other without isolation: code that keeps
 * state to answer one call and not the next (counting calls per input) fails the second. A test whose copy cannot be
 * named, or that the runner did not collect under the copy's name, is proven alone at its own path.
 */
export interface OriginalSubject {
  readonly behaviorId: number
  /** The red run's tree, and the test that proved red in it. */
  readonly redTree: string
  readonly redTest: TestRef
}

export interface OriginalRequest {
  readonly shadow: Shadow
  /** The working tree now. */
  readonly tree: string
  readonly subjects: readonly OriginalSubject[]
  readonly runner: Runner
  readonly timeoutMs: number
  readonly confine?: Confinement | undefined
  readonly mount?: 'auto' | 'off' | undefined
}

export interface OriginalResult {
  readonly outcome: ProofOutcome
  readonly detail: string
  readonly place: ProofPlace
  readonly ms: number
}

export async function proveOriginals(request: OriginalRequest): Promise<ReadonlyMap<number, OriginalResult>> {
  const results = new Map<number, OriginalResult>()
  const twice = request.runner.sharesProcess
  const copies = request.subjects.map((subject, index) => ({
    subject,
    paths: (twice ? [1, 2] : [1]).map((n) => copyPath(subject.redTest.file, `${index + 1}${twice ? `-${n}` : ''}`)),
  }))
  const named = copies.filter((c) => c.paths.every((p) => p !== undefined)) as {
    subject: OriginalSubject
    paths: string[]
  }[]
  if (named.length > 0) {
    const batch = await runCopies(request, named, twice)
    for (const [id, result] of batch) results.set(id, result)
  }
  for (const subject of request.subjects.filter((s) => !results.has(s.behaviorId)))
    results.set(subject.behaviorId, await runAtOwnPath(request, subject))
  return results
}

/**
 * The copy of a test file under a name its runner still collects: the marker goes before a `.test.ts`-style suffix,
 * or after a `test_`-style prefix. Undefined when the name has neither (the test is then proven at its own path).
 */
export function copyPath(path: string, tag: string): string | undefined {
  const slash = path.lastIndexOf('/')
  const dir = path.slice(0, slash + 1)
  const name = path.slice(slash + 1)
  const suffix = /^(.+?)([._-](?:test|spec)s?\.[^/]+)$/i.exec(name)
  if (suffix !== null) return `${dir}${suffix[1] ?? ''}.evident-proof-${tag}${suffix[2] ?? ''}`
  const prefix = /^((?:test|spec)s?[._-])(.+)$/i.exec(name)
  if (prefix !== null) return `${dir}${prefix[1] ?? ''}evident_proof_${tag.replace(/-/g, '_')}_${prefix[2] ?? ''}`
  return undefined
}

type Named = { readonly subject: OriginalSubject; readonly paths: readonly string[] }

async function runCopies(
  request: OriginalRequest,
  named: readonly Named[],
  twice: boolean,
): Promise<ReadonlyMap<number, OriginalResult>> {
  const started = Date.now()
  const results = new Map<number, OriginalResult>()
  const replace: { path: string; entry: { blob: string; mode: string } }[] = []
  for (const { subject, paths } of named) {
    const entry = blobAt(request.shadow, subject.redTree, subject.redTest.file)
    if (entry === undefined) {
      results.set(subject.behaviorId, missingFile(subject, started))
      continue
    }
    for (const path of paths) replace.push({ path, entry })
  }
  const live = named.filter((n) => !results.has(n.subject.behaviorId))
  if (live.length === 0) return results
  let checkout: Checkout | undefined
  try {
    checkout = makeCheckout({
      shadow: request.shadow,
      base: request.tree,
      replace,
      ignored: 'dependencies',
      mount: request.mount,
    })
    const report = await request.runner.run({
      projectRoot: checkout.root,
      files: live.flatMap((n) => n.paths),
      timeoutMs: request.timeoutMs,
      shared: twice,
      mount: checkout.mount,
      confine: writable(request.confine, checkout),
    })
    const ms = Date.now() - started
    for (const { subject, paths } of live) {
      const judged = judgeCopies(report, subject.redTest, paths)
      // Not collected under the copy's name: proven alone at its own path instead.
      if (judged !== 'not collected') results.set(subject.behaviorId, { ...judged, place: checkout.at, ms })
    }
  } catch (error) {
    for (const { subject } of live) results.set(subject.behaviorId, couldNotRun(error, checkout, started))
  } finally {
    checkout?.dispose()
  }
  return results
}

/** One subject, its original test file put back at its own path (its copy could not be named or collected). */
async function runAtOwnPath(request: OriginalRequest, subject: OriginalSubject): Promise<OriginalResult> {
  const started = Date.now()
  const entry = blobAt(request.shadow, subject.redTree, subject.redTest.file)
  if (entry === undefined) return missingFile(subject, started)
  let checkout: Checkout | undefined
  try {
    checkout = makeCheckout({
      shadow: request.shadow,
      base: request.tree,
      replace: [{ path: subject.redTest.file, entry }],
      ignored: 'dependencies',
      mount: request.mount,
    })
    const report = await request.runner.run({
      projectRoot: checkout.root,
      files: [subject.redTest.file],
      timeoutMs: request.timeoutMs,
      mount: checkout.mount,
      confine: writable(request.confine, checkout),
    })
    const judged = judgeCopies(report, subject.redTest, [subject.redTest.file])
    const result =
      judged === 'not collected'
        ? {
            outcome: 'fails' as const,
            detail: `"${fullNameLabel(subject.redTest)}" did not run from ${subject.redTest.file} as it was when it proved red`,
          }
        : judged
    return { ...result, place: checkout.at, ms: Date.now() - started }
  } catch (error) {
    return couldNotRun(error, checkout, started)
  } finally {
    checkout?.dispose()
  }
}

/** A proof whose runner could not start or whose checkout could not be made: an error, never a pass. */
const couldNotRun = (error: unknown, checkout: Checkout | undefined, started: number): OriginalResult => ({
  outcome: 'error',
  detail: `the original test could not be run: ${errorMessage(error)}`,
  place: checkout?.at ?? 'temp-dir',
  ms: Date.now() - started,
})

const writable = (confine: Confinement | undefined, checkout: Checkout): Confinement | undefined =>
  confine === undefined ? undefined : { ...confine, writable: [...confine.writable, checkout.parent] }

function missingFile(subject: OriginalSubject, started: number): OriginalResult {
  return {
    outcome: 'error',
    detail: `${subject.redTest.file} is not in the red run's tree ${subject.redTree.slice(0, 12)}`,
    place: 'temp-dir',
    ms: Date.now() - started,
  }
}

/**
 * The original test in each of its copies (in run order): it must pass in every one. A copy the runner reported nothing
 * for — no result, no error of its file — was not collected under that name.
 */
function judgeCopies(
  report: RunReport,
  test: TestRef,
  paths: readonly string[],
): { readonly outcome: ProofOutcome; readonly detail: string } | 'not collected' {
  const broken = report.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name))
  if (broken !== undefined) return { outcome: 'error', detail: `${broken.name}: ${broken.message}`.slice(0, 500) }
  const label = `"${fullNameLabel(test)}"`
  for (const [index, path] of paths.entries()) {
    const copy = { ...test, file: path }
    const result = report.tests.find((t) => testKey(t) === testKey(copy))
    if (result?.status === 'passed') continue
    const fileError = report.errors.find((e) => e.file === path || (e.file === undefined && e.scope !== 'test'))
    const testError = report.errors.find((e) => e.file === path && e.scope === 'test')
    if (result === undefined && fileError === undefined) {
      if (index === 0 && !report.tests.some((t) => t.file === path)) return 'not collected'
      return { outcome: 'fails', detail: `${label} did not run in the repeated copy of its file` }
    }
    const why = (testError ?? fileError)?.message.split('\n')[0] ?? result?.status ?? 'did not run'
    const repeated = index > 0 ? ' the second time it ran in the same process (it passed the first time)' : ''
    return {
      outcome: 'fails',
      detail: `${label} as it was when it proved red fails on what would be committed now${repeated}: ${why}`.slice(
        0,
        500,
      ),
    }
  }
  return {
    outcome: 'passes',
    detail: `${label} as it was when it proved red passes on what would be committed now${paths.length > 1 ? ', twice in one process' : ''}`,
  }
}
