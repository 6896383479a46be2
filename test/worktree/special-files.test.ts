import { execFileSync } from 'node:child_process'
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { specialFileGitReads, specialIgnoreFileOn } from '../../mcp-server/src/worktree/special-files.js'
import { tempDir } from '../support/store.js'

const mkfifo = (path: string): void => {
  mkdirSync(dirname(path), { recursive: true })
  execFileSync('mkfifo', [path])
}

const write = (path: string, text: string): void => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

describe('specialFileGitReads', () => {
  it('finds nothing in a tree of regular ignore files, and a FIFO that is no ignore file is left to git', () => {
    const root = tempDir('evident-special-')
    write(join(root, '.gitignore'), 'dist/\n')
    write(join(root, 'src/.gitattributes'), '* text\n')
    mkfifo(join(root, 'src/pipe.ts'))
    expect(specialFileGitReads(root, '')).toBeUndefined()
  })

  it('names a FIFO .gitignore, .gitattributes or .gitmodules at any depth', () => {
    for (const name of ['.gitignore', '.gitattributes', '.gitmodules']) {
      const root = tempDir('evident-special-')
      mkfifo(join(root, 'a/b', name))
      expect(specialFileGitReads(root, '')).toEqual({ path: `a/b/${name}`, what: 'a FIFO' })
    }
  })

  it('names a link to a FIFO and a socket', async () => {
    const linked = tempDir('evident-special-')
    mkfifo(join(linked, 'fifo'))
    symlinkSync(join(linked, 'fifo'), join(linked, '.gitignore'))
    expect(specialFileGitReads(linked, '')).toEqual({ path: '.gitignore', what: 'a symbolic link to a FIFO' })
    const socketed = tempDir('evident-special-')
    const server = createServer()
    await new Promise<void>((listening) => server.listen(join(socketed, '.gitignore'), listening))
    try {
      expect(specialFileGitReads(socketed, '')).toEqual({ path: '.gitignore', what: 'a socket' })
    } finally {
      server.close()
    }
  })

  it('does not walk what git does not: .git, nested repositories, skipped folders, plain-name ignore rules', () => {
    const root = tempDir('evident-special-')
    mkfifo(join(root, '.git/.gitignore'))
    mkfifo(join(root, 'vendor/lib/.gitignore'))
    write(join(root, 'vendor/lib/.git/HEAD'), 'ref: refs/heads/main\n')
    mkfifo(join(root, 'node_modules/x/.gitignore'))
    mkfifo(join(root, 'dist/.gitignore'))
    write(join(root, '.gitignore'), '# build output\n/dist/\n')
    mkfifo(join(root, 'data/.gitignore'))
    mkfifo(join(root, 'pkg/build/.gitignore'))
    write(join(root, 'pkg/.gitignore'), 'build\n')
    expect(specialFileGitReads(root, 'node_modules\n', [join(root, 'data')])).toBeUndefined()
  })

  it('walks a folder some rule re-includes, or that a rule it cannot read may leave in', () => {
    const negated = tempDir('evident-special-')
    write(join(negated, '.gitignore'), 'out/\n!out/\n')
    mkfifo(join(negated, 'out/.gitignore'))
    expect(specialFileGitReads(negated, '')?.path).toBe('out/.gitignore')
    const wildcard = tempDir('evident-special-')
    write(join(wildcard, '.gitignore'), 'ou*/\n')
    mkfifo(join(wildcard, 'out/.gitignore'))
    expect(specialFileGitReads(wildcard, '')?.path).toBe('out/.gitignore')
    // An anchored rule holds only where it was written.
    const anchored = tempDir('evident-special-')
    write(join(anchored, '.gitignore'), '/out\n')
    mkfifo(join(anchored, 'src/out/.gitignore'))
    expect(specialFileGitReads(anchored, '')?.path).toBe('src/out/.gitignore')
  })
})

describe('specialIgnoreFileOn', () => {
  it('names the first .gitignore on the way to a path that is no regular file, and only those on the way', () => {
    const root = tempDir('evident-special-')
    write(join(root, '.gitignore'), 'dist/\n')
    mkfifo(join(root, 'src/sub/.gitignore'))
    mkfifo(join(root, 'other/.gitignore'))
    expect(specialIgnoreFileOn(root, ['src/a.ts', 'lib/b.ts'])).toBeUndefined()
    expect(specialIgnoreFileOn(root, ['src/a.ts', 'src/sub/deep/x.ts'])).toEqual({
      path: 'src/sub/.gitignore',
      what: 'a FIFO',
    })
  })
})
