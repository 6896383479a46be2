import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../mcp-server/src/cli.js'
import type { TestOutcome } from '../../mcp-server/src/evidence.js'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { recordHypothesis } from '../../mcp-server/src/flows/hypothesis.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { requestTransition } from '../../mcp-server/src/flows/transition.js'
import { ok, planTask } from '../support/checked.js'
import { projectFor } from '../support/project.js'
import { recordVddRun } from '../../mcp-server/src/store/vdd.js'
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
    expect(ran.out).toEqual([
      `kept 2 newest run(s) (ids ${new2}, ${new1})`,
      `kept 3 older run(s) cited as evidence (ids ${cited.join(', ')})`,
      `removed 2 run(s) (ids ${old1}, ${old2}): 4 result(s), 2 error(s), 2 stack frame(s)`,
    ])
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
      expect(ran.err).toContain('usage: evident db prune --keep-runs N [--dry-run]')
    }
  })

  it('does not create a database that does not exist', async () => {
    const db = join(tempDir(), 'none.sqlite')
    const ran = await prune(db, ['--keep-runs', '5'])
    expect(ran.code).toBe(0)
    expect(ran.out).toEqual([`no evidence database at ${db}: nothing to prune`])
    expect(existsSync(db)).toBe(false)
  })
})
