/**
 * Task reads against a long-lived store (issue #19): `tdd_task get`, `tdd_task resume` and `acceptance_metrics`
 * (one task, and scope "mine") through a real MCP Client over InMemoryTransport, on temp-file stores built the same
 * way in the same run (see STORES): a small one holding only the measured task, and one where the same task sits
 * among 100k seeded artifacts spread over 1000 other tasks (scripts/bench/bulk-seed.ts), as in a project used for
 * months. The measured task is ordinary: two goals, six behaviors, a red phase, a few dozen artifacts.
 * Rounds interleave the stores so load on the machine hits all alike. Targets: p50 under 10 ms for every read of
 * the ordinary task among 100k artifacts and of a task holding 30k of them, except get on the latter, which returns
 * 500 artifacts and is held to ≤ 1.5x get on a task of 500 artifacts alone (see STORES).
 * The task is a TDD subagent's; its session's main agent reads it too, read-only (issue #35: `get` and `resume` as a
 * follower), and each such read is printed as a ratio to the owner's same read in the same run.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { contentSha256Hex } from '../../mcp-server/src/kernel/content-hash.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { createServer } from '../../mcp-server/src/entry/server.js'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { beginRun, recordRun } from '../../mcp-server/src/store/runs.js'
import { seedHistory } from './bulk-seed.js'
import { benchOptions, row, timed, type BenchResult, type BenchRow } from './types.js'

const ARTIFACTS = 100_000
const TEST_RESULTS = 20_000
/** Sessions the seeded history is spread over: one finished task each, ~100 artifacts per task. */
const SEEDED_TASKS = 1_000
const WARMUP = 20
const TARGET_P50_MS = 10
const TEST_FILE = 'src/reads/parse.test.ts'
/** The task's owner: a TDD subagent, so that its session's main agent can follow the task read-only (issue #35). */
const caller: Caller = { sessionId: 'bench-session', agentId: 'tdd-1', agentType: 'evident:tdd-task' }
/** The session's main agent, proven by the hooks (`identity: 'hook'`), reading the subagent's task as a follower. */
const follower: Caller = { sessionId: 'bench-session', agentId: 'main', identity: 'hook' }

type Call = (name: string, args: Record<string, unknown>) => Promise<Record<string, unknown>>

interface Bench {
  readonly store: Store
  readonly call: Call
  /** The same server's tools as the follower calls them. */
  readonly follow: Call
  readonly taskId: number
  close(): Promise<void>
}

/** A project (git work tree) and a store with one ordinary TDD task of `caller`, read through a real MCP client. */
async function prepare(dir: string): Promise<Bench> {
  const root = join(dir, 'project')
  mkdirSync(join(root, 'src', 'reads'), { recursive: true })
  writeFileSync(join(root, TEST_FILE), '// parse\n')
  execFileSync('git', ['init', '-q'], { cwd: root, stdio: 'ignore' })
  const store = await openStore(join(dir, 'data', 'evident.sqlite'))
  const connectAs = async (who: Caller): Promise<{ call: Call; client: Client }> => {
    const server = createServer({ store, projectRoot: root, fallbackCaller: who, callerSecret: Buffer.alloc(32, 1) })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await server.connect(serverSide)
    const client = new Client({ name: 'evident-bench', version: '0.0.0' })
    await client.connect(clientSide)
    const call: Call = async (name, args) => {
      const result = (await client.callTool({ name, arguments: args })) as CallToolResult
      if (result.isError === true) throw new Error(`${name} failed: ${JSON.stringify(result.content)}`)
      return (result.structuredContent ?? {}) as Record<string, unknown>
    }
    return { call, client }
  }
  const owner = await connectAs(caller)
  const following = await connectAs(follower)
  const call = owner.call
  const tddTaskId = Number((await call('tdd_task', { action: 'start', goal: 'parse the config' }))['tddTaskId'])
  let first: { goalId: number; behaviorId: number } | undefined
  for (let g = 0; g < 2; g++) {
    const goal = (await call('tdd_goal', { action: 'create', tddTaskId, goal: `goal ${g}` }))['goal'] as { id: number }
    for (let b = 0; b < 3; b++) {
      const behavior = (
        await call('tdd_behavior', { action: 'create', tddTaskId, goalId: goal.id, behavior: `behavior ${g}.${b}` })
      )['behavior'] as { id: number }
      first ??= { goalId: goal.id, behaviorId: behavior.id }
    }
  }
  if (first === undefined) throw new Error('no behavior created')
  await call('tdd_goal', { action: 'update', tddTaskId, goalId: first.goalId, status: 'in_progress' })
  await call('tdd_phase_transition_request', { tddTaskId, ...first, requestedPhase: 'red' })
  // A few dozen artifacts: the test file rewritten and run, failing, again and again.
  for (let i = 0; i < 12; i++) {
    const text = `// parse ${i}\n`
    writeFileSync(join(root, TEST_FILE), text)
    await recordArtifact(store.db, caller, {
      kind: 'test_written',
      filePath: TEST_FILE,
      contentHash: contentSha256Hex(Buffer.from(text)),
      linesAdded: 1,
      linesRemoved: 1,
    })
    await failingRun(store, root, `parse > case ${i}`)
  }
  return {
    store,
    call,
    follow: following.call,
    taskId: tddTaskId,
    close: async () => {
      await owner.client.close()
      await following.client.close()
    },
  }
}

