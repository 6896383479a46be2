import { existsSync } from 'node:fs'
import { appendEvent } from './event-log.js'
import type { ConductEvent } from '../../domain/conduct-events.js'
import { errorMessage } from '../../kernel/errors.js'
import { insertConductEvent } from '../../store/conduct-events.js'
import { openStore } from '../../store/index.js'

/**
 * Records one conductor event twice: a line of `.tdd/events.jsonl` (always) and a `conduct_events` row in the
 * project's store when it has one (the report reads it; a verifier's launch row dates the runs its verdict is held
 * to). A store that cannot take it loses nothing from the log: the reason comes back for the caller to print.
 */
export async function recordConductEvent(
  root: string,
  dbPath: string,
  event: ConductEvent,
): Promise<string | undefined> {
  appendEvent(root, event)
  return storeConductEvent(root, dbPath, event)
}

/** The store half of `recordConductEvent`: a row in the project's existing store; the reason when it could not. */
export async function storeConductEvent(
  root: string,
  dbPath: string,
  event: ConductEvent,
): Promise<string | undefined> {
  if (!existsSync(dbPath)) return undefined
  try {
    const store = await openStore(dbPath)
    try {
      await store.write((tx) => insertConductEvent(tx, root, event))
      return undefined
    } finally {
      await store.close()
    }
  } catch (error) {
    return `the event is in .tdd/events.jsonl but not in the store: ${errorMessage(error)}`
  }
}
