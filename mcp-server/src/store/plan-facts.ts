import type { PlanStatus } from '../domain/vocabulary.js'
import type { Sqlite } from './statements/sqlite.js'

/**
 * The project's current coordinator plan as the hooks read it (plain SQL on the hook's lean connection, no kysely):
 * what a worker's change is judged against (`clients/coordinator/worker-policy.ts`). Read only for a caller whose agent type is a
 * coordinator worker, so other hooks never pay for it.
 */
export interface CurrentPlanFacts {
  readonly id: number
  readonly slug: string
  readonly status: Exclude<PlanStatus, 'superseded'>
  readonly reason: string | null
  readonly seq: number
  readonly testPaths: readonly string[]
  readonly writeSet: readonly string[]
  /** Each recipe entry's name and `covers` as written. */
  readonly recipe: readonly { readonly name: string; readonly covers: string }[]
  readonly stubMarkers: readonly string[]
}

export function currentPlanFacts(sqlite: Sqlite, projectRoot: string): CurrentPlanFacts | undefined {
  const plan = sqlite
    .prepare(
      `select id, slug, status, reason, seq, stub_markers from tdd_plans
      where project_root = ? and status != 'superseded'`,
    )
    .get(projectRoot) as
    | {
        id: number
        slug: string
        status: 'active' | 'blocked'
        reason: string | null
        seq: number
        stub_markers: string
      }
    | undefined
  if (plan === undefined) return undefined
  const paths = sqlite
    .prepare('select kind, path from tdd_plan_paths where plan_id = ? order by kind, ordinal')
    .all(plan.id) as { kind: string; path: string }[]
  const recipe = sqlite
    .prepare('select name, covers from tdd_plan_recipe where plan_id = ? order by ordinal')
    .all(plan.id) as { name: string; covers: string }[]
  return {
    id: plan.id,
    slug: plan.slug,
    status: plan.status,
    reason: plan.reason,
    seq: plan.seq,
    testPaths: paths.filter((p) => p.kind === 'failing_test').map((p) => p.path),
    writeSet: paths.filter((p) => p.kind === 'write').map((p) => p.path),
    recipe,
    stubMarkers: JSON.parse(plan.stub_markers) as string[],
  }
}
