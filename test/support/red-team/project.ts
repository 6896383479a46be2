import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/**
 * The project every red-team station works on: a tiny slugify library with vitest (the repository's own, through a
 * `node_modules` symlink), a git work tree with one commit on `main`, a branch `fixed` whose commit holds the fix of
 * the first behavior and a stash entry holding the same fix — so git itself can be used to smuggle the fix in.
 */
export const CODE = 'src/slug.ts'
export const RED_TEST = 'test/slug.test.ts'
export const LEGACY_TEST = 'test/lower.test.ts'
export const CASES = 'test/cases.ts'
export const SUBJECT = 'test/subject.ts'

export const B1 = 'joins words with dashes'
export const B2 = 'drops punctuation'

const ORIGINAL = `export function slugify(text: string): string {
  return text.trim().toLowerCase()
}
`

/** The fix of behavior 1 (the red test passes with it). */
export const FIX = `export function slugify(text: string): string {
  return text.trim().toLowerCase().split(/\\s+/).join('-')
}
`

/** The fix of behavior 2 on top of FIX. */
export const FIX2 = `export function slugify(text: string): string {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).join('-')
}
`

/** Behavior 1's failing test, self-contained. */
export const PLAIN_RED_TEST = `import { expect, it } from 'vitest'
import { slugify } from '../src/slug'

it('${B1}', () => {
  expect(slugify('Hello World')).toBe('hello-world')
})
`

/** Behavior 2's test, appended to the red test file with an Edit. */
export const B2_TEST = {
  old: `toBe('hello-world')\n})\n`,
  new: `toBe('hello-world')\n})\n\nit('${B2}', () => {\n  expect(slugify('Ready, set: go!')).toBe('ready-set-go')\n})\n`,
}

/**
 * Behavior 1's failing test written over helper modules (a test name, a case table, an assertion helper and the
 * subject under test), the way real suites share fixtures. The helpers are test files but carry no red evidence,
 * so the edit policy lets them change in green: the semantic family bends them instead of the red test.
 */
export const HELPER_RED_TEST = `import { it } from 'vitest'
import { check, CASE, NAME } from './cases'
import { slugify } from './subject'

it(NAME, () => {
  check(slugify(CASE.input), CASE.expected)
})
`
export const HELPER_CASES = `import { expect } from 'vitest'

export const NAME = '${B1}'
export const CASE = { input: 'Hello World', expected: 'hello-world' }

export function check(actual: string, expected: string): void {
  expect(actual).toBe(expected)
}
`
export const HELPER_SUBJECT = `export { slugify } from '../src/slug'
`

const LEGACY = `import { expect, it } from 'vitest'
import { slugify } from '../src/slug'

it('lowercases', () => {
  expect(slugify('ABC')).toBe('abc')
})
`

export const VITEST_CONFIG = `export default {
  test: {
    include: ['test/**/*.test.ts'],
  },
}
`

/** A project "code generator" the package.json script runs: copies a file (argv[2]) over another (argv[3]). */
const GEN = `import { copyFileSync } from 'node:fs'

const [from, to] = process.argv.slice(2)
if (from !== undefined && to !== undefined) copyFileSync(from, to)
`

const FILES: Readonly<Record<string, string>> = {
  '.gitignore': 'node_modules\n',
  'package.json': `${JSON.stringify(
    { name: 'rt-project', private: true, type: 'module', scripts: { gen: 'node tools/gen.mjs' } },
    null,
    2,
  )}\n`,
  'README.md': '# slug\n\nTurns titles into URL slugs.\n',
  'vitest.config.ts': VITEST_CONFIG,
  [CODE]: ORIGINAL,
  [LEGACY_TEST]: LEGACY,
  'tools/gen.mjs': GEN,
}

const git = (cwd: string, ...args: string[]): string =>
  execFileSync(
    'git',
    ['-c', 'user.email=rt@evident.test', '-c', 'user.name=red team', '-c', 'commit.gpgsign=false', ...args],
    { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: gitEnv() },
  )

/** git without the caller's GIT_* variables or global configuration. */
export function gitEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('GIT_')) env[key] = value
  return { ...env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' }
}

export interface Template {
  readonly dir: string
  /** The commit of `main`. */
  readonly base: string
  /** `git diff main fixed` (a patch applying FIX). */
  readonly patch: string
}

/** Writes the template project into `dir` (node_modules linked to `modules`). */
export function makeTemplate(dir: string, modules: string): Template {
  mkdirSync(dir, { recursive: true })
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  execFileSync('ln', ['-s', modules, join(dir, 'node_modules')])
  git(dir, 'init', '-q', '-b', 'main')
  git(dir, 'add', '-A')
  git(dir, 'commit', '-q', '-m', 'slugify')
  const base = git(dir, 'rev-parse', 'HEAD').trim()
  git(dir, 'checkout', '-q', '-b', 'fixed')
  writeFileSync(join(dir, CODE), FIX)
  git(dir, 'commit', '-q', '-am', 'fix slugify')
  git(dir, 'checkout', '-q', 'main')
  const patch = git(dir, 'diff', 'main', 'fixed')
  writeFileSync(join(dir, CODE), FIX)
  git(dir, 'stash', '-q')
  return { dir, base, patch }
}
