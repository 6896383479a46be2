import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { EvidentConfig } from '../../domain/config.js'
import { conflict } from '../../kernel/errors.js'
import { callerLabel, type Caller } from '../../kernel/identity.js'
import type { Runner, RunRequest } from '../../runners/types.js'
import { recordGateResult } from '../../store/gate-results.js'
import type { Store } from '../../store/index.js'
import { recordVddRun } from '../../store/vdd.js'
import { partLeadingOutside } from '../../kernel/containment.js'
import { treeState, type TreeState } from './commit.js'
import { isKnownKind, readCriteria, type Criterion } from './criteria.js'
import { loadDocument, realRepoRoot, type VddDocument, type VddSource } from './document.js'
import { checkFile, checkFileContains, type CheckOutcome } from './file-checks.js'
import { checkLint } from './lint.js'
import { renderReport, type CriterionResult } from './report.js'
import { checkTests } from './test-checks.js'
import { aggregateOutcome, EXIT_CODES } from './aggregate.js'
import { type VddManualState, type VddAggregate } from '../../domain/vocabulary.js'

export interface VddRequest {
  readonly repoRoot: string
  readonly source: VddSource
  readonly manual: VddManualState
  /** Resolves a `file` source. */
  readonly cwd: string
  readonly caller: Caller
  /** Receipts go here; without a store the run is verified and reported but not recorded. */
  readonly store: Store | undefined
  readonly config: EvidentConfig
  readonly runnerFor: (name: string) => Runner | undefined
  /** Progress while tests run (per finished test file), and cancellation. */
  readonly onFileDone?: RunRequest['onFileDone']
  /** One line as the run starts and per criterion as its result is known (the CLI prints them on stderr). */
  readonly onProgress?: ((line: string) => void) | undefined
  readonly signal?: AbortSignal | undefined
}

export interface VddOutcome {
  readonly subject: string
  readonly verdict: VddAggregate
  readonly exitCode: number
  /** Absolute path of the report. */
  readonly reportPath: string
  readonly results: readonly CriterionResult[]
  readonly vddRunId: number | undefined
  /** Items meant as evidence criteria but written so that they are manual (or not read): what to write instead. */
  readonly warnings: readonly string[]
}

/** One VDD run: parse, verify every criterion, aggregate, record the receipts, rewrite the report. */
export async function runVdd(request: VddRequest): Promise<VddOutcome> {
  const realRoot = realRepoRoot(request.repoRoot)
  const doc = loadDocument(realRoot, request.source, request.cwd)
  const { criteria, warnings } = readCriteria(doc.markdown)
  request.onProgress?.(`${doc.subject}: ${countLine(criteria)}`)
  // The commit and tree verified, taken before anything runs (a receipt only: without a store there is none).
  const tree = request.store === undefined ? undefined : await treeState(realRoot, doc.reportPath)
  const checked = await verify(criteria, realRoot, request)
  const results: CriterionResult[] = criteria.map((c) => {
    const outcome = checked.get(c.index)
    const warning = warnings.find((w) => w.index === c.index)
    const manual = request.manual === 'pass' ? 'confirmed by a human (--manual=pass)' : 'needs human sign-off'
    return {
      index: c.index,
      result: outcome?.result ?? 'MANUAL',
      kind: c.kind ?? '',
      target: c.target ?? '',
      text: c.text,
      details: outcome?.details ?? (warning === undefined ? manual : `${manual}; warning: ${warning.message}`),
      testRunId: outcome?.testRunId,
    }
  })
  const verdict = aggregateOutcome(results, request.manual)
  const vddRunId = await record(request, doc, verdict, results, realRoot, tree)
  const reportPath = writeReport(
    realRoot,
    doc.reportPath,
    renderReport({
      subject: doc.subject,
      verdict,
      manual: request.manual,
      results,
      confirmedBy: callerLabel(request.caller),
      warnings: warnings.map((w) => w.message),
    }),
  )
  return {
    subject: doc.subject,
    verdict,
    exitCode: EXIT_CODES[verdict],
    reportPath,
    results,
    vddRunId,
    warnings: warnings.map((w) => w.message),
  }
}

