import { ensureCallerRow } from '../store/hook-db.js'
import { failedOpenSummary } from '../store/statements.js'
import { withFailedOpenNotice } from './failed-open.js'
import type { HookContext } from './context.js'
import { context, type HookOutput } from './output.js'

/** What the model is told once per session (≤ 800 characters; the tests hold it to that). */
export const SESSION_CONTEXT =
  'evident is active: TDD work is accepted only against evidence its hooks and MCP server record. ' +
  'For a TDD goal run /evident:tdd <goal> (it dispatches the evident:tdd-task agent). While you have an open TDD task ' +
  '(tdd_task start), the hooks enforce: tests run only through run_tests (shell test commands are denied); ' +
  'production files are edited in red/green only after hypothesis record cites an error of a failing run; ' +
  'the test that proved red is not edited in green; snapshots, skip/only markers and test-config exclusions are ' +
  'denied or recorded as violations. Phases change only through tdd_phase_transition_request. Never set the ' +
  '"caller" field of evident tools: the hook fills it in.'

/**
 * SessionStart: registers the session's main agent and tells the model how evident works, and how many hook calls
 * of the project failed before deciding (they let actions through unchecked).
 */
export async function sessionStart(ctx: HookContext): Promise<HookOutput> {
  const db = await ctx.writableDb()
  ensureCallerRow(db, { sessionId: ctx.caller.sessionId, agentId: 'main' })
  return context('SessionStart', withFailedOpenNotice(SESSION_CONTEXT, failedOpenSummary(db.sqlite)))
}
