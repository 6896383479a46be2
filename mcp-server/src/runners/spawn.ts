import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * Runs a command from an argument array (never a shell string) in its own process group, so a timeout or
 * an abort kills the whole tree: SIGTERM to the group, SIGKILL after a grace period.
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
  readonly onSpawn?: ((child: ChildProcess) => void) | undefined
  /** Run it inside bubblewrap (a sealed session's test run): see `Confinement`. */
  readonly confine?: Confinement | undefined
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

/** The bwrap command line that runs `command args` confined (argument array; bwrap keeps inherited fds such as 3). */
export function confinedArgs(
  command: string,
  args: readonly string[],
  cwd: string,
  confine: Confinement,
): { readonly command: string; readonly args: readonly string[] } {
  const exists = (p: string): boolean => existsSync(p)
  return {
    command: 'bwrap',
    args: [
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
      ...confine.hidden.filter(exists).flatMap((h) => ['--tmpfs', h]),
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

const GRACE_MS = 2000

export function runProcess(request: SpawnRequest): Promise<SpawnResult> {
  const keep = request.keepBytes ?? 64 * 1024
  return new Promise((resolve) => {
    const run =
      request.confine === undefined
        ? { command: request.command, args: request.args }
        : confinedArgs(request.command, request.args, request.cwd, request.confine)
    const child = spawn(run.command, [...run.args], {
      cwd: request.cwd,
      env: { ...process.env, ...request.env } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe', ...(request.extraStdio ?? [])],
      detached: true,
      shell: false,
    })
    request.onSpawn?.(child)
    let stdout = ''
    let stderr = ''
    let timedOut = false
    let aborted = false
    let spawnError: string | undefined
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout = (stdout + chunk).slice(-keep)
    })
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-keep)
    })
    const killTree = (): void => {
      if (child.pid === undefined) return
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        /* already gone */
      }
      setTimeout(() => {
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL')
        } catch {
          /* already gone */
        }
      }, GRACE_MS).unref()
    }
    const timer = setTimeout(() => {
      timedOut = true
      killTree()
    }, request.timeoutMs)
    const onAbort = (): void => {
      aborted = true
      killTree()
    }
    request.signal?.addEventListener('abort', onAbort, { once: true })
    child.on('error', (error) => {
      spawnError = error.message
    })
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onAbort)
      // The leader is gone; make sure nothing it started lingers.
      if (timedOut || aborted) killTree()
      resolve({
        exitCode,
        signal,
        timedOut,
        aborted,
        stdout,
        stderr,
        ...(spawnError === undefined ? {} : { error: spawnError }),
      })
    })
  })
}
