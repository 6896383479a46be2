import { execFileSync, spawn } from 'node:child_process'
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { buildSync } from 'esbuild'
import { afterEach, describe, expect, it } from 'vitest'
import {
  blobAt,
  checkoutMixed,
  diffTrees,
  EMPTY_TREE,
  hasTree,
  ignoredPaths,
  listTree,
  readBlob,
  shadowFor,
  snapshot,
} from '../../mcp-server/src/worktree/snapshot.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'evident-snap-'))
  dirs.push(dir)
  return dir
}

function write(root: string, file: string, text: string): void {
  mkdirSync(join(root, file, '..'), { recursive: true })
  writeFileSync(join(root, file), text)
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })

/** Every file under `dir` with its size and mtime: a fingerprint of the user's .git. */
function fingerprint(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name)
      const stat = statSync(path)
      if (stat.isDirectory()) walk(path)
      else out.push(`${relative(dir, path)} ${stat.size} ${stat.mtimeMs}`)
    }
  }
  walk(dir)
  return out.sort()
}

function project(): { root: string; data: string } {
  const base = temp()
  const root = join(base, 'project')
  const data = join(base, 'data')
  mkdirSync(root)
  write(root, 'src/a.ts', 'export const a = 1\n')
  write(root, 'test/a.test.ts', 'it("a", () => {})\n')
  return { root, data }
}

