import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import {
  blobAt,
  borrowedObjects,
  checkoutMixed,
  diffTrees,
  readBlob,
  shadowFor,
  snapshot,
  TamperedObjectError,
  type Shadow,
} from '../../mcp-server/src/worktree/snapshot.js'
import { readUserIndex, seedIndex, userRepository } from '../../mcp-server/src/worktree/user-index.js'

/**
 * Issue #34: the first snapshot borrows the project repository's objects and starts from its index (stat data), so it
 * hashes only what differs from it — and nothing the agent can write into that repository (its index flags, its
 * objects) makes a snapshot, a diff or a checkout say other than what the files hold.
 */
const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'evident-borrow-'))
  dirs.push(dir)
  return dir
}

function write(root: string, file: string, text: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}

const git = (cwd: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): string =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/** A committed repository of a few folders, with `extra` files written after the commit. */
function repository(): { root: string; data: string } {
  const base = temp()
  const root = join(base, 'project')
  mkdirSync(root)
  for (let i = 0; i < 30; i++) write(root, `src/pkg${i % 3}/file${i}.ts`, `export const v${i} = ${i}\n`)
  write(root, 'test/a.test.ts', 'it("a", () => {})\n')
  write(root, '.gitignore', 'node_modules/\n')
  // Older than the index by far: no entry is "racy" (hashed again whatever its stat), so the seed is all that decides.
  const past = new Date(Date.now() - 60_000)
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) utimesSync(join(root, file), past, past)
  git(root, ['init', '-q'])
  git(root, ['add', '-A'])
  git(root, ['commit', '-qm', 'init'])
  return { root, data: join(base, 'data') }
}

/** The snapshot of the same files taken the old way: a copy with no repository to borrow from (every file hashed). */
function hashedTree(root: string): string {
  const copy = join(temp(), 'copy')
  cpSync(root, copy, { recursive: true, filter: (source) => !source.split('/').includes('.git') })
  return snapshot(shadowFor(join(temp(), 'evidence.db'), copy))
}

/** The objects in the shadow's own store (not the borrowed ones). */
function ownObjects(shadow: Shadow): Set<string> {
  const out = execFileSync(
    'git',
    ['--git-dir', shadow.gitDir, 'cat-file', '--batch-all-objects', '--batch-check=%(objectname)'],
    {
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '' },
    },
  )
  return new Set(out.split('\n').filter((l) => l !== ''))
}

/** Rewrites the loose object `id` of the repository at `root` to hold `content` (a store the agent can write). */
function forgeLoose(root: string, id: string, type: 'blob' | 'tree', content: Buffer): void {
  const path = join(root, '.git', 'objects', id.slice(0, 2), id.slice(2))
  rmSync(path, { force: true })
  writeFileSync(path, deflateSync(Buffer.concat([Buffer.from(`${type} ${content.length}\0`), content])))
}

