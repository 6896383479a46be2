import { mkdirSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { VERDICT_FILE } from '../../domain/verdict-file.js'
import { errorMessage } from '../../kernel/errors.js'
import { isUnder } from '../gates/own-state.js'

/**
 * Writes `last_test_result` atomically: a temporary file next to it, renamed over it (a reader sees the old four
 * lines or the new ones, never a part). Its folder must resolve inside the project: a `.claude` or `.claude/state`
 * that is a symbolic link out of it is refused. Returns why it could not be written, or undefined.
 */
export function writeVerdictFile(projectRoot: string, text: string): string | undefined {
  const path = join(projectRoot, VERDICT_FILE)
  const dir = dirname(path)
  // No node:crypto for the name: the hook CLI loads this file to repair the mirror, and crypto costs it ~3 ms.
  const temp = join(
    dir,
    `.last_test_result.${process.pid}.${Date.now()}.${Math.random().toString(16).slice(2, 10)}.tmp`,
  )
  try {
    mkdirSync(dir, { recursive: true })
    const root = realpathSync(projectRoot)
    if (!isUnder(realpathSync(dir), root)) return `${dir} resolves outside the project (${root}); not written`
    writeFileSync(temp, text, { mode: 0o644, flag: 'wx' })
    renameSync(temp, path)
    return undefined
  } catch (error) {
    rmSync(temp, { force: true })
    return `cannot write ${path}: ${errorMessage(error)}`
  }
}
