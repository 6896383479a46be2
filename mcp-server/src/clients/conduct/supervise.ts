import { spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { badInput, errorMessage } from '../../kernel/errors.js'
import type { ConductEvent } from '../../domain/conduct-events.js'
import { leafFile } from './files.js'
import { writePidRecord } from './pid-file.js'
import { inPidNamespace, LEAF_TOKEN_ENV, startTicks, sweepLeaf, type Containment } from './contain.js'
import { groupAlive, killGroup } from './proc.js'
import { readStop } from './stop.js'
import { writeAtomic } from './write-atomic.js'

/** What a leaf's events say besides the supervisor's own facts (domain/conduct-events.ts). */
type LeafContext = Pick<
  ConductEvent,
  'issue' | 'step' | 'stepTitle' | 'actor' | 'phase' | 'pluginVersion' | 'attempt' | 'leafSession'
>

/**
 * An argv element the supervisor replaces with a fresh session id (a UUID) for each attempt — for `claude -p
 * --session-id {leaf-session}`: the conductor judges a verifier by the runs of exactly that session, and a stuck leaf
 * relaunched gets a session of its own. The id is in the attempt's launch event and in `.tdd/<name>.pid`.
 */
export const LEAF_SESSION_ARG = '{leaf-session}'

type Env = Readonly<Record<string, string | undefined>>
type Stdio = 'inherit' | 'ignore' | number

export interface SuperviseOptions {
  /** The project root: where `.tdd/` is, and the leaf's cwd unless `cwd` says otherwise. */
  readonly root: string
  /** Where the leaf runs when not in the project root (a verifier's checkout). */
  readonly cwd?: string | undefined
  /** The leaf's name (files.ts `LEAF_NAME`): its files are `.tdd/<name>.exit` and `.tdd/<name>.pid`. */
  readonly name: string
  /** The leaf command and its arguments, run without a shell. */
  readonly argv: readonly string[]
  /** The leaf's environment, before `envForLeaf`. */
  readonly env: Env
  /** How long one attempt may run (clients/conduct/timeout.ts resolves it). */
  readonly timeoutSec: number
  /** How many times a leaf killed as stuck is launched again; default 1. */
  readonly retries?: number
  /** SIGTERM to SIGKILL when a leaf's group is killed; default 3000 ms. */
  readonly graceMs?: number
  /** How often the stop file is read while the leaf runs; default 250 ms. */
  readonly pollMs?: number
  /** Where the leaf's stdout and stderr go; default the supervisor's own. */
  readonly stdio?: readonly [Stdio, Stdio]
  /** Takes each status line; default the supervisor's stderr. */
  readonly log?: (line: string) => void
  /**
   * Takes each launch and exit event, the final one before `.exit` is written. When it returns a promise for a launch
   * event, the leaf starts only once it settles: the launch's store row names the leaf's session, and evident's hooks
   * read that row to let the leaf change the project while the run is live (clients/conduct/guard.ts).
   */
  readonly onEvent?: (event: ConductEvent) => void | Promise<void>
  /** Aborted when the supervisor itself is told to end (SIGTERM, SIGINT, SIGHUP): the leaf is killed, killed-external. */
  readonly signal?: AbortSignal
  /**
   * What makes sure the leaf leaves nothing running (clients/conduct/contain.ts): `pid-namespace` or `token` for a
   * conductor leaf; default `group`, its process group only.
   */
  readonly contain?: Containment
  /** How many times a `token` leaf's leftovers are killed and looked for again before it ends `left-running`; 20. */
  readonly sweepRounds?: number
  readonly context: LeafContext
}

/** How one attempt ended. */
type AttemptEnd =
  | { readonly kind: 'exited'; readonly code: number }
  | { readonly kind: 'stuck' | 'stop' | 'external' }
  | { readonly kind: 'launch-failed'; readonly reason: string }
  | { readonly kind: 'left-running'; readonly pids: readonly number[] }

const BASH_TIMEOUT_KEYS = ['BASH_DEFAULT_TIMEOUT_MS', 'BASH_MAX_TIMEOUT_MS'] as const

/**
 * The leaf's environment: Claude Code's Bash tool timeouts follow the leaf's own timeout, so a long foreground suite is
 * not cut at the tool's default, unless the caller set them.
 */
export function envForLeaf(env: Env, timeoutSec: number): Record<string, string> {
  const out = definedEnv(env)
  for (const key of BASH_TIMEOUT_KEYS) if ((out[key] ?? '') === '') out[key] = String(Math.round(timeoutSec * 1000))
  return out
}

/** The variables of `env` that are set. */
export const definedEnv = (env: Env): Record<string, string> =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined))

