import type { ArtifactRow } from '../../domain/records.js'
import type { ArtifactKind } from '../../domain/vocabulary.js'
import { type Caller } from '../../kernel/identity.js'
import type { ArtifactsTable } from '../schema.js'
import type { Selectable } from 'kysely'
import type { CallerState, PhaseState } from './callers.js'
import { ensureCallerState } from './callers.js'
import type { Sqlite } from './sqlite.js'
import { nextSeq } from './sqlite.js'

/** `artifacts`: the evidence an agent's edits and runs leave, bound to its open task, phase and behavior. */
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

const bindingOf = ({ callerId, taskId, phase }: CallerState): Binding => ({
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
