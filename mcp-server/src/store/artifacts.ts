import type { ArtifactRow } from '../domain/records.js'
import type { ArtifactKind } from '../domain/vocabulary.js'
import type { Caller } from '../identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, type Db, type Tx } from './db.js'
import { openTaskOf } from './tasks.js'

/**
 * The only way evidence enters the store. No MCP tool calls this with model-supplied content: the hook CLI
 * records file edits and `run_tests` records runs. An artifact is bound to exactly the caller's open task
 * and that task's open phase (and its behavior) at the moment it is recorded — never to "the newest task".
 */
export interface ArtifactInput {
  readonly kind: ArtifactKind
  readonly filePath?: string | undefined
  readonly contentHash?: string | undefined
  readonly linesAdded?: number | undefined
  readonly linesRemoved?: number | undefined
  readonly testCaseId?: number | undefined
  readonly runId?: number | undefined
  readonly failureCount?: number | undefined
  readonly detail?: string | undefined
}


export interface Binding {
  readonly callerId: number
  readonly taskId: number | null
  readonly phaseId: number | null
  readonly behaviorId: number | null
  readonly phaseStartSeq: number | null
}

/** Where evidence recorded now for this caller belongs. */
export async function currentBinding(tx: Tx, caller: Caller): Promise<Binding> {
  const callerId = await ensureCaller(tx, caller)
  const task = await openTaskOf(tx, callerId)
  if (task === undefined) return { callerId, taskId: null, phaseId: null, behaviorId: null, phaseStartSeq: null }
  const phase = await tx
    .selectFrom('phases')
    .select(['id', 'behavior_id', 'start_seq'])
    .where('task_id', '=', task.id)
    .where('end_seq', 'is', null)
    .executeTakeFirst()
  return { callerId, taskId: task.id, phaseId: phase?.id ?? null, behaviorId: phase?.behavior_id ?? null, phaseStartSeq: phase?.start_seq ?? null }
}

export async function insertArtifact(tx: Tx, binding: Binding, input: ArtifactInput): Promise<ArtifactRow> {
  const row = await tx
    .insertInto('artifacts')
    .values({
      kind: input.kind,
      caller_id: binding.callerId,
      task_id: binding.taskId,
      phase_id: binding.phaseId,
      behavior_id: binding.behaviorId,
      file_path: input.filePath ?? null,
      content_hash: input.contentHash ?? null,
      lines_added: input.linesAdded ?? null,
      lines_removed: input.linesRemoved ?? null,
      test_case_id: input.testCaseId ?? null,
      run_id: input.runId ?? null,
      failure_count: input.failureCount ?? null,
      detail: input.detail ?? null,
      seq: await nextSeq(tx),
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toArtifact(row)
}

/** Records one artifact for the caller, bound to its open task and phase. */
export async function recordArtifact(db: Db, caller: Caller, input: ArtifactInput): Promise<ArtifactRow> {
  return db.transaction().execute(async (tx) => insertArtifact(tx, await currentBinding(tx, caller), input))
}

export function toArtifact(row: {
  id: number; kind: ArtifactKind; caller_id: number; task_id: number | null; phase_id: number | null; behavior_id: number | null
  file_path: string | null; content_hash: string | null; lines_added: number | null; lines_removed: number | null
  test_case_id: number | null; run_id: number | null; failure_count: number | null; detail: string | null; seq: number; at: string
}): ArtifactRow {
  return {
    id: row.id, kind: row.kind, callerId: row.caller_id, taskId: row.task_id, phaseId: row.phase_id,
    behaviorId: row.behavior_id, filePath: row.file_path, contentHash: row.content_hash, linesAdded: row.lines_added,
    linesRemoved: row.lines_removed, testCaseId: row.test_case_id, runId: row.run_id, failureCount: row.failure_count,
    detail: row.detail, seq: row.seq, at: row.at,
  }
}
