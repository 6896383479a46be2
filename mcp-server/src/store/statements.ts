import type SQLite from 'better-sqlite3'
import type { Selectable } from 'kysely'
import type { ArtifactRow } from '../domain/records.js'
import type { ArtifactKind, Phase, ViolationKind } from '../domain/vocabulary.js'
import { envIdentityRefused, type Caller } from '../kernel/identity.js'
import type { ArtifactsTable } from './schema.js'

/**
 * The statements the MCP server and the hook CLI share: plain SQL on the one better-sqlite3 connection, no
 * kysely, so that a hook process can load them and the server runs the very same code. The hooks call them
 * on their lean connection (`hook-db.ts`), the server inside a kysely transaction on the store's connection
 * (`db.ts#sqliteOf`). Writers run inside one `begin immediate` that the caller opened, so that `seq` and the
 * caller's task and phase are read and written under the same write lock: evidence binds to exactly the
 * caller's open task and phase.
 */
export type Sqlite = SQLite.Database

/** Next value of the database-wide write sequence. Call only inside a write transaction. */
export function nextSeq(sqlite: Sqlite): number {
  const row = sqlite
    .prepare(`update meta set value = cast(value as integer) + 1 where key = 'seq' returning value`)
    .get() as { value: string }
  return Number(row.value)
}

export interface PhaseState {
  readonly id: number
  readonly phase: Phase
  readonly behaviorId: number
  readonly previousPhaseId: number | null
  readonly citedArtifactId: number | null
  readonly startSeq: number
}

/** A caller with its open task (a caller has at most one) and that task's open phase. */
export interface CallerState {
  readonly callerId: number
  readonly taskId: number | null
  readonly phase: PhaseState | null
}

/** The caller's row with its open task and that task's open phase, in one statement (one prepare per hook). */
export const CALLER_STATE_SQL = `
  select c.id as caller_id, c.agent_type, c.identity, t.id as task_id,
    p.id as phase_id, p.phase, p.behavior_id, p.previous_phase_id, p.cited_artifact_id, p.start_seq
  from callers c
    left join tdd_tasks t on t.caller_id = c.id and t.status = 'open'
    left join phases p on p.task_id = t.id and p.end_seq is null
  where c.session_id = ? and c.agent_id = ?`

interface StateRow {
  readonly caller_id: number
  readonly agent_type: string | null
  readonly identity: 'hook' | 'env' | null
  readonly task_id: number | null
  readonly phase_id: number | null
  readonly phase: Phase | null
  readonly behavior_id: number | null
  readonly previous_phase_id: number | null
  readonly cited_artifact_id: number | null
  readonly start_seq: number | null
}

function stateRow(sqlite: Sqlite, caller: Caller): StateRow | undefined {
  return sqlite.prepare(CALLER_STATE_SQL).get(caller.sessionId, caller.agentId) as StateRow | undefined
}

function stateFrom(row: StateRow): CallerState {
  const { phase_id: id, phase, behavior_id: behaviorId, start_seq: startSeq } = row
  return {
    callerId: row.caller_id,
    taskId: row.task_id,
    phase:
      id === null || phase === null || behaviorId === null || startSeq === null
        ? null
        : {
            id,
            phase,
            behaviorId,
            previousPhaseId: row.previous_phase_id,
            citedArtifactId: row.cited_artifact_id,
            startSeq,
          },
  }
}

/** The caller's open task and phase; undefined when the caller was never seen. Reads only. */
export function callerState(sqlite: Sqlite, caller: Caller): CallerState | undefined {
  const row = stateRow(sqlite, caller)
  return row === undefined ? undefined : stateFrom(row)
}

/**
 * Whether Claude Code's hooks know the session: one of its callers was seen in a hook payload or through a proof
 * the server verified (`callers.identity = 'hook'`). An identity from environment variables alone is then refused.
 */
export function sessionKnownToHooks(sqlite: Sqlite, sessionId: string): boolean {
  return (
    sqlite.prepare(`select 1 from callers where session_id = ? and identity = 'hook' limit 1`).get(sessionId) !==
    undefined
  )
}

