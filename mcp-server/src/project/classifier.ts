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
 * (`runnerTests`, JSON `{include, exclude}` of project-relative globs: runners/vitest-files.ts, with their patterns
 * precompiled at the start: `frozenTestGlobs`). The config schema (zod) is loaded only when the configuration sets
 * `testFiles` or `sourceExtensions`, and picomatch only for configured globs or vitest globs frozen without their
 * patterns, so a hook in a project with the defaults, or with a task's vitest globs, pays for neither.
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

/**
 * The vitest globs a task freezes (JSON, as classifierFor takes them): `include` and `exclude` with, under `patterns`,
 * each glob's picomatch pattern (`makeRe(glob, { dot: true }).source`), so that the hooks of the task build RegExps
 * and never load picomatch (its ESM entry cost each Edit hook ~18 ms of CPU on a date-fns-shaped project). A glob
 * picomatch cannot compile freezes the globs alone: the hooks then meet the same error as before.
 */
export async function frozenTestGlobs(globs: {
  readonly include: readonly string[]
  readonly exclude: readonly string[]
}): Promise<string> {
  const plain = { include: globs.include, exclude: globs.exclude }
  const { default: picomatch } = await import('picomatch')
  let patterns: { include: string[]; exclude: string[] }
  try {
    const source = (glob: string): string => {
      const re = picomatch.makeRe(glob, { dot: true })
      if (re.flags !== '') throw new Error(`${glob} compiles with flags ${re.flags}`)
      return re.source
    }
    patterns = { include: globs.include.map(source), exclude: globs.exclude.map(source) }
  } catch {
    return JSON.stringify(plain)
  }
  return JSON.stringify({ ...plain, patterns })
}

/** The extensions vitest collects test files of (its default include names `.?(c|m)[jt]s?(x)` files). */
const VITEST_FILE = /\.(?:[cm]?[jt]sx?)$/i

/**
 * A JS/TS file vitest collects by the frozen globs: included and not excluded (picomatch with `dot`, as vitest globs),
 * through their precompiled patterns when the task froze them (`frozenTestGlobs`), else through picomatch.
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
  const compiled = compiledPatterns((parsed as { patterns?: unknown }).patterns, include, exclude)
  if (compiled !== undefined) {
    const [included, excluded] = compiled
    return (path) => VITEST_FILE.test(path) && included(path) && !excluded(path)
  }
  const { default: picomatch } = await import('picomatch')
  const included = picomatch(include, { dot: true })
  const excluded = exclude.length === 0 ? () => false : picomatch(exclude, { dot: true })
  return (path) => VITEST_FILE.test(path) && included(path) && !excluded(path)
}

/**
 * Predicates of the frozen patterns, one per glob, as picomatch matches a path against a glob: the glob itself, or its
 * pattern. Undefined when the patterns are not one valid pattern string per glob (a task frozen before they were):
 * the globs are compiled instead.
 */
function compiledPatterns(
  patterns: unknown,
  include: readonly string[],
  exclude: readonly string[],
): readonly [PathPredicate, PathPredicate] | undefined {
  if (typeof patterns !== 'object' || patterns === null) return undefined
  const any = (globs: readonly string[], sources: unknown): PathPredicate | undefined => {
    if (!Array.isArray(sources) || sources.length !== globs.length || !sources.every((s) => typeof s === 'string'))
      return undefined
    const res = (sources as string[]).map((s) => new RegExp(s))
    return (path) => globs.some((glob, i) => path === glob || res[i]?.test(path) === true)
  }
  try {
    const { include: inc, exclude: exc } = patterns as { include?: unknown; exclude?: unknown }
    const included = any(include, inc)
    const excluded = any(exclude, exc)
    return included === undefined || excluded === undefined ? undefined : [included, excluded]
  } catch {
    return undefined
  }
}
