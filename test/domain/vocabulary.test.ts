import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import * as vocabulary from '../../mcp-server/src/domain/vocabulary.js'
import { tempStore } from '../support/store.js'

/** Every `check (column in (...))` of the migrated schema, as table.column → values. */
async function checkLists(): Promise<Map<string, readonly string[]>> {
  const store = await tempStore()
  const { rows } = await sql<{
    name: string
    sql: string
  }>`select name, sql from sqlite_master where type = 'table'`.execute(store.db)
  const lists = new Map<string, readonly string[]>()
  for (const table of rows) {
    for (const m of table.sql.matchAll(/check \((\w+) in \(([^)]*)\)\)/g)) {
      lists.set(
        `${table.name}.${m[1]}`,
        [...(m[2] ?? '').matchAll(/'([^']*)'/g)].map((v) => v[1] ?? ''),
      )
    }
  }
  return lists
}

describe('domain vocabulary', () => {
  it('is what every CHECK list of a migrated database accepts', async () => {
    const lists = await checkLists()
    const expected: Readonly<Record<string, readonly string[]>> = {
      'tdd_tasks.status': vocabulary.TASK_STATUSES,
      'tdd_tasks.outcome': vocabulary.TASK_OUTCOMES,
      'goals.status': vocabulary.WORK_STATUSES,
      'behaviors.status': vocabulary.WORK_STATUSES,
      'phases.phase': vocabulary.PHASES,
      'test_runs.outcome': vocabulary.RUN_OUTCOMES,
      'test_results.status': vocabulary.TEST_STATUSES,
      'test_errors.scope': vocabulary.ERROR_SCOPES,
      'artifacts.kind': vocabulary.ARTIFACT_KINDS,
      'hypotheses.outcome': vocabulary.HYPOTHESIS_OUTCOMES,
      'gate_results.status': vocabulary.GATE_STATUSES,
      'validation_runs.status': vocabulary.VALIDATION_RUN_STATUSES,
      'validation_lines.kind': vocabulary.VALIDATION_LINE_KINDS,
      'validation_findings.origin': vocabulary.VALIDATION_FINDING_ORIGINS,
      'validation_triages.gates': vocabulary.TRIAGE_GATE_STATES,
      'validation_outcomes.outcome': vocabulary.TRIAGE_OUTCOMES,
      'vdd_runs.verdict': vocabulary.VDD_AGGREGATES,
      'vdd_runs.manual': vocabulary.VDD_MANUAL_STATES,
      'vdd_criteria.verdict': vocabulary.CRITERION_STATUSES,
      'callers.identity': vocabulary.IDENTITY_SOURCES,
      'stack_frames.source': vocabulary.FRAME_SOURCES,
      'test_verdicts.verdict': vocabulary.VERDICTS,
      'test_verdicts.reason': vocabulary.VERDICT_REASONS,
      'tdd_plans.status': vocabulary.PLAN_STATUSES,
      'tdd_plan_paths.kind': vocabulary.PLAN_PATH_KINDS,
      'drift_checks.verdict': vocabulary.DRIFT_RESULTS,
      'conduct_events.kind': vocabulary.CONDUCT_EVENT_KINDS,
      'closing_proofs.kind': vocabulary.PROOF_KINDS,
      'closing_proofs.outcome': vocabulary.PROOF_OUTCOMES,
      'closing_proofs.place': vocabulary.PROOF_PLACES,
    }
    expect(Object.fromEntries(lists)).toEqual(expected)
  })

  it('lists each value once', () => {
    for (const [name, value] of Object.entries(vocabulary)) {
      expect(new Set(value).size, name).toBe(value.length)
    }
  })
})
