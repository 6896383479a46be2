import { PassThrough } from 'node:stream'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { StdioLineTransport, TOO_LARGE_CODE } from '../../mcp-server/src/entry/stdio-transport.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'

/**
 * The MCP server process lives exactly as long as its connection. A message over 10 MB used to close the SDK's
 * stdio transport while the process lived on, answering nothing and logging nothing; now it is answered with a
 * JSON-RPC error and the server keeps serving. Whenever the transport does close (stdin ended, stdout broken) the
 * process logs why and exits. Real processes: the built server (dist/), raw JSON-RPC lines on its stdio.
 */
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
    server.send('this line is not JSON')
    server.send({ jsonrpc: '2.0', id: 3, method: 'tools/list' })
    const listed = await server.next(withId(3))
    expect((listed['result'] as { tools: { name: string }[] }).tools.map((t) => t.name)).toContain('tdd_task')
    callTool(server, 4, 'tdd_task', { action: 'start', goal: 'after the flood' })
    const called = await server.next(withId(4))
    expect(called['result']).toMatchObject({ structuredContent: { created: true } })
    expect(server.stderr()).toContain('evident warn: MCP protocol error: ')
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

  it('exits on SIGTERM, saying so at info level', async () => {
    const server = startServer({ env: { EVIDENT_LOG: 'info' } })
    await initialize(server)
    server.child.kill('SIGTERM')
    expect(await server.exited()).toEqual({ code: 0, signal: null })
    expect(server.stderr()).toContain('evident info: evident MCP server exiting: SIGTERM')
  })

  it('exits when the client closes stdin, saying so at info level', async () => {
    const server = startServer({ env: { EVIDENT_LOG: 'info' } })
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

  it('closes once, saying why, when stdin fails or the server closes it', async () => {
    const failing = transportPair(64)
    let closed = 0
    failing.transport.onclose = () => (closed += 1)
    await failing.transport.start()
    failing.input.destroy(new Error('boom'))
    await tick()
    await failing.transport.close()
    expect(closed).toBe(1)
    expect(failing.transport.closeReason).toEqual({ message: 'reading stdin failed: boom', ordinary: false })
    const closing = transportPair(64)
    await closing.transport.start()
    await closing.transport.close()
    expect(closing.transport.closeReason).toEqual({ message: 'the server closed the connection', ordinary: true })
  })
})
