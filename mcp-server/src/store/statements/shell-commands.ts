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
  /** Set when the command took over a lease that lapsed by time: its window may hold the lapsed command's changes. */
  readonly overlappedAt: string | null
  /** Why the command is not measured (its tree before could not be taken in time); null when it is. */
  readonly unmeasured: string | null
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
  readonly overlapped_at?: string | null
  readonly unmeasured?: string | null
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
  overlappedAt: r.overlapped_at ?? null,
  unmeasured: r.unmeasured ?? null,
})

/** The measured command holding a project's shell lease, as a busy denial names it. */
export interface ShellLeaseHolder {
  readonly id: number
  readonly command: string
  readonly sessionId: string
  readonly agentId: string
  readonly agentType: string | null
  /** When its row was opened (ISO). */
  readonly at: string
  readonly leaseUntil: string
}

/**
 * Takes the project's shell lease for a new command (engine/flows/shell-lease.ts). First closes (`lapsed_at`; their
 * changes are no one's) every open row whose lease lapsed before `now` and never ended its window, and every open row
 * of the same caller opened before `callerSince` — the caller's hook started after that call took the lease, so that
 * call is over for it (denied by a permission prompt or another hook, interrupted, its PostToolUse lost): an agent
 * makes a new call while an earlier one runs only for calls it made together. Then opens the caller's row holding the
 * lease until `leaseUntil` — unless another row still holds it, which is returned instead. Call only inside a write
 * transaction (`begin immediate`): the check and the insert are one step for every process.
 */
export function takeShellLease(
  sqlite: Sqlite,
  caller: Caller,
  input: {
    readonly toolUseId: string
    readonly command: string
    readonly projectRoot: string
    readonly now: string
    readonly leaseUntil: string
    readonly callerSince: string
  },
): { readonly row: ShellCommandRow } | { readonly holder: ShellLeaseHolder } {
  const state = ensureCallerState(sqlite, caller)
  const over = `(s.lease_until is null or s.lease_until <= ?) or (s.caller_id = ? and s.at < ?)`
  const holder = sqlite
    .prepare(
      `select s.id, s.command, s.at, s.lease_until as leaseUntil, c.session_id as sessionId, c.agent_id as agentId,
      c.agent_type as agentType from shell_commands s join callers c on c.id = s.caller_id
    where s.project_root = ? and s.end_seq is null and s.tree_after is null and not (${over})
    order by s.id limit 1`,
    )
    .get(input.projectRoot, input.now, state.callerId, input.callerSince) as ShellLeaseHolder | undefined
  if (holder !== undefined) return { holder }
  const lapsed = sqlite
    .prepare(
      `select s.id, s.caller_id as callerId, s.tree_before as treeBefore, s.unmeasured from shell_commands s
      where s.project_root = ? and s.end_seq is null and s.tree_after is null and (${over})`,
    )
    .all(input.projectRoot, input.now, state.callerId, input.callerSince) as {
    id: number
    callerId: number
    treeBefore: string | null
    unmeasured: string | null
  }[]
  // Another caller's command whose turn lapsed by time after its PreToolUse let it through (its tree measured, or
  // unmeasured for want of time) may not have run yet (a permission prompt still open): it may run in this window,
  // which is then no one's.
  const overlapped = lapsed.some(
    (r) => r.callerId !== state.callerId && (r.treeBefore !== null || r.unmeasured !== null),
  )
  if (lapsed.length > 0) {
    const seq = nextSeq(sqlite)
    const close = sqlite.prepare(
      `update shell_commands set lapsed_at = ?, end_seq = ?, changes = '[]', lease_until = null where id = ?`,
    )
    for (const { id } of lapsed) close.run(input.now, seq, id)
  }
  const row = sqlite
    .prepare(
      `insert into shell_commands (caller_id, task_id, tool_use_id, command, project_root, tree_before, start_seq,
      lease_until, overlapped_at) values (?, ?, ?, ?, ?, null, ?, ?, ?) returning *`,
    )
    .get(
      state.callerId,
      state.taskId,
      input.toolUseId,
      clip(input.command),
      input.projectRoot,
      nextSeq(sqlite),
      input.leaseUntil,
      overlapped ? input.now : null,
    )
  return { row: toShellCommand(row as ShellCommandRecord) }
}

