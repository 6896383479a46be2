/**
 * A hook denial as the model reads it. Claude Code shows it after "PreToolUse:<Tool> hook error: ", which reads like
 * a malfunction; so the text starts with what to do, then says why, and ends naming evident's rule, so it reads as
 * the decision it is.
 */
export function denialText(action: string, why: string, rule: string): string {
  return `${action}: ${why} (evident: ${rule}, a deliberate refusal by a TDD rule, not a malfunction.)`
}
