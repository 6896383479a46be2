import type { Db } from '../../store/index.js'
import { loadValidationRun } from '../../store/validation-runs.js'
import type { ValidationConfig } from '../../domain/validation-config.js'
import { findDod } from './dod-assert.js'
import { gatesOfRecord, type AnchorRun } from './gate-recency.js'
import { assertDodAgainst, unmetReason, type DodOutcome } from './verify.js'

export interface DodNow extends DodOutcome {
  /** The validation run asserted against: the project's latest; undefined when none is recorded. */
  readonly run:
    | {
        readonly id: number
        readonly status: 'running' | 'done'
        readonly startedAt: string
        readonly head: string | null
      }
    | undefined
  /** The run's green GATE lines and the gates the DoD's `gate:` criteria found met, sorted. */
  readonly greenGates: readonly string[]
  /** Why each unmet `gate:` criterion is unmet, by criterion id. */
  readonly reasons: ReadonlyMap<string, string>
}

/**
 * Asserts the DoD standalone, against the project's latest validation run record — its `GATE(<id>)` lines, plus the
 * earlier greens `validation.gateFreshness` accepts, as of the run's end — exactly as that run judged it. Without a
 * database or a run, no gate is green by a run. Only reads; nothing in the DoD is executed.
 */
export async function assertDodNow(
  db: Db | undefined,
  root: string,
  config: ValidationConfig | undefined,
  explicit?: string,
): Promise<DodNow> {
  const file = findDod(root, config?.dod, explicit)
  const latest = db === undefined ? undefined : await loadValidationRun(db, root)
  const anchor: AnchorRun =
    latest === undefined
      ? { id: undefined, startedAt: new Date().toISOString(), head: null, tree: null, gates: new Map() }
      : {
          id: latest.id,
          startedAt: latest.startedAt,
          head: latest.head,
          tree: latest.tree,
          gates: gatesOfRecord(latest.lines.filter((l) => l.kind === 'gate').map((l) => l.line)),
        }
  const verdict = await assertDodAgainst(
    db,
    root,
    file,
    anchor,
    config?.gateFreshness ?? 'this-run',
    latest?.endSeq ?? undefined,
  )
  const reasons = new Map<string, string>()
  for (const c of verdict.assessment.ok ? verdict.assessment.criteria : []) {
    const reason = unmetReason(verdict, c.id)
    if (reason !== undefined) reasons.set(c.id, reason)
  }
  return {
    ...verdict,
    run:
      latest === undefined
        ? undefined
        : { id: latest.id, status: latest.status, startedAt: latest.startedAt, head: latest.head },
    greenGates: [
      ...new Set([
        ...[...anchor.gates].filter(([, status]) => status === 'green').map(([gate]) => gate),
        ...[...verdict.judgements].filter(([, j]) => j.met).map(([gate]) => gate),
      ]),
    ].sort(),
    reasons,
  }
}
