import type { FailedOpenSummary } from '../store/statements/hook-errors.js'

/** The longest SessionStart context (the tests hold it to that). */
const SESSION_CONTEXT_MAX = 800

/**
 * `context` with a line saying how many hook calls of this project failed before deciding and let the action
 * through unchecked (an agent that keeps the evidence store busy must be visible), in the longest wording that
 * keeps the whole text within `max` characters. Unchanged when there were none.
 */
export function withFailedOpenNotice(context: string, summary: FailedOpenSummary, max = SESSION_CONTEXT_MAX): string {
  if (summary.count === 0) return context
  const n = summary.count
  const calls = n === 1 ? '1 hook call' : `${n} hook calls`
  const latest = summary.latest === undefined ? '' : ` (latest: ${summary.latest.hook}, ${summary.latest.at})`
  const wordings = [
    `evident: ${calls} in this project failed before deciding and let the action through unchecked${latest}; keep the evidence store free.`,
    `evident: ${calls} failed before deciding and went unchecked${latest}; keep the evidence store free.`,
    `evident: ${calls} failed before deciding and went unchecked; keep the evidence store free.`,
    `evident: ${calls} went unchecked.`,
  ]
  const fits = wordings.find((w) => context.length + 1 + w.length <= max)
  return fits === undefined ? context : `${context}\n${fits}`
}
