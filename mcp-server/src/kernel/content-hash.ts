import type * as NodeCrypto from 'node:crypto'
import { createRequire } from 'node:module'
import sha256Wasm from 'sha256-wasm'

/**
 * SHA-256 (hex) of a file's bytes, as `sha256sum` prints it, for the PostToolUse hook's `content_hash`.
 *
 * The hook runs on every edit and every millisecond of it is the agent's wait. `node:crypto` costs a hook
 * ~3 ms just to load (it pulls in the stream modules), and pure-JavaScript SHA-256 runs cold at ~0.6 ms per
 * KB; sha256-wasm compiles a small WebAssembly module (~0.7 ms) and then hashes a few KB in well under a
 * millisecond. The digest is the same SHA-256 either way (test/kernel/content-hash.test.ts pins it to node:crypto);
 * a runtime without WebAssembly (`node --jitless`) falls back to node:crypto.
 *
 * Imported only by the PostToolUse handler, so no other hook compiles the WebAssembly module.
 */
export function contentSha256Hex(bytes: Uint8Array, wasm: typeof sha256Wasm = sha256Wasm): string {
  if (wasm.WASM === false) {
    const { createHash } = createRequire(import.meta.filename)('node:crypto') as typeof NodeCrypto
    return createHash('sha256').update(bytes).digest('hex')
  }
  return wasm().update(bytes).digest('hex')
}
