import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { blobAt, diffTrees, readBlob, shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'evident-redteam-'))
  dirs.push(dir)
  return dir
}

function write(root: string, file: string, text: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}

const git = (cwd: string, args: readonly string[]): string =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

const blobId = (bytes: Buffer): string =>
  createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex')

/** A committed repository whose files are older than its index (no racy entry). */
function repository(): { root: string; data: string } {
  const base = temp()
  const root = join(base, 'project')
  mkdirSync(root)
  write(root, 'src/sum.ts', 'export const sum = (a: number, b: number) => a + b\n')
  write(root, 'test/sum.test.ts', 'it("sums", () => { expect(sum(1, 2)).toBe(3) })\n')
  const past = new Date(Date.now() - 60_000)
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) utimesSync(join(root, file), past, past)
  git(root, ['init', '-q'])
  git(root, ['add', '-A'])
  git(root, ['commit', '-qm', 'init'])
  return { root, data: join(base, 'data') }
}

/**
 * What an agent with a shell does to the user's `.git/index`: the entry of `path` keeps the stat data of the file on
 * disk (so `git add` does not hash it again) but names another blob — one that really is that content, so no
 * TamperedObjectError can ever catch it.
 */
function plantStaleEntry(root: string, path: string, shownBlob: string): void {
  const past = new Date(Date.now() - 30_000)
  utimesSync(join(root, path), past, past)
  git(root, ['add', '--', path])
  const actual = git(root, ['rev-parse', `:${path}`]).trim()
  const indexPath = join(root, '.git', 'index')
  const bytes = readFileSync(indexPath)
  const at = bytes.indexOf(Buffer.from(actual, 'hex'))
  expect(at).toBeGreaterThan(0)
  Buffer.from(shownBlob, 'hex').copy(bytes, at)
  const body = bytes.subarray(0, bytes.length - 20)
  createHash('sha1')
    .update(body)
    .digest()
    .copy(bytes, bytes.length - 20)
  writeFileSync(indexPath, bytes)
}

describe('red team: the user index stat data seeds the first snapshot', () => {
  // Red-team finding (High, fixed): the first snapshot trusts the stat data of the user's `.git/index`, a file the agent can
  // write. An entry with the on-disk file's stat and another (genuine) blob id is never re-hashed: the snapshot — and
  // every later one, until the file's stat changes — records content the file does not hold. readBlob's proof passes
  // (the blob is genuine), so nothing notices. Before #34 the first snapshot hashed every file.
  it('a snapshot records what the file on disk holds, whatever the user index says', () => {
    const { root, data } = repository()
    const strong = git(root, ['rev-parse', 'HEAD:test/sum.test.ts']).trim()
    // The agent weakens the test before `tdd_task start`, and makes the index claim the strong one.
    write(root, 'test/sum.test.ts', 'it("sums", () => {})\n')
    plantStaleEntry(root, 'test/sum.test.ts', strong)

    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const first = snapshot(shadow)
    const onDisk = blobId(readFileSync(join(root, 'test/sum.test.ts')))
    const recorded = blobAt(shadow, first, 'test/sum.test.ts')?.blob ?? ''
    expect(readBlob(shadow, recorded).toString()).toBe(readFileSync(join(root, 'test/sum.test.ts'), 'utf8'))
    expect(recorded).toBe(onDisk)
    // And the lie outlives the first snapshot: later snapshots keep it, no diff ever shows the weakening.
    const later = snapshot(shadow)
    expect(blobAt(shadow, later, 'test/sum.test.ts')?.blob).toBe(onDisk)
    expect(diffTrees(shadow, first, later)).toEqual([])
  })

  // Red-team finding (High, fixed): an entry of mode 160000 (a gitlink) planted in the user's `.git/index` for a plain folder
  // makes the whole folder a "submodule" in the seeded shadow index: `git add -A` never descends into it again and
  // diffTrees leaves gitlinks out, so no file of that folder is in any snapshot and no change to it is ever measured
  // (not by Bash, not by unrecorded_change). Before #34 the seed was `git add -f` of the listed paths, which added the
  // folder's files. Suggested fix: drop every gitlink entry of the seed whose path is not a directory holding its own
  // `.git` (or drop gitlinks from the seed altogether and let `git add -A` find real nested repositories).
  it('a planted gitlink in the user index hides no folder from the snapshots', () => {
    const { root, data } = repository()
    const head = git(root, ['rev-parse', 'HEAD']).trim()
    git(root, ['rm', '-r', '-q', '--cached', 'test'])
    git(root, ['update-index', '--add', '--cacheinfo', `160000,${head},test`])

    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const first = snapshot(shadow)
    expect(blobAt(shadow, first, 'test/sum.test.ts')?.blob).toBe(blobId(readFileSync(join(root, 'test/sum.test.ts'))))
    write(root, 'test/sum.test.ts', 'it.skip("sums", () => {})\n')
    const later = snapshot(shadow)
    expect(diffTrees(shadow, first, later).map((c) => c.path)).toEqual(['test/sum.test.ts'])
  })

  // Red-team finding (High, fixed): even with every entry's blob right, the user's cached trees
  // (`TREE` extension) are trusted against the entries. importTrees proves each cached tree is a genuine tree, not that
  // it is the tree of the entries under its folder: the agent keeps the cached tree of the folder as it was before it
  // weakened the test, write-tree reuses it (the entries did not change, nothing invalidates it), and the snapshot holds
  // the strong test while the index and the disk hold the weak one. A fix of the stat-data trust must also rebuild or
  // check the cached trees (e.g. drop TREE, or compare each cached tree with `write-tree` of the seeded entries).
  it('a cached tree of the user index that is not the tree of its entries is not used', () => {
    const { root, data } = repository()
    const indexPath = join(root, '.git', 'index')
    // The strong test's cached trees, as git wrote them (the `TREE` extension after the entries).
    const strong = readFileSync(indexPath)
    const at = strong.lastIndexOf(Buffer.from('TREE'))
    const cached = strong.subarray(at, at + 8 + strong.readUInt32BE(at + 4))
    write(root, 'test/sum.test.ts', 'it("sums", () => {})\n')
    const past = new Date(Date.now() - 30_000)
    utimesSync(join(root, 'test/sum.test.ts'), past, past)
    git(root, ['add', '--', 'test/sum.test.ts'])
    const weak = readFileSync(indexPath)
    const entries = weak.subarray(0, weak.lastIndexOf(Buffer.from('TREE')))
    expect(at > 12 && entries.length > 12).toBe(true)
    const body = Buffer.concat([entries, cached])
    writeFileSync(indexPath, Buffer.concat([body, createHash('sha1').update(body).digest()]))
    // git itself sees the index as the weak test, with nothing to stage.
    expect(git(root, ['diff', '--name-only'])).toBe('')

    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const tree = snapshot(shadow)
    expect(blobAt(shadow, tree, 'test/sum.test.ts')?.blob).toBe(blobId(readFileSync(join(root, 'test/sum.test.ts'))))
  })
})
