import { loadCallerSecret, proveCaller } from '../identity.js'
import type { HookContext } from './context.js'
import { rewrite, type HookOutput } from './output.js'

/**
 * PreToolUse on evident's own MCP tools: puts the caller (session, agent, agent type) and its proof into
 * the tool input, replacing whatever the model wrote there. The server verifies the proof with the secret
 * stored next to the database and attributes the call to exactly this caller.
 */
export function injectCaller(ctx: HookContext): HookOutput {
  const { caller } = ctx
  const proof = proveCaller(loadCallerSecret(ctx.location().path), caller)
  const injected = {
    sessionId: caller.sessionId,
    agentId: caller.agentId,
    ...(caller.agentType === undefined ? {} : { agentType: caller.agentType }),
    proof,
  }
  return rewrite(
    { ...ctx.payload.tool_input, caller: injected },
    'evident: caller identity added by the evident plugin',
  )
}
