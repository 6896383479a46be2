import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { fileClassifier } from '../../mcp-server/src/project/test-files.js'
import type { ReportData, TaskView } from '../../mcp-server/src/clients/report/model.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { loadReportData } from '../../mcp-server/src/clients/report/load.js'
import type { Violation } from './moves.js'
import type { Narrator } from './narrator.js'

/**
 * The demo's read-only view of the evidence database (opened after the server created it), and the HTML
 * report, written by `evident report --task <id> --out <file>` — the same code as the CLI command.
 */
export interface Evidence {
  task(taskId: number): Promise<TaskView | undefined>
  newestViolation(taskId: number): Promise<Violation | undefined>
  /** The newest violation of any caller of the session (a worker's, or the main agent's outside a task). */
  newestSessionViolation(sessionId: string): Promise<Violation | undefined>
  /** The report's data for the session (`evident report --session`). */
  session(sessionId: string): Promise<ReportData>
  close(): Promise<void>
}

export function evidence(dbPath: string): Evidence {
  let store: Promise<Store> | undefined
  const task = async (taskId: number): Promise<TaskView | undefined> => {
    const { db } = await (store ??= openStore(dbPath))
    const isTest = fileClassifier()
    return (await loadReportData(db, { taskId }, (file) => isTest(file) !== 'production')).tasks[0]
  }
  return {
    task,
    newestViolation: async (taskId) => (await task(taskId))?.violations.at(-1),
    async newestSessionViolation(sessionId) {
      const { db } = await (store ??= openStore(dbPath))
      return db
        .selectFrom('violations')
        .innerJoin('callers', 'callers.id', 'violations.caller_id')
        .select(['violations.kind', 'violations.detail'])
        .where('callers.session_id', '=', sessionId)
        .orderBy('violations.seq', 'desc')
        .limit(1)
        .executeTakeFirst()
    },
    async session(sessionId) {
      const { db } = await (store ??= openStore(dbPath))
      const isTest = fileClassifier()
      return loadReportData(db, { sessionId }, (file) => isTest(file) !== 'production')
    },
    close: async () => {
      if (store !== undefined) await (await store).close()
    },
  }
}

/** Checks what the report will show against what the demo did, then writes the HTML report. */
export interface ReportTarget {
  readonly taskId: number
  /** The caller every piece of evidence must be attributed to, as the report prints it. */
  readonly caller: string
  readonly env: Readonly<Record<string, string>>
  readonly cwd: string
  readonly out: string
  /** The repository whose shipped CLI (bundle/cli.js) writes the report. */
  readonly repo: string
}

export async function writeReport(ev: Evidence, say: Narrator, target: ReportTarget): Promise<void> {
  const { taskId, out } = target
  const task = (await ev.task(taskId)) ?? say.fail(`task ${taskId} is not in the database`)
  if (task.caller !== target.caller) say.fail(`task ${taskId} belongs to ${task.caller}, not to ${target.caller}`)
  const behaviors = task.goals.flatMap((g) => g.behaviors)
  const phases = behaviors.flatMap((b) => b.phases.map((p) => p.phase))
  if (task.outcome !== 'succeeded' || behaviors.some((b) => b.status !== 'done'))
    say.fail(
      `task ${taskId} is ${task.outcome ?? task.status} with behaviors ${behaviors.map((b) => b.status).join(', ')}`,
    )
  const kinds = new Set(task.violations.map((v) => v.kind))
  for (const kind of ['UNCITED_FIX', 'SESSION_BYPASS', 'TEST_WEAKENED'])
    if (!kinds.has(kind)) say.fail(`no ${kind} violation was recorded`)
  say.ok(
    `evidence of ${task.caller}: ${behaviors.length} behaviors done through ${phases.join(' → ')}; ` +
      `${task.metrics.redRuns} failing and ${task.metrics.greenRuns} passing runs; ${task.denials.length} phase denial(s), ${task.violations.length} hook denial(s) recorded`,
  )
  const run = await shippedCli(target, ['report', '--task', String(taskId), '--out', out])
  const printed = run.stdout.trim().split('\n')[0]
  if (run.code !== 0 || printed !== out) say.fail(`evident report exited ${run.code}: ${run.stdout} ${run.stderr}`)
  say.ok(`evident report --task ${taskId} --out ${out}`)
}

export interface CliRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

/** `evident <args>` through the shipped CLI (bundle/cli.js), as a user runs it. */
export async function shippedCli(
  target: { readonly repo: string; readonly env: Readonly<Record<string, string>>; readonly cwd: string },
  args: readonly string[],
): Promise<CliRun> {
  const cli = join(target.repo, 'bundle', 'cli.js')
  return promisify(execFile)(process.execPath, [cli, ...args], { env: target.env, cwd: target.cwd }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({
      code: e.code ?? 1,
      stdout: e.stdout ?? '',
      stderr: e.stderr ?? '',
    }),
  )
}
