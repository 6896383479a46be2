import type { WorkerRole } from '../../domain/vocabulary.js'
import type { ChangeJudge } from '../../engine/flows/hook-context.js'
import { decideWorker } from './worker-policy.js'
import type { Sqlite } from '../../store/statements/sqlite.js'
import { workerFacts, workerPlan } from './worker-facts.js'

/**
 * The coordinator worker rules (`worker-policy.ts`) for one hook call of a worker: the project's current plan is
 * read once, each change is judged against it, and the decision goes into the edit policy (`decideEdit`'s
 * `workerDecision`), which applies it on the one path every change takes (`HookClients.workerJudge`). A rare path: the hook CLI
 * loads this module (and the rules) as a lazy entry (`hook-lazy-worker`), only for a caller whose agent type is a worker.
 */
export function workerJudge(sqlite: Sqlite | undefined, projectRoot: string, role: WorkerRole): ChangeJudge {
  const plan = workerPlan(sqlite, projectRoot)
  return (change) =>
    decideWorker({
      file: change.file,
      kind: change.kind,
      via: change.via,
      worker: workerFacts(role, plan, projectRoot, change),
    }) ?? { ok: true }
}

/** The hooks' view of the current plan's standing breaches (`HookClients.breaches`, the PASS-claim guard). */
export { standingBreachLines } from './breach-judge.js'
