import { errorMessage } from '../kernel/errors.js'
import { ensureCallerRow, recordHookFailureRow, writeHookDb, type HookDb } from '../store/hook-db.js'
import { NATIVE_FAILED } from '../store/native.js'
import { isTransient } from '../store/open-errors.js'
import { failedOpenSummary } from '../store/statements/hook-errors.js'
import { withFailedOpenNotice } from './failed-open.js'
import { markedUnusable } from './own-tool-denial.js'
import type { HookContext } from '../engine/flows/hook-context.js'
import { tell, type HookDecision } from '../domain/hook-decision.js'

/** What the model is told once per session (≤ 800 characters; the tests hold it to that). */
export const SESSION_CONTEXT =
  'evident is active: TDD work counts only against evidence its hooks and MCP server record. For a TDD goal ' +
  'dispatch the evident:tdd-task agent. With an open TDD task ' +
  '(tdd_task start): run tests only through run_tests (shell test runs are ' +
  'denied); edit production files in red/green only after hypothesis record cites a failing run; never edit the red ' +
  'test in green; snapshots, skip/only and test-config exclusions are denied or recorded. Phases change only through ' +
  'tdd_phase_transition_request. evident\'s store, key, plugin and hook settings are off limits. Leave "caller" unset.'

/**
 * SessionStart: registers the session's main agent, judges whether the session is sealed (engine/flows/session-seal.ts,
 * before the agent has run anything) and tells the model how evident works, whether the session is sealed, and how
 * many hook calls of the project failed before deciding (they let actions through unchecked).
 */
export async function sessionStart(ctx: HookContext): Promise<HookDecision> {
  let db: HookDb
  try {
    db = await ctx.writableDb()
  } catch (error) {
    if (markedUnusable(error)) return cannotUseStore(ctx, error)
    if (!isTransient(error) && !errorMessage(error).startsWith(NATIVE_FAILED)) throw error
    return notEnforcingYet(ctx, error)
  }
  ensureCallerRow(db, { sessionId: ctx.caller.sessionId, agentId: 'main' })
  const { judgeAndRecord, sealLine } = await import('../engine/flows/session-seal.js')
  const location = ctx.location()
  const seal = writeHookDb(db, (sqlite) =>
    judgeAndRecord(sqlite, ctx.caller.sessionId, {
      env: ctx.env,
      projectRoot: location.projectRoot,
      dbPath: location.path,
      claudePid: process.ppid,
    }),
  )
  return tell(withFailedOpenNotice(`${SESSION_CONTEXT} ${sealLine(seal)}`, failedOpenSummary(db.sqlite)))
}

/**
 * The store exists but evident cannot use it (store/open-errors.ts#unusableStore: damaged — an empty or truncated file
 * included —, not a regular file, from a newer evident): the model is told what is wrong and the user's fix, and that
 * the calls evident must check are denied until it is fixed (entry/hook-cli.ts). Counted like any failed hook call.
 */
function cannotUseStore(ctx: HookContext, error: unknown): HookDecision {
  const message = errorMessage(error)
  const hint = (error as { hint?: unknown }).hint
  const text =
    `evident cannot use its evidence store: ${message.slice(0, 300)}. The user must fix this (tell them)` +
    `${typeof hint === 'string' ? `: ${hint}` : ''}. Until then evident denies the edits and commands it must check ` +
    'against the evidence, and this session is not registered (it counts as unsealed).'
  process.stderr.write(`evident: the SessionStart hook cannot use the store: ${message}\n`)
  recordFailure(ctx, message, false)
  return tell(text)
}

function recordFailure(ctx: HookContext, message: string, failedOpen: boolean): void {
  try {
    recordHookFailureRow(undefined, ctx.location().path, {
      hook: 'SessionStart',
      message,
      sessionId: ctx.caller.sessionId,
      failedOpen,
      at: new Date().toISOString(),
    })
  } catch {
    // Not even the spill file can be written: stderr is all there is.
  }
}

/**
 * The store cannot be opened yet — the SQLite native module is still being built (first start after an install), its
 * build failed (no C++ toolchain, no registry: the context names the exact fix), or the store stays busy. No hook
 * can check anything until it opens, so the model is told so rather than left to
 * assume enforcement, and the failure is counted like every failed-open hook call (`hook_errors.failed_open`): spilled
 * next to the database, replayed by the first process that opens it.
 */
export function notEnforcingYet(ctx: HookContext, error: unknown): HookDecision {
  const message = errorMessage(error)
  const building = message.startsWith('the SQLite native module is not built yet')
  const hint = typeof error === 'object' && error !== null ? (error as { hint?: unknown }).hint : undefined
  const why = message.startsWith(NATIVE_FAILED)
    ? `${message.slice(0, 300)}. The user must fix this (tell them): ${
        typeof hint === 'string' ? hint : 'see the build log'
      }`
    : building
      ? 'its SQLite module is still being built (once per install, about a minute; the evident MCP server builds it, and its tools answer "preparing" until then)'
      : `its evidence store cannot be opened right now (${message.slice(0, 200)})`
  const text =
    `evident is not enforcing yet: ${why}. Hooks start checking and recording once the store opens; until then nothing ` +
    'is checked. This session was not registered at its start, so it counts as unsealed: start a new session once ' +
    "evident's tools answer, for a sealed one."
  process.stderr.write(`evident: the SessionStart hook could not open the store yet: ${message}\n`)
  recordFailure(ctx, message, true)
  return tell(text)
}
