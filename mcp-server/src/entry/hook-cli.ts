import { hasBeans, isBeanFile } from '../clients/vdd/bean-files.js'
import { hookContext, type HookClients, type HookContext } from '../engine/flows/hook-context.js'
import type { HookDecision } from '../domain/hook-decision.js'
import { toOutput } from '../hooks/output.js'
import { ownToolDenial, unusableStoreDenial } from '../hooks/own-tool-denial.js'
import { EDIT_TOOLS, EVIDENT_TOOL_PREFIX, parsePayload } from '../hooks/payload.js'
import { batchBashIds, type HookPayload } from '../domain/hook-payload.js'
import { writeStdout } from './hook-stdio.js'

/**
 * The hook CLI: `node hooks/run.cjs <Event>` loads `bundle/hook.cjs` (hook-boot.ts), which reads Claude Code's JSON payload
 * from stdin and calls `hookCli`. Each handler returns a decision (domain/hook-decision.ts); the CLI prints it as the
 * hook output JSON (hooks/output.ts), or nothing, which allows; the process exits 0.
 * Its own failures fail OPEN: a message on stderr, a `hook_errors` row (`failed_open` for the events that judge an
 * action; spilled when the store is busy, see engine/flows/hook-failure.ts), exit 0 — a broken hook must never block the agent or
 * look like a violation. Fail-open is only for failures before a decision: a decided denial is returned even when
 * recording it fails (engine/flows/decided.ts). The one exception is PreToolUse on evident's own MCP tools, which fails
 * CLOSED (`failClosed`, own-tool-denial.ts): unreplaced, the model's `caller` would reach the server. So does a
 * PreToolUse whose store exists but cannot be used (damaged, not a regular file, from a newer evident, not upgradable:
 * `unusableStoreDenial`): the evidence it needed might have denied the call. Handlers are imported lazily so each event
 * loads only what it uses.
 */
type Handler = (ctx: HookContext) => Promise<HookDecision | undefined> | HookDecision | undefined

/**
 * The clients' rules the engine's hook flows apply, wired here so that the engine never imports a client. What is
 * rarely needed loads lazily (the coordinator's worker rules, the Done gate's store reads).
 */
const CLIENTS: HookClients = {
  workerJudge: async (sqlite, projectRoot, role) =>
    (await import('../clients/coordinator/worker-gate.js')).workerJudge(sqlite, projectRoot, role),
  breaches: async (sqlite, dbPath, projectRoot) =>
    (await import('../clients/coordinator/worker-gate.js')).standingBreachLines(sqlite, dbPath, projectRoot),
  beans: {
    measured: hasBeans,
    isBean: isBeanFile,
    doneDenials: async (projectRoot, changes, env) =>
      (await import('../clients/vdd/bean-done.js')).shellDoneDenials(projectRoot, changes, env),
  },
}

async function handlerFor(event: string, payload: HookPayload): Promise<Handler | undefined> {
  const toolName = payload.tool_name
  switch (event) {
    case 'SessionStart':
      return (await import('../hooks/session-start.js')).sessionStart
    case 'SubagentStart':
      return (await import('../hooks/subagent.js')).subagentStart
    case 'SubagentStop':
      return (await import('../hooks/subagent.js')).subagentStop
    case 'PreToolUse':
      if (toolName?.startsWith(EVIDENT_TOOL_PREFIX) === true) return (await import('../hooks/pre-mcp.js')).injectCaller
      if (toolName === 'Bash') return (await import('../hooks/pre-bash.js')).preBash
      if (toolName !== undefined && EDIT_TOOLS.has(toolName)) return (await import('../hooks/pre-edit.js')).preEdit
      return undefined
    case 'PostToolUse':
      if (toolName !== undefined && EDIT_TOOLS.has(toolName))
        return (await import('../engine/flows/record-edit.js')).postEdit
      if (toolName === 'Bash') return postBashHandler()
      return undefined
    case 'PostToolUseFailure':
      // A command that exits non-zero still changed whatever it changed: it is measured the same way.
      if (toolName === 'Bash') return postBashHandler()
      return undefined
    case 'PermissionDenied':
      // Refused after PreToolUse let it through: the command never ran; its shell lease is released at once.
      if (toolName === 'Bash') return (await import('../engine/flows/shell-refused.js')).shellRefused
      return undefined
    case 'PostToolBatch':
      // Every call of the batch resolved (it takes no matcher: it starts after every batch, so a batch without a Bash
      // call loads nothing). A Bash call of it still holding its shell lease was refused after PreToolUse.
      if (batchBashIds(payload).length > 0) return (await import('../engine/flows/shell-refused.js')).shellBatchResolved
      return undefined
    default:
      return undefined
  }
}

/** After a Bash call: the seal probe check (engine/flows/session-seal.ts), then what the command changed. */
async function postBashHandler(): Promise<Handler> {
  const [{ probeBashResult }, { postBash }] = await Promise.all([
    import('../engine/flows/session-seal.js'),
    import('../engine/flows/shell-record.js'),
  ])
  return async (ctx) => {
    await probeBashResult(ctx)
    return postBash(ctx)
  }
}

async function runHook(
  event: string,
  stdin: string,
  env: Readonly<Record<string, string | undefined>>,
  cwd: string,
): Promise<string> {
  const payload = parsePayload(stdin)
  const handler = await handlerFor(event, payload)
  if (handler === undefined) return ''
  const ctx = hookContext(event, payload, env, cwd, CLIENTS)
  try {
    const output = toOutput(event, await handler(ctx))
    return output === undefined ? '' : JSON.stringify(output)
  } finally {
    ctx.close()
  }
}

async function failOpen(event: string, stdin: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error)
  process.stderr.write(`evident: the ${event} hook failed and allowed the action (not a rule decision): ${message}\n`)
  try {
    const { recordHookFailure } = await import('../engine/flows/hook-failure.js')
    recordHookFailure(
      event,
      error,
      process.env,
      payloadField(stdin, 'cwd') ?? process.cwd(),
      payloadField(stdin, 'session_id'),
    )
  } catch {
    // Neither the database nor its spill file can be written: stderr is all we can do.
  }
}

function payloadField(stdin: string, field: 'cwd' | 'session_id'): string | undefined {
  try {
    const value: unknown = (JSON.parse(stdin) as Record<string, unknown>)[field]
    return typeof value === 'string' && value !== '' ? value : undefined
  } catch {
    return undefined
  }
}

export async function hookCli(event: string, stdin: string): Promise<void> {
  try {
    const out = await runHook(event, stdin, process.env, process.cwd())
    if (out !== '') writeStdout(out)
  } catch (error) {
    const denial = ownToolDenial(event, stdin, error) ?? unusableStoreDenial(event, stdin, error)
    if (denial === undefined) await failOpen(event, stdin, error)
    else await failClosed(event, stdin, error, denial)
  }
}

/** PreToolUse on evident's own tools, or on an unusable store: deny, and record a hook error (never a violation). */
async function failClosed(event: string, stdin: string, error: unknown, denial: string): Promise<void> {
  writeStdout(denial)
  process.stderr.write(
    `evident: the ${event} hook crashed and denied the call (not a rule decision): ${String(error)}\n`,
  )
  try {
    const { recordHookFailure } = await import('../engine/flows/hook-failure.js')
    // Denied, not let through: failed_open = 0.
    recordHookFailure(
      event,
      error,
      process.env,
      payloadField(stdin, 'cwd') ?? process.cwd(),
      payloadField(stdin, 'session_id'),
      false,
    )
  } catch {
    // Neither the database nor its spill file can be written: stderr is all we can do.
  }
}
