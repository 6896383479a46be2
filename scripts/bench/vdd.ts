import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { configSchema } from '../../mcp-server/src/domain/config.js'
import { lookupRunner } from '../../mcp-server/src/runners/registry.js'
import { runProcess } from '../../mcp-server/src/runners/spawn.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { runVdd } from '../../mcp-server/src/clients/vdd/run.js'
import { benchOptions, row, timed, type BenchResult } from './types.js'

/**
 * `evident vdd` on a bean with 10 `test:` criteria (10 files × 5 tests, a real vitest project) next to one
 * plain `vitest run` of the same 10 files. VDD runs all test criteria in one runner invocation and records the
 * run and its receipts, so it should cost little more than the plain run: target ratio ≤ 1.3 (the original
 * paid one pytest process per criterion, ~10×). One warm-up of each, then interleaved measured rounds.
 */
const TARGET = 1.3
const FILES = 10
const TESTS_PER_FILE = 5

function repoRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', 'vitest', 'vitest.mjs')) && existsSync(join(dir, 'package.json')))
      return dir
  }
  throw new Error('cannot find the repository with node_modules/vitest')
}

function project(): { readonly root: string; readonly files: readonly string[] } {
  const root = mkdtempSync(join(tmpdir(), 'evident-bench-vdd-'))
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'bench-vdd', private: true, type: 'module' }))
  symlinkSync(join(repoRoot(), 'node_modules'), join(root, 'node_modules'), 'dir')
  const files: string[] = []
  mkdirSync(join(root, 'test'))
  for (let f = 0; f < FILES; f += 1) {
    const file = `test/unit${f}.test.js`
    const tests = Array.from(
      { length: TESTS_PER_FILE },
      (_, t) => `it('case ${t}', () => { expect(${f} + ${t}).toBe(${f + t}) })`,
    )
    writeFileSync(join(root, file), `import { expect, it } from 'vitest'\n${tests.join('\n')}\n`)
    files.push(file)
  }
  const criteria = files.map((file, i) => `- [ ] (test:${file}${i % 2 === 0 ? '' : '::case 1'}) criterion ${i}`)
  mkdirSync(join(root, 'ai/beans/BEAN-001-bench'), { recursive: true })
  writeFileSync(
    join(root, 'ai/beans/BEAN-001-bench/bean.md'),
    `# BEAN-001\n\n## Acceptance Criteria\n\n${criteria.join('\n')}\n`,
  )
  spawnSync('git', ['init', '-q'], { cwd: root })
  return { root, files }
}

export async function benchVdd(): Promise<BenchResult> {
  /** Interleaved measured rounds; the ratio is of the medians, so one busy moment on a loaded machine does not decide it. */
  const ROUNDS = benchOptions({ full: 3, quick: 2 }).rounds
  const { root, files } = project()
  const store = await openStore(join(root, '.bench', 'evident.sqlite'))
  try {
    const config = configSchema.parse({})
    const plain = (): Promise<unknown> =>
      runProcess({
        command: process.execPath,
        args: [join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...files],
        cwd: root,
        timeoutMs: 300_000,
        env: { CI: '1' },
      })
    const vdd = () =>
      runVdd({
        repoRoot: root,
        source: { bean: 1 },
        manual: 'pending',
        cwd: root,
        caller: { sessionId: 'bench', agentId: 'main' },
        store,
        config,
        runnerFor: (name) => lookupRunner(config, name),
      })
    await plain()
    const verdicts = new Set([(await vdd()).verdict])
    const plainMs: number[] = []
    const vddMs: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      plainMs.push((await timed(plain)).ms)
      const measured = await timed(vdd)
      vddMs.push(measured.ms)
      verdicts.add(measured.value.verdict)
    }
    const plainRow = row(`plain vitest run of ${FILES} files`, plainMs)
    const vddRow = row(`evident vdd, ${FILES} test: criteria`, vddMs)
    const ratio = vddRow.p50Ms / plainRow.p50Ms
    return {
      name: 'vdd',
      rows: [plainRow, vddRow],
      notes: [
        `ratio vdd / plain (medians of ${ROUNDS} interleaved rounds) = ${ratio.toFixed(2)} (target ≤ ${TARGET}); verdicts ${[...verdicts].join(', ')}`,
      ],
      ok: verdicts.size === 1 && verdicts.has('PASS') && ratio <= TARGET,
    }
  } finally {
    await store.close()
    rmSync(root, { recursive: true, force: true })
  }
}
