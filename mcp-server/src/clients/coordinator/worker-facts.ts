import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { WorkerRole } from '../../domain/vocabulary.js'
import { coversLabel, parseCovers } from './plan-check.js'
import type { FileKind } from '../../project/test-files.js'
import type { WorkerFacts, WorkerPlan } from './worker-policy.js'
import { siblingTestPaths, sourceStems, testStem } from './worker-text.js'
import { currentPlanFacts } from '../../store/plan-facts.js'
import type { Sqlite } from '../../store/statements/sqlite.js'

/**
 * The facts a coordinator worker's change is judged on (`clients/coordinator/worker-policy.ts`), for the Edit hook and the shell
 * measurement alike: the project's current plan, the change's text, and for a source file the implement worker
 * creates whether a matching test file exists (the test-first guard).
 */
export interface WorkerChangeInput {
  readonly file: string
  readonly kind: FileKind
  readonly text?: { readonly before: string; readonly after: string } | undefined
  readonly fileAfter?: string | undefined
  readonly creates?: boolean | undefined
}

/** The project's current plan for the worker rules; null when there is none (or no database yet). */
export function workerPlan(sqlite: Sqlite | undefined, projectRoot: string): WorkerPlan | null {
  const plan = sqlite === undefined ? undefined : currentPlanFacts(sqlite, projectRoot)
  if (plan === undefined) return null
  return {
    slug: plan.slug,
    status: plan.status,
    reason: plan.reason,
    testPaths: plan.testPaths,
    writeSet: plan.writeSet,
    scenarios: plan.recipe.map((r) => {
      const covers = parseCovers(r.covers)
      return { name: r.name, covers: covers === undefined ? r.covers : coversLabel(covers) }
    }),
    stubMarkers: plan.stubMarkers,
  }
}

export function workerFacts(
  role: WorkerRole,
  plan: WorkerPlan | null,
  projectRoot: string,
  change: WorkerChangeInput,
): WorkerFacts {
  const needsTest = role === 'implement' && change.creates === true && change.kind === 'production' && plan !== null
  return {
    role,
    plan,
    text: change.text,
    fileAfter: change.fileAfter,
    creates: change.creates,
    matchingTest: needsTest ? hasMatchingTest(projectRoot, change.file, plan.testPaths) : undefined,
  }
}

/** A test file for a new source file: one of the plan's test files named for it, or one next to it, on disk. */
function hasMatchingTest(projectRoot: string, file: string, testPaths: readonly string[]): boolean {
  const stems = sourceStems(file)
  const candidates = [...testPaths.filter((p) => stems.includes(testStem(p))), ...siblingTestPaths(file)]
  return candidates.some((p) => existsSync(join(projectRoot, p)))
}
