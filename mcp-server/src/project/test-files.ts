import { STATE_DIR } from '../domain/verdict-file.js'
import { COMPILED_GLOBS } from './compiled-globs.js'
import { isQuoted, pathBytes } from '../kernel/path-bytes.js'

/**
 * Which files are tests. Classification is by project-relative POSIX path against globs: the `testFiles`
 * globs of `evident.config.json` when set, else these defaults for TS/JS, Python and Go. Snapshots and
 * test-runner configuration are classified apart because editing them can hide a failure. The built-in
 * globs are matched through their precompiled patterns (`compiled-globs.ts`); configured globs are compiled
 * by the caller (the hook uses picomatch) and passed in as a predicate.
 */
export const DEFAULT_TEST_FILES: readonly string[] = [
  // TypeScript / JavaScript (vitest, jest, mocha, node:test)
  '**/*.{test,spec}.{ts,tsx,mts,cts,js,jsx,mjs,cjs}',
  '**/__tests__/**',
  '**/{test,tests}/**',
  // Python (pytest, unittest)
  '**/test_*.py',
  '**/*_test.py',
  '**/conftest.py',
  // Go
  '**/*_test.go',
  '**/testdata/**',
]

export const SNAPSHOT_FILES: readonly string[] = ['**/*.snap', '**/__snapshots__/**']

export const TEST_CONFIG_FILES: readonly string[] = [
  '**/{vitest,vite,jest}.config.{ts,mts,cts,js,mjs,cjs,json}',
  '**/vitest.{workspace,projects}.{ts,mts,js,mjs,json}',
  '**/{pytest.ini,tox.ini,setup.cfg,.coveragerc,pyproject.toml}',
  '**/package.json',
]

/**
 * What a file is to the TDD rules:
 * - `test`, `snapshot`, `test-config`: the evidence and what configures it (guarded against weakening);
 * - `production`: source code, by language (`SOURCE_EXTENSIONS`, extended by `sourceExtensions` in
 *   `evident.config.json`) and extensionless files (scripts with a shebang, `Makefile`): changed in red or green only
 *   after a hypothesis;
 * - `data`: every other file of the project that is not documentation — data and configuration the code may read
 *   (`*.json`, `*.yml`, `*.toml`, `*.txt`, `locales/`, dotfiles such as `.slugrc` or `.env.example`, generated
 *   modules, notebooks' data): never denied when written, but counted as code where it matters — a change in red needs
 *   the cited hypothesis at red → green like source code, and the re-runs put it back like production code;
 * - `neutral`: what no TDD rule is about — documentation (`*.md`, `*.rst`, `*.adoc`, files under `docs/`, LICENSE,
 *   README, CHANGELOG, …), ignore files (`.gitignore`, `.*ignore`), build output (`dist/`, `build/`, `coverage/`, …),
 *   git's own folder and the workflow state folder `.claude/state/` (evident's binding verdict, the TDD coordinator's
 *   files). Changing it is never denied or charged in any phase; it is still recorded, and the re-runs put it back.
 */
export type FileKind = 'test' | 'snapshot' | 'test-config' | 'production' | 'data' | 'neutral'

/** Source code by language: a file with one of these extensions (case-insensitive) is production code. */
const SOURCE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  typescript: ['ts', 'tsx', 'mts', 'cts'],
  javascript: ['js', 'jsx', 'mjs', 'cjs'],
  web: ['vue', 'svelte', 'astro', 'html', 'htm', 'css', 'scss', 'sass', 'less'],
  templates: ['ejs', 'hbs', 'handlebars', 'mustache', 'njk', 'pug', 'jinja', 'jinja2', 'j2', 'liquid', 'twig', 'erb'],
  python: ['py', 'pyi', 'pyx', 'pxd'],
  go: ['go'],
  rust: ['rs'],
  java: ['java'],
  kotlin: ['kt', 'kts'],
  scala: ['scala', 'sc'],
  groovy: ['groovy', 'gradle'],
  c: ['c', 'h'],
  cpp: ['cc', 'cpp', 'cxx', 'c++', 'hh', 'hpp', 'hxx', 'ipp', 'tpp', 'inl'],
  csharp: ['cs', 'csx'],
  fsharp: ['fs', 'fsi', 'fsx'],
  visualbasic: ['vb'],
  swift: ['swift'],
  objc: ['m', 'mm'],
  ruby: ['rb', 'rake'],
  php: ['php'],
  perl: ['pl', 'pm'],
  lua: ['lua'],
  r: ['r'],
  dart: ['dart'],
  elixir: ['ex', 'exs', 'heex'],
  erlang: ['erl', 'hrl'],
  haskell: ['hs', 'lhs'],
  clojure: ['clj', 'cljs', 'cljc'],
  ocaml: ['ml', 'mli'],
  elm: ['elm'],
  zig: ['zig'],
  nim: ['nim'],
  julia: ['jl'],
  crystal: ['cr'],
  solidity: ['sol'],
  shell: ['sh', 'bash', 'zsh', 'fish', 'ps1', 'psm1', 'bat', 'cmd'],
  sql: ['sql'],
  graphql: ['graphql', 'gql'],
  protobuf: ['proto'],
  // Jupyter notebooks hold code cells: what a NotebookEdit changes is code, gated like any production edit.
  notebooks: ['ipynb'],
}

