import { writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { RunReport } from '../../mcp-server/src/domain/run-report.js'
import { loadConfig } from '../../mcp-server/src/kernel/config.js'
import { classifierFor } from '../../mcp-server/src/project/classifier.js'
import { makeCheckout } from '../../mcp-server/src/runners/checkout.js'
import { recheckRedTests } from '../../mcp-server/src/runners/red-recheck.js'
import { runnerFor } from '../../mcp-server/src/runners/registry.js'
import type { Runner } from '../../mcp-server/src/runners/types.js'
import { shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'
import { repoRoot } from '../bundle.js'
import { DATE_FNS_SIZED, writeLargeProject } from './large-project.js'
import { benchOptions, row, type BenchResult } from './types.js'

/**
 * The cost of the check at green → refactor that the red test still detects the missing code: the cited test
 * re-run in a checkout of the current tests with the red run's production code (`runners/red-recheck.ts`, as
 * `engine/flows/transition.ts#runRedRecheck` calls it), against one plain run of the same test file on the project
 * (the project's own vitest, as run_tests runs it). On a date-fns-sized generated project (`large-project.ts`:
 * 300 other test files, ~1,760 files) with slugify's first behavior added: the red tree has the failing test and the
 * old code, the current tree the fix. The checkout alone (made and removed, no run) is measured too, and the files
 * the runner was given and ran are counted: the re-check runs the cited file, not the suite. Rounds interleave.
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

const OLD = `/** Turns a title into the slug used in URLs. */
export function slugify(title: string): string {
  return title.trim()
}
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
    writeLargeProject(project, repo)
    writeFileSync(join(project, 'src', 'slug.ts'), OLD)
    writeFileSync(join(project, TEST_FILE), RED_TEST)
    const shadow = shadowFor(join(dir, 'data', 'evidence.db'), project)
    const redTree = snapshot(shadow)
    writeFileSync(join(project, 'src', 'slug.ts'), FIXED)
    const tree = snapshot(shadow)
    const plainRunner = runnerFor(loadConfig(project), undefined)
    const given = new Set<string>()
    const ran = new Set<string>()
    const recording: Runner = {
      ...plainRunner,
      run: async (request) => {
        for (const file of request.files) given.add(file)
        const report: RunReport = await plainRunner.run(request)
        for (const test of report.tests) ran.add(test.file)
        return report
      },
    }
    const classify = await classifierFor(project)
    const plain: number[] = []
    const recheck: number[] = []
    const checkout: number[] = []
    let at = ''
    for (let i = -1; i < rounds; i++) {
      const started = process.hrtime.bigint()
      const report = await plainRunner.run({ projectRoot: project, files: [TEST_FILE], timeoutMs: 120_000 })
      const plainMs = Number(process.hrtime.bigint() - started) / 1e6
      if (report.outcome !== 'passed') throw new Error(`the plain run should pass on the fixed code: ${report.outcome}`)
      const result = await recheckRedTests({
        shadow,
        tree,
        redTree,
        tests: [{ file: TEST_FILE, fullName: TEST, ordinal: 0 }],
        runner: recording,
        classify,
        timeoutMs: 120_000,
      })
      if (result.outcome !== 'fails') {
        throw new Error(`the red test should still fail on the red run's code: ${result.outcome} ${result.detail}`)
      }
      at = result.at ?? ''
      const checkoutStarted = process.hrtime.bigint()
      const made = makeCheckout({ shadow, base: tree, replace: [], ignored: 'visible' })
      made.dispose()
      const checkoutMs = Number(process.hrtime.bigint() - checkoutStarted) / 1e6
      if (i < 0) continue // the first round warms the file cache and vite's transform cache
      plain.push(plainMs)
      recheck.push(result.ms)
      checkout.push(checkoutMs)
    }
    const rows = [
      row('plain run of the cited test file', plain),
      row('red test re-run on the red tree', recheck),
      row('its checkout alone (made and removed)', checkout),
    ]
    const p50 = (index: number): number => rows[index]?.p50Ms ?? Number.NaN
    const ratio = p50(1) / p50(0)
    const ok = ratio <= TARGET
    return {
      name: 'red-recheck',
      rows,
      notes: [
        `re-run p50 / plain run p50: ${ratio.toFixed(2)} (target ≤ ${TARGET}); once per green → refactor; checkout at the ${at}`,
        `project: ${DATE_FNS_SIZED.modules + 1} test files, ${DATE_FNS_SIZED.modules * 2 + DATE_FNS_SIZED.extra + 4} files; the re-check gave the runner ${[...given].join(', ')} and ${ran.size} file(s) ran`,
        ...(ok ? [] : ['TARGET MISSED: red test re-run']),
      ],
      ok,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
