import { badInput } from '../../kernel/errors.js'
import type { RecordLine } from '../../store/validation-runs.js'
import { findingLine, type Finding } from './finding.js'
import { normalizeFindings } from './normalize.js'

/**
 * Reviewer-predicted suspected-benign findings: the review phase's advisory notes, already bounded and in the
 * canonical shape. They are checked by the canonical normalizer (one bad line or item fails the whole input, before
 * the run begins), stored with the run and handed to every triager as they are — never scope-filtered, never
 * judged here, and owing no outcome of their own.
 */
export const SUSPECTED_BENIGN_MAX = 256 * 1024

/** The findings in `text` (canonical JSON array or text lines); throws bad input naming the first bad line. */
export function parseSuspectedBenign(text: string | undefined): readonly Finding[] {
  if (text === undefined) return []
  if (text.length > SUSPECTED_BENIGN_MAX)
    throw badInput(
      `the suspected-benign findings are longer than ${SUSPECTED_BENIGN_MAX} characters`,
      'pass only the suspected-benign findings the review predicted',
    )
  const normalized = normalizeFindings(text)
  if (!normalized.ok)
    throw badInput(
      `the suspected-benign findings are not canonical: ${normalized.error}`,
      'give a JSON array of {file, line, severity, finding[, fix, status]} or one "<severity> <file>:<line> — <finding>" per line (evident findings normalize checks it)',
    )
  return normalized.findings
}

/** One `SUSPECTED-BENIGN: <finding>` line per finding, in the order given. */
export function suspectedBenignLines(findings: readonly Finding[]): readonly RecordLine[] {
  return findings.map((f) => ({ kind: 'note', line: `SUSPECTED-BENIGN: ${findingLine(f)}` }))
}