/** A leaf's exit code as the conductor reads it: 0, 1 and 2 are answers; anything else is 2. */
const normalisedExit = (code: number): 0 | 1 | 2 => (code === 0 || code === 1 ? code : 2)

/**
 * Runs one leaf under supervision and returns its answer, 0, 1 or 2, also written to `.tdd/<name>.exit` (atomically, as
 * the last thing it does). The leaf runs in a process group of its own; on its timeout the whole group is killed and
 * the leaf launched again within `retries`; a stop request `now` kills it, `at-leaf` or `now` refuses each launch. Every
 * status is one line `supervise[<name>]: <status>`: docs/conduct.md lists them.
 */
export async function supervise(opts: SuperviseOptions): Promise<number> {
  const { root, name, timeoutSec } = opts
  const retries = opts.retries ?? 1
  if (opts.argv.length === 0 || opts.argv[0] === '') throw badInput('supervise needs a leaf command to run')
  if (!(timeoutSec > 0)) throw badInput(`a leaf timeout is a positive number of seconds: got ${timeoutSec}`)
  if (!Number.isInteger(retries) || retries < 0) throw badInput(`retries is a whole number ≥ 0: got ${retries}`)
  const { report, launched, finish } = reporter(opts)
  const startedAt = new Date().toISOString()
  rmSync(leafFile(root, name, 'exit'), { force: true })
  mkdirSync(dirname(leafFile(root, name, 'exit')), { recursive: true })
  writePidRecord(root, name, { supervisorPid: process.pid, startedAt })

  for (let attempt = 1; ; attempt++) {
    if (opts.signal?.aborted === true) return finish(attempt, 'killed-external', 2)
    const stop = readStop(root)
    if (stop.kind === 'requested' && stop.mode !== 'at-ledger') return finish(attempt, `refused-stop ${stop.mode}`, 2)
    const session = opts.argv.includes(LEAF_SESSION_ARG) ? randomUUID() : undefined
    const argv = opts.argv.map((arg) => (arg === LEAF_SESSION_ARG ? (session ?? arg) : arg))
    // Said before the spawn: the leaf's own first lines on the same stderr come after it, and its first tool call
    // after the launch is recorded.
    await launched(attempt, session, opts.contain ?? 'group')
    const end = await runAttempt({ ...opts, argv }, (pid) =>
      writePidRecord(root, name, {
        supervisorPid: process.pid,
        leafPid: pid,
        pgid: pid,
        attempt,
        startedAt,
        ...(session === undefined ? {} : { session }),
      }),
    )
    switch (end.kind) {
      case 'exited':
        return finish(attempt, `exited ${end.code}`, normalisedExit(end.code))
      case 'stop':
        return finish(attempt, 'killed-stop', 2)
      case 'external':
        return finish(attempt, 'killed-external', 2)
      case 'launch-failed':
        return finish(attempt, `launch-failed (${end.reason})`, 2)
      case 'left-running':
        return finish(attempt, `left-running (${end.pids.join(' ')})`, 2)
      case 'stuck':
        report('exit', attempt, `killed-stuck (attempt ${attempt})`, 2)
        if (attempt > retries) return finish(attempt, `gave-up after ${attempt} stuck attempts`, 2)
    }
  }
}

type Reporting = Pick<SuperviseOptions, 'root' | 'name' | 'log' | 'onEvent' | 'context'>

/** Says each status (a line and an event); `finish` says the last one and then writes `.exit`. */
function reporter(opts: Reporting): {
  report: (kind: 'launch' | 'exit', attempt: number, status: string, code?: number, session?: string) => void
  /** Says a launch; resolves once the event's consumer has taken it (conduct-leaf.ts: its store row is written). */
  launched: (attempt: number, session: string | undefined, contain: Containment) => Promise<void>
  finish: <C extends 0 | 1 | 2>(attempt: number, status: string, code: C) => C
} {
  const log = opts.log ?? ((line: string) => process.stderr.write(`${line}\n`))
  const say = (
    kind: 'launch' | 'exit',
    attempt: number,
    status: string,
    code?: number,
    session?: string,
  ): void | Promise<void> => {
    log(`supervise[${opts.name}]: ${status}`)
    return opts.onEvent?.({
      kind,
      at: new Date().toISOString(),
      ...opts.context,
      leaf: opts.name,
      // The conductor's revision attempt when it gave one; else the supervisor's own (its status line says which).
      attempt: opts.context.attempt ?? attempt,
      ...(session === undefined ? {} : { leafSession: session }),
      ...(code === undefined ? {} : { code }),
      detail: status,
    })
  }
  const report = (kind: 'launch' | 'exit', attempt: number, status: string, code?: number, session?: string): void => {
    // An exit's consumer is awaited by the caller (conduct-leaf.ts); a failure of it is the consumer's to report.
    Promise.resolve(say(kind, attempt, status, code, session)).catch(() => undefined)
  }
  const launched = async (attempt: number, session: string | undefined, contain: Containment): Promise<void> => {
    const how = contain === 'group' ? '' : `; ${contain}`
    try {
      await say('launch', attempt, `launched (attempt ${attempt}${how})`, undefined, session)
    } catch {
      // The leaf is launched all the same: without its store row evident's hooks refuse its changes while the run
      // is live, which the run reports as the leaf's failure.
    }
  }
  const finish = <C extends 0 | 1 | 2>(attempt: number, status: string, code: C): C => {
    report('exit', attempt, status, code)
    const exitPath = leafFile(opts.root, opts.name, 'exit')
    mkdirSync(dirname(exitPath), { recursive: true })
    writeAtomic(exitPath, `${code}\n`)
    return code
  }
  return { report, launched, finish }
}

