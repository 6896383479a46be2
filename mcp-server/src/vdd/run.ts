import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { EvidentConfig } from '../config.js'
import { conflict } from '../errors.js'
import { callerLabel, type Caller } from '../identity.js'
import type { Runner, RunRequest } from '../runners/types.js'
import { recordGateResult } from '../store/gate-results.js'
import type { Store } from '../store/index.js'
import { recordVddRun } from '../store/vdd.js'
import { partLeadingOutside } from './contain.js'
import { isKnownKind, parseCriteria, type Criterion } from './criteria.js'
import { loadDocument, realRepoRoot, type VddDocument, type VddSource } from './document.js'
import { checkFile, checkFileContains, type CheckOutcome } from './file-checks.js'
import { checkLint } from './lint.js'
import { renderReport, type CriterionResult } from './report.js'
import { checkTests } from './test-checks.js'
import { aggregateVerdict, EXIT_CODES, type ManualMode, type Verdict } from './verdict.js'

export interface VddRequest {
  readonly repoRoot: string
  readonly source: VddSource
  readonly manual: ManualMode
  /** Resolves a `file` source. */
  readonly cwd: string
  readonly caller: Caller
  /** Receipts go here; without a store the run is verified and reported but not recorded. */
  readonly store: Store | undefined
  readonly config: EvidentConfig
  readonly runnerFor: (name: string) => Runner | undefined
  /** Progress while tests run (per finished test file), and cancellation. */
  readonly onFileDone?: RunRequest['onFileDone']
  readonly signal?: AbortSignal | undefined
}

export interface VddOutcome {
  readonly subject: string
  readonly verdict: Verdict
  readonly exitCode: number
  /** Absolute path of the report. */
  readonly reportPath: string
  readonly results: readonly CriterionResult[]
  readonly vddRunId: number | undefined
}

/** One VDD run: parse, verify every criterion, aggregate, record the receipts, rewrite the report. */
export async function runVdd(request: VddRequest): Promise<VddOutcome> {
  const realRoot = realRepoRoot(request.repoRoot)
  const doc = loadDocument(realRoot, request.source, request.cwd)
  const criteria = parseCriteria(doc.markdown)
  const checked = await verify(criteria, realRoot, request)
  const results: CriterionResult[] = criteria.map((c) => {
    const outcome = checked.get(c.index)
    return {
      index: c.index,
      result: outcome?.result ?? 'MANUAL',
      kind: c.kind ?? '',
      target: c.target ?? '',
      text: c.text,
      details:
        outcome?.details ??
        (request.manual === 'pass' ? 'confirmed by a human (--manual=pass)' : 'needs human sign-off'),
      testRunId: outcome?.testRunId,
    }
  })
  const verdict = aggregateVerdict(results, request.manual)
  const vddRunId = await record(request, doc, verdict, results, realRoot)
  const reportPath = writeReport(
    realRoot,
    doc.reportPath,
    renderReport({
      subject: doc.subject,
      verdict,
      manual: request.manual,
      results,
      vddRunId,
      confirmedBy: callerLabel(request.caller),
    }),
  )
  return { subject: doc.subject, verdict, exitCode: EXIT_CODES[verdict], reportPath, results, vddRunId }
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
  const lints: Promise<void>[] = []
  const tests: { index: number; target: string }[] = []
  for (const c of criteria) {
    if (c.kind === undefined || c.target === undefined) continue
    if (!isKnownKind(c.kind)) outcomes.set(c.index, { result: 'FAIL', details: `unknown evidence kind: ${c.kind}` })
    else if (c.kind === 'file') outcomes.set(c.index, checkFile(realRoot, c.target))
    else if (c.kind === 'file-contains') outcomes.set(c.index, checkFileContains(realRoot, c.target))
    else if (c.kind === 'test') tests.push({ index: c.index, target: c.target })
    else
      lints.push(
        checkLint(c.target, { realRoot, argv: vdd.lint, timeoutMs }).then((o) => {
          outcomes.set(c.index, o)
        }),
      )
  }
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
  for (const [index, outcome] of testOutcomes) outcomes.set(index, outcome)
  return outcomes
}

async function record(
  request: VddRequest,
  doc: VddDocument,
  verdict: Verdict,
  results: readonly CriterionResult[],
  realRoot: string,
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
