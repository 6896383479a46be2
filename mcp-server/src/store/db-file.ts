import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, rmSync, statSync, type Stats } from 'node:fs'
import { EvidentError } from '../kernel/errors.js'

/**
 * What is at the database path before SQLite opens it. SQLite itself would block on a FIFO, fail oddly on a device or a
 * directory, create a file wherever a dangling link points, and treat an empty file as a new database — so evident
 * looks first, without blocking (`O_NONBLOCK`) and without reading more than the 100-byte header:
 *
 * - nothing there: `absent` (evident creates it; see `markCreating`);
 * - a FIFO, a device, a socket, a directory, a dangling link or a link to any of those: refused (`not_a_file`); a link
 *   to a regular file is followed (a user may keep the store elsewhere);
 * - an empty file that evident is creating (its creation marker `<db>.creating` exists, or the WAL already holds the
 *   first pages): `creating`; any other empty file is damaged — never taken for a new store;
 * - a file shorter than its own header says it is (with no WAL to hold the rest): damaged (truncated);
 * - otherwise `ok` (SQLite then judges the contents: "not a database", "malformed" are damage too, open-errors.ts).
 *
 * The creation marker: before evident creates a database it writes `<db>.creating`, and it removes it once the schema
 * is committed (db.ts). A process killed in between leaves the marker with the empty file, so the next open finishes
 * the creation. An empty file without the marker was not made by evident (or was emptied since): damage.
 */
export type DbFileState = 'absent' | 'creating' | 'ok'

const creatingMarker = (path: string): string => `${path}.creating`

export function inspectDbFile(path: string): DbFileState {
  const kind = fileKind(path)
  if (kind === 'absent') return 'absent'
  if (kind !== 'file') {
    throw new EvidentError(
      'internal',
      `the evidence database path ${path} is ${kind}, not a regular file: evident does not open it`,
      'remove it (or the link) and let evident create the database there, or point EVIDENT_DB at a regular file',
    )
  }
  const { size, header } = readHeader(path)
  if (size === 0) return emptyFile(path)
  const expected = headerSize(header)
  if (expected !== undefined && size < expected && !hasContent(`${path}-wal`) && !hasContent(`${path}-journal`)) {
    throw damaged(path, `it is truncated (${size} bytes; its header says ${expected})`)
  }
  return 'ok'
}

/** Writes the creation marker (before a new database file exists); not following links, never blocking. */
export function markCreating(path: string): void {
  const fd = openSync(
    creatingMarker(path),
    constants.O_WRONLY | constants.O_CREAT | constants.O_NOFOLLOW | constants.O_NONBLOCK,
    0o600,
  )
  closeSync(fd)
}

/** Removes the creation marker once the schema is committed (by whichever opener gets there). */
export function clearCreating(path: string): void {
  try {
    rmSync(creatingMarker(path), { force: true })
  } catch {
    // A marker left over only makes the next open of an empty file finish a creation: harmless.
  }
}

function damaged(path: string, why: string): EvidentError {
  // The wording and advice of every damaged store (open-errors.ts#openError, 'damaged').
  return new EvidentError(
    'internal',
    `the evidence database at ${path} is damaged: ${why}`,
    'move the file aside (this starts a new evidence record) or point EVIDENT_DB at another file',
  )
}

/**
 * An empty database file. Evident's own creation (marker, or first pages already in the WAL) goes on. Otherwise the
 * marker and the sizes are looked at again: a creator that committed in between removed its marker only after the
 * pages reached the WAL, so a second look sees them.
 */
function emptyFile(path: string): DbFileState {
  if (hasContent(`${path}-wal`) || exists(creatingMarker(path))) return 'creating'
  if (sizeOf(path) !== 0 || hasContent(`${path}-wal`)) return 'ok'
  throw damaged(path, 'it is empty (0 bytes), and evident was not creating it')
}

/** 'absent', 'file', or what else is there, in words ("a FIFO", "a link to a directory"). */
type Kind = string

function fileKind(path: string): Kind {
  let link: Stats
  try {
    link = lstatSync(path)
  } catch (error) {
    // Nothing there (a missing directory, or a file where a directory should be): opening it fails later, plainly.
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'absent'
    throw error
  }
  if (!link.isSymbolicLink()) return kindOf(link)
  try {
    const target = kindOf(statSync(path))
    return target === 'file' ? 'file' : `a link to ${target}`
  } catch {
    return 'a dangling link'
  }
}

function kindOf(stat: Stats): Kind {
  if (stat.isFile()) return 'file'
  if (stat.isDirectory()) return 'a directory'
  if (stat.isFIFO()) return 'a FIFO'
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device'
  if (stat.isSocket()) return 'a socket'
  return 'something else'
}

/** The file's size and first 100 bytes, read without blocking and only from a regular file. */
function readHeader(path: string): { readonly size: number; readonly header: Buffer } {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK)
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) {
      throw new EvidentError(
        'internal',
        `the evidence database path ${path} is not a regular file: evident does not open it`,
        'remove it and let evident create the database there, or point EVIDENT_DB at a regular file',
      )
    }
    const header = Buffer.alloc(100)
    const read = stat.size === 0 ? 0 : readSync(fd, header, 0, 100, 0)
    return { size: stat.size, header: header.subarray(0, read) }
  } finally {
    closeSync(fd)
  }
}

const MAGIC = 'SQLite format 3\0'

/**
 * The file size the header vouches for (page size × database size in pages), when it vouches for one: SQLite trusts
 * the in-header size only when the "version-valid-for" number equals the change counter (offsets 92 and 24).
 */
function headerSize(header: Buffer): number | undefined {
  if (header.length < 100 || header.toString('latin1', 0, 16) !== MAGIC) return undefined
  const raw = header.readUInt16BE(16)
  const pageSize = raw === 1 ? 65536 : raw
  const pages = header.readUInt32BE(28)
  if (pages === 0 || header.readUInt32BE(92) !== header.readUInt32BE(24)) return undefined
  return pageSize * pages
}

function hasContent(path: string): boolean {
  try {
    const stat = lstatSync(path)
    return stat.isFile() && stat.size > 0
  } catch {
    return false
  }
}

function exists(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}

function sizeOf(path: string): number | undefined {
  try {
    return statSync(path).size
  } catch {
    return undefined
  }
}
