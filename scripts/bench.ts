/**
 * `npm run bench`: runs every benchmark module listed in BENCHES, one after another, each in a process of its own
 * (`scripts/bench/runner.ts`), and prints each module's figures as soon as it finishes, then a summary.
 * `npm run bench -- [--quick] [--limit-s N] <name>…` runs only those: `--quick` (or EVIDENT_BENCH_QUICK=1) takes
 * fewer rounds and smaller trees, for a loaded machine; a module still running after N seconds (default 600, 180
 * with --quick; EVIDENT_BENCH_MODULE_LIMIT_S) is stopped and reported as not measured. Add a module by importing its
 * function and naming it in BENCHES. Exits 1 when a module missed its target or was not measured.
 */
import { fileURLToPath } from 'node:url'
import { benchClosingProof } from './bench/closing-proof.js'
import { benchContention } from './bench/contention.js'
import { benchTransition } from './bench/transition.js'
import { benchHooks } from './bench/hooks.js'
import { benchProve } from './bench/prove.js'
import { benchRedRecheck } from './bench/red-recheck.js'
import { benchReporter } from './bench/reporter.js'
import { benchRunTests } from './bench/run-tests.js'
import { benchSnapshot } from './bench/snapshot.js'
import { benchTaskReads } from './bench/task-reads.js'
import { formatResult, parseBenchArgs, runBenches, type ModuleMessage } from './bench/runner.js'
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
  prove: benchProve,
}

const args = parseBenchArgs(process.argv.slice(2))
if (args.child !== undefined) {
  // One module, for the runner: its answer goes back over IPC (or to stdout when run by hand).
  const bench = Object.hasOwn(BENCHES, args.child) ? BENCHES[args.child] : undefined
  if (bench === undefined) throw new Error(`unknown bench module ${args.child}`)
  let message: ModuleMessage
  try {
    message = { result: await bench() }
  } catch (error) {
    message = { error: `failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}` }
  }
  if (process.send === undefined) {
    console.log('result' in message ? formatResult(message.result).join('\n') : message.error)
    process.exit('result' in message && message.result.ok ? 0 : 1)
  }
  process.send(message, () => process.exit('result' in message ? 0 : 1))
} else {
  const unknown = args.modules.filter((name) => !Object.hasOwn(BENCHES, name))
  if (unknown.length > 0)
    throw new Error(`unknown bench module(s) ${unknown.join(', ')}; known: ${Object.keys(BENCHES).join(', ')}`)
  const names = Object.keys(BENCHES).filter((name) => args.modules.length === 0 || args.modules.includes(name))
  const self = fileURLToPath(import.meta.url)
  const ok = await runBenches(names, {
    limitS: args.limitS,
    command: (name) => [process.execPath, [self, '--module', name]],
    env: {
      ...process.env,
      EVIDENT_BENCH_QUICK: args.quick ? '1' : '0',
      EVIDENT_BENCH_MODULE_LIMIT_S: String(args.limitS),
    },
  })
  if (!ok) process.exitCode = 1
}
