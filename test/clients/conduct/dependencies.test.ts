import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  changedDependencies,
  dependencyFolders,
  fileClockNow,
} from '../../../mcp-server/src/clients/conduct/dependencies.js'
import { sleep } from '../../../mcp-server/src/clients/conduct/proc.js'
import { GIT_MISSING } from '../../../mcp-server/src/worktree/git.js'
import { git } from '../../support/conduct-loop.js'
import { tempDir } from '../../support/store.js'

/**
 * The installed dependencies a leaf may not change (clients/conduct/dependencies.ts): found by the kernel's change
 * time, which no process sets back — a patched test runner, a package added, a file removed.
 */
function project(): string {
  const root = realpathSync(tempDir('evident-deps-'))
  git(root, 'init', '-q', '-b', 'main')
  writeFileSync(join(root, '.gitignore'), 'node_modules/\n.venv/\n')
  mkdirSync(join(root, 'node_modules', 'runner'), { recursive: true })
  writeFileSync(join(root, 'node_modules', 'runner', 'index.js'), 'module.exports = run\n')
  mkdirSync(join(root, 'node_modules', '.vite', 'vitest', 'abc'), { recursive: true })
  mkdirSync(join(root, 'node_modules', '.vite-temp'), { recursive: true })
  mkdirSync(join(root, '.venv', 'lib', '__pycache__'), { recursive: true })
  git(root, 'add', '-A')
  git(root, 'commit', '-q', '-m', 'base')
  return root
}

describe('changedDependencies', () => {
  it('finds a patched, added or removed entry; not the caches an honest run writes; nothing when nothing changed', async () => {
    const root = project()
    const deps = dependencyFolders(root)
    expect(deps.folders.map((f) => f.slice(root.length + 1)).sort()).toEqual(['.venv', 'node_modules'])
    const since = fileClockNow()
    await sleep(30)
    // An honest run's caches: Vitest's results, Vite's bundled config, Python bytecode.
    writeFileSync(join(root, 'node_modules', '.vite', 'vitest', 'abc', 'results.json'), '{}\n')
    writeFileSync(join(root, 'node_modules', '.vite-temp', 'vitest.config.ts.timestamp-1.mjs'), 'export {}\n')
    writeFileSync(join(root, '.venv', 'lib', '__pycache__', 'x.cpython-312.pyc'), 'pyc')
    expect(changedDependencies(deps, since)).toEqual([])
    // A leaf patches the runner: the file (its content) is found, whatever its mtime says.
    writeFileSync(join(root, 'node_modules', 'runner', 'index.js'), 'module.exports = () => "all passed"\n')
    expect(changedDependencies(deps, since)).toEqual(['node_modules/runner/index.js'])
    // A file added to the virtualenv (a .pth that patches pytest) is found by its own change time.
    writeFileSync(join(root, '.venv', 'lib', 'evil.pth'), 'import os\n')
    expect([...changedDependencies(deps, since, 10)].sort()).toEqual([
      '.venv/lib/evil.pth',
      'node_modules/runner/index.js',
    ])
    // A folder created beside them (a cache a concurrent honest run makes) is no change of its own.
    mkdirSync(join(root, 'node_modules', '.eslintcache-dir'))
    expect([...changedDependencies(deps, since, 10)].sort()).toEqual([
      '.venv/lib/evil.pth',
      'node_modules/runner/index.js',
    ])
  })

  it('watches nothing in a project without ignored dependency folders, or outside git', () => {
    const root = realpathSync(tempDir('evident-deps-none-'))
    expect(dependencyFolders(root).folders).toEqual([])
    git(root, 'init', '-q')
    expect(dependencyFolders(root).folders).toEqual([])
  })

  it('says git is missing when there is no git on PATH, rather than watching nothing', () => {
    const root = project()
    const path = process.env['PATH']
    process.env['PATH'] = tempDir('evident-deps-no-git-')
    try {
      expect(() => dependencyFolders(root)).toThrow(GIT_MISSING)
    } finally {
      process.env['PATH'] = path
    }
    expect(dependencyFolders(root).folders).toHaveLength(2)
  })
})
