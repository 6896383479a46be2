/** One benchmark module's answer: a few measured rows and free-form notes (figures, ratios, targets). */
export interface BenchRow {
  readonly label: string
  readonly samples: number
  readonly p50Ms: number
  readonly p95Ms: number
}

export interface BenchResult {
  readonly name: string
  readonly rows: readonly BenchRow[]
  readonly notes: readonly string[]
  /** False when a target the module checks was missed. */
  readonly ok: boolean
}

/** The q-quantile (0..1) of the samples, nearest-rank. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))
  return sorted[rank] ?? Number.NaN
}

export function row(label: string, samplesMs: readonly number[]): BenchRow {
  return { label, samples: samplesMs.length, p50Ms: quantile(samplesMs, 0.5), p95Ms: quantile(samplesMs, 0.95) }
}

/** Milliseconds taken by `fn`, measured with the monotonic clock. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ readonly ms: number; readonly value: T }> {
  const start = process.hrtime.bigint()
  const value = await fn()
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value }
}

/** How a module is to run: `--quick` (fewer rounds, smaller trees, for a loaded machine), its rounds, its time limit. */
export interface BenchOptions {
  readonly quick: boolean
  readonly rounds: number
  /** The wall time the runner gives the module before it is stopped and reported as not measured. */
  readonly limitMs: number
}

/** The runner's default per-module limit, in seconds: a full module, a `--quick` one. */
export const DEFAULT_LIMIT_S = { full: 600, quick: 180 } as const

/**
 * The options of the module running in this process. The runner (`scripts/bench.ts`) passes them to each module's
 * process as EVIDENT_BENCH_QUICK (`1`) and EVIDENT_BENCH_MODULE_LIMIT_S; `roundsEnv` (EVIDENT_BENCH_ROUNDS unless the
 * module has a variable of its own) overrides the module's rounds, quick or not.
 */
export function benchOptions(
  rounds: { readonly full: number; readonly quick: number },
  roundsEnv = 'EVIDENT_BENCH_ROUNDS',
  env: NodeJS.ProcessEnv = process.env,
): BenchOptions {
  const quick = env['EVIDENT_BENCH_QUICK'] === '1'
  const limitS = positiveNumber(env['EVIDENT_BENCH_MODULE_LIMIT_S'], 'EVIDENT_BENCH_MODULE_LIMIT_S')
  const declared = positiveNumber(env[roundsEnv], roundsEnv)
  return {
    quick,
    rounds: declared === undefined ? (quick ? rounds.quick : rounds.full) : Math.ceil(declared),
    limitMs: (limitS ?? (quick ? DEFAULT_LIMIT_S.quick : DEFAULT_LIMIT_S.full)) * 1000,
  }
}

/** `value` as a positive number; undefined when unset or empty; anything else throws naming `what`. */
export function positiveNumber(value: string | undefined, what: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${what} must be a positive number: got ${JSON.stringify(value)}`)
  return n
}