async function failingRun(store: Store, root: string, fullName: string): Promise<void> {
  const startSeq = await beginRun(store.db)
  const at = new Date().toISOString()
  const test = { file: TEST_FILE, fullName, status: 'failed' as const }
  await recordRun(
    store.db,
    caller,
    {
      runner: 'vitest',
      argv: ['vitest', 'run'],
      projectRoot: root,
      startedAt: at,
      endedAt: at,
      exitCode: 1,
      outcome: 'failed',
      tests: [test],
      errors: [
        {
          scope: 'test',
          test,
          name: 'AssertionError',
          message: 'expected 1 to be 2',
          frames: [{ file: TEST_FILE, line: 1 }],
          signature: '00000000000000ab',
        },
      ],
    },
    startSeq,
  )
}

const READS = [
  'tdd_task get',
  'tdd_task resume',
  'acceptance_metrics (task)',
  'acceptance_metrics (mine)',
  'tdd_task get (followed)',
  'tdd_task resume (followed)',
] as const
/** The reads the main agent makes of its subagent's task, each measured against the owner's same read. */
const FOLLOWED = [
  ['tdd_task get (followed)', 'tdd_task get'],
  ['tdd_task resume (followed)', 'tdd_task resume'],
] as const
type Read = (typeof READS)[number]

function read(bench: Bench, which: Read): Promise<Record<string, unknown>> {
  const tddTaskId = bench.taskId
  switch (which) {
    case 'tdd_task get':
      return bench.call('tdd_task', { action: 'get', tddTaskId })
    case 'tdd_task resume':
      return bench.call('tdd_task', { action: 'resume', tddTaskId })
    case 'acceptance_metrics (task)':
      return bench.call('acceptance_metrics', { tddTaskId })
    case 'acceptance_metrics (mine)':
      return bench.call('acceptance_metrics', {})
    case 'tdd_task get (followed)':
      return bench.follow('tdd_task', { action: 'get', tddTaskId })
    case 'tdd_task resume (followed)':
      return bench.follow('tdd_task', { action: 'resume', tddTaskId })
  }
}

/**
 * The stores measured side by side. The second holds the ordinary task among 100k artifacts of 1000 other tasks.
 * The last holds a task that itself has 30k of the 100k artifacts: issue #19's figures came from such a store (the
 * transition bench's). `tdd_task get` returns a task's newest 500 artifacts, so the third store, a task of exactly
 * 500 artifacts and nothing else, is what get on the big task should cost: what the task has behind those 500, and
 * what the store has around it, should cost nothing.
 */
const STORES = [
  { label: 'small store', artifacts: 0, focus: 0 },
  { label: '100k store', artifacts: ARTIFACTS, focus: 0 },
  { label: 'a 500-artifact task alone', artifacts: 476, focus: 476 },
  { label: '100k store, 30k in the task', artifacts: ARTIFACTS, focus: 30_000 },
] as const
const BASELINE = STORES[0].label
const TARGET_STORE = STORES[1].label
const FIVE_HUNDRED = STORES[2].label
const BIG_TASK = STORES[3].label
/** get on the 30k-artifact task may cost at most this times get on the 500-artifact task alone. */
const MAX_GET_RATIO = 1.5

