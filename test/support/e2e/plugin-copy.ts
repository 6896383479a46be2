import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { REPO } from '../fixtures.js'

/** `dir` made a git repository holding all its files in one commit (an e2e author, no global git config). */
export function gitCommitAll(dir: string, message: string): void {
  const git = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.email=e2e@evident.test', '-c', 'user.name=evident e2e', ...args], {
      cwd: dir,
      stdio: 'ignore',
    })
  }
  git('init', '-q')
  git('add', '-A')
  git('commit', '-q', '-m', message)
}

/**
 * The lean plugin (`plugin/`, what the repository's marketplace lists) as its own git repository in `into`, its
 * `bundle` link resolved to the files (as an install copies them): what a marketplace install of evident fetches.
 */
export function clonedLeanPlugin(into: string): string {
  cpSync(join(REPO, 'plugin'), into, { recursive: true, dereference: true })
  gitCommitAll(into, 'lean plugin as published')
  return into
}

/** The plugin's files as a checkout has them (no node_modules, no dist, no .cache), copied into `into`. */
export function pluginFiles(into: string): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: REPO,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((f) => f !== '')
  for (const file of files) {
    const to = join(into, file)
    mkdirSync(dirname(to), { recursive: true })
    try {
      // A symlink (plugin/bundle → ../bundle) is copied as the link it is, as a clone has it.
      cpSync(join(REPO, file), to, { verbatimSymlinks: true })
    } catch {
      // A tracked file deleted in the working tree is not part of the clone.
    }
  }
  return into
}

/**
 * A local marketplace that holds the plugin itself, listed by a relative path (`"source": "./evident"`): Claude Code
 * 2.1.332 runs such a plugin from the marketplace's directory, not from the cache where its install ran `npm ci`.
 */
export function localMarketplace(dir: string, name: string): { readonly market: string; readonly plugin: string } {
  const plugin = pluginFiles(join(dir, 'evident'))
  mkdirSync(join(dir, '.claude-plugin'), { recursive: true })
  writeFileSync(
    join(dir, '.claude-plugin', 'marketplace.json'),
    JSON.stringify(
      {
        name,
        owner: { name: 'evident e2e' },
        plugins: [{ name: 'evident', source: './evident', description: 'evident under test' }],
      },
      null,
      2,
    ),
  )
  return { market: dir, plugin }
}

/** A marketplace directory listing the plugin repository at `pluginRepo` by git URL. */
export function marketplace(dir: string, name: string, pluginRepo: string): string {
  mkdirSync(join(dir, '.claude-plugin'), { recursive: true })
  writeFileSync(
    join(dir, '.claude-plugin', 'marketplace.json'),
    JSON.stringify(
      {
        name,
        owner: { name: 'evident e2e' },
        plugins: [
          {
            name: 'evident',
            source: { source: 'url', url: `file://${pluginRepo}` },
            description: 'evident under test',
          },
        ],
      },
      null,
      2,
    ),
  )
  return dir
}
