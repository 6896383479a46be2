#!/usr/bin/env node
import { fileURLToPath } from 'node:url'
import { errorMessage } from '../kernel/errors.js'
import { callerFromEnv } from '../kernel/identity.js'
import { log, type Level } from '../kernel/log.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { createServer } from './server.js'
import { StdioLineTransport } from './stdio-transport.js'
import { lazyStore, prepareStore } from '../store/prepare.js'

/**
 * Entry point of the `evident` MCP server over stdio. stdout is the protocol: nothing else writes there. The process
 * lives exactly as long as its connection: when the transport closes, for any reason (stdin ended, stdin or stdout
 * failed, the server closed it), or on SIGTERM/SIGINT, it logs why and exits. Test runs it started die with it
 * (runners/spawn.ts: their supervisor sees the server's end).
 */
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
  const transport = new StdioLineTransport(process.stdin, process.stdout)
  let exiting = false
  const shutdown = async (level: Level, why: string, code: number): Promise<void> => {
    if (exiting) return
    exiting = true
    log(level, `evident MCP server exiting: ${why}`)
    await server.close().catch(() => undefined)
    await store.close().catch(() => undefined)
    process.exit(code)
  }
  transport.onDropped = (bytes, id) => {
    log('warn', `dropped a message of ${bytes} bytes (over the limit) and answered it with an error`, {
      id: id ?? null,
    })
  }
  server.server.onerror = (error) => {
    log('warn', `MCP protocol error: ${errorMessage(error)}`)
  }
  server.server.onclose = () => {
    const reason = transport.closeReason ?? { message: 'the MCP transport closed', ordinary: false }
    void shutdown(reason.ordinary ? 'info' : 'warn', reason.message, reason.ordinary ? 0 : 1)
  }
  process.on('SIGTERM', () => void shutdown('info', 'SIGTERM', 0))
  process.on('SIGINT', () => void shutdown('info', 'SIGINT', 0))
  await server.connect(transport)
  log('info', 'evident MCP server ready', { db: location.path, root: location.projectRoot, source: location.source })
}

main().catch((error: unknown) => {
  log('error', `evident MCP server failed to start: ${errorMessage(error)}`)
  process.exit(1)
})
