#!/usr/bin/env node
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dbPathCommand, dbPruneCommand } from './cli/db.js'
import { dodAssertCommand } from './cli/dod.js'
import { findingsFilterCommand, findingsNormalizeCommand } from './cli/findings.js'
import type { CliIo, Command } from './cli/types.js'
import {
  validationPlanCommand,
  validationRecordCommand,
  validationRunCommand,
  validationTeardownCommand,
} from './cli/validation.js'
import { reportCommand } from './cli/report.js'
import { restoreCommand } from './cli/restore.js'
import { doctorCommand, sealCommand } from './cli/seal.js'
import { vddCommand } from './cli/vdd.js'
import { errorMessage, EvidentError } from './errors.js'

/** Every `evident …` command. */
export const COMMANDS: readonly Command[] = [
  dbPathCommand,
  dbPruneCommand,
  vddCommand,
  dodAssertCommand,
  findingsNormalizeCommand,
  findingsFilterCommand,
  validationPlanCommand,
  validationRunCommand,
  validationRecordCommand,
  validationTeardownCommand,
  reportCommand,
  restoreCommand,
  sealCommand,
  doctorCommand,
]

function usage(): string {
  return ['usage:', ...COMMANDS.map((c) => `  ${c.usage.padEnd(44)} ${c.summary}`)].join('\n')
}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const command = COMMANDS.filter((c) => c.words.every((w, i) => argv[i] === w)).sort(
    (a, b) => b.words.length - a.words.length,
  )[0]
  if (command === undefined) {
    const help = argv.length === 0 || argv[0] === '--help' || argv[0] === 'help'
    ;(help ? io.out : io.err)(help ? usage() : `unknown command: evident ${argv.join(' ')}\n${usage()}`)
    return help ? 0 : 2
  }
  try {
    return await command.run(argv.slice(command.words.length), io)
  } catch (error) {
    const hint = error instanceof EvidentError && error.hint !== undefined ? `\n${error.hint}` : ''
    io.err(`Error: ${errorMessage(error)}${hint}`)
    return 1
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
  const io: CliIo = {
    env: process.env,
    cwd: process.cwd(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }
  runCli(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code
    },
    (error: unknown) => {
      process.stderr.write(`Error: ${errorMessage(error)}\n`)
      process.exitCode = 1
    },
  )
}
