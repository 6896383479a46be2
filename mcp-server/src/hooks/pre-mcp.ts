import { loadCallerSecret, proveCaller } from '../kernel/identity.js'
import type { HookContext } from '../engine/flows/hook-context.js'
import { deny, rewrite, type HookDecision } from '../domain/hook-decision.js'
import { infrastructureDenial } from './own-tool-denial.js'

/**
 * PreToolUse on evident's own MCP tools: puts the caller (session, agent, agent type) and its proof into
 * the tool input, replacing whatever the model wrote there, and gives no permission decision: whether the call runs is
 * up to the user's permission rules and prompts. The server verifies the proof with the secret
 * stored next to the database and attributes the call to exactly this caller.
 *
 * It fails CLOSED: when the proof cannot be made (the key is unreadable, a directory, malformed), the call is
 * denied as an infrastructure problem and a hook error is recorded — the model's own `caller` never goes through.
 */
export async function injectCaller(ctx: HookContext): Promise<HookDecision> {
  const { caller } = ctx
  let proof: string
  try {
    proof = proveCaller(loadCallerSecret(ctx.location().path), caller)
  } catch (error) {
    const tool = ctx.payload.tool_name ?? 'this evident tool'
    process.stderr.write(`evident: denied ${tool} (not a rule decision): ${(error as Error).message}\n`)
    try {
      const { recordHookFailure } = await import('../engine/flows/hook-failure.js')
      recordHookFailure(ctx.event, error, ctx.env, ctx.cwd, ctx.caller.sessionId, false)
    } catch {
      // The database itself may be what is broken: stderr is all we can do.
    }
    return deny(infrastructureDenial(tool, error))
  }
  const injected = {
    sessionId: caller.sessionId,
    agentId: caller.agentId,
    ...(caller.agentType === undefined ? {} : { agentType: caller.agentType }),
    proof,
  }
  const replaced = ctx.payload.tool_input?.['caller'] !== undefined
  // No permission decision: the user's own rules and prompts decide whether the call runs (hooks/output.ts#toOutput).
  return rewrite({ ...ctx.payload.tool_input, caller: injected }, replaced ? CALLER_REPLACED : undefined)
}

/** Told to the model when it set `caller` itself: the call went through, under its real identity. */
export const CALLER_REPLACED = 'evident replaced the caller field you set; leave it out'
