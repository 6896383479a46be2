import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import type { TestOutcome } from '../../mcp-server/src/domain/run-report.js'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { recordHypothesis } from '../../mcp-server/src/engine/flows/hypothesis.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { requestTransition } from '../../mcp-server/src/engine/flows/transition.js'
import { ok, planTask } from '../support/checked.js'
import { projectFor } from '../support/project.js'
import { recordVddRun } from '../../mcp-server/src/store/vdd.js'
import { pruneRuns } from '../../mcp-server/src/store/prune.js'
import { bulkRuns } from '../support/bulk-runs.js'
import { alice, recordTestRun, ROOT, tempDir, tempStore } from '../support/store.js'

interface Ran {
  readonly code: number
  readonly out: readonly string[]
  readonly err: string
}

async function prune(db: string, args: readonly string[]): Promise<Ran> {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(['db', 'prune', ...args], {
    env: { EVIDENT_DB: db, HOME: tempDir() },
    cwd: tempDir(),
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out, err: err.join('\n') }
}

const tests: readonly TestOutcome[] = [
  { file: 'test/a.test.ts', fullName: 'passes', status: 'passed' },
  { file: 'test/a.test.ts', fullName: 'fails', status: 'failed' },
]

/** Seven runs, oldest first: cited by an artifact, a hypothesis, a VDD criterion, then four uncited. */
async function history(
  store: Store,
): Promise<{ readonly cited: readonly number[]; readonly uncited: readonly number[] }> {
  // A hypothesis cites a failing run of the current red phase: the task is in red before the runs.
  const planned = await planTask(store, alice, 'prune me', 'goal', ['behavior'])
  const task = { id: planned.taskId }
  await requestTransition(
    store,
    alice,
    {
      tddTaskId: planned.taskId,
      goalId: planned.goalId,
      behaviorId: planned.behaviorIds[0] ?? 0,
      requestedPhase: 'red',
    },
    undefined,
    projectFor(store).shadow,
  )
  const byArtifact = (await recordTestRun(store, alice, tests)).runId
  await recordArtifact(store.db, alice, { kind: 'test_failed_run', runId: byArtifact, failureCount: 1 })
  const hypothesisRun = await recordTestRun(store, alice, tests)
  const error = hypothesisRun.errors[0]
  if (error === undefined) throw new Error('the run recorded no error')
  ok(
    await recordHypothesis(store, alice, {
      tddTaskId: task.id,
      content: 'parse returns a string',
      citedTestErrorId: error.id,
      citedStackFrameId: error.frameIds[0] ?? 0,
    }),
  )
  const byVdd = (await recordTestRun(store, alice, tests)).runId
  await recordVddRun(store.db, alice, {
    subject: 'BEAN-001',
    beanNumber: 1,
    documentPath: 'ai/beans/BEAN-001-x/bean.md',
    verdict: 'FAIL',
    manual: 'pending',
    reportPath: 'ai/outputs/tech-qa/vdd-001.md',
    projectRoot: ROOT,
    criteria: [
      {
        ordinal: 1,
        kind: 'test',
        target: 'test/a.test.ts',
        criterion: 'a',
        verdict: 'FAIL',
        details: '',
        testRunId: byVdd,
      },
    ],
  })
  const uncited: number[] = []
  for (let i = 0; i < 4; i += 1) uncited.push((await recordTestRun(store, alice, tests)).runId)
  return { cited: [byArtifact, hypothesisRun.runId, byVdd], uncited }
}

const count = async (
  store: Store,
  table: 'test_runs' | 'test_results' | 'test_errors' | 'stack_frames' | 'hypotheses',
): Promise<number> =>
  Number(
    (
      await store.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('evident db prune', () => {
  it('removes the oldest runs beyond N with their results, errors and frames, keeping every cited run', async () => {
    const store = await tempStore()
    const { cited, uncited } = await history(store)
    const ran = await prune(store.path, ['--keep-runs', '2'])
    expect(ran.err).toBe('')
    expect(ran.code).toBe(0)
    const [old1, old2, new1, new2] = uncited
    expect(ran.out.slice(0, 3)).toEqual([
      `kept 2 newest run(s) (ids ${new2}, ${new1})`,
      `kept 3 older run(s) cited as evidence (ids ${cited.join(', ')})`,
      `removed 2 run(s) (ids ${old1}, ${old2}): 4 result(s), 2 error(s), 2 stack frame(s)`,
    ])
    expect(ran.out[3]).toMatch(/^in \d+ write transaction\(s\), each holding the write lock at most \d+ ms$/)
    expect(ran.out[4]).toMatch(/^file: \d+\.\d MB → \d+\.\d MB \(freed pages returned in steps\)$/)
    expect(ran.out).toHaveLength(5)
    const left = await store.db.selectFrom('test_runs').select('id').orderBy('id').execute()
    expect(left.map((r) => r.id)).toEqual([...cited, new1, new2])
    const orphans = await store.db
      .selectFrom('test_results')
      .select('id')
      .where('run_id', 'in', [old1 ?? 0, old2 ?? 0])
      .execute()
    expect(orphans).toEqual([])
    expect(await count(store, 'test_results')).toBe(10)
    expect(await count(store, 'test_errors')).toBe(5)
    expect(await count(store, 'stack_frames')).toBe(5)
    expect(await count(store, 'hypotheses')).toBe(1)
  })

  it('accepts --keep-runs=0 and still keeps the cited runs', async () => {
    const store = await tempStore()
    const { cited } = await history(store)
    const ran = await prune(store.path, ['--keep-runs=0'])
    expect(ran.code).toBe(0)
    expect(ran.out[0]).toBe('kept 0 newest run(s)')
    expect(ran.out[2]).toMatch(/^removed 4 run\(s\)/)
    const left = await store.db.selectFrom('test_runs').select('id').orderBy('id').execute()
    expect(left.map((r) => r.id)).toEqual(cited)
  })

  it('lists at most 20 run ids per line', async () => {
    const store = await tempStore()
    for (let i = 0; i < 25; i += 1) await recordTestRun(store, alice, tests)
    const ran = await prune(store.path, ['--keep-runs', '0'])
    expect(ran.out[2]).toMatch(/^removed 25 run\(s\) \(ids 1, 2, .*, 20, … and 5 more\): 50 result\(s\)/)
    expect(await count(store, 'test_runs')).toBe(0)
  })

  it('only reports what it would remove on --dry-run', async () => {
    const store = await tempStore()
    await history(store)
    const ran = await prune(store.path, ['--dry-run', '--keep-runs', '1'])
    expect(ran.code).toBe(0)
    expect(ran.out[2]).toMatch(/^would remove 3 run\(s\) .*: 6 result\(s\), 3 error\(s\), 3 stack frame\(s\)$/)
    expect(await count(store, 'test_runs')).toBe(7)
  })

  it('refuses missing, negative or non-numeric --keep-runs with the usage line', async () => {
    const store = await tempStore()
    for (const args of [
      [],
      ['--keep-runs'],
      ['--keep-runs', '-1'],
      ['--keep-runs', 'ten'],
      ['--keep-runs', '2', '--force'],
    ]) {
      const ran = await prune(store.path, args)
      expect(ran.code, args.join(' ')).toBe(2)
      expect(ran.err).toContain('usage: evident db prune --keep-runs N [--dry-run] [--vacuum]')
    }
  })

  it('refuses --vacuum with --dry-run, saying to pass one of them', async () => {
    const store = await tempStore()
    const ran = await prune(store.path, ['--keep-runs', '1', '--dry-run', '--vacuum'])
    expect(ran.code).toBe(2)
    expect(ran.err).toContain(
      'evident db prune: --vacuum rewrites the file and --dry-run changes nothing: pass one of them\nusage: evident db prune --keep-runs N [--dry-run] [--vacuum]',
    )
  })

  it('does not create a database that does not exist', async () => {
    const db = join(tempDir(), 'none.sqlite')
    const ran = await prune(db, ['--keep-runs', '5'])
    expect(ran.code).toBe(0)
    expect(ran.out).toEqual([`no evidence database at ${db}: nothing to prune`])
    expect(existsSync(db)).toBe(false)
  })
})

describe('evident db prune: the file', () => {
  const pragma = async (store: Store, name: string): Promise<number> =>
    Number(Object.values((await sql.raw<Record<string, number>>(`pragma ${name}`).execute(store.db)).rows[0] ?? {})[0])

  it('is created with incremental auto-vacuum, and shrinks when runs are pruned', async () => {
    const store = await tempStore()
    expect(await pragma(store, 'auto_vacuum')).toBe(2)
    await bulkRuns(store, { runs: 600, resultsPerRun: 20, framesPerError: 3 })
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db)
    const before = statSync(store.path).size
    const ran = await prune(store.path, ['--keep-runs', '10'])
    expect(ran.out[2]).toBe(
      `removed 590 run(s) (ids 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, … and 570 more): 11800 result(s), 590 error(s), 1770 stack frame(s)`,
    )
    expect(ran.out[4]).toMatch(/\(freed pages returned in steps\)$/)
    expect(statSync(store.path).size).toBeLessThan(before / 2)
    expect(await pragma(store, 'freelist_count')).toBe(0)
    expect(await count(store, 'test_results')).toBe(200)
  })

  it('keeps the size of an older file without incremental vacuum, says how to shrink it, and --vacuum does', async () => {
    const store = await tempStore()
    // A store created before evident enabled incremental vacuum.
    await sql`pragma auto_vacuum = NONE`.execute(store.db)
    await sql`vacuum`.execute(store.db)
    expect(await pragma(store, 'auto_vacuum')).toBe(0)
    await bulkRuns(store, { runs: 600, resultsPerRun: 20, framesPerError: 3 })
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(store.db)
    const before = statSync(store.path).size
    const kept = await prune(store.path, ['--keep-runs', '10'])
    expect(kept.code).toBe(0)
    expect(kept.out[4]).toMatch(
      /^file: \d+\.\d MB → \d+\.\d MB: this database predates incremental vacuum, so the freed pages stay in the file for new evidence\. To shrink it once, run `evident db prune --keep-runs 10 --vacuum` when no Claude Code session works in this project: the rewrite holds the write lock throughout, and hooks that wait more than 5 s for it let their edit through unrecorded$/,
    )
    expect(statSync(store.path).size).toBe(before)
    const vacuumed = await prune(store.path, ['--keep-runs', '10', '--vacuum'])
    expect(vacuumed.code).toBe(0)
    expect(vacuumed.out[2]).toMatch(/^removed 0 run\(s\)/)
    expect(vacuumed.out[4]).toMatch(
      /^file: .* \(rewritten by VACUUM, which held the write lock \d+ ms; from now on prune returns freed pages in steps\)$/,
    )
    expect(statSync(store.path).size).toBeLessThan(before / 2)
    // Read on a new connection: this one still holds the NONE it was told above.
    const fresh = new SQLite(store.path, { readonly: true })
    expect(fresh.pragma('auto_vacuum', { simple: true })).toBe(2)
    fresh.close()
  })

  it('says when a reader kept it from truncating the write-ahead log', async () => {
    const store = await tempStore()
    await bulkRuns(store, { runs: 50, resultsPerRun: 20, framesPerError: 1 })
    // Another connection in the middle of a read: the log cannot be reset under its snapshot.
    const reader = new SQLite(store.path, { readonly: true })
    reader.exec('begin')
    reader.prepare('select count(*) from test_results').get()
    try {
      const ran = await prune(store.path, ['--keep-runs', '0'])
      expect(ran.code).toBe(0)
      expect(ran.out[5]).toBe(
        'the write-ahead log was not truncated (the store stayed busy); the next prune, or the last connection to close, truncates it',
      )
    } finally {
      reader.exec('commit')
      reader.close()
    }
  })
})

describe('pruneRuns', () => {
  it('keeps a run that evidence cites by the time its batch comes, though part of it is gone', async () => {
    const store = await tempStore()
    const runs = await bulkRuns(store, { runs: 5, resultsPerRun: 20, framesPerError: 2 })
    const late = runs[2] ?? 0
    // One statement per batch and long pauses: the citation lands between the first batch and the next.
    const pruning = pruneRuns(store, { keepRuns: 0, batching: { batchMs: 0, pauseMs: 300 } })
    while ((await count(store, 'test_results')) > 0) await sleep(5)
    await recordArtifact(store.db, alice, { kind: 'test_failed_run', runId: late })
    const report = await pruning
    expect(report.keptCited).toEqual([late])
    expect(report.removed).toEqual(runs.filter((id) => id !== late))
    expect(report.batches).toBeGreaterThan(2)
    const left = await store.db.selectFrom('test_runs').select('id').execute()
    expect(left.map((r) => r.id)).toEqual([late])
    // Its results went in the first batch; its errors and frames, which a hypothesis could cite, are still there.
    expect(await count(store, 'test_errors')).toBe(1)
    expect(await count(store, 'stack_frames')).toBe(2)
    expect(report).toMatchObject({ results: 100, errors: 4, frames: 8 })
  })

  it('refuses a negative keepRuns', async () => {
    const store = await tempStore()
    await expect(pruneRuns(store, { keepRuns: -1 })).rejects.toThrow('keepRuns must be a non-negative integer, got -1')
  })
})
