import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseBenchArgs, runBenches } from '../../../scripts/bench/runner.js'
import { benchOptions } from '../../../scripts/bench/types.js'
import { scaled, until } from '../../support/time.js'

/** Tiny fake modules, each a `node -e` program speaking the runner's IPC protocol (or not answering at all). */
const ANSWERS = `process.send({ result: { name: 'fake', rows: [{ label: 'a row', samples: 3, p50Ms: 1.5, p95Ms: 2.25 }], notes: ['a note'], ok: OK } }, () => process.exit(0))`
const CRASHES = 'process.exit(3)'
const hangs = (pidFile: string): string =>
  `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });` +
  `require('node:fs').writeFileSync(${JSON.stringify(pidFile)}, String(c.pid)); setInterval(() => {}, 1000)`

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  // A zombie still answers kill(0): it is dead once its state in /proc says so.
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, 'utf8') : ''
  return !/\) Z /.test(stat)
}

async function run(programs: Record<string, string>, limitS: number): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = []
  const ok = await runBenches(Object.keys(programs), {
    limitS,
    command: (name) => [process.execPath, ['-e', programs[name] ?? '']],
    env: process.env,
    write: (line) => lines.push(line),
  })
  return { ok, lines }
}

describe('the bench runner', () => {
  it("prints a module's rows and notes as soon as it finishes, before the next module starts", async () => {
    const { ok, lines } = await run({ first: ANSWERS.replace('OK', 'true'), second: CRASHES }, scaled(120))
    const row = lines.findIndex((l) => /^fake: a row\s+3\s+1\.500\s+2\.250$/.test(l))
    expect(row).toBeGreaterThan(-1)
    expect(lines).toContain('  fake: a note')
    expect(lines).toContainEqual(expect.stringMatching(/^first: ok \(\d+\.\d s\)$/))
    expect(row).toBeLessThan(lines.indexOf(`second: running (limit ${scaled(120)} s)`))
    // A module that exits without an answer is not measured, and the run is not ok.
    expect(lines).toContain('second: not measured — its process exited (code 3) without a result')
    expect(ok).toBe(false)
  })

  it('reports a module past its limit as not measured, kills its whole process group and goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'evident-bench-runner-'))
    const pidFile = join(dir, 'grandchild.pid')
    const limitS = scaled(5)
    const { ok, lines } = await run({ stuck: hangs(pidFile), after: ANSWERS.replace('OK', 'true') }, limitS)
    expect(lines).toContain(`stuck: not measured — did not finish within ${limitS} s`)
    expect(ok).toBe(false)
    expect(lines).toContainEqual(expect.stringMatching(/^after: ok \(\d+\.\d s\)$/))
    const grandchild = Number(readFileSync(pidFile, 'utf8'))
    rmSync(dir, { recursive: true, force: true })
    await until('the stuck module’s grandchild is gone', () => !alive(grandchild))
    expect(lines.filter((l) => l.startsWith('  stuck: not measured') || l.startsWith('  after: ok'))).toHaveLength(2)
  })

  it('passes only when every module answered and met its target', async () => {
    expect((await run({ good: ANSWERS.replace('OK', 'true') }, scaled(120))).ok).toBe(true)
    const missed = await run({ bad: ANSWERS.replace('OK', 'false') }, scaled(120))
    expect(missed.ok).toBe(false)
    expect(missed.lines).toContainEqual(expect.stringMatching(/^ {2}bad: TARGET MISSED \(\d+\.\d s\)$/))
  })
})

describe('parseBenchArgs', () => {
  it('reads --quick, --limit-s and the module names; the limit defaults to 600 s, 180 s with --quick', () => {
    expect(parseBenchArgs(['hooks', 'snapshot'], {})).toEqual({
      modules: ['hooks', 'snapshot'],
      quick: false,
      limitS: 600,
      child: undefined,
    })
    expect(parseBenchArgs(['--quick', 'snapshot'], {})).toMatchObject({
      modules: ['snapshot'],
      quick: true,
      limitS: 180,
    })
    expect(parseBenchArgs(['--limit-s', '42', '--quick'], {})).toMatchObject({ modules: [], quick: true, limitS: 42 })
    expect(parseBenchArgs(['--limit-s=2.5'], {})).toMatchObject({ limitS: 2.5 })
    expect(parseBenchArgs(['--module', 'vdd'], {})).toMatchObject({ modules: [], child: 'vdd' })
  })

  it('takes EVIDENT_BENCH_QUICK and EVIDENT_BENCH_MODULE_LIMIT_S from the environment; the command line wins', () => {
    expect(parseBenchArgs([], { EVIDENT_BENCH_QUICK: '1', EVIDENT_BENCH_MODULE_LIMIT_S: '30' })).toMatchObject({
      quick: true,
      limitS: 30,
    })
    expect(parseBenchArgs(['--limit-s', '7'], { EVIDENT_BENCH_MODULE_LIMIT_S: '30' })).toMatchObject({ limitS: 7 })
  })

  it('refuses an unknown option and a limit that is not a positive number', () => {
    expect(() => parseBenchArgs(['--fast'], {})).toThrow(/unknown option --fast/)
    expect(() => parseBenchArgs(['--limit-s', '0'], {})).toThrow(/--limit-s must be a positive number/)
    expect(() => parseBenchArgs(['--limit-s'], {})).toThrow(/--limit-s needs a value/)
    expect(() => parseBenchArgs([], { EVIDENT_BENCH_MODULE_LIMIT_S: 'soon' })).toThrow(/EVIDENT_BENCH_MODULE_LIMIT_S/)
  })
})

describe('benchOptions', () => {
  it("gives a module its quick or full rounds and the runner's limit; a rounds variable overrides both", () => {
    const rounds = { full: 30, quick: 8 }
    expect(benchOptions(rounds, 'EVIDENT_BENCH_ROUNDS', {})).toEqual({ quick: false, rounds: 30, limitMs: 600_000 })
    expect(benchOptions(rounds, 'EVIDENT_BENCH_ROUNDS', { EVIDENT_BENCH_QUICK: '1' })).toEqual({
      quick: true,
      rounds: 8,
      limitMs: 180_000,
    })
    expect(
      benchOptions(rounds, 'EVIDENT_BENCH_ROUNDS', {
        EVIDENT_BENCH_QUICK: '1',
        EVIDENT_BENCH_ROUNDS: '3',
        EVIDENT_BENCH_MODULE_LIMIT_S: '20',
      }),
    ).toEqual({ quick: true, rounds: 3, limitMs: 20_000 })
    expect(benchOptions(rounds, 'EVIDENT_BENCH_PROOF_ROUNDS', { EVIDENT_BENCH_ROUNDS: '3' }).rounds).toBe(30)
    expect(() => benchOptions(rounds, 'EVIDENT_BENCH_ROUNDS', { EVIDENT_BENCH_ROUNDS: 'many' })).toThrow(
      /EVIDENT_BENCH_ROUNDS must be a positive number/,
    )
  })
})
