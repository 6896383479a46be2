import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  commitOf,
  headState,
  restoreHead,
  sameHead,
  treeChanges,
  worktreeTree,
} from '../../../mcp-server/src/clients/conduct/tree.js'
import { gitRepo } from '../../support/validation-repo.js'

/** What git would commit, read without touching the index a leaf may have staged (clients/conduct/tree.ts). */
async function tree(root: string): Promise<string> {
  const staged = await worktreeTree(root)
  if (!staged.ok) throw new Error(staged.reason)
  return staged.tree
}

describe('worktreeTree', () => {
  it('is the tree git add -A would commit, and leaves the real index as it was', async () => {
    const { root, git, write } = gitRepo({ 'a.txt': 'a\n', 'b.txt': 'b\n' })
    write('a.txt', 'changed\n')
    write('new.txt', 'new\n')
    write('.gitignore', 'ignored.txt\n')
    write('ignored.txt', 'not committed\n')
    git('rm', '-q', '--cached', 'b.txt')
    const index = git('ls-files', '--stage')
    const staged = await tree(root)
    expect(git('ls-files', '--stage')).toBe(index)
    git('add', '-A')
    expect(staged).toBe(git('write-tree').trim())
    expect(git('ls-tree', '--name-only', staged).trim().split('\n')).toEqual([
      '.gitignore',
      'a.txt',
      'b.txt',
      'new.txt',
    ])
  })

  it('sees a same-size change made right after the index was written (git’s racy-clean check keeps working)', async () => {
    for (let i = 0; i < 10; i += 1) {
      const { root, git, write } = gitRepo({ 'a.txt': 'aaaa\n' })
      const before = git('rev-parse', 'HEAD^{tree}').trim()
      write('a.txt', 'bbbb\n')
      expect(await tree(root)).not.toBe(before)
    }
  })

  it('answers git’s words for a work tree it cannot stage (a nested repository without a commit)', async () => {
    const { root, git } = gitRepo({ 'a.txt': 'a\n' })
    mkdirSync(join(root, 'nested'))
    git('-C', 'nested', 'init', '-q')
    writeFileSync(join(root, 'nested', 'x.txt'), 'x\n')
    expect(await worktreeTree(root)).toMatchObject({ ok: false, reason: expect.stringContaining('nested') })
  })
})

describe('treeChanges and commitOf', () => {
  it('lists each changed path with what it was and is: a file, a link, a nested repository, nothing', async () => {
    const { root, git, write } = gitRepo({ 'a.txt': 'a\n', 'gone.txt': 'g\n' })
    const base = git('rev-parse', 'HEAD').trim()
    write('a.txt', 'b\n')
    git('rm', '-q', 'gone.txt')
    symlinkSync('a.txt', join(root, 'link'))
    mkdirSync(join(root, 'sub'))
    git('-C', 'sub', 'init', '-q')
    git('-C', 'sub', 'commit', '-q', '--allow-empty', '-m', 'sub')
    const changes = await treeChanges(root, base, await tree(root))
    expect(changes.map((c) => [c.path, c.before, c.after])).toEqual([
      ['a.txt', 'file', 'file'],
      ['gone.txt', 'file', 'absent'],
      ['link', 'absent', 'symlink'],
      ['sub', 'absent', 'gitlink'],
    ])
    expect(changes[1]?.afterBlob).toBeUndefined()
    expect(await commitOf(root, base)).toEqual({ tree: git('rev-parse', 'HEAD^{tree}').trim(), parents: [] })
  })
})

describe('headState and restoreHead', () => {
  it('puts HEAD back on its branch and commit after a commit, a reset or a switch, leaving the work tree', async () => {
    const { root, git, write } = gitRepo({ 'a.txt': 'a\n' })
    const want = await headState(root)
    expect(want.ref).toBe('refs/heads/main')
    write('a.txt', 'leaf\n')
    git('commit', '-q', '-am', 'leaf')
    git('switch', '-q', '-c', 'elsewhere')
    const moved = await headState(root)
    expect(sameHead(moved, want)).toBe(false)
    await restoreHead(root, want)
    expect(sameHead(await headState(root), want)).toBe(true)
    expect(git('status', '--porcelain').trim()).toBe('M  a.txt')
    git('checkout', '-q', '--detach')
    const detached = await headState(root)
    expect(detached.ref).toBeUndefined()
    git('commit', '-q', '--allow-empty', '-m', 'detached')
    await restoreHead(root, detached)
    expect(await headState(root)).toEqual(detached)
  })
})
