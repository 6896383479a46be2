import { fullNameLabel, testKey } from '../domain/test-names.js'
import { RUNNER_FAILURE_ERRORS } from '../domain/runner-errors.js'
import { errorMessage } from '../kernel/errors.js'
import type { RunReport, TestRef } from '../domain/run-report.js'
import { isCodeUnderTest, type FileClassifier } from '../project/test-files.js'
import { diffTrees, type Shadow } from '../worktree/snapshot.js'
import { makeCheckout, type Checkout } from './checkout.js'
import type { Confinement } from './spawn.js'
import type { Runner } from './types.js'

/**
 * The red re-run: does the test that proved red still tell the fix from its absence? It runs the red test(s) in
 * a checkout made of the current tree with every path that is not test code (production, data and neutral files:
 * `project/test-files.ts#isCodeUnderTest`) put back to its version in the red run's tree — today's tests, the code of
 * the red run — and reports whether they still fail there.
 * A test weakened since red (`if (false)` around the expect, a commented-out or try/caught assertion, an expected
 * value computed by the unit under test, a `vi.mock` of the unit, the module aliased away) passes on the old code.
 *
 * The checkout (`checkout.ts`) is mounted at the project's own path where bubblewrap can, with the project's `.git`
 * (read-only) and its ignored files visible as they are: a test cannot tell it from the project by its path, its
 * working directory, its git metadata or an ignored marker file. Elsewhere it is a temporary directory named like
 * the project, and the result says so (`at`). The probe is not recorded as a test run of the task. It takes seconds:
 * the flow runs it outside any write transaction.
 */
export interface RedRecheckRequest {
  readonly shadow: Shadow
  /** The working tree now, and the tree the red run ran on (both trees of the shadow repository). */
  readonly tree: string
  readonly redTree: string
  /** The tests that proved red (project-relative file, full name, ordinal), under their current names. */
  readonly tests: readonly TestRef[]
  /** The runner of the red run (`runners/registry.ts`). */
  readonly runner: Runner
  /** The project's file classifier: production and neutral paths are put back, test code is not. */
  readonly classify: FileClassifier
  readonly timeoutMs: number
  /** A sealed session's re-run is confined like its runs (spawn.ts#Confinement); the checkout is made writable. */
  readonly confine?: Confinement | undefined
  /** `off`: never mount at the project's path (tests of the fallback). */
  readonly mount?: 'auto' | 'off' | undefined
}

export interface RedRecheckResult {
  /** `fails`: every red test still fails (a module or suite error in its file counts); `passes`: one does not. */
  readonly outcome: 'fails' | 'passes' | 'error'
  readonly detail: string
  /** Wall-clock cost of the probe: checkout, run and clean-up. */
  readonly ms: number
  /** How many paths (production or neutral) were put back to their red-run version. */
  readonly replaced: number
  /** Where it ran: at the project's own path (a private mount), or in a temporary directory. */
  readonly at?: Checkout['at'] | undefined
}

export async function recheckRedTests(request: RedRecheckRequest): Promise<RedRecheckResult> {
  const started = Date.now()
  let replaced = 0
  let checkout: Checkout | undefined
  try {
    const production = diffTrees(request.shadow, request.redTree, request.tree).filter((c) =>
      isCodeUnderTest(request.classify(c.path)),
    )
    replaced = production.length
    checkout = makeCheckout({
      shadow: request.shadow,
      base: request.tree,
      replace: production.map((c) => ({ path: c.path, entry: c.before })),
      ignored: 'visible',
      mount: request.mount,
    })
    const files = [...new Set(request.tests.map((t) => t.file))]
    const report = await request.runner.run({
      projectRoot: checkout.root,
      files,
      timeoutMs: request.timeoutMs,
      mount: checkout.mount,
      confine:
        request.confine === undefined
          ? undefined
          : { ...request.confine, writable: [...request.confine.writable, checkout.parent] },
    })
    const verdict = judge(report, request.tests)
    return { ...verdict, ms: Date.now() - started, replaced, at: checkout.at }
  } catch (error) {
    return { outcome: 'error', detail: errorMessage(error), ms: Date.now() - started, replaced, at: checkout?.at }
  } finally {
    checkout?.dispose()
  }
}

/** Whether each red test failed in the probe's report. */
export function judge(
  report: RunReport,
  tests: readonly TestRef[],
): { readonly outcome: RedRecheckResult['outcome']; readonly detail: string } {
  const broken = report.errors.find((e) => RUNNER_FAILURE_ERRORS.has(e.name))
  if (broken !== undefined) return { outcome: 'error', detail: `${broken.name}: ${broken.message}`.slice(0, 500) }
  const passing: string[] = []
  for (const test of tests) {
    const result = report.tests.find((t) => testKey(t) === testKey(test))
    if (result?.status === 'failed') continue
    if (result !== undefined) {
      passing.push(`"${fullNameLabel(test)}" ${result.status === 'passed' ? 'passed' : `was ${result.status}`}`)
      continue
    }
    // Not in the report: an error loading its file (a module or suite error) or a timeout is still a failure.
    const fileError = report.errors.some(
      (e) => e.scope !== 'test' && (e.file === undefined || e.file === null || e.file === test.file),
    )
    if (fileError || report.outcome === 'timeout') continue
    passing.push(`"${fullNameLabel(test)}" did not run and no error was reported for ${test.file}`)
  }
  if (passing.length > 0) return { outcome: 'passes', detail: passing.join('; ') }
  return { outcome: 'fails', detail: `${tests.length} red test(s) still fail (run outcome ${report.outcome})` }
}
