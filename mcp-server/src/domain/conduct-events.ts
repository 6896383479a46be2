import type { ConductEventKind, LeafActor, LeafPhase } from './vocabulary.js'

/** What the conductor's event log says happened: one JSON object per line of `.tdd/events.jsonl`, one store row. */
export interface ConductEvent {
  readonly kind: ConductEventKind
  /** ISO-8601 time the event was written. */
  readonly at: string
  readonly issue: number
  /** The ledger step's 1-based number and its title (data, as the ledger has it); absent before planning. */
  readonly step?: number | undefined
  readonly stepTitle?: string | undefined
  /** The leaf this event is about (`develop-red`, `verdict-green`, …). */
  readonly leaf?: string | undefined
  readonly actor?: LeafActor | undefined
  readonly phase?: LeafPhase | undefined
  /** 1-based: the revision attempt for developer leaves, the stuck-retry attempt inside the supervisor. */
  readonly attempt?: number | undefined
  /** The evident version the leaf ran under. */
  readonly pluginVersion?: string | undefined
  /** The content hash (`sha256:<hex>`) of the plugin snapshot the run pinned at its start (clients/conduct/plugin-snapshot.ts). */
  readonly pluginHash?: string | undefined
  /** Exit code (exit), 0 PASS / 1 REJECT / 2 malformed (verdict). */
  readonly code?: number | undefined
  /** The supervisor's status, a verdict's reason, a bail's cause … one line. */
  readonly detail?: string | undefined
  /** The `claude -p` session id the conductor gave the leaf (launch). */
  readonly leafSession?: string | undefined
}

/**
 * How a run-start event's detail says its leaves run unsealed (`evident conduct run --unsealed` where they could not
 * be sealed): the report shows the run so.
 */
export const LEAVES_UNSEALED = 'leaves unsealed (--unsealed)'
