import { existsSync, readFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { join, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { bailFile, conductIssue } from '../clients/conduct/run.js'
import { openIssueSource } from '../clients/conduct/source.js'
import { claudeLeafRunner } from '../clients/conduct/leaf-runner.js'
import { judgeLeafSeal } from '../clients/conduct/leaf-seal.js'
import { LEAVES_UNSEALED } from '../domain/conduct-events.js'
import { launchDetached } from '../clients/conduct/detach.js'
import { superviseArgs } from '../clients/conduct/supervise-args.js'
import { eventsFile, leafFile, ledgerFile } from '../clients/conduct/files.js'
import { readStepsFile } from '../clients/conduct/steps-file.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'
import { recordConductEvent } from '../clients/conduct/record.js'
import { answerOfVerifier } from '../clients/conduct/verifier-runs.js'
import { classifierFor } from '../project/classifier.js'
import { resolveDbLocation } from '../kernel/paths.js'
import {
  installedPluginDir,
  pinInstalledPlugin,
  pinPluginCopy,
  type PluginPin,
} from '../clients/conduct/plugin-snapshot.js'
import { evidentPackage, version } from './help.js'
import { HUMAN } from './caller.js'
import { usageError, type CliIo, type Command, type Outcome } from './types.js'

const REVISIONS_DEFAULT = 2
/** A detached run's own limit: a week (each leaf has its own, much shorter one). */
const RUN_LIMIT_SEC = 7 * 86_400
const OPTIONS = {
  'issue-file': { type: 'string' },
  steps: { type: 'string' },
  revisions: { type: 'string' },
  claude: { type: 'string' },
  'plugin-dir': { type: 'string' },
  unsealed: { type: 'boolean' },
} as const

const RUN_OPTIONS: readonly (readonly [string, string])[] = [
  ['<n>', 'the issue number (the ledger is .tdd/issue-<n>.md, the branch conduct/issue-<n>)'],
  [
    '--issue-file FILE',
    'read the issue from this markdown file (title: its first "# " heading) and narrate to .tdd/issue-<n>-narration.md; without it the GitHub CLI (gh) reads the issue and takes the narration',
  ],
  [
    '--steps FILE',
    'plan from these steps (JSON [{"title": "...", "ac": 1}, …]) instead of one step per acceptance criterion; only when the issue has no ledger yet',
  ],
  [
    '--revisions K',
    `REJECTs a phase may answer with a revise leaf before the run bails (0–10, default ${REVISIONS_DEFAULT})`,
  ],
  ['--claude PATH', 'the claude executable the leaves run (default: $EVIDENT_CLAUDE, else claude on PATH)'],
  [
    '--plugin-dir DIR',
    'load evident into each leaf from a copy of DIR made at the run\'s start (default: this evident); "installed" uses the installed plugin, checked unchanged before each leaf',
  ],
  [
    '--unsealed',
    "run even when the leaves cannot be sealed here (bubblewrap or socat missing, the store inside the project, a settings file that opens the sandbox): a leaf's Bash can then read and write the store. Recorded in the run's events and shown in the report",
  ],
]

interface Parsed {
  readonly issue: number
  readonly values: { readonly [K in Exclude<keyof typeof OPTIONS, 'unsealed'>]?: string | undefined } & {
    readonly unsealed?: boolean | undefined
  }
}

function parse(args: readonly string[]): Parsed | ReturnType<typeof usageError> {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    })
    if (positionals.length !== 1) return usageError('give exactly one issue number, such as: evident conduct run 12')
    const raw = positionals[0] ?? ''
    if (!/^[1-9]\d{0,8}$/.test(raw)) return usageError(`the issue number is a positive whole number: got ${raw}`)
    if (values.revisions !== undefined && !/^(?:\d|10)$/.test(values.revisions))
      return usageError(`--revisions takes a whole number from 0 to 10: got ${values.revisions}`)
    return { issue: Number(raw), values }
  } catch (error) {
    return usageError(errorMessage(error))
  }
}

/**
 * Where the leaves load evident from by default: this evident's folder (`--plugin-dir`), unless it is a copy Claude Code
 * installed (under `~/.claude/plugins/`) — then the leaves load the installed plugin as every session does, and a
 * second copy by `--plugin-dir` would only compete with it.
 */
export function defaultPluginDir(root: string | undefined): string | undefined {
  if (root === undefined) return undefined
  return root.split(sep).join('/').includes('/.claude/plugins/') ? undefined : root
}

/**
 * Whether the leaves will run sealed (clients/conduct/leaf-seal.ts): their `--settings`, or undefined when they run
 * unsealed because `--unsealed` was given; a refusal (printed) when they cannot be sealed and it was not.
 */
