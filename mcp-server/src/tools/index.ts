import type { ToolDef } from './define.js'
import { phaseTransitionTool } from './phase-transition.js'
import { runTestsTool } from './run-tests.js'
import { testErrorsTool } from './test-errors.js'
import { tddTaskTool } from './tdd-task.js'
import { tddPlanTool } from './tdd-plan.js'
import { tddGoalTool } from './tdd-goal.js'
import { tddBehaviorTool } from './tdd-behavior.js'
import { hypothesisTool } from './hypothesis.js'
import { inventoryTool } from './inventory.js'
import { progressPushTool } from './progress-push.js'
import { acceptanceMetricsTool } from './acceptance-metrics.js'
import { vddTool } from './vdd.js'
import { validationTool } from './validation.js'

/** Every tool the server serves. Remediations and descriptions may name only these. */
export const TOOLS: readonly ToolDef[] = [
  tddTaskTool,
  phaseTransitionTool,
  runTestsTool,
  testErrorsTool,
  tddGoalTool,
  tddBehaviorTool,
  hypothesisTool,
  inventoryTool,
  progressPushTool,
  acceptanceMetricsTool,
  vddTool,
  validationTool,
  tddPlanTool,
] as readonly ToolDef[]

export const TOOL_NAMES: readonly string[] = TOOLS.map((t) => t.name)
