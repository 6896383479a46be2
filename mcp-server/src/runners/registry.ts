import { CONFIG_FILE, type EvidentConfig } from '../config.js'
import { badInput } from '../errors.js'
import { createJunitRunner } from './junit.js'
import type { Runner } from './types.js'
import { createVitestRunner } from './vitest.js'

/** The runner a call names (`default` when it names none), as configured in evident.config.json. */
export function runnerFor(config: EvidentConfig, name: string | undefined): Runner {
  const chosen = name ?? 'default'
  const spec = config.runners[chosen]
  if (spec === undefined) {
    const known = Object.keys(config.runners)
    throw badInput(`no runner named "${chosen}" in ${CONFIG_FILE} (configured: ${known.join(', ') || 'none'})`,
      `call run_tests with project set to one of: ${known.join(', ') || 'none'}, or add the runner to ${CONFIG_FILE}`)
  }
  return spec.kind === 'vitest' ? createVitestRunner(chosen, spec) : createJunitRunner(chosen, spec)
}
