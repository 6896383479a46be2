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

export function deny(reason: string): HookOutput {
  return {
    hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: reason },
  }
}

/**
 * Rewrites the tool input, with no permission decision: Claude Code 2.1.332 applies `updatedInput` without one and
 * then asks the user's permission rules about the rewritten call — allowed by a rule, it runs; otherwise the user is
 * prompted with the rewritten input (in `-p` mode it is refused). Used only for evident's own MCP tools (the injected
 * caller); a user's command is never rewritten. `additionalContext` reaches the model next to the tool result.
 */
export function rewrite(updatedInput: Readonly<Record<string, unknown>>, additionalContext?: string): HookOutput {
  return {
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      updatedInput,
      ...(additionalContext === undefined ? {} : { additionalContext }),
    },
  }
}

export function context(hookEventName: string, additionalContext: string): HookOutput {
  return { hookSpecificOutput: { hookEventName, additionalContext } }
}
