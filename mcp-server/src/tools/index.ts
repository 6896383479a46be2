import type { ToolDef } from './define.js'
import { phaseTransitionTool } from './phase-transition.js'
import { tddTaskTool } from './tdd-task.js'

/** Every tool the server serves. Remediations and descriptions may name only these. */
export const TOOLS: readonly ToolDef[] = [
  tddTaskTool,
  phaseTransitionTool,
] as readonly ToolDef[]

export const TOOL_NAMES: readonly string[] = TOOLS.map((t) => t.name)
