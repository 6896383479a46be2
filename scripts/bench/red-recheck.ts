import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { runRedRecheck } from '../../mcp-server/src/engine/flows/transition.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { repoRoot } from '../bundle.js'
import { benchOptions, row, type BenchResult } from './types.js'

/**
 * The cost of the check at green → refactor that the red test still detects the missing code: the cited test
 * re-run in a temporary checkout of the current tests with the red run's production code
 * (`engine/flows/transition.ts#runRedRecheck`), against one plain run of the same test file on the project (the
 * project's own vitest, as run_tests runs it). On a copy of examples/slugify with the demo's first behavior:
 * the red tree has the failing test and the old code, the current tree the fix. Rounds interleave the two.
 * Target (issue #13): re-run p50 ≤ 1.5 × the plain run's p50.
 */
const TARGET = 1.5
const TEST_FILE = 'test/slug.test.ts'
const TEST = 'slugify > lowercases the words and joins them with hyphens'

const RED_TEST = `import { describe, expect, it } from 'vitest'
import { slugify } from '../src/slug.js'

describe('slugify', () => {
  it('trims surrounding whitespace', () => {
    expect(slugify('  draft  ')).toBe('draft')
  })

  it('lowercases the words and joins them with hyphens', () => {
    expect(slugify('Hello World')).toBe('hello-world')
  })
})
`

const FIXED = `/** Turns a title into the slug used in URLs. */
export function slugify(title: string): string {
  return title.trim().toLowerCase().split(/\\s+/).join('-')
}
`

export async function benchRedRecheck(
  rounds = benchOptions({ full: 8, quick: 3 }, 'EVIDENT_BENCH_RECHECK_ROUNDS').rounds,
): Promise<BenchResult> {
  const repo = repoRoot()
  const dir = mkdtempSync(join(tmpdir(), 'evident-bench-recheck-'))
  try {
    const project = join(dir, 'project')
    cpSync(join(repo, 'examples', 'slugify'), project, { recursive: true })
    symlinkSync(join(repo, 'node_modules'), join(project, 'node_modules'), 'dir')
    execFileSync('git', ['init', '-q'], { cwd: project, stdio: 'ignore' })
    const shadow = shadowFor(join(dir, 'data', 'evidence.db'), project)
    writeFileSync(join(project, TEST_FILE), RED_TEST)
    const redTree = snapshot(shadow)
    writeFileSync(join(project, 'src', 'slug.ts'), FIXED)
    const tree = snapshot(shadow)
    const runner = runnerFor(loadConfig(project), undefined)
    const plain: number[] = []
    const recheck: number[] = []
    for (let i = -1; i < rounds; i++) {
      const started = process.hrtime.bigint()
      const report = await runner.run({ projectRoot: project, files: [TEST_FILE], timeoutMs: 120_000 })
      const plainMs = Number(process.hrtime.bigint() - started) / 1e6
      if (report.outcome !== 'passed') throw new Error(`the plain run should pass on the fixed code: ${report.outcome}`)
      const result = await runRedRecheck(shadow, {
        tree,
        redTree,
        file: TEST_FILE,
        fullName: TEST,
        ordinal: 0,
        runner: 'default',
      })
      if (result.outcome !== 'fails') {
        throw new Error(`the red test should still fail on the red run's code: ${result.outcome} ${result.detail}`)
      }
      if (i < 0) continue // the first round warms the file cache and vite's transform cache
      plain.push(plainMs)
      recheck.push(result.ms)
    }
    const rows = [row('plain run of the cited test file', plain), row('red test re-run on the red tree', recheck)]
    const ratio = (rows[1]?.p50Ms ?? Number.NaN) / (rows[0]?.p50Ms ?? Number.NaN)
    const ok = ratio <= TARGET
    return {
      name: 'red-recheck',
      rows,
      notes: [
        `re-run p50 / plain run p50: ${ratio.toFixed(2)} (target ≤ ${TARGET}); once per green → refactor`,
        ...(ok ? [] : ['TARGET MISSED: red test re-run']),
      ],
      ok,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
