import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import type { Readable } from 'node:stream'
import { SUPERVISOR_SCRIPT, type SupervisedSpec, type SupervisorMessage } from './supervisor.js'

/**
 * Runs a command from an argument array (never a shell string) in its own process group, so a timeout or
 * an abort kills the whole tree: SIGTERM to the group, SIGKILL after a grace period. A supervisor process
 * (supervisor.ts) owns the time limit and the kill, so neither depends on this process staying alive.
 */
export interface SpawnRequest {
  readonly command: string
  readonly args: readonly string[]
  readonly cwd: string
  readonly env?: Readonly<Record<string, string | undefined>> | undefined
  readonly timeoutMs: number
  readonly signal?: AbortSignal | undefined
  /** Bytes of stdout/stderr kept (the tail). */
  readonly keepBytes?: number | undefined
  /** Extra stdio entries after stdin/stdout/stderr (e.g. 'pipe' for fd 3). */
  readonly extraStdio?: readonly ('pipe' | 'ignore')[] | undefined
  /** Called with the spawned supervisor: its `stdio[3…]` are the command's extra fds. */
  readonly onSpawn?: ((child: ChildProcess) => void) | undefined
  /** Called once the command runs, with its process group (the run lock records it: lock.ts). */
  readonly onProcessGroup?: ((group: ProcessGroup) => void) | undefined
  /** Run it inside bubblewrap (a sealed session's test run): see `Confinement`. */
  readonly confine?: Confinement | undefined
  /** Run it with a checkout mounted over the project's own path (a private mount namespace): see `ProjectMount`. */
  readonly mount?: ProjectMount | undefined
}

/**
 * A checkout of the project mounted at the project's own path for one run, in a private mount namespace (bubblewrap):
 * the re-runs of the red test and the closing proof run there, so a test cannot tell them from a run in the project by
 * its path, its working directory or its git metadata. Outside the namespace nothing changes.
 */
export interface ProjectMount {
  /** The checkout (a temporary directory) and the project path it is mounted at. */
  readonly checkout: string
  readonly projectRoot: string
  /** Paths of the project bound into the checkout at the same place: dependency folders, ignored files, `.git`. */
  readonly binds: readonly { readonly path: string; readonly readOnly: boolean }[]
  /**
   * A process namespace of the run's own (`evident prove`): whatever the run started — a daemon that left its group
   * and session — is killed when the run ends, so nothing outlives it to change what the next run or the caller sees.
   */
  readonly ownProcesses?: boolean | undefined
}

/**
 * A sealed session's test run is agent-written code too: it runs in bubblewrap like the session's Bash does — the
 * whole file system read-only, `writable` folders (the project, the temp folder) writable, `hidden` folders
 * (evident's data folder: the store, its key, the snapshots) replaced by an empty tmpfs. Without it, a test file
 * the agent wrote could rewrite Claude Code's settings or read the key through `run_tests`.
 */
export interface Confinement {
  /** Folders the run may write (bound over everything else, which is read-only). */
  readonly writable: readonly string[]
  /** Folders replaced by an empty tmpfs. */
  readonly hidden: readonly string[]
  /** A fresh, private tmpfs at this path (the temp folder), below the writable binds. */
  readonly privateTmp?: string | undefined
  /** Folders under `privateTmp` the run must still read (e.g. evident's own reporter), bound read-only. */
  readonly readable?: readonly string[] | undefined
}

/**
 * The bwrap command line that runs `command args` confined and/or with a checkout mounted at the project's path
 * (argument array; bwrap keeps inherited fds such as 3). bwrap reads every bind's source in the host's file system, so
 * the project's own `.git` and dependency folders are bound into the checkout even though the checkout covers the
 * project path. Folders hidden by the confinement are hidden last, over the mount too.
 */
function bwrapArgs(
  command: string,
  args: readonly string[],
  cwd: string,
  confine: Confinement | undefined,
  mount: ProjectMount | undefined,
): { readonly command: string; readonly args: readonly string[] } {
  const exists = (p: string): boolean => existsSync(p)
  const base =
    confine === undefined
      ? ['--dev-bind', '/', '/']
      : [
          '--ro-bind',
          '/',
          '/',
          '--dev',
          '/dev',
          '--proc',
          '/proc',
          ...(confine.privateTmp === undefined ? [] : ['--tmpfs', confine.privateTmp]),
          ...(confine.readable ?? []).filter(exists).flatMap((r) => ['--ro-bind', r, r]),
          ...confine.writable.filter(exists).flatMap((w) => ['--bind', w, w]),
        ]
  const mounted =
    mount === undefined
      ? []
      : [
          ...(mount.ownProcesses === true ? ['--unshare-pid'] : []),
          '--bind',
          mount.checkout,
          mount.projectRoot,
          ...mount.binds
            .filter((b) => exists(b.path))
            .flatMap((b) => [b.readOnly ? '--ro-bind' : '--bind', b.path, b.path]),
        ]
  return {
    command: 'bwrap',
    args: [
      ...base,
      ...mounted,
      ...(confine?.hidden ?? []).filter(exists).flatMap((h) => ['--tmpfs', h]),
      '--die-with-parent',
      '--chdir',
      cwd,
      '--',
      command,
      ...args,
    ],
  }
}