export async function benchTaskReads(): Promise<BenchResult> {
  const ITERATIONS = benchOptions({ full: 200, quick: 40 }).rounds
  const dir = realpathSync(mkdtempSync(join(tmpdir(), 'evident-bench-reads-')))
  const benches: Bench[] = []
  try {
    const seeded: string[] = []
    for (const [i, spec] of STORES.entries()) {
      const bench = await prepare(join(dir, `store-${i}`))
      benches.push(bench)
      if (i === 0) continue
      const behavior = await bench.store.db
        .selectFrom('behaviors')
        .select('id')
        .where('task_id', '=', bench.taskId)
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const done = await timed(() =>
        seedHistory(bench.store, {
          artifacts: spec.artifacts,
          testResults: TEST_RESULTS,
          projectRoot: join(dir, `store-${i}`, 'project'),
          callers: SEEDED_TASKS,
          ...(spec.focus === 0
            ? {}
            : { focus: { taskId: bench.taskId, behaviorId: behavior.id, filePath: TEST_FILE, artifacts: spec.focus } }),
        }),
      )
      seeded.push(
        `${spec.label}: ${done.value.artifacts} seeded artifacts over ${done.value.tasks} tasks, ${done.value.testResults} test results (seeded in ${done.ms.toFixed(0)} ms); the measured task has ${await taskArtifacts(bench)} artifacts`,
      )
    }
    const samples = new Map<string, number[]>()
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      for (const which of READS) {
        for (const [s, bench] of benches.entries()) {
          const { ms } = await timed(() => read(bench, which))
          if (i < WARMUP) continue
          const key = `${which}, ${STORES[s]?.label ?? s}`
          samples.set(key, [...(samples.get(key) ?? []), ms])
        }
      }
    }
    const rows: BenchRow[] = [...samples.entries()].map(([label, ms]) => row(label, ms))
    const at = (label: string): BenchRow => {
      const found = rows.find((r) => r.label === label)
      if (found === undefined) throw new Error(`no row ${label}`)
      return found
    }
    const p50 = (which: Read, label: string): number => at(`${which}, ${label}`).p50Ms
    const ratios = READS.map(
      (which) =>
        `${which}: p50 ${TARGET_STORE} / ${BASELINE} ${(p50(which, TARGET_STORE) / p50(which, BASELINE)).toFixed(2)}x; ${BIG_TASK} / ${BASELINE} ${(p50(which, BIG_TASK) / p50(which, BASELINE)).toFixed(2)}x; ${BIG_TASK} / ${FIVE_HUNDRED} ${(p50(which, BIG_TASK) / p50(which, FIVE_HUNDRED)).toFixed(2)}x`,
    )
    const followed = FOLLOWED.map(
      ([reader, own]) =>
        `${reader} / ${own} (the owner's), p50: ${STORES.map((st) => `${st.label} ${(p50(reader, st.label) / p50(own, st.label)).toFixed(2)}x`).join('; ')}`,
    )
    // Under 10 ms: every read of the ordinary task among 100k artifacts, and every read of the 30k-artifact task but
    // get, whose answer is 500 artifacts: it is held to what those cost alone.
    const slow = [
      ...READS.map((which) => `${which}, ${TARGET_STORE}`),
      ...READS.filter((which) => which !== 'tdd_task get' && which !== 'tdd_task get (followed)').map(
        (which) => `${which}, ${BIG_TASK}`,
      ),
    ].filter((label) => at(label).p50Ms >= TARGET_P50_MS)
    const getRatio = p50('tdd_task get', BIG_TASK) / p50('tdd_task get', FIVE_HUNDRED)
    return {
      name: 'task-reads',
      rows,
      notes: [
        ...seeded,
        ...ratios,
        ...followed,
        `target p50 < ${TARGET_P50_MS} ms for every read on the ${TARGET_STORE} and every read but get on the ${BIG_TASK}: ${slow.length === 0 ? 'met' : `MISSED by ${slow.join('; ')}`}`,
        `target get on the ${BIG_TASK} ≤ ${MAX_GET_RATIO}x get on ${FIVE_HUNDRED} (the same 500 artifacts): ${getRatio.toFixed(2)}x, ${getRatio <= MAX_GET_RATIO ? 'met' : 'MISSED'}`,
      ],
      ok: slow.length === 0 && getRatio <= MAX_GET_RATIO,
    }
  } finally {
    for (const bench of benches) {
      await bench.close()
      await bench.store.close()
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

async function taskArtifacts(bench: Bench): Promise<number> {
  const row = await bench.store.db
    .selectFrom('artifacts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('task_id', '=', bench.taskId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
