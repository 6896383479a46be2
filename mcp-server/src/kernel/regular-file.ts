import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs'

/**
 * Reads a file the project (or its user) controls, refusing anything but a regular file. A FIFO blocks a plain read
 * until some writer shows up, which can be never (a hook would hang until the client gives up); a device can return
 * bytes forever. The file is opened non-blocking, so opening a FIFO returns at once, and checked with fstat on that
 * descriptor, so a swap between check and read is impossible. Throws like `readFileSync` for a missing or unreadable
 * file (ENOENT, EACCES), and `NotRegularFileError` for anything else that is not a regular file (a directory, FIFO,
 * socket or device, also behind a symlink). With `maxBytes`, a file larger than that is refused (`FileTooLargeError`)
 * before a byte is read. A `Buffer` path is a file name as bytes (one that is not valid UTF-8: `kernel/path-bytes.ts`).
 */
export function readRegularFile(path: string | Buffer, maxBytes?: number): Buffer {
  const fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0))
  try {
    const stat = fstatSync(fd)
    if (!stat.isFile()) throw new NotRegularFileError(String(path))
    if (maxBytes !== undefined && stat.size > maxBytes) throw new FileTooLargeError(String(path), stat.size, maxBytes)
    return readFileSync(fd)
  } finally {
    closeSync(fd)
  }
}

export const readRegularText = (path: string, maxBytes?: number): string =>
  readRegularFile(path, maxBytes).toString('utf8')

export class NotRegularFileError extends Error {
  override readonly name = 'NotRegularFileError'
  readonly code = 'ENOTREG'
  constructor(readonly path: string) {
    super(`${path} is not a regular file (a directory, FIFO, socket or device is never read)`)
  }
}

export class FileTooLargeError extends Error {
  override readonly name = 'FileTooLargeError'
  readonly code = 'EFBIG'
  constructor(
    readonly path: string,
    readonly size: number,
    readonly maxBytes: number,
  ) {
    super(`${path} is ${size} bytes, over the limit of ${maxBytes} bytes`)
  }
}
