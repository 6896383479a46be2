import { writeHookDb } from '../../store/hook-db.js'
import { callerState } from '../../store/statements/callers.js'
import { closeRefusedShellCommand } from '../../store/statements/shell-commands.js'
import type { HookContext } from './hook-context.js'

/**
 * PermissionDenied on Bash: Claude Code refused a call after evident's PreToolUse let it through (2.1.332 fires this
 * event only for its auto-mode classifier's refusals; a deny rule, an unanswered prompt in `-p`, a PermissionRequest
 * hook's or the user's "No" fire nothing after PreToolUse, docs/hooks.md). The command never ran: the row its
 * PreToolUse opened for this caller and this tool use id is closed with no changes, and the shell lease it held is
 * released at once instead of at its lapse (shell-lease.ts). Nothing else is touched: another caller's row, or another
 * call's, stays as it is. Decides nothing; the hook prints nothing.
 */
export async function shellRefused(ctx: HookContext): Promise<undefined> {
  const toolUseId = ctx.payload.tool_use_id ?? ''
  if (toolUseId === '') return undefined
  const db = await ctx.db()
  if (db === undefined) return undefined
  const state = callerState(db.sqlite, ctx.caller)
  if (state === undefined) return undefined
  writeHookDb(db, (s) => closeRefusedShellCommand(s, state.callerId, toolUseId, new Date().toISOString()))
  return undefined
}
