import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { appendEvent } from '../clients/conduct/event-log.js'
import type { ConductEvent } from '../domain/conduct-events.js'
import type { LeafActor, LeafPhase } from '../domain/vocabulary.js'
import { LEAF_NAME } from '../clients/conduct/files.js'
import { PLUGIN_HASH, PLUGIN_HASH_ENV } from '../clients/conduct/plugin-snapshot.js'
import { failLaunch, supervise } from '../clients/conduct/supervise.js'
import { leafContainment } from '../clients/conduct/contain.js'
import { resolveTimeout, TIMEOUT_ENV } from '../clients/conduct/timeout.js'
import { waitLeaf } from '../clients/conduct/wait.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'
import { storeConductEvent } from '../clients/conduct/record.js'
import { resolveDbLocation, resolveProjectRoot } from '../kernel/paths.js'
import { version } from './help.js'
import { usageError, type CliIo, type Outcome, type Command } from './types.js'

/** 0, 1 and 2 are a leaf's answers and 3 is "still running", so a usage error of these commands is 4. */
const USAGE_EXIT = 4
const ACTORS: readonly LeafActor[] = ['developer', 'verifier']
const PHASES: readonly LeafPhase[] = ['red', 'green', 'refactor', 'revise']
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory()
  } catch {
    return false
  }
}

/** A whole number from `min` to `max` in `text`, or undefined. */
function whole(text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined || !/^[0-9]{1,9}$/.test(text)) return undefined
  const n = Number(text)
  return n >= min && n <= max ? n : undefined
}

/**
 * `evident conduct supervise … -- <leaf argv>`: the process `launchDetached` starts for each leaf (clients/conduct/supervise.ts).
 * Its stdout and stderr are the leaf's `.out` and `.err`; the leaf writes there too.
 */
