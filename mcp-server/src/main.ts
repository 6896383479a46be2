#!/usr/bin/env node
import { fileURLToPath } from 'node:url'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { errorMessage } from './errors.js'
import { callerFromEnv } from './identity.js'
import { log } from './log.js'
import { resolveDbLocation } from './paths.js'
import { createServer } from './server.js'
import { lazyStore, prepareStore } from './store/prepare.js'

/** Entry point of the `evident` MCP server over stdio. stdout is the protocol: nothing else writes there. */
async function main(): Promise<void> {
  const location = resolveDbLocation(process.env, process.cwd())
  // The protocol is served at once; the store opens behind it, because right after a marketplace install it first
  // needs a native build (about a minute). Meanwhile a tool call answers "preparing, call again" after a short grace
  // wait; an open that failed is retried by the next call.
  const builder = fileURLToPath(new URL('./native-build.js', import.meta.url))
  const store = lazyStore(location.path, (report) => prepareStore(location.path, process.env, builder, report))
  const server = createServer({
    store,
    projectRoot: location.projectRoot,
    fallbackCaller: callerFromEnv(process.env),
    ready: store.ready,
  })
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
