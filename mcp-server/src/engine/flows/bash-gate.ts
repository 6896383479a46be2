import { existsSync, statSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import type { BashAnalysis, ShellWrite } from '../gates/bash-policy.js'
import { callerState, type CallerState } from '../../store/statements/callers.js'
import type { HookContext } from './hook-context.js'
import { recordDecided } from './decided.js'
import { judgeChanges, type FileChange } from './edit-gate.js'
import { denialText } from '../gates/denial-text.js'
import { deny, type HookDecision } from '../../domain/hook-decision.js'
import { TDD_AGENT_TYPE, workerRoleOf } from '../../domain/agent-types.js'
import { projectRelative } from '../../project/project-path.js'

const RUN_TESTS = 'mcp__plugin_evident_evident__run_tests'

/** The Bash decision for a command that runs tests or writes files (see `preBash`). */
export async function judgeBash(
  ctx: HookContext,
  command: string,
  analysis: BashAnalysis,
): Promise<HookDecision | undefined> {
  const db = await ctx.db()
  const state = db === undefined ? undefined : callerState(db.sqlite, ctx.caller)
  const tdd =
    (state?.taskId ?? null) !== null ||
    ctx.caller.agentType === TDD_AGENT_TYPE ||
    workerRoleOf(ctx.caller.agentType) !== undefined
  // Outside a TDD context a shell test run is left alone: never rewritten, never approved (a plugin must not widen
  // what the user allowed), and not evidence (the reporter records nothing inside Claude Code: run_tests does).
  if (!tdd) return undefined
  if (analysis.unreadable)
    return deny(
      denialText(
        'Split this command into plain steps (and run tests with run_tests)',
        'it nests substitutions deeper than the shell reader follows, so what it runs cannot be judged; ' +
          'during a TDD task every shell command must be readable.',
        'unreadable_command',
      ),
    )
  const denied = await denyTests(ctx, state, analysis)
  if (denied !== undefined) return denied
  return judgeChanges(ctx, await fileChanges(ctx, analysis.writes))
}

/** Shell test runs in a TDD context: denied, and the denial recorded after it is decided (never waited on). */
async function denyTests(
  ctx: HookContext,
  state: CallerState | undefined,
  analysis: BashAnalysis,
): Promise<HookDecision | undefined> {
  const first = analysis.tests[0]
  if (first === undefined) return undefined
  const weakening = analysis.tests.flatMap((t) => t.weakeningFlags)
  if (weakening.length > 0) {
    await recordDecided(ctx, state?.taskId, [
      { kind: 'TEST_WEAKENED', detail: `weakening_flag: ${first.runner} ${weakening.join(' ')}`, toolName: 'Bash' },
    ])
    return deny(
      denialText(
        `Use run_tests instead (${RUN_TESTS}): it runs the tests in full and records the result`,
        `${weakening.join(', ')} weakens the test run (updates snapshots, stops early or filters tests), which is denied during a TDD task.`,
        'weakening_flag',
      ),
    )
  }
  await recordDecided(ctx, state?.taskId, [
    { kind: 'SESSION_BYPASS', detail: `test_command_bypass: ${first.runner}`, toolName: 'Bash' },
  ])
  return deny(
    denialText(
      `Use run_tests instead (${RUN_TESTS}, e.g. {"files":["path/to/x.test.ts"]})`,
      `running ${first.runner} from the shell is not recorded as evidence during a TDD task (SESSION BYPASS).`,
      'test_command_bypass',
    ),
  )
}

/**
 * The project files the parsed writes change, judged like edits. A `git checkout`/`git restore` of a file that
 * already has the source's content changes nothing and is left out (what changed is judged, not the command's
 * name); a file `mv` moves carries its destination, so a rename is not judged as a deletion of tests.
 */
async function fileChanges(ctx: HookContext, writes: readonly ShellWrite[]): Promise<FileChange[]> {
  const root = ctx.location().projectRoot
  const changes: FileChange[] = []
  for (const write of writes) {
    for (const path of targets(ctx.cwd, write)) {
      const file = projectRelative(root, ctx.cwd, path)
      if (file === undefined) continue
      if (write.checkout !== undefined) {
        const { checkoutChanges } = await import('../../worktree/checkout.js')
        if (!checkoutChanges(ctx.cwd, write.checkout.source, path)) continue
      }
      const movedTo = write.movedTo === undefined ? undefined : movedPath(ctx.cwd, write.movedTo, path)
      changes.push({
        file,
        via: write.deletes ? 'delete' : 'shell',
        movedTo: movedTo === undefined ? undefined : projectRelative(root, ctx.cwd, movedTo),
      })
    }
  }
  return changes
}

/** Where `mv source dest` puts source: `dest/<name>` when dest is a directory. */
function movedPath(cwd: string, dest: string, source: string): string {
  const to = resolve(cwd, dest)
  return isDirectory(to) ? join(to, basename(source)) : to
}

/** The files a write lands on: `cp a b dir/` writes `dir/a` and `dir/b`. */
function targets(cwd: string, write: ShellWrite): readonly string[] {
  const dest = resolve(cwd, write.path)
  if (write.sources === undefined || !isDirectory(dest)) return [dest]
  return write.sources.map((s) => join(dest, basename(s)))
}

const isDirectory = (path: string): boolean => existsSync(path) && statSync(path).isDirectory()
