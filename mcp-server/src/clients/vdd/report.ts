import type { CriterionStatus, VddManualState, VddAggregate } from '../../domain/vocabulary.js'

/** One row of the report and of the receipts. */
export interface CriterionResult {
  readonly index: number
  readonly result: CriterionStatus
  /** Empty for a manual item. */
  readonly kind: string
  /** Empty for a manual item. */
  readonly target: string
  readonly text: string
  readonly details: string
  /** The recorded test run that evidenced a `test:` criterion. */
  readonly testRunId?: number | undefined
}

export interface ReportInput {
  /** `BEAN-277`, or the document's repo-relative path for `--file`. */
  readonly subject: string
  readonly verdict: VddAggregate
  readonly manual: VddManualState
  readonly results: readonly CriterionResult[]
  /** Who confirmed the manual items when `manual` is `pass`. */
  readonly confirmedBy?: string | undefined
  /** Near-misses in the criteria (items meant as evidence criteria, read as manual or not at all). */
  readonly warnings?: readonly string[] | undefined
}

/** A table cell: `|` escaped, newlines turned into spaces, `—` when empty. */
export function cell(value: string): string {
  const flat = value
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/\|/g, '\\|')
    .trim()
  return flat === '' ? '—' : flat
}

/**
 * The report markdown (contract: title, aggregate verdict line, EMPTY note, one table row per criterion). It cites no
 * run id and no time: two runs with the same results write the same bytes, so a committed report stays clean.
 */
export function renderReport(input: ReportInput): string {
  const lines = [`# VDD Report — ${input.subject}`, '', `**Aggregate verdict:** ${input.verdict}`, '']
  if (input.verdict === 'EMPTY') {
    lines.push(
      '> No acceptance criteria found: add a `## Acceptance Criteria` section with `- [ ] (kind:target) text` items.',
      '',
    )
  }
  for (const warning of input.warnings ?? []) lines.push(`> **Warning:** ${cell(warning)}`, '')
  if (input.manual === 'pass' && input.results.some((r) => r.result === 'MANUAL')) {
    lines.push(`Manual criteria confirmed by ${input.confirmedBy ?? 'a human'} (--manual=pass).`, '')
  }
  lines.push(
    '| # | Result | Kind | Target | Criterion | Details |',
    '|---|--------|------|--------|-----------|---------|',
  )
  for (const r of input.results) {
    lines.push(
      `| ${r.index} | ${r.result} | ${cell(r.kind)} | ${cell(r.target)} | ${cell(r.text)} | ${cell(r.details)} |`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** `vdd-277.md` for bean 277 (zero-padded to 3 digits, longer numbers kept whole). */
export function reportFileName(beanNumber: number): string {
  return `vdd-${String(beanNumber).padStart(3, '0')}.md`
}

export const REPORT_DIR = 'ai/outputs/tech-qa'
