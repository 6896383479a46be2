import { analyzeBash } from '../gates/bash-policy.js'
import type { HookContext } from './context.js'
import type { HookOutput } from './output.js'
import { stringField } from './payload.js'

/**
 * PreToolUse on Bash. In a TDD context (an open TDD task, or evident's TDD agent): shell test runs are
 * denied (SESSION BYPASS; weakening flags as TEST WEAKENED) and shell writes go through the edit policy.
 * Outside it, a plain test command gets the caller's identity in its environment so the vitest reporter
 * attributes the run. `evident vdd --manual pass` is denied to every agent: only a human may confirm manual
 * criteria. A command that neither runs tests nor writes files costs a parse and nothing more.
 */
export async function preBash(ctx: HookContext): Promise<HookOutput | undefined> {
  const command = stringField(ctx.payload.tool_input, 'command')
  if (command === undefined) return undefined
  const analysis = analyzeBash(command)
  if (analysis.manualPass) {
    const { deny } = await import('./output.js')
    return deny(
      "evident: `--manual pass` records a human's confirmation that they checked every manual acceptance criterion " +
        'themselves; an agent cannot give it. Ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal.',
    )
  }
  if (analysis.tests.length === 0 && analysis.writes.length === 0) return undefined
  const { judgeBash } = await import('../flows/bash-gate.js')
  return judgeBash(ctx, command, analysis)
}
