import { CONFIG_FILE, type EvidentConfig, type RunnerSpec } from '../domain/config.js'
import { badInput } from '../kernel/errors.js'
import { createJunitRunner } from './junit.js'
import type { Runner } from './types.js'
import { createVitestRunner } from './vitest.js'

/** The runner named `default` when evident.config.json configures none: the project's own vitest. */
const DEFAULT_SPEC: RunnerSpec = { kind: 'vitest' }

/**
 * The spec of `runners.<name>` in evident.config.json; `default` falls back to the project's vitest. Only the
 * config's own keys count: a name such as `__proto__` or `toString` is unknown, not an inherited property.
 */
function specFor(config: EvidentConfig, name: string): RunnerSpec | undefined {
  if (Object.hasOwn(config.runners, name)) return config.runners[name]
  return name === 'default' ? DEFAULT_SPEC : undefined
}

/** The runner names a call may use: the configured ones, and `default`. */
function runnerNames(config: EvidentConfig): readonly string[] {
  const configured = Object.keys(config.runners)
  return configured.includes('default') ? configured : [...configured, 'default']
}

/** The runner of that name, or undefined when evident.config.json has none (`default` always exists). */
export function lookupRunner(config: EvidentConfig, name: string): Runner | undefined {
  const spec = specFor(config, name)
  if (spec === undefined) return undefined
  return spec.kind === 'vitest' ? createVitestRunner(name, spec) : createJunitRunner(name, spec)
}

/** The runner a run_tests call names (`default` when it names none); an unknown name is bad input. */
export function runnerFor(config: EvidentConfig, name: string | undefined): Runner {
  const chosen = name ?? 'default'
  const runner = lookupRunner(config, chosen)
  if (runner !== undefined) return runner
  const known = runnerNames(config).join(', ')
  throw badInput(
    `no runner named "${chosen}" in ${CONFIG_FILE} (configured: ${known})`,
    `call run_tests with project set to one of: ${known}, or add the runner to ${CONFIG_FILE}`,
  )
}
