import { spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import type sha256Wasm from 'sha256-wasm'
import { describe, expect, it } from 'vitest'
import { contentSha256Hex } from '../../mcp-server/src/kernel/content-hash.js'

const nodeSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex')

// Around SHA-256's 64-byte block and its 55/56-byte padding edge, one and several WebAssembly pages (64 KiB),
// and enough bytes to make the module grow its memory.
const SIZES = [0, 1, 55, 56, 63, 64, 65, 119, 120, 127, 128, 4095, 4096, 65_535, 65_536, 65_539, 3 * 1024 * 1024 + 7]

describe("content hash of a file's bytes", () => {
  it('is the SHA-256 node:crypto computes, at every block, padding and memory-page boundary', () => {
    for (const size of SIZES) {
      const bytes = randomBytes(size)
      expect(contentSha256Hex(bytes), `${size} bytes`).toBe(nodeSha256(bytes))
    }
  })

  it('hashes the bytes as they are on disk: UTF-8 text, and bytes that are not valid UTF-8', () => {
    const text = Buffer.from("it('añade 日本語', () => { expect(sum(1, 2)).toBe(3) })\n", 'utf8')
    expect(contentSha256Hex(text)).toBe(nodeSha256(text))
    const binary = Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28, 0xa0, 0xa1])
    expect(contentSha256Hex(binary)).toBe(nodeSha256(binary))
  })

  it('stays right over many calls in one process, small after large (the module reuses its memory)', () => {
    const inputs = [randomBytes(200_000), randomBytes(10), randomBytes(70_000), Buffer.alloc(0), randomBytes(64)]
    for (let round = 0; round < 3; round++) {
      for (const bytes of inputs) expect(contentSha256Hex(bytes)).toBe(nodeSha256(bytes))
    }
  })

  it('falls back to node:crypto where the runtime has no WebAssembly', () => {
    const noWasm = Object.assign(
      () => {
        throw new Error('the WebAssembly path must not be taken')
      },
      { WASM: false as const },
    )
    const bytes = randomBytes(1000)
    expect(contentSha256Hex(bytes, noWasm as unknown as typeof sha256Wasm)).toBe(nodeSha256(bytes))
  })

  it('sees "no WebAssembly" exactly as a jitless Node reports it', () => {
    const main = createRequire(import.meta.url).resolve('sha256-wasm')
    const probe = (flags: readonly string[]): string => {
      const run = spawnSync(
        process.execPath,
        [...flags, '-e', 'process.stdout.write(String(require(process.argv[1]).WASM === false))', main],
        { encoding: 'utf8' },
      )
      expect(run.status, run.stderr).toBe(0)
      return run.stdout
    }
    expect(probe(['--jitless'])).toBe('true')
    expect(probe([])).toBe('false')
  })
})
