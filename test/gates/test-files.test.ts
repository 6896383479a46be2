import picomatch from 'picomatch'
import { describe, expect, it } from 'vitest'
import { COMPILED_GLOBS } from '../../mcp-server/src/gates/compiled-globs.js'
import { DEFAULT_TEST_FILES, fileClassifier, SNAPSHOT_FILES, TEST_CONFIG_FILES } from '../../mcp-server/src/gates/test-files.js'

describe('fileClassifier', () => {
  const classify = fileClassifier()
  it.each([
    ['src/add.test.ts', 'test'], ['src/add.spec.tsx', 'test'], ['lib/__tests__/add.js', 'test'], ['test/support/store.ts', 'test'],
    ['packages/a/tests/x.mjs', 'test'], ['tests/test_add.py', 'test'], ['pkg/add_test.py', 'test'], ['conftest.py', 'test'],
    ['math/add_test.go', 'test'], ['math/testdata/in.txt', 'test'],
    ['src/__snapshots__/add.test.ts.snap', 'snapshot'], ['src/add.snap', 'snapshot'],
    ['vitest.config.ts', 'test-config'], ['packages/a/jest.config.js', 'test-config'], ['pyproject.toml', 'test-config'],
    ['pytest.ini', 'test-config'], ['package.json', 'test-config'],
    ['src/add.ts', 'production'], ['add.py', 'production'], ['math/add.go', 'production'], ['src/testing.ts', 'production'],
  ])('classifies %s as %s by default', (path, kind) => {
    expect(classify(path)).toBe(kind)
  })

  it('replaces the default test globs with configured ones', () => {
    const custom = fileClassifier(picomatch(['checks/**'], { dot: true }))
    expect(custom('checks/add.ts')).toBe('test')
    expect(custom('src/add.test.ts')).toBe('production')
    expect(custom('vitest.config.ts')).toBe('test-config')
  })
})

describe('COMPILED_GLOBS', () => {
  it('holds exactly picomatch\'s pattern for every built-in glob', () => {
    const globs = [...DEFAULT_TEST_FILES, ...SNAPSHOT_FILES, ...TEST_CONFIG_FILES]
    expect(Object.keys(COMPILED_GLOBS).sort()).toEqual([...globs].sort())
    for (const glob of globs) expect(COMPILED_GLOBS[glob], glob).toBe(picomatch.makeRe(glob, { dot: true }).source)
  })
})
