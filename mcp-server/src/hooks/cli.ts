#!/usr/bin/env node
import { readSync } from 'node:fs'
import { hookContext, type HookContext } from './context.js'
import type { HookOutput } from './output.js'
import { parsePayload } from './payload.js'

/**
 * The hook CLI: `node cli.js <Event>` with Claude Code's JSON payload on stdin. Prints the hook output JSON
 * (or nothing, which allows) and exits 0. Its own failures fail OPEN: a message on stderr, a `hook_errors`
 * row when the database opens, exit 0 — a broken hook must never block the agent or look like a violation.
 * Handlers are imported lazily so each event loads only what it uses.
 */
type Handler = (ctx: HookContext) => Promise<HookOutput | undefined> | HookOutput | undefined

async function handlerFor(event: string, toolName: string | undefined): Promise<Handler | undefined> {
  switch (event) {
    case 'SessionStart':
      return (await import('./session-start.js')).sessionStart
    case 'SubagentStart':
      return (await import('./subagent.js')).subagentStart
    case 'SubagentStop':
      return (await import('./subagent.js')).subagentStop
    case 'PreToolUse':
      if (toolName?.startsWith('mcp__plugin_evident_evident__') === true) return (await import('./pre-mcp.js')).injectCaller
      if (toolName === 'Bash') return (await import('./pre-bash.js')).preBash
      if (toolName !== undefined && EDIT_TOOLS.has(toolName)) return (await import('./pre-edit.js')).preEdit
      return undefined
    case 'PostToolUse':
      if (toolName !== undefined && EDIT_TOOLS.has(toolName)) return (await import('./post-edit.js')).postEdit
      return undefined
    default:
      return undefined
  }
}

const EDIT_TOOLS = new Set(['Edit', 'Write', 'MultiEdit', 'NotebookEdit'])

/**
 * Reads stdin to its end synchronously (cheaper to start than a stream). The parent may hand over a
 * non-blocking pipe: EAGAIN then means "not yet", so wait a moment and read on — never lose what was read.
 */
function readStdin(): string {
  const chunks: Buffer[] = []
  const buffer = Buffer.alloc(1 << 16)
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    let read: number
    try {
      read = readSync(0, buffer, 0, buffer.length, null)
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? error.code : undefined
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 2)
        continue
      }
      if (code === 'EOF') break
      throw error
    }
    if (read === 0) break
    chunks.push(Buffer.from(buffer.subarray(0, read)))
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function runHook(event: string, stdin: string, env: Readonly<Record<string, string | undefined>>, cwd: string): Promise<string> {
  const payload = parsePayload(stdin)
  const handler = await handlerFor(event, payload.tool_name)
  if (handler === undefined) return ''
  const ctx = hookContext(event, payload, env, cwd)
  try {
    const output = await handler(ctx)
    return output === undefined ? '' : JSON.stringify(output)
  } finally {
    ctx.close()
  }
}

async function failOpen(event: string, stdin: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`evident: the ${event} hook failed and allowed the action (not a rule decision): ${message}\n`)
  try {
    const { recordHookFailure } = await import('./failure.js')
    recordHookFailure(event, error, process.env, payloadCwd(stdin) ?? process.cwd())
  } catch {
    // The database itself may be what is broken: stderr is all we can do.
  }
}

function payloadCwd(stdin: string): string | undefined {
  try {
    const cwd: unknown = (JSON.parse(stdin) as { cwd?: unknown }).cwd
    return typeof cwd === 'string' && cwd !== '' ? cwd : undefined
  } catch {
    return undefined
  }
}

async function main(): Promise<void> {
  const event = process.argv[2] ?? ''
  let stdin = ''
  try {
    stdin = readStdin()
    const out = await runHook(event, stdin, process.env, process.cwd())
    if (out !== '') process.stdout.write(out)
  } catch (error) {
    await failOpen(event, stdin, error)
  }
  process.exitCode = 0
}

await main()
