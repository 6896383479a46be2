import { execFileSync } from 'node:child_process'
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { tempDir } from './store.js'

/** A real git repository in a temp dir, on branch main, with `files` committed. */
export function gitRepo(files: Readonly<Record<string, string>>): {
  root: string
  git: (...args: string[]) => string
  write: (file: string, text: string) => void
} {
  const root = realpathSync(tempDir('evident-repo-'))
  const git = (...args: string[]): string =>
    execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
        GIT_CONFIG_NOSYSTEM: '1',
        HOME: root,
      },
    })
  const write = (file: string, text: string): void => {
    mkdirSync(dirname(join(root, file)), { recursive: true })
    writeFileSync(join(root, file), text)
  }
  git('init', '-q', '-b', 'main')
  for (const [file, text] of Object.entries(files)) write(file, text)
  git('add', '-A')
  git('commit', '-q', '-m', 'base')
  return { root, git, write }
}

/** `n` numbered lines, `line 1` … `line n`. */
export const numbered = (n: number): string => Array.from({ length: n }, (_, i) => `line ${i + 1}\n`).join('')

/** This repository's node_modules: fixture projects run its real eslint through npx, offline. */
const NODE_MODULES = resolve(import.meta.dirname, '../../node_modules')

/**
 * A project with no evident.config.json (its techniques are derived) that documents `readme` in its README — by
 * default `npx eslint .` and `npm test` —, with package.json scripts `test`, `typecheck` (both pass) and `lint`, a
 * real eslint config (`no-var`) and this repository's node_modules; `main` holds `base.js` and `files`, and the
 * checkout is a fresh `feature` branch. `change` commits a file on it and returns the commit id.
 */
export function eslintProject(
  files: Readonly<Record<string, string>> = {},
  readme = '```sh\nnpx eslint .\nnpm test\n```\n',
) {
  const repo = gitRepo({
    'README.md': `# fixture\n\n${readme}`,
    'package.json': JSON.stringify({
      name: 'fixture',
      private: true,
      scripts: { test: 'node -e "process.exit(0)"', typecheck: 'node -e "process.exit(0)"', lint: 'eslint .' },
    }),
    'eslint.config.mjs': "export default [{ rules: { 'no-var': 'error' } }]\n",
    '.gitignore': 'node_modules\n',
    'base.js': 'const base = 1\nexport { base }\n',
    ...files,
  })
  symlinkSync(NODE_MODULES, join(repo.root, 'node_modules'))
  repo.git('checkout', '-q', '-b', 'feature')
  const change = (file: string, text: string, message = 'feature'): string => {
    repo.write(file, text)
    repo.git('add', file)
    repo.git('commit', '-q', '-m', message)
    return repo.git('rev-parse', 'HEAD').trim()
  }
  return { ...repo, change }
}

/** {@link eslintProject}, with a database of its own (`env` for the CLI) and a writer of outcomes files. */
export function eslintRun(files: Readonly<Record<string, string>> = {}, readme?: string) {
  const repo = eslintProject(files, readme)
  const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: repo.root }
  const outcomes = (value: unknown): string => {
    const path = join(tempDir(), 'outcomes.json')
    writeFileSync(path, JSON.stringify(value))
    return path
  }
  return { ...repo, env, outcomes }
}
