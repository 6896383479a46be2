import { afterEach, expect } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { recordHypothesis } from '../../mcp-server/src/engine/flows/hypothesis.js'
import { requestTransition } from '../../mcp-server/src/engine/flows/transition.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { ok, planTask } from './checked.js'
import type { Project } from './hooks.js'
import { recordTestRun, writeTestFile } from './store.js'

const open: Store[] = []
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close()
})

/** The project's evidence database, opened the way the MCP server opens it (created and migrated). */
export async function projectStore(project: Project): Promise<Store> {
  const store = await openStore(project.dbPath)
  open.push(store)
  return store
}

export interface TddState {
  readonly taskId: number
  readonly goalId: number
  readonly behaviorId: number
}

export type Stage = 'task' | 'red' | 'failing' | 'green'

export interface StageOptions {
  /** The test file the failing run comes from (project-relative). */
  readonly testFile?: string
  /** Record a hypothesis citing the failure in the final phase. */
  readonly hypothesis?: boolean
}

/** Drives a caller's TDD task through the real store to `stage`: an open task, red, red with a failing run, green. */
export async function reach(store: Store, caller: Caller, stage: Stage, options: StageOptions = {}): Promise<TddState> {
  const planned = await planTask(store, caller, 'add numbers', 'arithmetic', ['adds two numbers'])
  const state = { taskId: planned.taskId, goalId: planned.goalId, behaviorId: planned.behaviorIds[0] ?? 0 }
  if (stage === 'task') return state
  const move = (requestedPhase: 'red' | 'green', citedArtifactId?: number) =>
    requestTransition(store, caller, {
      tddTaskId: state.taskId,
      goalId: state.goalId,
      behaviorId: state.behaviorId,
      requestedPhase,
      citedArtifactId,
    })
  expect((await move('red')).accepted).toBe(true)
  if (stage === 'red') return state
  const testFile = options.testFile ?? 'src/math.test.ts'
  await writeTestFile(store, caller, testFile)
  const run = await recordTestRun(store, caller, [{ file: testFile, fullName: 'adds', status: 'failed' }])
  const failed = run.artifacts.find((a) => a.kind === 'test_failed_run')
  expect(failed).toBeDefined()
  if (stage === 'green') expect((await move('green', failed?.id)).accepted).toBe(true)
  if (options.hypothesis === true) {
    const error = run.errors[0]
    ok(
      await recordHypothesis(store, caller, {
        tddTaskId: state.taskId,
        content: 'add() returns a constant',
        citedTestErrorId: error?.id ?? 0,
        citedStackFrameId: error?.frameIds[0] ?? 0,
      }),
    )
  }
  return state
}

/** Rows of a table, as plain objects (for assertions). */
export async function rows(
  store: Store,
  table: 'callers' | 'artifacts' | 'violations' | 'hook_errors' | 'shell_commands',
): Promise<readonly Record<string, unknown>[]> {
  return store.db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<readonly Record<string, unknown>[]>
}
