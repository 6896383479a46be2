import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runRedRecheck } from '../../mcp-server/src/engine/flows/transition.js'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { proveOriginals, type OriginalSubject } from '../../mcp-server/src/runners/original-proof.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { repoRoot } from '../bundle.js'
import { benchOptions, row, type BenchResult } from './types.js'

/**
 * The cost of the closing proof at the end of a 5-behavior task (`engine/flows/closing-proof.ts`), against one
 * whole-suite run of the same project (the project's own vitest, as run_tests runs it). On a copy of examples/slugify
 * with five behaviors, each with a red test file of its own that failed on the old code:
 * - **task end** — what `tdd_task end succeeded` runs after honest `done`s: the five original tests in one batch, each
 *   twice in one process (the current halves were proven at each `done` and are found by their content key);
 * - **cold** — nothing proven before (the worst case): the batch plus the five current red tests re-run on the red
 *   run's code, one checkout each.
 * Rounds interleave the three. Target (issue #30): task end p50 ≤ 2 × the whole-suite run's p50.
 */
const TARGET = 2
const BEHAVIORS = ['hello world', 'two  spaces', 'Tabs\there', 'MiXeD Case', 'trailing space ']

const redTest = (i: number, input: string): string => `import { expect, it } from 'vitest'
import { slugify } from '../src/slug.js'

it('behavior ${i + 1}', () => {
  expect(slugify(${JSON.stringify(input)})).toBe(${JSON.stringify(input.trim().toLowerCase().split(/\s+/).join('-'))})
})
`

const FIXED = `/** Turns a title into the slug used in URLs. */
export function slugify(title: string): string {
  return title.trim().toLowerCase().split(/\\s+/).join('-')
}
`

export async function benchClosingProof(
  rounds = benchOptions({ full: 5, quick: 2 }, 'EVIDENT_BENCH_PROOF_ROUNDS').rounds,
): Promise<BenchResult> {
  const repo = repoRoot()
  const dir = mkdtempSync(join(tmpdir(), 'evident-bench-proof-'))
  try {
    const project = join(dir, 'project')
    cpSync(join(repo, 'examples', 'slugify'), project, { recursive: true })
    symlinkSync(join(repo, 'node_modules'), join(project, 'node_modules'), 'dir')
    writeFileSync(join(project, '.gitignore'), 'node_modules\n')
    execFileSync('git', ['init', '-q'], { cwd: project, stdio: 'ignore' })
    const shadow = shadowFor(join(dir, 'data', 'evidence.db'), project)
    const files = BEHAVIORS.map((_, i) => `test/b${i + 1}.test.ts`)
    for (const [i, input] of BEHAVIORS.entries()) writeFileSync(join(project, files[i] ?? ''), redTest(i, input))
    const redTree = snapshot(shadow)
    writeFileSync(join(project, 'src', 'slug.ts'), FIXED)
    const tree = snapshot(shadow)
    const runner = runnerFor(loadConfig(project), undefined)
    const subjects: OriginalSubject[] = files.map((file, i) => ({
      behaviorId: i + 1,
      redTree,
      redTest: { file, fullName: `behavior ${i + 1}`, ordinal: 0 },
    }))
    const suite: number[] = []
    const end: number[] = []
    const cold: number[] = []
    let place = ''
    for (let i = -1; i < rounds; i++) {
      const started = process.hrtime.bigint()
      const report = await runner.run({ projectRoot: project, files: [], timeoutMs: 120_000 })
      const suiteMs = Number(process.hrtime.bigint() - started) / 1e6
      if (report.outcome !== 'passed')
        throw new Error(`the whole suite should pass on the fixed code: ${report.outcome}`)
      const batchStarted = process.hrtime.bigint()
      const originals = await proveOriginals({ shadow, tree, subjects, runner, timeoutMs: 120_000 })
      const batchMs = Number(process.hrtime.bigint() - batchStarted) / 1e6
      for (const [id, result] of originals) {
        if (result.outcome !== 'passes') throw new Error(`original ${id} should pass: ${result.detail}`)
        place = result.place
      }
      let currentMs = 0
      for (const subject of subjects) {
        const result = await runRedRecheck(shadow, {
          tree,
          redTree,
          file: subject.redTest.file,
          fullName: subject.redTest.fullName,
          ordinal: 0,
          runner: 'default',
        })
        if (result.outcome !== 'fails') throw new Error(`the red test should fail on the red code: ${result.detail}`)
        currentMs += result.ms
      }
      if (i < 0) continue // the first round warms the file cache and vite's transform cache
      suite.push(suiteMs)
      end.push(batchMs)
      cold.push(batchMs + currentMs)
    }
    const rows = [
      row('one whole-suite run', suite),
      row('task end, 5 behaviors (originals, one batch)', end),
      row('cold, 5 behaviors (batch + 5 re-checks)', cold),
    ]
    const p50 = (index: number): number => rows[index]?.p50Ms ?? Number.NaN
    const ratio = p50(1) / p50(0)
    const ok = ratio <= TARGET
    return {
      name: 'closing-proof',
      rows,
      notes: [
        `task end p50 / whole-suite p50: ${ratio.toFixed(2)} (target ≤ ${TARGET}); cold: ${(p50(2) / p50(0)).toFixed(2)} (no target: each behavior's current half is proven once, at its done); checkout at the ${place}`,
        ...(ok ? [] : ['TARGET MISSED: closing proof at task end']),
      ],
      ok,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
