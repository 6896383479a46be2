import { randomBytes } from 'node:crypto'
import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorMessage } from '../kernel/errors.js'

/**
 * A JUnit report that this run wrote, and nothing else. Each run gets a private folder outside the project (the system
 * temp folder, mode 0700, 128 random bits in its name) that did not exist before the run; its report file is
 * `junit.xml` in it. Whatever path the report is read from — that file, or the configured `junitPath` when the command
 * cannot be pointed elsewhere (junit-target.ts) — it counts only when it is a regular file (not a symbolic link, read
 * through the descriptor that was checked) whose modification and creation times are not before the run started: a
 * report left from before, or moved or linked into place during the run, is refused.
 */

/** Timestamps of file systems with whole-second (ext3, HFS+) or two-second (FAT) resolution may round down this far. */
const CLOCK_SLACK_MS = 2000

/** Creates the run's private report folder; the caller removes it. */
export function freshReportDir(): string {
  const dir = join(tmpdir(), `evident-junit-${randomBytes(16).toString('hex')}`)
  mkdirSync(dir, { mode: 0o700 })
  return dir
}

/** The report file in a folder made by `freshReportDir`. */
export const reportFileIn = (dir: string): string => join(dir, 'junit.xml')

/** Whether anything (a file, a link, a folder) is at `path`. */
export function somethingAt(path: string): boolean {
  try {
    lstatSync(path)
    return true
  } catch {
    return false
  }
}

export type NewReport =
  | { readonly kind: 'read'; readonly text: string }
  | { readonly kind: 'missing'; readonly why: string }
  | { readonly kind: 'stale'; readonly why: string }

/** The report at `path` if this run wrote it: a regular file created and last modified at or after `sinceMs`. */
export function readNewReport(path: string, sinceMs: number): NewReport {
  let fd: number
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0))
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { kind: 'missing', why: 'no file' }
    if (code === 'ELOOP') return { kind: 'stale', why: 'it is a symbolic link, not a file the runner wrote' }
    return { kind: 'missing', why: `it cannot be read: ${errorMessage(error)}` }
  }
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) return { kind: 'stale', why: 'it is not a regular file' }
    const oldest = sinceMs - CLOCK_SLACK_MS
    const when = (ms: number): string => new Date(ms).toISOString()
    if (stat.mtimeMs < oldest)
      return {
        kind: 'stale',
        why: `it was last modified ${when(stat.mtimeMs)}, before the run started ${when(sinceMs)}`,
      }
    // 0 where the file system does not record a creation time.
    if (stat.birthtimeMs > 0 && stat.birthtimeMs < oldest)
      return { kind: 'stale', why: `it was created ${when(stat.birthtimeMs)}, before the run started ${when(sinceMs)}` }
    return { kind: 'read', text: readFileSync(fd).toString('utf8') }
  } finally {
    closeSync(fd)
  }
}
