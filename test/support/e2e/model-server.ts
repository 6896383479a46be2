import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A scripted stand-in for the Anthropic Messages API on 127.0.0.1, so the real Claude Code binary runs a
 * whole session offline. It answers `POST /v1/messages` (streaming SSE or plain JSON) and
 * `/v1/messages/count_tokens`. Each conversation is routed to a script by `route`; a script's step is
 * chosen by how many assistant turns the conversation already has, so a retried request gets the same
 * answer. Steps read ids out of earlier tool results.
 */
interface ToolCall {
  readonly tool: string
  readonly input: Readonly<Record<string, unknown>>
}
/** One model turn: call a tool, or end the conversation with text. */
type Turn = ToolCall | { readonly text: string }

export interface Conversation {
  /** Text of the first user message (the prompt). */
  readonly prompt: string
  /** The system prompt, flattened. */
  readonly system: string
  /** Tool results so far, oldest first (text, `is_error`). */
  readonly results: readonly ToolResultSeen[]
  /** Names of the tools offered in this request. */
  readonly tools: readonly string[]
  /**
   * Every message so far, flattened, with its role. Claude Code 2.1.332 puts an agent's preloaded skills into the
   * first user message and the skill list, hook context and agent types into `system`-role messages.
   */
  readonly messages: readonly { readonly role: string; readonly text: string }[]
}

interface ToolResultSeen {
  readonly text: string
  readonly isError: boolean
}

export type Step = (conversation: Conversation) => Turn
export type Script = readonly Step[]

interface Exchange {
  readonly script: string
  readonly step: number
  readonly reply: Turn
  readonly lastResult?: ToolResultSeen
}

export interface ModelServer {
  readonly url: string
  /** Every scripted exchange, for assertions and for dumping on failure. */
  readonly log: readonly Exchange[]
  /** Every messages request as Claude Code sent it (the JSON text), with the script it was routed to. */
  readonly requests: readonly { readonly script: string | undefined; readonly body: string }[]
  transcript(): string
  close(): Promise<void>
}

interface Block {
  readonly type: string
  readonly text?: string
  readonly content?: unknown
  readonly is_error?: boolean
}
interface Message {
  readonly role: string
  readonly content: string | readonly Block[]
}
interface Body {
  readonly system?: string | readonly Block[]
  readonly messages?: readonly Message[]
  readonly tools?: readonly { name: string }[]
  readonly stream?: boolean
  readonly model?: string
}

const flatten = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((b: Block) => (b.type === 'text' ? (b.text ?? '') : flatten(b.content))).join('\n')
      : ''

function conversationOf(body: Body): Conversation {
  const messages = body.messages ?? []
  const results: ToolResultSeen[] = []
  for (const message of messages) {
    if (message.role !== 'user' || typeof message.content === 'string') continue
    for (const block of message.content) {
      if (block.type === 'tool_result') results.push({ text: flatten(block.content), isError: block.is_error === true })
    }
  }
  const first = messages.find((m) => m.role === 'user')
  return {
    prompt: first === undefined ? '' : flatten(first.content),
    system: flatten(body.system),
    results,
    tools: (body.tools ?? []).map((t) => t.name),
    messages: messages.map((m) => ({ role: m.role, text: flatten(m.content) })),
  }
}

let ids = 0

function sse(res: ServerResponse, model: string, turn: Turn): void {
  const send = (event: string, data: unknown): void => {
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  send('message_start', {
    type: 'message_start',
    message: {
      id: `msg_${++ids}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 1 },
    },
  })
  if ('text' in turn) {
    send('content_block_start', { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } })
    send('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'text_delta', text: turn.text },
    })
  } else {
    send('content_block_start', {
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'tool_use', id: `toolu_${++ids}`, name: turn.tool, input: {} },
    })
    send('content_block_delta', {
      type: 'content_block_delta',
      index: 0,
      delta: { type: 'input_json_delta', partial_json: JSON.stringify(turn.input) },
    })
  }
  send('content_block_stop', { type: 'content_block_stop', index: 0 })
  send('message_delta', {
    type: 'message_delta',
    delta: { stop_reason: 'text' in turn ? 'end_turn' : 'tool_use', stop_sequence: null },
    usage: { output_tokens: 5 },
  })
  send('message_stop', { type: 'message_stop' })
  res.end()
}

function json(res: ServerResponse, model: string, turn: Turn): void {
  const content =
    'text' in turn
      ? [{ type: 'text', text: turn.text }]
      : [{ type: 'tool_use', id: `toolu_${++ids}`, name: turn.tool, input: turn.input }]
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      id: `msg_${++ids}`,
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: 'text' in turn ? 'end_turn' : 'tool_use',
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    }),
  )
}

async function readBody(req: IncomingMessage): Promise<Body> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text === '' ? {} : (JSON.parse(text) as Body)
}

/**
 * Starts the server. `route` names the script for a conversation (or undefined: answer "ok" and end —
 * Claude Code's side requests such as titles and summaries land there).
 */
export async function startModelServer(
  scripts: Readonly<Record<string, Script>>,
  route: (c: Conversation) => string | undefined,
): Promise<ModelServer> {
  const log: Exchange[] = []
  const requests: { script: string | undefined; body: string }[] = []
  const server: Server = createServer((req, res) => {
    readBody(req)
      .then((body) => {
        const path = (req.url ?? '').split('?')[0] ?? ''
        if (path.endsWith('/count_tokens')) {
          res.writeHead(200, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ input_tokens: 100 }))
          return
        }
        if (req.method !== 'POST' || !path.endsWith('/v1/messages')) {
          res.writeHead(404, { 'content-type': 'application/json' })
          res.end(
            JSON.stringify({
              type: 'error',
              error: { type: 'not_found_error', message: `no route ${req.method} ${path}` },
            }),
          )
          return
        }
        const conversation = conversationOf(body)
        const name = route(conversation)
        const script = name === undefined ? undefined : scripts[name]
        requests.push({ script: name, body: JSON.stringify(body) })
        const step = (body.messages ?? []).filter((m) => m.role === 'assistant').length
        const next = script?.[step]
        let reply: Turn
        try {
          reply = next === undefined ? { text: 'ok' } : next(conversation)
        } catch (error) {
          // Answering an error status would make Claude Code retry for minutes: end the conversation instead.
          reply = {
            text: `SCRIPT ERROR at ${name ?? '?'} #${step}: ${error instanceof Error ? error.message : String(error)}`,
          }
        }
        const lastResult = conversation.results.at(-1)
        if (name !== undefined)
          log.push({ script: name, step, reply, ...(lastResult === undefined ? {} : { lastResult }) })
        const model = body.model ?? 'claude-scripted'
        if (body.stream === true) sse(res, model, reply)
        else json(res, model, reply)
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: String(error) } }))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    requests,
    transcript: () =>
      log
        .map(
          (e) =>
            `[${e.script} #${e.step}] ${e.lastResult === undefined ? '' : `<- ${e.lastResult.isError ? 'ERROR ' : ''}${e.lastResult.text.slice(0, 400)}\n    `}-> ${JSON.stringify(e.reply).slice(0, 400)}`,
        )
        .join('\n'),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
