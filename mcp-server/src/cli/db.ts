import { existsSync } from 'node:fs'
import { resolveDbLocation } from '../kernel/paths.js'
import { openStore } from '../store/index.js'
import { pruneRuns, type PruneReport } from '../store/prune.js'
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

const PRUNE_USAGE = 'evident db prune --keep-runs N [--dry-run] [--vacuum]'

interface PruneArgs {
  readonly keepRuns: number
  readonly dryRun: boolean
  readonly vacuum: boolean
}

/** `--keep-runs N` / `--keep-runs=N`, `--dry-run` and `--vacuum`; undefined when the arguments are not exactly that. */
function pruneArgs(args: readonly string[]): PruneArgs | undefined {
  let keep: string | undefined
  let dryRun = false
  let vacuum = false
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? ''
    if (arg === '--dry-run') dryRun = true
    else if (arg === '--vacuum') vacuum = true
    else if (arg === '--keep-runs' && keep === undefined) {
      keep = args[i + 1]
      i += 1
    } else if (arg.startsWith('--keep-runs=') && keep === undefined) keep = arg.slice('--keep-runs='.length)
    else return undefined
  }
  if (keep === undefined || !/^\d{1,9}$/.test(keep)) return undefined
  return { keepRuns: Number(keep), dryRun, vacuum }
}

const SHOWN_IDS = 20

function ids(list: readonly number[]): string {
  if (list.length === 0) return ''
  const more = list.length > SHOWN_IDS ? `, … and ${list.length - SHOWN_IDS} more` : ''
  return ` (ids ${list.slice(0, SHOWN_IDS).join(', ')}${more})`
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What happened to the file: its size before and after, how, and what to do when it could not shrink. */
function spaceLines(report: PruneReport, keepRuns: number): readonly string[] {
  const { reclaimed } = report
  if (reclaimed === undefined) return []
  const lines = [
    `in ${report.batches} write transaction(s), each holding the write lock at most ${Math.ceil(report.maxLockMs)} ms`,
  ]
  const size = `file: ${mb(report.bytesBefore)} → ${mb(report.bytesAfter)}`
  if (reclaimed.mode === 'incremental') lines.push(`${size} (freed pages returned in steps)`)
  else if (reclaimed.mode === 'vacuum')
    lines.push(
      `${size} (rewritten by VACUUM, which held the write lock ${Math.ceil(reclaimed.vacuumMs ?? 0)} ms; from now on prune returns freed pages in steps)`,
    )
  else
    lines.push(
      `${size}: this database predates incremental vacuum, so the freed pages stay in the file for new evidence. ` +
        `To shrink it once, run \`evident db prune --keep-runs ${keepRuns} --vacuum\` when no Claude Code session works in this project: ` +
        'the rewrite holds the write lock throughout, and hooks that wait more than 5 s for it let their edit through unrecorded',
    )
  if (!reclaimed.walTruncated)
    lines.push(
      'the write-ahead log was not truncated (the store stayed busy); the next prune, or the last connection to close, truncates it',
    )
  return lines
}

export const dbPruneCommand: Command = {
  words: ['db', 'prune'],
  usage: PRUNE_USAGE,
  summary: 'delete test runs older than the newest N, never a run that evidence cites, and shrink the file',
  options: [
    ['--keep-runs N', 'keep the newest N test runs (a whole number); older ones go unless evidence cites them'],
    ['--dry-run', 'print what would be removed, remove nothing'],
    ['--vacuum', 'also rewrite an older store once so that later prunes can shrink it in steps'],
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
    if (parsed.dryRun && parsed.vacuum)
      return usageError('--vacuum rewrites the file and --dry-run changes nothing: pass one of them')
    const location = resolveDbLocation(io.env, io.cwd)
    if (!existsSync(location.path)) {
      io.out(`no evidence database at ${location.path}: nothing to prune`)
      return 0
    }
    const store = await openStore(location.path)
    try {
      const report = await pruneRuns(store, parsed)
      const verb = report.dryRun ? 'would remove' : 'removed'
      io.out(`kept ${report.keptNewest.length} newest run(s)${ids(report.keptNewest)}`)
      io.out(`kept ${report.keptCited.length} older run(s) cited as evidence${ids(report.keptCited)}`)
      io.out(
        `${verb} ${report.removed.length} run(s)${ids(report.removed)}: ${report.results} result(s), ${report.errors} error(s), ${report.frames} stack frame(s)`,
      )
      for (const line of spaceLines(report, parsed.keepRuns)) io.out(line)
      return 0
    } finally {
      await store.close()
    }
  },
}
