import type { HookDecision } from '../domain/hook-decision.js'

/**
 * What a hook prints: nothing (no decision), or one `hookSpecificOutput` object. The only permission decision a hook
 * of evident can give is `deny`: it never approves a call (`allow` would skip the user's permission prompt and
 * rules; `ask` would prompt for a call the user's rules allow). Every call it does not deny goes through the user's
 * own permission rules and prompts, exactly as without evident (docs/hooks.md, "Permissions").
 */
export interface HookOutput {
  readonly hookSpecificOutput: {
    readonly hookEventName: string
    readonly permissionDecision?: 'deny'
    readonly permissionDecisionReason?: string
    readonly updatedInput?: Readonly<Record<string, unknown>>
    readonly additionalContext?: string
  }
}

/**
 * The wire format of a decision made during `event`. A denial and a rewrite answer PreToolUse. A rewrite gives no
 * permission decision: Claude Code 2.1.332 applies `updatedInput` without one and then asks the user's permission
 * rules about the rewritten call — allowed by a rule, it runs; otherwise the user is prompted with the rewritten input
 * (in `-p` mode it is refused). Used only for evident's own MCP tools (the injected caller); a user's command is never
 * rewritten. Told text (`additionalContext`) reaches the model next to the tool result.
 */
export function toOutput(event: string, decision: HookDecision | undefined): HookOutput | undefined {
  if (decision === undefined) return undefined
  switch (decision.kind) {
    case 'deny':
      return {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: decision.reason,
        },
      }
    case 'tell':
      return { hookSpecificOutput: { hookEventName: event, additionalContext: decision.text } }
    case 'rewrite':
      return {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          updatedInput: decision.input,
          ...(decision.text === undefined ? {} : { additionalContext: decision.text }),
        },
      }
  }
}
