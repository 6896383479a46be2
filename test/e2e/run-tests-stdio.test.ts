import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { copyFixture, REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

const entry = join(REPO, 'dist', 'mcp-server', 'src', 'entry', 'main.js')

describe('run_tests through the built server over stdio', () => {
  it("runs the project's vitest with the compiled reporter and keeps the protocol channel clean", async () => {
    expect(existsSync(entry), 'run `npm run build` first (npm test does)').toBe(true)
    const root = copyFixture('failing')
    const work = tempDir()
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [entry],
      cwd: root,
      stderr: 'pipe',
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: work,
        EVIDENT_DB: join(work, 'e.sqlite'),
        EVIDENT_PROJECT_ROOT: root,
        EVIDENT_SESSION_ID: 'stdio',
      },
    })
    const client = new Client({ name: 'stdio-run-tests', version: '0' })
    const protocolErrors: Error[] = []
    await client.connect(transport)
    client.onerror = (error) => {
      protocolErrors.push(error)
    }
    try {
      const run = (await client.callTool({ name: 'run_tests', arguments: {} }, undefined, {
        timeout: scaled(120_000),
      })) as CallToolResult
      expect(run.isError).not.toBe(true)
      expect(run.structuredContent).toMatchObject({ outcome: 'failed', counts: { total: 2, passed: 1, failed: 1 } })
      expect((run.structuredContent?.['failures'] as { where: string }[])[0]?.where).toBe('test/sum.test.ts:16')
      const errors = (await client.callTool({ name: 'test_errors', arguments: {} })) as CallToolResult
      expect(errors.structuredContent).toMatchObject({
        outcome: 'failed',
        errors: [expect.objectContaining({ name: 'AssertionError', expected: '4', actual: '3' })],
      })
      expect(protocolErrors).toEqual([])
    } finally {
      await client.close()
    }
  })
})
