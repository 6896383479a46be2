import { closeSync, constants, mkdirSync, openSync, realpathSync, renameSync, rmSync, writeSync } from 'node:fs'
import { basename, join } from 'node:path'
import { isWithin } from '../../kernel/containment.js'
import { EvidentError } from '../../kernel/errors.js'
import { TDD_DIR } from './files.js'

/** The `.tdd` folder of `root`, created when missing; refused when it resolves outside the project (a symbolic link). */
export function tddDir(root: string): string {
  const dir = join(root, TDD_DIR)
  mkdirSync(dir, { recursive: true })
  const real = realpathSync(dir)
  if (!isWithin(realpathSync(root), real))
    throw new EvidentError(
      'conflict',
      `${dir} resolves outside the project (${real}); the conductor writes only inside it`,
      `remove the symbolic link ${dir} and rerun`,
    )
  return dir
}

/**
 * Writes `path` (a file directly in `<root>/.tdd`, named by files.ts) whole or not at all: a temporary file beside it, renamed over it.
 * A reader sees the old text or the new one, never a part.
 */
export function writeTddFile(root: string, path: string, text: string): void {
  const dir = tddDir(root)
  const temp = join(dir, `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`)
  try {
    const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o644)
    try {
      writeSync(fd, text)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, path)
  } finally {
    rmSync(temp, { force: true })
  }
}

/** Appends `text` to `path` (a file directly in `<root>/.tdd`), never following a symbolic link planted there. */
export function appendTddFile(root: string, path: string, text: string): void {
  tddDir(root)
  const fd = openSync(
    path,
    constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | (constants.O_NOFOLLOW ?? 0),
    0o644,
  )
  try {
    writeSync(fd, text)
  } finally {
    closeSync(fd)
  }
}
