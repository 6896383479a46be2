import { dirname, relative as relativePath, resolve } from 'node:path'
import { lockHolderAlive, parseRunLock, runLockFile, type RunLock } from './run-lock.js'
import {
  CONDUCTOR_DENIAL,
  CONDUCTOR_VIOLATION,
  conductorDenialText,
  conductorStoreDenialText,
  isOrchestrationCommand,
  type Attempted,
} from './guard-rules.js'
import { isUnder } from '../../engine/gates/own-state.js'
import type { HookContext } from '../../engine/flows/hook-context.js'
import { deny, type HookDecision } from '../../domain/hook-decision.js'
import { realpathLenient } from '../../project/project-path.js'
import { readRegularText } from '../../kernel/regular-file.js'
import { leafStanding, type LeafStanding } from '../../store/statements/conduct-events.js'
import { recordDecided } from '../../engine/flows/decided.js'

/**
 * The hooks' guard of a live conductor run (clients/conduct/guard-rules.ts): while `.tdd/conduct.lock` names a live
 * process, a session that is not one of the run's leaves — no `launch` row of `conduct_events` with its session id,
 * for the run's project and issue, since the run started, that no later launch or its own exit followed: only the leaf
 * running now is one) — may not use the Edit family inside the project nor run any Bash command but the
 * conductor's own `evident conduct wait|status|stop|stop-requested|start …`. Without a lock this costs one failed
 * open of the lock file; the store is read only when the lock is live. A store that cannot answer leaves the call
 * refused (recorded as a hook error, never a violation): an induced failure must not turn the denial into an allow.
 */
interface Run {
  /** The conducted project's root: where the lock is. */
  readonly root: string
  readonly lock: RunLock
}

/**
 * The run whose lock is at `root`, if its process is alive. An absent, unreadable or malformed lock, or one whose
 * process is gone, is no run. Only a regular file is read (a FIFO would hang the hook).
 */
function liveRunAt(root: string): RunLock | undefined {
  let text: string
  try {
    text = readRegularText(runLockFile(root), 4096)
  } catch {
    return undefined
  }
  const lock = parseRunLock(text)
  return lock !== undefined && lockHolderAlive(lock) ? lock : undefined
}

/**
 * The live run that `dir` lies in, when `dir` is outside the session's project (a conductor that moved its shell
 * into another project, or edits one): the nearest folder above it holding a live lock. Only for such paths, so
 * the common case stays one open attempt.
 */
function liveRunAbove(dir: string): Run | undefined {
  for (let current = dir; ; current = dirname(current)) {
    const lock = liveRunAt(current)
    if (lock !== undefined) return { root: current, lock }
    if (dirname(current) === current) return undefined
  }
}

/** Edit | Write | MultiEdit | NotebookEdit on `path` (absolute); `file` is its path in the session's project, if inside. */
export async function guardConductorEdit(
  ctx: HookContext,
  path: string,
  file: string | undefined,
): Promise<HookDecision | undefined> {
  const root = ctx.location().projectRoot
  let run: Run | undefined
  let relative = file
  if (file !== undefined) {
    const lock = liveRunAt(root)
    run = lock === undefined ? undefined : { root, lock }
  } else {
    // Outside the session's project: while the session's own project is being conducted, a non-leaf writes nowhere
    // (a file it wrote elsewhere — a script first on PATH named evident — would run as an orchestration command).
    const own = liveRunAt(root)
    const target = realpathLenient(path)
    run = own === undefined ? liveRunAbove(dirname(target)) : { root, lock: own }
    if (run !== undefined) relative = own === undefined ? relativePath(run.root, target) : target
  }
  if (run === undefined || relative === undefined) return undefined
  const tool = ctx.payload.tool_name ?? 'Edit'
  return refuseUnlessLeaf(ctx, run, { kind: 'edit', tool, file: relative }, `${tool} on ${relative}`)
}

/** A Bash command: refused while a run is live, unless it is one of the conductor's own `evident conduct` commands. */
export async function guardConductorBash(ctx: HookContext, command: string): Promise<HookDecision | undefined> {
  const root = ctx.location().projectRoot
  const lock = liveRunAt(root)
  let run: Run | undefined = lock === undefined ? undefined : { root, lock }
  if (run === undefined) {
    const cwd = resolve(ctx.cwd)
    if (isUnder(cwd, root)) return undefined
    const real = realpathLenient(cwd)
    if (isUnder(real, root)) return undefined
    run = liveRunAbove(real)
    if (run === undefined) return undefined
  }
  if (isOrchestrationCommand(command)) return undefined
  return refuseUnlessLeaf(ctx, run, { kind: 'bash' }, `Bash: ${command}`)
}

/** Lets a leaf of the run through; refuses anyone else, and refuses when the store cannot tell. */
async function refuseUnlessLeaf(
  ctx: HookContext,
  run: Run,
  attempted: Attempted,
  what: string,
): Promise<HookDecision | undefined> {
  const live = { issue: run.lock.issue, pid: run.lock.pid }
  let standing: LeafStanding
  try {
    // No store: no launch was ever recorded, so no session can be a leaf (the run's baseline creates the store
    // before its first leaf).
    const db = await ctx.db()
    standing =
      db === undefined
        ? { kind: 'none' }
        : leafStanding(db.sqlite, {
            projectRoot: run.root,
            issue: run.lock.issue,
            sessionId: ctx.caller.sessionId,
            since: run.lock.startedAt,
          })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    process.stderr.write(
      `evident: a conductor run is live and the store could not say whether this session is one of its leaves; the call is denied (not a rule decision): ${message}\n`,
    )
    try {
      const { recordHookFailure } = await import('../../engine/flows/hook-failure.js')
      // Denied, not let through: failed_open = 0.
      recordHookFailure(ctx.event, error, ctx.env, ctx.cwd, ctx.caller.sessionId, false)
    } catch {
      // The database itself is what is broken: stderr is all we can do.
    }
    return deny(conductorStoreDenialText(live, attempted, message))
  }
  if (standing.kind === 'live') return undefined
  const ended =
    standing.kind === 'ended' ? { session: ctx.caller.sessionId, leaf: standing.leaf, why: standing.why } : undefined
  await recordDecided(ctx, undefined, [
    {
      kind: CONDUCTOR_VIOLATION,
      detail:
        `${CONDUCTOR_DENIAL}: ${what} (issue #${run.lock.issue} being conducted` +
        (ended === undefined
          ? ')'
          : `; session ${ended.session} is ${ended.leaf}, a leaf that ${ended.why === 'ended' ? 'has ended' : 'a later leaf superseded'})`),
      toolName: ctx.payload.tool_name ?? 'unknown',
    },
  ])
  return deny(conductorDenialText(live, attempted, ended))
}
