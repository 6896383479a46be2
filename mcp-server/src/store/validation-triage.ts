import type { TriageGateState, TriageOutcome, ValidationFindingOrigin } from '../domain/vocabulary.js'
import type { Caller } from '../kernel/identity.js'
import { ensureCaller } from './callers.js'
import { nextSeq, type Db } from './db.js'
import { insertLines, type RecordLine } from './validation-runs.js'

/** A canonical finding as stored (the shape of clients/validation/finding.ts). */
export interface FindingFields {
  readonly file: string
  readonly line: number
  readonly severity: string
  readonly finding: string
  readonly fix?: string | undefined
  readonly status?: string | undefined
}

export interface StoredFinding {
  readonly id: number
  readonly origin: ValidationFindingOrigin
  /** null for a suspected-benign finding (it belongs to no technique). */
  readonly technique: string | null
  readonly ordinal: number
  readonly fields: FindingFields
}

/** Stores the findings handed to the triager with a run, in order. */
export async function recordFindings(
  db: Db,
  runId: number,
  origin: ValidationFindingOrigin,
  technique: string | null,
  findings: readonly FindingFields[],
): Promise<void> {
  if (findings.length === 0) return
  await db.transaction().execute(async (tx) => {
    for (const [ordinal, f] of findings.entries()) {
      await tx
        .insertInto('validation_findings')
        .values({
          run_id: runId,
          origin,
          technique,
          ordinal,
          file: f.file,
          line: f.line,
          severity: f.severity,
          finding: f.finding,
          fix: f.fix ?? null,
          status: f.status ?? null,
        })
        .execute()
    }
  })
}

export async function loadFindings(db: Db, runId: number): Promise<readonly StoredFinding[]> {
  const rows = await db
    .selectFrom('validation_findings')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    origin: r.origin,
    technique: r.technique,
    ordinal: r.ordinal,
    fields: {
      file: r.file,
      line: r.line,
      severity: r.severity,
      finding: r.finding,
      ...(r.fix === null ? {} : { fix: r.fix }),
      ...(r.status === null ? {} : { status: r.status }),
    },
  }))
}

export interface OutcomeRow {
  /** The stored finding it answers; null for a finding the triager read from non-canonical output. */
  readonly findingId: number | null
  readonly file: string
  readonly line: number
  readonly finding: string
  readonly outcome: TriageOutcome
  readonly testPath: string | null
  readonly reason: string | null
}

export interface TriageInput {
  readonly runId: number
  readonly technique: string
  readonly commit: string
  readonly caller?: Caller | undefined
  readonly gates: TriageGateState
  readonly outcomes: readonly OutcomeRow[]
  /** The run record lines of this triage, appended in the same transaction. */
  readonly lines: readonly RecordLine[]
}

/** Records one triage, its outcomes and its run record lines in one transaction. Returns the triage's id. */
export async function recordTriage(db: Db, input: TriageInput): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const callerId = input.caller === undefined ? null : await ensureCaller(tx, input.caller)
    const row = await tx
      .insertInto('validation_triages')
      .values({
        run_id: input.runId,
        technique: input.technique,
        commit_sha: input.commit,
        caller_id: callerId,
        gates: input.gates,
        seq: await nextSeq(tx),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const o of input.outcomes) {
      await tx
        .insertInto('validation_outcomes')
        .values({
          triage_id: row.id,
          finding_id: o.findingId,
          file: o.file,
          line: o.line,
          finding: o.finding,
          outcome: o.outcome,
          test_path: o.testPath,
          reason: o.reason,
        })
        .execute()
    }
    await insertLines(tx, input.runId, input.lines)
    return row.id
  })
}

export interface TriageRow {
  readonly id: number
  readonly technique: string
  readonly commit: string
  readonly gates: TriageGateState
  readonly seq: number
  readonly at: string
  readonly outcomes: readonly OutcomeRow[]
}

/** A run's triages, oldest first, each with its outcomes in order. */
export async function loadTriages(db: Db, runId: number): Promise<readonly TriageRow[]> {
  const triages = await db
    .selectFrom('validation_triages')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('seq')
    .execute()
  if (triages.length === 0) return []
  const outcomes = await db
    .selectFrom('validation_outcomes')
    .selectAll()
    .where(
      'triage_id',
      'in',
      triages.map((t) => t.id),
    )
    .orderBy('id')
    .execute()
  return triages.map((t) => ({
    id: t.id,
    technique: t.technique,
    commit: t.commit_sha,
    gates: t.gates,
    seq: t.seq,
    at: t.at,
    outcomes: outcomes
      .filter((o) => o.triage_id === t.id)
      .map((o) => ({
        findingId: o.finding_id,
        file: o.file,
        line: o.line,
        finding: o.finding,
        outcome: o.outcome,
        testPath: o.test_path,
        reason: o.reason,
      })),
  }))
}