/**
 * The caller's state for a write, creating the caller row on first sight (a subagent's parent is its session),
 * filling in an agent type learnt later, and recording how its identity was established (`env` is upgraded to
 * `hook` when a hook or a proof later vouches for it, never the other way). An `env` identity of a session the
 * hooks know is refused (EvidentError `unauthenticated`). Call only inside a write transaction.
 */
export function ensureCallerState(sqlite: Sqlite, caller: Caller, parentSessionId?: string): CallerState {
  if (caller.identity === 'env' && sessionKnownToHooks(sqlite, caller.sessionId))
    throw envIdentityRefused(caller.sessionId)
  const row = stateRow(sqlite, caller)
  if (row === undefined) {
    const parent = parentSessionId ?? (caller.agentId === 'main' ? null : caller.sessionId)
    const inserted = sqlite
      .prepare(
        `insert into callers (session_id, agent_id, agent_type, parent_session_id, ended_at, identity)
      values (?, ?, ?, ?, null, ?) returning id`,
      )
      .get(caller.sessionId, caller.agentId, caller.agentType ?? null, parent, caller.identity ?? null)
    return { callerId: (inserted as { id: number }).id, taskId: null, phase: null }
  }
  if (row.agent_type === null && caller.agentType !== undefined) {
    sqlite.prepare('update callers set agent_type = ? where id = ?').run(caller.agentType, row.caller_id)
  }
  if (caller.identity !== undefined && row.identity !== 'hook' && row.identity !== caller.identity) {
    sqlite.prepare('update callers set identity = ? where id = ?').run(caller.identity, row.caller_id)
  }
  return stateFrom(row)
}

/** Marks the caller ended (registering it first if it was never seen). Call only inside a write transaction. */
export function endCaller(sqlite: Sqlite, caller: Caller): void {
  const { callerId } = ensureCallerState(sqlite, caller)
  sqlite.prepare('update callers set ended_at = ? where id = ?').run(new Date().toISOString(), callerId)
}

/** What an artifact is about; who recorded it and where it belongs come from the caller's state. */
export interface ArtifactInput {
  readonly kind: ArtifactKind
  readonly filePath?: string | null | undefined
  readonly contentHash?: string | null | undefined
  readonly linesAdded?: number | null | undefined
  readonly linesRemoved?: number | null | undefined
  readonly testCaseId?: number | null | undefined
  readonly runId?: number | null | undefined
  readonly failureCount?: number | null | undefined
  readonly detail?: string | null | undefined
}

/** Where an artifact belongs: the caller, its open task, and that task's open phase and behavior. */
export interface Binding {
  readonly callerId: number
  readonly taskId: number | null
  readonly phaseId: number | null
  readonly behaviorId: number | null
}

export const bindingOf = ({ callerId, taskId, phase }: CallerState): Binding => ({
  callerId,
  taskId,
  phaseId: phase?.id ?? null,
  behaviorId: phase?.behaviorId ?? null,
})

