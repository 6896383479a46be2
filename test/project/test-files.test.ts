import picomatch from 'picomatch'
import { describe, expect, it } from 'vitest'
import { COMPILED_GLOBS } from '../../mcp-server/src/project/compiled-globs.js'
import {
  DEFAULT_TEST_FILES,
  fileClassifier,
  GROUP_WORDS,
  isDocumentation,
  isProduction,
  sourceExtensionSet,
  sourceLanguages,
  SNAPSHOT_FILES,
  TEST_CONFIG_FILES,
  type FileKind,
} from '../../mcp-server/src/project/test-files.js'

describe('fileClassifier', () => {
  const classify = fileClassifier()
  it.each([
    ['src/add.test.ts', 'test'],
    ['src/add.spec.tsx', 'test'],
    ['lib/__tests__/add.js', 'test'],
    ['test/support/store.ts', 'test'],
    ['packages/a/tests/x.mjs', 'test'],
    ['tests/test_add.py', 'test'],
    ['pkg/add_test.py', 'test'],
    ['conftest.py', 'test'],
    ['math/add_test.go', 'test'],
    ['math/testdata/in.txt', 'test'],
    ['src/__snapshots__/add.test.ts.snap', 'snapshot'],
    ['src/add.snap', 'snapshot'],
    ['vitest.config.ts', 'test-config'],
    ['packages/a/jest.config.js', 'test-config'],
    ['pyproject.toml', 'test-config'],
    ['pytest.ini', 'test-config'],
    ['package.json', 'test-config'],
    ['src/add.ts', 'production'],
    ['add.py', 'production'],
    ['math/add.go', 'production'],
    ['src/testing.ts', 'production'],
    // A notebook holds code cells: NotebookEdit changes code.
    ['notebooks/explore.ipynb', 'production'],
    ['analysis.IPYNB', 'production'],
    ['tests/check.ipynb', 'test'],
    ['README.md', 'neutral'],
    ['docs/guide.mdx', 'neutral'],
    ['CHANGELOG', 'neutral'],
    ['pkg/LICENSE.txt', 'neutral'],
    ['test/README.md', 'test'],
    ['src/words.txt', 'data'],
    ['src/license.ts', 'production'],
    ['README.txt', 'neutral'],
    ['docs/notes.txt', 'neutral'],
    ['assets/logo.png', 'neutral'],
    // Ignore files are documentation of what is left out.
    ['.gitignore', 'neutral'],
    ['pkg/.dockerignore', 'neutral'],
    ['.git/info/exclude', 'neutral'],
    // Data and configuration the code may read: counted as code by the hypothesis rule.
    ['.env.example', 'data'],
    ['.slugrc', 'data'],
    ['src/slug.rules.json', 'data'],
    ['config/app.yml', 'data'],
    ['locales/en.txt', 'data'],
    ['tsconfig.json', 'data'],
    ['.github/workflows/ci.yml', 'data'],
    ['package-lock.json', 'data'],
    // Build output, at any depth, whatever the file.
    ['dist/index.js', 'neutral'],
    ['packages/a/build/x.ts', 'neutral'],
    ['coverage/lcov-report/index.html', 'neutral'],
    ['dist/test/add.test.js', 'neutral'],
    ['target/debug/main.rs', 'neutral'],
    // Source by language, and files without an extension (scripts, Makefile).
    ['src/app.tsx', 'production'],
    ['web/index.HTML', 'production'],
    ['lib/x.rb', 'production'],
    ['cmd/main.rs', 'production'],
    ['bin/evident', 'production'],
    ['Makefile', 'production'],
    ['scripts/deploy.sh', 'production'],
    ['src/.eslintrc.cjs', 'production'],
    ['distribution/x.ts', 'production'],
  ])('classifies %s as %s by default', (path, kind) => {
    expect(classify(path)).toBe(kind)
  })

  it('takes configured source extensions by language, laid over the defaults', () => {
    const source = sourceExtensionSet(sourceLanguages({ data: ['json', '.YAML'], web: [] }))
    const custom = fileClassifier(undefined, source)
    expect(custom('src/table.json')).toBe('production')
    expect(custom('config/app.yaml')).toBe('production')
    expect(custom('web/style.css')).toBe('data')
    expect(custom('src/add.ts')).toBe('production')
    expect(custom('tsconfig.json')).toBe('production')
    expect(custom('dist/table.json')).toBe('neutral')
  })

  it('takes the workflow state folder .claude/state/ at the root as neutral, whatever its files are', () => {
    expect(classify('.claude/state/last_test_result')).toBe('neutral')
    expect(classify('.claude/state/harness_state')).toBe('neutral')
    expect(classify('.claude/state/tdd/run.test.ts')).toBe('neutral')
    expect(isProduction('.claude/state/harness_state')).toBe(false)
    expect(classify('.claude/hooks/pre.sh')).toBe('production')
    expect(classify('pkg/.claude/state/run.ts')).toBe('production')
  })

  it('replaces the default test globs with configured ones', () => {
    const custom = fileClassifier(picomatch(['checks/**'], { dot: true }))
    expect(custom('checks/add.ts')).toBe('test')
    expect(custom('src/add.test.ts')).toBe('production')
    expect(custom('vitest.config.ts')).toBe('test-config')
  })
})

