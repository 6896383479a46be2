import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Command } from './types.js'

/** The flags that ask any command (or group, or `evident` itself) for its help. */
export const HELP_FLAGS: ReadonlySet<string> = new Set(['--help', '-h'])

const HELP_LINE: readonly [string, string] = ['-h, --help', 'print this help']

function table(rows: readonly (readonly [string, string])[], indent = '  '): string[] {
  const width = Math.min(Math.max(...rows.map(([left]) => left.length)), 34)
  return rows.map(([left, right]) =>
    left.length > width
      ? `${indent}${left}\n${indent}${' '.repeat(width + 2)}${right}`
      : `${indent}${left.padEnd(width)}  ${right}`,
  )
}

const name = (command: Command): string => `evident ${command.words.join(' ')}`

/** `evident <command> --help`: what it does, usage, options, exit codes, examples. */
export function commandHelp(command: Command): string {
  return [
    `${name(command)}: ${command.summary}`,
    '',
    `usage: ${command.usage}`,
    '',
    'options:',
    ...table([...command.options, HELP_LINE]),
    '',
    'exit codes:',
    ...table(command.exits.map(([code, why]) => [String(code), why])),
    '',
    'example:',
    ...command.examples.map((e) => `  ${e}`),
  ].join('\n')
}

/** A usage error in the one style: what is wrong, the usage line, where the help is. */
export function usageErrorText(command: Command, message: string): string {
  return `${name(command)}: ${message}\nusage: ${command.usage}\nRun \`${name(command)} --help\` for the options and an example.`
}

/** The first words shared by several commands (`db`, `validation`, …). */
export function groupOf(commands: readonly Command[], word: string): readonly Command[] {
  return commands.filter((c) => c.words.length > 1 && c.words[0] === word)
}

/** `evident db` alone, or `evident db --help`: the group's subcommands. */
export function groupHelp(word: string, members: readonly Command[]): string {
  const subcommands = members.map((c) => c.words.slice(1).join(' '))
  return [
    `usage: evident ${word} <${subcommands.join('|')}> [options]`,
    '',
    'subcommands:',
    ...table(members.map((c) => [c.usage, c.summary])),
    '',
    `Run \`evident ${word} <subcommand> --help\` for its options and an example.`,
  ].join('\n')
}

/** The edit distance (Levenshtein) between two words: insertions, deletions and substitutions. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (row[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = row
  }
  return previous[b.length] ?? 0
}

/** The command word `word` most likely misspells (a prefix of it, or at most two edits away), or undefined. */
function closestWord(commands: readonly Command[], word: string): string | undefined {
  const words = [...new Set(['help', ...commands.map((c) => c.words[0] ?? '')])]
  const prefixed = words.filter((w) => word.length >= 2 && w.startsWith(word))
  if (prefixed.length === 1) return prefixed[0]
  const ranked = words.map((w) => ({ w, d: distance(word, w) })).sort((x, y) => x.d - y.d)
  const [best, next] = ranked
  return best !== undefined && best.d <= Math.min(2, word.length - 1) && next?.d !== best.d ? best.w : undefined
}

/** `evident <unknown>`: one short error naming the word, the likely command and where the list is (no full help). */
export function unknownCommandText(commands: readonly Command[], word: string): string {
  const closest = closestWord(commands, word)
  const guess = closest === undefined ? '' : `; did you mean \`evident ${closest}\`?`
  return `evident: unknown command "${word}"${guess}\nRun \`evident --help\` for the list of commands.`
}

/** `evident --help`: every command, and how to get more. */
export function topHelp(commands: readonly Command[]): string {
  return [
    `evident ${version() ?? ''}`.trimEnd() +
      ': the command line of the evident Claude Code plugin (evidence-bound TDD, VDD and validation gates)',
    '',
    'usage: evident <command> [options]',
    '',
    'commands:',
    ...table(commands.map((c) => [c.usage, c.summary])),
    '',
    'Run `evident <command> --help` for its options, exit codes and an example; `evident --version` for the version.',
    'The database is per project (`evident db path`); commands that only read never create it.',
  ].join('\n')
}

/** The nearest package.json named evident above this file: the plugin root (`dir`) and evident's `version`. */
export function evidentPackage(
  from = import.meta.dirname,
): { readonly dir: string; readonly version: string } | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      try {
        const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: unknown; version?: unknown }
        if (pkg.name === 'evident' && typeof pkg.version === 'string') return { dir, version: pkg.version }
      } catch {
        // Not ours (or unreadable): keep looking above.
      }
    }
    if (dirname(dir) === dir) return undefined
  }
}

/** evident's version (`evidentPackage`). */
export const version = (from = import.meta.dirname): string | undefined => evidentPackage(from)?.version
