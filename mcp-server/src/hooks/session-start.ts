import { ensureCallerRow, writeHookDb } from '../store/hook-db.js'
import { failedOpenSummary } from '../store/statements.js'
import { withFailedOpenNotice } from './failed-open.js'
import type { HookContext } from './context.js'
import { context, type HookOutput } from './output.js'

/** What the model is told once per session (≤ 800 characters; the tests hold it to that). */
export const SESSION_CONTEXT =
  'evident is active: TDD work counts only against evidence its hooks and MCP server record. For a TDD goal run ' +
  '/evident:tdd <goal>. With an open TDD task (tdd_task start): run tests only through run_tests (shell test runs are ' +
  'denied); edit production files in red/green only after hypothesis record cites a failing run; never edit the red ' +
  'test in green; snapshots, skip/only and test-config exclusions are denied or recorded. Phases change only through ' +
  'tdd_phase_transition_request. evident\'s store, key, plugin and hook settings are off limits. Leave "caller" unset.'

/**
 * SessionStart: registers the session's main agent, judges whether the session is sealed (flows/session-seal.ts,
 * before the agent has run anything) and tells the model how evident works, whether the session is sealed, and how
 * many hook calls of the project failed before deciding (they let actions through unchecked).
 */
export async function sessionStart(ctx: HookContext): Promise<HookOutput> {
  const db = await ctx.writableDb()
  ensureCallerRow(db, { sessionId: ctx.caller.sessionId, agentId: 'main' })
  const { judgeAndRecord, sealLine } = await import('../flows/session-seal.js')
  const location = ctx.location()
  const seal = writeHookDb(db, (sqlite) =>
    judgeAndRecord(sqlite, ctx.caller.sessionId, {
      env: ctx.env,
      projectRoot: location.projectRoot,
      dbPath: location.path,
      claudePid: process.ppid,
    }),
  )
  return context(
    'SessionStart',
    withFailedOpenNotice(`${SESSION_CONTEXT} ${sealLine(seal)}`, failedOpenSummary(db.sqlite)),
  )
}
