import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'

const entry = join(import.meta.dirname, '..', '..', 'dist', 'mcp-server', 'src', 'entry', 'main.js')

describe('built server over stdio', () => {
  it('serves the tools and answers a call with a clean protocol channel', async () => {
    expect(existsSync(entry), 'run `npm run build` first (npm test does)').toBe(true)
    const work = tempDir()
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [entry],
      cwd: work,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: work,
        EVIDENT_DB: join(work, 'e.sqlite'),
        EVIDENT_PROJECT_ROOT: work,
        EVIDENT_SESSION_ID: 'smoke',
      },
      stderr: 'pipe',
    })
    const client = new Client({ name: 'smoke', version: '0' })
    await client.connect(transport)
    try {
      const { tools } = await client.listTools()
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['tdd_task', 'tdd_phase_transition_request']))
      const result = (await client.callTool({
        name: 'tdd_task',
        arguments: { action: 'start', goal: 'smoke' },
      })) as CallToolResult
      expect(result.isError).not.toBe(true)
      expect(result.structuredContent).toMatchObject({ created: true })
      expect(existsSync(join(work, 'e.sqlite'))).toBe(true)
    } finally {
      await client.close()
    }
  })

  it('refuses to serve a call without any caller identity', async () => {
    const work = tempDir()
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [entry],
      cwd: work,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: work,
        EVIDENT_DB: join(work, 'e.sqlite'),
        EVIDENT_PROJECT_ROOT: work,
      },
      stderr: 'pipe',
    })
    const client = new Client({ name: 'smoke', version: '0' })
    await client.connect(transport)
    try {
      const result = (await client.callTool({
        name: 'tdd_task',
        arguments: { action: 'start', goal: 'x' },
      })) as CallToolResult
      expect(result.isError).toBe(true)
      expect(JSON.stringify(result.content)).toContain('No trusted caller')
    } finally {
      await client.close()
    }
  })
})
