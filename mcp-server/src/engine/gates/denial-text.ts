/**
 * A hook denial as the model reads it. Claude Code shows it after "PreToolUse:<Tool> hook error: ", which reads like
 * a malfunction; so the text starts with what to do, then says why, and ends naming evident's rule, so it reads as
 * the decision it is.
 */
export function denialText(action: string, why: string, rule: string): string {
  return `${action}: ${why} (evident: ${rule}, a deliberate refusal by a TDD rule, not a malfunction.)`
}

/** A denial text with a sentence added to its reason, before the rule's name. */
export function withNote(text: string, note: string): string {
  const at = text.lastIndexOf(' (evident: ')
  return at === -1 ? `${text} ${note}` : `${text.slice(0, at)} ${note}${text.slice(at)}`
}
