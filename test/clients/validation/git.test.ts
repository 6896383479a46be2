import { describe, expect, it } from 'vitest'
import { scopeEntries } from '../../../mcp-server/src/clients/validation/diff-hunks.js'
import { changedHunks, defaultBase } from '../../../mcp-server/src/clients/validation/git.js'
import { formatScopeEntry } from '../../../mcp-server/src/clients/validation/scope.js'
import { gitRepo, numbered } from '../../support/validation-repo.js'

function edit(text: string, changes: Readonly<Record<number, string>>): string {
  return text
    .split('\n')
    .map((line, i) => changes[i + 1] ?? line)
    .join('\n')
}

describe('changedHunks', () => {
  it('gives one range per hunk (gaps never merged), untracked files as added, deletions as nothing', async () => {
    const { root, git, write } = gitRepo({ 'src/a.ts': numbered(30), 'src/gone.ts': 'x\n', 'docs/b.md': numbered(5) })
    git('checkout', '-q', '-b', 'feature')
    write(
      'src/a.ts',
      edit(numbered(30), { 3: 'changed 3', 4: 'changed 4', 6: 'changed 6', 20: 'changed 20\nadded 20a' }),
    )
    git('commit', '-q', '-am', 'feature work')
    write('docs/b.md', edit(numbered(5), { 5: 'changed 5' }))
    git('rm', '-q', 'src/gone.ts')
    write('new dir/untracked.ts', 'one\ntwo\nthree\n')
    const change = await changedHunks(root)
    expect(change.base).toBe(git('rev-parse', 'main').trim())
    expect(scopeEntries(change.files, 'per-hunk').map(formatScopeEntry)).toEqual([
      'docs/b.md:5-5',
      'src/a.ts:3-4',
      'src/a.ts:6-6',
      'src/a.ts:20-21',
      'new dir/untracked.ts:1-3',
    ])
    expect(scopeEntries(change.files, 'per-file').map(formatScopeEntry)).toEqual([
      'docs/b.md:*',
      'src/a.ts:*',
      'new dir/untracked.ts:*',
    ])
  })

  it('measures uncommitted work on the default branch against HEAD', async () => {
    const { root, git, write } = gitRepo({ 'a.txt': numbered(3) })
    write('a.txt', edit(numbered(3), { 2: 'two' }))
    expect(await defaultBase(root)).toBe(git('rev-parse', 'HEAD').trim())
    const change = await changedHunks(root)
    expect(scopeEntries(change.files, 'per-hunk').map(formatScopeEntry)).toEqual(['a.txt:2-2'])
  })

  it('uses an explicit base and refuses one that looks like an option', async () => {
    const { root, git, write } = gitRepo({ 'a.txt': numbered(3) })
    const first = git('rev-parse', 'HEAD').trim()
    write('a.txt', edit(numbered(3), { 1: 'one' }))
    git('commit', '-q', '-am', 'second')
    const change = await changedHunks(root, first)
    expect(scopeEntries(change.files, 'per-hunk').map(formatScopeEntry)).toEqual(['a.txt:1-1'])
    await expect(changedHunks(root, '--output=/tmp/x')).rejects.toThrow(/is not a git ref name/)
  })
})
