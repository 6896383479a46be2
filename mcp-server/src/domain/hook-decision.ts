/**
 * What evident decides about one hook call, before it is Claude Code's JSON (`hooks/output.ts#toOutput` writes it for
 * the event): `deny` refuses a PreToolUse call with a reason; `tell` puts text before the model (next to a tool
 * result, or at the start of a session or subagent); `rewrite` replaces the input of one of evident's own MCP tools
 * (the proven caller) with no permission decision. There is no `allow`: evident never approves a call — every call it
 * does not deny goes through the user's own permission rules and prompts (docs/hooks.md, "Permissions").
 */
export type HookDecision =
  | { readonly kind: 'deny'; readonly reason: string }
  | { readonly kind: 'tell'; readonly text: string }
  | { readonly kind: 'rewrite'; readonly input: Readonly<Record<string, unknown>>; readonly text?: string | undefined }

export const deny = (reason: string): HookDecision => ({ kind: 'deny', reason })

export const tell = (text: string): HookDecision => ({ kind: 'tell', text })

export const rewrite = (input: Readonly<Record<string, unknown>>, text?: string): HookDecision => ({
  kind: 'rewrite',
  input,
  ...(text === undefined ? {} : { text }),
})
