import type { WorkStatus } from '../store/schema.js'

/** The statuses of goals and behaviors, as accepted by tdd_goal and tdd_behavior. */
export const WORK_STATUSES = ['pending', 'in_progress', 'done', 'abandoned'] as const satisfies readonly WorkStatus[]