/** `5 criteria (2 test, 1 lint, 2 manual)`. */
function countLine(criteria: readonly Criterion[]): string {
  const counts = new Map<string, number>()
  for (const c of criteria) counts.set(c.kind ?? 'manual', (counts.get(c.kind ?? 'manual') ?? 0) + 1)
  const parts = [...counts].map(([kind, n]) => `${n} ${kind}`)
  return `${criteria.length} criteria${parts.length > 0 ? ` (${parts.join(', ')})` : ''}`
}

/** Overwrites the report (never appends). Refuses a report path that a symlink leads outside the repository. */
function writeReport(realRoot: string, relPath: string, text: string): string {
  const outside = partLeadingOutside(realRoot, relPath)
  if (outside !== undefined) {
    throw conflict(
      `the report path ${outside} leads outside the repository`,
      'replace that symlink with a real directory or file',
    )
  }
  const path = join(realRoot, relPath)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  return path
}

async function verify(
  criteria: readonly Criterion[],
  realRoot: string,
  request: VddRequest,
): Promise<ReadonlyMap<number, CheckOutcome>> {
  const vdd = request.config.vdd
  const timeoutMs = vdd.timeoutSec * 1000
  const outcomes = new Map<number, CheckOutcome>()
  let known = 0
  const settle = (c: Criterion, outcome: CheckOutcome | undefined): void => {
    if (outcome !== undefined) outcomes.set(c.index, outcome)
    known += 1
    const what = c.kind === undefined ? 'manual' : `${c.kind}:${c.target ?? ''}`
    request.onProgress?.(`[${known}/${criteria.length}] ${outcome?.result ?? 'MANUAL'} ${what} — ${c.text}`)
  }
  const lints: Promise<void>[] = []
  const tests: { index: number; target: string }[] = []
  for (const c of criteria) {
    if (c.kind === undefined || c.target === undefined) settle(c, undefined)
    else if (!isKnownKind(c.kind)) settle(c, { result: 'FAIL', details: `unknown evidence kind: ${c.kind}` })
    else if (c.kind === 'file') settle(c, checkFile(realRoot, c.target))
    else if (c.kind === 'file-contains') settle(c, checkFileContains(realRoot, c.target))
    else if (c.kind === 'test') tests.push({ index: c.index, target: c.target })
    else lints.push(checkLint(c.target, { realRoot, argv: vdd.lint, timeoutMs }).then((o) => settle(c, o)))
  }
  if (tests.length > 0) request.onProgress?.(`running the tests of ${tests.length} test criteria in one run…`)
  const testOutcomes =
    tests.length === 0
      ? new Map<number, CheckOutcome>()
      : await checkTests(tests, {
          realRoot,
          testRunners: vdd.testRunners,
          runnerFor: request.runnerFor,
          timeoutMs,
          store: request.store,
          caller: request.caller,
          onFileDone: request.onFileDone,
          signal: request.signal,
        })
  await Promise.all(lints)
  for (const c of criteria) if (c.kind === 'test') settle(c, testOutcomes.get(c.index))
  return outcomes
}

async function record(
  request: VddRequest,
  doc: VddDocument,
  verdict: VddAggregate,
  results: readonly CriterionResult[],
  realRoot: string,
  tree: TreeState | undefined,
): Promise<number | undefined> {
  if (request.store === undefined) return undefined
  const id = await recordVddRun(request.store.db, request.caller, {
    subject: doc.subject,
    beanNumber: doc.beanNumber,
    documentPath: doc.documentPath,
    verdict,
    manual: request.manual,
    reportPath: doc.reportPath,
    projectRoot: realRoot,
    commit: tree?.commit,
    dirtyPaths: tree?.dirtyPaths,
    criteria: results.map((r) => ({
      ordinal: r.index,
      kind: r.kind === '' ? undefined : r.kind,
      target: r.target === '' ? undefined : r.target,
      criterion: r.text,
      verdict: r.result,
      details: r.details,
      testRunId: r.testRunId,
    })),
  })
  await recordGateResult(request.store.db, {
    gate: `vdd:${doc.subject}`,
    status: verdict === 'PASS' ? 'green' : 'red',
    caller: request.caller,
    source: 'vdd',
    detail: `VDD run ${id}: ${verdict}`,
  })
  return id
}