/** Inserts an artifact with the binding given and the next `seq`. Call only inside a write transaction. */
export function insertArtifact(sqlite: Sqlite, binding: Binding, input: ArtifactInput): ArtifactRow {
  const row = sqlite
    .prepare(
      `insert into artifacts (kind, caller_id, task_id, phase_id, behavior_id, file_path,
      content_hash, lines_added, lines_removed, test_case_id, run_id, failure_count, detail, seq)
    values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
    )
    .get(
      input.kind,
      binding.callerId,
      binding.taskId,
      binding.phaseId,
      binding.behaviorId,
      input.filePath ?? null,
      input.contentHash ?? null,
      input.linesAdded ?? null,
      input.linesRemoved ?? null,
      input.testCaseId ?? null,
      input.runId ?? null,
      input.failureCount ?? null,
      input.detail ?? null,
      nextSeq(sqlite),
    )
  return toArtifact(row as ArtifactRecord)
}

/** Records an artifact bound to the caller's open task, phase and behavior. Call only inside a write transaction. */
export function insertCallerArtifact(sqlite: Sqlite, caller: Caller, input: ArtifactInput): ArtifactRow {
  return insertArtifact(sqlite, bindingOf(ensureCallerState(sqlite, caller)), input)
}

/** An `artifacts` row as SQLite returns it (the schema's row type: one declaration of the columns). */
type ArtifactRecord = Selectable<ArtifactsTable>

export function toArtifact(row: ArtifactRecord): ArtifactRow {
  return {
    id: row.id,
    kind: row.kind,
    callerId: row.caller_id,
    taskId: row.task_id,
    phaseId: row.phase_id,
    behaviorId: row.behavior_id,
    filePath: row.file_path,
    contentHash: row.content_hash,
    linesAdded: row.lines_added,
    linesRemoved: row.lines_removed,
    testCaseId: row.test_case_id,
    runId: row.run_id,
    failureCount: row.failure_count,
    detail: row.detail,
    seq: row.seq,
    at: row.at,
  }
}

/** The `detail` of the newest `test_written` artifact for a file, whoever wrote it. */
export function lastTestDetail(sqlite: Sqlite, filePath: string): string | undefined {
  const row = sqlite
    .prepare(
      `select detail from artifacts
    where kind = 'test_written' and file_path = ? and (case when json_valid(detail) then json_extract(detail, '$.tests') end) is not null
    order by seq desc limit 1`,
    )
    .get(filePath)
  return (row as { detail: string } | undefined)?.detail
}

/**
 * Test files that carried the red evidence of the current green phase: files of `test_failed_run`
 * artifacts recorded in the red / red.triangulate phases that led to it, and of the artifact it cited.
 */
export function redEvidenceFiles(sqlite: Sqlite, phase: PhaseState): readonly string[] {
  const phaseIds: number[] = []
  let previous = phase.previousPhaseId
  while (previous !== null) {
    const row = sqlite.prepare('select id, phase, previous_phase_id from phases where id = ?').get(previous) as
      { id: number; phase: string; previous_phase_id: number | null } | undefined
    if (row === undefined || (row.phase !== 'red' && row.phase !== 'red.triangulate')) break
    phaseIds.push(row.id)
    previous = row.previous_phase_id
  }
  const rows = sqlite
    .prepare(
      `select distinct file_path from artifacts
    where file_path is not null and kind = 'test_failed_run'
      and (phase_id in (select value from json_each(?)) or id = ?)`,
    )
    .all(JSON.stringify(phaseIds), phase.citedArtifactId ?? -1) as { file_path: string }[]
  return rows.map((r) => r.file_path)
}

/**
 * True when the caller recorded, in the task's open phase, a hypothesis that is not refuted or abandoned and
 * cites an error of a failing run (failures > 0 or outcome `failed`) of this task.
 */
export function hasCitedHypothesis(sqlite: Sqlite, callerId: number, taskId: number): boolean {
  return (
    sqlite
      .prepare(
        `select h.id from hypotheses h
      join phases p on p.id = h.phase_id
      join test_errors e on e.id = h.cited_error_id
      join test_runs r on r.id = e.run_id
    where h.task_id = ? and h.caller_id = ? and h.outcome in ('open', 'confirmed') and p.end_seq is null
      and r.task_id = ? and (r.failed > 0 or r.outcome = 'failed')
    limit 1`,
      )
      .get(taskId, callerId, taskId) !== undefined
  )
}

/** True when the task has a failing run (failures > 0 or outcome `failed`): a hypothesis can cite its error. */
export function hasFailingRun(sqlite: Sqlite, taskId: number): boolean {
  return (
    sqlite
      .prepare(`select 1 from test_runs where task_id = ? and (failed > 0 or outcome = 'failed') limit 1`)
      .get(taskId) !== undefined
  )
}

export interface ViolationInput {
  readonly kind: ViolationKind
  readonly detail: string
  /** The tool whose use was the violation (e.g. `Bash`, `Edit`). */
  readonly toolName?: string | undefined
  /** When it was decided (ISO time); default now. A hook passes its decision time (the row may be replayed later). */
  readonly at?: string | undefined
  /** The task it belongs to as known when decided (null: none); default the caller's open task now. */
  readonly taskId?: number | null | undefined
}

export interface ViolationRow {
  readonly id: number
  readonly callerId: number | null
  readonly taskId: number | null
  readonly kind: ViolationKind
  readonly detail: string
  readonly toolName: string | null
  readonly seq: number
  readonly at: string
}

const DETAIL_MAX = 2000
const clip = (text: string): string => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text)

export function toViolation(row: {
  id: number
  caller_id: number | null
  task_id: number | null
  kind: ViolationKind
  detail: string
  tool_name: string | null
  seq: number
  at: string
}): ViolationRow {
  return {
    id: row.id,
    callerId: row.caller_id,
    taskId: row.task_id,
    kind: row.kind,
    detail: row.detail,
    toolName: row.tool_name,
    seq: row.seq,
    at: row.at,
  }
}

/** Records a violation bound to the caller's open task (if any). Call only inside a write transaction. */
export function insertViolation(sqlite: Sqlite, caller: Caller, input: ViolationInput): ViolationRow {
  const state = ensureCallerState(sqlite, caller)
  const taskId = input.taskId === undefined ? state.taskId : input.taskId
  const row = sqlite
    .prepare(
      `insert into violations (caller_id, task_id, kind, detail, tool_name, seq, at)
    values (?, ?, ?, ?, ?, ?, coalesce(?, ${NOW_SQL})) returning *`,
    )
    .get(
      state.callerId,
      taskId,
      input.kind,
      clip(input.detail),
      input.toolName ?? null,
      nextSeq(sqlite),
      input.at ?? null,
    )
  return toViolation(row as Parameters<typeof toViolation>[0])
}

const NOW_SQL = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

export interface HookErrorInput {
  /** The session whose hook call failed, when the payload said. */
  readonly sessionId?: string | null | undefined
  /** The failure came before a decision and the action went ahead unchecked. */
  readonly failedOpen?: boolean | undefined
  /** When it failed (ISO time); default now. */
  readonly at?: string | undefined
}

/** Records a hook's own failure (fail-open path): never a violation, never the agent's fault. */
export function insertHookError(sqlite: Sqlite, hook: string, message: string, input: HookErrorInput = {}): void {
  sqlite
    .prepare(
      `insert into hook_errors (hook, message, session_id, failed_open, at) values (?, ?, ?, ?, coalesce(?, ${NOW_SQL}))`,
    )
    .run(clip(hook), clip(message), input.sessionId ?? null, input.failedOpen === true ? 1 : 0, input.at ?? null)
}

/** How many hook calls failed before deciding and let the action through (`hook_errors.failed_open`), and the newest. */
export interface FailedOpenSummary {
  readonly count: number
  readonly latest: { readonly hook: string; readonly at: string; readonly message: string } | undefined
}

export function failedOpenSummary(sqlite: Sqlite, sessionId?: string): FailedOpenSummary {
  const where = sessionId === undefined ? 'failed_open = 1' : 'failed_open = 1 and session_id = ?'
  const args = sessionId === undefined ? [] : [sessionId]
  const count = (sqlite.prepare(`select count(*) as n from hook_errors where ${where}`).get(...args) as { n: number }).n
  const latest = sqlite
    .prepare(`select hook, at, message from hook_errors where ${where} order by at desc, id desc limit 1`)
    .get(...args) as { hook: string; at: string; message: string } | undefined
  return { count, latest }
}

/** Whether any TDD task (of any caller) is open in this project's database. */
/**
 * The configuration frozen by the newest open task of the project (JSON), if any: while a task is open, files are
 * classified by it, not by an `evident.config.json` changed since.
 */
export function frozenProjectConfig(sqlite: Sqlite): string | undefined {
  const row = sqlite
    .prepare(`select config from tdd_tasks where status = 'open' and config is not null order by id desc limit 1`)
    .get() as { config: string } | undefined
  return row?.config
}

/**
 * Whether `sessionId` is a leaf the conductor's supervisor launched for issue `issue` in the project since `since` (the
 * run's start, ISO-8601): a `launch` row of `conduct_events` naming it (conduct/supervise.ts gives each attempt a fresh
 * session id). A leaf of an earlier run is none of this run's.
 */
export function isLaunchedLeaf(
  sqlite: Sqlite,
  leaf: { readonly projectRoot: string; readonly issue: number; readonly sessionId: string; readonly since: string },
): boolean {
  return (
    sqlite
      .prepare(
        `select 1 from conduct_events where project_root = ? and issue = ? and kind = 'launch' and leaf_session = ? and at >= ? limit 1`,
      )
      .get(leaf.projectRoot, leaf.issue, leaf.sessionId, leaf.since) !== undefined
  )
}

export function anyOpenTask(sqlite: Sqlite): boolean {
  return sqlite.prepare(`select 1 from tdd_tasks where status = 'open' limit 1`).get() !== undefined
}

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

/** The tree the phase started on (null when no snapshot could be taken then). */
export function phaseStartTree(sqlite: Sqlite, phaseId: number): string | null {
  const row = sqlite.prepare('select start_tree from phases where id = ?').get(phaseId) as
    { start_tree: string | null } | undefined
  return row?.start_tree ?? null
}

/**
 * Whether an Edit-family hook (not the shell) recorded this content for the file after `sinceSeq`: the shell
 * hook then leaves the change to that record instead of counting it twice.
 */
export function editRecordedSince(sqlite: Sqlite, filePath: string, contentHash: string, sinceSeq: number): boolean {
  return (
    sqlite
      .prepare(
        `select 1 from artifacts
      where file_path = ? and kind in ('code_written', 'test_written') and seq > ? and content_hash = ?
        and (case when json_valid(detail) then json_extract(detail, '$.via') end) is null limit 1`,
      )
      .get(filePath, sinceSeq, contentHash) !== undefined
  )
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

/** A session's sealed determination (see flows/seal.ts); undefined when no hook judged it. */
export interface SessionSealRow {
  readonly sealed: boolean
  readonly reason: string
  /** JSON: what the determination read, and the probe (path, nonce) of a sealed session. */
  readonly settings: string | null
  readonly checkedAt: string
  readonly unsealedAt: string | null
}

export function sessionSeal(sqlite: Sqlite, sessionId: string): SessionSealRow | undefined {
  const row = sqlite
    .prepare('select sealed, reason, settings, checked_at, unsealed_at from sessions where session_id = ?')
    .get(sessionId) as
    | { sealed: number; reason: string; settings: string | null; checked_at: string; unsealed_at: string | null }
    | undefined
  if (row === undefined) return undefined
  return {
    sealed: row.sealed === 1,
    reason: row.reason,
    settings: row.settings,
    checkedAt: row.checked_at,
    unsealedAt: row.unsealed_at,
  }
}

/**
 * Records a determination. A new session takes it as it is; a sealed session judged unsealed now is unsealed
 * for good (with the reason and the time); an unsealed session never becomes sealed. Call inside a write
 * transaction. Returns the row as it stands.
 */
export function recordSessionSeal(
  sqlite: Sqlite,
  sessionId: string,
  sealed: boolean,
  reason: string,
  settings: string | null,
): SessionSealRow {
  const existing = sessionSeal(sqlite, sessionId)
  if (existing === undefined) {
    sqlite
      .prepare('insert into sessions (session_id, sealed, reason, settings) values (?, ?, ?, ?)')
      .run(sessionId, sealed ? 1 : 0, clip(reason), settings)
  } else if (existing.sealed && !sealed) {
    sqlite
      .prepare(
        `update sessions set sealed = 0, reason = ?, unsealed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where session_id = ?`,
      )
      .run(clip(reason), sessionId)
  }
  return sessionSeal(sqlite, sessionId) as SessionSealRow
}

/** The newest sessions' determinations, newest first. */
export function newestSessionSeals(
  sqlite: Sqlite,
  limit: number,
): readonly { readonly sessionId: string; readonly sealed: boolean; readonly reason: string }[] {
  const rows = sqlite
    .prepare('select session_id, sealed, reason from sessions order by checked_at desc, rowid desc limit ?')
    .all(limit) as { session_id: string; sealed: number; reason: string }[]
  return rows.map((r) => ({ sessionId: r.session_id, sealed: r.sealed === 1, reason: r.reason }))
}
