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

export type FileKind = 'test' | 'snapshot' | 'test-config' | 'production'

export type PathPredicate = (relativePath: string) => boolean

export type FileClassifier = (relativePath: string) => FileKind

/** A predicate over built-in globs, from their precompiled patterns. */
export function builtinMatcher(globs: readonly string[]): PathPredicate {
  const patterns = globs.map((glob) => {
    const source = COMPILED_GLOBS[glob]
    if (source === undefined) throw new Error(`no precompiled pattern for glob ${glob}`)
    return new RegExp(source)
  })
  return (path) => patterns.some((p) => p.test(path))
}

/** A classifier over project-relative POSIX paths; `isTest` replaces the default test globs. */
export function fileClassifier(isTest: PathPredicate = builtinMatcher(DEFAULT_TEST_FILES)): FileClassifier {
  const isSnapshot = builtinMatcher(SNAPSHOT_FILES)
  const isConfig = builtinMatcher(TEST_CONFIG_FILES)
  return (path) => {
    if (isSnapshot(path)) return 'snapshot'
    if (isConfig(path)) return 'test-config'
    return isTest(path) ? 'test' : 'production'
  }
}
