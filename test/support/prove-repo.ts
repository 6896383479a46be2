import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { REPO } from './fixtures.js'
import { tempDir } from './store.js'

/**
 * A git repository holding a vitest project (this repository's vitest through a git-ignored `node_modules` link),
 * for `evident prove`: `commit(files)` writes (or, with `null`, deletes) files and commits them, answering the id.
 */
export interface ProveRepo {
  readonly root: string
  commit(files: Readonly<Record<string, string | null>>, message?: string): string
  git(...args: string[]): string
  /** Removes the repository (a repository made for a whole file, `{ manual: true }`, is removed in its afterAll). */
  dispose(): void
}

const git = (root: string, ...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
    cwd: root,
    encoding: 'utf8',
  }).trim()

export function proveRepo(
  files: Readonly<Record<string, string>> = {},
  options: { readonly manual?: boolean } = {},
): ProveRepo {
  const root = realpathSync(
    options.manual === true ? mkdtempSync(join(tmpdir(), 'evident-prove-')) : tempDir('evident-prove-'),
  )
  git(root, 'init', '-q', '-b', 'main')
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  const commit = (changes: Readonly<Record<string, string | null>>, message = 'change'): string => {
    for (const [path, text] of Object.entries(changes)) {
      const at = join(root, path)
      if (text === null) rmSync(at)
      else {
        mkdirSync(dirname(at), { recursive: true })
        writeFileSync(at, text)
      }
    }
    git(root, 'add', '-A')
    git(root, 'commit', '-q', '--allow-empty', '-m', message)
    return git(root, 'rev-parse', 'HEAD')
  }
  commit(
    {
      '.gitignore': 'node_modules\n',
      'package.json': '{ "name": "p", "type": "module", "private": true }\n',
      'vitest.config.ts': "import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: {} })\n",
      ...files,
    },
    'base project',
  )
  return {
    root,
    commit,
    git: (...args) => git(root, ...args),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  }
}

/** A module `src/slug.ts` with a bug (trailing dashes are kept), and its fix. */
export const SLUG_BUGGY = "export const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')\n"
export const SLUG_FIXED =
  "export const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')\n"

/** A test file of `it` blocks, each `[name, body]`. */
export function testFile(imports: string, cases: readonly (readonly [string, string])[]): string {
  return [
    "import { describe, expect, it } from 'vitest'",
    imports,
    '',
    "describe('slug', () => {",
    ...cases.map(([name, body]) => `  it(${JSON.stringify(name)}, () => {\n    ${body}\n  })`),
    '})',
    '',
  ].join('\n')
}
