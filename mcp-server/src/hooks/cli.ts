import { hookContext, type HookContext } from './context.js'
import type { HookOutput } from './output.js'
import { ownToolDenial } from './own-tool-denial.js'
import { EDIT_TOOLS, EVIDENT_TOOL_PREFIX, parsePayload } from './payload.js'
import { writeStdout } from './stdio.js'

/**
 * The hook CLI: `node hooks/run.cjs <Event>` loads `bundle/hook.cjs` (boot.ts), which reads Claude Code's JSON payload
 * from stdin and calls `hookCli`. It prints the hook output JSON (or nothing, which allows); the process exits 0.
 * Its own failures fail OPEN: a message on stderr, a `hook_errors` row when the database opens, exit 0 — a
 * broken hook must never block the agent or look like a violation. The one exception is PreToolUse on evident's
 * own MCP tools, which fails CLOSED (`failClosed`, own-tool-denial.ts): unreplaced, the model's `caller` would reach
 * the server. Handlers are imported lazily so each event loads only what it uses.
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
      if (toolName?.startsWith(EVIDENT_TOOL_PREFIX) === true) return (await import('./pre-mcp.js')).injectCaller
      if (toolName === 'Bash') return (await import('./pre-bash.js')).preBash
      if (toolName !== undefined && EDIT_TOOLS.has(toolName)) return (await import('./pre-edit.js')).preEdit
      return undefined
    case 'PostToolUse':
      if (toolName !== undefined && EDIT_TOOLS.has(toolName)) return (await import('../flows/record-edit.js')).postEdit
      if (toolName === 'Bash') return (await import('../flows/shell-record.js')).postBash
      return undefined
    case 'PostToolUseFailure':
      // A command that exits non-zero still changed whatever it changed: it is measured the same way.
      if (toolName === 'Bash') return (await import('../flows/shell-record.js')).postBash
      return undefined
    default:
      return undefined
  }
}

async function runHook(
  event: string,
  stdin: string,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Promise<string> {
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

export async function hookCli(event: string, stdin: string): Promise<void> {
  try {
    const out = await runHook(event, stdin, process.env, process.cwd())
    if (out !== '') writeStdout(out)
  } catch (error) {
    const denial = ownToolDenial(event, stdin, error)
    if (denial === undefined) await failOpen(event, stdin, error)
    else await failClosed(event, stdin, error, denial)
  }
}

/** PreToolUse on evident's own tools: deny, and record a hook error (never a violation). */
async function failClosed(event: string, stdin: string, error: unknown, denial: string): Promise<void> {
  writeStdout(denial)
  process.stderr.write(
    `evident: the ${event} hook crashed and denied the call (not a rule decision): ${String(error)}\n`,
  )
  try {
    const { recordHookFailure } = await import('./failure.js')
    recordHookFailure(event, error, process.env, payloadCwd(stdin) ?? process.cwd())
  } catch {
    // The database itself may be what is broken: stderr is all we can do.
  }
}
