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
