import type { Readable, Writable } from 'node:stream'
import { deserializeMessage, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js'
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js'
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js'

/**
 * The server's stdio transport: newline-delimited JSON-RPC on stdin/stdout, like the SDK's StdioServerTransport,
 * except where that one leaves a process serving nothing:
 *
 * - A message longer than `MAX_MESSAGE_BYTES` is dropped while it streams in (never held whole) and answered with a
 *   JSON-RPC error — with the request's id when the message's first or last bytes carry it — and the server keeps
 *   serving. (The SDK's transport closes on such a line, and the process lived on answering nothing.)
 * - It closes, saying why (`closeReason`), when stdin ends or fails or stdout cannot be written; entry/main.ts exits then.
 */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024

/** JSON-RPC's "Invalid Request". */
export const TOO_LARGE_CODE = -32600

export interface CloseReason {
  readonly message: string
  /** The client went away in the ordinary way (stdin ended), rather than the channel failing. */
  readonly ordinary: boolean
}

/** How many bytes of each end of a dropped message are kept to find its id. */
const EDGE = 256
// The SDK's client writes `{"method":…,"params":…,"jsonrpc":"2.0","id":N}`: the id is the outer object's last key.
const ID_AT_END = /"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")\s*\}\s*$/
// Others write it first, after at most `jsonrpc` and `method`.
const ID_AT_START = /^\s*\{(?:\s*"(?:jsonrpc|method)"\s*:\s*"[^"\\]*"\s*,)*\s*"id"\s*:\s*(-?\d+|"(?:[^"\\]|\\.)*")/

export class StdioLineTransport implements Transport {
  onclose?: (() => void) | undefined
  onerror?: ((error: Error) => void) | undefined
  onmessage?: ((message: JSONRPCMessage) => void) | undefined
  /** Why the transport closed; undefined while it is open. */
  closeReason: CloseReason | undefined
  /** Called when a message over the limit was dropped (entry/main.ts logs it). */
  onDropped?: ((bytes: number, id: string | number | undefined) => void) | undefined

  #parts: Buffer[] = []
  #size = 0
  /** Bytes of the message being dropped; undefined while none is. */
  #dropped: number | undefined
  #head: Buffer = Buffer.alloc(0)
  #tail: Buffer = Buffer.alloc(0)

  constructor(
    private readonly stdin: Readable,
    private readonly stdout: Writable,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  readonly #onData = (chunk: Buffer): void => {
    let start = 0
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, start)) {
      this.#take(chunk.subarray(start, nl))
      this.#endLine()
      start = nl + 1
    }
    this.#take(chunk.subarray(start))
  }
  readonly #onEnd = (): void => void this.#closeWith({ message: 'the client closed stdin', ordinary: true })
  readonly #onInputError = (error: Error): void =>
    void this.#closeWith({ message: `reading stdin failed: ${error.message}`, ordinary: false })
  readonly #onOutputError = (error: Error): void =>
    void this.#closeWith({ message: `cannot write to the client: ${error.message}`, ordinary: false })

  async start(): Promise<void> {
    this.stdin.on('data', this.#onData)
    this.stdin.on('end', this.#onEnd)
    this.stdin.on('error', this.#onInputError)
    this.stdout.on('error', this.#onOutputError)
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.closeReason !== undefined || this.stdout.destroyed) return resolve()
      if (this.stdout.write(serializeMessage(message))) resolve()
      else this.stdout.once('drain', resolve)
    })
  }

  async close(): Promise<void> {
    await this.#closeWith({ message: 'the server closed the connection', ordinary: true })
  }

  async #closeWith(reason: CloseReason): Promise<void> {
    if (this.closeReason !== undefined) return
    this.closeReason = reason
    this.stdin.off('data', this.#onData)
    this.stdin.off('end', this.#onEnd)
    this.stdin.off('error', this.#onInputError)
    // stdout keeps a listener: a late EPIPE must not become an uncaught exception.
    this.stdin.pause()
    this.#parts = []
    this.onclose?.()
  }

  #take(part: Buffer): void {
    if (part.length === 0) return
    if (this.#dropped !== undefined) {
      this.#dropped += part.length
      this.#tail = lastBytes(Buffer.concat([this.#tail, part]))
      return
    }
    if (this.#size + part.length <= this.maxBytes) {
      this.#parts.push(part)
      this.#size += part.length
      return
    }
    const held = Buffer.concat([...this.#parts, part])
    this.#dropped = held.length
    this.#head = Buffer.from(held.subarray(0, EDGE))
    this.#tail = lastBytes(held)
    this.#parts = []
    this.#size = 0
  }

  #endLine(): void {
    if (this.#dropped !== undefined) {
      const bytes = this.#dropped
      this.#dropped = undefined
      this.#refuse(bytes, requestId(this.#head.toString('utf8'), this.#tail.toString('utf8')))
      return
    }
    const line = Buffer.concat(this.#parts).toString('utf8').replace(/\r$/, '')
    this.#parts = []
    this.#size = 0
    if (line.trim() === '') return
    let message: JSONRPCMessage
    try {
      message = deserializeMessage(line)
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)))
      return
    }
    this.onmessage?.(message)
  }

  #refuse(bytes: number, id: string | number | undefined): void {
    this.onDropped?.(bytes, id)
    const megabytes = Math.round(this.maxBytes / (1024 * 1024))
    void this.send({
      jsonrpc: '2.0',
      ...(id === undefined ? {} : { id }),
      error: {
        code: TOO_LARGE_CODE,
        message:
          `message too large: ${bytes} bytes, over evident's limit of ${megabytes} MB per message; it was dropped ` +
          'unread and nothing was done. Send a smaller request (fewer or shorter arguments).',
      },
    } as JSONRPCMessage)
  }
}

/** A copy of the last EDGE bytes (never a view that would keep a large buffer alive). */
const lastBytes = (buffer: Buffer): Buffer => Buffer.from(buffer.subarray(Math.max(0, buffer.length - EDGE)))

/** The id of a dropped request, read from its first or last bytes; undefined when neither shows one. */
function requestId(head: string, tail: string): string | number | undefined {
  const raw = ID_AT_END.exec(tail)?.[1] ?? ID_AT_START.exec(head)?.[1]
  if (raw === undefined) return undefined
  try {
    const id: unknown = JSON.parse(raw)
    return typeof id === 'string' || typeof id === 'number' ? id : undefined
  } catch {
    return undefined
  }
}
