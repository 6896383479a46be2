import { sha1 } from '../kernel/sha1.js'
import { lstatSync, realpathSync } from 'node:fs'
import { isAbsolute, join, resolve } from 'node:path'
import { readRegularFile, readRegularText } from '../kernel/regular-file.js'

/**
 * What a project's own git repository lends the shadow's first snapshot (`snapshot.ts`): its object store, borrowed
 * read-only (git reads it as an alternate; the shadow writes every object of its own into its own store), and its index, whose
 * stat data lets the first `git add` hash only the files that differ from it instead of every file of the tree.
 *
 * Everything is found by reading files — no git runs in the user's repository (its config could name programs git
 * would start, `core.fsmonitor`). Only the plain case is borrowed: the project root is the work tree's top level, its
 * `.git` a directory or a `gitdir:` file (a linked worktree), the object format SHA-1. Anything else lends nothing and
 * the first snapshot hashes every file, as it always did.
 */
export interface UserRepository {
  /** Absolute path of the repository's object store (`<common dir>/objects`). */
  readonly objects: string
  /** Absolute path of the work tree's index file. */
  readonly index: string
}

/** The user's repository whose work tree's top level is `projectRoot`, or undefined (none, or not a plain one). */
export function userRepository(projectRoot: string): UserRepository | undefined {
  try {
    const dotGit = join(projectRoot, '.git')
    const stat = lstatSync(dotGit)
    let gitDir: string
    if (stat.isDirectory()) gitDir = dotGit
    else if (stat.isFile()) {
      const line = /^gitdir: (.+)$/m.exec(readRegularText(dotGit))?.[1]?.trim()
      if (line === undefined || line === '') return undefined
      gitDir = isAbsolute(line) ? line : resolve(projectRoot, line)
    } else return undefined
    let common = gitDir
    try {
      const relative = readRegularText(join(gitDir, 'commondir')).trim()
      common = isAbsolute(relative) ? relative : resolve(gitDir, relative)
    } catch {
      // Not a linked worktree: the git dir is the common dir.
    }
    const config = readRegularText(join(common, 'config'))
    // A SHA-256 repository's objects cannot serve a SHA-1 shadow; a bare or relocated work tree is not this one.
    if (/^\s*objectformat\s*=\s*sha256\s*$/im.test(config)) return undefined
    if (/^\s*(bare\s*=\s*true|worktree\s*=)/im.test(config)) return undefined
    const objects = realpathSync(join(common, 'objects'))
    if (!lstatSync(objects).isDirectory()) return undefined
    return { objects, index: join(realpathSync(gitDir), 'index') }
  } catch {
    return undefined
  }
}

/**
 * The user's index as a seed for the shadow index: its entries, nothing else — every extension dropped (the cached trees
 * among them: the shadow builds each tree from the entries). Nothing in it is trusted about content: the caller stamps
 * the seed so that git takes every entry as "racy" and compares each file's content with its blob id before keeping
 * the entry (`snapshot.ts#refreshSeed`); the seed only spares writing the objects of files that match. Cleared on every
 * entry: "assume unchanged" and "skip worktree" (either would keep git from looking at that file). Undefined — borrow
 * nothing — for an index git would need more than itself to read (a split or sparse index), one of an unknown version,
 * a malformed one, one with an entry that is not a file or a link (a gitlink in the user's index could hide a folder:
 * git add never looks inside a gitlink), or with a name git would refuse (`..`, `.git`, an absolute path). The trailer
 * is the SHA-1 of the new content.
 */
export function seedIndex(bytes: Buffer): Buffer | undefined {
  if (bytes.length < 12 + 20 || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined
  const version = bytes.readUInt32BE(4)
  if (version < 2 || version > 4) return undefined
  const count = bytes.readUInt32BE(8)
  // The flags are cleared in place: `bytes` is this call's own copy of the file (`readUserIndex`).
  const end = bytes.length - 20
  let offset = 12
  let previous: Buffer = Buffer.alloc(0)
  for (let i = 0; i < count; i++) {
    const start = offset
    if (start + 62 > end) return undefined
    const mode = bytes.readUInt32BE(start + 24)
    if (mode !== 0o100644 && mode !== 0o100755 && mode !== 0o120000) return undefined
    // The flags, big-endian: assume-valid ("assume unchanged", 0x8000) is cleared.
    const high = bytes[start + 60] ?? 0
    const flags = (high << 8) | (bytes[start + 61] ?? 0)
    bytes[start + 60] = high & 0x7f
    offset = start + 62
    if ((flags & 0x4000) !== 0) {
      if (version < 3 || offset + 2 > end) return undefined
      // Extended flags: skip-worktree (0x4000) is cleared; intent-to-add (0x2000) is kept (git add fills it in).
      bytes[offset] = (bytes[offset] ?? 0) & ~0x40
      offset += 2
    }
    let name: Buffer
    if (version === 4) {
      // A varint: how many bytes of the previous name to drop, then the rest of this name, NUL-terminated.
      let strip = 0
      let byte: number
      do {
        if (offset >= end) return undefined
        byte = bytes[offset++] ?? 0
        strip = (strip << 7) | (byte & 0x7f)
        if ((byte & 0x80) !== 0) strip += 1
      } while ((byte & 0x80) !== 0)
      const stop = bytes.indexOf(0, offset)
      if (stop === -1 || stop >= end || strip > previous.length) return undefined
      name = Buffer.concat([previous.subarray(0, previous.length - strip), bytes.subarray(offset, stop)])
      offset = stop + 1
    } else {
      // The name's length is in the flags unless it is 0xFFF or more; then padding NULs to a multiple of 8.
      const short = flags & 0xfff
      const length = short < 0xfff ? short : bytes.indexOf(0, offset) - offset
      if (length < 0 || offset + length >= end || bytes[offset + length] !== 0) return undefined
      name = bytes.subarray(offset, offset + length)
      offset = start + ((offset - start + length + 8) & ~7)
      if (offset > end) return undefined
    }
    if (!pathGitAccepts(name)) return undefined
    previous = name
  }
  // The extensions: a required one (a lower-case signature: `link` of a split index, `sdir` of a sparse one) makes
  // the entries incomplete without it; the optional ones are dropped.
  for (let at = offset; at + 8 <= end;) {
    const first = bytes[at] ?? 0
    if (first < 0x41 || first > 0x5a) return undefined
    at += 8 + bytes.readUInt32BE(at + 4)
    if (at > end) return undefined
  }
  const entries = bytes.subarray(0, offset)
  return Buffer.concat([entries, sha1(entries)])
}

/** Whether git would take `name` as a path of its index: relative, no empty, `.`, `..` or `.git` component. */
export function pathGitAccepts(name: Buffer): boolean {
  if (name.length === 0 || name[0] === 0x2f || name[name.length - 1] === 0x2f) return false
  for (const part of name.toString('latin1').split('/')) {
    if (part === '' || part === '.' || part === '..' || part.toLowerCase() === '.git') return false
  }
  return true
}

/**
 * The user's index, read as a regular file (a FIFO or a link in its place lends nothing), with its mtime taken before
 * the read: git's racy-entry check compares each entry's mtime with the index file's, and an mtime older than the
 * content only makes more entries count as racy (hashed again), never fewer.
 */
export function readUserIndex(
  repository: UserRepository,
): { readonly bytes: Buffer; readonly mtimeNs: bigint } | undefined {
  try {
    const stat = lstatSync(repository.index, { bigint: true })
    if (!stat.isFile()) return undefined
    return { bytes: readRegularFile(repository.index), mtimeNs: stat.mtimeNs }
  } catch {
    return undefined
  }
}
