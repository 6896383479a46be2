/**
 * Benchmark of `tdd_phase_transition_request` (issue 2): p50/p95 through a real MCP Client over
 * InMemoryTransport against a temp-file store holding 100k artifacts and 10k test results, next to a trivial
 * tool call (`tdd_goal list`) measured the same way. Requests alternate realistically between accepted and
 * denied decisions: red → refactor (denied), red → green citing the failing run (accepted), green → refactor
 * with no green run (denied), green → spike and spike → red (accepted).
 *
 * Since issue 13 a request judges the working tree: it snapshots the project (a real git project here, whose test
 * file the loop rewrites each round, as an agent would) and diffs it with the phase's start tree. That tree work —
 * a snapshot after a one-file change and one diff — is measured on its own in the same rounds, in the same process
 * (a spawn costs more in a process holding a large store), and the target is the decision's own budget on top of
 * it: p50 < 5 ms + the tree work's p50.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { createServer } from '../../mcp-server/src/entry/server.js'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { beginRun, recordRun } from '../../mcp-server/src/store/runs.js'
import { contentSha256Hex } from '../../mcp-server/src/kernel/content-hash.js'
import { diffTrees, shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { seedHistory } from './bulk-seed.js'
import { benchOptions, row, timed, type BenchResult } from './types.js'

const ARTIFACTS = 100_000
const TEST_RESULTS = 10_000
const FOCUS_ARTIFACTS = 30_000
const WARMUP = 20
const TARGET_P50_MS = 5
/** The bench project (a temp git work tree), set by benchTransition. */
let ROOT = ''
const TEST_FILE = 'src/bench/cycle.test.ts'
const caller: Caller = { sessionId: 'bench-session', agentId: 'main' }

type Call = (name: string, args: Record<string, unknown>) => Promise<Record<string, unknown>>