/**
 * Ends a supervisor that cannot launch its leaf at all (its timeout setting is invalid, say): the status
 * `launch-failed (<reason>)` and exit 2, the way `supervise` ends when the leaf command cannot start.
 */
export function failLaunch(opts: Reporting, reason: string): 2 {
  return reporter(opts).finish(1, `launch-failed (${reason})`, 2)
}

/**
 * Launches the leaf once and waits until it and everything left in its process group are gone — and, contained, all
 * else it started (clients/conduct/contain.ts): a `token` leaf's leftovers are swept, and reported when some outlive it.
 */
function runAttempt(opts: SuperviseOptions, started: (pid: number) => void): Promise<AttemptEnd> {
  const graceMs = opts.graceMs ?? 3000
  const contain = opts.contain ?? 'group'
  const token = contain === 'token' ? randomUUID() : undefined
  const [command = '', ...args] = contain === 'pid-namespace' ? inPidNamespace(opts.argv) : opts.argv
  const env = envForLeaf(opts.env, opts.timeoutSec)
  if (token !== undefined) env[LEAF_TOKEN_ENV] = token
  return new Promise((resolve) => {
    let child: ChildProcess
    try {
      child = spawn(command, args, {
        cwd: opts.cwd ?? opts.root,
        env,
        stdio: ['ignore', ...(opts.stdio ?? ['inherit', 'inherit'])],
        detached: true,
        shell: false,
      })
    } catch (error) {
      resolve({ kind: 'launch-failed', reason: errorMessage(error) })
      return
    }
    const pid = child.pid
    if (pid === undefined) {
      child.once('error', (error: NodeJS.ErrnoException) =>
        resolve({ kind: 'launch-failed', reason: error.code ?? error.message }),
      )
      return
    }
    started(pid)
    const since = startTicks(pid) ?? 0
    let killedFor: 'stuck' | 'stop' | 'external' | undefined
    let killing: Promise<void> | undefined
    const kill = (why: 'stuck' | 'stop' | 'external'): void => {
      if (killedFor !== undefined) return
      killedFor = why
      killing = killGroup(pid, graceMs)
    }
    const onAbort = (): void => kill('external')
    const timer = setTimeout(() => kill('stuck'), opts.timeoutSec * 1000)
    const poll = setInterval(() => {
      const stop = readStop(opts.root)
      if (stop.kind === 'requested' && stop.mode === 'now') kill('stop')
    }, opts.pollMs ?? 250)
    if (opts.signal?.aborted === true) onAbort()
    else opts.signal?.addEventListener('abort', onAbort, { once: true })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      clearInterval(poll)
      opts.signal?.removeEventListener('abort', onAbort)
      // Killed by us: what we killed it for; by a signal we did not send: from outside; else its own exit code.
      const end: AttemptEnd =
        killedFor !== undefined
          ? { kind: killedFor }
          : signal !== null
            ? { kind: 'external' }
            : { kind: 'exited', code: code ?? 2 }
      // Whatever the leaf left running in its group goes with it: the next leaf never races an old one.
      const rest = killing ?? (groupAlive(pid) ? killGroup(pid, graceMs) : Promise.resolve())
      void rest.then(async () => {
        // What left the group (its own session, its own group) carries the token, or is an orphan in the project.
        const left = token === undefined ? [] : await sweepLeaf({ token, root: opts.root, since }, opts.sweepRounds)
        resolve(left.length === 0 ? end : { kind: 'left-running', pids: left })
      })
    })
  })
}
