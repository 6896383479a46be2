import { join } from 'node:path'
import { badInput } from './errors.js'
import { readRegularText } from './regular-file.js'
import { CONFIG_FILE, configSchema, type EvidentConfig } from '../domain/config.js'

/** Reads and validates the project's config; a missing file means all defaults. */
export function loadConfig(projectRoot: string): EvidentConfig {
  const path = join(projectRoot, CONFIG_FILE)
  let text: string
  try {
    text = readRegularText(path)
  } catch {
    return configSchema.parse({})
  }
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw badInput(
      `${CONFIG_FILE} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      `fix ${path}`,
    )
  }
  const parsed = configSchema.safeParse(raw)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    throw badInput(`${CONFIG_FILE} is invalid: ${problems}`, `fix ${path} (see docs/configuration.md)`)
  }
  return parsed.data
}

/** A configuration as stored in text (a task's frozen copy): parsed and validated; throws when it is not valid. */
export const parseConfigText = (text: string): EvidentConfig => configSchema.parse(JSON.parse(text))