/**
 * Ends a command's window: the tree after it, and its lease released (the next measured command of the project may
 * start while this one's changes are judged and recorded).
 */
export function endShellWindow(sqlite: Sqlite, id: number, treeAfter: string): void {
  sqlite.prepare('update shell_commands set tree_after = ?, lease_until = null where id = ?').run(treeAfter, id)
}

/** Releases a command's shell lease without ending its window (its tree after could not be taken). */
export function releaseShellLease(sqlite: Sqlite, id: number): void {
  sqlite.prepare('update shell_commands set lease_until = null where id = ?').run(id)
}

/**
 * Closes the caller's open row for a tool call Claude Code refused after PreToolUse let it through (`PermissionDenied`):
 * the command never ran, so its window ends with no changes, and its lease is released. Closed as a lapsed row is
 * (`lapsed_at`, no tree after): were the command to run after all, its PostToolUse would record its changes as no one's.
 * Only a row of this caller and this tool use id that still holds its window; whether one was closed is returned.
 */
export function closeRefusedShellCommand(sqlite: Sqlite, callerId: number, toolUseId: string, now: string): boolean {
  const open = sqlite
    .prepare(
      `select id from shell_commands where tool_use_id = ? and caller_id = ? and end_seq is null and tree_after is null
      order by id desc limit 1`,
    )
    .get(toolUseId, callerId) as { id: number } | undefined
  if (open === undefined) return false
  sqlite
    .prepare(`update shell_commands set lapsed_at = ?, end_seq = ?, changes = '[]', lease_until = null where id = ?`)
    .run(now, nextSeq(sqlite), open.id)
  return true
}

/**
 * Marks a command's row unmeasured: its tree before could not be taken within the hook's budget, `why` says so. It
 * keeps its window and its lease while it runs (a command of another agent measured meanwhile could otherwise be
 * charged with its changes); its PostToolUse closes it without a snapshot (`closeUnmeasuredShellCommand`), and what it
 * changed is left to the next transition's `unrecorded_change`.
 */
export function markShellUnmeasured(sqlite: Sqlite, id: number, why: string): void {
  sqlite.prepare('update shell_commands set unmeasured = ? where id = ?').run(why, id)
}

/** Closes an unmeasured command's row (its PostToolUse): no trees, no changes, its lease released. */
export function closeUnmeasuredShellCommand(sqlite: Sqlite, id: number): void {
  sqlite
    .prepare(`update shell_commands set end_seq = ?, changes = '[]', lease_until = null where id = ?`)
    .run(nextSeq(sqlite), id)
}

/** Sets the changes of a row already closed (a lapsed command's, recorded as no one's when its PostToolUse came). */
export function setShellChanges(sqlite: Sqlite, id: number, changes: readonly unknown[]): void {
  sqlite.prepare('update shell_commands set changes = ? where id = ?').run(JSON.stringify(changes), id)
}

/** The caller's row for a tool call that was closed because its lease lapsed and another command took it over. */
export function lapsedShellCommandOf(sqlite: Sqlite, callerId: number, toolUseId: string): ShellCommandRow | undefined {
  const row = sqlite
    .prepare(
      `select * from shell_commands where tool_use_id = ? and caller_id = ? and lapsed_at is not null
    order by id desc limit 1`,
    )
    .get(toolUseId, callerId)
  return row === undefined ? undefined : toShellCommand(row as ShellCommandRecord)
}

/**
 * Whether another caller's measured command's window may have overlapped a window that began at `sinceSeq` and ends
 * now (the caller's own earlier commands are its own either way): a row of the project, of another caller, whose window is still open, or that began after `sinceSeq` and is not yet
 * recorded, or that was closed after `sinceSeq` without leaving a tree (a lapsed one).
 */
export function otherShellWindowSince(
  sqlite: Sqlite,
  projectRoot: string,
  sinceSeq: number,
  callerId: number,
): boolean {
  const row = sqlite
    .prepare(
      `select 1 from shell_commands where project_root = ? and caller_id != ?
      and ((end_seq is null and (tree_after is null or start_seq > ?)) or (end_seq > ? and tree_after is null))
      limit 1`,
    )
    .get(projectRoot, callerId, sinceSeq, sinceSeq)
  return row !== undefined
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
