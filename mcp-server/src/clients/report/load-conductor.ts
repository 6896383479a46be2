import type { ConductedIssueView } from './model.js'
import { LEAVES_UNSEALED } from '../../domain/conduct-events.js'
import { conductedIssues, conductEvents } from '../../store/conduct-events.js'
import type { Db } from '../../store/index.js'

/** Issues and events per issue in a report: the newest, so a long run keeps the report readable. */
const MAX_ISSUES = 20
const MAX_EVENTS = 200

/** The conductor's part of the evidence report: each conducted issue, its state and its newest events. */
export async function loadConductor(db: Db): Promise<readonly ConductedIssueView[]> {
  const out: ConductedIssueView[] = []
  for (const { projectRoot, issue } of await conductedIssues(db, MAX_ISSUES)) {
    const all = await conductEvents(db, projectRoot, { issue, limit: 100_000 })
    const shown = all.slice(-MAX_EVENTS)
    const lastStart = all.map((e) => e.kind).lastIndexOf('run-start')
    const ending = [...all].reverse().find((e) => e.kind === 'done' || e.kind === 'bail' || e.kind === 'stop')
    const endIndex = ending === undefined ? -1 : all.indexOf(ending)
    out.push({
      projectRoot,
      issue,
      state: ending === undefined || endIndex < lastStart ? 'running' : ending.kind,
      omitted: all.length - shown.length,
      unsealed: all[lastStart]?.detail?.includes(LEAVES_UNSEALED) === true,
      events: shown.map((e) => ({
        at: e.at,
        kind: e.kind,
        step: e.step ?? null,
        leaf: e.leaf ?? null,
        phase: e.phase ?? null,
        attempt: e.attempt ?? null,
        code: e.code ?? null,
        detail: e.detail ?? null,
      })),
    })
  }
  return out
}
