import type { EvidentConfig } from '../config.js'
import { runnerFor } from '../runners/registry.js'
import type { Runner } from '../runners/types.js'
import { createVitestRunner } from '../runners/vitest.js'

/**
 * The runner configured under `runners.<name>` in evident.config.json; `default` is the project's vitest
 * unless configured otherwise. Undefined for a name the config does not have.
 */
export function configuredRunner(config: EvidentConfig, name: string): Runner | undefined {
  if (config.runners[name] !== undefined) return runnerFor(config, name)
  return name === 'default' ? createVitestRunner(name) : undefined
}
