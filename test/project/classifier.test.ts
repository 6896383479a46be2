import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import picomatch from 'picomatch'
import { classifierFor, frozenTestGlobs } from '../../mcp-server/src/project/classifier.js'
import { tempDir } from '../support/store.js'

const vitestGlobs = JSON.stringify({ include: ['src/**/test.ts', 'src/**/*.md'], exclude: ['src/legacy/**'] })

describe('classifierFor', () => {
  it("takes a JS/TS file vitest collects (the task's frozen globs) as a test, besides evident's defaults", async () => {
    const classify = await classifierFor(tempDir(), undefined, vitestGlobs)
    expect(classify('src/addDays/test.ts')).toBe('test')
    expect(classify('src/addDays/index.ts')).toBe('production')
    expect(classify('src/legacy/old/test.ts')).toBe('production')
    expect(classify('src/addDays/add.test.ts')).toBe('test')
    expect(classify('test/support/helper.ts')).toBe('test')
  })

  it('keeps files of other types to the defaults, whatever vitest includes', async () => {
    const classify = await classifierFor(tempDir(), undefined, vitestGlobs)
    expect(classify('src/addDays/notes.md')).toBe('neutral')
    expect(classify('src/addDays/test_days.py')).toBe('test')
    expect(classify('vitest.config.ts')).toBe('test-config')
  })

  it("lets evident.config.json's testFiles decide over vitest's list", async () => {
    const root = tempDir()
    writeFileSync(join(root, 'evident.config.json'), JSON.stringify({ testFiles: ['checks/**'] }))
    const classify = await classifierFor(root, undefined, vitestGlobs)
    expect(classify('checks/a.ts')).toBe('test')
    expect(classify('src/addDays/test.ts')).toBe('production')
  })

  it('uses the defaults alone without frozen globs, or with globs that are not {include, exclude} lists', async () => {
    for (const globs of [undefined, 'not json', '{"include":"src/**"}']) {
      const classify = await classifierFor(tempDir(), undefined, globs)
      expect(classify('src/addDays/test.ts')).toBe('production')
      expect(classify('src/addDays/add.test.ts')).toBe('test')
    }
  })

  describe('the frozen form of vitest globs (frozenTestGlobs)', () => {
    const globs = {
      include: ['src/**/test.ts', 'src/**/*.test.ts', '**/*.{spec,check}.?(c|m)[jt]s?(x)', 'lib/[ab]*/t.js'],
      exclude: ['**/node_modules/**', 'src/**/_lib/**/fixtures/**', '**/.{idea,git}/**'],
    }
    const paths = [
      'src/addDays/test.ts',
      'src/addDays/index.ts',
      'src/locale/en-US/test.ts',
      'src/locale/en-US/_lib/match/index.ts',
      'src/locale/en-US/_lib/fixtures/a.test.ts',
      'src/a/_lib/b/fixtures/c/test.ts',
      'src/.hidden/test.ts',
      'node_modules/x/src/y/test.ts',
      'src/node_modules/y/z.test.ts',
      'pkg/a.spec.mjs',
      'pkg/a.check.tsx',
      'pkg/.git/a.spec.js',
      'lib/alpha/t.js',
      'lib/gamma/t.js',
      'test.ts',
      'src/test.ts',
      'src/deep/er/still/test.ts',
      'src/**/test.ts',
    ]

    it('holds each glob and its picomatch pattern', async () => {
      const frozen = JSON.parse(await frozenTestGlobs(globs)) as Record<string, unknown>
      expect(frozen).toEqual({
        ...globs,
        patterns: {
          include: globs.include.map((g) => picomatch.makeRe(g, { dot: true }).source),
          exclude: globs.exclude.map((g) => picomatch.makeRe(g, { dot: true }).source),
        },
      })
    })

    it('classifies every path as the globs compiled by picomatch do', async () => {
      const precompiled = await classifierFor(tempDir(), undefined, await frozenTestGlobs(globs))
      const compiled = await classifierFor(tempDir(), undefined, JSON.stringify(globs))
      const kinds = paths.map((p) => [p, precompiled(p)])
      expect(kinds).toEqual(paths.map((p) => [p, compiled(p)]))
      // Both ways round: the list exercises inclusion and exclusion.
      expect(kinds.filter(([, k]) => k === 'test').length).toBeGreaterThan(3)
      expect(kinds.filter(([, k]) => k === 'production').length).toBeGreaterThan(3)
    })

    it('matches by the frozen patterns when there are (no glob is compiled again)', async () => {
      const frozen = JSON.stringify({ ...globs, patterns: { include: globs.include.map(() => '^$'), exclude: [] } })
      // The exclude patterns do not pair with the globs: the globs are compiled.
      expect((await classifierFor(tempDir(), undefined, frozen))('src/addDays/test.ts')).toBe('test')
      const never = JSON.stringify({
        ...globs,
        patterns: { include: globs.include.map(() => '^$'), exclude: globs.exclude.map(() => '^$') },
      })
      expect((await classifierFor(tempDir(), undefined, never))('src/addDays/test.ts')).toBe('production')
    })

    it('compiles the globs when the patterns are missing or not valid', async () => {
      for (const patterns of [undefined, 'x', { include: ['('], exclude: [] }, { include: [1], exclude: [] }]) {
        const frozen = JSON.stringify({ include: ['src/**/test.ts'], exclude: [], patterns })
        const classify = await classifierFor(tempDir(), undefined, frozen)
        expect(classify('src/addDays/test.ts')).toBe('test')
        expect(classify('src/addDays/index.ts')).toBe('production')
      }
    })
  })
})
