import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { runProcess } from '../../runners/spawn.js'
import { containPath } from '../../kernel/containment.js'
import { lintDetails } from './details.js'
import { HEADLESS_ENV } from './env.js'
import type { CheckOutcome } from './file-checks.js'

export interface LintOptions {
  readonly realRoot: string
  /** The configured linter argv (target appended); undefined = the project's own ESLint. */
  readonly argv: readonly string[] | undefined
  readonly timeoutMs: number
}

/** The project's own ESLint, run by this Node (never a global one). */
function projectEslint(realRoot: string): readonly string[] | undefined {
  const script = join(realRoot, 'node_modules', 'eslint', 'bin', 'eslint.js')
  if (existsSync(script)) return [process.execPath, script]
  const bin = join(realRoot, 'node_modules', '.bin', 'eslint')
  return existsSync(bin) ? [bin] : undefined
}

/** `lint:<path>` — the linter on the target; pass = exit 0. The target is one argv element, never shell text. */
export async function checkLint(target: string, options: LintOptions): Promise<CheckOutcome> {
  if (target.startsWith('-'))
    return { result: 'FAIL', details: `lint target "${target}" looks like an option; name a path` }
  const contained = containPath(options.realRoot, target)
  if (!contained.ok && !contained.missing) return { result: 'FAIL', details: contained.reason }
  const linter = options.argv ?? projectEslint(options.realRoot)
  if (linter === undefined || linter[0] === undefined) {
    return {
      result: 'FAIL',
      details: 'no linter: ESLint is not installed in the project; install it or set vdd.lint in evident.config.json',
    }
  }
  const [command, ...args] = linter
  const run = await runProcess({
    command,
    args: [...args, target],
    cwd: options.realRoot,
    env: HEADLESS_ENV,
    timeoutMs: options.timeoutMs,
  })
  if (run.error !== undefined) return { result: 'FAIL', details: `cannot run ${command}: ${run.error}` }
  if (run.timedOut)
    return { result: 'FAIL', details: `linter timed out after ${Math.round(options.timeoutMs / 1000)} s` }
  if (run.exitCode === 0) return { result: 'PASS', details: 'linter exit 0' }
  return {
    result: 'FAIL',
    details:
      lintDetails(run.stdout, run.stderr, options.realRoot) ||
      `linter exited with ${run.exitCode ?? run.signal ?? 'no code'}`,
  }
}
