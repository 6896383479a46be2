import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'

/**
 * SHA-256 of short strings (a project root, a caller triple) without `node:crypto`. Loading `node:crypto`
 * costs a hook process ~2.5 ms (it pulls in the stream modules), more than hashing a path in JavaScript; the
 * results are byte-identical to `createHash('sha256')` / `createHmac('sha256')`, so what a hook computes
 * matches what the server computes with either. File contents are hashed with `node:crypto` (engine/flows/record-edit.ts):
 * for kilobytes it is far faster than JavaScript.
 */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)))
}

export function hmacSha256Hex(key: Uint8Array, text: string): string {
  return bytesToHex(hmac(sha256, key, utf8ToBytes(text)))
}