async function connect(store: Store): Promise<{ readonly call: Call; readonly close: () => Promise<void> }> {
  const server = createServer({ store, projectRoot: ROOT, fallbackCaller: caller, callerSecret: Buffer.alloc(32, 1) })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  const client = new Client({ name: 'evident-bench', version: '0.0.0' })
  await client.connect(clientSide)
  const call: Call = async (name, args) => {
    const result = (await client.callTool({ name, arguments: args })) as CallToolResult
    if (result.isError === true) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`)
    return (result.structuredContent ?? {}) as Record<string, unknown>
  }
  return { call, close: () => client.close() }
}

/** Records a run of one test the way run_tests does (the test file is written first, as the hook records it). */
async function runOneTest(store: Store, fullName: string, status: 'passed' | 'failed'): Promise<number> {
  const startSeq = await beginRun(store.db)
  const at = new Date().toISOString()
  const test = { file: TEST_FILE, fullName, status }
  const recorded = await recordRun(
    store.db,
    caller,
    {
      runner: 'vitest',
      argv: ['vitest', 'run'],
      projectRoot: ROOT,
      startedAt: at,
      endedAt: at,
      exitCode: status === 'failed' ? 1 : 0,
      outcome: status,
      tests: [test],
      errors:
        status === 'failed'
          ? [
              {
                scope: 'test',
                test,
                name: 'AssertionError',
                message: 'expected 1 to be 2',
                frames: [{ file: TEST_FILE, line: 1 }],
                signature: '00000000000000aa',
              },
            ]
          : [],
    },
    startSeq,
  )
  const artifact = recorded.artifacts[0]
  if (artifact === undefined) throw new Error('the run recorded no evidence artifact')
  return artifact.id
}

function expectOutcome(data: Record<string, unknown>, accepted: boolean, what: string): void {
  if (data['accepted'] !== accepted)
    throw new Error(`${what}: expected accepted=${String(accepted)}, got ${JSON.stringify(data)}`)
}

export async function benchTransition(): Promise<BenchResult> {
  const ITERATIONS = benchOptions({ full: 300, quick: 60 }).rounds
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'evident-bench-')))
  ROOT = join(dir, 'project')
  mkdirSync(join(ROOT, 'src', 'bench'), { recursive: true })
  writeFileSync(join(ROOT, 'src', 'bench', 'cycle.ts'), 'export const cycle = 1\n')
  writeFileSync(join(ROOT, TEST_FILE), '// case -1\n')
  execFileSync('git', ['init', '-q'], { cwd: ROOT, stdio: 'ignore' })
  const store = await openStore(join(dir, 'data', 'evident.sqlite'))
  // A twin of the project, for measuring the tree work alone (a change in the project itself would be, rightly,
  // an unrecorded change).
  const twin = join(dir, 'twin')
  mkdirSync(join(twin, 'src', 'bench'), { recursive: true })
  writeFileSync(join(twin, TEST_FILE), '// case -1\n')
  execFileSync('git', ['init', '-q'], { cwd: twin, stdio: 'ignore' })
  const shadow = shadowFor(join(dir, 'twin-data', 'evident.sqlite'), twin)
  const client = await connect(store)
  try {
    const { call } = client
    const task = await call('tdd_task', { action: 'start', goal: 'benchmark the phase machine' })
    const tddTaskId = task['tddTaskId']
    const goal = (await call('tdd_goal', { action: 'create', tddTaskId, goal: 'cycle' }))['goal'] as { id: number }
    await call('tdd_goal', { action: 'update', tddTaskId, goalId: goal.id, status: 'in_progress' })
    const behavior = (await call('tdd_behavior', { action: 'create', tddTaskId, goalId: goal.id, behavior: 'cycles' }))[
      'behavior'
    ] as { id: number }
    // A third of the history belongs to this task and its test file, so its own lookups are not trivially small.
    const focus = {
      taskId: Number(tddTaskId),
      behaviorId: behavior.id,
      filePath: TEST_FILE,
      artifacts: FOCUS_ARTIFACTS,
    }
    const seeded = await timed(() =>
      seedHistory(store, { artifacts: ARTIFACTS, testResults: TEST_RESULTS, projectRoot: ROOT, focus }),
    )
    const request = (requestedPhase: string, citedArtifactId?: number): Promise<Record<string, unknown>> =>
      call('tdd_phase_transition_request', {
        tddTaskId,
        goalId: goal.id,
        behaviorId: behavior.id,
        requestedPhase,
        ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
      })
    expectOutcome(await request('red'), true, 'start → red')
    const transition: number[] = []
    const accepted: number[] = []
    const denied: number[] = []
    const trivial: number[] = []
    const snapshots: number[] = []
    const measure = async (keep: boolean, requestedPhase: string, ok: boolean, cited?: number): Promise<void> => {
      const { ms, value } = await timed(() => request(requestedPhase, cited))
      expectOutcome(value, ok, `→ ${requestedPhase}`)
      if (!keep) return
      transition.push(ms)
      ;(ok ? accepted : denied).push(ms)
    }
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const keep = i >= WARMUP
      // The agent rewrites its test file (recorded with its real hash, as the Edit hook records it).
      const text = `// case ${i}\n`
      writeFileSync(join(ROOT, TEST_FILE), text)
      await recordArtifact(store.db, caller, {
        kind: 'test_written',
        filePath: TEST_FILE,
        contentHash: contentSha256Hex(Buffer.from(text)),
        linesAdded: 1,
        linesRemoved: 1,
      })
      const failing = await runOneTest(store, `cycle > case ${i}`, 'failed')
      await measure(keep, 'refactor', false)
      await measure(keep, 'green', true, failing)
      await measure(keep, 'refactor', false)
      const list = await timed(() => call('tdd_goal', { action: 'list', tddTaskId }))
      if (keep) trivial.push(list.ms)
      // The tree work a request does, alone: a snapshot after a one-file change, and one diff.
      const before = snapshot(shadow)
      writeFileSync(join(twin, 'src', 'bench', 'cycle.ts'), `export const cycle = ${i}\n`)
      const work = await timed(() => Promise.resolve(diffTrees(shadow, before, snapshot(shadow))))
      if (keep) snapshots.push(work.ms)
      await measure(keep, 'spike', true)
      await measure(keep, 'red', true)
    }
    const all = row('tdd_phase_transition_request (all)', transition)
    const triv = row('tdd_goal list (trivial call)', trivial)
    const snap = row('tree work alone: snapshot after a change + one diff (same process)', snapshots)
    const budget = TARGET_P50_MS + snap.p50Ms
    return {
      name: 'transition',
      rows: [
        all,
        row('tdd_phase_transition_request (accepted)', accepted),
        row('tdd_phase_transition_request (denied)', denied),
        triv,
        snap,
      ],
      notes: [
        `store: ${seeded.value.artifacts} seeded artifacts (${FOCUS_ARTIFACTS} in the measured task), ${seeded.value.testResults} test results, ${seeded.value.runs} runs, ${seeded.value.phases} phases (seeded in ${seeded.ms.toFixed(0)} ms)`,
        `p50 ratio transition / trivial call: ${(all.p50Ms / triv.p50Ms).toFixed(2)}x; p95 ratio: ${(all.p95Ms / triv.p95Ms).toFixed(2)}x`,
        `p50 minus the tree work's p50 (the decision itself): ${(all.p50Ms - snap.p50Ms).toFixed(2)} ms`,
        `target p50 < ${TARGET_P50_MS} ms + tree work p50 (${budget.toFixed(2)} ms): ${all.p50Ms < budget ? 'met' : 'MISSED'}`,
      ],
      ok: all.p50Ms < budget,
    }
  } finally {
    await client.close()
    await store.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
