import type { Verdict } from './vocabulary.js'

/**
 * Where evident mirrors the project's binding test verdict (docs/verdict.md), project-relative. The folder holds
 * workflow state (the TDD coordinator's files too): no TDD rule is about it (project/test-files.ts).
 */
export const STATE_DIR = '.claude/state'
export const VERDICT_FILE = `${STATE_DIR}/last_test_result`

/** The binding verdict as evident writes it: exactly four lines. */
export interface VerdictLines {
  readonly verdict: Verdict
  /** ISO 8601 UTC, e.g. 2025-01-31T12:00:00.000Z: when the run ended. */
  readonly at: string
  readonly command: string
  readonly exitCode: number
}

/** The text of `last_test_result`: `PASS|FAIL`, the time, the command, the exit code, each ended by a newline. */
export function verdictText(lines: VerdictLines): string {
  return `${lines.verdict}\n${lines.at}\n${lines.command}\n${lines.exitCode}\n`
}
