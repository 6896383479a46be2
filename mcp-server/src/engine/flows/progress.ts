import type { ProgressEvent } from '../../domain/progress-events.js'
import { checkProgressEvent } from '../gates/progress.js'
import { accept, refuse, type Checked } from '../../domain/checked.js'
import type { ProgressEventRow } from '../../domain/records.js'
import type { Caller } from '../../kernel/identity.js'
import type { Store } from '../../store/index.js'
import { insertProgressEvent, loadProgressFacts } from '../../store/progress.js'
import { ownTask } from './access.js'

/**
 * Checks a progress event against the caller's task tree and persists it, enriched with ordinals and texts.
 * A refused event names its reason; nothing is written then.
 */
export function pushProgress(
  store: Store,
  caller: Caller,
  taskId: number,
  event: ProgressEvent,
): Promise<Checked<ProgressEventRow>> {
  return store.write(async (tx) => {
    const task = await ownTask(tx, caller, taskId, 'read')
    if (!task.ok) return task
    const check = checkProgressEvent(event, await loadProgressFacts(tx, task.value, event))
    if (!check.ok) return refuse('conflict', `${check.reason}: ${check.detail}`, check.hint)
    return accept(
      await insertProgressEvent(
        tx,
        task.value,
        caller.agentId,
        event.type,
        { type: event.type, ...check.payload },
        check.narration,
      ),
    )
  })
}
