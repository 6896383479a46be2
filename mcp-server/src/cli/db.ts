import { existsSync } from 'node:fs'
import { resolveDbLocation } from '../paths.js'
import { openStore } from '../store/index.js'
import { pruneRuns } from '../store/prune.js'
import { usageError, type Command } from './types.js'

export const dbPathCommand: Command = {
  words: ['db', 'path'],
  usage: 'evident db path',
  summary: 'print where the evidence database of this project lives (and why there)',
  options: [],
  exits: [
    [0, 'printed (the file need not exist yet)'],
    [2, 'usage error'],
  ],
  examples: ['evident db path', 'ls -l "$(evident db path)"'],
  async run(args, io) {
    if (args.length > 0) return usageError(`takes no arguments (got: ${args.join(' ')})`)
    const location = resolveDbLocation(io.env, io.cwd)
    io.out(location.path)
    io.err(`project root: ${location.projectRoot}; chosen by: ${location.source}`)
    return 0
  },
}

const PRUNE_USAGE = 'evident db prune --keep-runs N [--dry-run]'

/** `--keep-runs N` / `--keep-runs=N` and `--dry-run`; undefined when the arguments are not exactly that. */
function pruneArgs(args: readonly string[]): { keepRuns: number; dryRun: boolean } | undefined {
  let keep: string | undefined
  let dryRun = false
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg === '--dry-run') dryRun = true
    else if (arg === '--keep-runs' && keep === undefined) {
      keep = args[i + 1]
      i += 1
    } else if (arg.startsWith('--keep-runs=') && keep === undefined) keep = arg.slice('--keep-runs='.length)
    else return undefined
  }
  if (keep === undefined || !/^\d{1,9}$/.test(keep)) return undefined
  return { keepRuns: Number(keep), dryRun }
}

const SHOWN_IDS = 20

function ids(list: readonly number[]): string {
  if (list.length === 0) return ''
  const more = list.length > SHOWN_IDS ? `, … and ${list.length - SHOWN_IDS} more` : ''
  return ` (ids ${list.slice(0, SHOWN_IDS).join(', ')}${more})`
}

export const dbPruneCommand: Command = {
  words: ['db', 'prune'],
  usage: PRUNE_USAGE,
  summary: 'delete test runs older than the newest N, never a run that evidence cites',
  options: [
    ['--keep-runs N', 'keep the newest N test runs (a whole number); older ones go unless evidence cites them'],
    ['--dry-run', 'print what would be removed, remove nothing'],
  ],
  exits: [
    [0, 'pruned (or nothing to prune: no database yet)'],
    [2, 'usage error'],
  ],
  examples: ['evident db prune --keep-runs 200 --dry-run', 'evident db prune --keep-runs 200'],
  async run(args, io) {
    const parsed = pruneArgs(args)
    if (parsed === undefined)
      return usageError(`N is a whole number of runs to keep (got: ${args.join(' ') || 'no arguments'})`)
    const location = resolveDbLocation(io.env, io.cwd)
    if (!existsSync(location.path)) {
      io.out(`no evidence database at ${location.path}: nothing to prune`)
      return 0
    }
    const store = await openStore(location.path)
    try {
      const report = await pruneRuns(store.db, parsed)
      const verb = report.dryRun ? 'would remove' : 'removed'
      io.out(`kept ${report.keptNewest.length} newest run(s)${ids(report.keptNewest)}`)
      io.out(`kept ${report.keptCited.length} older run(s) cited as evidence${ids(report.keptCited)}`)
      io.out(
        `${verb} ${report.removed.length} run(s)${ids(report.removed)}: ${report.results} result(s), ${report.errors} error(s), ${report.frames} stack frame(s)`,
      )
      return 0
    } finally {
      await store.close()
    }
  },
}
