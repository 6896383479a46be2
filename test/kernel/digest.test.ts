import { createHash, createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hmacSha256Hex, sha256Hex } from '../../mcp-server/src/kernel/digest.js'
import { proveCaller } from '../../mcp-server/src/kernel/identity.js'
import { projectKey } from '../../mcp-server/src/kernel/paths.js'

const SAMPLES = ['', 'abc', '/home/dev/projects/my app', '/tmp/projét/ünïcode/日本語', 'x'.repeat(1000)]

describe('digest without node:crypto', () => {
  it('computes the same SHA-256 as node:crypto for ASCII, Unicode, empty and long input', () => {
    for (const text of SAMPLES)
      expect(sha256Hex(text), JSON.stringify(text)).toBe(createHash('sha256').update(text).digest('hex'))
  })

  it("computes the same HMAC-SHA256 as node:crypto, so a hook's proof verifies on the server", () => {
    const key = Buffer.from('0f'.repeat(32), 'hex')
    for (const text of SAMPLES)
      expect(hmacSha256Hex(key, text)).toBe(createHmac('sha256', key).update(text).digest('hex'))
    const caller = { sessionId: 's-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
    expect(proveCaller(key, caller)).toBe(
      createHmac('sha256', key).update('s-1\u0000agent-7\u0000evident:tdd-task').digest('hex'),
    )
  })

  it('keeps every project key (and so every database location) it had with node:crypto', () => {
    expect(projectKey('/home/dev/projects/my app')).toBe(
      `my_app-${createHash('sha256').update('/home/dev/projects/my app').digest('hex').slice(0, 12)}`,
    )
  })
})