describe('the first snapshot borrows from the project repository', () => {
  it('hashes only what differs from the repository, and its tree is the tree of the files', () => {
    const { root, data } = repository()
    write(root, 'src/pkg1/file1.ts', 'export const v1 = "changed"\n')
    write(root, 'src/new.ts', 'export const fresh = true\n')
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const tree = snapshot(shadow)
    expect(tree).toBe(hashedTree(root))
    expect(borrowedObjects(shadow)).toBe(userRepository(root)?.objects)
    // The shadow's store holds the two new blobs and trees, none of the 29 unchanged files' blobs.
    const own = ownObjects(shadow)
    const changed = blobAt(shadow, tree, 'src/pkg1/file1.ts')?.blob ?? ''
    const added = blobAt(shadow, tree, 'src/new.ts')?.blob ?? ''
    const unchanged = blobAt(shadow, tree, 'src/pkg2/file2.ts')?.blob ?? ''
    expect(own.has(changed) && own.has(added)).toBe(true)
    expect(own.has(unchanged)).toBe(false)
    // Borrowed blobs read back through the shadow.
    expect(readBlob(shadow, unchanged).toString()).toBe('export const v2 = 2\n')
    // Later snapshots and diffs work as before.
    write(root, 'src/pkg2/file2.ts', 'export const v2 = "later"\n')
    const next = snapshot(shadow)
    expect(diffTrees(shadow, tree, next).map((c) => [c.path, c.status])).toEqual([['src/pkg2/file2.ts', 'modified']])
    expect(next).toBe(hashedTree(root))
  })

  it('clears "assume unchanged" and "skip worktree" from the seed: a file so marked is still measured', () => {
    const { root, data } = repository()
    git(root, ['update-index', '--assume-unchanged', 'src/pkg0/file0.ts'])
    git(root, ['update-index', '--skip-worktree', 'src/pkg1/file1.ts'])
    write(root, 'src/pkg0/file0.ts', 'export const v0 = "hidden?"\n')
    write(root, 'src/pkg1/file1.ts', 'export const v1 = "hidden?"\n')
    // git itself no longer sees them.
    expect(git(root, ['status', '--porcelain'])).toBe('')
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const tree = snapshot(shadow)
    expect(tree).toBe(hashedTree(root))
    expect(readBlob(shadow, blobAt(shadow, tree, 'src/pkg0/file0.ts')?.blob ?? '').toString()).toContain('hidden?')
    write(root, 'src/pkg1/file1.ts', 'export const v1 = "again"\n')
    expect(snapshot(shadow)).toBe(hashedTree(root))
  })

  it('builds a tree itself when the repository holds a rewritten tree under a cached id', () => {
    const { root, data } = repository()
    const src = git(root, ['rev-parse', 'HEAD:src/pkg0']).trim()
    // The index's cached tree for src/pkg0 now reads as a tree listing one other file.
    const blob = git(root, ['rev-parse', 'HEAD:test/a.test.ts']).trim()
    forgeLoose(root, src, 'tree', Buffer.concat([Buffer.from('100644 planted.ts\0'), Buffer.from(blob, 'hex')]))
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const tree = snapshot(shadow)
    expect(tree).toBe(hashedTree(root))
    expect(blobAt(shadow, tree, 'src/pkg0/planted.ts')).toBeUndefined()
    expect(blobAt(shadow, tree, 'src/pkg0/file0.ts')).toBeDefined()
  })

  it('refuses a borrowed blob whose object was rewritten: readBlob and a checkout throw, nothing is judged on it', () => {
    const { root, data } = repository()
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const tree = snapshot(shadow)
    const entry = blobAt(shadow, tree, 'test/a.test.ts')
    expect(entry).toBeDefined()
    forgeLoose(root, entry?.blob ?? '', 'blob', Buffer.from('it.skip("a", () => {})\n'))
    expect(() => readBlob(shadow, entry?.blob ?? '')).toThrow(TamperedObjectError)
    expect(() => checkoutMixed(shadow, tree, [], join(temp(), 'checkout'))).toThrow(TamperedObjectError)
  })

  it('keeps working when the repository it borrowed from is removed: the next snapshot hashes every file', () => {
    const { root, data } = repository()
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    snapshot(shadow)
    rmSync(join(root, '.git'), { recursive: true, force: true })
    write(root, 'src/pkg0/file0.ts', 'export const v0 = "after"\n')
    const tree = snapshot(shadow)
    expect(borrowedObjects(shadow)).toBeUndefined()
    expect(tree).toBe(hashedTree(root))
    expect(readBlob(shadow, blobAt(shadow, tree, 'src/pkg2/file2.ts')?.blob ?? '').toString()).toBe(
      'export const v2 = 2\n',
    )
    const dir = join(temp(), 'checkout')
    checkoutMixed(shadow, tree, [], dir)
    expect(readFileSync(join(dir, 'src/pkg0/file0.ts'), 'utf8')).toBe('export const v0 = "after"\n')
  })

  it('borrows nothing from a project below its repository top level, a split index or a SHA-256 repository', () => {
    const { root, data } = repository()
    const sub = join(root, 'src')
    expect(userRepository(sub)).toBeUndefined()
    const below = shadowFor(join(data, 'sub.db'), sub)
    expect(snapshot(below)).toBe(hashedTree(sub))
    expect(borrowedObjects(below)).toBeUndefined()

    git(root, ['update-index', '--split-index'])
    const repo = userRepository(root)
    expect(repo).toBeDefined()
    const read = repo === undefined ? undefined : readUserIndex(repo)
    expect(read).toBeDefined()
    expect(read === undefined ? 'unread' : seedIndex(read.bytes)).toBeUndefined()
    const split = shadowFor(join(data, 'split.db'), root)
    expect(snapshot(split)).toBe(hashedTree(root))
    expect(borrowedObjects(split)).toBeUndefined()

    const sha256 = join(temp(), 'sha256')
    mkdirSync(sha256)
    git(sha256, ['init', '-q', '--object-format=sha256'])
    expect(userRepository(sha256)).toBeUndefined()
  })
})

describe('seedIndex', () => {
  const flagged = (index: Buffer, dir: string): string => {
    const file = join(dir, 'seeded-index')
    writeFileSync(file, index)
    return git(dir, ['ls-files', '-v'], { GIT_INDEX_FILE: file })
  }

  it.each([2, 3, 4])('reads an index of version %i, keeps every entry and clears the flags', (version) => {
    const { root } = repository()
    git(root, ['update-index', '--assume-unchanged', 'src/pkg0/file0.ts'])
    if (version >= 3) git(root, ['update-index', '--skip-worktree', 'src/pkg1/file1.ts'])
    git(root, ['update-index', '--index-version', String(version)])
    const bytes = readFileSync(join(root, '.git', 'index'))
    expect(bytes.readUInt32BE(4)).toBe(version)
    const before = git(root, ['ls-files', '-v'])
    expect(before).toMatch(/^h src\/pkg0\/file0\.ts$/m)
    const seed = seedIndex(Buffer.from(bytes))
    expect(seed).toBeDefined()
    if (seed === undefined) return
    const after = flagged(seed, root)
    expect(after.split('\n').length).toBe(before.split('\n').length)
    expect(after).not.toMatch(/^[a-zS] /m)
    expect(after.replace(/^H /gm, '')).toBe(before.replace(/^[hHS] /gm, ''))
  })

  it('lends nothing for what is not an index it can read whole', () => {
    const { root } = repository()
    const bytes = readFileSync(join(root, '.git', 'index'))
    expect(seedIndex(Buffer.from('not an index at all, not even close'))).toBeUndefined()
    expect(seedIndex(Buffer.from(bytes.subarray(0, 200)))).toBeUndefined()
    const future = Buffer.from(bytes)
    future.writeUInt32BE(5, 4)
    expect(seedIndex(future)).toBeUndefined()
  })
})
