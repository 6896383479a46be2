import { badInput } from '../../kernel/errors.js'
import { measuredTool } from './coverage.js'
import { proveResultSchema, type ChangeCoverage, type ProveResult } from './types.js'

/**
 * `evident prove merge`: the results of `--shard 1/n … n/n` of one range, combined into the result one unsharded prove
 * gives (its summary reads the same: `render.ts`). Refused, saying which, when the results are of different ranges,
 * runners or projects, when a shard is missing or given twice, or when one is no prove result at all.
 */
export function parseResult(json: string, source: string): ProveResult {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch (error) {
    throw badInput(
      `${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`,
      'pass the files evident prove --json wrote',
    )
  }
  const parsed = proveResultSchema.safeParse(raw)
  if (!parsed.success)
    throw badInput(
      `${source} is not an evident prove result: ${parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ')}`,
      'pass the files evident prove --json wrote',
    )
  return parsed.data
}

export function mergeResults(
  results: readonly { readonly result: ProveResult; readonly source: string }[],
): ProveResult {
  const first = results[0]
  if (first === undefined)
    throw badInput('nothing to merge', 'pass the JSON of every shard: evident prove merge a.json b.json')
  const count = first.result.shard?.count ?? 1
  const seen = new Map<number, string>()
  for (const { result, source } of results) {
    const same = (what: string, a: unknown, b: unknown): void => {
      if (JSON.stringify(a) !== JSON.stringify(b))
        throw badInput(`${source} proves another ${what} than ${first.source}`, 'merge the shards of one prove only')
    }
    same('base', result.base, first.result.base)
    same('head', result.head, first.result.head)
    same('project', result.project, first.result.project)
    same('runner', result.runner, first.result.runner)
    same('set of test files', result.testFiles, first.result.testFiles)
    same('shard count', result.shard?.count ?? 1, count)
    const index = result.shard?.index ?? 1
    const twice = seen.get(index)
    if (twice !== undefined)
      throw badInput(`${source} and ${twice} are both shard ${index}/${count}`, 'pass each shard once')
    seen.set(index, source)
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !seen.has(i))
  if (missing.length > 0)
    throw badInput(
      `shard(s) ${missing.map((i) => `${i}/${count}`).join(', ')} missing`,
      'pass the JSON of every shard of the prove; a shard job that failed must be run again',
    )
  const all = results.map((r) => r.result)
  const proven = all.flatMap((r) => r.tests).filter((t) => t.verdict === 'proven').length
  const coverage = mergeCoverage(
    all.map((r) => r.coverage),
    proven,
  )
  const rest: ProveResult = { ...first.result }
  delete rest.shard
  return {
    ...rest,
    provenFiles: all.flatMap((r) => r.provenFiles).sort(),
    tests: all.flatMap((r) => r.tests),
    notes: all.flatMap((r) => r.notes),
    problems: all.flatMap((r) => r.problems),
    places: [...new Set(all.flatMap((r) => r.places))],
    ms: Math.max(...all.map((r) => r.ms)),
    ...(coverage === undefined ? {} : { coverage }),
  }
}

/**
 * Shards' change coverage: a line is uncovered when no shard's proven tests ran it. Every shard measured the same
 * changed lines (the range's, whatever its tests: `coverage.ts`), so the first one's count is the whole's.
 */
function mergeCoverage(parts: readonly (ChangeCoverage | undefined)[], proven: number): ChangeCoverage | undefined {
  const measured = parts.filter((p): p is ChangeCoverage => p !== undefined)
  if (measured.length === 0) return undefined
  const unmeasured = measured.find((p) => !p.measured)
  if (unmeasured !== undefined) return unmeasured
  const first = measured[0] as ChangeCoverage
  const files = new Set(measured.flatMap((p) => p.uncovered.map((u) => u.file)))
  const uncovered = [...files].sort().flatMap((file) => {
    const sets = measured.map((p) => new Set(p.uncovered.find((u) => u.file === file)?.lines ?? []))
    const lines = [...(sets[0] ?? [])].filter((l) => sets.every((s) => s.has(l))).sort((a, b) => a - b)
    return lines.length === 0 ? [] : [{ file, lines }]
  })
  const missed = uncovered.reduce((n, u) => n + u.lines.length, 0)
  return { ...first, tool: measuredTool(proven), uncovered, coveredLines: first.changedLines - missed }
}