export interface SpawnResult {
  readonly exitCode: number | null
  readonly signal: NodeJS.Signals | null
  readonly timedOut: boolean
  readonly aborted: boolean
  readonly stdout: string
  readonly stderr: string
  readonly error?: string | undefined
}

/** A spawned command's process group, and the token in its environment that tells it from a later group of that id. */
export interface ProcessGroup {
  readonly pgid: number
  readonly token: string
}

/** The environment variable carrying a run's `ProcessGroup.token`. */
export const RUN_TOKEN_ENV = 'EVIDENT_RUN_TOKEN'

const GRACE_MS = 2000
/** How long the output pipes may stay open after the supervisor exits (a process that left its group holds them). */
const DRAIN_MS = 2000

/**
 * Runs the command under a supervisor process (supervisor.ts) that owns the time limit and kills the command's whole
 * process group when the limit passes, when the run is aborted (its stdin is closed), or when this process dies —
 * whatever way it dies, even SIGKILL: a test run never outlives the server or CLI that started it.
 */
export function runProcess(request: SpawnRequest): Promise<SpawnResult> {
  const keep = request.keepBytes ?? 64 * 1024
  const extra = request.extraStdio ?? []
  const token = randomBytes(12).toString('hex')
  return new Promise((resolve) => {
    const run =
      request.confine === undefined && request.mount === undefined
        ? { command: request.command, args: request.args }
        : bwrapArgs(request.command, request.args, request.cwd, request.confine, request.mount)
    const spec: SupervisedSpec = {
      command: run.command,
      args: run.args,
      cwd: request.cwd,
      env: definedOnly({ ...process.env, ...request.env, [RUN_TOKEN_ENV]: token }),
      timeoutMs: request.timeoutMs,
      graceMs: GRACE_MS,
      extra: extra.length,
      killLeftovers: request.mount?.ownProcesses === true,
    }
    // The supervisor's own stdio: stdin is the lifeline, extra fds go to the command, the last one is the status channel.
    const child = spawn(process.execPath, ['-e', SUPERVISOR_SCRIPT], {
      cwd: request.cwd,
      stdio: ['pipe', 'pipe', 'pipe', ...extra.map(() => 'pipe' as const), 'pipe'],
      detached: true,
      shell: false,
    })
    request.onSpawn?.(child)
    let stdout = ''
    let stderr = ''
    let aborted = false
    let spawnError: string | undefined
    let exit: Extract<SupervisorMessage, { type: 'exit' }> | undefined
    let pgid: number | undefined
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout = (stdout + chunk).slice(-keep)
    })
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-keep)
    })
    readMessages(child.stdio[3 + extra.length] as Readable | null | undefined, (message) => {
      if (message.type === 'exit') exit = message
      else {
        pgid = message.pgid
        request.onProcessGroup?.({ pgid, token })
      }
    })
    child.stdin?.on('error', () => undefined)
    child.stdin?.write(`${JSON.stringify(spec)}\n`)
    const onAbort = (): void => {
      aborted = true
      child.stdin?.end()
    }
    if (request.signal?.aborted === true) onAbort()
    else request.signal?.addEventListener('abort', onAbort, { once: true })
    // Should the supervisor itself hang (it never has), its group and the command's are killed well after the limit.
    const backstop = setTimeout(
      () => {
        for (const group of [child.pid, pgid]) killGroup(group, 'SIGKILL')
      },
      request.timeoutMs + 3 * GRACE_MS + 5000,
    )
    backstop.unref()
    child.on('error', (error) => {
      spawnError = error.message
    })
    child.on('exit', () => {
      setTimeout(() => {
        for (const stream of child.stdio) stream?.destroy()
      }, DRAIN_MS).unref()
    })
    child.on('close', (code, signal) => {
      clearTimeout(backstop)
      request.signal?.removeEventListener('abort', onAbort)
      // The supervisor died without reporting (killed): make sure nothing it started lingers.
      if (exit === undefined) killGroup(pgid, 'SIGKILL')
      const error =
        exit?.error ??
        spawnError ??
        (exit === undefined
          ? `the run's supervisor ended (${signal ?? `code ${String(code)}`}) before the command finished${tail(stderr)}`
          : undefined)
      resolve({
        exitCode: exit === undefined ? null : exit.code,
        signal: exit === undefined ? null : (exit.signal as NodeJS.Signals | null),
        timedOut: exit?.timedOut ?? false,
        aborted,
        stdout,
        stderr,
        ...(error === undefined ? {} : { error }),
      })
    })
  })
}

function killGroup(pgid: number | undefined, signal: NodeJS.Signals): void {
  if (pgid === undefined) return
  try {
    process.kill(-pgid, signal)
  } catch {
    /* already gone */
  }
}

function definedOnly(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined))
}

const tail = (text: string): string => (text.trim() === '' ? '' : `: ${text.trim().split('\n').slice(-3).join(' | ')}`)

function readMessages(stream: Readable | null | undefined, onMessage: (message: SupervisorMessage) => void): void {
  if (stream === null || stream === undefined) return
  let buffered = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    buffered += chunk
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl)
      buffered = buffered.slice(nl + 1)
      try {
        onMessage(JSON.parse(line) as SupervisorMessage)
      } catch {
        // Not ours: the supervisor writes only whole JSON lines.
      }
    }
  })
  stream.on('error', () => undefined)
}
