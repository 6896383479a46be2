import { existsSync, realpathSync } from 'node:fs'
import { isAbsolute, join, posix, relative, resolve, sep } from 'node:path'
import * as z from 'zod'
import type { EvidentConfig } from '../domain/config.js'
import { runProcess, type Confinement } from './spawn.js'
import { viteConfigLoader } from './vite-loader.js'

/**
 * The test files as the project's own vitest sees them: its resolved `include` and `exclude`, as project-relative
 * POSIX globs. tdd_task start asks once and freezes the answer with the task (project/classifier.ts reads it), so a
 * vitest config changed later cannot reclassify files mid-task; hooks never run it. The config is code the agent
 * may have written: it runs in a child process of its own group, time-bounded, without evident's variables, and
 * confined like a test run in a sealed session.
 */
export type VitestGlobs = { include: string[]; exclude: string[] } | { error: string }

/** The default limit of the resolution, in ms: the config of a large project loads plugins; vitest runs take this. */
const DEFAULT_LIMIT_MS = 30_000

/** The resolution's limit: `EVIDENT_VITEST_CONFIG_TIMEOUT_MS` (a positive integer) or 30 s. */
function limitMs(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env['EVIDENT_VITEST_CONFIG_TIMEOUT_MS']
  const value = raw === undefined || raw.trim() === '' ? NaN : Number(raw)
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_LIMIT_MS
}

/** The line the child prints its answer on (after whatever the config printed). */
const MARK = '@@evident-vitest-globs@@'

/**
 * Run by `node --input-type=module -e` in the project with argv `root config project configLoader`: imports the project's own
 * `vitest/node` (by its package.json's exports, never a vitest found elsewhere), resolves the config without running
 * anything, and prints each vitest project's root, dir, include and exclude.
 */
const SCRIPT = `
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
const answer = (value) => process.stdout.write('\\n${MARK}' + JSON.stringify(value) + '\\n', () => process.exit(0))
try {
  const [root, config, project, configLoader] = process.argv.slice(1)
  const dir = join(root, 'node_modules', 'vitest')
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  let entry = pkg.exports?.['./node']
  while (entry !== null && typeof entry === 'object') entry = entry.import ?? entry.default
  if (typeof entry !== 'string') throw new Error('vitest ' + pkg.version + ' exports no ./node')
  const { createVitest } = await import(pathToFileURL(join(dir, entry)).href)
  const options = {
    watch: false, root, ...(config ? { config } : {}), ...(project ? { project } : {}), ...(configLoader ? { configLoader } : {}),
  }
  const vitest = await createVitest('test', options, {}, {})
  try {
    answer({ projects: vitest.projects.map((p) => ({
      root: p.config.root, dir: p.config.dir ?? null, include: p.config.include, exclude: p.config.exclude,
    })) })
  } finally {
    await vitest.close()
  }
} catch (error) {
  answer({ error: String(error instanceof Error ? error.message : error).split('\\n')[0].slice(0, 500) })
}
`

const answer = z.union([
  z.object({
    projects: z.array(
      z.object({
        root: z.string(),
        dir: z.string().nullable(),
        include: z.array(z.string()),
        exclude: z.array(z.string()),
      }),
    ),
  }),
  z.object({ error: z.string() }),
])

/**
 * The project's vitest's resolved test globs (of the one config and project a runner names, else the default config
 * and all its projects). `{error}` when they cannot be had: no vitest in the project, a config that throws or does not
 * finish within the limit, an answer that is not one. Each vitest project's globs are relative to its own root (or
 * `dir`) and made project-relative; globs outside the project are left out. Several vitest projects give one list:
 * the union of their includes, less what every one of them excludes (a superset of what vitest collects).
 */
