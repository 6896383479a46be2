/**
 * `npm run bench`: runs every benchmark module listed in BENCHES, one after another, and prints one table.
 * Add a module by importing its function and naming it in BENCHES; `npm run bench -- <name>…` runs only those. Exits 1 when a module missed its target.
 */
import { benchClosingProof } from './bench/closing-proof.js'
import { benchContention } from './bench/contention.js'
import { benchTransition } from './bench/transition.js'
import { benchHooks } from './bench/hooks.js'
import { benchRedRecheck } from './bench/red-recheck.js'
import { benchReporter } from './bench/reporter.js'
import { benchRunTests } from './bench/run-tests.js'
import { benchSnapshot } from './bench/snapshot.js'
import { benchTaskReads } from './bench/task-reads.js'
import type { BenchResult } from './bench/types.js'
import { benchVdd } from './bench/vdd.js'

const BENCHES: Readonly<Record<string, () => Promise<BenchResult>>> = {
  transition: benchTransition,
  vdd: benchVdd,
  'run-tests': benchRunTests,
  hooks: benchHooks,
  contention: benchContention,
  snapshot: benchSnapshot,
  'red-recheck': benchRedRecheck,
  'closing-proof': benchClosingProof,
  reporter: benchReporter,
  'task-reads': benchTaskReads,
}

const fmt = (ms: number): string => ms.toFixed(3).padStart(9)

function print(results: readonly BenchResult[]): void {
  const width = Math.max(20, ...results.flatMap((r) => r.rows.map((x) => `${r.name}: ${x.label}`.length)))
  console.log(
    `${'benchmark'.padEnd(width)}  ${'samples'.padStart(7)}  ${'p50 ms'.padStart(9)}  ${'p95 ms'.padStart(9)}`,
  )
  for (const result of results) {
    for (const r of result.rows) {
      console.log(
        `${`${result.name}: ${r.label}`.padEnd(width)}  ${String(r.samples).padStart(7)}  ${fmt(r.p50Ms)}  ${fmt(r.p95Ms)}`,
      )
    }
    for (const note of result.notes) console.log(`  ${result.name}: ${note}`)
  }
}

// `npm run bench -- hooks transition` runs only the named modules.
const wanted = process.argv.slice(2)
const unknown = wanted.filter((name) => !Object.hasOwn(BENCHES, name))
if (unknown.length > 0)
  throw new Error(`unknown bench module(s) ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`)
const results: BenchResult[] = []
for (const [name, bench] of Object.entries(BENCHES)) {
  if (wanted.length === 0 || wanted.includes(name)) results.push(await bench())
}
print(results)
if (results.some((r) => !r.ok)) process.exitCode = 1
