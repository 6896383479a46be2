import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkoutMixed, listTree, shadowFor, snapshot } from '../../mcp-server/src/worktree/snapshot.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('red team: entry names of the user index', () => {
  // Red-team finding (Medium, fixed): `seedIndex` takes the entries' names as they are; git does not check them when it reads
  // an index, and `git add -A` keeps an entry whose stat matches. An entry renamed to `../evil.txt` in the user's
  // `.git/index` (a hard link outside the project keeps its stat) lands in every snapshot's tree: a path outside the
  // project in the evidence (diffTrees would report it, the hooks would read `../evil.txt` relative to the root), and
  // every checkout of such a tree fails (`git read-tree: invalid path`), so each red re-check and closing proof of the
  // project is `tree_unavailable` until the shadow is deleted by hand. Suggested fix: in `seedIndex`, refuse (lend
  // nothing for) an index holding a name git's `verify_path` would reject: empty, absolute, `.`/`..`/`.git`
  // components (any case), a trailing or doubled slash, a NUL.
  it('keeps a path that leaves the project out of the snapshots, and the tree checks out', () => {
    const base = mkdtempSync(join(tmpdir(), 'evident-redteam-'))
    dirs.push(base)
    const root = join(base, 'project')
    mkdirSync(join(root, 'xx'), { recursive: true })
    writeFileSync(join(root, 'xx', 'evil.txt'), 'outside\n')
    writeFileSync(join(root, 'b.ts'), 'export const b = 1\n')
    linkSync(join(root, 'xx', 'evil.txt'), join(base, 'evil.txt'))
    const past = new Date(Date.now() - 60_000)
    utimesSync(join(root, 'xx', 'evil.txt'), past, past)
    utimesSync(join(root, 'b.ts'), past, past)
    const git = (args: readonly string[]): void => {
      execFileSync('git', ['-c', 'user.email=t@t', '-c', 'user.name=t', ...args], { cwd: root, stdio: 'ignore' })
    }
    git(['init', '-q'])
    git(['add', '-A'])
    git(['commit', '-qm', 'init'])
    // The agent renames the entry in place (same length) and seals the index again.
    const indexPath = join(root, '.git', 'index')
    const bytes = readFileSync(indexPath)
    Buffer.from('../evil.txt').copy(bytes, bytes.indexOf(Buffer.from('xx/evil.txt')))
    createHash('sha1')
      .update(bytes.subarray(0, bytes.length - 20))
      .digest()
      .copy(bytes, bytes.length - 20)
    writeFileSync(indexPath, bytes)

    const shadow = shadowFor(join(base, 'data', 'evidence.db'), root)
    const tree = snapshot(shadow)
    expect(listTree(shadow, tree).map((e) => e.path)).toEqual(['b.ts', 'xx/evil.txt'])
    expect(() => checkoutMixed(shadow, tree, [], join(base, 'checkout'))).not.toThrow()
  })
})
