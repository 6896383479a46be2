import { COMPILED_GLOBS } from './compiled-globs.js'

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
 * `documentation`: prose no code runs — Markdown, reStructuredText, AsciiDoc, and the usual top-level notices
 * (LICENSE, CHANGELOG, …). Editing it needs no hypothesis in any phase; it is still recorded as a change.
 */
export type FileKind = 'test' | 'snapshot' | 'test-config' | 'documentation' | 'production'

const DOC_EXTENSION = /\.(?:md|mdx|markdown|rst|adoc)$/i
const DOC_NAME = /(?:^|\/)(?:LICEN[CS]E|COPYING|NOTICE|AUTHORS|CHANGELOG|CHANGES|CONTRIBUTING)(?:\.[A-Za-z]+)?$/

export const isDocumentation = (path: string): boolean => DOC_EXTENSION.test(path) || DOC_NAME.test(path)

export type PathPredicate = (relativePath: string) => boolean

export type FileClassifier = (relativePath: string) => FileKind

/**
 * Words, one of which is in every path a glob of the group can match: each glob's literal text contains one
 * (test/gates/test-files.test.ts proves it from the globs). A path with none of them is decided without running
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

/** A classifier over project-relative POSIX paths; `isTest` replaces the default test globs. */
export function fileClassifier(
  isTest: PathPredicate = builtinMatcher(DEFAULT_TEST_FILES, GROUP_WORDS.test),
): FileClassifier {
  const isSnapshot = builtinMatcher(SNAPSHOT_FILES, GROUP_WORDS.snapshot)
  const isConfig = builtinMatcher(TEST_CONFIG_FILES, GROUP_WORDS.config)
  return (path) => {
    if (isSnapshot(path)) return 'snapshot'
    if (isConfig(path)) return 'test-config'
    if (isTest(path)) return 'test'
    return isDocumentation(path) ? 'documentation' : 'production'
  }
}
