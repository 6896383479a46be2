import { existsSync } from 'node:fs'
import { basename } from 'node:path'
import type { HookContext } from '../engine/flows/hook-context.js'
import { editChange, fileAfterEdit, pendingChange } from '../project/edit-input.js'
import { judgeChanges } from '../engine/flows/edit-gate.js'
import { deny, type HookDecision } from '../domain/hook-decision.js'
import { projectRelative } from '../project/project-path.js'
import { workerRoleOf } from '../domain/agent-types.js'

/**
 * PreToolUse on Edit | Write | MultiEdit | NotebookEdit: evident's own state for every agent (engine/flows/own-state.ts), a
 * live conductor run for every session but the run's leaves (clients/conduct/guard.ts), a PASS claim in a
 * verification document for every agent (engine/flows/pass-claim.ts), the VDD Done gate for `bean.md` files, then the edit
 * policy for callers with an open TDD task (or evident's TDD agent without one, or a coordinator worker).
 */
export async function preEdit(ctx: HookContext): Promise<HookDecision | undefined> {
  const change = editChange(ctx.payload.tool_name ?? '', ctx.payload.tool_input, ctx.cwd)
  if (change === undefined) return undefined
  const { guardEdit } = await import('../engine/flows/own-state.js')
  const guarded = await guardEdit(ctx, change.path)
  if (guarded !== undefined) return guarded
  const file = projectRelative(ctx.location().projectRoot, ctx.cwd, change.path)
  // While a conductor run is live, only its leaves change the project (one failed open when there is no run).
  const { guardConductorEdit } = await import('../clients/conduct/guard.js')
  const conducted = await guardConductorEdit(ctx, change.path, file)
  if (conducted !== undefined) return conducted
  if (file !== undefined) {
    // A PASS claim in a verification document needs evident's binding PASS (every agent, any task state).
    const { guardPassClaim } = await import('../engine/flows/pass-claim.js')
    const claimed = await guardPassClaim(ctx, file, () =>
      fileAfterEdit(ctx.payload.tool_name ?? '', ctx.payload.tool_input, change.path),
    )
    if (claimed !== undefined) return claimed
  }
  if (basename(change.path).toLowerCase() === 'bean.md') {
    const { beanDoneHook } = await import('../clients/vdd/bean-done.js')
    const done = await beanDoneHook(
      { tool_name: ctx.payload.tool_name, tool_input: ctx.payload.tool_input, cwd: ctx.cwd },
      { env: ctx.env },
    )
    if (done.decision === 'deny') return deny(done.reason)
  }
  if (file === undefined) return undefined
  // A coordinator worker's change is judged on the whole file after it and on whether it creates the file.
  const worker =
    workerRoleOf(ctx.caller.agentType) === undefined
      ? {}
      : {
          fileAfter: fileAfterEdit(ctx.payload.tool_name ?? '', ctx.payload.tool_input, change.path)?.after,
          creates: !existsSync(change.path),
        }
  return judgeChanges(ctx, [{ file, via: 'edit', change: pendingChange(change), ...worker }])
}
