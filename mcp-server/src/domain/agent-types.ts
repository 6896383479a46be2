import type { WorkerRole } from './vocabulary.js'

/** evident's TDD subagent (plugin agents are named `evident:<name>`; agents/tdd-task.md). */
export const TDD_AGENT_TYPE = 'evident:tdd-task'

/** The TDD coordinator's workers by agent type (docs/coordinator.md). */
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
