import { appendFileSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import type { ConductEvent } from '../../domain/conduct-events.js'
import { eventsFile } from './files.js'

/**
 * Appends one event as one JSON line to `.tdd/events.jsonl` (creating `.tdd/` when needed). One `write` with
 * `O_APPEND`: lines of processes appending at once (the conductor and a supervisor) never interleave.
 */
export function appendEvent(root: string, event: ConductEvent): void {
  const file = eventsFile(root)
  mkdirSync(dirname(file), { recursive: true })
  appendFileSync(file, `${JSON.stringify(event)}\n`, { flag: 'a' })
}
