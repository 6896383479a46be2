import type { Caller } from '../kernel/identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, nowIso, type Db, type Tx } from './db.js'
import type { ValidationLineKind } from '../domain/vocabulary.js'

/** One line of a validation run record; blockers carry `{unit, reason, options (≤ 3)}`. */
export interface RecordLine {
  readonly kind: ValidationLineKind
  readonly line: string
  readonly blocker?: { readonly unit: string; readonly reason: string; readonly options: readonly string[] } | undefined
}

export interface ValidationRunRow {
  readonly id: number
  readonly projectRoot: string
  readonly base: string | null
  readonly scopeSpec: string
  readonly status: 'running' | 'done'
  readonly startSeq: number
  readonly endSeq: number | null
  readonly startedAt: string
  readonly endedAt: string | null
  /** The HEAD commit and working-tree snapshot the run started on; null when unknown. */
  readonly head: string | null
  readonly tree: string | null
  readonly lines: readonly RecordLine[]
}

export interface BeginInput {
  readonly caller?: Caller | undefined
  readonly projectRoot: string
  readonly base: string | null
  readonly scopeSpec: string
  readonly head?: string | null | undefined
  readonly tree?: string | null | undefined
}

/** Opens a run record; `startedAt` is what a DoD's gate freshness is measured from. */
export async function beginValidationRun(
  db: Db,
  input: BeginInput,
): Promise<{ readonly runId: number; readonly startSeq: number; readonly startedAt: string }> {
  return db.transaction().execute(async (tx) => {
    const callerId = input.caller === undefined ? null : await ensureCaller(tx, input.caller)
    const startSeq = await nextSeq(tx)
    const row = await tx
      .insertInto('validation_runs')
      .values({
        caller_id: callerId,
        project_root: input.projectRoot,
        base: input.base,
        scope_spec: input.scopeSpec,
        status: 'running',
        start_seq: startSeq,
        end_seq: null,
        ended_at: null,
        head: input.head ?? null,
        tree: input.tree ?? null,
      })
      .returning(['id', 'started_at'])
      .executeTakeFirstOrThrow()
    return { runId: row.id, startSeq, startedAt: row.started_at }
  })
}

export async function appendLines(db: Db, runId: number, lines: readonly RecordLine[]): Promise<void> {
  if (lines.length === 0) return
  await db.transaction().execute((tx) => insertLines(tx, runId, lines))
}

/** Appends lines to a run record inside the caller's transaction. */
export async function insertLines(tx: Tx, runId: number, lines: readonly RecordLine[]): Promise<void> {
  for (const l of lines) {
    await tx
      .insertInto('validation_lines')
      .values({
        run_id: runId,
        kind: l.kind,
        line: l.line,
        unit: l.blocker?.unit ?? null,
        reason: l.blocker?.reason ?? null,
        options: l.blocker === undefined ? null : JSON.stringify(l.blocker.options.slice(0, 3)),
        seq: await nextSeq(tx),
      })
      .execute()
  }
}

export async function endValidationRun(db: Db, runId: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .updateTable('validation_runs')
      .set({ status: 'done', end_seq: await nextSeq(tx), ended_at: nowIso() })
      .where('id', '=', runId)
      .execute()
  })
}

/** A run record with its lines in order; the latest run of the project when no id is given. */
export async function loadValidationRun(
  db: Db,
  projectRoot: string,
  runId?: number,
): Promise<ValidationRunRow | undefined> {
  let query = db.selectFrom('validation_runs').selectAll().where('project_root', '=', projectRoot)
  query = runId === undefined ? query.orderBy('id', 'desc').limit(1) : query.where('id', '=', runId)
  const run = await query.executeTakeFirst()
  if (run === undefined) return undefined
  const rows = await db.selectFrom('validation_lines').selectAll().where('run_id', '=', run.id).orderBy('seq').execute()
  return {
    id: run.id,
    projectRoot: run.project_root,
    base: run.base,
    scopeSpec: run.scope_spec,
    status: run.status,
    startSeq: run.start_seq,
    endSeq: run.end_seq,
    startedAt: run.started_at,
    endedAt: run.ended_at,
    head: run.head,
    tree: run.tree,
    lines: rows.map((r) => ({
      kind: r.kind,
      line: r.line,
      ...(r.unit === null
        ? {}
        : { blocker: { unit: r.unit, reason: r.reason ?? '', options: JSON.parse(r.options ?? '[]') as string[] } }),
    })),
  }
}