/** Folders whose content is built or cached output (at any depth): neutral, whatever the files are. */
const BUILD_OUTPUT_DIRS: readonly string[] = [
  'dist',
  'build',
  'out',
  'coverage',
  'htmlcov',
  '.nyc_output',
  'target',
  '.next',
  '.nuxt',
  '.svelte-kit',
  '.output',
  '.turbo',
  '.cache',
  '.parcel-cache',
  '.vite',
  '.vercel',
  '.docusaurus',
  'storybook-static',
  'node_modules',
  '__pycache__',
  '.pytest_cache',
  '.mypy_cache',
  '.ruff_cache',
  '.tox',
  '.nox',
  '.venv',
  'venv',
  '.gradle',
  '.git',
]

/** Documentation files without an extension (with one, `.md`/`.txt`/… are not source anyway). */
const DOC_NAME = /^(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CHANGELOG|CHANGES|CONTRIBUTING|CONTRIBUTORS|HISTORY|README)$/

/** Documentation by extension: prose and its pictures, never read by code as data. */
const DOC_EXTENSIONS: ReadonlySet<string> = new Set([
  'md',
  'markdown',
  'rst',
  'adoc',
  'asciidoc',
  'org',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'webp',
  'ico',
])

/** Folders of documentation (at any depth): what they hold is prose, whatever its extension. */
const DOC_DIRS: ReadonlySet<string> = new Set(['docs', 'doc'])

/** Ignore files: what git and tools leave out (`.gitignore`, `.dockerignore`, `.prettierignore`, …). */
const IGNORE_FILE = /^\.[a-z]*ignore$/

/**
 * Documentation: prose by extension or name (a `README.txt` too), anything under `docs/` or `doc/`, and ignore files.
 * What is neither source, test nor documentation is data (`isDocumentation` false): code reads it.
 */
export function isDocumentation(path: string): boolean {
  const segments = path.split('/')
  if (segments.slice(0, -1).some((segment) => DOC_DIRS.has(segment))) return true
  const name = segments[segments.length - 1] ?? ''
  if (IGNORE_FILE.test(name)) return true
  const dot = name.lastIndexOf('.')
  const base = dot > 0 ? name.slice(0, dot) : name
  if (DOC_NAME.test(base.toUpperCase()) && (dot <= 0 || name.slice(dot + 1).toLowerCase() === 'txt')) return true
  return dot > 0 && DOC_EXTENSIONS.has(name.slice(dot + 1).toLowerCase())
}

/** Lower-case extensions without the dot, from a `sourceExtensions`-shaped record (".TS" and "ts" alike). */
export function sourceExtensionSet(
  byLanguage: Readonly<Record<string, readonly string[]>> = SOURCE_EXTENSIONS,
): ReadonlySet<string> {
  return new Set(
    Object.values(byLanguage)
      .flat()
      .map((e) => e.replace(/^\./, '').toLowerCase()),
  )
}

/** The default languages with the configured ones laid over them (a language set to `[]` is no longer source). */
export function sourceLanguages(
  configured: Readonly<Record<string, readonly string[]>> | undefined,
): Readonly<Record<string, readonly string[]>> {
  return configured === undefined ? SOURCE_EXTENSIONS : { ...SOURCE_EXTENSIONS, ...configured }
}

const DEFAULT_SOURCE = sourceExtensionSet()

/**
 * Whether a path that is no test, snapshot or test configuration is production code: source by extension, or a
 * file without one (a script with a shebang, `Makefile`) unless it is a dotfile (`.gitignore`, `.env`) or a
 * documentation name (`LICENSE`); never inside a build-output folder.
 */
export function isProduction(path: string, source: ReadonlySet<string> = DEFAULT_SOURCE): boolean {
  if (isBuildOutput(path) || isWorkflowState(path)) return false
  const name = path.slice(path.lastIndexOf('/') + 1)
  const dot = name.lastIndexOf('.')
  if (dot > 0) return source.has(name.slice(dot + 1).toLowerCase())
  return dot === -1 && !DOC_NAME.test(name)
}

