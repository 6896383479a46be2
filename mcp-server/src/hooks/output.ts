/** What a hook prints. Allow = print nothing; everything else is one `hookSpecificOutput` object. */
export interface HookOutput {
  readonly hookSpecificOutput: {
    readonly hookEventName: string
    readonly permissionDecision?: 'allow' | 'deny'
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
 * Rewrites the tool input. Claude Code applies `updatedInput` only together with a permission decision;
 * `allow` is given only for the input of evident's own MCP tools (the injected caller), and the user's
 * deny and ask rules still apply to them. A user's command is never rewritten, so never approved, by evident.
 * `additionalContext` reaches the model next to the tool result (an allow's reason is shown only to the user).
 */
export function rewrite(
  updatedInput: Readonly<Record<string, unknown>>,
  reason: string,
  additionalContext?: string,
): HookOutput {
  return {
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'allow',
      permissionDecisionReason: reason,
      updatedInput,
      ...(additionalContext === undefined ? {} : { additionalContext }),
    },
  }
}

export function context(hookEventName: string, additionalContext: string): HookOutput {
  return { hookSpecificOutput: { hookEventName, additionalContext } }
}
