import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { isAlive } from '../../mcp-server/src/clients/conduct/proc.js'
import { sleep } from '../../mcp-server/src/clients/conduct/proc.js'
import type { ConductEvent } from '../../mcp-server/src/domain/conduct-events.js'
import { supervise, type SuperviseOptions } from '../../mcp-server/src/clients/conduct/supervise.js'
import { WAIT_MS } from './time.js'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A fresh project root, removed after the file's tests (so tests of a file may run concurrently). */
export function conductRoot(): string {
  const dir = mkdtempSync(join(tmpdir(), 'evident-conduct-'))
  dirs.push(dir)
  return dir
}

/** Resolves once `check` holds, polling; rejects after `ms` (a ceiling for a hang: test/support/time.ts). */
export async function until(check: () => boolean, ms = WAIT_MS, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not hold within ${ms} ms`)
    await sleep(20)
  }
}

/** The pid a leaf script wrote to `file` (under `root`), once it exists. */
export async function pidIn(root: string, file: string): Promise<number> {
  let pid = NaN
  await until(
    () => {
      try {
        pid = Number(readFileSync(join(root, file), 'utf8').trim())
      } catch {
        return false
      }
      return Number.isInteger(pid) && pid > 0
    },
    5000,
    `a pid in ${file}`,
  )
  return pid
}

/** Kills what a test left running, by pid. */
export function killIfAlive(pid: number | undefined): void {
  if (pid === undefined || !isAlive(pid)) return
  try {
    process.kill(pid, 'SIGKILL')
  } catch {
    // gone meanwhile
  }
}

/**
 * Stores the launch row of a developer leaf with session `session` for issue `issue` of the project at `root`, the way
 * `evident conduct supervise` stores it (clients/conduct/record.ts): what makes a session one of a live run's leaves.
 */
export async function storeLeafLaunch(
  root: string,
  dbPath: string,
  session: string,
  issue: number,
  leaf = 'develop-green',
): Promise<void> {
  await storeLeafEvent(root, dbPath, {
    kind: 'launch',
    issue,
    leaf,
    actor: leaf.startsWith('verdict') ? 'verifier' : 'developer',
    phase: 'green',
    attempt: 1,
    leafSession: session,
    detail: 'launched (attempt 1)',
  })
}

/** Stores the exit row the supervisor writes when leaf `leaf` of issue `issue` ends (`exited 0`). */
export async function storeLeafExit(
  root: string,
  dbPath: string,
  issue: number,
  leaf = 'develop-green',
): Promise<void> {
  await storeLeafEvent(root, dbPath, { kind: 'exit', issue, leaf, attempt: 1, code: 0, detail: 'exited 0' })
}

async function storeLeafEvent(root: string, dbPath: string, event: Omit<ConductEvent, 'at'>): Promise<void> {
  const { storeConductEvent } = await import('../../mcp-server/src/clients/conduct/record.js')
  const note = await storeConductEvent(root, dbPath, { ...event, at: new Date().toISOString() })
  if (note !== undefined) throw new Error(`the ${event.kind} row was not stored: ${note}`)
}

export interface Supervised {
  readonly root: string
  readonly lines: string[]
  readonly events: ConductEvent[]
  readonly code: Promise<number>
}

/**
 * Supervises `sh -c script` in `root` (a fresh one by default) with short grace and poll times, output dropped; the
 * status lines and events are collected. `leaf` names the leaf, its events' context and its timeout.
 */
export function superviseScript(
  script: string,
  leaf: Pick<SuperviseOptions, 'name' | 'context' | 'timeoutSec'>,
  options: Partial<SuperviseOptions> = {},
  root = conductRoot(),
): Supervised {
  const lines: string[] = []
  const events: ConductEvent[] = []
  const code = supervise({
    root,
    ...leaf,
    argv: ['sh', '-c', script],
    env: { PATH: process.env['PATH'] },
    graceMs: 300,
    pollMs: 50,
    stdio: ['ignore', 'ignore'],
    log: (line) => lines.push(line),
    onEvent: (event) => {
      events.push(event)
    },
    ...options,
  })
  return { root, lines, events, code }
}
