import type { ArtifactKind, Phase, ViolationKind } from '../domain/vocabulary.js'
import { existsSync } from 'node:fs'
import SQLite from 'better-sqlite3'
import type { Caller } from '../identity.js'
import { loadNativeBinding } from './native.js'

/**
 * The hook CLI's view of the store: plain better-sqlite3 statements, no kysely, so a hook process starts
 * in a few milliseconds more than bare node. It reads and writes the same tables with the same rules as
 * the kysely repositories (`callers.ts`, `artifacts.ts`, `violations.ts`, `hypotheses.ts`): evidence binds
 * to exactly the caller's open task and phase, every write takes `seq` inside one `begin immediate`.
 * It never migrates: `openHookDb` returns undefined for a database that does not exist yet. The native
 * module comes from `native.ts`; when it is not built yet, opening throws and the hook fails open.
 */
export interface HookDb {
  readonly sqlite: SQLite.Database
  close(): void
}

export interface PhaseState {
  readonly id: number
  readonly phase: Phase
  readonly behaviorId: number
  readonly previousPhaseId: number | null
  readonly citedArtifactId: number | null
}

export interface CallerState {
  readonly callerId: number
  readonly taskId: number | null
  readonly phase: PhaseState | null
}

/** Opens an existing, migrated evidence database; undefined when there is none yet. */
export function openHookDb(path: string): HookDb | undefined {
  if (!existsSync(path)) return undefined
  // `timeout` is SQLite's busy timeout, as db.ts sets it: a hook waits for a writer instead of failing.
  const sqlite = new SQLite(path, { fileMustExist: true, timeout: 5000, nativeBinding: loadNativeBinding() })
  try {
    // As db.ts: in WAL mode NORMAL syncs at checkpoints, not on every commit (no fsync per hook). One exec:
    // every statement prepared costs a hook's start-up.
    sqlite.exec('pragma synchronous = NORMAL; pragma foreign_keys = ON')
    const migrated = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = 'meta'`).get()
    if (migrated === undefined) {
      sqlite.close()
      return undefined
    }
  } catch (error) {
    sqlite.close()
    throw error
  }
  return { sqlite, close: () => sqlite.close() }
}

/**
 * One write transaction that takes the write lock up front (as db.ts). Plain BEGIN IMMEDIATE / COMMIT: the
 * hooks never nest transactions, and better-sqlite3's `transaction()` wrapper prepares nine statements a hook
 * process would use once.
 */
function immediate<T>(db: HookDb, fn: () => T): T {
  db.sqlite.exec('begin immediate')
  try {
    const result = fn()
    db.sqlite.exec('commit')
    return result
  } catch (error) {
    if (db.sqlite.inTransaction) db.sqlite.exec('rollback')
    throw error
  }
}

function nextSeq(db: HookDb): number {
  const row = db.sqlite.prepare(`update meta set value = cast(value as integer) + 1 where key = 'seq' returning value`).get() as { value: string }
  return Number(row.value)
}

/** The caller's row id, creating it on first sight (as `ensureCaller`). */
export function ensureCallerRow(db: HookDb, caller: Caller, parentSessionId?: string): number {
  return immediate(db, () => writerState(db, caller, parentSessionId).callerId)
}

function insertCaller(db: HookDb, caller: Caller, parentSessionId?: string): number {
  const parent = parentSessionId ?? (caller.agentId === 'main' ? null : caller.sessionId)
  const row = db.sqlite.prepare('insert into callers (session_id, agent_id, agent_type, parent_session_id, ended_at) values (?, ?, ?, ?, null) returning id')
    .get(caller.sessionId, caller.agentId, caller.agentType ?? null, parent) as { id: number }
  return row.id
}

export function endCallerRow(db: HookDb, caller: Caller): void {
  immediate(db, () => {
    writerState(db, caller)
    db.sqlite.prepare('update callers set ended_at = ? where session_id = ? and agent_id = ?').run(new Date().toISOString(), caller.sessionId, caller.agentId)
  })
}

interface StateRow {
  readonly caller_id: number
  readonly agent_type: string | null
  readonly task_id: number | null
  readonly phase_id: number | null
  readonly phase: Phase | null
  readonly behavior_id: number | null
  readonly previous_phase_id: number | null
  readonly cited_artifact_id: number | null
}

/** The caller's row with its open task and that task's open phase, in one statement (one prepare per hook). */
export const CALLER_STATE_SQL = `
  select c.id as caller_id, c.agent_type, t.id as task_id, p.id as phase_id, p.phase, p.behavior_id, p.previous_phase_id, p.cited_artifact_id
  from callers c
    left join tdd_tasks t on t.caller_id = c.id and t.status = 'open'
    left join phases p on p.task_id = t.id and p.end_seq is null
  where c.session_id = ? and c.agent_id = ?`

function stateRow(db: HookDb, caller: Caller): StateRow | undefined {
  return db.sqlite.prepare(CALLER_STATE_SQL).get(caller.sessionId, caller.agentId) as StateRow | undefined
}

function stateFrom(row: StateRow): CallerState {
  return {
    callerId: row.caller_id,
    taskId: row.task_id,
    phase: row.phase_id === null || row.phase === null || row.behavior_id === null ? null : {
      id: row.phase_id, phase: row.phase, behaviorId: row.behavior_id, previousPhaseId: row.previous_phase_id, citedArtifactId: row.cited_artifact_id,
    },
  }
}

/** The caller's state for a write, creating the caller row on first sight (as `ensureCaller`); inside `immediate`. */
function writerState(db: HookDb, caller: Caller, parentSessionId?: string): CallerState {
  const row = stateRow(db, caller)
  if (row === undefined) return { callerId: insertCaller(db, caller, parentSessionId), taskId: null, phase: null }
  if (row.agent_type === null && caller.agentType !== undefined) {
    db.sqlite.prepare('update callers set agent_type = ? where id = ?').run(caller.agentType, row.caller_id)
  }
  return stateFrom(row)
}

/** The caller's open task and phase; undefined when the caller was never seen. Reads only. */
export function callerState(db: HookDb, caller: Caller): CallerState | undefined {
  const row = stateRow(db, caller)
  return row === undefined ? undefined : stateFrom(row)
}

/** Same query as `hasCitedHypothesisInCurrentPhase` in `hypotheses.ts`. */
export function hasCitedHypothesis(db: HookDb, callerId: number, taskId: number): boolean {
  return db.sqlite.prepare(`
    select h.id from hypotheses h
      join phases p on p.id = h.phase_id
      join test_errors e on e.id = h.cited_error_id
      join test_runs r on r.id = e.run_id
    where h.task_id = ? and h.caller_id = ? and h.outcome in ('open', 'confirmed') and p.end_seq is null
      and r.task_id = ? and (r.failed > 0 or r.outcome = 'failed')
    limit 1`).get(taskId, callerId, taskId) !== undefined
}

/**
 * Test files that carried the red evidence of the current green phase: files of `test_failed_run`
 * artifacts recorded in the red / red.triangulate phases that led to it, and of the artifact it cited.
 */
export function redEvidenceFiles(db: HookDb, phase: PhaseState): readonly string[] {
  const phaseIds: number[] = []
  let previous = phase.previousPhaseId
  while (previous !== null) {
    const row = db.sqlite.prepare('select id, phase, previous_phase_id from phases where id = ?').get(previous) as
      { id: number; phase: string; previous_phase_id: number | null } | undefined
    if (row === undefined || (row.phase !== 'red' && row.phase !== 'red.triangulate')) break
    phaseIds.push(row.id)
    previous = row.previous_phase_id
  }
  const rows = db.sqlite.prepare(`
    select distinct file_path from artifacts
    where file_path is not null and kind = 'test_failed_run'
      and (phase_id in (select value from json_each(?)) or id = ?)`).all(JSON.stringify(phaseIds), phase.citedArtifactId ?? -1) as { file_path: string }[]
  return rows.map((r) => r.file_path)
}

export interface EditArtifact {
  readonly kind: Extract<ArtifactKind, 'test_written' | 'code_written' | 'test_weakened'>
  readonly filePath: string
  readonly contentHash: string | null
  readonly linesAdded: number | null
  readonly linesRemoved: number | null
  readonly detail: string | null
}

/** Records an artifact bound to the caller's open task, phase and behavior (as `recordArtifact`). */
export function recordEditArtifact(db: HookDb, caller: Caller, artifact: EditArtifact): number {
  return immediate(db, () => {
    const state = writerState(db, caller)
    const row = db.sqlite.prepare(`
      insert into artifacts (kind, caller_id, task_id, phase_id, behavior_id, file_path, content_hash, lines_added, lines_removed, detail, seq)
      values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`).get(
      artifact.kind, state.callerId, state.taskId, state.phase?.id ?? null, state.phase?.behaviorId ?? null, artifact.filePath,
      artifact.contentHash, artifact.linesAdded, artifact.linesRemoved, artifact.detail, nextSeq(db),
    ) as { id: number }
    return row.id
  })
}

/** The `detail` of the newest `test_written` artifact for a file, whoever wrote it. */
export function lastTestDetail(db: HookDb, filePath: string): string | undefined {
  const row = db.sqlite.prepare(`select detail from artifacts where kind = 'test_written' and file_path = ? and detail is not null order by seq desc limit 1`)
    .get(filePath) as { detail: string } | undefined
  return row?.detail
}

const DETAIL_MAX = 2000
const clip = (text: string): string => (text.length > DETAIL_MAX ? `${text.slice(0, DETAIL_MAX - 1)}…` : text)

/** Records a violation bound to the caller's open task (as `recordViolation`). */
export function recordViolationRow(db: HookDb, caller: Caller, kind: ViolationKind, detail: string, toolName: string): number {
  return immediate(db, () => {
    const state = writerState(db, caller)
    const row = db.sqlite.prepare('insert into violations (caller_id, task_id, kind, detail, tool_name, seq) values (?, ?, ?, ?, ?, ?) returning id')
      .get(state.callerId, state.taskId, kind, clip(detail), toolName, nextSeq(db)) as { id: number }
    return row.id
  })
}

/** Records a hook's own failure (as `recordHookError`): never a violation. */
export function recordHookErrorRow(db: HookDb, hook: string, message: string): void {
  db.sqlite.prepare('insert into hook_errors (hook, message) values (?, ?)').run(clip(hook), clip(message))
}
