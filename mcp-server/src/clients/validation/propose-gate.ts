import type { ValidationRunStatus } from '../../domain/vocabulary.js'
import type { StoredFinding, TriageRow } from '../../store/validation-triage.js'
import type { RecordLine } from '../../store/validation-runs.js'
import { gateStatuses, recordedTechniques } from './record-read.js'

/**
 * The validation propose-gate entry: one per run, a function of its record (never stored, so it cannot disagree
 * with it).
 * - `blocked`: a BLOCKER line is recorded (an unmet DoD criterion, a red gate, a technique without usable output,
 *   blocking intention drift, a gate red after a triage), or a technique that ran has no result.
 * - `released`: no technique run landed — `NO-OP(validation)` or every technique declined. A `NO-OP(verify)`
 *   never blocks on its own; it releases only together with the technique no-op.
 * - `pending`: the run has not landed, or a triage technique's findings (or non-canonical output) await the
 *   triager's recorded outcomes.
 * - `satisfied`: techniques ran, every gate is green and every triage technique's findings have outcomes.
 */
export type ProposeGateState = 'satisfied' | 'released' | 'blocked' | 'pending'

export interface ProposeGate {
  readonly state: ProposeGateState
  readonly reasons: readonly string[]
}

export interface GateRecord {
  readonly runId: number
  readonly status: ValidationRunStatus
  readonly lines: readonly RecordLine[]
  readonly findings: readonly StoredFinding[]
  readonly triages: readonly TriageRow[]
}

export function proposeGate(record: GateRecord): ProposeGate {
  if (record.status === 'running')
    return { state: 'pending', reasons: [`run ${record.runId} has not landed yet: wait for it`] }
  const blockers = record.lines.filter((l) => l.blocker !== undefined).map((l) => l.line.replace(/ — options: .*$/, ''))
  const techniques = recordedTechniques(record.lines)
  const ran = techniques.filter((t) => !t.declined)
  const silent = ran.filter((t) => t.landed === undefined).map((t) => `${t.id} ran but recorded no result`)
  if (blockers.length > 0 || silent.length > 0) return { state: 'blocked', reasons: [...blockers, ...silent] }
  if (ran.length === 0) {
    const noOp = record.lines.find((l) => l.line.startsWith('NO-OP(validation):'))?.line
    const verify = record.lines.some((l) => l.line.startsWith('NO-OP(verify):'))
    return {
      state: 'released',
      reasons: [
        noOp ?? `every technique declined (probe absent): ${techniques.map((t) => t.id).join(', ')}`,
        ...(verify ? ['NO-OP(verify) recorded: with no technique run either, the phase releases the gate'] : []),
      ],
    }
  }
  const latest = new Map(record.triages.map((t) => [t.technique, t]))
  const pending: string[] = []
  for (const t of ran) {
    if (t.mode !== 'triage' || t.landed?.kind === 'blocked') continue
    const owed = record.findings.filter((f) => f.origin === 'technique' && f.technique === t.id)
    const triage = latest.get(t.id)
    const hint = `evident validation triage --run ${record.runId} --technique ${t.id} --commit <sha> --outcomes <file>`
    if (t.landed?.kind === 'non-canonical' && triage === undefined)
      pending.push(`${t.id}: non-canonical output awaits the triager's outcomes (${hint})`)
    if (t.landed?.kind !== 'findings' || t.landed.count === 0) continue
    const answered = new Set(triage?.outcomes.map((o) => o.findingId))
    const open = owed.filter((f) => !answered.has(f.id)).length
    if (open > 0) pending.push(`${t.id}: ${open} finding(s) await the triager's outcomes (${hint})`)
  }
  if (pending.length > 0) return { state: 'pending', reasons: pending }
  // A red gate always records a BLOCKER (the run's own and a re-run after a triage alike): no blocker, all green.
  const gates = [...gateStatuses(record.lines).keys()]
  const triaged = ran
    .filter((t) => latest.has(t.id))
    .map((t) => `${t.id} triaged at ${latest.get(t.id)?.commit.slice(0, 12) ?? ''}`)
  return {
    state: 'satisfied',
    reasons: [`${ran.length} technique(s) landed; gates green: ${gates.join(', ') || 'none'}`, ...triaged],
  }
}

const REASONS_NAMED = 10

/** `PROPOSE-GATE: <state> — <reasons>`, naming up to 10 reasons (the record holds every line). */
export function proposeGateLine(gate: ProposeGate): string {
  const named = gate.reasons.slice(0, REASONS_NAMED)
  const more = gate.reasons.length > REASONS_NAMED ? [`… and ${gate.reasons.length - REASONS_NAMED} more`] : []
  return `PROPOSE-GATE: ${gate.state} — ${[...named, ...more].join('; ')}`
}
