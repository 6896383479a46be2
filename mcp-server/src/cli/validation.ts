import { realpathSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { isWithin, resolveInside } from '../kernel/containment.js'
import { lintErrors, lintLines, lintManifest } from '../clients/validation/manifest-lint.js'
import { loadConfig } from '../kernel/config.js'
import { errorMessage } from '../kernel/errors.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { openStore } from '../store/index.js'
import { validationGate } from '../clients/validation/gate-record.js'
import { lockPath, teardownCheck } from '../clients/validation/lock.js'
import { previewLines, previewValidation, procedureNotes } from '../clients/validation/preview.js'
import { proposeGateLine } from '../clients/validation/propose-gate.js'
import { SUSPECTED_BENIGN_MAX } from '../clients/validation/suspected-benign.js'
import { notDerived } from '../clients/validation/resolve.js'
import { runValidation } from '../clients/validation/validate.js'
import { shadowFor } from '../worktree/snapshot.js'
import { cliCaller } from './caller.js'
import { withExistingStore } from './existing-store.js'
import { readInput } from './read-input.js'
import { usageError, type Command, type UsageError } from './types.js'

/** Exit codes: 0 clean, 1 operational error, 2 usage, 3 teardown refused (live run), 4 run landed with blockers. */
const EXIT_LIVE_RUN = 3
export const EXIT_BLOCKERS = 4

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(args: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals: false })
  } catch (error) {
    return usageError(errorMessage(error))
  }
}

export const isUsageError = (v: object): v is UsageError => 'usageError' in v

export const validationPlanCommand: Command = {
  words: ['validation', 'plan'],
  usage: 'evident validation plan',
  summary: 'print the resolved validation techniques and why each was chosen (runs nothing)',
  options: [],
  exits: [
    [0, 'printed'],
    [2, 'usage error'],
  ],
  examples: ['evident validation plan'],
  async run(args, io) {
    const parsed = parse(args, {})
    if (isUsageError(parsed)) return parsed
    const root = resolveDbLocation(io.env, io.cwd).projectRoot
    const config = loadConfig(root).validation
    const notes = [...procedureNotes(root, config), ...notDerived(root, config)]
    for (const line of previewLines(previewValidation(root, config, io.env['PATH']), notes)) io.out(line)
    return 0
  },
}

export const validationRunCommand: Command = {
  words: ['validation', 'run'],
  usage: 'evident validation run [--base REF] [--technique ID] [--suspected-benign FILE]',
  summary:
    "lint the manifest, run each technique (or the manifest's procedure steps) scoped to the change, assert the DoD against its gates, print the run record (exit 4: blockers)",
  options: [
    ['--base REF', 'the git ref the change is measured against (default: validation.base, else the merge-base)'],
    ['--technique ID', 'run only this technique (ids: `evident validation plan`)'],
    [
      '--suspected-benign FILE',
      "the review's predicted suspected-benign findings (canonical findings; - reads stdin), handed to the triager verbatim",
    ],
  ],
  exits: [
    [0, 'clean: no blocker'],
    [1, 'operational error, or the manifest lint found errors (printed on stderr; nothing recorded)'],
    [2, 'usage error'],
    [4, 'the run landed with blockers (BLOCKER lines)'],
  ],
  examples: [
    'evident validation run',
    'evident validation run --base origin/main --technique typecheck',
    'evident validation run --suspected-benign "$notes"',
  ],
  async run(args, io) {
    const parsed = parse(args, {
      base: { type: 'string' },
      technique: { type: 'string' },
      'suspected-benign': { type: 'string' },
    })
    if (isUsageError(parsed)) return parsed
    const benign = parsed.values['suspected-benign']
    const suspectedBenign =
      benign === undefined ? undefined : await readInput(benign, 'suspected-benign findings', SUSPECTED_BENIGN_MAX)
    const location = resolveDbLocation(io.env, io.cwd)
    const root = location.projectRoot
    // Preamble 1, "lint if standalone": before the store opens, so a refused run records (and creates) nothing.
    const manifest = await lintManifest(root, { path: io.env['PATH'] })
    if (lintErrors(manifest).length > 0) {
      for (const line of lintLines(manifest)) io.err(line)
      io.err(
        `validation run refused: fix the manifest's errors in ${manifest.file}, then run it again (nothing was recorded)`,
      )
      return 1
    }
    const store = await openStore(location.path)
    try {
      const summary = await runValidation({
        manifest,
        db: store.db,
        root,
        config: loadConfig(root).validation,
        caller: await cliCaller(io.env, store.db),
        base: parsed.values.base,
        only: parsed.values.technique,
        path: io.env['PATH'],
        shadow: shadowFor(location.path, root),
        onProgress: (line) => io.err(`validation: ${line}`),
        suspectedBenign,
      })
      io.out(`validation run ${summary.runId}`)
      for (const line of summary.lines) io.out(line.line)
      const landed = await validationGate(store.db, root, summary.runId)
      if (landed !== undefined) io.out(proposeGateLine(landed.gate))
      return summary.blockers > 0 ? EXIT_BLOCKERS : 0
    } finally {
      await store.close()
    }
  },
}

