import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { afterEach, describe, expect, it } from 'vitest'
import { StdioLineTransport, TOO_LARGE_CODE } from '../../mcp-server/src/stdio-transport.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'

/**
 * The MCP server process lives exactly as long as its connection. A message over 10 MB used to close the SDK's
 * stdio transport while the process lived on, answering nothing and logging nothing; now it is answered with a
 * JSON-RPC error and the server keeps serving. Whenever the transport does close (stdin ended, stdout broken) the
 * process logs why and exits. Real processes: the built server (dist/), raw JSON-RPC lines on its stdio.
 */
const entry = join(REPO, 'dist', 'mcp-server', 'src', 'main.js')
const WAIT_MS = 10_000
const started: ChildProcessWithoutNullStreams[] = []

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

interface Server {
  readonly child: ChildProcessWithoutNullStreams
  readonly messages: Record<string, unknown>[]
  stderr(): string
  send(message: Record<string, unknown> | string): void
  /** The first message from the server that `match` accepts, waiting for it. */
  next(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

function startServer(env: Readonly<Record<string, string>> = {}): Server {
  expect(existsSync(entry), 'run `npm run build` first (npm test does)').toBe(true)
  const work = tempDir('evident-lifetime-')
  const child = spawn(process.execPath, [entry], {
    cwd: work,
    env: {
      PATH: process.env['PATH'] ?? '',
      HOME: work,
      EVIDENT_DB: join(work, 'e.sqlite'),
      EVIDENT_PROJECT_ROOT: work,
      EVIDENT_SESSION_ID: 'lifetime',
      ...env,
    },
  })
  started.push(child)
  const messages: Record<string, unknown>[] = []
  let stderr = ''
  let buffered = ''
  const waiting = new Set<() => void>()
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      messages.push(JSON.parse(buffered.slice(0, nl)) as Record<string, unknown>)
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
    messages,
    stderr: () => stderr,
    send: (message) => child.stdin.write(`${typeof message === 'string' ? message : JSON.stringify(message)}\n`),
    next: (match) =>
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
          reject(new Error(`no matching message within ${WAIT_MS} ms; got ${JSON.stringify(messages)}; ${stderr}`))
        }, WAIT_MS)
        waiting.add(check)
        check()
      }),
    exited: () =>
      Promise.race([
        exit,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the server did not exit within ${WAIT_MS} ms; ${stderr}`)), WAIT_MS),
        ),
      ]),
  }
}

const withId =
  (id: number) =>
  (message: Record<string, unknown>): boolean =>
    message['id'] === id

async function initialize(server: Server): Promise<void> {
  server.send({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'faults', version: '0' } },
  })
  expect(await server.next(withId(1))).toHaveProperty('result')
  server.send({ jsonrpc: '2.0', method: 'notifications/initialized' })
}

describe('the MCP server over stdio', () => {
  it('answers a request over 10 MB with a JSON-RPC error for its id, logs it, and keeps serving', async () => {
    const server = startServer()
    await initialize(server)
    // The SDK client's key order: the id is the last key, 11 MB after the method.
    const goal = 'x'.repeat(11 * 1024 * 1024)
    server.send(
      `{"method":"tools/call","params":{"name":"tdd_task","arguments":{"action":"start","goal":"${goal}"}},"jsonrpc":"2.0","id":2}`,
    )
    const refused = await server.next(withId(2))
    expect(refused['error']).toMatchObject({ code: TOO_LARGE_CODE })
    expect(String((refused['error'] as { message: string }).message)).toContain(
      "over evident's limit of 10 MB per message; it was dropped unread and nothing was done",
    )
    expect(server.stderr()).toMatch(/dropped a message of \d+ bytes \(over the limit\)/)
    server.send({ jsonrpc: '2.0', id: 3, method: 'tools/list' })
    const listed = await server.next(withId(3))
    expect((listed['result'] as { tools: { name: string }[] }).tools.map((t) => t.name)).toContain('tdd_task')
    server.send({
      jsonrpc: '2.0',
      id: 4,
      method: 'tools/call',
      params: { name: 'tdd_task', arguments: { action: 'start', goal: 'after the flood' } },
    })
    const called = await server.next(withId(4))
    expect(called['result']).toMatchObject({ structuredContent: { created: true } })
    expect(server.child.exitCode).toBeNull()
  })

  it('exits with a log line saying why when it can no longer write to the client', async () => {
    const server = startServer()
    await initialize(server)
    server.child.stdout.destroy()
    server.send({ jsonrpc: '2.0', id: 2, method: 'tools/list' })
    expect(await server.exited()).toEqual({ code: 1, signal: null })
    expect(server.stderr()).toContain('evident warn: evident MCP server exiting: cannot write to the client: ')
    expect(server.stderr()).not.toContain('Error: write EPIPE\n    at')
  })

  it('exits when the client closes stdin, saying so at info level', async () => {
    const server = startServer({ EVIDENT_LOG: 'info' })
    await initialize(server)
    server.child.stdin.end()
    expect(await server.exited()).toEqual({ code: 0, signal: null })
    expect(server.stderr()).toContain('evident info: evident MCP server exiting: the client closed stdin')
  })
})

describe('StdioLineTransport', () => {
  function transportPair(maxBytes: number) {
    const input = new PassThrough()
    const output = new PassThrough()
    const transport = new StdioLineTransport(input, output, maxBytes)
    const received: JSONRPCMessage[] = []
    const sent: Record<string, unknown>[] = []
    transport.onmessage = (message) => received.push(message)
    output.setEncoding('utf8').on('data', (line: string) => {
      for (const one of line.split('\n').filter((l) => l !== '')) sent.push(JSON.parse(one) as Record<string, unknown>)
    })
    return { input, transport, received, sent }
  }
  const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

  it('finds the id of a dropped request at its start, answers without one when neither end shows it', async () => {
    const { input, transport, received, sent } = transportPair(64)
    await transport.start()
    input.write(`{"jsonrpc":"2.0","id":"first","method":"tools/call","params":{"x":"${'y'.repeat(100)}"}}\n`)
    input.write(`{"params":{"x":"${'y'.repeat(100)}"},"method":"ping"}\n`)
    input.write('{"jsonrpc":"2.0","id":9,"method":"ping"}\n')
    await tick()
    expect(sent.map((m) => [m['id'], (m['error'] as { code: number } | undefined)?.code])).toEqual([
      ['first', TOO_LARGE_CODE],
      [undefined, TOO_LARGE_CODE],
    ])
    expect(received).toEqual([{ jsonrpc: '2.0', id: 9, method: 'ping' }])
  })

  it('reassembles a message split across chunks and drops one whose chunks add up past the limit', async () => {
    const { input, transport, received, sent } = transportPair(64)
    await transport.start()
    input.write('{"jsonrpc":"2.0",')
    input.write('"id":1,"method":"ping"}\n{"jsonrpc":"2.0","method":"a","params":{"p":"')
    for (let i = 0; i < 10; i += 1) input.write('zzzzzzzzzz')
    input.write('"},"id":2}\n')
    await tick()
    expect(received).toEqual([{ jsonrpc: '2.0', id: 1, method: 'ping' }])
    expect(sent).toMatchObject([{ id: 2, error: { code: TOO_LARGE_CODE } }])
  })

  it('closes, saying why, when stdin ends', async () => {
    const { input, transport } = transportPair(64)
    let closed = 0
    transport.onclose = () => (closed += 1)
    await transport.start()
    input.end()
    await tick()
    expect(closed).toBe(1)
    expect(transport.closeReason).toEqual({ message: 'the client closed stdin', ordinary: true })
  })
})
