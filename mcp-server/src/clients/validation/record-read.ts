import type { RecordLine } from '../../store/validation-runs.js'

/**
 * Reads a run record back: what each technique was and how it landed, from the token lines `lines.ts` writes.
 * Technique ids cannot contain `(` or `)` (descriptor.ts), so each token's id is exact.
 */
export interface RecordedTechnique {
  readonly id: string
  readonly mode: 'gate' | 'triage'
  readonly scope: 'per-hunk' | 'per-file'
  /** Its probe declined it: it never ran. */
  readonly declined: boolean
  /**
   * How it landed: a gate's `GATE` result; a triage technique's canonical findings (`TRIAGE`), its non-canonical
   * output for the triager (`NON-CANONICAL`), or a blocker (no output, did not finish); undefined: nothing recorded.
   */
  readonly landed?:
    | { readonly kind: 'gate'; readonly status: 'green' | 'red' }
    | { readonly kind: 'findings'; readonly count: number }
    | { readonly kind: 'non-canonical'; readonly exit?: string | undefined }
    | { readonly kind: 'blocked' }
    | undefined
  /** The commit message prefix the triager was handed: `<commit-prefix>(validation): <id>`. */
  readonly commitSubject?: string | undefined
}

const TECHNIQUE = /^TECHNIQUE\(([^)]+)\): (gate|triage), (?:sync|background), (per-hunk|per-file)(?: |$)/
const DECLINED = /^NO-OP\(validation:([^)]+)\): declined/
const GATE = /^GATE\(([^)]+)\): (green|red)$/
const TRIAGE = /^TRIAGE\(([^)]+)\): (\d+) finding\(s\) in scope/
const NON_CANONICAL = /^NON-CANONICAL\(([^)]+)\): (?:exit (.+?), output at )?/
const HANDOFF = / — commit: (.+?\(validation\): \S+) <scope>/

export function recordedTechniques(lines: readonly RecordLine[]): readonly RecordedTechnique[] {
  const byId = new Map<string, { -readonly [K in keyof RecordedTechnique]: RecordedTechnique[K] }>()
  for (const { kind, line, blocker } of lines) {
    const technique = kind === 'technique' ? TECHNIQUE.exec(line) : null
    if (technique !== null) {
      const [, id = '', mode, scope] = technique
      byId.set(id, { id, mode: mode as 'gate' | 'triage', scope: scope as 'per-hunk' | 'per-file', declined: false })
      continue
    }
    const declined = kind === 'no-op' ? DECLINED.exec(line) : null
    const declinedOne = declined === null ? undefined : byId.get(declined[1] ?? '')
    if (declinedOne !== undefined) declinedOne.declined = true
    const gate = kind === 'gate' ? GATE.exec(line) : null
    const gated = gate === null ? undefined : byId.get(gate[1] ?? '')
    // The first GATE line is the run's own; later ones are re-runs after a triage (gateStatuses reads those).
    if (gated !== undefined && gated.landed === undefined)
      gated.landed = { kind: 'gate', status: gate?.[2] === 'green' ? 'green' : 'red' }
    const triage = kind === 'note' ? TRIAGE.exec(line) : null
    const nonCanonical = kind === 'note' ? NON_CANONICAL.exec(line) : null
    const handed = byId.get(triage?.[1] ?? nonCanonical?.[1] ?? '')
    if (handed !== undefined) {
      handed.landed =
        triage !== null
          ? { kind: 'findings', count: Number(triage[2]) }
          : { kind: 'non-canonical', exit: nonCanonical?.[2] }
      handed.commitSubject = HANDOFF.exec(line)?.[1]
    }
    const unit = blocker?.unit.startsWith('validation:') === true ? blocker.unit.slice('validation:'.length) : ''
    const blocked = byId.get(unit)
    if (blocked !== undefined && blocked.mode === 'triage' && blocked.landed === undefined)
      blocked.landed = { kind: 'blocked' }
  }
  return [...byId.values()]
}

/** Each gate's latest `GATE(<id>)` status in the record (the run's own, then any re-run after a triage). */
export function gateStatuses(lines: readonly RecordLine[]): ReadonlyMap<string, 'green' | 'red'> {
  const statuses = new Map<string, 'green' | 'red'>()
  for (const { kind, line } of lines) {
    const gate = kind === 'gate' ? GATE.exec(line) : null
    if (gate !== null) statuses.set(gate[1] ?? '', gate[2] === 'green' ? 'green' : 'red')
  }
  return statuses
}
