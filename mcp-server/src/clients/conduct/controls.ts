import { createHash } from 'node:crypto'
import { lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs'
import { homedir } from 'node:os'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { EvidentError } from '../../kernel/errors.js'
import { git } from '../../worktree/git.js'
import type { HeadState } from './tree.js'

/**
 * Git's controls: what decides which changes git sees and what a commit holds, beside the files themselves — the
 * ignore and attribute files anywhere in the work tree (tracked or not, ignored or not, so a `.gitignore` that ignores
 * itself is found), the repository's `info/exclude`, `info/attributes`, `config` and hooks, the global excludes and
 * attributes files, the index's assume-unchanged and skip-worktree flags, replace refs, and a merge, cherry-pick,
 * revert or rebase left in progress. A leaf that changes one of
 * them could hide a change from the conductor's checks or rewrite it on its way into a commit.
 */
export type Controls = ReadonlyMap<string, { readonly shown: string; readonly value: string }>

/** A merge, cherry-pick, revert or rebase left in progress: the conductor's next commit would carry it. */
const IN_PROGRESS = ['MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'rebase-merge', 'rebase-apply']

const nulList = (out: string): readonly string[] => out.split('\0').filter((p) => p !== '')

/** A file's identity: its content's hash, a link's target, `dir`, or `absent`. */
function fingerprint(path: string): string {
  try {
    const stat = lstatSync(path)
    if (stat.isSymbolicLink()) return `link ${readlinkSync(path)}`
    if (stat.isDirectory()) return 'dir'
    return createHash('sha256').update(readFileSync(path)).digest('hex')
  } catch {
    return 'absent'
  }
}

function globalDefault(key: string): string {
  const xdg = process.env.XDG_CONFIG_HOME
  const base = xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.config')
  return join(base, 'git', key === 'core.excludesFile' ? 'ignore' : 'attributes')
}

async function read(root: string, args: readonly string[]): Promise<string> {
  const out = await git(root, args)
  if (!out.ok) throw new EvidentError('internal', `git ${args[0] ?? ''} failed: ${out.err.trim().split('\n')[0] ?? ''}`)
  return out.out
}

/** The config files git reads besides the repository's own: global (both places) and system. */
function configFiles(): readonly string[] {
  const xdg = process.env.XDG_CONFIG_HOME
  const base = xdg !== undefined && xdg !== '' ? xdg : join(homedir(), '.config')
  return [
    process.env.GIT_CONFIG_GLOBAL || join(homedir(), '.gitconfig'),
    join(base, 'git', 'config'),
    process.env.GIT_CONFIG_SYSTEM || '/etc/gitconfig',
  ]
}

/** The global excludes and attributes paths per project, asked of git again only when a config file changed. */
const configured = new Map<string, { readonly configs: string; readonly values: ReadonlyMap<string, string> }>()

async function globalFiles(root: string, configs: string): Promise<ReadonlyMap<string, string>> {
  const seen = configured.get(root)
  if (seen?.configs === configs) return seen.values
  // git config's last word for each key (any scope); unset keys fall back to git's default paths below.
  const out = await git(root, ['config', '--path', '--get-regexp', '^core\\.(excludesfile|attributesfile)$'])
  const values = new Map(
    out.out
      .split('\n')
      .filter((line) => line.includes(' '))
      .map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)] as const),
  )
  configured.set(root, { configs, values })
  return values
}

const GIT_FILES = ['info/exclude', 'info/attributes', 'config', 'hooks', ...IN_PROGRESS] as const
const REPLACE_REFS = '--glob=refs/replace/*'

/**
 * Where HEAD is and git's controls as they are now (in a stable order: work-tree files, git's own files, config and
 * global files, flags, replace refs) — the snapshot the conductor takes when a run begins and after every leaf.
 */
export async function gitState(root: string): Promise<{ readonly head: HeadState; readonly controls: Controls }> {
  const [listed, revParsed, flags] = await Promise.all([
    read(root, ['ls-files', '-z', '--cached', '--others', '--', ':(glob)**/.gitignore', ':(glob)**/.gitattributes']),
    // HEAD, git's own paths and the replace refs' targets, then HEAD's branch and the replace refs' names.
    read(root, [
      'rev-parse',
      'HEAD',
      ...GIT_FILES.flatMap((p) => ['--git-path', p]),
      REPLACE_REFS,
      '--symbolic-full-name',
      'HEAD',
      REPLACE_REFS,
    ]),
    read(root, ['ls-files', '-v', '-z']),
  ])
  const lines = revParsed.split('\n').filter((line) => line !== '')
  const sha = lines[0] ?? ''
  const [exclude = '', attributes = '', config = '', hooks = '', ...inProgress] = lines
    .slice(1, 1 + GIT_FILES.length)
    .map((p) => resolve(root, p))
  const rest = lines.slice(1 + GIT_FILES.length)
  const replaced = (rest.length - 1) / 2
  const ref = rest[replaced] ?? ''
  const controls = new Map<string, { shown: string; value: string }>()
  const set = (key: string, value: string, shown = key) => controls.set(key, { shown, value })
  for (const path of [...new Set(nulList(listed))].sort()) set(path, fingerprint(join(root, path)))
  const shown = (abs: string) => {
    const rel = relative(root, abs)
    return rel.startsWith('..') || isAbsolute(rel) ? abs : rel
  }
  for (const path of [exclude, attributes, config, ...inProgress]) set(shown(path), fingerprint(path))
  let hookNames: string[] = []
  try {
    hookNames = readdirSync(hooks).filter((name) => !name.endsWith('.sample'))
  } catch {
    // no hooks folder: nothing to fingerprint
  }
  for (const name of hookNames.sort()) set(shown(join(hooks, name)), fingerprint(join(hooks, name)))
  const configs = configFiles()
  for (const path of configs) set(path, fingerprint(path))
  const values = await globalFiles(root, [config, ...configs].map((path) => controls.get(shown(path))?.value).join(' '))
  for (const key of ['core.excludesFile', 'core.attributesFile']) {
    const path = values.get(key.toLowerCase()) || globalDefault(key)
    set(key, `${path}\0${fingerprint(path)}`, `${key} ${path}`)
  }
  // `ls-files -v`: a lower-case tag is assume-unchanged, `S` skip-worktree — both make git look away from the file.
  for (const entry of nulList(flags)) if (/^(?:[a-z]|S) /.test(entry)) set(`index flags (${entry})`, 'set')
  for (let i = 0; i < replaced; i += 1) set(rest[replaced + 1 + i] ?? '', rest[i] ?? '')
  return { head: { sha, ref: ref.startsWith('refs/') ? ref : undefined }, controls }
}

/** The controls that differ between two snapshots, as shown to a person (the newer name when both have one). */
export function changedControls(before: Controls, after: Controls): readonly string[] {
  const changed: string[] = []
  for (const [key, now] of after) if (before.get(key)?.value !== now.value) changed.push(now.shown)
  for (const [key, was] of before) if (!after.has(key)) changed.push(was.shown)
  return changed
}
