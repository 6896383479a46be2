import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import type { RunReport, TestFailure, TestOutcome } from '../../mcp-server/src/domain/run-report.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { beginRun, recordRun } from '../../mcp-server/src/store/runs.js'
import { benchOptions, quantile, row, timed, type BenchResult } from './types.js'

/**
 * `run_tests` through the BUILT server over stdio on a generated project (200 tests in 20 files) next to
 * `npx vitest run` (and the project's vitest started directly) on the same project, rounds interleaved so
 * machine load hits each alike; target: median ratio run_tests / npx vitest ≤ 1.10. Then the time to persist
 * one run of 10k results with recordRun; target < 1 s.
 */
const RATIO_TARGET = 1.1
const PERSIST_TARGET_MS = 1000
const FILES = 20
const TESTS_PER_FILE = 10

const here = dirname(fileURLToPath(import.meta.url))

function repoRoot(): string {
  for (let dir = here; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', 'vitest', 'vitest.mjs')) && existsSync(join(dir, 'package.json')))
      return dir
  }
  throw new Error('cannot find the repository with node_modules/vitest')
}

function generateProject(repo: string): string {
  const root = mkdtempSync(join(tmpdir(), 'evident-bench-run-'))
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'bench-run-tests', private: true, type: 'module' }))
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir')
  mkdirSync(join(root, 'test'))
  for (let f = 0; f < FILES; f += 1) {
    const tests = Array.from(
      { length: TESTS_PER_FILE },
      (_, t) => `  it('case ${t}', () => { expect(${f} * ${t}).toBe(${f * t}) })`,
    )
    writeFileSync(
      join(root, 'test', `unit${f}.test.ts`),
      `import { describe, expect, it } from 'vitest'\n\ndescribe('unit ${f}', () => {\n${tests.join('\n')}\n})\n`,
    )
  }
  return root
}

function exec(command: string, args: readonly string[], cwd: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { cwd, stdio: 'ignore', shell: false })
    child.on('error', reject)
    child.on('close', resolve)
  })
}

async function connectBuilt(repo: string, root: string, work: string): Promise<Client> {
  const entry = join(repo, 'dist', 'mcp-server', 'src', 'entry', 'main.js')
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [entry],
    cwd: root,
    stderr: 'ignore',
    env: {
      ...process.env,
      EVIDENT_DB: join(work, 'evident.sqlite'),
      EVIDENT_PROJECT_ROOT: root,
      EVIDENT_SESSION_ID: 'bench',
      EVIDENT_AGENT_ID: 'main',
    } as Record<string, string>,
  })
  const client = new Client({ name: 'evident-bench', version: '0' })
  await client.connect(transport)
  return client
}

async function runTestsOnce(client: Client): Promise<number> {
  const { ms, value } = await timed(() =>
    client.callTool({ name: 'run_tests', arguments: {} }, undefined, { timeout: 300_000 }),
  )
  const result = value as CallToolResult
  const data = result.structuredContent as { outcome?: string; counts?: { total?: number } } | undefined
  if (result.isError === true || data?.outcome !== 'passed' || data.counts?.total !== FILES * TESTS_PER_FILE) {
    throw new Error(`run_tests did not pass all ${FILES * TESTS_PER_FILE} tests: ${JSON.stringify(result.content)}`)
  }
  return ms
}

function bigReport(projectRoot: string, n: number): RunReport {
  const tests: TestOutcome[] = Array.from({ length: n }, (_, i) => ({
    file: `test/f${Math.floor(i / 100)}.test.ts`,
    fullName: `suite > case ${i}`,
    status: i % 200 === 0 ? 'failed' : 'passed',
    durationMs: 1,
  }))
  const errors: TestFailure[] = tests
    .filter((t) => t.status === 'failed')
    .map((t) => ({
      scope: 'test',
      test: { file: t.file, fullName: t.fullName },
      file: t.file,
      name: 'AssertionError',
      message: 'expected 1 to be 2',
      expected: '2',
      actual: '1',
      signature: '0123456789abcdef',
      frames: [
        { functionName: 'check', file: 'src/x.ts', line: 3, col: 9 },
        { file: t.file, line: 10, col: 5 },
      ],
    }))
  const now = new Date().toISOString()
  return {
    runner: 'bench',
    argv: ['bench'],
    projectRoot,
    startedAt: now,
    endedAt: now,
    exitCode: 1,
    outcome: 'failed',
    tests,
    errors,
  }
}

async function persistTimes(work: string): Promise<number[]> {
  const store = await openStore(join(work, 'persist.sqlite'))
  try {
    const times: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const report = bigReport('/bench', 10_000)
      const startSeq = await beginRun(store.db)
      times.push((await timed(() => recordRun(store.db, { sessionId: 'bench', agentId: 'main' }, report, startSeq))).ms)
    }
    return times
  } finally {
    await store.close()
  }
}

export async function benchRunTests(): Promise<BenchResult> {
  const ROUNDS = benchOptions({ full: 7, quick: 3 }).rounds
  const repo = repoRoot()
  const root = generateProject(repo)
  const work = mkdtempSync(join(tmpdir(), 'evident-bench-db-'))
  const client = await connectBuilt(repo, root, work)
  const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs')
  try {
    const ours: number[] = []
    const viaNpx: number[] = []
    const direct: number[] = []
    await runTestsOnce(client)
    await exec('npx', ['vitest', 'run'], root)
    const contenders: readonly (() => Promise<void>)[] = [
      async () => {
        ours.push(await runTestsOnce(client))
      },
      async () => {
        viaNpx.push((await timed(() => exec('npx', ['vitest', 'run'], root))).ms)
      },
      async () => {
        direct.push((await timed(() => exec(process.execPath, [vitest, 'run'], root))).ms)
      },
    ]
    // Rotate who goes first each round, so neither order nor a load spike favours one contender.
    for (let i = 0; i < ROUNDS; i += 1) {
      for (let j = 0; j < contenders.length; j += 1) await contenders[(i + j) % contenders.length]?.()
    }
    const persist = await persistTimes(work)
    const ratio = quantile(ours, 0.5) / quantile(viaNpx, 0.5)
    const ratioDirect = quantile(ours, 0.5) / quantile(direct, 0.5)
    const firstPersist = persist[0] ?? Number.NaN
    return {
      name: 'run_tests',
      rows: [
        row(`run_tests, built server over stdio (${FILES * TESTS_PER_FILE} tests, ${FILES} files)`, ours),
        row('npx vitest run, same project', viaNpx),
        row('node node_modules/vitest/vitest.mjs run, same project', direct),
        row('recordRun of 10k results (one run)', persist),
      ],
      notes: [
        `median ratio run_tests / npx vitest run = ${ratio.toFixed(3)} (target ≤ ${RATIO_TARGET})`,
        `median ratio run_tests / direct vitest run = ${ratioDirect.toFixed(3)}`,
        `persisting 10k results: first run (creates test identities) ${firstPersist.toFixed(0)} ms, median ${quantile(persist, 0.5).toFixed(0)} ms (target < ${PERSIST_TARGET_MS} ms)`,
      ],
      ok: ratio <= RATIO_TARGET && quantile(persist, 0.5) < PERSIST_TARGET_MS,
    }
  } finally {
    await client.close()
    rmSync(root, { recursive: true, force: true })
    rmSync(work, { recursive: true, force: true })
  }
}
