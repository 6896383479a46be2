import { tmpdir } from 'node:os'
import { dirname } from 'node:path'
import type { RunReport } from '../domain/run-report.js'
import type { Caller } from '../kernel/identity.js'
import { runLockFile } from '../kernel/paths.js'
import { recordGateResult } from '../store/gate-results.js'
import type { Store } from '../store/index.js'
import { beginRun, recordRun, type RecordedRun } from '../store/runs.js'
import { headCommit } from '../worktree/head.js'
import { conflict } from '../kernel/errors.js'
import { snapshotOrNull, SpecialFileError, type Shadow } from '../worktree/snapshot.js'
import { withRunLock } from './lock.js'
import type { Runner, RunRequest } from './types.js'

export interface RunAndRecordRequest extends RunRequest {
  readonly runner: Runner
  /** How long to wait for another run of the same project to finish before giving up (a `conflict` error). */
  readonly lockWaitMs: number
  /** Where the run is recorded; without a store the run is only reported (`evident vdd` outside a project DB). */
  readonly store: Store | undefined
  readonly caller: Caller
  /** Also record the run's outcome as this gate result (green when the run passed). */
  readonly gate?: { readonly id: string; readonly source: string } | undefined
  /** Snapshot the working tree before and after the run and record both with it (the tree it ran on). */
  readonly shadow?: Shadow | undefined
  /**
   * Called once the run is recorded, still under the project's run lock (so what it writes — the binding verdict and
   * its file — is in the order of the runs). Only with a store.
   */
  readonly afterRecord?: ((run: AfterRecord) => Promise<void>) | undefined
}

/** What `afterRecord` is told about the run it follows. */
export interface AfterRecord {
  readonly report: RunReport
  readonly recorded: RecordedRun
  /** The working tree the run ran on (null: no snapshot). */
  readonly tree: string | null
  /** The run was limited to some test files. */
  readonly filtered: boolean
}

export interface RunResult {
  readonly report: RunReport
  /** From the runner's start until the run, and its gate result, are recorded. */
  readonly durationMs: number
  /** The recorded run; absent without a store. */
  readonly recorded?: RecordedRun
}

export interface RecordedRunResult extends RunResult {
  readonly recorded: RecordedRun
}

/**
 * The project's run lock, shared by every run: two runs of one project never overlap (e.g. on one JUnit XML
 * file). It lives next to the database, or in the temp dir for an in-memory store or none.
 */
export function runLockPath(store: Store | undefined, projectRoot: string): string {
  return runLockFile(store === undefined || store.path === ':memory:' ? tmpdir() : dirname(store.path), projectRoot)
}

/**
 * Runs `fn` — a run evident makes but does not record as one, such as the red re-run — under the project's run lock:
 * no other run of the project overlaps it, and a Bash command measured meanwhile is not charged with what it writes
 * (`engine/flows/shell-test-runs.ts`). A lock not had within `waitMs` throws (`conflict`), as in `runAndRecord`.
 */
export function underRunLock<T>(store: Store, projectRoot: string, waitMs: number, fn: () => Promise<T>): Promise<T> {
  return withRunLock(runLockPath(store, projectRoot), waitMs, () => fn())
}

/**
 * The one way evident runs tests: under the project's run lock, take the start sequence number, run the
 * runner, record the run (and the gate result, if asked). The lock is released however the run ends.
 */
export async function runAndRecord(request: RunAndRecordRequest & { readonly store: Store }): Promise<RecordedRunResult>
export async function runAndRecord(request: RunAndRecordRequest): Promise<RunResult>
export async function runAndRecord(request: RunAndRecordRequest): Promise<RunResult> {
  const { runner, store, caller, gate } = request
  return withRunLock(runLockPath(store, request.projectRoot), request.lockWaitMs, async (lock) => {
    const startSeq = store === undefined ? 0 : await beginRun(store.db)
    const shadow = store === undefined ? undefined : request.shadow
    const tree = shadow === undefined ? null : treeBefore(shadow)
    const started = Date.now()
    const report = await runner.run({
      projectRoot: request.projectRoot,
      files: request.files,
      timeoutMs: request.timeoutMs,
      env: request.env,
      onFileDone: request.onFileDone,
      signal: request.signal,
      confine: request.confine,
      onProcessGroup: lock.recordGroup,
    })
    if (store === undefined) return { report, durationMs: Date.now() - started }
    const trees =
      shadow === undefined
        ? undefined
        : { tree, treeAfter: tree === null ? null : snapshotOrNull(shadow), filtered: request.files.length > 0 }
    const recorded = await recordRun(store.db, caller, report, startSeq, trees)
    await request.afterRecord?.({ report, recorded, tree, filtered: request.files.length > 0 })
    if (gate !== undefined) {
      await recordGateResult(store.db, {
        gate: gate.id,
        status: report.outcome === 'passed' ? 'green' : 'red',
        caller,
        source: gate.source,
        detail: `run ${recorded.runId}: ${report.outcome}`,
        // What it ran on, so a DoD under validation.gateFreshness "same-tree" can count it (docs/validation.md); a
        // run that changed the tree it ran on has no one tree to name.
        ...(trees !== undefined && trees.tree !== null && trees.tree === trees.treeAfter
          ? { head: headCommit(request.projectRoot), tree: trees.tree }
          : {}),
      })
    }
    return { report, recorded, durationMs: Date.now() - started }
  })
}

/**
 * The tree a run starts on, or null when none can be taken (no git: the run is recorded without one). A tree with a
 * FIFO, socket or device where git reads a file by name (a `.gitignore`) refuses the run instead, saying which file:
 * a run recorded against no tree could back no claim, and the agent can remove the file.
 */
function treeBefore(shadow: Shadow): string | null {
  try {
    return snapshotOrNull(shadow, { rethrow: (error) => error instanceof SpecialFileError })
  } catch (error) {
    throw conflict(
      `the test run was not started: evident could not record the tree it would run on: ${(error as Error).message}`,
      'remove that file (or replace it with a regular file), then run again',
    )
  }
}
