import { endCallerRow, ensureCallerRow } from '../store/hook-db.js'
import type { HookContext } from '../engine/flows/hook-context.js'
import { tell, type HookDecision } from '../domain/hook-decision.js'
import { TDD_AGENT_TYPE } from '../domain/agent-types.js'

const TDD_AGENT_CONTEXT =
  'You are evident\'s TDD agent. Before writing any file, call tdd_task {"action":"start"}: until then every ' +
  'Edit/Write is denied and recorded as UNREGISTERED SESSION. Run tests only with run_tests.'

/** SubagentStart: registers the subagent as its own caller, child of the session. */
export async function subagentStart(ctx: HookContext): Promise<HookDecision | undefined> {
  ensureCallerRow(await ctx.writableDb(), ctx.caller, ctx.caller.sessionId)
  return ctx.caller.agentType === TDD_AGENT_TYPE ? tell(TDD_AGENT_CONTEXT) : undefined
}

/** SubagentStop: closes the subagent's caller row (its tasks stay as they are). */
export async function subagentStop(ctx: HookContext): Promise<undefined> {
  endCallerRow(await ctx.writableDb(), ctx.caller)
  return undefined
}
