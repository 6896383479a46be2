import { CONFIG_FILE, configSchema, type EvidentConfig, type RunnerSpec } from '../../domain/config.js'
import { badInput, errorMessage } from '../../kernel/errors.js'
import { parseConfigText } from '../../kernel/config.js'
import { detectRunner } from '../../project/detect-runner.js'
import { lookupRunner, runnerFor } from '../../runners/registry.js'
import type { Runner } from '../../runners/types.js'

/**
 * The runner a prove runs: one of the base commit's evident.config.json (`--runner NAME`, else its `default`), as
 * `run_tests` would use it — the change being proven cannot pick how it is proven. A project with no runner configured
 * gets the one `evident init` would write for it (vitest, jest with jest-junit, pytest, …), found in the work tree.
 * With its spec: `--coverage` measures a vitest runner, and tells a JUnit command why it cannot (`coverage.ts`).
 */
export interface ProveRunner {
  readonly runner: Runner
  readonly spec: RunnerSpec
}

export function proveRunner(
  projectRoot: string,
  configText: string | undefined,
  name: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): ProveRunner {
  let config: EvidentConfig
  try {
    config = configText === undefined ? configSchema.parse({}) : parseConfigText(configText)
  } catch (error) {
    throw badInput(
      `the base commit's ${CONFIG_FILE} is invalid: ${errorMessage(error)}`,
      `prove a range whose base has a valid ${CONFIG_FILE} (evident validation lint-manifest checks one)`,
    )
  }
  if (name !== undefined || Object.keys(config.runners).length > 0) {
    const runner = runnerFor(config, name)
    return { runner, spec: specOf(config, runner.name) }
  }
  const found = detectRunner(projectRoot, env)
  if (found.kind === 'none' || found.kind === 'vitest')
    return { runner: runnerFor(config, undefined), spec: specOf(config, 'default') }
  if (found.runner === undefined)
    throw badInput(
      `the project's runner is ${found.kind} (${found.why}), but ${found.missing ?? 'what it needs'} is not installed`,
      `install ${found.missing ?? 'it'}, or configure a runner in the base commit's ${CONFIG_FILE}`,
    )
  const runner = lookupRunner({ ...config, runners: { default: found.runner } }, 'default')
  if (runner === undefined) throw new Error('a detected runner could not be built')
  return { runner, spec: found.runner }
}

/** The spec of a runner `runnerFor` found: its configured one, else `default`'s vitest. */
const specOf = (config: EvidentConfig, name: string): RunnerSpec =>
  (Object.hasOwn(config.runners, name) ? config.runners[name] : undefined) ?? { kind: 'vitest' }
