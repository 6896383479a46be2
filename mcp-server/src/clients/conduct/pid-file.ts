import { readFileSync } from 'node:fs'
import { leafFile } from './files.js'
import { writeAtomic } from './write-atomic.js'

/**
 * `.tdd/<name>.pid`: who runs the leaf. The supervisor writes it before its first launch and again each time a leaf
 * starts (its pid, which is also its process group); the waiter reads it to tell a leaf that is still running from one
 * whose supervisor was killed.
 */
export interface LeafPidRecord {
  readonly supervisorPid: number
  /** The running attempt's leaf and its process group (the same number: the leaf leads its own group). */
  readonly leafPid?: number | undefined
  readonly pgid?: number | undefined
  /** The stuck-retry attempt the leaf fields are about, 1-based. */
  readonly attempt?: number | undefined
  /** ISO-8601 time the supervisor started. */
  readonly startedAt: string
  /** The running attempt's session id, when the leaf command takes one (supervise.ts `LEAF_SESSION_ARG`). */
  readonly session?: string | undefined
}

export function writePidRecord(root: string, name: string, record: LeafPidRecord): void {
  writeAtomic(leafFile(root, name, 'pid'), `${JSON.stringify(record)}\n`)
}

/** The record, `'missing'`, or `'invalid'` (not a record the supervisor wrote). */
export function readPidRecord(root: string, name: string): LeafPidRecord | 'missing' | 'invalid' {
  let text: string
  try {
    text = readFileSync(leafFile(root, name, 'pid'), 'utf8')
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'invalid'
  }
  try {
    const record = JSON.parse(text) as Partial<LeafPidRecord> | null
    if (
      typeof record?.supervisorPid !== 'number' ||
      !Number.isInteger(record.supervisorPid) ||
      record.supervisorPid < 1
    )
      return 'invalid'
    return {
      supervisorPid: record.supervisorPid,
      leafPid: positive(record.leafPid),
      pgid: positive(record.pgid),
      attempt: positive(record.attempt),
      startedAt: typeof record.startedAt === 'string' ? record.startedAt : '',
      session: typeof record.session === 'string' ? record.session : undefined,
    }
  } catch {
    return 'invalid'
  }
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined
