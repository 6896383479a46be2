import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import { REPO } from './fixtures.js'
import { tempDir } from './store.js'
import { WAIT_MS } from './time.js'

/**
 * The built MCP server (dist/) as a real process, spoken to with raw JSON-RPC lines on its stdio — for tests about the
 * process itself (what it does with bad input, how it ends, what it leaves behind), where the SDK's client would hide
 * exactly that. Every server still running after a test is SIGKILLed.
 */
const SERVER_ENTRY = join(REPO, 'dist', 'mcp-server', 'src', 'entry', 'main.js')
const started: ChildProcessWithoutNullStreams[] = []

afterEach(() => {
  for (const child of started.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    child.kill('SIGCONT')
    child.kill('SIGKILL')
  }
})

export type Message = Record<string, unknown>

export interface StdioServer {
  readonly child: ChildProcessWithoutNullStreams
  /** Where its database lives (EVIDENT_DB). */
  readonly dbPath: string
  stderr(): string
  send(message: Message | string): void
  /** The first message from the server that `match` accepts, waiting up to `waitMs` for it. */
  next(match: (message: Message) => boolean, waitMs?: number): Promise<Message>
  exited(waitMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface ServerOptions {
  /** The project root (default: a fresh temp dir). */
  readonly root?: string
  /** Where the database goes (default: a fresh temp dir). */
  readonly dataDir?: string
  readonly env?: Readonly<Record<string, string>>
}

export function startServer(options: ServerOptions = {}): StdioServer {
  expect(existsSync(SERVER_ENTRY), 'run `npm run build` first (npm test does)').toBe(true)
  const root = options.root ?? tempDir('evident-stdio-root-')
  const dbPath = join(options.dataDir ?? tempDir('evident-stdio-data-'), 'e.sqlite')
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: root,
      EVIDENT_DB: dbPath,
      EVIDENT_PROJECT_ROOT: root,
      EVIDENT_SESSION_ID: 'stdio-server',
      ...options.env,
    },
  })
  started.push(child)
  const messages: Message[] = []
  let stderr = ''
  let buffered = ''
  const waiting = new Set<() => void>()
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      messages.push(JSON.parse(buffered.slice(0, nl)) as Message)
      buffered = buffered.slice(nl + 1)
    }
    for (const wake of waiting) wake()
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  child.stdin.on('error', () => undefined)
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  )
  return {
    child,
    dbPath,
    stderr: () => stderr,
    send: (message) => child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`),
    next: (match, waitMs = WAIT_MS) =>
      new Promise((resolve, reject) => {
        const check = (): void => {
          const found = messages.find(match)
          if (found === undefined) return
          waiting.delete(check)
          clearTimeout(timer)
          resolve(found)
        }
        const timer = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`no matching message within ${waitMs} ms; got ${JSON.stringify(messages)}; ${stderr}`))
        }, waitMs)
        waiting.add(check)
        check()
      }),
    exited: (waitMs = WAIT_MS) =>
      Promise.race([
        exit,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the server did not exit within ${waitMs} ms; ${stderr}`)), waitMs),
        ),
      ]),
  }
}

export const withId =
  (id: number) =>
  (message: Message): boolean =>
    message['id'] === id

/** The MCP handshake (id 1). */
export async function initialize(server: StdioServer): Promise<void> {
  server.send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'faults', version: '0' } },
  })
  expect(await server.next(withId(1))).toHaveProperty('result')
  server.send({ jsonrpc: '2.0', method: 'notifications/initialized' })
}

/** Sends a tools/call with this id (the answer is `next(withId(id))`). */
export function callTool(server: StdioServer, id: number, name: string, args: Record<string, unknown>): void {
  server.send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } })
}
