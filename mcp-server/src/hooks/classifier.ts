import { join } from 'node:path'
import { fileClassifier, type FileClassifier } from '../gates/test-files.js'
import { log } from '../log.js'
import { readRegularText } from '../regular-file.js'

/**
 * The project's test-file classifier: from the configuration frozen by an open task (`frozen`, JSON) when there is
 * one, else from `evident.config.json`. The config schema (zod) and picomatch are loaded only when the configuration
 * sets `testFiles`, so a hook in a project with the default globs does not pay for them.
 */
export async function classifierFor(projectRoot: string, frozen?: string): Promise<FileClassifier> {
  let text: string
  try {
    text = frozen ?? readRegularText(join(projectRoot, 'evident.config.json'))
  } catch {
    return fileClassifier()
  }
  if (!text.includes('"testFiles"')) return fileClassifier()
  try {
    const { configSchema, loadConfig } = await import('../config.js')
    const globs = (frozen === undefined ? loadConfig(projectRoot) : configSchema.parse(JSON.parse(frozen))).testFiles
    if (globs === undefined || globs.length === 0) return fileClassifier()
    const { default: picomatch } = await import('picomatch')
    return fileClassifier(picomatch([...globs], { dot: true }))
  } catch (error) {
    log(
      'warn',
      `evident.config.json is invalid; using the default test-file globs: ${error instanceof Error ? error.message : String(error)}`,
    )
    return fileClassifier()
  }
}
