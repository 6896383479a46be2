import { writeHookDb } from '../../store/hook-db.js'
import { callerState } from '../../store/statements/callers.js'
import { closeRefusedShellCommand } from '../../store/statements/shell-commands.js'
import { batchBashIds } from '../../domain/hook-payload.js'
import type { HookContext } from './hook-context.js'

/**
 * PermissionDenied on Bash: Claude Code refused a call after evident's PreToolUse let it through (2.1.332 fires this
 * event only for its auto-mode classifier's refusals). The command never ran: the row its PreToolUse opened for this
 * caller and this tool use id is closed with no changes, and the shell lease it held is released at once instead of at
 * its lapse (shell-lease.ts). Nothing else is touched: another caller's row, or another call's, stays as it is.
 * Decides nothing; the hook prints nothing.
 */
export async function shellRefused(ctx: HookContext): Promise<undefined> {
  const toolUseId = ctx.payload.tool_use_id ?? ''
  return toolUseId === '' ? undefined : closeRefused(ctx, [toolUseId])
}

/**
 * PostToolBatch: every call of the caller's batch has resolved, so a row of this caller for one of the batch's Bash
 * calls that still holds its window belongs to a call that got no PostToolUse — one Claude Code refused after PreToolUse
 * (a deny rule, an unanswered prompt in `-p`, a PermissionRequest hook's or the user's "No": 2.1.332 fires nothing
 * else after PreToolUse for them, docs/hooks.md). It is closed the same way. A call whose PostToolUse closed its row
 * (it ran, or was launched in the background) is not touched; nor is a row of a call the batch does not list, or of
 * another caller.
 */
export async function shellBatchResolved(ctx: HookContext): Promise<undefined> {
  const ids = batchBashIds(ctx.payload)
  return ids.length === 0 ? undefined : closeRefused(ctx, ids)
}

async function closeRefused(ctx: HookContext, toolUseIds: readonly string[]): Promise<undefined> {
  const db = await ctx.db()
  if (db === undefined) return undefined
  const state = callerState(db.sqlite, ctx.caller)
  if (state === undefined) return undefined
  const now = new Date().toISOString()
  writeHookDb(db, (s) => {
    for (const id of toolUseIds) closeRefusedShellCommand(s, state.callerId, id, now)
  })
  return undefined
}