const BUILD_DIRS: ReadonlySet<string> = new Set(BUILD_OUTPUT_DIRS)

/** A path inside a build-output folder (or one such folder itself). */
export function isBuildOutput(path: string): boolean {
  return path.split('/').some((segment) => BUILD_DIRS.has(segment))
}

/**
 * The project's workflow state folder (`.claude/state/`, at the root): evident's binding verdict (`last_test_result`)
 * and the TDD coordinator's files. Written by evident and the workflow, never code: neutral.
 */
const isWorkflowState = (path: string): boolean => path.startsWith(`${STATE_DIR}/`)

export type PathPredicate = (relativePath: string) => boolean

export type FileClassifier = (relativePath: string) => FileKind

/**
 * Words, one of which is in every path a glob of the group can match: each glob's literal text contains one
 * (test/project/test-files.test.ts proves it from the globs). A path with none of them is decided without running
 * a pattern — the precompiled patterns test every character of the path against a look-ahead, and compiling and
 * running one costs a hook process ~40 µs, about 0.5 ms for a path checked against all of them.
 */
export const GROUP_WORDS = {
  test: ['test', 'spec'],
  snapshot: ['snap'],
  config: ['.config.', 'vitest.', '.ini', 'setup.cfg', '.coveragerc', 'pyproject.toml', 'package.json'],
} as const satisfies Readonly<Record<string, readonly string[]>>

/**
 * A predicate over built-in globs from their precompiled patterns, each compiled when first needed. `words`:
 * the group's GROUP_WORDS, a path containing none of which matches none of the globs.
 */
export function builtinMatcher(globs: readonly string[], words: readonly string[]): PathPredicate {
  const patterns: (RegExp | undefined)[] = []
  const pattern = (index: number): RegExp => {
    const glob = globs[index] ?? ''
    const source = COMPILED_GLOBS[glob]
    if (source === undefined) throw new Error(`no precompiled pattern for glob ${glob}`)
    return (patterns[index] ??= new RegExp(source))
  }
  return (path) => words.some((word) => path.includes(word)) && globs.some((_, index) => pattern(index).test(path))
}

/**
 * A classifier over project-relative POSIX paths; `isTest` replaces the default test globs, `source` the default
 * source extensions (`sourceExtensionSet(sourceLanguages(config.sourceExtensions))`). Build output is neutral
 * before anything else: a compiled test under `dist/` is no test of the project. A stored path that is quoted (a name
 * that is not valid UTF-8, `kernel/path-bytes.ts`) is judged by its name (`src/f\377.ts` is a `.ts` file).
 */
export function fileClassifier(
  isTest: PathPredicate = builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test),
  source: ReadonlySet<string> = DEFAULT_SOURCE,
): FileClassifier {
  const isSnapshot = builtinMatcher(SNAPSHOT_FILES, GROUP_WORDS.snapshot)
  const isConfig = builtinMatcher(TEST_CONFIG_FILES, GROUP_WORDS.config)
  return (stored) => {
    const path = isQuoted(stored) ? pathBytes(stored).toString('utf8') : stored
    if (isBuildOutput(path) || isWorkflowState(path)) return 'neutral'
    if (isSnapshot(path)) return 'snapshot'
    if (isConfig(path)) return 'test-config'
    if (isTest(path)) return 'test'
    if (isProduction(path, source)) return 'production'
    return isDocumentation(path) ? 'neutral' : 'data'
  }
}

/**
 * Whether files of this kind hold code the project runs or reads, as the rules about what code does judge it
 * (oracle-aware code, engine/gates/oracle.ts): every kind but tests, snapshots, test configuration and neutral
 * files — production code, and the data and configuration code reads (the `data` kind of #30 item 4).
 */
export const holdsCode = (kind: FileKind): boolean =>
  kind !== 'test' && kind !== 'snapshot' && kind !== 'test-config' && kind !== 'neutral'

/** The kinds whose content is the code under test: the red re-run puts them back to the red run's version. */
export const isCodeUnderTest = (kind: FileKind): boolean =>
  kind === 'production' || kind === 'data' || kind === 'neutral'

/** The kinds the hypothesis rule counts as code at red → green: source, and the data and configuration it reads. */
export const countsAsCode = (kind: FileKind): boolean => kind === 'production' || kind === 'data'

/** A file name that says it holds tests (`*.test.ts`, `*.spec.js`, `test_x.py`, `x_test.go`, `x_spec.rb`, …). */
export const TEST_NAME = /(?:^|\/)(?:[^/]*[._-](?:test|spec)s?\.[^/]+|(?:test|spec)s?[._-][^/]*)$/i
