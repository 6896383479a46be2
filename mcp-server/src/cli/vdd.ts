import { loadConfig } from '../kernel/config.js'
import { errorMessage } from '../kernel/errors.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { lookupRunner } from '../runners/registry.js'
import { mergeGate } from '../clients/vdd/merge-gate.js'
import { openExistingStore, openStore, type Store } from '../store/index.js'
import { parseBeanId } from '../clients/vdd/bean.js'
import { realRepoRoot, type VddSource } from '../clients/vdd/document.js'
import { runVdd, type VddOutcome } from '../clients/vdd/run.js'
import { EXIT_USAGE } from '../clients/vdd/aggregate.js'
import { VDD_MANUAL_STATES, type VddManualState } from '../domain/vocabulary.js'
import { cliCaller } from './caller.js'
import { usageError, type CliIo, type Command } from './types.js'

interface VddArgs {
  readonly source: VddSource
  readonly manual: VddManualState
  readonly repoRoot: string | undefined
  /** `--merge-gate`: judge the recorded verdict of the bean against the commit `rev` instead of running. */
  readonly mergeGate: { readonly rev: string } | undefined
}

/** Parses `vdd` arguments; a string is a usage error. */
function parseVddArgs(args: readonly string[]): VddArgs | string {
  let manual: string | undefined
  let repoRoot: string | undefined
  let file: string | undefined
  let commit: string | undefined
  let gate = false
  const positional: string[] = []
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    const eq = arg.indexOf('=')
    const [flag, inline] = arg.startsWith('--') && eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, undefined]
    if (flag === '--manual' || flag === '--repo-root' || flag === '--file' || flag === '--commit') {
      const value = inline ?? args[++i]
      if (value === undefined || value === '') return `${flag} needs a value`
      if (flag === '--manual') {
        if (!(VDD_MANUAL_STATES as readonly string[]).includes(value))
          return `--manual must be pending or pass (got "${value}")`
        manual = value
      } else if (flag === '--repo-root') repoRoot = value
      else if (flag === '--commit') commit = value
      else file = value
    } else if (arg === '--merge-gate') gate = true
    else if (arg.startsWith('-')) return `unknown option ${arg}`
    else positional.push(arg)
  }
  if (gate && (file !== undefined || manual !== undefined))
    return '--merge-gate judges a recorded verdict: give it a bean id, not --file or --manual'
  if (!gate && commit !== undefined) return '--commit goes with --merge-gate'
  const mode = (manual ?? 'pending') as VddManualState
  const mergeGate = gate ? { rev: commit ?? 'HEAD' } : undefined
  if (file !== undefined && positional.length > 0) return 'give either a bean id or --file, not both'
  if (file !== undefined) return { source: { file }, manual: mode, repoRoot, mergeGate }
  if (positional.length !== 1 || positional[0] === undefined) return 'give exactly one bean id'
  try {
    return { source: { bean: parseBeanId(positional[0]) }, manual: mode, repoRoot, mergeGate }
  } catch (error) {
    return errorMessage(error)
  }
}

/** `--merge-gate`: exit 0 with the verdict's commit on stdout, else 1 with the reason on stderr. Creates no database. */
async function runMergeGate(io: CliIo, repoRoot: string, beanNumber: number, rev: string): Promise<number> {
  const realRoot = realRepoRoot(repoRoot)
  const store = await openExistingStore(resolveDbLocation(io.env, realRoot).path)
  try {
    const decision = await mergeGate(store?.db, realRoot, beanNumber, rev)
    if (decision.ok) {
      io.out(`Merge gate: open — ${decision.message}`)
      return 0
    }
    io.err(`Merge gate: closed (${decision.reason}) — ${decision.message}`)
    return 1
  } finally {
    await store?.close()
  }
}