describe('COMPILED_GLOBS', () => {
  it("holds exactly picomatch's pattern for every built-in glob", () => {
    const globs = [...DEFAULT_TEST_FILES, ...SNAPSHOT_FILES, ...TEST_CONFIG_FILES]
    expect(Object.keys(COMPILED_GLOBS).sort()).toEqual([...globs].sort())
    for (const glob of globs) expect(COMPILED_GLOBS[glob], glob).toBe(picomatch.makeRe(glob, { dot: true }).source)
  })
})

/** `a{b,c}d{e,f}` → abde, abdf, acde, acdf (the built-in globs nest no braces). */
function expandBraces(glob: string): string[] {
  const open = glob.indexOf('{')
  if (open === -1) return [glob]
  const close = glob.indexOf('}', open)
  return glob
    .slice(open + 1, close)
    .split(',')
    .flatMap((choice) => expandBraces(glob.slice(0, open) + choice + glob.slice(close + 1)))
}

describe('GROUP_WORDS', () => {
  const groups = [
    ['test', DEFAULT_TEST_FILES],
    ['snapshot', SNAPSHOT_FILES],
    ['config', TEST_CONFIG_FILES],
  ] as const

  it('names, for every built-in glob, a word its literal text holds — so no path without one can match', () => {
    for (const [group, globs] of groups) {
      for (const glob of globs) {
        // Only `**` segments, `*`, and non-nested braces: every other character of the glob matches itself.
        expect(glob, glob).toMatch(/^[\w./*{},-]+$/)
        for (const expansion of expandBraces(glob)) {
          // `**/` and `/**` may match nothing at all, so their slashes are not required in the path.
          const literal = expansion
            .replace(/^\*\*\//, '')
            .replace(/\/\*\*$/, '')
            .split('*')
          const words: readonly string[] = GROUP_WORDS[group]
          expect(
            literal.some((run) => words.some((word) => run.includes(word))),
            `${glob} → ${expansion}`,
          ).toBe(true)
        }
      }
    }
  })

  it('classifies exactly as the globs through picomatch, on paths with and without the words', () => {
    const match = (globs: readonly string[]) => picomatch([...globs], { dot: true })
    const [isTest, isSnapshot, isConfig] = [match(DEFAULT_TEST_FILES), match(SNAPSHOT_FILES), match(TEST_CONFIG_FILES)]
    const reference = (path: string): FileKind =>
      isSnapshot(path)
        ? 'snapshot'
        : isConfig(path)
          ? 'test-config'
          : isTest(path)
            ? 'test'
            : isProduction(path)
              ? 'production'
              : isDocumentation(path)
                ? 'neutral'
                : 'data'
    const dirs = [
      '',
      'src/',
      'test/',
      'tests/',
      'lib/__tests__/',
      'pkg/testdata/',
      'src/__snapshots__/',
      'a/b/c/',
      '.config/',
      'spec/',
      'latest/',
      'contest/',
    ]
    const files = [
      'add.ts',
      'add.test.ts',
      'add.spec.jsx',
      'add.tests.ts',
      'test_add.py',
      'add_test.py',
      'conftest.py',
      'add_test.go',
      'add.snap',
      'vitest.config.ts',
      'vite.config.mjs',
      'jest.config.json',
      'vitest.workspace.ts',
      'pytest.ini',
      'tox.ini',
      'setup.cfg',
      '.coveragerc',
      'pyproject.toml',
      'package.json',
      'snapshot.ts',
      'testing.ts',
      'spectrum.go',
      'my.config.ts',
      'latest.ini',
      '.env',
      'README.md',
      'notes.txt',
      'Makefile',
    ]
    const classify = fileClassifier()
    for (const dir of dirs)
      for (const file of files) expect(classify(dir + file), dir + file).toBe(reference(dir + file))
  })
})
