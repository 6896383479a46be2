import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { classifierFor } from '../../mcp-server/src/project/classifier.js'
import { proveOriginals, type OriginalSubject } from '../../mcp-server/src/runners/original-proof.js'
import { recheckRedTests } from '../../mcp-server/src/runners/red-recheck.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import type { Runner } from '../../mcp-server/src/runners/types.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { repoRoot } from '../bundle.js'
import { DATE_FNS_SIZED, writeLargeProject } from './large-project.js'
import { benchOptions, row, type BenchResult, type BenchRow } from './types.js'

/**
 * The cost of the closing proof (`engine/flows/closing-proof.ts`) per behavior, for 1, 3 and 5 behaviors proven
 * together, against one plain run of the same red test files on the project (the project's own vitest, as run_tests
 * runs it) measured in the same round. On a date-fns-sized generated project (`large-project.ts`: 300 other test
 * files, ~1,760 files) where each behavior has a red test file of its own that failed on the old slugify:
 * - **batch of N** — what `tdd_task end succeeded` runs after honest `done`s: the N original tests in one checkout
 *   and one runner start, each twice in one process (the current halves were proven at each `done` and are found by
 *   their content key);
 * - **cold, 5** — nothing proven before (the worst case): the batch plus the five current red tests re-run on the red
 *   run's code, one checkout and one runner start each (a current test is only ever proven from a run of its own
 *   file: another file in the same run could make it fail).
 * Rounds interleave. Target: the batch of 5 p50 ≤ 2 × the plain run of its five files p50.
 */
const TARGET = 2
const SIZES = [1, 3, 5] as const
const BEHAVIORS = ['hello world', 'two  spaces', 'Tabs\there', 'MiXeD Case', 'trailing space ']

const redTest = (i: number, input: string): string => `import { expect, it } from 'vitest'
import { slugify } from '../src/slug.js'

it('behavior ${i + 1}', () => {
  expect(slugify(${JSON.stringify(input)})).toBe(${JSON.stringify(input.trim().toLowerCase().split(/\s+/).join('-'))})
})
`

const OLD = `export function slugify(title: string): string {
  return title.trim()
}
`

const FIXED = `/** Turns a title into the slug used in URLs. */
export function slugify(title: string): string {
  return title.trim().toLowerCase().split(/\\s+/).join('-')
}
`

const since = (started: bigint): number => Number(process.hrtime.bigint() - started) / 1e6

export async function benchClosingProof(
  rounds = benchOptions({ full: 5, quick: 2 }, 'EVIDENT_BENCH_PROOF_ROUNDS').rounds,
): Promise<BenchResult> {
  const repo = repoRoot()
  const dir = mkdtempSync(join(tmpdir(), 'evident-bench-proof-'))
  try {
    const project = join(dir, 'project')
    writeLargeProject(project, repo)
    writeFileSync(join(project, 'src', 'slug.ts'), OLD)
    const shadow = shadowFor(join(dir, 'data', 'evidence.db'), project)
    const files = BEHAVIORS.map((_, i) => `test/b${i + 1}.test.ts`)
    for (const [i, input] of BEHAVIORS.entries()) writeFileSync(join(project, files[i] ?? ''), redTest(i, input))
    const redTree = snapshot(shadow)
    writeFileSync(join(project, 'src', 'slug.ts'), FIXED)
    const tree = snapshot(shadow)
    const runner = runnerFor(loadConfig(project), undefined)
    const starts: { files: number; ran: number }[] = []
    const recording: Runner = {
      ...runner,
      run: async (request) => {
        const report = await runner.run(request)
        starts.push({ files: request.files.length, ran: new Set(report.tests.map((t) => t.file)).size })
        return report
      },
    }
    const classify = await classifierFor(project)
    const subjects: OriginalSubject[] = files.map((file, i) => ({
      behaviorId: i + 1,
      redTree,
      redTest: { file, fullName: `behavior ${i + 1}`, ordinal: 0 },
    }))
    const plain = new Map<number, number[]>(SIZES.map((n) => [n, []]))
    const batch = new Map<number, number[]>(SIZES.map((n) => [n, []]))
    const cold: number[] = []
    let place = ''
    for (let i = -1; i < rounds; i++) {
      for (const n of SIZES) {
        const started = process.hrtime.bigint()
        const report = await runner.run({ projectRoot: project, files: files.slice(0, n), timeoutMs: 120_000 })
        const plainMs = since(started)
        if (report.outcome !== 'passed')
          throw new Error(`the red tests should pass on the fixed code: ${report.outcome}`)
        starts.length = 0
        const batchStarted = process.hrtime.bigint()
        const originals = await proveOriginals({
          shadow,
          tree,
          subjects: subjects.slice(0, n),
          runner: recording,
          timeoutMs: 120_000,
        })
        const batchMs = since(batchStarted)
        for (const [id, result] of originals) {
          if (result.outcome !== 'passes') throw new Error(`original ${id} should pass: ${result.detail}`)
          place = result.place
        }
        if (starts.length !== 1 || starts[0]?.files !== 2 * n || starts[0].ran !== 2 * n) {
          throw new Error(`the batch of ${n} should be one runner start of ${2 * n} files: ${JSON.stringify(starts)}`)
        }
        if (i >= 0) {
          plain.get(n)?.push(plainMs)
          batch.get(n)?.push(batchMs)
        }
        if (n !== 5) continue
        let currentMs = 0
        for (const subject of subjects) {
          const result = await recheckRedTests({
            shadow,
            tree,
            redTree,
            tests: [subject.redTest],
            runner,
            classify,
            timeoutMs: 120_000,
          })
          if (result.outcome !== 'fails') throw new Error(`the red test should fail on the red code: ${result.detail}`)
          currentMs += result.ms
        }
        if (i < 0) continue // the first round warms the file cache
        cold.push(batchMs + currentMs)
      }
    }
    const rows: BenchRow[] = []
    const notes: string[] = []
    for (const n of SIZES) {
      const plainRow = row(`plain run of ${n} red test file(s)`, plain.get(n) ?? [])
      const batchRow = row(`closing proof, ${n} behavior(s) in one batch`, batch.get(n) ?? [])
      rows.push(plainRow, batchRow)
      notes.push(
        `${n} behavior(s): ${(batchRow.p50Ms / n).toFixed(0)} ms per behavior (batch p50 / ${n}); batch / plain run p50: ${(batchRow.p50Ms / plainRow.p50Ms).toFixed(2)}`,
      )
    }
    rows.push(row('cold, 5 behaviors (batch + 5 re-checks)', cold))
    const ratio = (rows[5]?.p50Ms ?? Number.NaN) / (rows[4]?.p50Ms ?? Number.NaN)
    const ok = ratio <= TARGET
    return {
      name: 'closing-proof',
      rows,
      notes: [
        ...notes,
        `batch of 5 p50 / plain run of its files p50: ${ratio.toFixed(2)} (target ≤ ${TARGET}); checkout at the ${place}`,
        `cold (no target: each current half is proven once, at its done): ${((rows[6]?.p50Ms ?? Number.NaN) / 5).toFixed(0)} ms per behavior`,
        `project: ${DATE_FNS_SIZED.modules + BEHAVIORS.length} test files; each batch was one runner start given and running only its copies (2 a behavior)`,
        ...(ok ? [] : ['TARGET MISSED: closing proof of 5 behaviors']),
      ],
      ok,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
