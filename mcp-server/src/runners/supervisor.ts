import type * as ChildProcessModule from 'node:child_process'
import type * as FsModule from 'node:fs'

/**
 * The supervisor of one spawned command (runners/spawn.ts): a small Node process between evident and the command, so
 * the command can never outlive its owner. It starts the command in a process group of its own and owns its time
 * limit; it kills that whole group (SIGTERM, SIGKILL after the grace period) when the limit passes, when its owner
 * closes its stdin or dies (stdin ends: the pipe's other end is gone; or it is re-parented), or when it is told to stop
 * (SIGTERM, SIGHUP). When the command exits by itself, whatever it left running in its group is killed too.
 *
 * Wire: stdin's first line is the `SupervisedSpec` JSON; stdin stays open as the owner's lifeline. fds 1, 2 and the
 * `extra` fds after them are handed to the command as they are (the owner reads them directly). The fd after those
 * carries `SupervisorMessage` lines to the owner: `started` (the command's process group), then `exit`.
 *
 * It runs as `node -e` with this function's source (`SUPERVISOR_SCRIPT`): the same code from the sources, `dist/` and
 * the bundle, with no file of its own to find. So it uses only its `load` argument (`require`) and globals.
 */
export interface SupervisedSpec {
  readonly command: string
  readonly args: readonly string[]
  readonly cwd: string
  readonly env: Readonly<Record<string, string>>
  readonly timeoutMs: number
  readonly graceMs: number
  /** How many fds after stderr the command inherits (the status fd follows them). */
  readonly extra: number
  /**
   * What the command leaves in its group once it exited is killed at once (SIGKILL), not asked to stop first: a run in
   * a process namespace of its own (`ProjectMount.ownProcesses`), whose init ignores SIGTERM and outlives it only to
   * reap what the run left behind.
   */
  readonly killLeftovers?: boolean | undefined
}

export type SupervisorMessage =
  | { readonly type: 'started'; readonly pgid: number }
  | {
      readonly type: 'exit'
      readonly code: number | null
      readonly signal: string | null
      readonly timedOut: boolean
      /** The owner closed stdin, went away, or signalled the supervisor: the group was killed. */
      readonly stopped: boolean
      readonly error?: string | undefined
    }

function supervise(load: (id: string) => unknown): void {
  // What `ps` shows instead of the whole script.
  process.title = 'evident-run-supervisor'
  const { spawn } = load('node:child_process') as typeof ChildProcessModule
  const { readdirSync, readFileSync, writeSync } = load('node:fs') as typeof FsModule
  const owner = process.ppid
  let spec: SupervisedSpec | undefined
  let input = ''
  let pgid: number | undefined
  let timedOut = false
  let stopped = false
  let killing = false
  let error: string | undefined

  const statusFd = (): number => 3 + (spec?.extra ?? 0)
  const tell = (message: SupervisorMessage): void => {
    try {
      writeSync(statusFd(), `${JSON.stringify(message)}\n`)
    } catch {
      // The owner is gone: nobody to tell.
    }
  }
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    if (pgid === undefined) return false
    try {
      process.kill(-pgid, signal)
      return true
    } catch {
      return false
    }
  }
  /**
   * Whether a process of the group still runs — a zombie does not (one left unreaped by a container's init, once a
   * process namespace's init was killed, would otherwise hold the wait until its deadline). Read from /proc; where
   * there is none, whether the group answers a signal.
   */
  const groupRuns = (): boolean => {
    if (!signalGroup(0)) return false
    try {
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue
        let stat: string
        try {
          stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
        } catch {
          continue
        }
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        if (Number(group) === pgid && state !== 'Z') return true
      }
      return false
    } catch {
      return true
    }
  }
  /** SIGTERM to the group, SIGKILL once the grace period has passed. */
  const kill = (): void => {
    if (killing) return
    killing = true
    signalGroup('SIGTERM')
    setTimeout(() => signalGroup('SIGKILL'), spec?.graceMs ?? 2000)
  }
  const stop = (): void => {
    stopped = true
    if (pgid === undefined) process.exit(0)
    kill()
  }
  /** After the command exits: kill what it left in its group, wait until the group is empty, then report and exit. */
  const finish = (code: number | null, signal: NodeJS.Signals | null): void => {
    const report = (): void => {
      tell({ type: 'exit', code, signal, timedOut, stopped, ...(error === undefined ? {} : { error }) })
      process.exit(0)
    }
    if (!signalGroup(0)) return report()
    if (spec?.killLeftovers === true) signalGroup('SIGKILL')
    kill()
    const deadline = Date.now() + (spec?.graceMs ?? 2000) + 1000
    const poll = setInterval(() => {
      if (groupRuns() && Date.now() < deadline) return
      clearInterval(poll)
      report()
    }, 50)
  }
  const begin = (given: SupervisedSpec): void => {
    spec = given
    const fds = Array.from({ length: given.extra }, (_, i) => 3 + i)
    const child = spawn(given.command, [...given.args], {
      cwd: given.cwd,
      env: given.env,
      stdio: ['ignore', 1, 2, ...fds],
      detached: true,
      shell: false,
    })
    pgid = child.pid
    if (pgid !== undefined) tell({ type: 'started', pgid })
    setTimeout(() => {
      timedOut = true
      kill()
    }, given.timeoutMs)
    child.on('error', (e) => {
      error = e.message
    })
    child.on('close', finish)
    if (stopped) kill()
  }

  process.on('SIGTERM', stop)
  process.on('SIGHUP', stop)
  process.stdin.setEncoding('utf8')
  process.stdin.on('data', (chunk: string) => {
    if (spec !== undefined) return
    input += chunk
    const nl = input.indexOf('\n')
    if (nl >= 0) begin(JSON.parse(input.slice(0, nl)) as SupervisedSpec)
  })
  process.stdin.on('end', stop)
  process.stdin.on('error', stop)
  // A second way to notice the owner is gone, should its end of stdin have leaked to another process.
  setInterval(() => {
    if (process.ppid !== owner) stop()
  }, 1000).unref()
}

/** The `node -e` script that runs `supervise`. */
export const SUPERVISOR_SCRIPT = `(${supervise.toString()})(require)`
