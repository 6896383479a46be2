import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { classifierFor } from '../../mcp-server/src/project/classifier.js'
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
})
