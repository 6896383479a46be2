import type * as z from 'zod'

/**
 * Refuses fields that the chosen action does not use, so a misplaced argument is reported instead of
 * silently ignored (for flat action schemas; `action` and the hook-injected `caller` are always allowed).
 */
export function onlyFields(
  ctx: z.RefinementCtx, action: string, input: Readonly<Record<string, unknown>>, allowed: readonly string[],
): void {
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || field === 'action' || field === 'caller' || allowed.includes(field)) continue
    ctx.addIssue({ code: 'custom', path: [field], message: `action "${action}" does not take ${field} (it takes ${allowed.join(', ')})` })
  }
}
