import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { VERDICT_FILE, verdictText } from '../../domain/verdict-file.js'
import { readBytes } from '../../project/edit-input.js'
import { writeHookDb, type HookDb } from '../../store/hook-db.js'
import { insertNoOnesViolation } from '../../store/statements/violations.js'
import { newestVerdicts } from '../../store/verdicts.js'
import { writeVerdictFile } from './verdict-file.js'

/**
 * `last_test_result` against the store, after a measured shell command (engine/flows/shell-record.ts): the file is no part of
 * any snapshot, so it is compared with the store's verdicts directly, and put back from the store when it differs.
 * The file is read first: evident records a verdict before it renames the file into place, so a file showing a new
 * verdict finds it in the store. The command's PreToolUse put the file right first (`settleVerdictFile`, which records
 * a forgery found then as no one's), so a difference afterwards is the command's doing.
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
 * binding verdict is put right, so that what the command is judged for afterwards is only what it changed. Put right
 * silently: a missing file; any file when the store has no verdict for the project (a file left by an earlier store:
 * the database deleted or moved, the project copied with its `.claude/state`); an earlier verdict of the store (a
 * writer raced, a `git checkout` brought it back). Anything else was written between measured commands (a background
 * job, a command whose PostToolUse never came): put right and recorded as `EVIDENCE_TAMPERING` charged to no one, not
 * to the command about to run (`toolUseId`). The violation is recorded before the file is put right: a store that
 * refuses the write leaves the forgery where it is.
 */
export function settleVerdictFile(db: HookDb, projectRoot: string, toolUseId: string): void {
  const mirror = verdictMirror(db, projectRoot)
  if (mirror.current === mirror.expected) return
  if (forgedBetweenCommands(mirror)) {
    writeHookDb(db, (s) =>
      insertNoOnesViolation(s, {
        kind: 'EVIDENCE_TAMPERING',
        detail:
          `own_state_command: ${VERDICT_FILE} held none of the store's verdicts before Bash ${toolUseId} ran: written ` +
          "between measured commands, not that command's doing (charged to no one); evident wrote it back from its store",
        toolName: 'Bash',
      }),
    )
  }
  repairVerdictFile(projectRoot, mirror.expected)
}

/** A file the store never wrote, in a project where it has written one: neither a leftover nor a stale mirror. */
const forgedBetweenCommands = (mirror: VerdictMirror): boolean =>
  mirror.current !== undefined && mirror.expected !== undefined && mirror.current !== mirror.expected && !mirror.earlier

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
