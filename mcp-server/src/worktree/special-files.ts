import { existsSync, lstatSync, readdirSync, statSync, type Dirent, type Stats } from 'node:fs'
import { join } from 'node:path'
import { readRegularText } from '../kernel/regular-file.js'

/**
 * The files git opens by name while it takes a snapshot: the ignore and attribute files of every folder it walks
 * (and `.gitmodules`). git opens them with a plain blocking `open`, so one of them made a FIFO holds `git add`
 * forever, and a socket or device is no file to read either. Other files are safe: git never opens a file that is
 * not regular or a link (it refuses to add it).
 */
const READ_BY_GIT = new Set(['.gitignore', '.gitattributes', '.gitmodules'])

/** A file git would open by name that is no regular file, with what it is. */
export interface SpecialFile {
  /** Project-relative POSIX path. */
  readonly path: string
  /** `a FIFO`, `a socket`, `a character device`, `a block device`, `a symbolic link to a FIFO`, … */
  readonly what: string
}

interface Names {
  /** Folder names excluded at any depth below where they were read (`node_modules`, `dist/`). */
  readonly anywhere: ReadonlySet<string>
  /** Folder names excluded only directly in the folder whose rules they are (`/build`). */
  readonly here: ReadonlySet<string>
  /** Names some rule re-includes (`!dist/`): never skipped. */
  readonly negated: ReadonlySet<string>
}

/**
 * The plain folder names of ignore rules — a name with no wildcard and no inner slash (`node_modules`, `/dist/`) —
 * which let the walk skip what git skips. Rules of any other form are not read: the walk then looks at more folders
 * than git does, which costs time, never a missed file.
 */
function plainNames(text: string): Names {
  const anywhere = new Set<string>()
  const here = new Set<string>()
  const negated = new Set<string>()
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\r$/, '').trimEnd()
    if (line === '' || line.startsWith('#')) continue
    const negative = line.startsWith('!')
    let body = negative ? line.slice(1) : line
    if (/[*?[\\]/.test(body)) continue
    body = body.replace(/\/$/, '')
    const anchored = body.startsWith('/')
    body = body.replace(/^\//, '')
    if (body === '' || body.includes('/')) continue
    if (negative) negated.add(body)
    else if (anchored) here.add(body)
    else anywhere.add(body)
  }
  return { anywhere, here, negated }
}

function kindOf(stat: Stats): string | undefined {
  if (stat.isFile() || stat.isDirectory()) return undefined
  if (stat.isFIFO()) return 'a FIFO'
  if (stat.isSocket()) return 'a socket'
  if (stat.isCharacterDevice()) return 'a character device'
  if (stat.isBlockDevice()) return 'a block device'
  return 'not a regular file'
}

/** What an entry is when git must not open it; undefined for a file or folder (a dangling link: no file at all). */
function direntKind(entry: Dirent, path: string): string | undefined {
  // git 2.32+ does not follow an in-tree .gitignore link; an older git does: what it points to must be safe too.
  return entry.isFile() || entry.isDirectory() ? undefined : kindAt(path)
}

/** Whether a folder is a repository of its own (git adds it as a gitlink and does not walk into it). */
function isNestedRepository(dir: string, entries: readonly Dirent[]): boolean {
  const dotGit = entries.find((e) => e.name === '.git')
  if (dotGit === undefined) return false
  return dotGit.isFile() || existsSync(join(dir, '.git', 'HEAD'))
}

/**
 * The first file under `projectRoot` that git would open by name during a snapshot and that is no regular file, or
 * undefined. One walk of the folders git walks — `readdir` with file types, no `stat` per file — skipping `.git`,
 * nested repositories and the folders a plain-name rule of `excludes` (evident's exclude file: the project's
 * `.git/info/exclude` and what test runs leave behind, `node_modules` among them) or of a `.gitignore` on the way
 * leaves out, and the folders in `skip` (absolute: evident's own data dir when it is inside the project).
 */
export function specialFileGitReads(
  projectRoot: string,
  excludes: string,
  skip: readonly string[] = [],
): SpecialFile | undefined {
  const skipped = new Set(skip)
  const root = plainNames(excludes)
  const negated = new Set(root.negated)
  const stack: { dir: string; rel: string; anywhere: ReadonlySet<string>; here: ReadonlySet<string> }[] = [
    { dir: projectRoot, rel: '', anywhere: root.anywhere, here: root.here },
  ]
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    let entries: Dirent[]
    try {
      entries = readdirSync(next.dir, { withFileTypes: true })
    } catch {
      continue // unreadable: git skips it too (or fails on its own, within its time limit)
    }
    if (next.rel !== '' && isNestedRepository(next.dir, entries)) continue
    let anywhere = next.anywhere
    let here = next.here
    for (const entry of entries) {
      if (!READ_BY_GIT.has(entry.name)) continue
      const path = join(next.dir, entry.name)
      const rel = next.rel === '' ? entry.name : `${next.rel}/${entry.name}`
      const what = direntKind(entry, path)
      if (what !== undefined) return { path: rel, what }
      if (entry.name !== '.gitignore' || !entry.isFile()) continue
      let own: Names
      try {
        own = plainNames(readRegularText(path, 1024 * 1024))
      } catch {
        continue
      }
      for (const n of own.negated) negated.add(n)
      anywhere = new Set([...anywhere, ...own.anywhere])
      here = new Set([...here, ...own.here])
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name === '.git') continue
      if ((anywhere.has(entry.name) || here.has(entry.name)) && !negated.has(entry.name)) continue
      const dir = join(next.dir, entry.name)
      if (skipped.has(dir)) continue
      stack.push({
        dir,
        rel: next.rel === '' ? entry.name : `${next.rel}/${entry.name}`,
        anywhere,
        here: new Set(),
      })
    }
  }
  return undefined
}

/**
 * The first `.gitignore` on the way to one of `paths` (project-relative POSIX) that is no regular file: what
 * `git check-ignore` opens for them. One `lstat` per folder on the way, each folder once.
 */
export function specialIgnoreFileOn(projectRoot: string, paths: readonly string[]): SpecialFile | undefined {
  const seen = new Set<string>()
  for (const path of paths) {
    const parts = path.split('/').slice(0, -1)
    for (let depth = 0; depth <= parts.length; depth++) {
      const dir = parts.slice(0, depth).join('/')
      if (seen.has(dir)) continue
      seen.add(dir)
      const rel = dir === '' ? '.gitignore' : `${dir}/.gitignore`
      const what = kindAt(join(projectRoot, rel))
      if (what !== undefined) return { path: rel, what }
    }
  }
  return undefined
}

function kindAt(path: string): string | undefined {
  let stat: Stats
  try {
    stat = lstatSync(path)
  } catch {
    return undefined
  }
  if (!stat.isSymbolicLink()) return kindOf(stat)
  try {
    const target = kindOf(statSync(path))
    return target === undefined ? undefined : `a symbolic link to ${target}`
  } catch {
    return undefined
  }
}
