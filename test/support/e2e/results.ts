import type { Conversation } from './model-server.js'

/**
 * The newest number `pick` finds in a tool result of the conversation so far. Claude Code 2.1.332 hands the model an
 * evident tool's structuredContent (JSON) when the result has one, so ids are read from that JSON.
 */
export function latest(c: Conversation, what: string, pick: (data: Record<string, unknown>) => unknown): number {
  for (const result of [...c.results].reverse()) {
    let data: unknown
    try {
      data = JSON.parse(result.text)
    } catch {
      continue
    }
    const value = typeof data === 'object' && data !== null ? pick(data as Record<string, unknown>) : undefined
    if (typeof value === 'number') return value
  }
  throw new Error(
    `no tool result carries ${what}: ${c.results
      .map((r) => r.text)
      .join(' | ')
      .slice(0, 2000)}`,
  )
}
