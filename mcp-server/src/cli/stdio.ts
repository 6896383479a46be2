/** The part of a process stream a line writer needs (process.stdout / process.stderr). */
export interface OutputStream {
  write(text: string): boolean
  on(event: 'error', listener: (error: NodeJS.ErrnoException) => void): unknown
}

/**
 * Writes lines to a process stream, and goes quiet once the reader is gone: `evident validation record | head` closes
 * the pipe early, the next write fails with EPIPE, and from then on lines are dropped — no unhandled 'error' event, no
 * stack trace. The command itself runs to its end (a VDD run is still recorded and its report written) and exits with
 * its own code. Any other write error is said once on `onOtherError` and the stream is given up the same way.
 */
export function lineWriter(
  stream: OutputStream,
  onOtherError?: (error: NodeJS.ErrnoException) => void,
): (line: string) => void {
  let gone = false
  stream.on('error', (error) => {
    if (gone) return
    gone = true
    if (error.code !== 'EPIPE') onOtherError?.(error)
  })
  return (line) => {
    if (!gone) stream.write(`${line}\n`)
  }
}
