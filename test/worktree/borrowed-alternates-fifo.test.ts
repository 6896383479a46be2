import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  blobAt,
  checkoutMixed,
  diffTrees,
  readBlob,
  shadowFor,
  snapshot,
} from '../../mcp-server/src/worktree/snapshot.js'

const dirs: string[] = []
const saved = process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS']
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  if (saved === undefined) delete process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS']
  else process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS'] = saved
})

describe('red team: the borrowed object store is read by every read call', () => {
  // Red-team finding (Medium, fixed): once a shadow borrows the user's `.git/objects`, every read call (diff-tree, ls-tree,
  // read-tree, cat-file) runs with GIT_ALTERNATE_OBJECT_DIRECTORIES, and git opens that store's
  // `objects/info/alternates` eagerly — even when every object the call needs is in the shadow's own store. A FIFO
  // planted there (the agent can write `.git/`) blocks each such call until its limit (20 s by default): a hook making
  // two of them runs past its 30 s limit (failed open), a PostToolUse dies before judging, and the transition in the
  // server cannot list changes (tree_unavailable) until the agent removes the FIFO again. The user's alternates file is
  // also followed to any directory it names (outside the project). Suggested fix: read the borrowed store only for
  // blobs (readBlob/checkout), never for tree-only calls; refuse to borrow (or stop borrowing) when the store's
  // `info/alternates` exists or is not a regular file, re-checked before each borrowing call; or copy the store path
  // into a private alternates file that names only `objects` (git still reads its nested alternates, so check them).
  it('diffs two trees of its own store whatever sits in the borrowed store', () => {
    const base = mkdtempSync(join(tmpdir(), 'evident-redteam-'))
    dirs.push(base)
    const root = join(base, 'project')
    mkdirSync(join(root, 'src'), { recursive: true })
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1\n')
    const git = (args: readonly string[]): void => {
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: root, stdio: 'ignore' })
    }
    git(['init', '-q'])
    git(['add', '-A'])
    git(['commit', '-qm', 'init'])
    // A short git limit so the blocked call shows quickly (the hooks' default is 20 s).
    process.env['EVIDENT_SNAPSHOT_TIMEOUT_MS'] = '2000'
    const shadow = shadowFor(join(base, 'data', 'evidence.db'), root)
    const first = snapshot(shadow)
    execFileSync('mkfifo', [join(root, '.git', 'objects', 'info', 'alternates')])
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 2\n')
    // The snapshot itself never reads the borrowed store and succeeds; both trees are the shadow's own.
    const second = snapshot(shadow)
    expect(diffTrees(shadow, first, second).map((c) => c.path)).toEqual(['src/a.ts'])
  })

  it('refuses to read a borrowed blob past a FIFO in the borrowed store (no blocked git), and re-hashes the next snapshot', () => {
    const base = mkdtempSync(join(tmpdir(), 'evident-redteam-'))
    dirs.push(base)
    const root = join(base, 'project')
    mkdirSync(join(root, 'src'), { recursive: true })
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1\n')
    writeFileSync(join(root, 'src/b.ts'), 'export const b = 1\n')
    const git = (args: readonly string[]): void => {
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: root, stdio: 'ignore' })
    }
    git(['init', '-q'])
    git(['add', '-A'])
    git(['commit', '-qm', 'init'])
    const shadow = shadowFor(join(base, 'data', 'evidence.db'), root)
    const first = snapshot(shadow)
    const borrowed = blobAt(shadow, first, 'src/b.ts')?.blob ?? ''
    mkdirSync(join(root, '.git', 'objects', 'pack'), { recursive: true })
    execFileSync('mkfifo', [join(root, '.git', 'objects', 'pack', 'pack-0000000000000000000000000000000000000000.idx')])
    expect(() => readBlob(shadow, borrowed)).toThrow(/a FIFO, a link or another special file/)
    expect(() => checkoutMixed(shadow, first, [], join(base, 'checkout'))).toThrow(/a FIFO, a link/)
    // The next snapshot stops borrowing: every file hashed into the shadow's own store, readable again.
    const second = snapshot(shadow)
    expect(second).toBe(first)
    expect(readBlob(shadow, borrowed).toString()).toBe('export const b = 1\n')
  })
})
