import { parseArgs } from 'node:util'
import { verdictText } from '../domain/verdict-file.js'
import { loadConfig } from '../kernel/config.js'
import { errorMessage, EvidentError } from '../kernel/errors.js'
import { recordVerdict } from '../engine/flows/verdict.js'
import { resolveDbLocation } from '../kernel/paths.js'
import { runnerFor } from '../runners/registry.js'
import { runAndRecord } from '../runners/run-and-record.js'
import { openStore } from '../store/index.js'
import type { VerdictRow } from '../store/verdicts.js'
import { shadowFor } from '../worktree/snapshot.js'
import { cliCaller } from './caller.js'
import { usageError, type Command } from './types.js'

const TIMEOUT_DEFAULT = 600
const TIMEOUT_MAX = 3600

/**
 * `evident verify`: runs the project's whole test suite the way run_tests does (under the run lock, recorded in the
 * store) and writes evident's binding verdict (engine/flows/verdict.ts) — for a terminal or CI; inside Claude Code the agent
 * uses run_tests. Prints the four lines of `last_test_result` on stdout.
 */
export const verifyCommand: Command = {
  words: ['verify'],
  usage: 'evident verify [--project NAME] [--timeout SECONDS]',
  summary: "run the whole test suite and record evident's binding verdict (.claude/state/last_test_result)",
  options: [
    ['--project NAME', 'a runner of evident.config.json ("runners"); default: "default" (vitest unless configured)'],
    [
      '--timeout SECONDS',
      `kill the run (its whole process tree) after this long; default ${TIMEOUT_DEFAULT}, max ${TIMEOUT_MAX}`,
    ],
  ],
  exits: [
    [0, 'PASS: exit code 0, at least one test executed, none failed'],
    [1, 'FAIL (the reason on stderr)'],
    [
      2,
      'usage error, or the tests could not be run (no such runner, vitest not installed, an invalid config, the store unavailable)',
    ],
  ],
  examples: ['evident verify', 'evident verify --project python --timeout 900'],
  async run(args, io) {
    let project: string | undefined
    let timeoutSec = TIMEOUT_DEFAULT
    try {
      const { values } = parseArgs({
        args: [...args],
        options: { project: { type: 'string' }, timeout: { type: 'string' } },
        strict: true,
      })
      project = values.project
      if (values.timeout !== undefined) {
        timeoutSec = Number(values.timeout)
        if (!/^\d{1,4}$/.test(values.timeout) || timeoutSec < 1 || timeoutSec > TIMEOUT_MAX)
          return usageError(`--timeout takes whole seconds from 1 to ${TIMEOUT_MAX} (got ${values.timeout})`)
      }
    } catch (error) {
      return usageError(errorMessage(error))
    }
    const location = resolveDbLocation(io.env, io.cwd)
    const root = location.projectRoot
    let verdict: VerdictRow | undefined
    try {
      const runner = runnerFor(loadConfig(root), project)
      // Before the store: a project that cannot run its tests gets no database (and no verdict file) from evident.
      runner.preflight?.(root)
      const store = await openStore(location.path)
      try {
        const caller = await cliCaller(io.env, store.db)
        io.err(`evident verify: running the ${runner.name} runner in ${root} …`)
        await runAndRecord({
          runner,
          projectRoot: root,
          files: [],
          timeoutMs: timeoutSec * 1000,
          lockWaitMs: (TIMEOUT_MAX + 60) * 1000,
          store,
          caller,
          shadow: shadowFor(store.path, root),
          onFileDone: (file, done, total) => io.err(`evident verify: finished ${file} (${done}/${total ?? '?'})`),
          afterRecord: async (run) => {
            verdict = await recordVerdict(store, root, run)
          },
        })
      } finally {
        await store.close()
      }
    } catch (error) {
      const hint = error instanceof EvidentError && error.hint !== undefined ? ` (${error.hint})` : ''
      io.err(`evident verify: ${errorMessage(error)}${hint}`)
      return 2
    }
    if (verdict === undefined) {
      io.err('evident verify: the run was recorded without its verdict')
      return 2
    }
    for (const line of verdictText(verdict).trimEnd().split('\n')) io.out(line)
    if (verdict.fileError !== null) io.err(`evident verify: the verdict is recorded, but ${verdict.fileError}`)
    if (verdict.verdict === 'PASS') return 0
    io.err(`evident verify: FAIL (${verdict.reason ?? ''}): ${verdict.detail ?? ''}`)
    return 1
  },
}
