import type { GateStatus } from '../../domain/vocabulary.js'

/**
 * Gate recency: whether a DoD `gate: <id>` criterion is met, judged against one validation run (the spec reads the
 * run record's `GATE(<id>): green` lines). A gate this run recorded decides by itself. A gate it did not run counts
 * only under `validation.gateFreshness`: `"this-run"` (the default) never; `"same-tree"` when its latest result is a
 * green recorded on the run's HEAD commit and working tree; `{"withinMinutes": N}` when its latest result is a green
 * recorded at most N minutes before the run began. A red latest result never counts, and a DoD can only cite: it runs
 * nothing, so it cannot make a gate green.
 */
export type GateFreshness = 'this-run' | 'same-tree' | { readonly withinMinutes: number }

/** The validation run a DoD is asserted against. */
export interface AnchorRun {
  /** undefined: no validation run is recorded for the project. */
  readonly id: number | undefined
  readonly startedAt: string
  readonly head: string | null
  readonly tree: string | null
  /** The run record's `GATE(<id>): green|red` lines, the last one per id. */
  readonly gates: ReadonlyMap<string, GateStatus>
}

/** A gate result recorded outside the anchor run. */
export interface EarlierResult {
  readonly status: GateStatus
  readonly at: string
  readonly source: string
  readonly head: string | null
  readonly tree: string | null
}

export type GateJudgement =
  { readonly met: true; readonly evidence: string } | { readonly met: false; readonly reason: string }

const GATE_LINE = /^GATE\((.+)\): (green|red)$/

/** The `GATE(<id>): green|red` lines of a run record, the last one per id. */
export function gatesOfRecord(lines: readonly string[]): ReadonlyMap<string, GateStatus> {
  const gates = new Map<string, GateStatus>()
  for (const line of lines) {
    const match = GATE_LINE.exec(line)
    if (match?.[1] !== undefined) gates.set(match[1], match[2] === 'green' ? 'green' : 'red')
  }
  return gates
}

function freshnessLabel(freshness: GateFreshness): string {
  return typeof freshness === 'string' ? `"${freshness}"` : `{"withinMinutes": ${freshness.withinMinutes}}`
}

/**
 * `latest`: the gate's newest result outside the run; `lastGreen`: its newest green (named in the reason, so a
 * person sees how old the evidence is and why it does not count).
 */
export function judgeGate(
  gate: string,
  run: AnchorRun,
  freshness: GateFreshness,
  latest: EarlierResult | undefined,
  lastGreen: EarlierResult | undefined,
): GateJudgement {
  const here = run.id === undefined ? 'no validation run is recorded' : `validation run ${run.id}`
  const own = run.gates.get(gate)
  if (own === 'green') return { met: true, evidence: `GATE(${gate}): green in ${here}` }
  if (own === 'red') return { met: false, reason: `GATE(${gate}) ran red in ${here}` }
  const absent = run.id === undefined ? `${here}` : `GATE(${gate}) did not run in ${here}`
  if (lastGreen === undefined) return { met: false, reason: `${absent}, and it was never recorded green` }
  const named = `its last green was at ${lastGreen.at} (${lastGreen.source}${minutesBefore(lastGreen.at, run)})`
  const policy = `validation.gateFreshness ${freshnessLabel(freshness)}`
  if (freshness === 'this-run')
    return {
      met: false,
      reason: `${absent}; ${named}, which does not count: ${policy} counts only this run's GATE lines`,
    }
  if (latest !== undefined && latest.status === 'red')
    return { met: false, reason: `${absent}; its latest result, at ${latest.at} (${latest.source}), is red; ${named}` }
  if (freshness === 'same-tree') {
    const same =
      lastGreen.head !== null && lastGreen.tree !== null && lastGreen.head === run.head && lastGreen.tree === run.tree
    if (same)
      return {
        met: true,
        evidence: `GATE(${gate}): green at ${lastGreen.at} (${lastGreen.source}) on the same commit and tree`,
      }
    const why =
      lastGreen.tree === null || lastGreen.head === null
        ? 'it was recorded without a commit and tree to compare'
        : run.tree === null || run.head === null
          ? 'this run has no commit and tree to compare'
          : 'it was recorded on another commit or tree'
    return { met: false, reason: `${absent}; ${named}, which does not count: ${why} (${policy})` }
  }
  const ageMs = Date.parse(run.startedAt) - Date.parse(lastGreen.at)
  if (ageMs <= freshness.withinMinutes * 60_000)
    return {
      met: true,
      evidence: `GATE(${gate}): green at ${lastGreen.at} (${lastGreen.source}), within ${freshness.withinMinutes} min`,
    }
  return { met: false, reason: `${absent}; ${named}, which does not count: older than ${policy} allows` }
}

function minutesBefore(at: string, run: AnchorRun): string {
  const minutes = Math.floor((Date.parse(run.startedAt) - Date.parse(at)) / 60_000)
  if (!Number.isFinite(minutes) || minutes < 0) return ''
  return `, ${minutes} min ${run.id === undefined ? 'ago' : 'before the run'}`
}
