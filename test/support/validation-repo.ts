import { execFileSync } from 'node:child_process'
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
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
