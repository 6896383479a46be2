import { type Caller } from '../../kernel/identity.js'
import { ensureCallerState } from './callers.js'
import type { Sqlite } from './sqlite.js'
import { clip, nextSeq } from './sqlite.js'

/** `shell_commands`: one Bash command measured by the working tree before and after it. */
/** A `shell_commands` row: one Bash command measured by its tree before and after. */
export interface ShellCommandRow {
  readonly id: number
  readonly callerId: number
  readonly taskId: number | null
  readonly toolUseId: string
  readonly command: string
  readonly projectRoot: string
  readonly treeBefore: string | null
  readonly treeAfter: string | null
  readonly startSeq: number
  readonly endSeq: number | null
  readonly changes: string | null
  /** When the row was opened (ISO time, ms): for a PreToolUse row, just before the command ran. */
  readonly at: string
}

interface ShellCommandRecord {
  readonly id: number
  readonly caller_id: number
  readonly task_id: number | null
  readonly tool_use_id: string
  readonly command: string
  readonly project_root: string
  readonly tree_before: string | null
  readonly tree_after: string | null
  readonly start_seq: number
  readonly end_seq: number | null
  readonly changes: string | null
  readonly at: string
}

const toShellCommand = (r: ShellCommandRecord): ShellCommandRow => ({
  id: r.id,
  callerId: r.caller_id,
  taskId: r.task_id,
  toolUseId: r.tool_use_id,
  command: r.command,
  projectRoot: r.project_root,
  treeBefore: r.tree_before,
  treeAfter: r.tree_after,
  startSeq: r.start_seq,
  endSeq: r.end_seq,
  changes: r.changes,
  at: r.at,
})

/**
 * Opens a `shell_commands` row for the caller (bound to its open task) before the command runs; its tree is
 * set once the snapshot is taken. Call only inside a write transaction.
 */
export function insertShellCommand(
  sqlite: Sqlite,
  caller: Caller,
  input: { readonly toolUseId: string; readonly command: string; readonly projectRoot: string },
): ShellCommandRow {
  const state = ensureCallerState(sqlite, caller)
  const row = sqlite
    .prepare(
      `insert into shell_commands (caller_id, task_id, tool_use_id, command, project_root, tree_before, start_seq)
    values (?, ?, ?, ?, ?, null, ?) returning *`,
    )
    .get(state.callerId, state.taskId, input.toolUseId, clip(input.command), input.projectRoot, nextSeq(sqlite))
  return toShellCommand(row as ShellCommandRecord)
}

export function setShellTreeBefore(sqlite: Sqlite, id: number, tree: string): void {
  sqlite.prepare('update shell_commands set tree_before = ? where id = ?').run(tree, id)
}

/** The caller's open row for a tool call (the PreToolUse hook opened it). */
export function shellCommandOf(sqlite: Sqlite, callerId: number, toolUseId: string): ShellCommandRow | undefined {
  const row = sqlite
    .prepare(
      `select * from shell_commands where tool_use_id = ? and caller_id = ? and end_seq is null
    order by id desc limit 1`,
    )
    .get(toolUseId, callerId)
  return row === undefined ? undefined : toShellCommand(row as ShellCommandRecord)
}

/** The newest tree a finished shell command of this project left, with the seq it was taken at. */
export function newestShellTree(sqlite: Sqlite, projectRoot: string): { tree: string; seq: number } | undefined {
  const row = sqlite
    .prepare(
      `select tree_after, end_seq from shell_commands
    where project_root = ? and tree_after is not null and end_seq is not null order by end_seq desc limit 1`,
    )
    .get(projectRoot) as { tree_after: string; end_seq: number } | undefined
  return row === undefined ? undefined : { tree: row.tree_after, seq: row.end_seq }
}

/** Closes a shell command's row: the tree after, the seq, and the changes recorded path by path (JSON). */
export function finishShellCommand(
  sqlite: Sqlite,
  id: number,
  treeAfter: string | null,
  changes: string,
): ShellCommandRow {
  const row = sqlite
    .prepare('update shell_commands set tree_after = ?, end_seq = ?, changes = ? where id = ? returning *')
    .get(treeAfter, nextSeq(sqlite), changes, id)
  return toShellCommand(row as ShellCommandRecord)
}

/** Inserts a finished shell command measured without a PreToolUse row (its baseline came from elsewhere). */
export function insertFinishedShellCommand(
  sqlite: Sqlite,
  caller: Caller,
  input: {
    readonly toolUseId: string
    readonly command: string
    readonly projectRoot: string
    readonly treeBefore: string | null
    readonly treeAfter: string | null
    readonly startSeq: number
    readonly changes: string
  },
): ShellCommandRow {
  const state = ensureCallerState(sqlite, caller)
  const row = sqlite
    .prepare(
      `insert into shell_commands (caller_id, task_id, tool_use_id, command, project_root, tree_before, tree_after,
      start_seq, end_seq, changes) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    )
    .get(
      state.callerId,
      state.taskId,
      input.toolUseId,
      clip(input.command),
      input.projectRoot,
      input.treeBefore,
      input.treeAfter,
      input.startSeq,
      nextSeq(sqlite),
      input.changes,
    )
  return toShellCommand(row as ShellCommandRecord)
}

/**
 * The newest finished shell commands of the project that changed `path` themselves (their `changes` JSON names it,
 * not as a change an Edit recorded), newest first.
 */
export function shellCommandsChanging(
  sqlite: Sqlite,
  projectRoot: string,
  path: string,
  limit: number,
): readonly ShellCommandRow[] {
  const rows = sqlite
    .prepare(
      `select s.* from shell_commands s
    where s.project_root = ? and s.end_seq is not null and s.changes is not null
      and exists (select 1 from json_each(s.changes) j
        where json_extract(j.value, '$.path') = ? and json_extract(j.value, '$.recorded') != 'edit')
    order by s.end_seq desc limit ?`,
    )
    .all(projectRoot, path, limit) as ShellCommandRecord[]
  return rows.map(toShellCommand)
}