/** `recorded as VDD run #12 (test runs #40, #41)`: the ids live on stderr and in the store, never in the report. */
function receiptLine(outcome: VddOutcome): string {
  const runs = [...new Set(outcome.results.flatMap((r) => (r.testRunId === undefined ? [] : [r.testRunId])))]
  const tests =
    runs.length === 0 ? '' : ` (test run${runs.length === 1 ? '' : 's'} ${runs.map((id) => `#${id}`).join(', ')})`
  return `recorded as VDD run #${outcome.vddRunId ?? '?'}${tests}`
}

async function openReceipts(io: CliIo, repoRoot: string): Promise<Store | undefined> {
  try {
    return await openStore(resolveDbLocation(io.env, repoRoot).path)
  } catch (error) {
    io.err(`warning: the VDD run is not recorded (evidence store unavailable: ${errorMessage(error)})`)
    return undefined
  }
}

export const vddCommand: Command = {
  words: ['vdd'],
  usage:
    'evident vdd <bean-id> | --file <markdown> | --merge-gate <bean-id> [--commit REV] [--manual pending|pass] [--repo-root PATH]',
  summary: 'verify acceptance criteria with evidence; write ai/outputs/tech-qa/vdd-NNN.md',
  options: [
    ['<bean-id>', 'BEAN-277, bean-277 or 277: the criteria of ai/beans/BEAN-277-*/bean.md'],
    ['--file <markdown>', 'instead of a bean: any markdown file with an "## Acceptance Criteria" section'],
    ['--manual pending|pass', 'pass: you (a human) checked every manual criterion yourself; agents are refused'],
    ['--repo-root PATH', 'the repository to verify (default: the current directory)'],
    [
      '--merge-gate',
      'run nothing: exit 0 only when the latest recorded verdict of the bean is PASS and about the commit (docs/vdd.md)',
    ],
    ['--commit REV', 'with --merge-gate: the commit to judge (default HEAD; MERGE_HEAD in a pre-merge-commit hook)'],
  ],
  exits: [
    [0, 'PASS'],
    [1, 'FAIL, or PARTIAL (manual criteria pending); --merge-gate: the gate is closed (the reason on stderr)'],
    [2, 'EMPTY: no acceptance criteria'],
    [3, 'usage error, unknown bean or unreadable bean.md'],
  ],
  examples: [
    'evident vdd 7',
    'evident vdd --file docs/specs/login.md',
    'evident vdd BEAN-007 --manual pass',
    'evident vdd --merge-gate BEAN-007',
  ],
  usageExit: EXIT_USAGE,
  async run(args, io) {
    const parsed = parseVddArgs(args)
    if (typeof parsed === 'string') return usageError(parsed)
    const repoRoot = parsed.repoRoot ?? io.cwd
    if (parsed.mergeGate !== undefined && 'bean' in parsed.source) {
      try {
        return await runMergeGate(io, repoRoot, parsed.source.bean, parsed.mergeGate.rev)
      } catch (error) {
        io.err(`Error: ${errorMessage(error)}`)
        return EXIT_USAGE
      }
    }
    let store: Store | undefined
    try {
      const config = loadConfig(repoRoot)
      store = await openReceipts(io, repoRoot)
      const caller = await cliCaller(io.env, store?.db)
      const outcome = await runVdd({
        repoRoot,
        source: parsed.source,
        manual: parsed.manual,
        cwd: io.cwd,
        caller,
        store,
        config,
        runnerFor: (name) => lookupRunner(config, name),
        onProgress: (line) => io.err(`vdd: ${line}`),
        onFileDone: (file, done, total) => io.err(`vdd: tests: finished ${file} (${done}/${total ?? '?'})`),
      })
      for (const warning of outcome.warnings) io.err(`vdd: warning: ${warning}`)
      if (outcome.vddRunId !== undefined) io.err(`vdd: ${receiptLine(outcome)}`)
      io.out(`VDD report: ${outcome.reportPath}`)
      io.out(`Aggregate verdict: ${outcome.verdict}`)
      return outcome.exitCode
    } catch (error) {
      io.err(`Error: ${errorMessage(error)}`)
      return EXIT_USAGE
    } finally {
      await store?.close()
    }
  },
}
