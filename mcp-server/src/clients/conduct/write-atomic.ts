import { renameSync, rmSync, writeFileSync } from 'node:fs'

/** Writes `text` to `path` whole or not at all: a reader sees the old file, no file, or the new one, never a part. */
export function writeAtomic(path: string, text: string): void {
  const temp = `${path}.${process.pid}.tmp`
  try {
    writeFileSync(temp, text)
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
}
