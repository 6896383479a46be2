#!/usr/bin/env node
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { attestCommands } from '../cli/attest.js'
import { conductRunCommand, conductStartCommand, conductStatusCommand } from '../cli/conduct.js'
import { conductStopCommand, conductStopRequestedCommand } from '../cli/conduct-stop.js'
import { conductNextCommand, conductVerifyPromptCommand } from '../cli/conduct-tools.js'
import { conductSuperviseCommand, conductWaitCommand } from '../cli/conduct-leaf.js'
import { dbPathCommand, dbPruneCommand } from '../cli/db.js'
import { dodAssertCommand } from '../cli/dod.js'
import { driftCommand } from '../cli/drift.js'
import { findingsFilterCommand, findingsNormalizeCommand } from '../cli/findings.js'
import {
  commandHelp,
  groupHelp,
  groupOf,
  HELP_FLAGS,
  topHelp,
  unknownCommandText,
  usageErrorText,
  version,
} from '../cli/help.js'
import { lineWriter } from '../cli/stdio.js'
import type { CliIo, Command } from '../cli/types.js'
import {
  validationLintManifestCommand,
  validationPlanCommand,
  validationRecordCommand,
  validationRunCommand,
  validationTeardownCommand,
} from '../cli/validation.js'
import { validationGateCommand, validationTriageCommand } from '../cli/validation-triage.js'
import { reportCommand } from '../cli/report.js'
import { initCommand } from '../cli/init.js'
import { restoreCommand } from '../cli/restore.js'
import { proveCommand, proveMergeCommand } from '../cli/prove.js'
import { prove } from '../clients/prove/prove.js'
import { doctorCommand, sealCommand } from '../cli/seal.js'
import { sessionsCommand } from '../cli/sessions.js'
import { vddCommand } from '../cli/vdd.js'
import { verifyCommand } from '../cli/verify.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'

/** The exit code of a usage error. */
export const EXIT_USAGE = 2

/** Every `evident …` command. */
export const COMMANDS: readonly Command[] = [
  vddCommand,
  validationPlanCommand,
  validationRunCommand,
  validationRecordCommand,
  validationTriageCommand,
  validationGateCommand,
  validationTeardownCommand,
  validationLintManifestCommand,
  dodAssertCommand,
  findingsNormalizeCommand,
  findingsFilterCommand,
  reportCommand,
  sessionsCommand,
  restoreCommand,
  verifyCommand,
  driftCommand,
  proveCommand,
  proveMergeCommand,
  ...attestCommands(prove),
  conductRunCommand,
  conductStartCommand,
  conductStatusCommand,
  conductNextCommand,
  conductVerifyPromptCommand,
  conductSuperviseCommand,
  conductWaitCommand,
  conductStopCommand,
  conductStopRequestedCommand,
  initCommand,
  sealCommand,
  doctorCommand,
  dbPathCommand,
  dbPruneCommand,
]

/** The command `argv` names (its words are argv's first words; the longest match wins), or undefined. */
function commandFor(argv: readonly string[]): Command | undefined {
  return COMMANDS.filter((c) => c.words.every((w, i) => argv[i] === w)).sort(
    (a, b) => b.words.length - a.words.length,
  )[0]
}

/** Whether the arguments ask for help (`--help` / `-h` before any `--`). */
function asksHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--')
  return (end < 0 ? args : args.slice(0, end)).some((a) => HELP_FLAGS.has(a))
}

/**
 * Runs `evident <argv>`. Exit codes: 0 done, 1 failed (the command says why), 2 usage error (`evident vdd`: 3, its
 * contract's), others as each command's help lists them. `--help` / `-h` anywhere prints help on stdout (exit 0); a
 * bare `evident` or a bare group (`evident db`) prints its usage on stderr (exit 2).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const first = argv[0]
  if (first === '--version' || first === '-V' || first === '-v') {
    const v = version()
    if (v === undefined) {
      io.err('evident: no package.json of evident above the CLI, so its version is unknown')
      return 1
    }
    io.out(`evident ${v}`)
    return 0
  }
  if (first === 'help') return runCli([...argv.slice(1), '--help'], io)
  const command = commandFor(argv)
  if (command === undefined) return noCommand(argv, io)
  const args = argv.slice(command.words.length)
  if (asksHelp(args)) {
    io.out(commandHelp(command))
    return 0
  }
  try {
    const outcome = await command.run(args, io)
    if (typeof outcome === 'number') return outcome
    io.err(usageErrorText(command, outcome.usageError))
    return command.usageExit ?? EXIT_USAGE
  } catch (error) {
    const hint = error instanceof EvidentError && error.hint !== undefined ? `\n${error.hint}` : ''
    io.err(`Error: ${errorMessage(error)}${hint}`)
    return 1
  }
}

/** No command matched: help, a group's usage, or an unknown command. */
function noCommand(argv: readonly string[], io: CliIo): number {
  const [first, second] = argv
  if (first === undefined || (HELP_FLAGS.has(first) && argv.length === 1)) {
    ;(first === undefined ? io.err : io.out)(topHelp(COMMANDS))
    return first === undefined ? EXIT_USAGE : 0
  }
  const members = groupOf(COMMANDS, first)
  if (members.length > 0) {
    if (second !== undefined && HELP_FLAGS.has(second)) {
      io.out(groupHelp(first, members))
      return 0
    }
    const what = second === undefined ? 'needs a subcommand' : `unknown subcommand "${second}"`
    io.err(`evident ${first}: ${what}\n${groupHelp(first, members)}`)
    return EXIT_USAGE
  }
  io.err(unknownCommandText(COMMANDS, first))
  return EXIT_USAGE
}

/** A yes/no question on the terminal: yes only for y or yes. */
async function askOnTerminal(question: string): Promise<boolean> {
  const { createInterface } = await import('node:readline/promises')
  const terminal = createInterface({ input: process.stdin, output: process.stdout })
  try {
    return /^\s*y(es)?\s*$/i.test(await terminal.question(question))
  } finally {
    terminal.close()
  }
}

function invokedDirectly(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === fileURLToPath(import.meta.url)
  } catch {
    return false
  }
}

const isMain = invokedDirectly()
if (isMain) {
  // A reader that goes away (`evident … | head`) silences the stream, never the command: see cli/stdio.ts.
  let writeFailed = false
  const err = lineWriter(process.stderr)
  const io: CliIo = {
    env: process.env,
    cwd: process.cwd(),
    out: lineWriter(process.stdout, (error) => {
      writeFailed = true
      // The failure may surface after the command returned: a lost result is never a success.
      if (process.exitCode === undefined || process.exitCode === 0) process.exitCode = 1
      err(`evident: cannot write to stdout (${error.code ?? error.message}); the rest of the output is lost`)
    }),
    err,
    ask: process.stdin.isTTY && process.stdout.isTTY ? askOnTerminal : undefined,
  }
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code === 0 && writeFailed ? 1 : code
    },
    (error: unknown) => {
      io.err(`Error: ${errorMessage(error)}`)
      process.exitCode = 1
    },
  )
}
