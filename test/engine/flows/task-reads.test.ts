import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { recordHypothesis } from '../../../mcp-server/src/engine/flows/hypothesis.js'
import { resumeTask, taskTree } from '../../../mcp-server/src/engine/flows/tdd-task.js'
import { requestTransition } from '../../../mcp-server/src/engine/flows/transition.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { acceptanceMetrics } from '../../../mcp-server/src/store/metrics.js'
import { ok, planTask } from '../../support/checked.js'
import { projectFor } from '../../support/project.js'
import { alice, recordTestRun, tempStore, writeCode, writeTestFile } from '../../support/store.js'

/**
 * The task reads (tdd_task get and resume, acceptance_metrics) must cost what the task holds, not what the store
 * holds (issue #19: at 100k artifacts they grew 10-30x). Checked deterministically on the query plans of the
 * statements they actually run, captured from better-sqlite3 while they run: every access to artifacts or
 * hypotheses is an index search bounded by one task or one phase, and nothing scans a table.
 */
type Prepare = (this: SQLite.Database, source: string) => SQLite.Statement

/** The statements `fn` prepares (kysely prepares every query it runs). */
async function statementsOf(fn: () => Promise<unknown>): Promise<readonly string[]> {
  const proto = SQLite.prototype as unknown as { prepare: Prepare }
  const prepare = proto.prepare
  const seen = new Set<string>()
  proto.prepare = function (this: SQLite.Database, source: string) {
    seen.add(source)
    return prepare.call(this, source)
  }
  try {
    await fn()
  } finally {
    proto.prepare = prepare
  }
  return [...seen]
}

function plan(store: Store, statement: string): readonly string[] {
  const sqlite = new SQLite(store.path, { readonly: true })
  try {
    const params = (statement.match(/\?/g) ?? []).map(() => null)
    const rows = sqlite.prepare(`explain query plan ${statement}`).all(...params) as { detail: string }[]
    return rows.map((r) => r.detail)
  } finally {
    sqlite.close()
  }
}

/** A task with a red → green cycle, a hypothesis and code edits in both phases, so every metric has rows. */
async function task(store: Store): Promise<number> {
  const planned = await planTask(store, alice, 'parse dates', 'ISO', ['one'])
  const move = (requestedPhase: 'red' | 'green', citedArtifactId?: number) =>
    requestTransition(
      store,
      alice,
      {
        tddTaskId: planned.taskId,
        goalId: planned.goalId,
        behaviorId: planned.behaviorIds[0] ?? 0,
        requestedPhase,
        citedArtifactId,
      },
      undefined,
      projectFor(store).shadow,
    )
  expect((await move('red')).accepted).toBe(true)
  await writeTestFile(store, alice, 'test/a.test.ts')
  const failing = await recordTestRun(store, alice, [
    { file: 'test/a.test.ts', fullName: 'a > works', status: 'failed' },
  ])
  const error = failing.errors[0]
  ok(
    await recordHypothesis(store, alice, {
      tddTaskId: planned.taskId,
      content: 'a returns undefined',
      citedTestErrorId: error?.id ?? 0,
      citedStackFrameId: error?.frameIds[0] ?? 0,
    }),
  )
  await writeCode(store, alice, 'src/a.ts')
  expect((await move('green', failing.artifacts[0]?.id)).accepted).toBe(true)
  await writeCode(store, alice, 'src/a.ts')
  return planned.taskId
}

/** alice's session's main agent, proven by the hooks: it follows alice's task read-only. */
const follower = { sessionId: alice.sessionId, agentId: 'main', identity: 'hook' } as const

const TABLES = /^(SEARCH|SCAN) (artifacts|hypotheses|a|h)\b/
/** An index search whose first constraint is one task or one phase. */
const BOUNDED = /^SEARCH \w+ USING (COVERING )?INDEX \w+ \((task_id|phase_id)=\?/

describe('task read query plans', () => {
  it("search artifacts and hypotheses by one task or one phase and scan no table, in every statement get, resume (also a follower's) and acceptance_metrics run", async () => {
    const store = await tempStore()
    const taskId = await task(store)
    const statements = await statementsOf(async () => {
      ok(await taskTree(store, alice, taskId))
      ok(await resumeTask(store, alice, taskId))
      // The session's main agent reading alice's task read-only (issue #35) runs the same bounded reads.
      ok(await taskTree(store, follower, taskId))
      ok(await resumeTask(store, follower, taskId))
      await acceptanceMetrics(store.db, alice, { tddTaskId: taskId })
      await acceptanceMetrics(store.db, alice, { scope: 'mine' })
      await acceptanceMetrics(store.db, alice, { scope: 'session' })
    })
    const reads = statements.filter((s) => /^\s*(select|with)\b/i.test(s))
    expect(reads.length).toBeGreaterThan(10)
    const touched = new Set<string>()
    for (const statement of reads) {
      for (const line of plan(store, statement)) {
        // The only scan allowed: the few rows of the first-hypothesis CTE (store/metrics.ts), one per phase and caller.
        if (line.startsWith('SCAN ')) expect(line, statement).toBe('SCAN f')
        if (TABLES.test(line)) {
          expect(line, statement).toMatch(BOUNDED)
          touched.add(line.replace(/ \(.*$/, ''))
        }
      }
    }
    // The indexes migration 0007 added are the ones these reads use.
    expect([...touched].sort()).toEqual(
      expect.arrayContaining([
        'SEARCH a USING COVERING INDEX artifacts_behavior_kind',
        'SEARCH a USING COVERING INDEX artifacts_phase_kind_caller',
        'SEARCH artifacts USING COVERING INDEX artifacts_phase_kind_caller',
        'SEARCH artifacts USING INDEX artifacts_task_seq',
        'SEARCH h USING COVERING INDEX hypotheses_phase_caller',
      ]),
    )
  })

  it("reads a task's newest artifacts in index order, without sorting every artifact the task has", async () => {
    const store = await tempStore()
    const taskId = await task(store)
    const statements = await statementsOf(async () => ok(await taskTree(store, alice, taskId)))
    const newest = statements.find((s) => /from "artifacts" where "task_id" = \? order by "seq" desc limit \?/.test(s))
    expect(newest).toBeDefined()
    expect(plan(store, newest ?? '')).toEqual(['SEARCH artifacts USING INDEX artifacts_task_seq (task_id=?)'])
  })
})
