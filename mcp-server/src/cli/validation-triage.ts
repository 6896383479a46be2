import { loadConfig } from '../kernel/config.js'
import { badInput } from '../kernel/errors.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { openStore } from '../store/index.js'
import { validationGate } from '../clients/validation/gate-record.js'
import { proposeGateLine, type ProposeGateState } from '../clients/validation/propose-gate.js'
import { recordTriageOutcomes } from '../clients/validation/triage.js'
import { outcomeClaimsSchema, type OutcomeClaim } from '../clients/validation/triage-outcome.js'
import { cliCaller } from './caller.js'
import { withExistingStore } from './existing-store.js'
import { readInput } from './read-input.js'
import { usageError, type Command } from './types.js'
import { EXIT_BLOCKERS, isUsageError, parse } from './validation.js'

/** `validation gate`: the propose-gate entry is pending (triage outstanding, or the run has not landed). */
const EXIT_PENDING = 5

const OUTCOMES_MAX = 4 * 1024 * 1024

const GATE_EXIT: Readonly<Record<ProposeGateState, number>> = {
  satisfied: 0,
  released: 0,
  blocked: EXIT_BLOCKERS,
  pending: EXIT_PENDING,
}

function runIdOf(value: string | undefined): number | undefined | { usageError: string } {
  if (value === undefined) return undefined
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : usageError(`--run must be a positive whole number (got ${value})`)
}

/** The outcomes file: a JSON array of {file, line, finding, outcome, test?, reason?}; every problem is named. */
export function parseOutcomes(text: string, source: string): readonly OutcomeClaim[] {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw badInput(`${source} is not JSON: ${error instanceof Error ? error.message : String(error)}`, OUTCOMES_HINT)
  }
  const parsed = outcomeClaimsSchema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `outcomes${i.path.map((p) => `[${JSON.stringify(p)}]`).join('')}: ${i.message}`,
    )
    throw badInput(`${source} is not a list of outcomes: ${issues.join('; ')}`, OUTCOMES_HINT)
  }
  return parsed.data
}

const OUTCOMES_HINT =
  'write a JSON array with one {"file", "line", "finding", "outcome": "killed-by-test" (+ "test") | "documented-benign" (+ "reason") | "fixed"} per finding'

export const validationTriageCommand: Command = {
  words: ['validation', 'triage'],
  usage: 'evident validation triage --run ID --technique ID --commit SHA --outcomes FILE',
  summary: "verify a triager's commit, record one outcome per finding, re-run the gate techniques (exit 4: one red)",
  options: [
    ['--run ID', 'the validation run whose findings were triaged'],
    ['--technique ID', 'the triage technique whose findings these are'],
    ['--commit SHA', "the triager's commit: after the run's HEAD, subject <commit-prefix>(validation): <technique>"],
    ['--outcomes FILE', 'JSON array, one {file, line, finding, outcome, test?, reason?} per finding; - reads stdin'],
  ],
  exits: [
    [0, 'recorded; the gate techniques re-ran green (or there are none)'],
    [1, 'nothing recorded: the commit or the outcomes do not hold (the error says which), or no such run'],
    [2, 'usage error'],
    [4, 'recorded, and a gate technique re-ran red after the commit (BLOCKER line)'],
  ],
  examples: ['evident validation triage --run 3 --technique lint --commit 1a2b3c4 --outcomes "$outcomes"'],
  async run(args, io) {
    const parsed = parse(args, {
      run: { type: 'string' },
      technique: { type: 'string' },
      commit: { type: 'string' },
      outcomes: { type: 'string' },
    })
    if (isUsageError(parsed)) return parsed
    const { technique, commit, outcomes } = parsed.values
    const runId = runIdOf(parsed.values.run)
    if (typeof runId === 'object') return runId
    if (runId === undefined || technique === undefined || commit === undefined || outcomes === undefined)
      return usageError('--run, --technique, --commit and --outcomes are all required')
    if (!/^[0-9a-f]{7,40}$/i.test(commit)) return usageError(`--commit must be a commit id in hex (got ${commit})`)
    const claims = parseOutcomes(await readInput(outcomes, 'triage outcomes', OUTCOMES_MAX), outcomes)
    const location = resolveDbLocation(io.env, io.cwd)
    const store = await openStore(location.path)
    try {
      const root = location.projectRoot
      const summary = await recordTriageOutcomes({
        db: store.db,
        root,
        config: loadConfig(root).validation,
        caller: await cliCaller(io.env, store.db),
        runId,
        technique,
        commit,
        outcomes: claims,
        onProgress: (line) => io.err(`validation: ${line}`),
      })
      io.out(`validation run ${runId} triage ${summary.triageId}`)
      for (const line of summary.lines) io.out(line.line)
      io.out(proposeGateLine(summary.gate))
      return summary.gates === 'red' ? EXIT_BLOCKERS : 0
    } finally {
      await store.close()
    }
  },
}

export const validationGateCommand: Command = {
  words: ['validation', 'gate'],
  usage: 'evident validation gate [--run ID]',
  summary: "the run's propose-gate entry: satisfied or released (exit 0), blocked (4), pending triage (5)",
  options: [['--run ID', 'this run (default: the latest of this project)']],
  exits: [
    [0, 'satisfied (techniques landed and triaged green) or released (no technique ran)'],
    [1, 'no database yet, or no such run'],
    [2, 'usage error'],
    [4, 'blocked: a BLOCKER line is recorded (the reasons name them)'],
    [5, "pending: the run has not landed, or findings await the triager's outcomes"],
  ],
  examples: ['evident validation gate && gh pr create', 'evident validation gate --run 12'],
  async run(args, io) {
    const parsed = parse(args, { run: { type: 'string' } })
    if (isUsageError(parsed)) return parsed
    const runId = runIdOf(parsed.values.run)
    if (typeof runId === 'object') return runId
    return withExistingStore(io, 1, async (store, location) => {
      const landed = await validationGate(store.db, location.projectRoot, runId)
      if (landed === undefined) {
        io.err(
          runId === undefined
            ? 'no validation run recorded for this project yet: run evident validation run'
            : `no validation run ${runId} for this project`,
        )
        return 1
      }
      io.out(`validation run ${landed.run.id}`)
      io.out(proposeGateLine(landed.gate))
      return GATE_EXIT[landed.gate.state]
    })
  },
}
