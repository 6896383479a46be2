import type { Caller } from '../../kernel/identity.js'
import { deny, type HookDecision } from '../../domain/hook-decision.js'
import { writeHookDb, type HookDb } from '../../store/hook-db.js'
import { takeShellLease, type ShellCommandRow, type ShellLeaseHolder } from '../../store/statements/shell-commands.js'

/**
 * The shell lease: measured Bash commands of one project take turns, so that what changed between a command's two
 * snapshots is that command's alone (issue #32: overlapping windows used to charge every change to each overlapping
 * command, across agents). PreToolUse takes the lease when it opens the command's row (one `begin immediate`: the check
 * and the insert are one step for every hook process), PostToolUse releases it as soon as the tree after is taken,
 * before judging. A PreToolUse that finds the lease held waits for it, polling the store (reads never wait in WAL
 * mode), up to a budget that keeps the hook inside Claude Code's 30 s limit; then it denies the call with `shell_busy`,
 * retryable, naming the command it waited for. Nothing ran, nothing is recorded against the caller.
 *
 * A lease lapses at the command's own time limit (Bash's `timeout`, else `BASH_DEFAULT_TIMEOUT_MS`, else two minutes,
 * capped by `BASH_MAX_TIMEOUT_MS`, else ten) plus a grace for its hooks: a PostToolUse that never came (Claude Code
 * killed, a hook killed) blocks the project no longer than that. The next command to want the lease closes a lapsed
 * row (`lapsed_at`): the late PostToolUse of that command, if it ever comes, records its changes as no one's.
 *
 * A caller never waits for itself: an agent makes a new call while an earlier one of its own still runs only for calls
 * it made together (Claude Code runs those side by side, their hooks start together). So a lease the caller took before
 * this hook process started belongs to a call that is over for it — one a permission prompt or another hook denied
 * after evident let it through, or one interrupted without a PostToolUse — and is taken over at once.
 *
 * The Edit family and evident's MCP tools never take the lease: their records name the content they wrote, and a
 * shell window leaves every path an Edit hook recorded to that record (shell-record.ts).
 */

/** How long PreToolUse waits for the lease before it denies `shell_busy` (the rest of its 30 s is the snapshot's). */
const WAIT_MS = 18_000
/** What a lease outlives its command's own time limit by: the two hooks around it. */
const GRACE_MS = 60_000
const DEFAULT_TIMEOUT_MS = 120_000
const MAX_TIMEOUT_MS = 600_000

type Env = Readonly<Record<string, string | undefined>>

/** A pause (a plain timer: node:timers/promises would be one more module for every hook process to load). */
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

const positive = (value: unknown): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined
}

/** How long a command may hold the lease: its own time limit as Claude Code's Bash tool applies it, plus the grace. */
function leaseMs(toolInput: unknown, env: Env): number {
  const asked = positive((toolInput as { timeout?: unknown } | undefined)?.timeout)
  const max = positive(env['BASH_MAX_TIMEOUT_MS']) ?? MAX_TIMEOUT_MS
  const timeout = Math.min(asked ?? positive(env['BASH_DEFAULT_TIMEOUT_MS']) ?? DEFAULT_TIMEOUT_MS, max)
  return timeout + (positive(env['EVIDENT_SHELL_LEASE_GRACE_MS']) ?? GRACE_MS)
}

/** The opened row, or the denial PreToolUse answers with when the lease stayed held past the wait. */
export type LeaseOutcome = { readonly row: ShellCommandRow } | { readonly busy: HookDecision }

/** Whether an error is SQLite's busy (the write lock stayed taken past the busy timeout): retried, not a failure. */
const isBusy = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')

/**
 * Opens the command's row holding the project's shell lease, waiting for the lease (and for the store's write lock)
 * up to the wait budget (`EVIDENT_SHELL_LEASE_WAIT_MS` overrides it).
 */
export async function acquireShellLease(
  db: HookDb,
  caller: Caller,
  input: {
    readonly toolUseId: string
    readonly command: string
    readonly projectRoot: string
    readonly toolInput: unknown
    readonly env: Env
  },
): Promise<LeaseOutcome> {
  const started = Date.now()
  const deadline = started + (positive(input.env['EVIDENT_SHELL_LEASE_WAIT_MS']) ?? WAIT_MS)
  const hold = leaseMs(input.toolInput, input.env)
  // When this hook process started: a lease of the same caller taken before that belongs to a call that is over.
  const since = new Date(performance.timeOrigin).toISOString()
  let holder: ShellLeaseHolder | undefined
  for (let attempt = 0; ; attempt++) {
    const now = Date.now()
    try {
      const taken = writeHookDb(db, (s) =>
        takeShellLease(s, caller, {
          toolUseId: input.toolUseId,
          command: input.command,
          projectRoot: input.projectRoot,
          now: new Date(now).toISOString(),
          leaseUntil: new Date(now + hold).toISOString(),
          callerSince: since,
        }),
      )
      if ('row' in taken) return taken
      holder = taken.holder
    } catch (error) {
      if (!isBusy(error)) throw error
    }
    if (Date.now() >= deadline) break
    // Polled: short at first (most commands are quick), then every ~150 ms, jittered so waiters do not march together.
    await sleep(Math.min(25 * 2 ** Math.min(attempt, 3), 150) + Math.random() * 50)
  }
  return { busy: deny(busyText(holder, Date.now() - started)) }
}

function busyText(holder: ShellLeaseHolder | undefined, waitedMs: number): string {
  const waited = `${(waitedMs / 1000).toFixed(0)} s`
  const who =
    holder === undefined
      ? "evident's store stayed busy"
      : `another measured Bash command in this project is still running (\`${holder.command.slice(0, 120)}\`, ` +
        `by ${holder.agentType ?? 'the main agent'} ${holder.agentId} of session ${holder.sessionId}, since ${holder.at})`
  return (
    `Run this command again in a moment: ${who}, and it waited ${waited}. evident measures one shell command of a ` +
    'project at a time, so that each change is charged to the command that made it; this one was not run, and ' +
    'nothing is recorded against you. Edit, Write and run_tests need no turn. ' +
    '(evident: shell_busy, a turn to wait for, not a rule broken and not a malfunction.)'
  )
}
