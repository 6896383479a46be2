import { createHash } from 'node:crypto'
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

/** A seed for the shadow index (`seedIndex`). */
export interface Seed {
  /** The index to start from, its cached trees (`TREE` extension) kept: the parts of the file, in order. */
  readonly index: () => readonly Buffer[]
  /** The same without the cached trees: for when they cannot be taken into the shadow's store. */
  readonly withoutTrees: () => readonly Buffer[]
  /** The ids of the cached trees (each to be proven and stored by the shadow before it trusts it). */
  readonly trees: readonly string[]
}

/**
 * The user's index as a seed for the shadow index: its entries with their stat data and blob ids, and its cached
 * trees, and nothing else git would trust. Cleared on every entry: "assume unchanged" and "skip worktree" — either
 * would keep `git add` from ever looking at that file again, so a change to it would be in no snapshot. Dropped:
 * every other optional extension (the untracked cache, resolve-undo, offsets). Undefined — borrow nothing — for an
 * index git would need more than itself to read (a split or sparse index), one of an unknown version, or a malformed
 * one. The trailer is the SHA-1 of the new content.
 */
export function seedIndex(bytes: Buffer): Seed | undefined {
  if (bytes.length < 12 + 20 || bytes.toString('latin1', 0, 4) !== 'DIRC') return undefined
  const version = bytes.readUInt32BE(4)
  if (version < 2 || version > 4) return undefined
  const count = bytes.readUInt32BE(8)
  // The flags are cleared in place: `bytes` is this call's own copy of the file (`readUserIndex`).
  const end = bytes.length - 20
  let offset = 12
  let previous = 0
  for (let i = 0; i < count; i++) {
    const start = offset
    if (start + 62 > end) return undefined
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
      if (stop === -1 || stop >= end || strip > previous) return undefined
      previous = previous - strip + (stop - offset)
      offset = stop + 1
    } else {
      // The name's length is in the flags unless it is 0xFFF or more; then padding NULs to a multiple of 8.
      const short = flags & 0xfff
      const length = short < 0xfff ? short : bytes.indexOf(0, offset) - offset
      if (length < 0 || offset + length >= end || bytes[offset + length] !== 0) return undefined
      offset = start + ((offset - start + length + 8) & ~7)
      if (offset > end) return undefined
    }
  }
  // The extensions: a required one (a lower-case signature: `link` of a split index, `sdir` of a sparse one) makes
  // the entries incomplete without it; of the optional ones only the cached trees are kept.
  let cached: Buffer | undefined
  for (let at = offset; at + 8 <= end;) {
    const first = bytes[at] ?? 0
    if (first < 0x41 || first > 0x5a) return undefined
    const size = bytes.readUInt32BE(at + 4)
    if (at + 8 + size > end) return undefined
    if (bytes.toString('latin1', at, at + 4) === 'TREE') cached = bytes.subarray(at, at + 8 + size)
    at += 8 + size
  }
  const entries = bytes.subarray(0, offset)
  const trees = cached === undefined ? undefined : cachedTrees(cached.subarray(8))
  return {
    index: () => sealed(trees === undefined || cached === undefined ? [entries] : [entries, cached]),
    withoutTrees: () => sealed([entries]),
    trees: trees ?? [],
  }
}

const sealed = (parts: readonly Buffer[]): Buffer[] => {
  const hash = createHash('sha1')
  for (const part of parts) hash.update(part)
  return [...parts, hash.digest()]
}

/**
 * The tree ids of a `TREE` extension's body: per node, its path and NUL, `<entries> <subtrees>\n`, and the id when
 * the node is valid (`<entries>` is -1 for an invalidated one). Undefined when malformed (the trees are then dropped).
 */
function cachedTrees(body: Buffer): string[] | undefined {
  const ids: string[] = []
  for (let at = 0; at < body.length;) {
    const nul = body.indexOf(0, at)
    const newline = nul === -1 ? -1 : body.indexOf(0x0a, nul)
    if (nul === -1 || newline === -1) return undefined
    const counts = /^(-?\d+) (\d+)$/.exec(body.toString('latin1', nul + 1, newline))
    if (counts === null) return undefined
    at = newline + 1
    if (Number(counts[1]) >= 0) {
      if (at + 20 > body.length) return undefined
      ids.push(body.toString('hex', at, at + 20))
      at += 20
    }
  }
  return ids
}

/**
 * The user's index, read as a regular file (a FIFO or a link in its place lends nothing), with its mtime taken before
 * the read: git's racy-entry check compares each entry's mtime with the index file's, and an mtime older than the
 * content only makes more entries count as racy (hashed again), never fewer.
 */
export function readUserIndex(
  repository: UserRepository,
): { readonly bytes: Buffer; readonly atime: Date; readonly mtime: Date } | undefined {
  try {
    const stat = lstatSync(repository.index)
    if (!stat.isFile()) return undefined
    return { bytes: readRegularFile(repository.index), atime: stat.atime, mtime: stat.mtime }
  } catch {
    return undefined
  }
}
