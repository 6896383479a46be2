import * as z from 'zod'
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type { ServerNotification, ServerRequest, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js'
import type { Caller } from '../identity.js'
import type { Store } from '../store/index.js'

/** What every tool handler gets: the store, the project, and the identity of whoever called. */
export interface ToolContext {
  readonly store: Store
  readonly projectRoot: string
  /** Verifies the hook-injected `caller` field or falls back to the server's own identity. */
  readonly resolveCaller: (injected: InjectedCallerInput | undefined) => Caller
}

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>

/** A tool's answer: `text` is what the model reads (complete and compact), `data` the structured twin. */
export interface ToolResult {
  readonly text: string
  readonly data: Readonly<Record<string, unknown>>
  readonly isError?: boolean
  /**
   * Claude Code hands the model `structuredContent` when present, so by default the text is mirrored into it
   * as `message`. Set false when `data` already carries everything the text says (e.g. a JSON dump).
   */
  readonly mirrorText?: boolean
}

export const TEXT_MAX = 4000
export const LABEL_MAX = 500
export const ID_MAX = 200

export const id = (what: string): z.ZodNumber => z.number().int().positive().describe(what)

export const callerField = z
  .strictObject({
    sessionId: z.string().min(1).max(ID_MAX).describe('Claude Code session id.'),
    agentId: z.string().min(1).max(ID_MAX).describe('Subagent id, or "main".'),
    agentType: z.string().max(ID_MAX).optional().describe('Subagent type, e.g. "evident:tdd-task".'),
    proof: z.string().regex(/^[0-9a-f]{64}$/).describe('HMAC proving the hook injected this identity.'),
  })
  .optional()
  .describe("Filled in by evident's PreToolUse hook. Do not set it: whatever you pass is replaced or rejected.")

export type InjectedCallerInput = NonNullable<z.infer<typeof callerField>>

type Shape = Record<string, z.ZodType>

/**
 * The one input schema of a tool: strict (unknown keys are rejected with the list of accepted keys),
 * with the hook-injected `caller` field added.
 */
export function toolInput<S extends Shape>(shape: S) {
  const full = { ...shape, caller: callerField }
  const accepted = Object.keys(shape).join(', ')
  return z.strictObject(full, {
    error: (issue) => issue.code === 'unrecognized_keys'
      ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}; accepted keys: ${accepted}`
      : undefined,
  })
}

export interface ToolDef<S extends z.ZodObject = z.ZodObject> {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly input: S
  readonly annotations?: ToolAnnotations
  readonly handler: (ctx: ToolContext, input: z.infer<S>, extra: ToolExtra) => Promise<ToolResult>
}

/** Keeps the handler's input type tied to the schema. */
export function defineTool<S extends z.ZodObject>(def: ToolDef<S>): ToolDef<S> {
  return def
}

/** Adds an issue unless `value` is present: for per-action required fields of a flat action schema. */
export function requireFields(
  ctx: z.RefinementCtx, action: string, input: Readonly<Record<string, unknown>>, fields: readonly string[],
): void {
  for (const field of fields) {
    if (input[field] === undefined) {
      ctx.addIssue({ code: 'custom', path: [field], message: `action "${action}" requires ${field}` })
    }
  }
}
