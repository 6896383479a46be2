import type * as NodeCrypto from 'node:crypto'
import { createRequire } from 'node:module'

/**
 * SHA-1 of bytes (git's object ids): `node:crypto`, loaded only when a hash is asked for — a hook that never needs one
 * does not pay the ~3 ms its load costs (kernel/content-hash.ts says why that matters on every tool call).
 */
export function sha1(...parts: readonly (Uint8Array | string)[]): Buffer {
  const { createHash } = createRequire(import.meta.filename)('node:crypto') as typeof NodeCrypto
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part)
  return hash.digest()
}
