import { join } from 'node:path'
import {
  builtinMatcher,
  DEFAULT_TEST_FILES,
  fileClassifier,
  GROUP_WORDS,
  sourceExtensionSet,
  sourceLanguages,
  type FileClassifier,
  type PathPredicate,
} from './test-files.js'
import { log } from '../kernel/log.js'
import { readRegularText } from '../kernel/regular-file.js'

/**
 * The project's file classifier: from the configuration frozen by an open task (`frozen`, JSON) when there is one,
 * else from `evident.config.json`. Which files are tests: the configuration's `testFiles` when set; else evident's
 * default globs, and — for JS/TS files — also what the project's vitest collects, as the task froze it at start
 * (`runnerTests`, JSON `{include, exclude}` of project-relative globs: runners/vitest-files.ts). The config schema (zod)
 * and picomatch are loaded only when the configuration sets `testFiles` or `sourceExtensions`, or there are vitest
 * globs, so a hook in a project with the defaults does not pay for them.
 */
export async function classifierFor(
  projectRoot: string,
  frozen?: string,
  runnerTests?: string,
): Promise<FileClassifier> {
  let text: string | undefined
  try {
    text = frozen ?? readRegularText(join(projectRoot, 'evident.config.json'))
  } catch {
    text = undefined
  }
  const configured = text !== undefined && (text.includes('"testFiles"') || text.includes('"sourceExtensions"'))
  if (!configured && runnerTests === undefined) return fileClassifier()
  try {
    const config = configured ? await parsedConfig(projectRoot, frozen) : undefined
    const globs = config?.testFiles
    const source = sourceExtensionSet(sourceLanguages(config?.sourceExtensions))
    if (globs !== undefined && globs.length > 0) {
      const { default: picomatch } = await import('picomatch')
      return fileClassifier(picomatch([...globs], { dot: true }), source)
    }
    const defaults = builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test)
    const collected = runnerTests === undefined ? undefined : await runnerMatcher(runnerTests)
    return fileClassifier(collected === undefined ? defaults : (p) => defaults(p) || collected(p), source)
  } catch (error) {
    log(
      'warn',
      `evident.config.json is invalid; using the default test-file globs and source extensions: ${error instanceof Error ? error.message : String(error)}`,
    )
    return fileClassifier()
  }
}

async function parsedConfig(projectRoot: string, frozen: string | undefined) {
  const { loadConfig, parseConfigText } = await import('../kernel/config.js')
  return frozen === undefined ? loadConfig(projectRoot) : parseConfigText(frozen)
}

/** The extensions vitest collects test files of (its default include names `.?(c|m)[jt]s?(x)` files). */
const VITEST_FILE = /\.(?:[cm]?[jt]sx?)$/i

/**
 * A JS/TS file vitest collects by the frozen globs: included and not excluded (picomatch with `dot`, as vitest globs).
 * Undefined for globs that are not `{include, exclude}` string lists (a store written by hand): the defaults apply.
 */
async function runnerMatcher(json: string): Promise<PathPredicate | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    return undefined
  }
  const list = (v: unknown): v is string[] => Array.isArray(v) && v.every((g) => typeof g === 'string')
  if (typeof parsed !== 'object' || parsed === null) return undefined
  const { include, exclude } = parsed as { include?: unknown; exclude?: unknown }
  if (!list(include) || !list(exclude) || include.length === 0) return undefined
  const { default: picomatch } = await import('picomatch')
  const included = picomatch(include, { dot: true })
  const excluded = exclude.length === 0 ? () => false : picomatch(exclude, { dot: true })
  return (path) => VITEST_FILE.test(path) && included(path) && !excluded(path)
}
