import { readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect, type TestClient } from '../support/client.js'
import { copyFixture } from '../support/fixtures.js'
import { alice, bob, tempDir, tempStore, writeTestFile } from '../support/store.js'

/** A task of `alice` in red on its first behavior, with the failing fixture's test file recorded as written. */
async function redTask(client: TestClient, store: Store): Promise<number> {
  const task = await client.call('tdd_task', { action: 'start', goal: 'sum numbers' })
  const tddTaskId = task.data['tddTaskId'] as number
  const goal = await client.call('tdd_goal', { action: 'create', tddTaskId, goal: 'add' })
  const goalId = (goal.data['goal'] as { id: number }).id
  await client.call('tdd_goal', { action: 'update', tddTaskId, goalId, status: 'in_progress' })
  const behavior = await client.call('tdd_behavior', { action: 'create', tddTaskId, goalId, behavior: 'adds three' })
  const behaviorId = (behavior.data['behavior'] as { id: number }).id
  const red = await client.call('tdd_phase_transition_request', {
    tddTaskId,
    goalId,
    behaviorId,
    requestedPhase: 'red',
  })
  expect(red.data['accepted']).toBe(true)
  await writeTestFile(store, alice, 'test/sum.test.ts')
  return tddTaskId
}

const runCount = async (store: Store): Promise<number> =>
  Number(
    (
      await store.db
        .selectFrom('test_runs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('run_tests', () => {
  it('lists each failing test with error id, frame id, classification and the next calls, and records red evidence', async () => {
    const root = copyFixture('failing')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const tddTaskId = await redTask(client, store)
    const result = await client.call('run_tests', {})
    expect(result.isError).toBe(false)
    const failures = result.data['failures'] as {
      errorId: number
      frameId: number
      classification: string
      where: string
    }[]
    expect(failures, result.text).toHaveLength(1)
    const [failure] = failures
    expect(failure, result.text).toMatchObject({
      classification: 'new-failure',
      where: 'test/sum.test.ts:16',
      fullName: 'sum > adds three',
    })
    const runId = result.data['runId'] as number
    expect(result.text).toContain(`Run ${runId} (default): FAILED — 2 test(s): 1 passed, 1 failed`)
    expect(result.text).toContain(
      `- test/sum.test.ts > sum > adds three [new-failure]: error ${failure?.errorId}, frame ${failure?.frameId} at test/sum.test.ts:16 — AssertionError: expected 3 to be 4`,
    )
    expect(result.text).not.toContain('adds two numbers')
    expect(result.text).toContain(`Next: test_errors {"runId":${runId}}`)
    expect(result.text).toContain(
      `hypothesis record {"tddTaskId":${tddTaskId},"content":"<why it fails>","citedTestErrorId":${failure?.errorId},"citedStackFrameId":${failure?.frameId}}`,
    )
    expect(result.data['artifacts']).toHaveLength(2)
    expect(result.data['artifacts']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'test_failed_run', filePath: 'test/sum.test.ts', failureCount: 1 }),
        expect.objectContaining({ kind: 'test_passed_run', filePath: 'test/sum.test.ts' }),
      ]),
    )
    const gates = await store.db.selectFrom('gate_results').select(['gate', 'status', 'source']).execute()
    expect(gates).toEqual([{ gate: 'run_tests', status: 'red', source: 'run_tests' }])
    const frame = await store.db
      .selectFrom('stack_frames')
      .selectAll()
      .where('id', '=', failure?.frameId ?? 0)
      .executeTakeFirstOrThrow()
    expect(frame).toMatchObject({ error_id: failure?.errorId, file: 'test/sum.test.ts', line: 16 })

    const errors = await client.call('test_errors', { runId })
    expect(errors.isError).toBe(false)
    expect(errors.data['errors']).toEqual([
      expect.objectContaining({
        id: failure?.errorId,
        scope: 'test',
        name: 'AssertionError',
        expected: '4',
        actual: '3',
        occurrences: 1,
        test: expect.objectContaining({ file: 'test/sum.test.ts', fullName: 'sum > adds three' }),
        frames: [expect.objectContaining({ id: failure?.frameId, ordinal: 0, file: 'test/sum.test.ts', line: 16 })],
      }),
    ])
    expect(errors.text).toContain(`frame ${failure?.frameId} #0 <anonymous> test/sum.test.ts:16:`)
    expect(errors.text).toContain('expected: 4')
    const byTask = await client.call('test_errors', { tddTaskId, test: 'adds three' })
    expect((byTask.data['errors'] as unknown[]).length).toBe(1)
    const filtered = await client.call('test_errors', { runId, test: 'no such test' })
    expect(filtered.data['errors']).toEqual([])
    expect(filtered.text).toContain('Showing 0 error(s) matching "no such test"')
    const mismatch = await client.call('test_errors', { runId, tddTaskId: tddTaskId + 1 })
    expect(mismatch.isError).toBe(true)
    expect(mismatch.text).toContain(`run ${runId} was not recorded for TDD task ${tddTaskId + 1}`)

    const again = await client.call('run_tests', { files: ['test/sum.test.ts'] })
    expect((again.data['failures'] as { classification: string }[])[0]?.classification).toBe('persistent')
    // Only a full-suite run is a gate.
    expect(await store.db.selectFrom('gate_results').select('gate').execute()).toHaveLength(1)
  })

  it('names the failing one of two same-named tests as such, with its own history, and test_errors cites it', async () => {
    const root = copyFixture('duplicates')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const file = join(root, 'test/names.test.ts')
    const failingText = readFileSync(file, 'utf8')
    writeFileSync(file, failingText.replace('expect(1 + 2).toBe(4)', 'expect(1 + 2).toBe(3)'))
    const green = await client.call('run_tests', {})
    expect(green.data['counts']).toEqual({ total: 7, passed: 7, failed: 0, skipped: 0 })
    writeFileSync(file, failingText)
    const red = await client.call('run_tests', {})
    expect(red.data['counts']).toEqual({ total: 7, passed: 6, failed: 1, skipped: 0 })
    const failures = red.data['failures'] as { errorId: number; fullName: string; ordinal: number }[]
    expect(failures).toEqual([
      expect.objectContaining({
        fullName: 'adds',
        ordinal: 1,
        classification: 'new-failure',
        where: 'test/names.test.ts:9',
      }),
    ])
    expect(red.text).toContain(`- test/names.test.ts > adds [#2] [new-failure]: error ${failures[0]?.errorId}`)
    const errors = await client.call('test_errors', { runId: red.data['runId'] })
    expect(errors.data['errors']).toEqual([
      expect.objectContaining({ test: expect.objectContaining({ fullName: 'adds', ordinal: 1 }) }),
    ])
    expect(errors.text).toContain(`error ${failures[0]?.errorId} [test] test/names.test.ts > adds [#2]`)
  })

  it('answers a syntax error with the frame at its real location, which test_errors says came from the message', async () => {
    const root = copyFixture('syntax-error')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const run = await client.call('run_tests', { files: ['test/broken.test.ts'] })
    expect(run.data['outcome']).toBe('failed')
    const failures = run.data['failures'] as { frameId: number; where: string; scope: string }[]
    expect(failures).toEqual([expect.objectContaining({ scope: 'module', where: 'test/broken.test.ts:8' })])
    const errors = await client.call('test_errors', { runId: run.data['runId'] })
    const [error] = errors.data['errors'] as { frames: { id: number; file: string; source: string }[] }[]
    expect(error?.frames[0]).toMatchObject({ id: failures[0]?.frameId, file: 'test/broken.test.ts', source: 'message' })
    expect(errors.text).toContain(`frame ${failures[0]?.frameId} #0 <anonymous> test/broken.test.ts:8:`)
    expect(errors.text).toContain('(from the error message)')
  })

  it("hides another caller's run from test_errors", async () => {
    const root = copyFixture('failing')
    const store = await tempStore()
    const a = await connect(store, alice, root)
    const run = await a.call('run_tests', { files: ['test/sum.test.ts'] })
    const b = await connect(store, bob, root)
    const peek = await b.call('test_errors', { runId: run.data['runId'] })
    expect(peek.isError).toBe(true)
    expect(peek.text).toContain(`no test run ${String(run.data['runId'])} is yours`)
    const latest = await b.call('test_errors', {})
    expect(latest.isError).toBe(true)
  })

  it('answers a passing run without listing the passing tests, with progress notifications sent while it runs', async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    const { client } = await connect(store, alice, root)
    const progress: { progress: number; total?: number | undefined; message?: string | undefined }[] = []
    const result = (await client.callTool({ name: 'run_tests', arguments: {} }, undefined, {
      onprogress: (p) => {
        progress.push(p)
      },
    })) as CallToolResult
    const text = result.content[0]?.type === 'text' ? result.content[0].text : ''
    expect(text).toMatch(/^Run \d+ \(default\): PASSED — 3 test\(s\): 3 passed, 0 failed, 0 skipped; 0 error\(s\)/)
    expect(text).not.toContain('adds two numbers')
    expect(text).toContain('Next: all green.')
    expect(progress).toEqual([
      { progress: 1, total: 2, message: expect.stringMatching(/^finished test\/(sum|more)\.test\.ts$/) },
    ])
  })

  it('refuses files outside the project before running anything', async () => {
    const root = copyFixture('passing')
    const outside = tempDir()
    symlinkSync(outside, join(root, 'escape'))
    const store = await tempStore()
    const client = await connect(store, alice, root)
    for (const files of [
      ['../x.test.ts'],
      ['/etc/passwd'],
      ['escape/a.test.ts'],
      ['test/../../x.test.ts'],
      ['../**/*.test.ts'],
      ['missing.test.ts'],
      ['nothing/**/*.test.ts'],
    ]) {
      const result = await client.call('run_tests', { files })
      expect(result.isError, files[0]).toBe(true)
      expect(result.text).toMatch(
        /^Bad input: (test file .* is outside the project root|the file pattern .* reaches outside|no test file|the file pattern .* matches no file)/,
      )
    }
    expect(await runCount(store)).toBe(0)
  })

  it('accepts a glob inside the project and rejects options that weaken evidence', async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const globbed = await client.call('run_tests', { files: ['test/m*.test.ts'] })
    expect(globbed.data['counts']).toMatchObject({ total: 1, passed: 1 })
    for (const extra of [{ update: true }, { bail: 1 }, { testNamePattern: 'x' }]) {
      const result = await client.call('run_tests', extra)
      expect(result.isError).toBe(true)
      expect(result.text).toContain('accepted keys: files, project, timeoutSec')
    }
    const tooLong = await client.call('run_tests', { timeoutSec: 901 })
    expect(tooLong.isError).toBe(true)
    const unknown = await client.call('run_tests', { project: 'python' })
    expect(unknown.isError).toBe(true)
    expect(unknown.text).toContain('no runner named "python" in evident.config.json (configured: default)')
    expect(await runCount(store)).toBe(1)
  })

  it('serializes concurrent calls on one project', async () => {
    const root = copyFixture('passing')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const [first, second] = await Promise.all([
      client.call('run_tests', { files: ['test/sum.test.ts'] }),
      client.call('run_tests', { files: ['test/more.test.ts'] }),
    ])
    expect([first?.isError, second?.isError]).toEqual([false, false])
    const runs = await store.db
      .selectFrom('test_runs')
      .select(['started_at', 'ended_at'])
      .orderBy('started_at')
      .execute()
    expect(runs).toHaveLength(2)
    expect((runs[0]?.ended_at ?? '') <= (runs[1]?.started_at ?? '')).toBe(true)
  })

  it('records a timed-out run and says how to proceed', async () => {
    const root = copyFixture('hanging')
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const result = await client.call('run_tests', { timeoutSec: 3 })
    expect(result.data).toMatchObject({ outcome: 'timeout' })
    expect(result.text).toContain('TIMEOUT')
    expect(result.text).toContain('Next: the run was killed at the timeout')
  })

  it('runs the configured runner a call names by project', async () => {
    const root = copyFixture('failing')
    writeFileSync(
      join(root, 'evident.config.json'),
      JSON.stringify({
        runners: {
          default: { kind: 'vitest' },
          junit: {
            kind: 'junit',
            argv: [
              process.execPath,
              'node_modules/vitest/vitest.mjs',
              'run',
              '--reporter=junit',
              '--outputFile=out/junit.xml',
            ],
            junitPath: 'out/junit.xml',
          },
        },
      }),
    )
    const store = await tempStore()
    const client = await connect(store, alice, root)
    const result = await client.call('run_tests', { project: 'junit', files: ['test/sum.test.ts'] })
    expect(result.isError, result.text).toBe(false)
    expect(result.data).toMatchObject({
      runner: 'junit',
      outcome: 'failed',
      counts: { total: 2, passed: 1, failed: 1 },
    })
    expect(result.text).toMatch(/^Run \d+ \(junit\): FAILED/)
    expect(result.text).toContain('sum > adds three')
  })
})
