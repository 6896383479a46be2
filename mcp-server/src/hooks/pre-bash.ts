import { analyzeBash, type BashAnalysis } from '../engine/gates/bash-policy.js'
import type { HookContext } from '../engine/flows/hook-context.js'
import { deny, type HookDecision } from '../domain/hook-decision.js'
import { packageScripts } from '../project/package-scripts.js'
import { stringField } from '../domain/hook-payload.js'
import { markedUnusable } from './own-tool-denial.js'

/**
 * PreToolUse on Bash. For every agent: a call that asks to leave the sandbox, or a command that names or writes
 * evident's own state (engine/flows/own-state.ts), is denied; while a conductor run is live in the project, so is every
 * command of a session that is not one of the run's leaves, but the conductor's own `evident conduct …`
 * (clients/conduct/guard.ts). In a TDD context (an open TDD task, evident's TDD agent, or a
 * coordinator worker — docs/coordinator.md): shell test runs are
 * denied (SESSION BYPASS; weakening flags as TEST WEAKENED) and shell writes the parser recognises go through the
 * edit policy — the early, friendly denial. Outside it, a test command is left as it is (a shell run inside Claude
 * Code is not evidence: docs/vitest-reporter.md). `evident vdd --manual pass` is denied to every agent:
 * only a human may confirm manual criteria.
 *
 * A shell write that sets a bean's Status to Done without a passing VDD verdict is denied to every agent when the
 * text settles what it writes (`clients/vdd/bean-done.ts#beanShellDecision`).
 *
 * A command that is not denied is then measured (`engine/flows/shell-record.ts`) while any TDD task is open in the
 * project, the caller is the TDD agent or a coordinator worker, or the project has beans (`ai/beans/`, for the Done
 * gate): the working tree is snapshotted now and again in PostToolUse, so what the command really changed is judged
 * whatever its text. Outside that, a command the shell reader sees writing a verification document is measured too,
 * for the PASS-claim guard (engine/flows/pass-claim.ts). A failure to measure is recorded as a hook error and leaves the
 * decision as it was — but a store evident cannot use (store/open-errors.ts#unusableStore) denies the command.
 */
export async function preBash(ctx: HookContext): Promise<HookDecision | undefined> {
  const command = stringField(ctx.payload.tool_input, 'command')
  if (command === undefined) return undefined
  const { decision, writes } = await decide(ctx, command)
  if (decision?.kind === 'deny') return decision
  try {
    const { beginShellCommand } = await import('../engine/flows/shell-record.js')
    // Measured commands of a project take turns (engine/flows/shell-lease.ts): a turn not had in time is a denial.
    const busy = await beginShellCommand(ctx, command, writes)
    if (busy !== undefined) return busy
  } catch (error) {
    // A store evident cannot use (damaged, newer, not upgradable) is no busy moment: the command is denied instead
    // (entry/hook-cli.ts#unusableStoreDenial), as it would be without a measurement to judge it by.
    if (markedUnusable(error)) throw error
    const { recordHookFailure } = await import('../engine/flows/hook-failure.js')
    process.stderr.write(
      `evident: the Bash command could not be measured (not a rule decision): ${error instanceof Error ? error.message : String(error)}\n`,
    )
    try {
      // The command goes ahead unmeasured: counted as a hook call that let an action through unchecked.
      recordHookFailure('PreToolUse', error, ctx.env, ctx.cwd, ctx.caller.sessionId, true)
    } catch {
      // The database itself may be what is broken: stderr is all we can do.
    }
  }
  return decision
}

/** The decision, and the paths the shell reader sees the command write (as written, for the measurement). */
async function decide(
  ctx: HookContext,
  command: string,
): Promise<{ readonly decision: HookDecision | undefined; readonly writes: readonly string[] }> {
  // What needs no parse is decided first: a command that defeats the shell reader must not skip it.
  const { guardCommand, guardWrites } = await import('../engine/flows/own-state.js')
  const early = await guardCommand(ctx, command)
  if (early !== undefined) return { decision: early, writes: [] }
  const analysis = readCommand(command, ctx.cwd)
  const writes = analysis.writes.map((w) => w.path)
  const guarded = await guardWrites(ctx, analysis)
  if (guarded !== undefined) return { decision: guarded, writes }
  // While a conductor run is live, a session that is not one of its leaves runs only `evident conduct …`.
  const { guardConductorBash } = await import('../clients/conduct/guard.js')
  const conducted = await guardConductorBash(ctx, command)
  if (conducted !== undefined) return { decision: conducted, writes }
  if (analysis.manualPass) {
    const { denialText } = await import('../engine/gates/denial-text.js')
    return {
      decision: deny(
        denialText(
          'Ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal',
          "`--manual pass` records a human's confirmation that they checked every manual acceptance criterion themselves; an agent cannot give it.",
          'manual_pass_by_agent',
        ),
      ),
      writes,
    }
  }
  if (/bean\.md/i.test(command)) {
    // The VDD Done gate, for every agent, on the bean files whose new text the command settles.
    const { beanShellDecision } = await import('../clients/vdd/bean-done.js')
    const done = await beanShellDecision(command, ctx.cwd, { env: ctx.env })
    if (done.decision === 'deny') return { decision: deny(done.reason), writes }
  }
  if (analysis.tests.length === 0 && analysis.writes.length === 0 && !analysis.unreadable)
    return { decision: undefined, writes }
  const { judgeBash } = await import('../engine/flows/bash-gate.js')
  return { decision: await judgeBash(ctx, command, analysis), writes }
}

/**
 * The command as the shell reader sees it, with the package scripts it may run read from package.json (a script is
 * judged by what it runs); one the reader fails on is unreadable (judged as such), never a crash.
 */
function readCommand(command: string, cwd: string): BashAnalysis {
  try {
    return analyzeBash(command, /\b(?:npm|pnpm|yarn|bun)\b/.test(command) ? packageScripts(cwd) : undefined)
  } catch {
    return { tests: [], writes: [], plainTestRun: false, manualPass: false, unreadable: true }
  }
}
