import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { VERDICT_FILE, verdictText } from '../../domain/verdict-file.js'
import { readBytes } from '../../project/edit-input.js'
import type { HookDb } from '../../store/hook-db.js'
import { newestVerdicts } from '../../store/verdicts.js'
import { writeVerdictFile } from './verdict-file.js'

/**
 * `last_test_result` against the store, after a measured shell command (engine/flows/shell-record.ts): the file is no part of
 * any snapshot, so it is compared with the store's verdicts directly, and put back from the store when it differs.
 * The file is read first: evident records a verdict before it renames the file into place, so a file showing a new
 * verdict finds it in the store. The command's PreToolUse put the file right first (`settleVerdictFile`), so a
 * difference afterwards is the command's doing.
 */
export interface VerdictMirror {
  readonly current: string | undefined
  /** The binding verdict's text; undefined when evident recorded none. */
  readonly expected: string | undefined
  /** The file holds an earlier verdict evident recorded (a `git checkout` or `stash` brought it back). */
  readonly earlier: boolean
}

export function verdictMirror(db: HookDb, projectRoot: string): VerdictMirror {
  const current = readBytes(join(projectRoot, VERDICT_FILE))?.toString('utf8')
  const texts = (limit: number): readonly string[] => {
    try {
      return newestVerdicts(db.sqlite, projectRoot, limit).map(verdictText)
    } catch {
      // A store the server has not migrated yet: no verdict recorded.
      return []
    }
  }
  const expected = texts(1)[0]
  if (current === expected || current === undefined) return { current, expected, earlier: false }
  return { current, expected, earlier: texts(EARLIER_VERDICTS).includes(current) }
}

/** How many of the newest verdicts a verdict file may be put back to without that being a violation. */
const EARLIER_VERDICTS = 50

/**
 * Before a measured shell command (its PreToolUse, before the snapshot): a verdict file that differs from the store's
 * binding verdict is put right, silently. What the file held before the command is then the store's, so what the
 * command is judged for afterwards is only what it changed: a file left by an earlier store (the database deleted or
 * moved, the project copied with its `.claude/state`) is no tampering by a command that never touched it.
 */
export function settleVerdictFile(db: HookDb, projectRoot: string): void {
  const mirror = verdictMirror(db, projectRoot)
  if (mirror.current !== mirror.expected) repairVerdictFile(projectRoot, mirror.expected)
}

/** Puts the verdict file back to the store's binding verdict (deletes it when there is none); best-effort. */
export function repairVerdictFile(projectRoot: string, expected: string | undefined): void {
  try {
    if (expected === undefined) rmSync(join(projectRoot, VERDICT_FILE), { force: true })
    else {
      const failed = writeVerdictFile(projectRoot, expected)
      if (failed !== undefined) process.stderr.write(`evident: ${failed}\n`)
    }
  } catch (error) {
    process.stderr.write(`evident: could not put ${VERDICT_FILE} back: ${String(error)}\n`)
  }
}
