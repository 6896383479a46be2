import * as z from 'zod'
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js'
import type {
  CallToolResult,
  ServerNotification,
  ServerRequest,
  ToolAnnotations,
} from '@modelcontextprotocol/sdk/types.js'
import type { Refusal } from '../domain/checked.js'
import type { Caller } from '../kernel/identity.js'
import type { Store } from '../store/index.js'
import { refusalResult } from './result.js'

/** What every tool handler gets: the store, the project, and the caller `entry/server.ts` verified once for this call. */
interface ToolContext {
  readonly store: Store
  readonly projectRoot: string
  readonly caller: Caller
}

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>

/** A tool's answer: `text` is what the model reads (complete and compact), `data` the structured twin. */
interface ToolResult<D> {
  readonly text: string
  readonly data: D
  /**
   * Claude Code hands the model `structuredContent` when present, so by default the text is mirrored into it
   * as `message`. Set false when `data` already carries everything the text says (e.g. a JSON dump).
   */
  readonly mirrorText?: false
}

export const TEXT_MAX = 4000
export const LABEL_MAX = 500
export const ID_MAX = 200

export const id = (what: string): z.ZodNumber => z.number().int().positive().describe(what)

const callerField = z
  .strictObject({
    sessionId: z.string().min(1).max(ID_MAX).describe('Claude Code session id.'),
    agentId: z.string().min(1).max(ID_MAX).describe('Subagent id, or "main".'),
    agentType: z.string().max(ID_MAX).optional().describe('Subagent type, e.g. "evident:tdd-task".'),
    proof: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe('HMAC proving the hook injected this identity.'),
  })
  .optional()
  .describe("Filled in by evident's PreToolUse hook. Do not set it: whatever you pass is replaced or rejected.")

export type InjectedCallerInput = NonNullable<z.infer<typeof callerField>>

type Shape = Readonly<Record<string, z.ZodType>>

/** A call's arguments as the SDK hands them over after validating them against the served schema. */
export interface CallArguments {
  readonly [key: string]: unknown
}

/** The schema served for a tool and how a validated call becomes the handler's typed input. */
export interface ToolInput<I> {
  /** The one object schema the MCP SDK serves and validates (strict, with the hook-injected `caller`). */
  readonly served: z.ZodObject
  /** The handler's input from a call the served schema accepted (without `caller`). */
  readonly parse: (args: CallArguments) => I
}

