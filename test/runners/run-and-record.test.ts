import { execFileSync } from 'node:child_process'
import { existsSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectKey } from '../../mcp-server/src/kernel/paths.js'
import { lockHolder } from '../../mcp-server/src/runners/lock.js'
import { runAndRecord, runLockPath } from '../../mcp-server/src/runners/run-and-record.js'
import { createVitestRunner } from '../../mcp-server/src/runners/vitest.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { shadowFor } from '../../mcp-server/src/worktree/snapshot.js'
import { copyFixture, REPO } from '../support/fixtures.js'
import { alice, tempStore } from '../support/store.js'
import { scaled } from '../support/time.js'

const vitest = createVitestRunner('default')
const base = { runner: vitest, timeoutMs: scaled(60_000), lockWaitMs: scaled(5_000), caller: alice } as const

const runCount = async (store: Store): Promise<number> =>
  (
    await store.db
      .selectFrom('test_runs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

describe('runLockPath', () => {
  it("puts the project's lock next to the database, or in the temp dir for an in-memory store or none", async () => {
    const store = await tempStore()
    expect(runLockPath(store, '/p')).toBe(join(dirname(store.path), `${projectKey('/p')}.run.lock`))
    expect(runLockPath(undefined, '/p')).toBe(join(tmpdir(), `${projectKey('/p')}.run.lock`))
  })
})

describe('runAndRecord', () => {
  it("runs the runner under the project's lock and records the run", async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    const lock = runLockPath(store, root)
    const holders: (number | undefined)[] = []
    const ran = await runAndRecord({
      ...base,
      projectRoot: root,
      files: ['test/sum.test.ts'],
      store,
      onFileDone: () => {
        holders.push(lockHolder(lock))
      },
    })
    expect(holders).toEqual([process.pid])
    expect(existsSync(lock)).toBe(false)
    expect(ran.report.outcome).toBe('passed')
    expect(ran.recorded.counts).toMatchObject({ total: 2, passed: 2 })
    const run = await store.db
      .selectFrom('test_runs')
      .selectAll()
      .where('id', '=', ran.recorded.runId)
      .executeTakeFirstOrThrow()
    expect(run.outcome).toBe('passed')
    expect(await store.db.selectFrom('gate_results').selectAll().execute()).toEqual([])
  })

  it('records the outcome as a gate result when asked', async () => {
    const root = copyFixture('failing')
    const store = await tempStore()
    const ran = await runAndRecord({
      ...base,
      projectRoot: root,
      files: [],
      store,
      gate: { id: 'run_tests', source: 'run_tests' },
    })
    expect(ran.report.outcome).toBe('failed')
    const gates = await store.db.selectFrom('gate_results').select(['gate', 'status', 'source', 'detail']).execute()
    expect(gates).toEqual([
      { gate: 'run_tests', status: 'red', source: 'run_tests', detail: `run ${ran.recorded.runId}: failed` },
    ])
  })

  it('records the HEAD commit and the tree a gate ran on, for gate recency', async () => {
    const root = copyFixture('failing')
    const git = (...args: string[]): string =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: root, encoding: 'utf8' })
    git('init', '-q', '-b', 'main')
    git('add', '-A')
    git('commit', '-q', '-m', 'base')
    const store = await tempStore()
    const ran = await runAndRecord({
      ...base,
      projectRoot: root,
      files: [],
      store,
      shadow: shadowFor(store.path, root),
      gate: { id: 'run_tests', source: 'run_tests' },
    })
    const run = await store.db
      .selectFrom('test_runs')
      .select(['tree', 'tree_after'])
      .where('id', '=', ran.recorded.runId)
      .executeTakeFirstOrThrow()
    expect(run.tree).toMatch(/^[0-9a-f]{40}$/)
    expect(run.tree_after).toBe(run.tree)
    expect(await store.db.selectFrom('gate_results').select(['head', 'tree']).execute()).toEqual([
      { head: git('rev-parse', 'HEAD').trim(), tree: run.tree },
    ])
  })

  it('only reports a run when there is no store', async () => {
    const root = copyFixture('passing')
    const ran = await runAndRecord({ ...base, projectRoot: root, files: ['test/more.test.ts'], store: undefined })
    expect(ran.report.outcome).toBe('passed')
    expect(ran.recorded).toBeUndefined()
    expect(existsSync(runLockPath(undefined, root))).toBe(false)
  })

  it('releases the lock when the runner fails, so the next run of the project proceeds', async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    rmSync(join(root, 'node_modules'))
    await expect(runAndRecord({ ...base, projectRoot: root, files: [], store })).rejects.toThrow(
      /vitest is not installed/,
    )
    expect(existsSync(runLockPath(store, root))).toBe(false)
    expect(await runCount(store)).toBe(0)
    symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
    const ran = await runAndRecord({ ...base, projectRoot: root, files: [], store, lockWaitMs: 300 })
    expect(ran.report.outcome).toBe('passed')
    expect(await runCount(store)).toBe(1)
  })

  it('fails rather than overlap a live run of the project, without running', async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    writeFileSync(runLockPath(store, root), `${process.ppid} ${new Date().toISOString()}\n`)
    await expect(runAndRecord({ ...base, projectRoot: root, files: [], store, lockWaitMs: 300 })).rejects.toThrow(
      /another test run of this project is still going/,
    )
    expect(await runCount(store)).toBe(0)
  })
})
