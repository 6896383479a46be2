import type { WorkerRole } from '../domain/vocabulary.js'
import type { Caller } from '../kernel/identity.js'

/**
 * The JSON Claude Code writes to a hook's stdin (fields checked against Claude Code 2.1.332). Read by hand,
 * not with zod: a hook process must start in milliseconds. Only the fields evident uses are typed.
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
}

export const TDD_AGENT_TYPE = 'evident:tdd-task'

/** The TDD coordinator's workers by agent type (plugin agents are named `evident:<name>`; docs/coordinator.md). */
export const WORKER_AGENT_TYPES: Readonly<Record<WorkerRole, string>> = {
  scenario: 'evident:scenario',
  implement: 'evident:implement',
  verify: 'evident:verify',
}

/** The coordinator role of an agent type, if it is one of the workers. */
export function workerRoleOf(agentType: string | undefined): WorkerRole | undefined {
  if (agentType === undefined || !agentType.startsWith('evident:')) return undefined
  const roles = Object.keys(WORKER_AGENT_TYPES) as WorkerRole[]
  return roles.find((role) => WORKER_AGENT_TYPES[role] === agentType)
}

/** The tools hooks.json routes to the edit hooks, and the prefix of evident's own MCP tools. */
export const EDIT_TOOLS: ReadonlySet<string> = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit'])
export const EVIDENT_TOOL_PREFIX = 'mcp__plugin_evident_evident__'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Parses stdin; throws (the CLI fails open) when it is not a hook payload. */
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

/** The caller a payload speaks for: (session, agent or "main"), its identity established by the hook. */
export function callerOf(payload: HookPayload): Caller {
  const agentId = payload.agent_id !== undefined && payload.agent_id !== '' ? payload.agent_id : 'main'
  const agentType = payload.agent_type !== undefined && payload.agent_type !== '' ? payload.agent_type : undefined
  return { sessionId: payload.session_id, agentId, ...(agentType === undefined ? {} : { agentType }), identity: 'hook' }
}

export const stringField = (input: Readonly<Record<string, unknown>> | undefined, key: string): string | undefined => {
  const value = input?.[key]
  return typeof value === 'string' ? value : undefined
}
