import { closeSync, constants, fstatSync, mkdirSync, openSync, readSync, rmSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { badInput } from '../../kernel/errors.js'
import { stopFile } from './files.js'
import { writeAtomic } from './write-atomic.js'

/**
 * How urgently a run should stop: `at-ledger` finishes to the next ledger commit, `at-leaf` launches no new leaf,
 * `now` also kills the live leaf.
 */
export type StopMode = 'at-ledger' | 'at-leaf' | 'now'

export const STOP_MODES: readonly StopMode[] = ['at-ledger', 'at-leaf', 'now']

/**
 * The stop request in `.tdd/stop`. A stop file that cannot be read as one mode word (empty, an unknown word, a
 * directory, no permission, not a regular file) is still a request: someone wanted the run to stop and only the urgency
 * is in doubt, so it reads as `at-ledger`, the mode that loses nothing.
 */
export type StopRequest =
  | { readonly kind: 'none' }
  | { readonly kind: 'requested'; readonly mode: StopMode }
  | { readonly kind: 'unreadable'; readonly mode: 'at-ledger'; readonly reason: string }

/** More than any mode word with its whitespace: a bigger stop file is not a mode word. */
const MAX_BYTES = 256

export const isStopMode = (word: string): word is StopMode => (STOP_MODES as readonly string[]).includes(word)

export function readStop(root: string): StopRequest {
  const file = stopFile(root)
  let fd: number
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; fstat below refuses it.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT') return { kind: 'none' }
    return unreadable(`cannot open it (${code ?? String(error)})`)
  }
  try {
    const stat = fstatSync(fd)
    if (stat.isDirectory()) return unreadable('it is a directory, not a file')
    if (!stat.isFile()) return unreadable('it is not a regular file')
    if (stat.size > MAX_BYTES) return unreadable(`it holds ${stat.size} bytes, not one mode word`)
    const buffer = Buffer.alloc(MAX_BYTES + 1)
    const word = buffer.toString('utf8', 0, readSync(fd, buffer, 0, buffer.length, 0)).trim()
    if (word === '') return unreadable('it is empty')
    if (!isStopMode(word)) return unreadable(`unknown mode ${JSON.stringify(word)}`)
    return { kind: 'requested', mode: word }
  } catch (error) {
    return unreadable(`cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`)
  } finally {
    closeSync(fd)
  }
}

const unreadable = (why: string): StopRequest => ({
  kind: 'unreadable',
  mode: 'at-ledger',
  reason: `.tdd/stop ${why}; it should hold one of ${STOP_MODES.join(', ')}`,
})

/** Writes the stop request (creating `.tdd/` when needed); a newer request replaces an older one. */
export function requestStop(root: string, mode: StopMode): void {
  const file = stopFile(root)
  refuseDirectory(file)
  mkdirSync(dirname(file), { recursive: true })
  writeAtomic(file, `${mode}\n`)
}

/** Removes the stop request, if any. */
export function clearStop(root: string): void {
  const file = stopFile(root)
  refuseDirectory(file)
  rmSync(file, { force: true })
}

/** A directory at `.tdd/stop` is someone's data: never replaced or removed here. */
function refuseDirectory(file: string): void {
  let directory: boolean
  try {
    directory = statSync(file).isDirectory()
  } catch {
    return
  }
  if (directory)
    throw badInput(
      `${file} is a directory, so it cannot hold a stop request`,
      `move it away (it reads as a stop at-ledger until then), then run the command again`,
    )
}
