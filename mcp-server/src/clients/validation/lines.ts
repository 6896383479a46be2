import type { RecordLine } from '../../store/validation-runs.js'
import type { CriterionOutcome } from './dod-assert.js'
import { dodMetLine } from './dod-assert.js'
import type { Resolved } from './descriptor.js'
import type { Technique } from '../../domain/validation-config.js'
import { findingLine, type Finding } from './finding.js'
import type { TechniqueOutcome } from './run-technique.js'
import { DROP_REPORT_MAX } from './scope.js'

/** The run record's token vocabulary, as pure functions from outcomes to lines. */
export function blocker(unit: string, reason: string, options: readonly string[]): RecordLine {
  const kept = options.slice(0, 3)
  return {
    kind: 'blocker',
    line: `BLOCKER(${unit}): ${reason} — options: ${kept.join('; ')}`,
    blocker: { unit, reason, options: kept },
  }
}

export function techniqueLine(r: Resolved): RecordLine {
  const t = r.technique
  return {
    kind: 'technique',
    line: `TECHNIQUE(${t.id}): ${t.mode}, ${t['run-style']}, ${t.scope} — ${r.tier}: ${r.why}`,
  }
}

export const declinedLine = (id: string, why: string): RecordLine => ({
  kind: 'no-op',
  line: `NO-OP(validation:${id}): declined — probe absent (${why})`,
})

export const NO_TECHNIQUES: RecordLine = { kind: 'no-op', line: 'NO-OP(validation): no techniques declared/probed' }

/** `firstOption(id)`: the concrete way to meet that criterion; `why(id)`: why it is unmet, when known. */
export function dodLines(
  outcomes: readonly CriterionOutcome[],
  firstOption: (id: string) => string,
  why: (id: string) => string | undefined = () => undefined,
): readonly RecordLine[] {
  const lines: RecordLine[] = outcomes.map((o) => ({
    kind: 'criterion',
    line: JSON.stringify({ id: o.id, kind: o.kind, outcome: o.outcome }),
  }))
  const unmet = outcomes.filter((o) => o.kind === 'auto' && o.outcome === 'unmet')
  for (const o of unmet) {
    lines.push(
      blocker('verify', `${o.id} unmet${suffix(o.reason ?? why(o.id))}`, [
        firstOption(o.id),
        'change the criterion in the reviewed DoD diff if it no longer applies',
        'ask the user to accept the gap explicitly',
      ]),
    )
  }
  if (unmet.length === 0) lines.push({ kind: 'verify', line: dodMetLine(outcomes) })
  return lines
}

const suffix = (reason: string | undefined): string => (reason === undefined ? '' : `: ${reason}`)

/** What the triager is handed besides the findings: the commit message prefix and the declared procedure. */
function triageHandoff(t: Technique): string {
  const procedure = t['triage-procedure'] === undefined ? '' : `; triage-procedure: ${t['triage-procedure']}`
  return `commit: ${t['commit-prefix']}(validation): ${t.id} <scope>${procedure}`
}

export function outcomeLines(t: Technique, outcome: TechniqueOutcome): readonly RecordLine[] {
  const id = t.id
  if (outcome.mode === 'gate') {
    const gate: RecordLine = { kind: 'gate', line: `GATE(${id}): ${outcome.status}` }
    if (outcome.status === 'green') return [gate]
    return [
      gate,
      blocker(`validation:${id}`, `GATE(${id}) red (exit ${outcome.exit})`, [
        `fix the cause red→green under TDD, then run evident validation run --technique ${id}`,
        'if the failure predates this change, record it as a documented exception with the user',
        'ask the user how to proceed',
      ]),
    ]
  }
  switch (outcome.kind) {
    case 'empty':
      return [
        blocker(`validation:${id}`, `technique produced no output (exit ${outcome.exit})`, [
          `check that the technique's command prints its report on stdout, then run evident validation run --technique ${id}`,
          'switch the technique to mode gate in evident.config.json if it has no report',
          'ask the user how to proceed',
        ]),
      ]
    case 'unfinished':
      return [
        blocker(`validation:${id}`, `technique did not finish (${outcome.exit})`, [
          `raise timeoutMs for ${id} in evident.config.json if it needs longer, then run evident validation run --technique ${id}`,
          "check that the technique's command runs in this environment",
          'ask the user how to proceed',
        ]),
      ]
    case 'non-canonical':
      return [
        {
          kind: 'note',
          line: `NON-CANONICAL(${id}): exit ${outcome.exit}, output at ${outcome.outputPath}, scope spec at ${outcome.scopePath} — route both paths to the triager; do not read the output — ${triageHandoff(t)}`,
        },
      ]
    case 'canonical': {
      const findings: RecordLine[] = outcome.kept.map((f) => ({
        kind: 'finding',
        line: `FINDING(${id}): ${findingLine(f)}`,
      }))
      const drops: RecordLine[] =
        outcome.dropped.length === 0
          ? []
          : [
              {
                kind: 'note',
                line: `DROPPED(${id}): ${outcome.dropped.length} finding(s) outside the scope (exit ${outcome.exit}, ${outcome.format} output)`,
              },
              ...droppedLines(id, outcome.dropped),
            ]
      const summary: RecordLine = {
        kind: 'note',
        line: `TRIAGE(${id}): ${outcome.kept.length} finding(s) in scope from ${outcome.format} output (exit ${outcome.exit}) — ${triageHandoff(t)}`,
      }
      return [summary, ...findings, ...drops]
    }
  }
}

/** Longest finding text a DROPPED line carries; the rest is cut with `…`. */
const DROPPED_TEXT_MAX = 200

/**
 * The dropped findings by name, as the filter names them on stderr: up to 20 (`"<file>":<line> — "<finding>"`,
 * JSON-escaped so a path or message cannot forge a record line), then `… and N more`. A drop is a signal to check
 * the path convention, never a clean run, so the record must say which findings went.
 */
export function droppedLines(id: string, dropped: readonly Finding[]): readonly RecordLine[] {
  const named = dropped.slice(0, DROP_REPORT_MAX).map((f): RecordLine => ({
    kind: 'note',
    line: `DROPPED(${id}): ${JSON.stringify(f.file)}:${f.line} — ${JSON.stringify(cut(f.finding))}`,
  }))
  const more = dropped.length - named.length
  return more > 0 ? [...named, { kind: 'note', line: `DROPPED(${id}): … and ${more} more` }] : named
}

const cut = (text: string): string =>
  text.length > DROPPED_TEXT_MAX ? `${text.slice(0, DROPPED_TEXT_MAX - 1)}…` : text
