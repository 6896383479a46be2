import { parseArgs, type ParseArgsConfig } from 'node:util'
import { loadConfig } from '../config.js'
import { errorMessage } from '../errors.js'
import { resolveDbLocation } from '../paths.js'
import { openStore, type Store } from '../store/index.js'
import { loadValidationRun } from '../store/validation-runs.js'
import { lockPath, teardownCheck } from '../validation/lock.js'
import { planLines, planValidation } from '../validation/plan.js'
import { runValidation } from '../validation/validate.js'
import { cliCaller } from './caller.js'
import type { CliIo, Command } from './types.js'

/** Exit codes: 0 clean, 1 operational error, 2 usage, 3 teardown refused (live run), 4 run landed with blockers. */
export const EXIT_LIVE_RUN = 3
export const EXIT_BLOCKERS = 4

function parse<T extends NonNullable<ParseArgsConfig['options']>>(
  args: readonly string[],
  options: T,
  io: CliIo,
  usage: string,
) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false })
  } catch (error) {
    io.err(`Error: ${errorMessage(error)}\nusage: ${usage}`)
    return undefined
  }
}

async function withStore<T>(io: CliIo, fn: (store: Store, root: string) => Promise<T>): Promise<T> {
  const location = resolveDbLocation(io.env, io.cwd)
  const store = await openStore(location.path)
  try {
    return await fn(store, location.projectRoot)
  } finally {
    await store.close()
  }
}

export const validationPlanCommand: Command = {
  words: ['validation', 'plan'],
  usage: 'evident validation plan',
  summary: 'print the resolved validation techniques and why each was chosen (runs nothing)',
  async run(args, io) {
    if (parse(args, {}, io, 'evident validation plan') === undefined) return 2
    const root = resolveDbLocation(io.env, io.cwd).projectRoot
    for (const line of planLines(planValidation(root, loadConfig(root).validation, io.env['PATH']))) io.out(line)
    return 0
  },
}

const RUN_USAGE = 'evident validation run [--base REF] [--technique ID]'

export const validationRunCommand: Command = {
  words: ['validation', 'run'],
  usage: RUN_USAGE,
  summary: 'assert the DoD, run each technique scoped to the change, print the run record (exit 4: blockers)',
  async run(args, io) {
    const parsed = parse(args, { base: { type: 'string' }, technique: { type: 'string' } }, io, RUN_USAGE)
    if (parsed === undefined) return 2
    return withStore(io, async (store, root) => {
      const summary = await runValidation({
        db: store.db,
        root,
        config: loadConfig(root).validation,
        caller: await cliCaller(io.env, store.db),
        base: parsed.values.base,
        only: parsed.values.technique,
        path: io.env['PATH'],
      })
      io.out(`validation run ${summary.runId}`)
      for (const line of summary.lines) io.out(line.line)
      return summary.blockers > 0 ? EXIT_BLOCKERS : 0
    })
  },
}

export const validationRecordCommand: Command = {
  words: ['validation', 'record'],
  usage: 'evident validation record [--run ID]',
  summary: 'print a validation run record (the latest by default) as lines',
  async run(args, io) {
    const parsed = parse(args, { run: { type: 'string' } }, io, 'evident validation record [--run ID]')
    if (parsed === undefined) return 2
    const runId = parsed.values.run === undefined ? undefined : Number(parsed.values.run)
    if (runId !== undefined && !(Number.isInteger(runId) && runId > 0)) {
      io.err('Error: --run must be a positive integer')
      return 2
    }
    return withStore(io, async (store, root) => {
      const run = await loadValidationRun(store.db, root, runId)
      if (run === undefined) {
        io.err(
          runId === undefined
            ? 'no validation run recorded for this project yet: run evident validation run'
            : `no validation run ${runId} for this project`,
        )
        return 1
      }
      io.out(`validation run ${run.id} (${run.status}) base ${run.base ?? '-'} started ${run.startedAt}`)
      for (const line of run.lines) io.out(line.line)
      return 0
    })
  },
}

export const validationTeardownCommand: Command = {
  words: ['validation', 'teardown'],
  usage: 'evident validation teardown',
  summary: 'check the run-lock before removing a worktree: exit 3 while a background run is alive',
  async run(args, io) {
    if (parse(args, {}, io, 'evident validation teardown') === undefined) return 2
    const root = resolveDbLocation(io.env, io.cwd).projectRoot
    const check = teardownCheck(root)
    if (!check.ok) {
      io.err(
        `refusing teardown: a background validation run (pid ${check.pid}, since ${check.since}) holds ${lockPath(root)}`,
      )
      return EXIT_LIVE_RUN
    }
    io.out(
      check.cleared === 'stale'
        ? `cleared a stale run-lock at ${lockPath(root)}; teardown may proceed`
        : 'no run-lock; teardown may proceed',
    )
    return 0
  },
}
