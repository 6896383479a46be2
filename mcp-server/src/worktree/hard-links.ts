import { existsSync, lstatSync, type Stats } from 'node:fs'
import { join } from 'node:path'
import { filePath, pathText } from '../kernel/path-bytes.js'
import { boundedGit } from './bounded-git.js'
import { gitEnv, type Shadow } from './snapshot.js'

/**
 * The other names of a hard-linked file in the project. A file whose link count is above one is the same bytes
 * under several paths: writing one writes the others. They are found among the files the shadow index knows (its
 * stat data holds each file's inode, as of the last snapshot), each confirmed by `lstat` (same device and inode).
 * The finder costs one `lstat` a path, and one `git ls-files` — the index listed once — only when a file has other
 * links. Paths are stored forms (`kernel/path-bytes.ts`).
 */
export function linkFinder(shadow: Shadow): (path: string) => readonly string[] {
  let listed: readonly { readonly path: string; readonly ino: string }[] | undefined
  return (path) => {
    const stat = lstatOrUndefined(filePath(shadow.projectRoot, path))
    if (stat === undefined || !stat.isFile() || stat.nlink <= 1) return []
    listed ??= indexInodes(shadow)
    const wanted = String(stat.ino % 2 ** 32)
    return listed
      .filter((entry) => entry.ino === wanted && entry.path !== path)
      .map((entry) => entry.path)
      .filter((p) => {
        const other = lstatOrUndefined(filePath(shadow.projectRoot, p))
        return other !== undefined && other.ino === stat.ino && other.dev === stat.dev
      })
  }
}

function lstatOrUndefined(path: string | Buffer): Stats | undefined {
  try {
    return lstatSync(path)
  } catch {
    return undefined
  }
}

/** Each path of the shadow index with the inode its stat data records (git keeps its low 32 bits). */
function indexInodes(shadow: Shadow): readonly { readonly path: string; readonly ino: string }[] {
  if (!existsSync(join(shadow.gitDir, 'index'))) return []
  const listed = boundedGit(
    ['--git-dir', shadow.gitDir, '--work-tree', shadow.projectRoot, 'ls-files', '--debug', '-z'],
    { cwd: shadow.projectRoot, env: gitEnv(), maxBuffer: 256 * 1024 * 1024 },
  )
  if (listed.error !== undefined || listed.status !== 0) return []
  // latin1: one character a byte, so each path's bytes come back exactly.
  return inodes(listed.stdout.toString('latin1')).map((e) => ({ ...e, path: pathText(Buffer.from(e.path, 'latin1')) }))
}

/**
 * `git ls-files --debug -z`: each path ends with a NUL and is followed by its stat lines (`  ctime: …`, `  dev: D\tino:
 * I`, …, `  size: S\tflags: F`), then the next path.
 */
function inodes(out: string): readonly { readonly path: string; readonly ino: string }[] {
  const parts = out.split('\0')
  const entries: { path: string; ino: string }[] = []
  let path = parts[0] ?? ''
  for (const block of parts.slice(1)) {
    const ino = /\bino: (\d+)/.exec(block)?.[1]
    if (ino !== undefined) entries.push({ path, ino })
    const flags = block.lastIndexOf('flags: ')
    const end = flags === -1 ? -1 : block.indexOf('\n', flags)
    path = end === -1 ? '' : block.slice(end + 1)
  }
  return entries
}
