import { createHash } from 'node:crypto'
import type { EvidentConfig } from '../../domain/config.js'
import type { ClosingProofFacts, ProofHalf } from '../../domain/facts.js'
import type { TestRef } from '../../domain/run-report.js'
import type { ProofKind } from '../../domain/vocabulary.js'
import { errorMessage } from '../../kernel/errors.js'
import { log } from '../../kernel/log.js'
import { isCodeUnderTest, TEST_NAME, type FileClassifier } from '../../project/test-files.js'
import { proveOriginals, type OriginalResult } from '../../runners/original-proof.js'
import { recheckRedTests } from '../../runners/red-recheck.js'
import { underRunLock } from '../../runners/run-and-record.js'
import { lookupRunner } from '../../runners/registry.js'
import type { Confinement } from '../../runners/spawn.js'
import type { Runner } from '../../runners/types.js'
import { insertProof, provenFor, type ProofRecord } from '../../store/closing-proofs.js'
import type { Store } from '../../store/index.js'
import { listTree, pathIn, type Shadow } from '../../worktree/snapshot.js'

/**
 * The closing proof of a behavior (docs/architecture.md, "The closing proof"), made when it is marked done, when its
 * task ends `succeeded`, and when it leaves refactor — on what git would commit now:
 * - the red test **as it was when it proved red** passes on the current code (`original`: runners/original-proof.ts),
 *   twice in one process where the runner can;
 * - the red test **as it is now** still fails on the code of its red run (`current`: runners/red-recheck.ts).
 * The gate (`engine/gates/closing-proof.ts`) reads what they found; that the current red test still runs in the whole
 * suite is the caller's check of the cited run. A proof is recorded with a key made of exactly the content it ran on
 * (`closing_proofs`): the same content is never proven twice, so a task's end re-proves only what changed since its
 * behaviors were done, and all their original tests run in one batch.
 */
export interface ProofSubject {
  readonly taskId: number
  readonly behaviorId: number
  /** The red run: its tree, its runner, and the test that proved red. */
  readonly redTree: string
  readonly runner: string
  readonly redTest: TestRef
}

export interface ProofOptions {
  readonly config: EvidentConfig | undefined
  readonly classify: FileClassifier
  readonly confine?: Confinement | undefined
  readonly timeoutMs?: number | undefined
  readonly mount?: 'auto' | 'off' | undefined
}

const TIMEOUT_MS = 120_000

export async function closingProofs(
  store: Store,
  shadow: Shadow,
  now: string,
  subjects: readonly ProofSubject[],
  options: ProofOptions,
): Promise<ReadonlyMap<number, ClosingProofFacts>> {
  const facts = new Map<number, ClosingProofFacts>()
  const plans = subjects.map((subject) => planOf(shadow, now, subject, options.classify))
  const missingOriginal: Planned[] = []
  const missingCurrent: Planned[] = []
  const known = new Map<string, ProofRecord>()
  for (const plan of plans) {
    for (const kind of ['original', 'current'] as const) {
      const key = plan.keys[kind]
      if (key === undefined) continue
      const proven = await provenFor(store.db, plan.subject.behaviorId, kind, key)
      if (proven !== undefined) known.set(`${plan.subject.behaviorId}:${kind}`, proven)
      else (kind === 'original' ? missingOriginal : missingCurrent).push(plan)
    }
  }
  // Under the project's run lock, like every run: a Bash command measured meanwhile is not charged with its caches.
  const made =
    missingOriginal.length + missingCurrent.length === 0
      ? []
      : await underRunLock(store, shadow.projectRoot, options.timeoutMs ?? TIMEOUT_MS, () =>
          prove(shadow, now, missingOriginal, missingCurrent, options),
        )
  if (made.length > 0) {
    await store.write(async (tx) => {
      for (const proof of made) await insertProof(tx, proof)
    })
    for (const proof of made) {
      known.set(`${proof.behaviorId}:${proof.kind}`, proof)
      log('info', 'closing proof', {
        behavior: proof.behaviorId,
        kind: proof.kind,
        outcome: proof.outcome,
        place: proof.place,
        ms: proof.ms,
      })
    }
  }
  for (const plan of plans) {
    const half = (kind: ProofKind): ProofHalf => {
      const proof = known.get(`${plan.subject.behaviorId}:${kind}`)
      return proof === undefined
        ? { outcome: 'error', detail: 'not proven', place: 'temp-dir' }
        : { outcome: proof.outcome, detail: proof.detail, place: proof.place }
    }
    facts.set(plan.subject.behaviorId, {
      behaviorId: plan.subject.behaviorId,
      tree: now,
      redTest: plan.subject.redTest,
      currentTest: plan.currentTest,
      original: half('original'),
      current: plan.currentTest === undefined ? { outcome: 'missing' } : half('current'),
    })
  }
  return facts
}

