import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { EvidentError } from '../kernel/errors.js'
import { envIdentityRefused, loadCallerSecret, type Caller } from '../kernel/identity.js'
import { verifyCaller } from '../kernel/verify-caller.js'
import { sessionKnownToHooks } from '../store/callers.js'
import type { Store } from '../store/index.js'
import type { CallArguments, InjectedCallerInput, ToolDef } from '../tools/define.js'
import { TOOLS } from '../tools/index.js'
import { configureValidationMessages } from '../tools/messages.js'
import { errorResult } from '../tools/result.js'

export const SERVER_NAME = 'evident'
export const SERVER_VERSION = '0.1.0'

export interface ServerOptions {
  readonly store: Store
  readonly projectRoot: string
  /**
   * The identity used when a call carries no hook-injected caller (tests, demo, plain MCP clients). Refused for a
   * session Claude Code's hooks know: there only a hook-made proof establishes who calls.
   */
  readonly fallbackCaller?: Caller | undefined
  /**
   * Secret that verifies hook-injected callers. By default the key file next to the database, read again for
   * every verification: a key replaced or removed behind the server's back never leaves a stale secret in use.
   */
  readonly callerSecret?: Buffer | undefined
  /**
   * Awaited before every tool call while the store opens behind the protocol (entry/main.ts, store/prepare.ts): resolves
   * when it is open, throws an `unavailable` EvidentError when it is still being prepared — the call then answers
   * "preparing, call again" at once instead of waiting minutes for a native build.
   */
  readonly ready?: (() => Promise<unknown>) | undefined
  /** Tools to serve (defaults to all). */
  readonly tools?: readonly ToolDef[] | undefined
}

export type CallerResolver = (injected: InjectedCallerInput | undefined) => Promise<Caller>

/**
 * Who a call comes from: a hook-injected caller whose proof verifies under `secret()` (asked anew for every call),
 * else the fallback caller, unless `knownToHooks` says its session is a Claude Code session evident's hooks know.
 */
export function callerResolver(
  secret: () => Buffer,
  fallback: Caller | undefined,
  knownToHooks: (sessionId: string) => Promise<boolean> = async () => false,
): CallerResolver {
  return async (injected) => {
    if (injected !== undefined) return verifyCaller(secret(), injected)
    if (fallback !== undefined) {
      if (await knownToHooks(fallback.sessionId)) throw envIdentityRefused(fallback.sessionId)
      return fallback
    }
    throw new EvidentError(
      'unauthenticated',
      'no caller identity: the call carries no hook-injected caller and the server has no EVIDENT_SESSION_ID',
      'run evident inside Claude Code with the evident plugin enabled (its hook adds the caller), or start the server with EVIDENT_SESSION_ID set',
    )
  }
}

const isInjected = (value: unknown): value is InjectedCallerInput => typeof value === 'object' && value !== null

export function createServer(options: ServerOptions): McpServer {
  configureValidationMessages()
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION },
    {
      instructions:
        'evident records evidence of TDD work (test runs, file edits, hypotheses) and accepts phase changes only against it. Start with tdd_task start.',
    },
  )
  const fixed = options.callerSecret
  const resolveCaller = callerResolver(
    () => fixed ?? loadCallerSecret(options.store.path),
    options.fallbackCaller,
    async (sessionId) => {
      await options.ready?.()
      return sessionKnownToHooks(options.store.db, sessionId)
    },
  )
  for (const tool of options.tools ?? TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.input,
        outputSchema: tool.output,
        ...(tool.annotations === undefined ? {} : { annotations: tool.annotations }),
      },
      async (args: CallArguments, extra): Promise<CallToolResult> => {
        try {
          await options.ready?.()
          // The caller is verified once, here; every handler gets it as ctx.caller.
          const injected = isInjected(args['caller']) ? args['caller'] : undefined
          const caller = await resolveCaller(injected)
          return await tool.call({ store: options.store, projectRoot: options.projectRoot, caller }, args, extra)
        } catch (error) {
          return errorResult(tool.name, error)
        }
      },
    )
  }
  return server
}
