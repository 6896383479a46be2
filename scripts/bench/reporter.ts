import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { openStore } from '../../mcp-server/src/store/index.js'
import { buildBundle, repoRoot } from '../bundle.js'
import { benchOptions, quantile, row, type BenchResult } from './types.js'

/**
 * What evident's vitest reporter, configured as docs/vitest-reporter.md says (`reporters: ['default',
 * '<evident>/bundle/vitest-reporter.js']`), adds to a run started from a shell: a generated project of 500 tests
 * in 25 files, run by its own vitest with `reporters: ['default']` and with evident's reporter added, rounds
 * interleaved so machine load hits both alike. The bundle is built fresh from the sources into a private plugin
 * root. Measured per run: wall time; CPU time (user + system) of the whole run — the vitest process and every
 * process it waited for (its workers), from this process's children times in /proc/self/stat; and CPU time of the
 * vitest main process alone (`process.cpuUsage()` at its exit, from a preloaded probe), where the reporter runs.
 * The reporter adds work only there, and the main process's CPU is far steadier than the workers', so the added
 * CPU is estimated as the median over rounds of the main process's per-round difference (with − without), and
 * judged against the whole run's CPU without the reporter. Target: ≤ 3 %. Every run with the reporter must have
 * been recorded (500 results), or the module fails: a reporter that records nothing would be cheap for nothing.
 */
const CPU_TARGET = 0.03
const FILES = 25
const TESTS_PER_FILE = 20
const ROUNDS = benchOptions({ full: 9, quick: 3 }, 'EVIDENT_BENCH_REPORTER_ROUNDS').rounds

interface Sample {
  readonly wallMs: number
  /** The whole run; undefined where /proc/self/stat is not available. */
  readonly cpuMs: number | undefined
  /** The vitest main process alone. */
  readonly mainCpuMs: number
}

/** Preloaded into every node process of a run (NODE_OPTIONS): writes its own CPU time at exit, by pid. */
const PROBE = `import { writeFileSync } from 'node:fs'
process.on('exit', () => {
  const u = process.cpuUsage()
  writeFileSync(process.env.EVIDENT_BENCH_CPU_DIR + '/' + process.pid, String((u.user + u.system) / 1000))
})
`

function generateProject(repo: string, reporter: string): string {
  const root = mkdtempSync(join(tmpdir(), 'evident-bench-reporter-'))
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'bench-reporter', private: true, type: 'module' }))
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir')
  mkdirSync(join(root, 'test'))
  for (let f = 0; f < FILES; f += 1) {
    const tests = Array.from(
      { length: TESTS_PER_FILE },
      (_, t) => `  it('case ${t}', () => {\n    expect(${f} + ${t}).toBe(${f + t})\n  })`,
    )
    writeFileSync(
      join(root, 'test', `unit${f}.test.ts`),
      `import { describe, expect, it } from 'vitest'\n\ndescribe('unit ${f}', () => {\n${tests.join('\n')}\n})\n`,
    )
  }
  writeFileSync(join(root, 'cpu-probe.mjs'), PROBE)
  mkdirSync(join(root, 'cpu'))
  writeFileSync(join(root, 'plain.config.mjs'), `export default { test: { reporters: ['default'] } }\n`)
  writeFileSync(
    join(root, 'evident.config.mjs'),
    `export default { test: { reporters: ['default', ${JSON.stringify(reporter)}] } }\n`,
  )
  return root
}

/** Clock ticks per second of /proc's times (USER_HZ): 100 on every common Linux. */
function clockTicks(): number {
  const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })
  const hz = Number(out.stdout?.trim())
  return Number.isFinite(hz) && hz > 0 ? hz : 100
}

/** CPU ms of this process's waited-for children and their waited-for descendants (cutime + cstime). */
function childrenCpuMs(hz: number): number | undefined {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // After the command name: state is field 3 of stat(5), so cutime (16) and cstime (17) are at 13 and 14 here.
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / hz
  } catch {
    return undefined
  }
}

function runVitest(root: string, config: string, env: NodeJS.ProcessEnv, hz: number): Promise<Sample> {
  return new Promise((resolve, reject) => {
    const cpuBefore = childrenCpuMs(hz)
    const start = process.hrtime.bigint()
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', config],
      {
        cwd: root,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
        shell: false,
      },
    )
    let stderr = ''
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const wallMs = Number(process.hrtime.bigint() - start) / 1e6
      const cpuAfter = childrenCpuMs(hz)
      let mainCpuMs = Number.NaN
      try {
        mainCpuMs = Number(readFileSync(join(root, 'cpu', String(child.pid)), 'utf8'))
      } catch {
        // reported below as a missing probe
      }
      if (code !== 0) {
        reject(new Error(`vitest --config ${config} exited ${String(code)}: ${stderr.slice(-800)}`))
        return
      }
      if (stderr.includes('evident:')) {
        reject(new Error(`evident's reporter did not record the run: ${stderr.slice(-800)}`))
        return
      }
      if (!Number.isFinite(mainCpuMs)) {
        reject(new Error(`the CPU probe wrote nothing for vitest (pid ${String(child.pid)})`))
        return
      }
      resolve({
        wallMs,
        cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore,
        mainCpuMs,
      })
    })
  })
}

const median = (values: readonly number[]): number => quantile(values, 0.5)

