import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { EvidentError } from './errors.js'
import { loadCallerSecret, type Caller } from './identity.js'
import { verifyCaller } from './verify-caller.js'
import type { Store } from './store/index.js'
import type { InjectedCallerInput, ToolContext, ToolDef } from './tools/define.js'
import { TOOLS } from './tools/index.js'
import { configureValidationMessages } from './tools/messages.js'
import { errorResult } from './tools/result.js'

export const SERVER_NAME = 'evident'
export const SERVER_VERSION = '0.1.0'

export interface ServerOptions {
  readonly store: Store
  readonly projectRoot: string
  /** The identity used when a call carries no hook-injected caller (tests, demo, plain MCP clients). */
  readonly fallbackCaller?: Caller | undefined
  /** Secret that verifies hook-injected callers; defaults to the key file next to the database. */
  readonly callerSecret?: Buffer | undefined
  /** Tools to serve (defaults to all). */
  readonly tools?: readonly ToolDef[] | undefined
}

export function callerResolver(secret: () => Buffer, fallback: Caller | undefined): ToolContext['resolveCaller'] {
  return (injected: InjectedCallerInput | undefined): Caller => {
    if (injected !== undefined) return verifyCaller(secret(), injected)
    if (fallback !== undefined) return fallback
    throw new EvidentError('unauthenticated', 'no caller identity: the call carries no hook-injected caller and the server has no EVIDENT_SESSION_ID',
      'run evident inside Claude Code with the evident plugin enabled (its hook adds the caller), or start the server with EVIDENT_SESSION_ID set')
  }
}

export function createServer(options: ServerOptions): McpServer {
  configureValidationMessages()
  const server = new McpServer({ name: SERVER_NAME, version: SERVER_VERSION }, {
    instructions: 'evident records evidence of TDD work (test runs, file edits, hypotheses) and accepts phase changes only against it. Start with tdd_task start.',
  })
  let secret: Buffer | undefined = options.callerSecret
  const ctx: ToolContext = {
    store: options.store,
    projectRoot: options.projectRoot,
    resolveCaller: callerResolver(() => (secret ??= loadCallerSecret(options.store.path)), options.fallbackCaller),
  }
  for (const tool of options.tools ?? TOOLS) {
    server.registerTool(tool.name, {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      ...(tool.annotations === undefined ? {} : { annotations: tool.annotations }),
    }, async (args: unknown, extra): Promise<CallToolResult> => {
      let result
      try {
        result = await tool.handler(ctx, args as never, extra)
      } catch (error) {
        result = errorResult(tool.name, error)
      }
      return {
        content: [{ type: 'text', text: result.text }],
        structuredContent: JSON.parse(JSON.stringify(result.mirrorText === false ? result.data : { message: result.text, ...result.data })) as Record<string, unknown>,
        ...(result.isError === true ? { isError: true } : {}),
      }
    })
  }
  return server
}
