import { accept, type Checked } from '../../domain/checked.js'
import type { Caller } from '../../kernel/identity.js'
import { ensureCaller } from '../../store/callers.js'
import { insertHandoff } from '../../store/handoffs.js'
import type { Store } from '../../store/index.js'
import { checkHandoffOffer } from '../gates/follow.js'

/**
 * The seed's "explicit task-id escape hatch" for a named teammate, read-only: the main agent offers a handoff and puts
 * its id into the teammate's prompt; the teammate (the main agent of another session) starts its task with it
 * (`startTask` with `handoffId`), which links that one task to the offering session (engine/gates/follow.ts).
 */
export interface Offered {
  readonly handoffId: string
}

/** Records an offer by the caller (a hook-proven main agent) and returns its id: random, so nobody can guess it. */
export async function offerHandoff(store: Store, caller: Caller): Promise<Checked<Offered>> {
  const refused = checkHandoffOffer(caller)
  if (refused !== undefined) return refused
  const handoffId = `handoff-${Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('hex')}`
  return store.write(async (tx) => {
    await insertHandoff(tx, await ensureCaller(tx, caller), handoffId)
    return accept({ handoffId })
  })
}
