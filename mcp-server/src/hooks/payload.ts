import type { HookPayload } from '../domain/hook-payload.js'

/** The tools hooks.json routes to the edit hooks, and the prefix of evident's own MCP tools. */
export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit'])
export const EVIDENT_TOOL_PREFIX = 'mcp__plugin_evident_evident__'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Parses stdin into the payload (domain/hook-payload.ts); throws (the CLI fails open) when it is not a hook payload.
 * Read by hand, not with zod: a hook process must start in milliseconds.
 */
export function parsePayload(text: string): HookPayload {
  const value: unknown = JSON.parse(text)
  if (!isRecord(value) || typeof value['session_id'] !== 'string' || value['session_id'] === '') {
    throw new Error('hook payload has no session_id')
  }
  for (const key of ['cwd', 'agent_id', 'agent_type', 'tool_name', 'hook_event_name'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'string')
      throw new Error(`hook payload field ${key} is not a string`)
  }
  if (value['tool_input'] !== undefined && !isRecord(value['tool_input']))
    throw new Error('hook payload field tool_input is not an object')
  return value as unknown as HookPayload
}