function leafSealing(
  parsed: Parsed,
  io: CliIo,
  root: string,
  dbPath: string,
): { readonly settings: string | undefined; readonly note: string } | 'refused' {
  const seal = judgeLeafSeal(io.env, root, dbPath)
  if (seal.verdict.sealed) return { settings: seal.settings, note: 'leaves sealed' }
  if (parsed.values.unsealed === true) {
    io.err(`evident conduct: the leaves run UNSEALED (--unsealed): ${seal.verdict.reason}`)
    return { settings: undefined, note: `${LEAVES_UNSEALED}: ${seal.verdict.reason}` }
  }
  io.err(`evident conduct: the leaves could not be sealed here — ${seal.verdict.reason}`)
  for (const check of seal.verdict.checks.filter((c) => !c.ok)) io.err(`  fix: ${check.fix}`)
  io.err(
    "evident conduct: nothing started. Fix that (evident doctor shows every check), or rerun with --unsealed to let the leaves' Bash reach the store",
  )
  return 'refused'
}

async function runConduct(parsed: Parsed, io: CliIo): Promise<number> {
  const location = resolveDbLocation(io.env, io.cwd)
  const root = location.projectRoot
  const sealing = leafSealing(parsed, io, root, location.path)
  if (sealing === 'refused') return 2
  const pluginVersion = version()
  const steps = parsed.values.steps === undefined ? undefined : readStepsFile(root, parsed.values.steps)
  const pin = pinPlugin(parsed, io)
  try {
    return await conductPinned(parsed, io, { root, dbPath: location.path, pin, steps, pluginVersion, sealing })
  } finally {
    pin.release()
  }
}

/**
 * The plugin snapshot the run starts with, pinned once: a run-private copy of the plugin folder the leaves load with
 * `--plugin-dir` (this evident by default), or — when they load the installed plugin — that plugin's content hash.
 */
function pinPlugin(parsed: Parsed, io: CliIo): PluginPin {
  const own = evidentPackage()?.dir
  const ownCli = join(own ?? '.', 'bundle', 'cli.js')
  const plugin = parsed.values['plugin-dir'] ?? io.env['EVIDENT_CONDUCT_PLUGIN_DIR']
  const pluginDir = plugin === 'installed' ? undefined : (plugin ?? defaultPluginDir(own))
  if (pluginDir !== undefined) return pinPluginCopy(pluginDir, ownCli)
  const config = io.env['CLAUDE_CONFIG_DIR'] || join(io.env['HOME'] || homedir(), '.claude')
  return pinInstalledPlugin(() => installedPluginDir(config, own ?? '.'), ownCli)
}

async function conductPinned(
  parsed: Parsed,
  io: CliIo,
  run: {
    readonly root: string
    readonly dbPath: string
    readonly pin: PluginPin
    readonly steps: ReturnType<typeof readStepsFile> | undefined
    readonly pluginVersion: string | undefined
    readonly sealing: { readonly settings: string | undefined; readonly note: string }
  },
): Promise<number> {
  const { root, dbPath, pin, steps, pluginVersion, sealing } = run
  const n = parsed.issue
  const emit = async (event: Parameters<Parameters<typeof conductIssue>[0]['emit']>[0]): Promise<void> => {
    const note = await recordConductEvent(root, dbPath, {
      ...event,
      issue: n,
      at: new Date().toISOString(),
      ...(pluginVersion === undefined ? {} : { pluginVersion }),
      pluginHash: pin.hash,
    })
    if (note !== undefined) io.err(`evident conduct: ${note}`)
  }
  io.err(
    `evident conduct: plugin ${pin.hash.slice(0, 19)}… pinned${pin.pluginDir === undefined ? ' (installed)' : ` (copy: ${pin.pluginDir})`}`,
  )
  const end = await conductIssue({
    root,
    dbPath,
    issueNumber: n,
    source: openIssueSource(root, n, parsed.values['issue-file'], io.env),
    revisions: parsed.values.revisions === undefined ? REVISIONS_DEFAULT : Number(parsed.values.revisions),
    steps,
    caller: HUMAN,
    classify: await classifierFor(root),
    baselineTimeoutSec: 900,
    leafRunner: (testCommand) =>
      claudeLeafRunner({
        root,
        issue: n,
        env: { ...io.env, EVIDENT_DB: dbPath },
        claude: parsed.values.claude ?? io.env['EVIDENT_CLAUDE'] ?? 'claude',
        pluginDir: pin.pluginDir,
        cli: pin.cli,
        testCommand,
        plugin: pin,
        settings: sealing.settings,
      }),
    judge: (leaf, phase, claim, testPaths, handed) =>
      answerOfVerifier(dbPath, handed, leaf.session, phase, claim, testPaths),
    emit,
    say: io.err,
    sealNote: sealing.note,
  })
  if (end.kind === 'done') return 0
  if (end.kind === 'bailed') io.out(end.file)
  return 1
}

