import { EVIDENT_TOOL_PREFIX } from './payload.js'

/**
 * Fail CLOSED for evident's own MCP tools. Every other hook failure fails open (entry/hook-cli.ts), but a PreToolUse on an
 * evident tool that cannot finish would let the model's own `caller` field reach the server unreplaced: so a
 * crash there denies the call instead. Not a rule violation: an infrastructure problem, said so, with what to do.
 * Kept tiny and free of imports beyond payload.ts: entry/hook-boot.ts uses it when the hook CLI itself cannot start.
 */
export function ownToolDenial(event: string, stdin: string, error: unknown): string | undefined {
  if (event !== 'PreToolUse') return undefined
  const tool = toolName(stdin)
  if (tool?.startsWith(EVIDENT_TOOL_PREFIX) !== true) return undefined
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason: infrastructureDenial(tool, error),
    },
  })
}

/** The reason shown when evident cannot add a proven caller to one of its own tools. */
export function infrastructureDenial(tool: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  // An EvidentError's hint says what fixes it (e.g. remove the unusable key): the user the model tells needs it.
  const hint = typeof (error as { hint?: unknown } | null)?.hint === 'string' ? (error as { hint: string }).hint : ''
  return (
    `evident: ${tool} was not called because evident's hook could not add a proven caller identity (${message}${hint === '' ? '' : `; ${hint}`}). ` +
    'This is an infrastructure problem in evident, not a rule violation and not your fault. ' +
    "Do not pass a caller field yourself: tell the user (the details are in the evidence database's hook_errors table) and retry once it is fixed."
  )
}

/**
 * Fail CLOSED on a store evident cannot use (store/open-errors.ts#unusableStore: damaged, not a regular file, from a
 * newer evident, not upgradable): a PreToolUse that needed the evidence to judge the call denies it, saying why and what
 * to do — not a rule violation, and never an allow the evidence might have refused. (A store that is only busy, or a
 * native module still building, fails open as before: counted, and said at the next SessionStart.)
 */
export function unusableStoreDenial(event: string, stdin: string, error: unknown): string | undefined {
  if (event !== 'PreToolUse' || !markedUnusable(error)) return undefined
  const tool = toolName(stdin) ?? 'the tool'
  const message = error instanceof Error ? error.message : String(error)
  const hint = (error as { hint?: unknown }).hint
  return JSON.stringify({
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: 'deny',
      permissionDecisionReason:
        `evident: this ${tool} call was denied because evident cannot check it: ${message}. ` +
        (typeof hint === 'string' ? `To fix (the user): ${hint}. ` : '') +
        'This is an infrastructure problem in evident, not a rule violation: tell the user, and retry once it is fixed.',
    },
  })
}

/** Whether an error is store/open-errors.ts#unusableStore's (by its mark: this file imports nothing from store/). */
export function markedUnusable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { unusableStore?: unknown }).unusableStore === true
}

function toolName(stdin: string): string | undefined {
  try {
    const value: unknown = (JSON.parse(stdin) as { tool_name?: unknown }).tool_name
    return typeof value === 'string' ? value : undefined
  } catch {
    return undefined
  }
}