export async function benchReporter(): Promise<BenchResult> {
  const repo = repoRoot()
  const plugin = mkdtempSync(join(tmpdir(), 'evident-bench-plugin-'))
  let root: string | undefined
  try {
    await buildBundle(repo, join(plugin, 'bundle'))
    symlinkSync(join(repo, 'node_modules'), join(plugin, 'node_modules'), 'dir')
    const reporter = join(plugin, 'bundle', 'vitest-reporter.js')
    if (!existsSync(reporter)) throw new Error(`the bundle has no ${reporter}`)
    root = generateProject(repo, reporter)
    const dbPath = join(root, '.evident', 'evident.sqlite')
    // A shell outside Claude Code: nothing of this session's environment, so the reporter records the run as `human`.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env['PATH'],
      HOME: join(root, 'home'),
      EVIDENT_DB: dbPath,
      NO_COLOR: '1',
      NODE_OPTIONS: `--import=${pathToFileURL(join(root, 'cpu-probe.mjs')).href}`,
      EVIDENT_BENCH_CPU_DIR: join(root, 'cpu'),
    }
    const hz = clockTicks()
    const plain: Sample[] = []
    const evident: Sample[] = []
    // One warm-up run of each (file cache, the database created and migrated), then interleaved rounds.
    await runVitest(root, 'plain.config.mjs', env, hz)
    await runVitest(root, 'evident.config.mjs', env, hz)
    for (let r = 0; r < ROUNDS; r += 1) {
      const [first, second] = r % 2 === 0 ? (['plain', 'evident'] as const) : (['evident', 'plain'] as const)
      for (const which of [first, second]) {
        const sample = await runVitest(root, `${which}.config.mjs`, env, hz)
        ;(which === 'plain' ? plain : evident).push(sample)
      }
    }
    const store = await openStore(dbPath)
    const runs = await store.db.selectFrom('test_runs').select(['total']).execute()
    await store.close()
    const recorded = runs.filter((r) => r.total === FILES * TESTS_PER_FILE).length
    const wallRatios = plain.map((p, i) => (evident[i]?.wallMs ?? Number.NaN) / p.wallMs)
    const cpuKnown = plain.every((s) => s.cpuMs !== undefined) && evident.every((s) => s.cpuMs !== undefined)
    const cpuRatios = cpuKnown ? plain.map((p, i) => (evident[i]?.cpuMs ?? Number.NaN) / (p.cpuMs ?? Number.NaN)) : []
    const cpu = (samples: readonly Sample[]): number[] => samples.map((s) => s.cpuMs ?? Number.NaN)
    const main = (samples: readonly Sample[]): number[] => samples.map((s) => s.mainCpuMs)
    const wall = (samples: readonly Sample[]): number[] => samples.map((s) => s.wallMs)
    const addedMs = median(plain.map((p, i) => (evident[i]?.mainCpuMs ?? Number.NaN) - p.mainCpuMs))
    // The share of the whole run's CPU (main process alone where the whole run cannot be measured).
    const base = cpuKnown ? median(cpu(plain)) : median(main(plain))
    const overhead = addedMs / base
    const rows = [
      row('vitest run, 500 tests: wall', wall(plain)),
      row('vitest run + evident reporter: wall', wall(evident)),
      ...(cpuKnown
        ? [row('vitest run, 500 tests: CPU', cpu(plain)), row('vitest run + evident reporter: CPU', cpu(evident))]
        : []),
      row('vitest run, 500 tests: CPU, main process', main(plain)),
      row('vitest run + evident reporter: CPU, main process', main(evident)),
    ]
    const everyRunRecorded = recorded === ROUNDS + 1
    const cpuMet = overhead <= CPU_TARGET
    const pct = (x: number): string => `${(x * 100).toFixed(1)} %`
    const notes = [
      `CPU the reporter adds: ${addedMs.toFixed(0)} ms per run (median over ${ROUNDS} interleaved rounds of the main process's ` +
        `difference) = ${pct(overhead)} of the run's CPU without it (${base.toFixed(0)} ms${cpuKnown ? '' : ', main process only: no /proc/self/stat'}); target ≤ ${pct(CPU_TARGET)}`,
      `per-round ratios with / without: whole-run CPU median ${cpuKnown ? median(cpuRatios).toFixed(3) : 'n/a'}` +
        `${cpuKnown ? ` (min ${Math.min(...cpuRatios).toFixed(3)}, max ${Math.max(...cpuRatios).toFixed(3)}: worker noise)` : ''}, ` +
        `main-process CPU median ${median(plain.map((p, i) => (evident[i]?.mainCpuMs ?? Number.NaN) / p.mainCpuMs)).toFixed(3)}, wall median ${median(wallRatios).toFixed(3)}`,
      `runs recorded by the reporter: ${recorded} of ${ROUNDS + 1}, each with ${FILES * TESTS_PER_FILE} results`,
      !everyRunRecorded
        ? 'TARGET MISSED: a run with the reporter was not recorded'
        : cpuMet
          ? `CPU overhead within target (≤ ${pct(CPU_TARGET)})`
          : `TARGET MISSED: the reporter adds ${pct(overhead)} CPU (> ${pct(CPU_TARGET)})`,
    ]
    return { name: 'reporter', rows, notes, ok: everyRunRecorded && cpuMet }
  } finally {
    rmSync(plugin, { recursive: true, force: true })
    if (root !== undefined) rmSync(root, { recursive: true, force: true })
  }
}
