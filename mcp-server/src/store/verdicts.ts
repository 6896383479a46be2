import type { Verdict, VerdictReason } from '../domain/vocabulary.js'
import { nextSeq, type Sqlite } from './statements/sqlite.js'

/**
 * The binding test verdicts (`test_verdicts`): one per run evident executed. Plain SQL on the one better-sqlite3
 * connection, so that the server (inside a kysely transaction, `db.ts#sqliteOf`) and the hook CLI (its lean
 * connection) share it.
 */
export interface VerdictInput {
  readonly projectRoot: string
  readonly runId: number
  readonly verdict: Verdict
  readonly reason: VerdictReason | null
  readonly detail: string | null
  readonly at: string
  readonly command: string
  readonly exitCode: number
  readonly passed: number
  readonly failed: number
  readonly errors: number
  readonly filtered: boolean
  readonly tree: string | null
}

export interface VerdictRow extends VerdictInput {
  readonly id: number
  readonly seq: number
  readonly fileError: string | null
}

/** Inserts a verdict; call inside a write transaction (it takes a `seq`). */
export function insertVerdict(sqlite: Sqlite, v: VerdictInput): VerdictRow {
  const seq = nextSeq(sqlite)
  const { id } = sqlite
    .prepare(
      `insert into test_verdicts (project_root, run_id, verdict, reason, detail, at, command, exit_code, passed, failed,
        errors, filtered, tree, seq) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    )
    .get(
      v.projectRoot,
      v.runId,
      v.verdict,
      v.reason,
      v.detail,
      v.at,
      v.command,
      v.exitCode,
      v.passed,
      v.failed,
      v.errors,
      v.filtered ? 1 : 0,
      v.tree,
      seq,
    ) as { id: number }
  return { ...v, id, seq, fileError: null }
}

/** Records why the verdict's file could not be written. */
export function setVerdictFileError(sqlite: Sqlite, id: number, error: string): void {
  sqlite.prepare('update test_verdicts set file_error = ? where id = ?').run(error.slice(0, 1000), id)
}

interface Row {
  readonly id: number
  readonly project_root: string
  readonly run_id: number
  readonly verdict: Verdict
  readonly reason: VerdictReason | null
  readonly detail: string | null
  readonly at: string
  readonly command: string
  readonly exit_code: number
  readonly passed: number
  readonly failed: number
  readonly errors: number
  readonly filtered: number
  readonly tree: string | null
  readonly file_error: string | null
  readonly seq: number
}

const fromRow = (r: Row): VerdictRow => ({
  id: r.id,
  projectRoot: r.project_root,
  runId: r.run_id,
  verdict: r.verdict,
  reason: r.reason,
  detail: r.detail,
  at: r.at,
  command: r.command,
  exitCode: r.exit_code,
  passed: r.passed,
  failed: r.failed,
  errors: r.errors,
  filtered: r.filtered === 1,
  tree: r.tree,
  fileError: r.file_error,
  seq: r.seq,
})

/** The project's newest verdicts, newest first (the first is the binding one). */
export function newestVerdicts(sqlite: Sqlite, projectRoot: string, limit = 1): readonly VerdictRow[] {
  const rows = sqlite
    .prepare('select * from test_verdicts where project_root = ? order by seq desc limit ?')
    .all(projectRoot, limit) as Row[]
  return rows.map(fromRow)
}

/** The project's binding verdict: its newest; undefined before evident executed a run there. */
export const bindingVerdict = (sqlite: Sqlite, projectRoot: string): VerdictRow | undefined =>
  newestVerdicts(sqlite, projectRoot, 1)[0]
