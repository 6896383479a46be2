import { join } from 'node:path'
import {
  builtinMatcher,
  DEFAULT_TEST_FILES,
  fileClassifier,
  GROUP_WORDS,
  sourceExtensionSet,
  sourceLanguages,
  type FileClassifier,
} from './test-files.js'
import { log } from '../kernel/log.js'
import { readRegularText } from '../kernel/regular-file.js'

/**
 * The project's file classifier: from the configuration frozen by an open task (`frozen`, JSON) when there is one,
 * else from `evident.config.json`. The config schema (zod) and picomatch are loaded only when the configuration sets
 * `testFiles` or `sourceExtensions`, so a hook in a project with the defaults does not pay for them.
 */
export async function classifierFor(projectRoot: string, frozen?: string): Promise<FileClassifier> {
  let text: string
  try {
    text = frozen ?? readRegularText(join(projectRoot, 'evident.config.json'))
  } catch {
    return fileClassifier()
  }
  if (!text.includes('"testFiles"') && !text.includes('"sourceExtensions"')) return fileClassifier()
  try {
    const { loadConfig, parseConfigText } = await import('../kernel/config.js')
    const config = frozen === undefined ? loadConfig(projectRoot) : parseConfigText(frozen)
    const globs = config.testFiles
    const source = sourceExtensionSet(sourceLanguages(config.sourceExtensions))
    if (globs === undefined || globs.length === 0)
      return fileClassifier(builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test), source)
    const { default: picomatch } = await import('picomatch')
    return fileClassifier(picomatch([...globs], { dot: true }), source)
  } catch (error) {
    log(
      'warn',
      `evident.config.json is invalid; using the default test-file globs and source extensions: ${error instanceof Error ? error.message : String(error)}`,
    )
    return fileClassifier()
  }
}
