import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEFAULT_LIMIT_S, positiveNumber, type BenchResult } from './types.js'

/**
 * How `npm run bench` runs its modules: each in a process of its own (and a process group of its own), one after
 * another, its rows and notes printed as soon as it answers. A module still running at the time limit has its whole
 * group killed and is reported as not measured — never silence, never a pass. The run goes on with the next module.
 */
export interface BenchArgs {
  /** The modules named on the command line, in order (empty: all). */
  readonly modules: readonly string[]
  readonly quick: boolean
  /** Each module's wall-time limit, in seconds. */
  readonly limitS: number
  /** `--module <name>`: this process is the one running that module for the runner. */
  readonly child: string | undefined
}

/** `npm run bench -- [--quick] [--limit-s N] [name…]`; EVIDENT_BENCH_QUICK=1 and EVIDENT_BENCH_MODULE_LIMIT_S too. */
export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BenchArgs {
  const modules: string[] = []
  let quick = env['EVIDENT_BENCH_QUICK'] === '1'
  let limitS = positiveNumber(env['EVIDENT_BENCH_MODULE_LIMIT_S'], 'EVIDENT_BENCH_MODULE_LIMIT_S')
  let child: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--quick') quick = true
    else if (arg === '--limit-s' || arg === '--module') {
      const value = argv[++i]
      if (value === undefined) throw new Error(`${arg} needs a value`)
      if (arg === '--module') child = value
      else limitS = positiveNumber(value, '--limit-s')
    } else if (arg.startsWith('--limit-s=')) limitS = positiveNumber(arg.slice('--limit-s='.length), '--limit-s')
    else if (arg.startsWith('-')) throw new Error(`unknown option ${arg}; known: --quick, --limit-s N`)
    else modules.push(arg)
  }
  return { modules, quick, limitS: limitS ?? (quick ? DEFAULT_LIMIT_S.quick : DEFAULT_LIMIT_S.full), child }
}

const fmt = (ms: number | null): string => (ms === null ? 'n/a' : ms.toFixed(3)).padStart(9)

/** A module's rows as a small table, then its notes. */
export function formatResult(result: BenchResult): string[] {
  const labels = result.rows.map((r) => `${result.name}: ${r.label}`)
  const width = Math.max(20, ...labels.map((l) => l.length))
  const lines = [
    `${'benchmark'.padEnd(width)}  ${'samples'.padStart(7)}  ${'p50 ms'.padStart(9)}  ${'p95 ms'.padStart(9)}`,
  ]
  for (const [i, r] of result.rows.entries()) {
    lines.push(`${(labels[i] ?? '').padEnd(width)}  ${String(r.samples).padStart(7)}  ${fmt(r.p50Ms)}  ${fmt(r.p95Ms)}`)
  }
  for (const note of result.notes) lines.push(`  ${result.name}: ${note}`)
  return lines
}

/** What became of one module's process. */
type Outcome =
  | { readonly kind: 'result'; readonly result: BenchResult }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'failed'; readonly reason: string }

/** The message a module's process sends the runner. */
export type ModuleMessage = { readonly result: BenchResult } | { readonly error: string }

export interface RunOptions {
  readonly limitS: number
  /** The process that runs module `name` and sends one ModuleMessage over IPC. */
  readonly command: (name: string) => readonly [string, readonly string[]]
  readonly env: NodeJS.ProcessEnv
  /** Where the lines go (console.log by default), each as soon as it is known. */
  readonly write?: (line: string) => void
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // the group is gone already
  }
}

let running: number | undefined
let handlersInstalled = false

/** Ctrl-C or a kill of the runner takes the module's process group with it (it is not in the runner's group). */
function installSignalHandlers(): void {
  if (handlersInstalled) return
  handlersInstalled = true
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      killGroup(running)
      process.exit(130)
    })
  }
}

/**
 * Runs one module in its own process group, stopped (the whole group) after `limitS` seconds. Its TMPDIR is a
 * directory of its own, removed when it ends, so a module killed at the limit leaves no trees behind.
 */
function runModule(name: string, options: RunOptions): Promise<Outcome> {
  installSignalHandlers()
  const [file, args] = options.command(name)
  const tmp = mkdtempSync(join(tmpdir(), 'evident-bench-module-'))
  return new Promise((done) => {
    let message: ModuleMessage | undefined
    let timedOut = false
    const child = spawn(file, args, {
      env: { ...options.env, TMPDIR: tmp },
      detached: true,
      shell: false,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    })
    running = child.pid
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child.pid)
    }, options.limitS * 1000)
    child.on('message', (m: ModuleMessage) => {
      message = m
    })
    child.on('error', (error) => {
      clearTimeout(timer)
      running = undefined
      rmSync(tmp, { recursive: true, force: true })
      done({ kind: 'failed', reason: `could not start: ${error.message}` })
    })
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      // Whatever the module left running in its group (a git, a hook process) goes with it.
      killGroup(child.pid)
      running = undefined
      rmSync(tmp, { recursive: true, force: true })
      if (message !== undefined && 'result' in message) done({ kind: 'result', result: message.result })
      else if (timedOut) done({ kind: 'timeout' })
      else if (message !== undefined) done({ kind: 'failed', reason: message.error })
      else done({ kind: 'failed', reason: `its process exited (${signal ?? `code ${code}`}) without a result` })
    })
  })
}

/** The line that stands for a module that gave no figures. */
function notMeasured(name: string, outcome: Exclude<Outcome, { kind: 'result' }>, limitS: number): string {
  return outcome.kind === 'timeout'
    ? `${name}: not measured — did not finish within ${limitS} s`
    : `${name}: not measured — ${outcome.reason}`
}

/** Runs `names` one after another, printing each module's figures as it finishes and a summary; true when all passed. */
export async function runBenches(names: readonly string[], options: RunOptions): Promise<boolean> {
  const write = options.write ?? ((line: string) => console.log(line))
  const summary: string[] = []
  let ok = true
  for (const name of names) {
    write(`${name}: running (limit ${options.limitS} s)`)
    const start = Date.now()
    const outcome = await runModule(name, options)
    const seconds = ((Date.now() - start) / 1000).toFixed(1)
    if (outcome.kind === 'result') {
      for (const line of formatResult(outcome.result)) write(line)
      const verdict = outcome.result.ok ? 'ok' : 'TARGET MISSED'
      write(`${name}: ${verdict} (${seconds} s)`)
      summary.push(`  ${name}: ${verdict} (${seconds} s)`)
      ok &&= outcome.result.ok
    } else {
      const line = notMeasured(name, outcome, options.limitS)
      write(line)
      summary.push(`  ${line.split('\n')[0] ?? ''} (${seconds} s)`)
      ok = false
    }
    write('')
  }
  write('summary:')
  for (const line of summary) write(line)
  return ok
}
