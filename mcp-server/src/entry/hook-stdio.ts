import { readSync, writeSync } from 'node:fs'

/**
 * The hook process's stdin and stdout, synchronously on the file descriptors. `process.stdin`/`process.stdout`
 * on a pipe would load Node's stream modules: ~2.5 ms of start-up on every hook. The parent may hand over a
 * non-blocking pipe: EAGAIN then means "not yet" (reading) or "full" (writing), so wait a moment and go on —
 * never lose a byte.
 */
export function readStdin(): string {
  const chunks: Buffer[] = []
  const buffer = Buffer.allocUnsafe(1 << 16)
  for (;;) {
    let read: number
    try {
      read = readSync(0, buffer, 0, buffer.length, null)
    } catch (error) {
      const code = errorCode(error)
      if (code === 'EAGAIN') {
        pause()
        continue
      }
      if (code === 'EOF') break
      throw error
    }
    if (read === 0) break
    chunks.push(Buffer.from(buffer.subarray(0, read)))
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function writeStdout(text: string): void {
  const data = Buffer.from(text, 'utf8')
  for (let offset = 0; offset < data.length;) {
    try {
      offset += writeSync(1, data, offset, data.length - offset)
    } catch (error) {
      if (errorCode(error) !== 'EAGAIN') throw error
      pause()
    }
  }
}

const errorCode = (error: unknown): unknown => (error instanceof Error && 'code' in error ? error.code : undefined)

function pause(): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2)
}
