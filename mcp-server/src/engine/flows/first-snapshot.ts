import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { log } from '../../kernel/log.js'
import { shadowFor, snapshot } from '../../worktree/snapshot.js'

/** The budget of a task's first snapshot, taken in the server (no hook limit): `EVIDENT_TASK_SNAPSHOT_BUDGET_MS`, else 10 min. */
function firstSnapshotBudgetMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env['EVIDENT_TASK_SNAPSHOT_BUDGET_MS']
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
  return Number.isSafeInteger(value) && value > 0 ? value : 10 * 60_000
}

export type FirstSnapshot =
  | { readonly taken: true; readonly tree: string; readonly ms: number }
  | { readonly taken: false; readonly error: string }

/**
 * A project's first working-tree snapshot, taken when a task starts, in the server: a cold snapshot hashes what differs
 * from the project's repository (or every file, without one), which on a big tree is more than a hook's budget; taken
 * here, every measured Bash command's snapshot afterwards is incremental. Undefined when the project has one already
 * (the shadow index exists). `before` is awaited first (a progress notification: the snapshot blocks the server).
 */
export async function takeFirstSnapshot(
  dbPath: string,
  projectRoot: string,
  before: () => Promise<void> = async () => undefined,
): Promise<FirstSnapshot | undefined> {
  const shadow = shadowFor(dbPath, projectRoot)
  if (existsSync(join(shadow.gitDir, 'index'))) return undefined
  await before()
  const started = Date.now()
  try {
    const tree = snapshot(shadow, { budgetMs: firstSnapshotBudgetMs() })
    const ms = Date.now() - started
    log('info', 'took the first snapshot of the working tree', { project: projectRoot, ms })
    return { taken: true, tree, ms }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    log('warn', 'the first snapshot of the working tree failed', { project: projectRoot, error: message })
    return { taken: false, error: message }
  }
}

/** The line of `tdd_task start`'s answer about the first snapshot (empty when the project had one). */
export function firstSnapshotLine(first: FirstSnapshot | undefined): string {
  if (first === undefined) return ''
  if (first.taken) return ` Took the working tree's first snapshot (${first.ms} ms): later ones hash only what changes.`
  return (
    ` The working tree's first snapshot failed (${first.error}): until one succeeds, a measured Bash command may go ` +
    'unmeasured, its changes judged at your next phase transition.'
  )
}