export const conductSuperviseCommand: Command = {
  words: ['conduct', 'supervise'],
  usage:
    'evident conduct supervise --issue N --name NAME [--step K] [--step-title TEXT] [--actor developer|verifier] [--phase red|green|refactor|revise] [--retries K] [--attempt K] [--timeout S] [--cwd DIR] -- <leaf command> [args…]',
  summary:
    'run one conductor leaf under supervision (timeout, stuck retries, stop requests); its answer in .tdd/<name>.exit',
  options: [
    ['--issue N', 'the issue the run conducts; picks the timeout file .tdd/issue-<N>-timeout'],
    [
      '--name NAME',
      'the leaf: lowercase letters, digits and "-" (develop-red, verdict-green); its files are .tdd/NAME.*',
    ],
    ['--step K', "the ledger step (1-based), for the leaf's events"],
    [
      '--step-title TEXT',
      "the step's title as the ledger has it, for the events (--step-title=TEXT when it starts with -)",
    ],
    ['--actor developer|verifier', 'who the leaf is, for the events'],
    ['--phase red|green|refactor|revise', "the leaf's phase, for the events"],
    ['--retries K', 'launch a leaf killed as stuck again up to K times (default 1)'],
    ['--attempt K', "the conductor's revision attempt (1 = the phase's first leaf), for the events"],
    [
      '--timeout S',
      `each attempt's limit in seconds, instead of ${'$'}EVIDENT_CONDUCT_TIMEOUT / .tdd/issue-<N>-timeout / 900 (evident conduct start uses it for the whole run)`,
    ],
    [
      '--cwd DIR',
      "run the leaf in DIR, an existing folder, instead of the project root (a verifier's checkout); .tdd/ stays in the project",
    ],
    [
      '-- <leaf command> [args…]',
      'the leaf, run without a shell in the project root (or --cwd), in a process group of its own; an argument {leaf-session} becomes a fresh session id (a UUID) per attempt. With --actor it is contained: in a PID namespace of its own (unshare), else (or with EVIDENT_CONTAIN=token) by a token in its environment, so nothing it started outlives it',
    ],
  ],
  exits: [
    [0, "the leaf's own exit 0"],
    [1, "the leaf's own exit 1"],
    [
      2,
      "the leaf's exit 2 or any other code, or: killed as stuck beyond --retries, killed by a stop now, refused by a stop at-leaf/now, killed from outside, could not launch, left processes running that could not be killed",
    ],
    [USAGE_EXIT, 'usage error (nothing launched, nothing written)'],
  ],
  examples: [
    'evident conduct supervise --issue 20 --name develop-red --step 1 --actor developer --phase red -- claude -p "…"',
  ],
  usageExit: USAGE_EXIT,
  async run(args, io) {
    const split = args.indexOf('--')
    const leaf = split < 0 ? [] : args.slice(split + 1)
    let values
    try {
      values = parseArgs({
        args: [...(split < 0 ? args : args.slice(0, split))],
        options: {
          issue: { type: 'string' },
          name: { type: 'string' },
          step: { type: 'string' },
          'step-title': { type: 'string' },
          actor: { type: 'string' },
          phase: { type: 'string' },
          retries: { type: 'string' },
          attempt: { type: 'string' },
          timeout: { type: 'string' },
          cwd: { type: 'string' },
        },
        strict: true,
        allowPositionals: false,
      }).values
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const issue = whole(values.issue, 1, Number.MAX_SAFE_INTEGER)
    if (issue === undefined)
      return usageError(`--issue takes an issue number such as 20 (got ${values.issue ?? 'none'})`)
    const name = values.name
    if (name === undefined || !LEAF_NAME.test(name))
      return usageError(
        `--name takes a leaf name such as develop-red (lowercase letters, digits, "-"; got ${name ?? 'none'})`,
      )
    const step = values.step === undefined ? undefined : whole(values.step, 1, 100_000)
    if (values.step !== undefined && step === undefined)
      return usageError(`--step takes a step number from 1 (got ${values.step})`)
    const actor = ACTORS.find((a) => a === values.actor)
    if (values.actor !== undefined && actor === undefined)
      return usageError(`--actor takes ${ACTORS.join(' or ')} (got ${values.actor})`)
    const phase = PHASES.find((p) => p === values.phase)
    if (values.phase !== undefined && phase === undefined)
      return usageError(`--phase takes ${PHASES.join(', ')} (got ${values.phase})`)
    const retries = values.retries === undefined ? 1 : whole(values.retries, 0, 100)
    if (retries === undefined) return usageError(`--retries takes a whole number from 0 to 100 (got ${values.retries})`)
    const attempt = values.attempt === undefined ? undefined : whole(values.attempt, 1, 1000)
    if (values.attempt !== undefined && attempt === undefined)
      return usageError(`--attempt takes a whole number from 1 (got ${values.attempt})`)
    const fixedTimeout = values.timeout === undefined ? undefined : whole(values.timeout, 1, 7 * 86_400)
    if (values.timeout !== undefined && fixedTimeout === undefined)
      return usageError(`--timeout takes whole seconds from 1 to ${7 * 86_400} (got ${values.timeout})`)
    if (leaf.length === 0 || leaf[0] === '') return usageError('give the leaf command after --')
    const cwd = values.cwd === undefined ? undefined : resolve(io.cwd, values.cwd)
    if (cwd !== undefined && !isDirectory(cwd))
      return usageError(`--cwd takes an existing folder for the leaf to run in (got ${values.cwd})`)

    const root = resolveProjectRoot(io.env, io.cwd)
    const context = { issue, step, stepTitle: values['step-title'], actor, phase, attempt, pluginVersion: version() }
    const dbPath = resolveDbLocation(io.env, io.cwd).path
    // The store copy is written in order, after the line; the supervisor's answer waits for the last one, and a leaf
    // starts once its launch row is in (evident's hooks read it to let the leaf change the project: conductor-guard.ts).
    let stored: Promise<void> = Promise.resolve()
    // The run's pinned plugin (clients/conduct/plugin-snapshot.ts), handed down through the leaf's environment.
    const pinned = io.env[PLUGIN_HASH_ENV]
    const pluginHash = pinned !== undefined && PLUGIN_HASH.test(pinned) ? pinned : undefined
    const onEvent = (unstamped: ConductEvent): Promise<void> => {
      const event = pluginHash === undefined ? unstamped : { ...unstamped, pluginHash }
      try {
        appendEvent(root, event)
      } catch (error) {
        io.err(`evident conduct supervise: cannot append to .tdd/events.jsonl (${errorMessage(error)})`)
      }
      stored = stored.then(async () => {
        const note = await storeConductEvent(root, dbPath, event)
        if (note !== undefined) io.err(`evident conduct supervise: ${note}`)
      })
      return stored
    }
    const reporting = { root, name, context, onEvent, log: io.err }
    let timeoutSec: number
    try {
      timeoutSec = fixedTimeout ?? resolveTimeout(io.env, root, issue).seconds
    } catch (error) {
      if (!(error instanceof EvidentError)) throw error
      io.err(`evident conduct supervise: ${error.message}${error.hint === undefined ? '' : `\n${error.hint}`}`)
      return failLaunch(reporting, `no valid timeout: ${TIMEOUT_ENV} or .tdd/issue-${issue}-timeout`)
    }
    // A conductor leaf (it has an actor) leaves nothing running; `evident conduct start`'s run is no leaf.
    const contain = actor === undefined ? 'group' : leafContainment(io.env)
    const code = await withSignals((signal) =>
      supervise({ ...reporting, argv: leaf, env: io.env, timeoutSec, retries, signal, cwd, contain }),
    )
    await stored
    return code
  },
}

/** Runs `body` with SIGTERM, SIGINT and SIGHUP to this process turned into an abort of its signal. */
async function withSignals(body: (signal: AbortSignal) => Promise<number>): Promise<number> {
  const controller = new AbortController()
  const abort = (): void => controller.abort()
  for (const s of SIGNALS) process.on(s, abort)
  try {
    return await body(controller.signal)
  } finally {
    for (const s of SIGNALS) process.off(s, abort)
  }
}

/** `evident conduct wait NAME`: blocks until the leaf ends (clients/conduct/wait.ts) and exits with its answer. */
export const conductWaitCommand: Command = {
  words: ['conduct', 'wait'],
  usage: 'evident conduct wait NAME [--max-seconds S]',
  summary: 'wait for a detached leaf to end and exit with its answer (3: still running, wait again)',
  options: [
    ['NAME', 'the leaf (develop-red, verdict-green …): waits for .tdd/NAME.exit'],
    ['--max-seconds S', 'stop waiting after S seconds with exit 3 (default 590, under a 600 s tool limit)'],
  ],
  exits: [
    [0, "the leaf's answer 0"],
    [1, "the leaf's answer 1"],
    [
      2,
      "the leaf's answer 2, or its supervisor was killed from outside (killed-external, appended to .tdd/NAME.err), or none started",
    ],
    [3, 'still running when --max-seconds passed: wait again'],
    [USAGE_EXIT, 'usage error'],
  ],
  examples: ['evident conduct wait develop-red', 'evident conduct wait verdict-green --max-seconds 60'],
  usageExit: USAGE_EXIT,
  async run(args, io): Promise<Outcome> {
    let parsed
    try {
      parsed = parseArgs({
        args: [...args],
        options: { 'max-seconds': { type: 'string' } },
        strict: true,
        allowPositionals: true,
      })
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const [name, ...extra] = parsed.positionals
    if (name === undefined || extra.length > 0 || !LEAF_NAME.test(name))
      return usageError(`give one leaf name such as develop-red (got ${parsed.positionals.join(' ') || 'none'})`)
    const given = parsed.values['max-seconds']
    const maxSeconds = given === undefined ? 590 : whole(given, 0, 86_400)
    if (maxSeconds === undefined) return usageError(`--max-seconds takes whole seconds from 0 to 86400 (got ${given})`)
    return waitFor(io, name, maxSeconds)
  },
}

async function waitFor(io: CliIo, name: string, maxSeconds: number): Promise<number> {
  const result = await waitLeaf(resolveProjectRoot(io.env, io.cwd), name, { maxSeconds })
  if (result.reason !== undefined) io.err(`evident conduct wait: ${result.reason}`)
  return result.code
}