describe('tree snapshots in a shadow git directory', () => {
  it('writes nothing to the project repository: no objects, no index change, no new files', () => {
    const { root, data } = project()
    write(root, '.gitignore', 'node_modules/\n')
    git(root, 'init', '-q')
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'init')
    write(root, 'src/b.ts', 'untracked\n')
    write(root, 'src/a.ts', 'export const a = 2\n')
    const status = git(root, 'status', '--porcelain')
    const before = fingerprint(join(root, '.git'))
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const tree = snapshot(shadow)
    write(root, 'src/a.ts', 'export const a = 3\n')
    snapshot(shadow)
    expect(hasTree(shadow, tree)).toBe(true)
    expect(fingerprint(join(root, '.git'))).toEqual(before)
    expect(git(root, 'status', '--porcelain')).toBe(status)
    expect(() => git(root, 'cat-file', '-e', `${tree}^{tree}`)).toThrow()
  })

  it('covers tracked and untracked files, honours .gitignore and .git/info/exclude, and skips .git', () => {
    const { root, data } = project()
    write(root, '.gitignore', 'dist/\n*.log\n')
    git(root, 'init', '-q')
    write(root, '.git/info/exclude', 'secret.txt\n')
    write(root, 'dist/out.js', 'built\n')
    write(root, 'debug.log', 'log\n')
    write(root, 'secret.txt', 'x\n')
    write(root, 'notes.md', 'untracked\n')
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const changes = diffTrees(shadow, EMPTY_TREE, snapshot(shadow)).map((c) => c.path)
    expect(changes.sort()).toEqual(['.gitignore', 'notes.md', 'src/a.ts', 'test/a.test.ts'])
  })

  it("keeps a file the user's repository tracks even when it was excluded before the first snapshot", () => {
    const { root, data } = project()
    git(root, 'init', '-q')
    git(root, 'add', '.')
    git(root, 'commit', '-qm', 'init')
    write(root, '.git/info/exclude', 'src/a.ts\n')
    write(root, '.gitignore', 'test/\n')
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const first = snapshot(shadow)
    expect(blobAt(shadow, first, 'src/a.ts')).toBeDefined()
    expect(blobAt(shadow, first, 'test/a.test.ts')).toBeDefined()
    write(root, 'src/a.ts', 'export const a = 42\n')
    expect(diffTrees(shadow, first, snapshot(shadow)).map((c) => c.path)).toEqual(['src/a.ts'])
  })

  it('works for a project that is not a git repository', () => {
    const { root, data } = project()
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const first = snapshot(shadow)
    expect(diffTrees(shadow, EMPTY_TREE, first).map((c) => c.path)).toEqual(['src/a.ts', 'test/a.test.ts'])
    expect(snapshot(shadow)).toBe(first)
  })

  it('leaves out what test runs leave behind in a project that ignores nothing (caches, the JUnit report)', () => {
    const { root, data } = project()
    write(
      root,
      'evident.config.json',
      JSON.stringify({ runners: { py: { kind: 'junit', argv: ['pytest'], junitPath: 'reports/junit.xml' } } }),
    )
    write(root, 'reports/junit.xml', '<testsuites/>')
    write(root, 'reports/keep.md', 'kept')
    write(root, 'node_modules/x/index.js', 'module.exports = 1')
    symlinkSync(join(root, 'node_modules'), join(root, 'src', 'node_modules'))
    write(root, 'src/__pycache__/a.cpython-312.pyc', 'bytecode')
    write(root, '.pytest_cache/v/cache/lastfailed', '{}')
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    expect(
      diffTrees(shadow, EMPTY_TREE, snapshot(shadow))
        .map((c) => c.path)
        .sort(),
    ).toEqual(['evident.config.json', 'reports/keep.md', 'src/a.ts', 'test/a.test.ts'])
  })

  it("leaves out evident's verdict file (written after each run), even where the repository tracks it", () => {
    const { root, data } = project()
    write(root, '.claude/state/last_test_result', 'PASS\nt\nc\n0\n')
    write(root, '.claude/state/tdd/x.json', '{}')
    git(root, 'init', '-q')
    git(root, 'add', '.')
    // A temporary file of a verdict being written.
    write(root, '.claude/state/.last_test_result.1.2.ab.tmp', 'PASS\n')
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const first = snapshot(shadow)
    expect(diffTrees(shadow, EMPTY_TREE, first).map((c) => c.path)).toEqual([
      '.claude/state/tdd/x.json',
      'src/a.ts',
      'test/a.test.ts',
    ])
    write(root, '.claude/state/last_test_result', 'FAIL\nt\nc\n1\n')
    expect(snapshot(shadow)).toBe(first)
  })

  it('names each change path by path with the blobs before and after, and reads them back', () => {
    const { root, data } = project()
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const first = snapshot(shadow)
    write(root, 'src/a.ts', 'export const a = 2\n')
    write(root, 'src/new.ts', 'new\n')
    rmSync(join(root, 'test/a.test.ts'))
    const second = snapshot(shadow)
    const changes = diffTrees(shadow, first, second)
    expect(changes.map((c) => [c.path, c.status])).toEqual([
      ['src/a.ts', 'modified'],
      ['src/new.ts', 'added'],
      ['test/a.test.ts', 'deleted'],
    ])
    const a = changes[0]
    expect(readBlob(shadow, a?.before?.blob ?? '').toString()).toBe('export const a = 1\n')
    expect(readBlob(shadow, a?.after?.blob ?? '').toString()).toBe('export const a = 2\n')
    expect(blobAt(shadow, first, 'test/a.test.ts')?.blob).toBe(changes[2]?.before?.blob)
    expect(blobAt(shadow, second, 'test/a.test.ts')).toBeUndefined()
    expect(diffTrees(shadow, second, second)).toEqual([])
  })

  it('sees a content change that keeps the size, made in the same second (the stat cache does not hide it)', () => {
    // git's racy-entry check needs the index mtime of the last write: each round is a fresh project so the change
    // lands in the second of the first snapshot about as often as not.
    let missed = 0
    for (let i = 0; i < 40; i++) {
      const { root, data } = project()
      const shadow = shadowFor(join(data, 'evidence.db'), root)
      const first = snapshot(shadow)
      write(root, 'src/a.ts', 'export const a = 9\n')
      const second = snapshot(shadow)
      write(root, 'src/a.ts', 'export const a = 7\n')
      if (diffTrees(shadow, first, second).length !== 1 || diffTrees(shadow, second, snapshot(shadow)).length !== 1)
        missed++
    }
    expect(missed).toBe(0)
  })

  it('leaves evident data kept inside the project out of the tree', () => {
    const { root } = project()
    const shadow = shadowFor(join(root, '.evident', 'evidence.db'), root)
    write(root, '.evident/evidence.db', 'sqlite')
    const tree = snapshot(shadow)
    expect(diffTrees(shadow, EMPTY_TREE, tree).map((c) => c.path)).toEqual(['src/a.ts', 'test/a.test.ts'])
  })

  it("ignores the agent's GIT_* variables", () => {
    const { root, data } = project()
    const decoy = temp()
    git(decoy, 'init', '-q')
    const saved = { dir: process.env['GIT_DIR'], index: process.env['GIT_INDEX_FILE'] }
    process.env['GIT_DIR'] = join(decoy, '.git')
    process.env['GIT_INDEX_FILE'] = join(decoy, 'stolen-index')
    try {
      const shadow = shadowFor(join(data, 'evidence.db'), root)
      const tree = snapshot(shadow)
      expect(diffTrees(shadow, EMPTY_TREE, tree)).toHaveLength(2)
    } finally {
      if (saved.dir === undefined) delete process.env['GIT_DIR']
      else process.env['GIT_DIR'] = saved.dir
      if (saved.index === undefined) delete process.env['GIT_INDEX_FILE']
      else process.env['GIT_INDEX_FILE'] = saved.index
    }
    expect(readdirSync(decoy)).toEqual(['.git'])
  })

  it('checks out a mixed tree into a fresh directory without touching the project', () => {
    const { root, data } = project()
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const old = snapshot(shadow)
    write(root, 'src/a.ts', 'export const a = 2\n')
    write(root, 'test/a.test.ts', 'it("a2", () => {})\n')
    const now = snapshot(shadow)
    const oldA = blobAt(shadow, old, 'src/a.ts')
    const out = join(temp(), 'checkout')
    checkoutMixed(shadow, now, [{ path: 'src/a.ts', entry: oldA }], out)
    expect(readFileSync(join(out, 'src/a.ts'), 'utf8')).toBe('export const a = 1\n')
    expect(readFileSync(join(out, 'test/a.test.ts'), 'utf8')).toBe('it("a2", () => {})\n')
    expect(readFileSync(join(root, 'src/a.ts'), 'utf8')).toBe('export const a = 2\n')
    expect(snapshot(shadow)).toBe(now)
  })

  it('keeps a name that is not valid UTF-8 as its bytes: listed, found, diffed, ignored and checked out by them', () => {
    const { root, data } = project()
    const shadow = shadowFor(join(data, 'evidence.db'), root)
    const old = snapshot(shadow)
    const name = Buffer.from([0x73, 0x72, 0x63, 0x2f, 0x66, 0xff, 0x2e, 0x74, 0x73]) // src/f<0xff>.ts
    const file = Buffer.concat([Buffer.from(`${root}/`), name])
    writeFileSync(file, 'export const f = 1\n')
    writeFileSync(join(root, '.gitignore'), 'src/g*.ts\n')
    const now = snapshot(shadow)
    const stored = '"src/f\\377.ts"'
    expect(diffTrees(shadow, old, now).map((c) => [c.path, c.status])).toEqual([
      ['.gitignore', 'added'],
      [stored, 'added'],
    ])
    expect(listTree(shadow, now).map((e) => e.path)).toContain(stored)
    const entry = blobAt(shadow, now, stored)
    expect(entry === undefined ? '' : readBlob(shadow, entry.blob).toString('utf8')).toBe('export const f = 1\n')
    expect(ignoredPaths(shadow, [stored, '"src/g\\377.ts"'])).toEqual(new Set(['"src/g\\377.ts"']))
    const out = join(temp(), 'checkout')
    checkoutMixed(shadow, old, [{ path: stored, entry }], out)
    expect(readFileSync(Buffer.concat([Buffer.from(`${out}/`), name]), 'utf8')).toBe('export const f = 1\n')
  })

  it('lets concurrent processes snapshot the same project (no index.lock failures)', async () => {
    const { root, data } = project()
    for (let i = 0; i < 50; i++) write(root, `src/f${i}.ts`, `export const f = ${i}\n`)
    const dbPath = join(data, 'evidence.db')
    const shadow = shadowFor(dbPath, root)
    const expected = snapshot(shadow)
    rmSync(join(shadow.gitDir, 'index'))
    const worker = join(temp(), 'snap.mjs')
    buildSync({
      stdin: {
        contents: `import { snapshot, shadowFor } from './mcp-server/src/worktree/snapshot.ts'
          process.stdout.write(snapshot(shadowFor(process.argv[2], process.argv[3])))`,
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: worker,
      logLevel: 'silent',
    })
    const run = (): Promise<string> =>
      new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [worker, dbPath, root], { stdio: ['ignore', 'pipe', 'pipe'] })
        let out = ''
        let err = ''
        child.stdout.on('data', (d: Buffer) => (out += d.toString()))
        child.stderr.on('data', (d: Buffer) => (err += d.toString()))
        child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(err))))
      })
    const trees = await Promise.all(Array.from({ length: 6 }, run))
    expect(new Set(trees)).toEqual(new Set([expected]))
  })
})
