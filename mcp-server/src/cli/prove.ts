import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { mergeResults, parseResult } from '../clients/prove/merge.js'
import { prove } from '../clients/prove/prove.js'
import { junitXml, markdownSummary } from '../clients/prove/render.js'
import { parseShard, type Shard } from '../clients/prove/shard.js'
import { exitCodeOf, type ProveResult } from '../clients/prove/types.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'
import { usageError, type CliIo, type Command } from './types.js'

/** Exit codes of `evident prove` and `evident prove merge`. */
const EXITS: readonly (readonly [number, string])[] = [
  [0, 'proven: every added test fails without the change and passes with it, every edited test holds in both forms'],
  [
    1,
    'a finding: a test that does not detect the change, a changed spec, a removed or weakened test, a failure on head',
  ],
  [2, 'could not prove: not a repository, an unknown commit, a runner that could not run; or a usage error'],
]

const OUTPUTS = {
  json: { type: 'string' },
  junit: { type: 'string' },
  markdown: { type: 'string' },
} as const

/** Writes the outputs asked for, prints the summary, and answers the result's exit code. */
function report(result: ProveResult, paths: { json?: string; junit?: string; markdown?: string }, io: CliIo): number {
  const summary = markdownSummary(result)
  const write = (path: string | undefined, text: string): void => {
    if (path !== undefined) writeFileSync(resolve(io.cwd, path), text)
  }
  io.out(summary.trimEnd())
  for (const [path, text] of [
    [paths.json, `${JSON.stringify(result, null, 2)}\n`],
    [paths.junit, junitXml(result)],
    [paths.markdown, summary],
  ] as const) {
    try {
      write(path, text)
    } catch (error) {
      // An output that cannot be written is no finding of the range: the prove's result did not reach its reader.
      io.err(`evident prove: cannot write ${resolve(io.cwd, path ?? '')}: ${errorMessage(error)}`)
      return 2
    }
  }
  return exitCodeOf(result)
}

/** Bad input (an unknown commit, a runner that is not there) is "could not prove", exit 2, with what to do. */
function couldNotProve(error: unknown, io: CliIo): number {
  const hint = error instanceof EvidentError && error.hint !== undefined ? `\n${error.hint}` : ''
  io.err(`evident prove: ${errorMessage(error)}${hint}`)
  return 2
}

export const proveCommand: Command = {
  words: ['prove'],
  usage:
    'evident prove <base>..<head> [--runner NAME] [--shard i/n] [--coverage] [--timeout-s N] [--json FILE] [--junit FILE] [--markdown FILE]',
  summary:
    "re-prove a change's tests from git history: added tests fail on base and pass on head, edited tests keep their old spec",
  options: [
    ['<base>..<head>', 'the range: the commit the change starts from and the one it ends at (branches, tags, ids)'],
    [
      '--runner NAME',
      "a runner of the base commit's evident.config.json (default: its default, else the detected one)",
    ],
    ['--shard i/n', 'prove only the i-th of n shares of the test files (by path; merge the shards with prove merge)'],
    ['--coverage', 'also report changed production lines no test proven to fail on base runs (vitest v8)'],
    ['--timeout-s N', 'limit of each run, in seconds (default 600)'],
    ['--json FILE', 'write the result as JSON (what prove merge and evident attest read)'],
    ['--junit FILE', 'write the verdicts as JUnit XML (one test case per test, a finding as its failure)'],
    ['--markdown FILE', 'write the summary (also printed on stdout) to FILE'],
  ],
  exits: EXITS,
  examples: [
    'evident prove main..HEAD',
    'evident prove origin/main..HEAD --json prove.json --junit prove.xml',
    'evident prove "$BASE..$HEAD" --shard 1/2 --json shard-1.json',
  ],
  async run(args, io) {
    let values
    let positionals: string[]
    try {
      ;({ values, positionals } = parseArgs({
        args: [...args],
        options: {
          runner: { type: 'string' },
          shard: { type: 'string' },
          coverage: { type: 'boolean' },
          'timeout-s': { type: 'string' },
          ...OUTPUTS,
        },
        allowPositionals: true,
        strict: true,
      }))
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const [range, ...extra] = positionals
    if (range === undefined) return usageError('name the range: evident prove <base>..<head>')
    if (extra.length > 0) return usageError(`one range only: got also ${extra.join(' ')}`)
    let shard: Shard | undefined
    let timeoutMs: number | undefined
    try {
      shard = values.shard === undefined ? undefined : parseShard(values.shard)
    } catch (error) {
      return usageError(errorMessage(error))
    }
    if (values['timeout-s'] !== undefined) {
      const seconds = Number(values['timeout-s'])
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400)
        return usageError(`--timeout-s takes whole seconds from 1 to 86400: got ${values['timeout-s']}`)
      timeoutMs = seconds * 1000
    }
    let result: ProveResult
    try {
      result = await prove({
        cwd: io.cwd,
        range,
        runner: values.runner,
        shard,
        coverage: values.coverage === true,
        timeoutMs,
        env: io.env,
      })
    } catch (error) {
      return couldNotProve(error, io)
    }
    return report(result, values, io)
  },
}

export const proveMergeCommand: Command = {
  words: ['prove', 'merge'],
  usage: 'evident prove merge <shard.json>… [--json FILE] [--junit FILE] [--markdown FILE]',
  summary: 'combine the results of evident prove --shard 1/n … n/n into the one summary an unsharded prove gives',
  options: [
    ['<shard.json>…', 'the JSON each shard wrote with --json (every shard once)'],
    ['--json FILE', 'write the merged result as JSON'],
    ['--junit FILE', 'write the merged verdicts as JUnit XML'],
    ['--markdown FILE', 'write the merged summary (also printed on stdout) to FILE'],
  ],
  exits: EXITS,
  examples: ['evident prove merge shard-1.json shard-2.json --junit prove.xml'],
  async run(args, io) {
    let values
    let positionals: string[]
    try {
      ;({ values, positionals } = parseArgs({
        args: [...args],
        options: OUTPUTS,
        allowPositionals: true,
        strict: true,
      }))
    } catch (error) {
      return usageError(errorMessage(error))
    }
    if (positionals.length === 0) return usageError('name the shard results: evident prove merge a.json b.json')
    let merged: ProveResult
    try {
      const results = positionals.map((file) => {
        let text: string
        try {
          text = readFileSync(resolve(io.cwd, file), 'utf8')
        } catch (error) {
          throw new EvidentError(
            'bad_input',
            `${file} cannot be read: ${errorMessage(error)}`,
            'pass the files evident prove --json wrote',
          )
        }
        return { result: parseResult(text, file), source: file }
      })
      merged = mergeResults(results)
    } catch (error) {
      return couldNotProve(error, io)
    }
    return report(merged, values, io)
  },
}
