#!/usr/bin/env node
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { errorMessage } from './errors.js'
import { callerFromEnv } from './identity.js'
import { log } from './log.js'
import { resolveDbLocation } from './paths.js'
import { createServer } from './server.js'
import { openStore } from './store/index.js'

/** Entry point of the `evident` MCP server over stdio. stdout is the protocol: nothing else writes there. */
async function main(): Promise<void> {
  const location = resolveDbLocation(process.env, process.cwd())
  const store = await openStore(location.path)
  const server = createServer({ store, projectRoot: location.projectRoot, fallbackCaller: callerFromEnv(process.env) })
  const transport = new StdioServerTransport()
  const shutdown = async (): Promise<void> => {
    await server.close().catch(() => undefined)
    await store.close().catch(() => undefined)
    process.exit(0)
  }
  process.stdin.on('end', () => void shutdown())
  process.on('SIGTERM', () => void shutdown())
  process.on('SIGINT', () => void shutdown())
  await server.connect(transport)
  log('info', 'evident MCP server ready', { db: location.path, root: location.projectRoot, source: location.source })
}

main().catch((error: unknown) => {
  log('error', `evident MCP server failed to start: ${errorMessage(error)}`)
  process.exit(1)
})
