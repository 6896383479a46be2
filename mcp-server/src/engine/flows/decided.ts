import type { ViolationKind } from '../../domain/vocabulary.js'
import type { HookContext } from './hook-context.js'
import { recordDecidedViolations, type HookDb } from '../../store/hook-db.js'

export interface Decided {
  readonly kind: ViolationKind
  readonly detail: string
  readonly toolName: string
}

/**
 * Records the violations of a decision the hook has already made ("decide first, record second"): the decision
 * never depends on this write. The store the decision was read from is used if open (never created: creating
 * the database is a write too); the rows are written briefly or spilled next to the database for the next hook
 * to replay (`store/hook-db.ts#recordDecidedViolations`). `taskId` is the caller's open task the decision saw
 * (undefined when the caller was never seen).
 */
export async function recordDecided(
  ctx: HookContext,
  taskId: number | null | undefined,
  violations: readonly Decided[],
): Promise<void> {
  const at = new Date().toISOString()
  let db: HookDb | undefined
  try {
    db = await ctx.db()
  } catch {
    db = undefined
  }
  try {
    recordDecidedViolations(
      db,
      ctx.location().path,
      ctx.caller,
      violations.map((v) => ({ ...v, at, taskId })),
    )
  } catch (error) {
    process.stderr.write(
      `evident: a violation was decided but could not be recorded or spilled (the decision stands): ${error instanceof Error ? error.message : String(error)}\n`,
    )
  }
}
