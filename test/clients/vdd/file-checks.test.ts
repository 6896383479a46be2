import { mkdirSync, realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkFile, checkFileContains } from '../../../mcp-server/src/clients/vdd/file-checks.js'
import { tempDir } from '../../support/store.js'
import { writeFile } from '../../support/vdd-project.js'

function repoWithOutside(): { root: string; outside: string } {
  const outside = realpathSync(tempDir('evident-outside-'))
  writeFile(outside, 'secret.txt', 'TOP-SECRET')
  const root = realpathSync(tempDir('evident-repo-'))
  writeFile(root, 'docs/a.md', 'alpha criterion-prefix')
  writeFile(root, 'docs/b.md', 'beta')
  symlinkSync(join(outside, 'secret.txt'), join(root, 'leak.txt'))
  symlinkSync(outside, join(root, 'escape'))
  return { root, outside }
}

describe('checkFile', () => {
  it('passes when the glob matches at least one path and fails when it matches none', () => {
    const { root } = repoWithOutside()
    expect(checkFile(root, 'docs/*.md')).toMatchObject({ result: 'PASS', details: '2 match(es): docs/a.md, docs/b.md' })
    expect(checkFile(root, 'docs')).toMatchObject({ result: 'PASS' })
    expect(checkFile(root, 'src/**/*.ts')).toEqual({ result: 'FAIL', details: 'no path matches src/**/*.ts' })
  })

  it('fails ../ paths, absolute paths and symlinks leading outside as "outside the repository"', () => {
    const { root, outside } = repoWithOutside()
    for (const target of [
      '../../etc/passwd',
      '/etc/passwd',
      join(outside, 'secret.txt'),
      'leak.txt',
      'escape/secret.txt',
      'docs/../../x',
      '{docs/a.md,../x}',
    ]) {
      expect(checkFile(root, target), target).toEqual({ result: 'FAIL', details: `${target}: outside the repository` })
    }
  })
})

describe('checkFileContains', () => {
  it('passes when any matched regular file contains the substring', () => {
    const { root } = repoWithOutside()
    expect(checkFileContains(root, 'docs/*.md :: criterion-prefix ')).toEqual({
      result: 'PASS',
      details: 'found in docs/a.md',
    })
    expect(checkFileContains(root, 'docs/*.md::gamma')).toEqual({
      result: 'FAIL',
      details: '"gamma" not found in 2 file(s) matching docs/*.md',
    })
    expect(checkFileContains(root, 'src/*.md::x')).toEqual({ result: 'FAIL', details: 'no file matches src/*.md' })
  })

  it('splits on the first :: only', () => {
    const root = realpathSync(tempDir())
    writeFile(root, 'a.ts', 'const x = A::B')
    expect(checkFileContains(root, 'a.ts::A::B')).toMatchObject({ result: 'PASS' })
  })

  it('fails a malformed target: no :: separator or an empty side', () => {
    const { root } = repoWithOutside()
    for (const target of ['docs/a.md', 'docs/a.md::', '::alpha', ' :: ']) {
      expect(checkFileContains(root, target).details).toBe(
        `malformed file-contains target "${target}": expected <glob>::<substring>`,
      )
    }
  })

  it('never reads a file outside the repository, even through a symlink', () => {
    const { root } = repoWithOutside()
    for (const glob of ['leak.txt', 'escape/secret.txt', '../secret.txt', '/etc/passwd']) {
      expect(checkFileContains(root, `${glob}::TOP-SECRET`), glob).toEqual({
        result: 'FAIL',
        details: `${glob}: outside the repository`,
      })
    }
  })

  it('ignores directories among the matches', () => {
    const root = realpathSync(tempDir())
    mkdirSync(join(root, 'dir.md'))
    expect(checkFileContains(root, '*.md::x')).toEqual({ result: 'FAIL', details: 'no file matches *.md' })
  })
})
