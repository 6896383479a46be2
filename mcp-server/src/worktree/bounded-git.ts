import { spawnSync, type SpawnSyncOptionsWithBufferEncoding } from 'node:child_process'

/** The default limit of one git call of the snapshots: well inside a hook's 30 s (hooks.json `timeout`). */
const DEFAULT_LIMIT_MS = 20_000

/** The limit of one git call of the snapshots, in ms: `EVIDENT_SNAPSHOT_TIMEOUT_MS` (a positive integer) or 20 s. */
export function snapshotGitLimitMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env['EVIDENT_SNAPSHOT_TIMEOUT_MS']
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_LIMIT_MS
}

export interface BoundedGit {
  /** The exit status; null when git could not start, was killed or ran out of time. */
  readonly status: number | null
  readonly stdout: Buffer
  readonly stderr: string
  /** Why git did not finish: it could not start, or it ran out of time (then `timedOut`). */
  readonly error?: string | undefined
  readonly timedOut: boolean
}

/**
 * Runs one git command of the snapshots with a time limit. git runs in a process group of its own (`detached`);
 * when the call returns — in time or killed at the limit — whatever is left of that group is killed, so no git
 * process (nor anything git started) outlives the call: a git blocked on a file it should never have opened cannot
 * hold a hook until Claude Code kills it and then stay behind.
 */
export function boundedGit(
  args: readonly string[],
  options: {
    readonly cwd?: string
    readonly env: NodeJS.ProcessEnv
    readonly input?: string | Buffer
    readonly maxBuffer?: number
    /** This call's own limit (what is left of a snapshot's budget), else `snapshotGitLimitMs()`. */
    readonly limitMs?: number | undefined
  },
): BoundedGit {
  const limit = Math.max(1, Math.floor(options.limitMs ?? snapshotGitLimitMs()))
  // `detached` (a session and group of its own) is honoured by spawnSync, though its typings leave it out.
  const spawnOptions: SpawnSyncOptionsWithBufferEncoding & { readonly detached: true } = {
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
    env: options.env,
    input: options.input,
    maxBuffer: options.maxBuffer ?? 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
    timeout: limit,
    killSignal: 'SIGKILL',
    shell: false,
  }
  const run = spawnSync('git', args, spawnOptions)
  if (run.pid !== undefined && run.pid > 0) killGroup(run.pid)
  const code = (run.error as NodeJS.ErrnoException | undefined)?.code
  const timedOut = code === 'ETIMEDOUT'
  return {
    status: run.error === undefined ? run.status : null,
    stdout: run.stdout ?? Buffer.alloc(0),
    stderr: run.stderr?.toString('utf8') ?? '',
    ...(run.error === undefined
      ? {}
      : { error: timedOut ? `it did not finish within ${limit} ms and was killed` : run.error.message }),
    timedOut,
  }
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // The group is gone already: git and everything it started have exited.
  }
}
