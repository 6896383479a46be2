import type { ProgressEventRow } from '../../domain/records.js'
import type { ProgressView, TaskView } from './model.js'
import type { Db } from '../../store/index.js'
import { progressTimeline } from '../../store/progress.js'

/** Progress events per task: the newest, so that a long task keeps the report readable. */
const MAX_PROGRESS = 200

/** A task's progress events for the report's timeline, in push order. */
export async function loadProgress(db: Db, taskId: number): Promise<TaskView['progress']> {
  const { events, omitted } = await progressTimeline(db, taskId, MAX_PROGRESS)
  return { events: events.map(progressView), omitted }
}

/** An event as a timeline row: its behavior's label, and only what the type and label do not already say. */
function progressView(e: ProgressEventRow): ProgressView {
  const text = (key: string): string => {
    const value = e.payload[key]
    return typeof value === 'string' ? value : ''
  }
  const behavior = text('label') === '' ? null : text('label')
  const detail =
    behavior === null
      ? e.narration
      : e.type === 'phase_transition'
        ? `${text('fromPhase')} → ${text('toPhase')}`
        : e.type === 'blocked'
          ? `${text('reason')} (failure ${text('failureSignatureHash')})`
          : e.type === 'behavior_abandoned'
            ? text('reason')
            : ''
  return { at: e.at, type: e.type, behavior, agent: e.agentId, detail }
}