export async function vitestTestGlobs(
  projectRoot: string,
  runner?: { config?: string | undefined; project?: string | undefined },
  options?: { confine?: Confinement | undefined },
): Promise<VitestGlobs> {
  if (!existsSync(join(projectRoot, 'node_modules', 'vitest', 'package.json')))
    return { error: 'vitest is not installed in this project (node_modules/vitest is missing)' }
  const configFile = runner?.config
  if (configFile !== undefined && inside(projectRoot, resolve(projectRoot, configFile)) === undefined)
    return { error: `the vitest config ${configFile} is outside the project` }
  const limit = limitMs(process.env)
  // evident's own variables (the caller's identity, the store's location) are none of the config's business.
  const scrubbed = Object.fromEntries(Object.keys(process.env).flatMap((k) => (k.startsWith('EVIDENT_') ? [[k]] : [])))
  const result = await runProcess({
    command: process.execPath,
    args: [
      '--input-type=module',
      '-e',
      SCRIPT,
      projectRoot,
      configFile ?? '',
      runner?.project ?? '',
      viteConfigLoader(projectRoot, options?.confine) ?? '',
    ],
    cwd: projectRoot,
    env: scrubbed,
    timeoutMs: limit,
    keepBytes: 256 * 1024,
    confine: options?.confine,
  })
  if (result.timedOut) return { error: `vitest's config did not resolve within ${limit} ms` }
  const line = result.stdout.split('\n').findLast((l) => l.startsWith(MARK))
  if (line === undefined) {
    const why = lastLines(result.stderr) || result.error || `exit code ${String(result.exitCode ?? result.signal)}`
    return { error: `vitest's config could not be resolved: ${why}` }
  }
  let parsed: z.infer<typeof answer>
  try {
    parsed = answer.parse(JSON.parse(line.slice(MARK.length)))
  } catch {
    return { error: "vitest's resolved config is not the list of projects evident asked for" }
  }
  if ('error' in parsed) return { error: `vitest's config could not be resolved: ${parsed.error}` }
  const projects = parsed.projects
  return flatten(
    projectRoot,
    projects.map((p) => {
      const base = p.dir === null ? p.root : resolve(p.root, p.dir)
      const negated = p.include.filter((g) => g.startsWith('!')).map((g) => g.slice(1))
      return {
        include: relativeGlobs(
          projectRoot,
          base,
          p.include.filter((g) => !g.startsWith('!')),
        ),
        exclude: relativeGlobs(projectRoot, base, [...p.exclude.filter((g) => !g.startsWith('!')), ...negated]),
      }
    }),
  )
}

/** The test globs of the project's vitest runners in this configuration; undefined when it has none (JUnit only). */
export async function configuredVitestGlobs(
  projectRoot: string,
  config: EvidentConfig,
  confine?: Confinement,
): Promise<VitestGlobs | undefined> {
  const specs = Object.values(config.runners).flatMap((r) => (r.kind === 'vitest' ? [r] : []))
  if (specs.length === 0) return undefined
  const each = await Promise.all(
    specs.map((s) => vitestTestGlobs(projectRoot, { config: s.config, project: s.project }, { confine })),
  )
  const failed = each.find((g) => 'error' in g)
  if (failed !== undefined) return failed
  return flatten(projectRoot, each as { include: string[]; exclude: string[] }[])
}

/**
 * The layout in a sentence, for tdd_task start and `evident init`: which files are tests to vitest, or why evident's
 * default test-file globs apply.
 */
export function testLayoutText(globs: VitestGlobs): string {
  if ('error' in globs) return `Test files: evident's defaults (${globs.error}).`
  const exclude = globs.exclude.length === 0 ? '' : `, except ${globs.exclude.join(', ')}`
  return `Test files: what vitest collects (${globs.include.join(', ')}${exclude}), and evident's defaults.`
}

function flatten(projectRoot: string, lists: readonly { include: string[]; exclude: string[] }[]): VitestGlobs {
  const include = [...new Set(lists.flatMap((l) => l.include))]
  if (include.length === 0) return { error: `vitest's include names no file inside ${projectRoot}` }
  const [first, ...rest] = lists
  const exclude = (first?.exclude ?? []).filter((g) => rest.every((l) => l.exclude.includes(g)))
  return { include, exclude: [...new Set(exclude)] }
}

/** Globs relative to `base` as project-relative POSIX globs; those reaching outside the project are dropped. */
function relativeGlobs(projectRoot: string, base: string, globs: readonly string[]): string[] {
  const prefix = inside(projectRoot, base)
  if (prefix === undefined) return []
  return globs.flatMap((glob) => {
    const absolute = isAbsolute(glob) ? inside(projectRoot, glob) : undefined
    if (isAbsolute(glob) && absolute === undefined) return []
    const joined = posix.normalize(absolute ?? (prefix === '' ? glob : `${prefix}/${glob}`))
    const clean = joined.replace(/^(?:\.\/)+/, '')
    return clean === '..' || clean.startsWith('../') || clean === '.' || clean === '' ? [] : [clean]
  })
}

/** `path` relative to the project (POSIX, '' for the root itself), undefined when outside it (links resolved too). */
function inside(projectRoot: string, path: string): string | undefined {
  for (const root of [projectRoot, realpathOr(projectRoot)]) {
    const rel = relative(root, path)
    if (rel === '') return ''
    if (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel)) return rel.split(sep).join('/')
  }
  return undefined
}

function realpathOr(path: string): string {
  try {
    return realpathSync(path)
  } catch {
    return path
  }
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ').slice(0, 600)
}