/** Runs the halves no proof was found for: the originals batched per runner, the current tests one by one. */
async function prove(
  shadow: Shadow,
  now: string,
  missingOriginal: readonly Planned[],
  missingCurrent: readonly Planned[],
  options: ProofOptions,
): Promise<ProofRecord[]> {
  const made: ProofRecord[] = []
  for (const [runnerName, group] of byRunner(missingOriginal)) {
    const runner = runnerOf(options.config, shadow, runnerName)
    const results =
      typeof runner === 'string'
        ? new Map(group.map((p) => [p.subject.behaviorId, failedToStart(runner)]))
        : await proveOriginalsSeparatingFailures(shadow, now, group, runner, options)
    for (const plan of group) {
      const result = results.get(plan.subject.behaviorId) ?? failedToStart('no result')
      made.push(record(plan, 'original', now, result))
    }
  }
  for (const plan of missingCurrent) {
    const runner = runnerOf(options.config, shadow, plan.subject.runner)
    const test = plan.currentTest
    const result: OriginalResult =
      typeof runner === 'string'
        ? failedToStart(runner)
        : test === undefined
          ? { outcome: 'error', detail: 'no current red test', place: 'temp-dir', ms: 0 }
          : await recheckRedTests({
              shadow,
              tree: now,
              redTree: plan.subject.redTree,
              tests: [test],
              runner,
              classify: options.classify,
              timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
              confine: options.confine,
              mount: options.mount,
            }).then((r) => ({
              outcome: r.outcome === 'fails' ? 'fails' : r.outcome === 'passes' ? 'passes' : 'error',
              detail: r.detail,
              place: r.at ?? 'temp-dir',
              ms: r.ms,
            }))
    made.push(record(plan, 'current', now, result))
  }
  return made
}

interface Planned {
  readonly subject: ProofSubject
  /** The red test under its name now (its file may have moved, followed by git's rename detection). */
  readonly currentTest: TestRef | undefined
  readonly keys: { readonly original: string; readonly current: string | undefined }
}

/**
 * What each half of a proof depends on, as a key. The original test's run depends on the tree now and on the original
 * test; the current test's run on the red run's tree, the current test file and every test-side file that is not
 * itself a test file (helpers, fixtures, setup, configuration) — another behavior's new test file changes nothing.
 */
function planOf(shadow: Shadow, now: string, subject: ProofSubject, classify: FileClassifier): Planned {
  const moved = pathIn(shadow, subject.redTree, now, subject.redTest.file)
  const currentTest = moved === undefined ? undefined : { ...subject.redTest, file: moved }
  const testName = (path: string): boolean => TEST_NAME.test(path)
  const testSide = listTree(shadow, now)
    .filter((e) => !isCodeUnderTest(classify(e.path)))
    .filter((e) => e.path === moved || !testName(e.path))
    .map((e) => `${e.path}\0${e.blob}`)
  return {
    subject,
    currentTest,
    keys: {
      original: hash(['original', subject.runner, now, subject.redTree, identity(subject.redTest)]),
      current:
        currentTest === undefined
          ? undefined
          : hash(['current', subject.runner, subject.redTree, identity(currentTest), ...testSide]),
    },
  }
}

const identity = (test: TestRef): string => `${test.file}\0${test.fullName}\0${String(test.ordinal ?? 0)}`
const hash = (parts: readonly string[]): string => createHash('sha256').update(parts.join('\n')).digest('hex')

function byRunner(plans: readonly Planned[]): ReadonlyMap<string, readonly Planned[]> {
  const groups = new Map<string, Planned[]>()
  for (const plan of plans) groups.set(plan.subject.runner, [...(groups.get(plan.subject.runner) ?? []), plan])
  return groups
}

function runnerOf(config: EvidentConfig | undefined, shadow: Shadow, name: string): Runner | string {
  try {
    if (config === undefined) return `no configuration for the project at ${shadow.projectRoot}`
    return lookupRunner(config, name) ?? lookupRunner(config, 'default') ?? `no runner named ${name}`
  } catch (error) {
    return errorMessage(error)
  }
}

const failedToStart = (why: string): OriginalResult => ({
  outcome: 'error',
  detail: `the closing proof could not run: ${why}`,
  place: 'temp-dir',
  ms: 0,
})

/**
 * The original tests of several behaviors in one run; one that fails there is proven again alone, so that state one
 * behavior's code keeps never fails another's test (only its own repeated run may).
 */
async function proveOriginalsSeparatingFailures(
  shadow: Shadow,
  now: string,
  group: readonly Planned[],
  runner: Runner,
  options: ProofOptions,
): Promise<ReadonlyMap<number, OriginalResult>> {
  const request = (plans: readonly Planned[]) => ({
    shadow,
    tree: now,
    subjects: plans.map((p) => ({
      behaviorId: p.subject.behaviorId,
      redTree: p.subject.redTree,
      redTest: p.subject.redTest,
    })),
    runner,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    confine: options.confine,
    mount: options.mount,
  })
  const batch = new Map(await proveOriginals(request(group)))
  if (group.length > 1) {
    for (const plan of group) {
      if (batch.get(plan.subject.behaviorId)?.outcome !== 'fails') continue
      const alone = await proveOriginals(request([plan]))
      const result = alone.get(plan.subject.behaviorId)
      if (result !== undefined) batch.set(plan.subject.behaviorId, result)
    }
  }
  return batch
}

function record(plan: Planned, kind: ProofKind, now: string, result: OriginalResult): ProofRecord {
  return {
    taskId: plan.subject.taskId,
    behaviorId: plan.subject.behaviorId,
    kind,
    key: kind === 'original' ? plan.keys.original : (plan.keys.current ?? ''),
    tree: now,
    redTree: plan.subject.redTree,
    outcome: result.outcome,
    place: result.place,
    detail: result.detail,
    ms: result.ms,
  }
}
