import { decideEdit, isProtectedConfig, type EditDecision } from '../gates/edit-policy.js'
import type { FileKind } from '../gates/test-files.js'
import {
  anyOpenTask,
  callerState,
  frozenProjectConfig,
  hasCitedHypothesis,
  hasFailingRun,
  redEvidenceFiles,
} from '../store/statements.js'
import { classifierFor } from '../hooks/classifier.js'
import type { HookContext } from '../hooks/context.js'
import { deny, type HookOutput } from '../hooks/output.js'
import { TDD_AGENT_TYPE } from '../hooks/payload.js'
import { recordDecided } from './decided.js'

export interface FileChange {
  /** Project-relative POSIX path. */
  readonly file: string
  readonly via: 'edit' | 'shell' | 'delete'
  readonly change?: { readonly before: string; readonly after: string } | undefined
}

/**
 * Applies the edit policy to the changes one tool call makes, for the caller of the payload. The first
 * denied change denies the call and is recorded as the violation its rule names.
 */
export async function judgeChanges(ctx: HookContext, changes: readonly FileChange[]): Promise<HookOutput | undefined> {
  if (changes.length === 0) return undefined
  const db = await ctx.db()
  const state = db === undefined ? undefined : callerState(db.sqlite, ctx.caller)
  const tddAgent = ctx.caller.agentType === TDD_AGENT_TYPE
  const classify = await classifierFor(
    ctx.location().projectRoot,
    db === undefined ? undefined : frozenProjectConfig(db.sqlite),
  )
  // Protected configuration is frozen for every agent while any task of the project is open.
  const projectTaskOpen =
    db !== undefined && changes.some((c) => isProtectedConfig(c.file, classify(c.file))) && anyOpenTask(db.sqlite)
  if ((state?.taskId ?? null) === null && !tddAgent && !projectTaskOpen) return undefined
  for (const change of changes) {
    const kind: FileKind = classify(change.file)
    const decision: EditDecision = decideEdit({
      file: change.file,
      kind,
      via: change.via,
      tddAgent,
      projectTaskOpen,
      task:
        state === undefined || state.taskId === null ? null : { id: state.taskId, phase: state.phase?.phase ?? null },
      citedHypothesis:
        db !== undefined &&
        state !== undefined &&
        state.taskId !== null &&
        kind === 'production' &&
        hasCitedHypothesis(db.sqlite, state.callerId, state.taskId),
      failingRun:
        db === undefined || state === undefined || state.taskId === null || kind !== 'production'
          ? undefined
          : hasFailingRun(db.sqlite, state.taskId),
      redEvidenceFiles:
        db !== undefined && state?.phase !== undefined && state.phase !== null && kind === 'test'
          ? redEvidenceFiles(db.sqlite, state.phase)
          : [],
      change: change.change,
    })
    if (!decision.ok) {
      const tool = ctx.payload.tool_name ?? 'unknown'
      // Decided from reads; recorded after (briefly, else spilled): a busy store never turns this into an allow.
      await recordDecided(ctx, state?.taskId, [
        { kind: decision.violation, detail: `${decision.reason}: ${tool} on ${change.file}`, toolName: tool },
      ])
      return deny(decision.message)
    }
  }
  return undefined
}
