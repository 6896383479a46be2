/**
 * The JSON Claude Code writes to a hook's stdin (fields checked against Claude Code 2.1.332); `hooks/payload.ts` reads
 * it. Only the fields evident uses are typed.
 */
export interface HookPayload {
  readonly session_id: string
  readonly hook_event_name?: string | undefined
  readonly cwd?: string | undefined
  readonly transcript_path?: string | undefined
  readonly permission_mode?: string | undefined
  /** Inside a subagent (and on SubagentStart/Stop): the subagent's id and type. */
  readonly agent_id?: string | undefined
  readonly agent_type?: string | undefined
  readonly source?: string | undefined
  readonly tool_name?: string | undefined
  readonly tool_input?: Readonly<Record<string, unknown>> | undefined
  readonly tool_response?: unknown
  readonly tool_use_id?: string | undefined
  /** PostToolBatch: every call of the batch (`tool_name`, `tool_input`, `tool_use_id`, `tool_response`), unchecked. */
  readonly tool_calls?: unknown
}

/** A string field of a tool input; undefined when it is missing or not a string. */
export const stringField = (input: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined => {
  const value = input?.[key]
  return typeof value === 'string' ? value : undefined
}

/** The tool use ids of the Bash calls a PostToolBatch payload lists (anything malformed is skipped). */
export function batchBashIds(payload: HookPayload): readonly string[] {
  if (!Array.isArray(payload.tool_calls)) return []
  return payload.tool_calls.flatMap((call: unknown) => {
    if (typeof call !== 'object' || call === null) return []
    const { tool_name: name, tool_use_id: id } = call as Record<string, unknown>
    return name === 'Bash' && typeof id === 'string' && id !== '' ? [id] : []
  })
}