export const validationLintManifestCommand: Command = {
  words: ['validation', 'lint-manifest'],
  usage: 'evident validation lint-manifest [--config PATH]',
  summary:
    "check the manifest (evident.config.json's validation section) beyond its schema: one error:/warning: line per problem (runs nothing)",
  options: [['--config PATH', 'the config file to lint, inside the project (default: evident.config.json)']],
  exits: [
    [0, 'clean, warnings only, or no manifest (the defaults apply)'],
    [1, 'errors'],
    [2, 'usage error'],
  ],
  examples: ['evident validation lint-manifest', 'evident validation lint-manifest --config ci/evident.config.json'],
  async run(args, io) {
    const parsed = parse(args, { config: { type: 'string' } })
    if (isUsageError(parsed)) return parsed
    const root = resolveDbLocation(io.env, io.cwd).projectRoot
    const config = parsed.values.config
    const configPath = config === undefined ? undefined : resolve(io.cwd, config)
    if (configPath !== undefined && !insideProject(root, configPath))
      return usageError(`--config ${config}: outside the project ${root}; name a file inside it`)
    const lint = await lintManifest(root, { configPath, path: io.env['PATH'] })
    for (const line of lintLines(lint)) io.out(line)
    return lintErrors(lint).length > 0 ? 1 : 0
  },
}

/** Lexically inside the project, and still inside after realpath when it exists. */
function insideProject(root: string, path: string): boolean {
  const realRoot = realpathSync(root)
  if (!isWithin(root, path) && !isWithin(realRoot, path)) return false
  const real = resolveInside(realRoot, isWithin(root, path) ? resolve(realRoot, relative(root, path)) : path)
  return real !== 'outside'
}

export const validationRecordCommand: Command = {
  words: ['validation', 'record'],
  usage: 'evident validation record [--run ID]',
  summary: 'print a validation run record (the latest by default) as lines',
  options: [['--run ID', 'this run (default: the latest of this project)']],
  exits: [
    [0, 'printed'],
    [1, 'no database yet, or no such run'],
    [2, 'usage error'],
  ],
  examples: ['evident validation record', 'evident validation record --run 12'],
  async run(args, io) {
    const parsed = parse(args, { run: { type: 'string' } })
    if (isUsageError(parsed)) return parsed
    const runId = parsed.values.run === undefined ? undefined : Number(parsed.values.run)
    if (runId !== undefined && !(Number.isInteger(runId) && runId > 0))
      return usageError(`--run must be a positive whole number (got ${parsed.values.run})`)
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
      const { run, gate } = landed
      io.out(`validation run ${run.id} (${run.status}) base ${run.base ?? '-'} started ${run.startedAt}`)
      for (const line of run.lines) io.out(line.line)
      io.out(proposeGateLine(gate))
      return 0
    })
  },
}

export const validationTeardownCommand: Command = {
  words: ['validation', 'teardown'],
  usage: 'evident validation teardown',
  summary: 'check the run-lock before removing a worktree: exit 3 while a background run is alive',
  options: [],
  exits: [
    [0, 'no live run: teardown may proceed (a stale lock is cleared)'],
    [2, 'usage error'],
    [3, 'a background validation run is alive: do not remove the worktree yet'],
  ],
  examples: ['evident validation teardown && git worktree remove ../feature'],
  async run(args, io) {
    const parsed = parse(args, {})
    if (isUsageError(parsed)) return parsed
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
