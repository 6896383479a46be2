import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import type { RunReport, TestOutcome, TestFailure } from '../../mcp-server/src/domain/run-report.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { beginRun, recordRun, type RecordedRun } from '../../mcp-server/src/store/runs.js'
import { noteStubTests, projectFor, type TestProject } from './project.js'

const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

export function tempDir(prefix = 'evident-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** A fresh store in a temp file, closed and removed after the test. */
export async function tempStore(): Promise<Store> {
  const store = await openStore(join(tempDir(), 'evident.sqlite'))
  cleanups.push(() => store.close())
  return store
}

export const ROOT = '/project'
export const alice: Caller = { sessionId: 'session-1', agentId: 'agent-a', agentType: 'evident:tdd-task' }
export const bob: Caller = { sessionId: 'session-1', agentId: 'agent-b', agentType: 'evident:tdd-task' }

/**
 * Records a test-file write the way the PostToolUse hook will. In a `project`, the file is written first (new
 * content, or `text`) and its real SHA-256 recorded, as the hook does.
 */
export async function writeTestFile(
  store: Store,
  caller: Caller,
  file: string,
  project?: TestProject,
  text?: string,
): Promise<number> {
  return (
    await recordArtifact(store.db, caller, {
      kind: 'test_written',
      filePath: file,
      contentHash: (project ?? projectFor(store)).record(file, text),
      linesAdded: 1,
      linesRemoved: 0,
    })
  ).id
}

export async function writeCode(
  store: Store,
  caller: Caller,
  file: string,
  project?: TestProject,
  text?: string,
): Promise<number> {
  return (
    await recordArtifact(store.db, caller, {
      kind: 'code_written',
      filePath: file,
      contentHash: (project ?? projectFor(store)).record(file, text),
      linesAdded: 1,
      linesRemoved: 0,
    })
  ).id
}

export function failure(test: TestOutcome, message = 'expected 1 to be 2'): TestFailure {
  return {
    scope: 'test',
    test: {
      file: test.file,
      fullName: test.fullName,
      ...(test.ordinal === undefined ? {} : { ordinal: test.ordinal }),
    },
    name: 'AssertionError',
    message,
    expected: '2',
    actual: '1',
    frames: [{ functionName: 'anonymous', file: test.file, line: 3, col: 5 }],
    signature: '0123456789abcdef',
  }
}

/**
 * Records a run through the store's own recording function, as run_tests does. In a `project`, the run records
 * the project's tree (before and after) and counts as a whole-suite run unless `filtered`.
 */
export async function recordTestRun(
  store: Store,
  caller: Caller,
  tests: readonly TestOutcome[],
  extra: Partial<RunReport> = {},
  project?: TestProject,
  options: { readonly filtered?: boolean; readonly treeAfter?: string } = {},
): Promise<RecordedRun> {
  const startSeq = await beginRun(store.db)
  const where = project ?? projectFor(store)
  noteStubTests(where.root, tests)
  const tree = where.tree()
  const failed = tests.filter((t) => t.status === 'failed')
  const report: RunReport = {
    runner: 'vitest',
    argv: ['vitest', 'run'],
    projectRoot: where.root,
    startedAt: new Date().toISOString(),
    endedAt: new Date().toISOString(),
    exitCode: failed.length > 0 ? 1 : 0,
    outcome: failed.length > 0 ? 'failed' : tests.length === 0 ? 'no-tests' : 'passed',
    tests,
    errors: failed.map((t) => failure(t)),
    ...extra,
  }
  const trees =
    tree === undefined ? undefined : { tree, treeAfter: options.treeAfter ?? tree, filtered: options.filtered ?? false }
  return recordRun(store.db, caller, report, startSeq, trees)
}
