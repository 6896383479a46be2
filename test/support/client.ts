import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterEach } from 'vitest'
import { proveCaller, type Caller } from '../../mcp-server/src/kernel/identity.js'
import { createServer } from '../../mcp-server/src/entry/server.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { projectFor } from './project.js'

export interface Called {
  readonly text: string
  readonly data: Record<string, unknown>
  readonly isError: boolean
}

export interface TestClient {
  readonly client: Client
  call(name: string, args: Record<string, unknown>): Promise<Called>
}

const open: Client[] = []
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close()
})

export const TEST_SECRET = Buffer.alloc(32, 7)

/** A real MCP Client talking to a real evident server over an in-memory transport. */
export async function connect(
  store: Store,
  caller: Caller | undefined,
  projectRoot = projectFor(store).root,
): Promise<TestClient> {
  const server = createServer({ store, projectRoot, fallbackCaller: caller, callerSecret: TEST_SECRET })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  const client = new Client({ name: 'evident-test', version: '0.0.0' })
  await client.connect(clientSide)
  open.push(client)
  return {
    client,
    async call(name, args) {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult
      const first = result.content[0]
      return {
        text: first?.type === 'text' ? first.text : '',
        data: (result.structuredContent ?? {}) as Record<string, unknown>,
        isError: result.isError === true,
      }
    },
  }
}

export type Call = (name: string, args: Record<string, unknown>) => Promise<Called>

/** A client whose every call carries the caller with the hook's proof (identity `hook`), as evident's PreToolUse hook injects it. */
export async function provenCall(store: Store, who: Caller): Promise<Call> {
  const client = await connect(store, undefined)
  const caller = { sessionId: who.sessionId, agentId: who.agentId, proof: proveCaller(TEST_SECRET, who) }
  return (name, args) =>
    client.call(name, {
      ...args,
      caller: who.agentType === undefined ? caller : { ...caller, agentType: who.agentType },
    })
}
