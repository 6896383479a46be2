import { CONFIG_FILE, configSchema, type EvidentConfig } from '../../domain/config.js'
import { badInput, errorMessage } from '../../kernel/errors.js'
import { parseConfigText } from '../../kernel/config.js'
import { detectRunner } from '../../project/detect-runner.js'
import { lookupRunner, runnerFor } from '../../runners/registry.js'
import type { Runner } from '../../runners/types.js'

/**
 * The runner a prove runs: one of the base commit's evident.config.json (`--runner NAME`, else its `default`), as
 * `run_tests` would use it — the change being proven cannot pick how it is proven. A project with no runner configured
 * gets the one `evident init` would write for it (vitest, jest with jest-junit, pytest, …), found in the work tree.
 */
export function proveRunner(
  projectRoot: string,
  configText: string | undefined,
  name: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Runner {
  let config: EvidentConfig
  try {
    config = configText === undefined ? configSchema.parse({}) : parseConfigText(configText)
  } catch (error) {
    throw badInput(
      `the base commit's ${CONFIG_FILE} is invalid: ${errorMessage(error)}`,
      `prove a range whose base has a valid ${CONFIG_FILE} (evident validation lint-manifest checks one)`,
    )
  }
  if (name !== undefined || Object.keys(config.runners).length > 0) return runnerFor(config, name)
  const found = detectRunner(projectRoot, env)
  if (found.kind === 'none' || found.kind === 'vitest') return runnerFor(config, undefined)
  if (found.runner === undefined)
    throw badInput(
      `the project's runner is ${found.kind} (${found.why}), but ${found.missing ?? 'what it needs'} is not installed`,
      `install ${found.missing ?? 'it'}, or configure a runner in the base commit's ${CONFIG_FILE}`,
    )
  const runner = lookupRunner({ ...config, runners: { default: found.runner } }, 'default')
  if (runner === undefined) throw new Error('a detected runner could not be built')
  return runner
}
