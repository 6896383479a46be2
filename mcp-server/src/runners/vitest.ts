import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Readable } from 'node:stream'
import { badInput } from '../kernel/errors.js'
import type { RunReport, TestFailure, TestOutcome } from '../domain/run-report.js'
import { viteConfigLoader } from './vite-loader.js'
import { runProcess } from './spawn.js'
import type { Runner, RunRequest } from './types.js'
import { decideOutcome } from './vitest-outcome.js'
import { REPORT_FD_ENV, REPORT_ROOT_ENV, wireMessage, type WireMessage } from './vitest-wire.js'

/**
 * Runs the project's own vitest (`<root>/node_modules/vitest/vitest.mjs run`, never a global one) in a child
 * process with evident's reporter streaming structured results on fd 3. A child process keeps the project's
 * vitest version, config and plugins out of the MCP server, can be killed as a tree on timeout, and costs
 * no more than `npx vitest run` itself (see `npm run bench`).
 */
export interface VitestSpec {
  /** A vitest project name (`--project`), for workspaces. */
  readonly project?: string | undefined
  /** A vitest config file, project-relative. */
  readonly config?: string | undefined
}

const STDERR_TAIL = 1500

export function reporterPath(): string {
  const js = fileURLToPath(new URL('./vitest-reporter.js', import.meta.url))
  return existsSync(js) ? js : fileURLToPath(new URL('./vitest-reporter.ts', import.meta.url))
}

function vitestEntry(projectRoot: string): string {
  const entry = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs')
  if (!existsSync(entry)) {
    throw badInput(
      `vitest is not installed in this project (${entry} is missing)`,
      'install it in the project (npm install -D vitest), or configure another runner in evident.config.json',
    )
  }
  return entry
}

export function createVitestRunner(name: string, spec: VitestSpec = {}): Runner {
  return {
    name,
    sharesProcess: true,
    run: (request) => runVitest(name, spec, request),
    preflight: (projectRoot) => void vitestEntry(projectRoot),
  }
}

async function runVitest(name: string, spec: VitestSpec, request: RunRequest): Promise<RunReport> {
  const loader = viteConfigLoader(request.projectRoot, request.confine)
  const args = [
    vitestEntry(request.projectRoot),
    'run',
    `--reporter=${reporterPath()}`,
    ...(spec.config === undefined ? [] : ['--config', spec.config]),
    ...(spec.project === undefined ? [] : ['--project', spec.project]),
    ...(request.shared === true ? ['--no-isolate', '--no-file-parallelism', '--maxWorkers=1'] : []),
    ...(loader === undefined ? [] : ['--configLoader', loader]),
    ...(request.extraArgs ?? []),
    ...request.files.map((f) => join(request.projectRoot, f)),
  ]
  const messages: WireMessage[] = []
  const fileTests: TestOutcome[] = []
  const fileErrors: TestFailure[] = []
  let total: number | undefined
  let done = 0
  let channelClosed: Promise<void> = Promise.resolve()
  const onMessage = (message: WireMessage): void => {
    messages.push(message)
    if (message.type === 'start') total = message.files
    if (message.type === 'file') {
      fileTests.push(...message.tests)
      fileErrors.push(...message.errors)
      done += 1
      request.onFileDone?.(message.file, done, total)
    }
  }
  const startedAt = new Date().toISOString()
  const result = await runProcess({
    command: process.execPath,
    args,
    cwd: request.projectRoot,
    env: {
      ...request.env,
      [REPORT_FD_ENV]: '3',
      [REPORT_ROOT_ENV]: request.projectRoot,
      NO_COLOR: '1',
      FORCE_COLOR: '0',
    },
    timeoutMs: request.timeoutMs,
    signal: request.signal,
    onProcessGroup: request.onProcessGroup,
    mount: request.mount,
    extraStdio: ['pipe'],
    // evident's reporter must stay readable inside a confined run (the plugin may live under the temp folder).
    confine:
      request.confine === undefined
        ? undefined
        : { ...request.confine, readable: [...(request.confine.readable ?? []), dirname(reporterPath())] },
    keepBytes: STDERR_TAIL,
    onSpawn: (child) => {
      channelClosed = readLines(child.stdio[3] as Readable | null | undefined, onMessage)
    },
  })
  await Promise.race([channelClosed, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
  const end = messages.find((m) => m.type === 'end')
  const tests = end?.tests ?? fileTests
  const errors: TestFailure[] = [...(end?.errors ?? fileErrors)]
  if (end === undefined && !result.timedOut && !result.aborted) {
    const why = result.error ?? (result.stderr.trim().split('\n').slice(-8).join('\n') || 'no output')
    errors.push({
      scope: 'unhandled',
      name: 'VitestCrash',
      message: `vitest exited (code ${String(result.exitCode)}) before reporting the end of the run: ${why}`,
      frames: [],
      signature: 'vitest-crash',
    })
  }
  const outcome = decideOutcome({
    timedOut: result.timedOut,
    aborted: result.aborted,
    ended: end !== undefined,
    endReason: end?.reason,
    exitCode: result.exitCode,
    tests,
    errors,
  })
  return {
    runner: name,
    argv: [process.execPath, ...args],
    projectRoot: request.projectRoot,
    startedAt,
    endedAt: new Date().toISOString(),
    exitCode: result.exitCode,
    signal: result.signal,
    outcome,
    tests,
    errors,
    detail: detailOf(outcome, request.timeoutMs, result.exitCode),
  }
}

function detailOf(outcome: RunReport['outcome'], timeoutMs: number, exitCode: number | null): string | undefined {
  if (outcome === 'timeout') return `timed out after ${Math.round(timeoutMs / 1000)} s; the process tree was killed`
  if (outcome === 'no-tests') return 'no test ran (none collected, or all skipped)'
  if (outcome === 'interrupted') return 'the run was interrupted'
  return exitCode === null ? undefined : `vitest exit code ${exitCode}`
}

function readLines(stream: Readable | null | undefined, onMessage: (message: WireMessage) => void): Promise<void> {
  if (stream === null || stream === undefined) return Promise.resolve()
  let buffered = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk: string) => {
    buffered += chunk
    for (let nl = buffered.indexOf('\n'); nl >= 0; nl = buffered.indexOf('\n')) {
      const line = buffered.slice(0, nl)
      buffered = buffered.slice(nl + 1)
      const parsed = wireMessage.safeParse(safeJson(line))
      if (parsed.success) onMessage(parsed.data)
    }
  })
  return new Promise((resolve) => {
    stream.on('close', resolve)
    stream.on('end', resolve)
    stream.on('error', () => resolve())
  })
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
