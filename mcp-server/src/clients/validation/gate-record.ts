import type { Db } from '../../store/index.js'
import { loadValidationRun, type ValidationRunRow } from '../../store/validation-runs.js'
import { loadFindings, loadTriages } from '../../store/validation-triage.js'
import { proposeGate, type ProposeGate } from './propose-gate.js'

/** A run record (the latest of the project by default) with its propose-gate entry; undefined when there is none. */
export async function validationGate(
  db: Db,
  root: string,
  runId?: number,
): Promise<{ readonly run: ValidationRunRow; readonly gate: ProposeGate } | undefined> {
  const run = await loadValidationRun(db, root, runId)
  if (run === undefined) return undefined
  const [findings, triages] = await Promise.all([loadFindings(db, run.id), loadTriages(db, run.id)])
  return {
    run,
    gate: proposeGate({ runId: run.id, status: run.status, lines: run.lines, findings, triages }),
  }
}
