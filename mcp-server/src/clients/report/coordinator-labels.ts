import type { DriftView, PlanVerdictView, WorkerEditView } from './model.js'

/** What the plan lets each worker change. */
const ALLOWED: Readonly<Record<WorkerEditView['role'], string>> = {
  scenario: 'the recipe tests',
  implement: 'the write set',
  verify: 'nothing',
}

/** A worker's change held against the plan: `inside the write set`, `outside the recipe tests`, … */
export function againstPlan(e: WorkerEditView): string {
  if (e.inside === null) return '—'
  if (e.role === 'verify') return 'outside: verify changes no file'
  return `${e.inside ? 'inside' : 'outside'} ${ALLOWED[e.role]}`
}

/** `+6 −1` for an edit with line counts. */
export function lineDelta(e: WorkerEditView): string {
  return e.linesAdded === null && e.linesRemoved === null ? '' : ` +${e.linesAdded ?? 0} −${e.linesRemoved ?? 0}`
}

export const verdictLabel = (v: PlanVerdictView): string =>
  v.reason === null ? v.verdict : `${v.verdict} (${v.reason})`

export const driftCounts = (d: DriftView): string =>
  d.total === null ? '—' : `${d.unresolved.length} of ${d.total} unresolved`

export const shortHead = (head: string | null): string => (head === null ? 'no commit' : head.slice(0, 12))