/** `evident conduct run <n>`: conducts issue n in the foreground until it is done, bails or is stopped. */
export const conductRunCommand: Command = {
  words: ['conduct', 'run'],
  usage:
    'evident conduct run <n> [--issue-file FILE] [--steps FILE] [--revisions K] [--claude PATH] [--plugin-dir DIR] [--unsealed]',
  summary:
    'conduct one issue end to end: a committed ledger, developer and blind verifier leaves (claude -p) per step, a draft PR',
  options: RUN_OPTIONS,
  exits: [
    [0, 'done: every ledger step ticked and refactored; the draft PR opened (or written to .tdd/issue-<n>-pr.md)'],
    [
      1,
      'ended early: a bail (its file .tdd/issue-<n>-bail.md on stdout: cause, class, the question for the user) or a stop request',
    ],
    [
      2,
      'usage error, or a tool failure (not a git repository, an unreadable issue, the store unavailable), or the leaves could not be sealed here and --unsealed was not given (nothing started)',
    ],
  ],
  examples: ['evident conduct run 12', 'evident conduct run 12 --issue-file issue-12.md --revisions 3'],
  async run(args, io): Promise<Outcome> {
    const parsed = parse(args)
    if ('usageError' in parsed) return parsed
    try {
      return await runConduct(parsed, io)
    } catch (error) {
      const hint = error instanceof EvidentError && error.hint !== undefined ? ` (${error.hint})` : ''
      io.err(`evident conduct: ${errorMessage(error)}${hint}`)
      return 2
    }
  },
}

/** `evident conduct start <n>`: the same run, launched detached (its own session); `evident conduct wait` waits. */
export const conductStartCommand: Command = {
  words: ['conduct', 'start'],
  usage: 'evident conduct start <n> [the options of evident conduct run]',
  summary:
    'launch `evident conduct run <n>` detached, in its own session; then wait with `evident conduct wait conduct-<n>`',
  options: RUN_OPTIONS,
  exits: [
    [0, 'launched; the wait command on stdout'],
    [2, 'usage error, or the leaves could not be sealed here and --unsealed was not given (nothing launched)'],
  ],
  examples: ['evident conduct start 12 && evident conduct wait conduct-12'],
  async run(args, io): Promise<Outcome> {
    const parsed = parse(args)
    if ('usageError' in parsed) return parsed
    const location = resolveDbLocation(io.env, io.cwd)
    const root = location.projectRoot
    // Refused here, before anything is launched; the run itself judges again (and records) when it starts.
    if (leafSealing(parsed, io, root, location.path) === 'refused') return 2
    const name = `conduct-${parsed.issue}`
    const cli = join(evidentPackage()?.dir ?? '.', 'bundle', 'cli.js')
    launchDetached({
      root,
      name,
      argv: [
        process.execPath,
        cli,
        'conduct',
        'supervise',
        ...superviseArgs({
          issue: parsed.issue,
          name,
          retries: 0,
          timeout: RUN_LIMIT_SEC,
          leaf: [process.execPath, cli, 'conduct', 'run', ...args],
        }),
      ],
      env: io.env,
      outPath: leafFile(root, name, 'out'),
      errPath: leafFile(root, name, 'err'),
    })
    io.out(`evident conduct wait ${name}`)
    io.err(
      `evident conduct: issue #${parsed.issue} is being conducted in the background; its progress is in .tdd/${name}.err`,
    )
    return 0
  },
}

/** The issue an events.jsonl line is about; undefined for a line that is no event. */
function issueOf(line: string): number | undefined {
  try {
    const event = JSON.parse(line) as { issue?: unknown }
    return typeof event.issue === 'number' ? event.issue : undefined
  } catch {
    return undefined
  }
}

/** `evident conduct status <n>`: the ledger, the last events and the last bail of issue n. */
export const conductStatusCommand: Command = {
  words: ['conduct', 'status'],
  usage: 'evident conduct status <n>',
  summary: "show issue n's ledger, its newest conductor events and its last bail",
  options: [['<n>', 'the issue number']],
  exits: [
    [0, 'shown'],
    [1, 'issue n has no ledger yet'],
    [2, 'usage error'],
  ],
  examples: ['evident conduct status 12'],
  async run(args, io): Promise<Outcome> {
    const parsed = parse(args)
    if ('usageError' in parsed) return parsed
    const root = resolveDbLocation(io.env, io.cwd).projectRoot
    const ledger = ledgerFile(root, parsed.issue)
    if (!existsSync(ledger)) {
      io.err(
        `evident conduct: issue #${parsed.issue} has no ledger (${ledger}); plan it with evident conduct run ${parsed.issue}`,
      )
      return 1
    }
    for (const line of readFileSync(ledger, 'utf8').trimEnd().split('\n')) io.out(line)
    const events = existsSync(eventsFile(root)) ? readFileSync(eventsFile(root), 'utf8').trimEnd().split('\n') : []
    const mine = events.filter((line) => issueOf(line) === parsed.issue)
    io.out('')
    io.out(`## Newest events (${Math.min(mine.length, 20)} of ${mine.length})`)
    for (const line of mine.slice(-20)) io.out(line)
    const bail = bailFile(root, parsed.issue)
    if (existsSync(bail)) {
      io.out('')
      for (const line of readFileSync(bail, 'utf8').trimEnd().split('\n')) io.out(line)
    }
    return 0
  },
}
