import { timingSafeEqual } from 'node:crypto'
import { EvidentError } from './errors.js'
import { proveCaller, type Caller, type InjectedCaller } from './identity.js'

/**
 * The server's check of a hook-injected caller (kernel/identity.ts): the proof must be the HMAC of the triple under
 * the secret next to the database, compared in constant time. Apart from kernel/identity.ts so that the hook CLI,
 * which only proves, never loads `node:crypto` for it.
 */
export function verifyCaller(secret: Uint8Array, injected: InjectedCaller): Caller {
  const expected = Buffer.from(proveCaller(secret, injected), 'hex')
  const given = Buffer.from(injected.proof, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new EvidentError(
      'unauthenticated',
      "the caller field was not injected by evident's PreToolUse hook (its proof does not verify)",
      "leave the caller field out: evident's hook fills it in",
    )
  }
  return { sessionId: injected.sessionId, agentId: injected.agentId, agentType: injected.agentType, identity: 'hook' }
}
