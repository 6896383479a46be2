import { verdictText } from '../../domain/verdict-file.js'
import { decideVerdict, renderCommand, shellExitCode } from '../gates/verdict.js'
import type { AfterRecord } from '../../runners/run-and-record.js'
import { sqliteOf } from '../../store/db.js'
import type { Store } from '../../store/index.js'
import { insertVerdict, setVerdictFileError, type VerdictRow } from '../../store/verdicts.js'
import { writeVerdictFile } from './verdict-file.js'

/**
 * The binding test verdict of a run evident executed (docs/verdict.md): decided from the run's report
 * (engine/gates/verdict.ts), recorded in the store — the truth — and mirrored to `<project>/.claude/state/last_test_result`,
 * written atomically (a temporary file in the same folder, renamed over it). The file is evident's own state: agents'
 * writes to it are refused or recorded (engine/gates/own-state.ts, engine/flows/shell-record.ts) and evident rewrites it from the
 * store. A file that cannot be written leaves the verdict recorded, with the reason in `file_error`.
 */
export async function recordVerdict(store: Store, projectRoot: string, run: AfterRecord): Promise<VerdictRow> {
  const { report, recorded } = run
  const decision = decideVerdict({
    outcome: report.outcome,
    exitCode: report.exitCode,
    signal: report.signal,
    passed: recorded.counts.passed,
    failed: recorded.counts.failed,
    errors: report.errors,
  })
  const row = await store.db.transaction().execute(async (tx) =>
    insertVerdict(sqliteOf(tx), {
      projectRoot,
      runId: recorded.runId,
      verdict: decision.verdict,
      reason: decision.verdict === 'FAIL' ? decision.reason : null,
      detail: decision.verdict === 'FAIL' ? decision.detail : null,
      at: report.endedAt,
      command: renderCommand(report.argv),
      exitCode: shellExitCode(report.exitCode, report.signal),
      passed: recorded.counts.passed,
      failed: recorded.counts.failed,
      errors: report.errors.length,
      filtered: run.filtered,
      tree: run.tree,
    }),
  )
  // The store first, then the file: a reader that sees the file's new content finds its verdict in the store.
  const failed = writeVerdictFile(projectRoot, verdictText(row))
  if (failed === undefined) return row
  await store.db.transaction().execute(async (tx) => setVerdictFileError(sqliteOf(tx), row.id, failed))
  return { ...row, fileError: failed }
}