const unknownKeys =
  (accepted: readonly string[]) =>
  (issue: z.core.$ZodRawIssue): string | undefined =>
    issue.code === 'unrecognized_keys'
      ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}; accepted keys: ${accepted.join(', ')}`
      : undefined

/** A tool input of plain fields: strict (unknown keys are rejected with the list of accepted keys). */
export function fields<S extends Shape>(
  shape: S,
  refine?: (value: z.infer<z.ZodObject<S>>, ctx: z.RefinementCtx) => void,
): ToolInput<z.infer<z.ZodObject<S>>> {
  const own = z.strictObject(shape)
  const full = z.strictObject({ ...shape, caller: callerField }, { error: unknownKeys(Object.keys(shape)) })
  const served =
    refine === undefined ? full : full.superRefine((value, ctx) => refine(value as z.infer<typeof own>, ctx))
  return { served, parse: (args) => own.parse(withoutCaller(args)) }
}

/** One action of an action tool: its own fields (each described for this action) and its cross-field rule, if any. */
export interface Action<S extends Shape> {
  readonly fields: S
  /** Adds the issues of the action's cross-field rule for a value its fields accept. */
  readonly check: ((value: unknown, ctx: z.RefinementCtx) => void) | undefined
}

export function action<S extends Shape>(
  fields: S,
  refine?: (value: z.infer<z.ZodObject<S>>, ctx: z.RefinementCtx) => void,
): Action<S> {
  const schema = z.strictObject(fields)
  return {
    fields,
    check:
      refine === undefined
        ? undefined
        : (value, ctx) => {
            const parsed = schema.safeParse(value)
            if (parsed.success) refine(parsed.data, ctx)
          },
  }
}

type Actions = Readonly<Record<string, Action<Shape>>>

/** The handler's input of an action tool: a discriminated union on `action`, each variant with exactly its fields. */
export type ActionInput<A extends Actions> = {
  [K in keyof A & string]: { readonly action: K } & z.infer<z.ZodObject<A[K]['fields']>>
}[keyof A & string]

/**
 * A tool with several actions, one schema per action. The served schema is the flattened union (MCP serves one
 * object schema per tool, and the SDK serves an empty schema for a top-level union): every field once, optional
 * unless every action requires it, described per action. A call is then checked against its action's own
 * schema: a missing field is reported as `action "x" requires f`, a field of another action as
 * `action "x" does not take f (it takes …)`.
 */
export function actions<A extends Actions>(
  describe: string,
  table: A,
  order?: readonly string[],
): ToolInput<ActionInput<A>> {
  const names = Object.keys(table)
  const own = new Map(names.map((name) => [name, z.strictObject(table[name]?.fields ?? {})]))
  // `order` only orders the fields: a field it leaves out is still served, after the ordered ones.
  const keys = [...new Set([...(order ?? []), ...names.flatMap((name) => Object.keys(table[name]?.fields ?? {}))])]
  const flat: Record<string, z.ZodType> = { action: z.enum(names as [string, ...string[]]).describe(describe) }
  for (const key of keys)
    flat[key] = servedField(
      key,
      names.map((name) => [name, table[name]?.fields[key]] as const),
    )
  const served = z
    .strictObject({ ...flat, caller: callerField }, { error: unknownKeys(['action', ...keys]) })
    .superRefine((value, ctx) => checkAction(table, value, ctx))
  return {
    served,
    parse: (args) => {
      const { action: name, ...rest } = withoutCaller(args)
      const schema = own.get(String(name))
      if (schema === undefined) throw new Error(`no action ${String(name)}`)
      return { action: name, ...schema.parse(rest) } as ActionInput<A>
    },
  }
}

/** One field of the flattened schema: the first action's type, each action's description. */
function servedField(key: string, uses: readonly (readonly [string, z.ZodType | undefined])[]): z.ZodType {
  const present = uses.filter((u): u is readonly [string, z.ZodType] => u[1] !== undefined)
  const first = present[0]?.[1]
  if (first === undefined) throw new Error(`field ${key} is used by no action`)
  const required = present.length === uses.length && present.every(([, s]) => !s.safeParse(undefined).success)
  const texts = present.map(([name, s]) => [name, s.description ?? ''] as const)
  const same = present.length === uses.length && texts.every(([, text]) => text === texts[0]?.[1])
  const description = same ? (texts[0]?.[1] ?? '') : texts.map(([name, text]) => `${name}: ${text}`).join(' ')
  return (required ? first : first.optional()).describe(description)
}

function checkAction(table: Actions, value: CallArguments, ctx: z.RefinementCtx): void {
  const name = String(value['action'])
  const chosen = Object.hasOwn(table, name) ? table[name] : undefined
  if (chosen === undefined) return
  const allowed = Object.keys(chosen.fields)
  let complete = true
  for (const [field, given] of Object.entries(value)) {
    if (given === undefined || field === 'action' || field === 'caller' || allowed.includes(field)) continue
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: `action "${name}" does not take ${field} (it takes ${allowed.join(', ')})`,
    })
    complete = false
  }
  for (const [field, schema] of Object.entries(chosen.fields)) {
    if (value[field] !== undefined || schema.safeParse(undefined).success) continue
    ctx.addIssue({ code: 'custom', path: [field], message: `action "${name}" requires ${field}` })
    complete = false
  }
  if (complete) chosen.check?.(withoutCaller(value, 'action'), ctx)
}

function withoutCaller(args: CallArguments, ...more: readonly string[]): { [key: string]: unknown } {
  return Object.fromEntries(Object.entries(args).filter(([key]) => key !== 'caller' && !more.includes(key)))
}

/** A served tool: everything `entry/server.ts` needs, with the input and output types closed over. */
export interface ToolDef {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly input: z.ZodObject
  readonly output: z.ZodObject
  readonly annotations?: ToolAnnotations
  /** Parses the validated call, runs the handler and shapes the MCP result (text + typed structuredContent). */
  readonly call: (ctx: ToolContext, args: CallArguments, extra: ToolExtra) => Promise<CallToolResult>
}

export interface ToolSpec<I, O extends z.ZodObject> {
  readonly name: string
  readonly title: string
  readonly description: string
  readonly input: ToolInput<I>
  /** The structured result (`structuredContent`); `message` (the text) is added unless the result sets mirrorText: false. */
  readonly output: O
  readonly annotations?: ToolAnnotations
  /** The answer, or a rule's refusal (shown as an error result naming the next call). */
  readonly handler: (ctx: ToolContext, input: I, extra: ToolExtra) => Promise<ToolResult<z.infer<O>> | Refusal>
}

/** The `message` every structured result carries unless its data already says everything. */
const message = z.string().optional().describe('The answer as text (the same as the text content).')

/** Keeps the handler's input type tied to the input schema and its data to the output schema. */
export function defineTool<I, O extends z.ZodObject>(spec: ToolSpec<I, O>): ToolDef {
  return {
    name: spec.name,
    title: spec.title,
    description: spec.description,
    input: spec.input.served,
    output: spec.output.extend({ message }),
    ...(spec.annotations === undefined ? {} : { annotations: spec.annotations }),
    async call(ctx, args, extra) {
      const result = await spec.handler(ctx, spec.input.parse(args), extra)
      if ('ok' in result) return refusalResult(spec.name, result)
      const structured: { readonly message?: string } & z.infer<O> =
        result.mirrorText === false ? result.data : { message: result.text, ...result.data }
      return { content: [{ type: 'text', text: result.text }], structuredContent: structured }
    },
  }
}
