import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { standingBreaches } from './breaches.js'
import { breachLine, type StandingBreach } from './breach-judge.js'
import type { PassedTest } from './drift-spec.js'
import { errorMessage } from '../../kernel/errors.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { bindingRun } from '../../store/coordinator-evidence.js'
import { openStore } from '../../store/index.js'
import { newestPlanOf, planSeq } from '../../store/plans.js'
import { blobAt, readBlob, shadowFor } from '../../worktree/snapshot.js'

/**
 * What `evident drift` reads from the evidence database beyond the working tree (docs/coordinator.md, "Drift with
 * evidence"): the tests that passed in the project's binding verdict's run — each with its file's text as it ran, so a
 * `Covers AC-n` added afterwards proves nothing — and the worker changes against the slug's newest plan that still
 * stand. While one stands no binding PASS counts, and the lines of its file resolve nothing. Without a database
 * (or one that cannot be read) there is no proof, and the check goes on with mentions alone.
 */
export interface DriftEvidence {
  /** Tests that count as proofs (none unless the binding verdict is PASS and no breach stands). */
  readonly passed: readonly PassedTest[]
  /** One sentence: where the proofs come from, or why none counts. */
  readonly proof: string
  readonly breaches: readonly StandingBreach[]
}

export async function driftEvidence(dbPath: string, projectRoot: string, slug: string): Promise<DriftEvidence> {
  if (!existsSync(dbPath)) return { passed: [], proof: 'none: no evidence database', breaches: [] }
  try {
    const store = await openStore(dbPath)
    try {
      const plan = await newestPlanOf(store.db, projectRoot, slug)
      const breaches =
        plan === undefined
          ? []
          : await standingBreaches(store.db, dbPath, projectRoot, await planSeq(store.db, plan.id))
      const run = await bindingRun(store.db, projectRoot)
      if (run === undefined) return { passed: [], proof: 'none: no binding verdict recorded', breaches }
      const which = `the binding verdict (run ${run.runId}, ${run.verdict}${run.filtered ? ', filtered' : ''})`
      if (run.verdict !== 'PASS') return { passed: [], proof: `none: ${which} is no PASS`, breaches }
      if (breaches.length > 0) {
        return {
          passed: [],
          proof: `none: ${which} does not count while a worker's change against plan ${slug} stands (${breaches.map(breachLine).join('; ')})`,
          breaches,
        }
      }
      const shadow = shadowFor(dbPath, projectRoot)
      const texts = new Map<string, string | undefined>()
      const textOf = (file: string): string | undefined => {
        if (!texts.has(file)) texts.set(file, fileText(shadow, run.tree, projectRoot, file))
        return texts.get(file)
      }
      return {
        passed: run.passed.map((t) => ({ ...t, fileText: textOf(t.file) })),
        proof: `tests that passed in ${which}`,
        breaches,
      }
    } finally {
      await store.close()
    }
  } catch (error) {
    return { passed: [], proof: `none: the evidence database could not be read (${errorMessage(error)})`, breaches: [] }
  }
}

/** A test file's text in the tree its run ran on; the file on disk when the run has no tree. */
function fileText(
  shadow: ReturnType<typeof shadowFor>,
  tree: string | null,
  projectRoot: string,
  file: string,
): string | undefined {
  try {
    if (tree === null) return readRegularText(join(projectRoot, file))
    const entry = blobAt(shadow, tree, file)
    return entry === undefined ? undefined : readBlob(shadow, entry.blob).toString('utf8')
  } catch {
    return undefined
  }
}
