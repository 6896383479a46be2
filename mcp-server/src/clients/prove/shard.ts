import { badInput } from '../../kernel/errors.js'

/** Which part of the work a prove does: `--shard i/n`, 1-based. */
export interface Shard {
  readonly index: number
  readonly count: number
}

/** `i/n` with 1 ≤ i ≤ n ≤ 1000. */
export function parseShard(text: string): Shard {
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(text.trim())
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (match === null || index < 1 || count < 1 || index > count || count > 1000)
    throw badInput(`--shard takes i/n with 1 ≤ i ≤ n ≤ 1000: got "${text}"`, 'e.g. --shard 1/2 and --shard 2/2')
  return { index, count }
}

/**
 * The share of the work a shard proves: the test files ordered by path, the k-th (0-based) to shard k mod n + 1. It
 * depends on the range alone, so n jobs that each take one shard cover every file exactly once.
 */
export function shardOf<T extends { readonly key: string }>(units: readonly T[], shard: Shard | undefined): T[] {
  const sorted = [...units].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return shard === undefined ? sorted : sorted.filter((_, k) => k % shard.count === shard.index - 1)
}
