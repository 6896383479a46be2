import { describe, expect, it } from 'vitest'
import type { PlanDocument } from '../../../mcp-server/src/domain/plan.js'
import { violationParts } from '../../../mcp-server/src/clients/report/load-coordinator.js'
import { loadReportData } from '../../../mcp-server/src/clients/report/load.js'
import { fileClassifier } from '../../../mcp-server/src/project/test-files.js'
import type { Caller } from '../../../mcp-server/src/kernel/identity.js'
import { recordArtifact } from '../../../mcp-server/src/store/artifacts.js'
import { ensureCaller } from '../../../mcp-server/src/store/callers.js'
import { sqliteOf } from '../../../mcp-server/src/store/db.js'
import { insertDriftCheck, type DriftCheckInput } from '../../../mcp-server/src/store/drift-checks.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { insertPlan, setTaskPlan } from '../../../mcp-server/src/store/plans.js'
import { insertVerdict } from '../../../mcp-server/src/store/verdicts.js'
import { recordViolation } from '../../../mcp-server/src/store/violations.js'
import { projectFor } from '../../support/project.js'
import { recordCycle } from '../../support/scenario.js'
import { alice, recordTestRun, tempStore } from '../../support/store.js'

/** The coordinator's part of the evidence report, loaded from a real store. */
const classify = fileClassifier()
const isTest = (file: string): boolean => classify(file) !== 'production'

const SESSION = alice.sessionId
const main: Caller = { sessionId: SESSION, agentId: 'main' }
const worker = (role: string): Caller => ({ sessionId: SESSION, agentId: `${role}-1`, agentType: `evident:${role}` })
const [scenario, implement, verify] = [worker('scenario'), worker('implement'), worker('verify')]

const doc = (slug: string): PlanDocument => ({
  slug,
  recipe: [
    { name: 'test_when_feb_29_then_accepted', covers: 'AC-1', assertion: 'parse accepts 2024-02-29', fixtures: 'none' },
  ],
  contract: {
    failing_test_paths: ['src/dates.test.ts'],
    write_set: ['src/dates.ts'],
    behavior_excerpts: ['A leap day is a date.'],
    project_conventions: { test_cmd: 'npx vitest run', lint_cmd: 'npx eslint .' },
  },
  design_calls_rows: [],
  out_of_scope: ['time zones'],
})

async function plan(store: Store, root: string, slug: string): Promise<number> {
  return store.write(
    async (tx) =>
      (
        await insertPlan(tx, {
          projectRoot: root,
          callerId: await ensureCaller(tx, main),
          document: doc(slug),
          specPath: `docs/specs/${slug}.md`,
          specSha256: '0'.repeat(64),
          fixIterations: 5,
          stubMarkers: [],
        })
      ).id,
  )
}

async function verdict(store: Store, root: string, caller: Caller, passed: boolean, filtered: boolean): Promise<void> {
  const file = 'src/dates.test.ts'
  const run = await recordTestRun(store, caller, [
    { file, fullName: 'test_when_feb_29_then_accepted', status: passed ? 'passed' : 'failed' },
  ])
  await store.write(async (tx) => {
    insertVerdict(sqliteOf(tx), {
      projectRoot: root,
      runId: run.runId,
      verdict: passed ? 'PASS' : 'FAIL',
      reason: passed ? null : 'failures',
      detail: passed ? null : '1 failed test; exit code 1',
      at: '2026-11-30T00:00:00.000Z',
      command: 'vitest run',
      exitCode: passed ? 0 : 1,
      passed: passed ? 1 : 0,
      failed: passed ? 0 : 1,
      errors: 0,
      filtered,
      tree: null,
    })
  })
}

const drift = (root: string, over: Partial<DriftCheckInput>): DriftCheckInput => ({
  projectRoot: root,
  slug: 'iso-dates',
  verdict: 'clean',
  exitCode: 0,
  total: 1,
  unresolved: [],
  reportPath: '.claude/state/tdd/iso-dates-drift.md',
  head: null,
  detail: null,
  ...over,
})

describe('the coordinator in the evidence report', () => {
  it("shows each plan, its workers' changes against it, the verdicts of its span and the newest drift per slug", async () => {
    const store = await tempStore()
    const root = projectFor(store).root
    // Before any plan: no plan's business.
    await recordArtifact(store.db, scenario, { kind: 'test_written', filePath: 'src/early.test.ts' })
    const first = await plan(store, root, 'iso-dates')
    await recordArtifact(store.db, scenario, {
      kind: 'test_written',
      filePath: 'src/dates.test.ts',
      linesAdded: 6,
      linesRemoved: 0,
    })
    const { tddTaskId } = await recordCycle(store, alice)
    await store.write((tx) => setTaskPlan(tx, tddTaskId, first))
    // A test the implement worker's task took over is no edit of its own.
    await recordArtifact(store.db, implement, {
      kind: 'test_written',
      filePath: 'src/dates.test.ts',
      detail: JSON.stringify({ via: 'plan', plan: 'iso-dates', adoptedFrom: 1, writer: 'scenario-1' }),
    })
    await recordViolation(store.db, implement, {
      kind: 'CONTRACT_BREACH',
      detail: 'outside_write_set: Write on src/calendar.ts',
      toolName: 'Write',
    })
    await recordViolation(store.db, implement, {
      kind: 'TEST_WEAKENED',
      detail:
        "implement_test_edit: Bash on src/dates.test.ts (modified by the shell): sed -i 's/29/28/' src/dates.test.ts",
      toolName: 'Bash',
    })
    await verdict(store, root, implement, false, true)
    await recordArtifact(store.db, implement, {
      kind: 'code_written',
      filePath: 'src/dates.ts',
      linesAdded: 4,
      linesRemoved: 1,
      detail: JSON.stringify({ via: 'shell', command: 'patch', status: 'modified' }),
    })
    await verdict(store, root, verify, true, false)
    await store.write((tx) =>
      insertDriftCheck(tx, null, drift(root, { verdict: 'drift', exitCode: 1, unresolved: ['AC-1'] })),
    )
    await store.write(async (tx) => insertDriftCheck(tx, await ensureCaller(tx, main), drift(root, {})))
    // The next plan supersedes the first: what follows is its business.
    await plan(store, root, 'leap-years')
    await recordViolation(store.db, verify, {
      kind: 'CONTRACT_BREACH',
      detail: 'verify_worker_edit: Edit on src/dates.ts',
      toolName: 'Edit',
    })
    await recordViolation(store.db, scenario, { kind: 'CONTRACT_BREACH', detail: 'worker_without_plan: odd' })

    const data = await loadReportData(store.db, { sessionId: SESSION }, isTest)
    const [one, two] = data.coordinator.plans
    expect(data.coordinator.plans.map((p) => `${p.slug} v${p.version} ${p.status}`)).toEqual([
      'iso-dates v1 superseded',
      'leap-years v1 active',
    ])
    expect(one).toMatchObject({
      specPath: 'docs/specs/iso-dates.md',
      caller: `${SESSION} / main`,
      fixIterations: 5,
      recipe: doc('x').recipe,
      contract: {
        failingTestPaths: ['src/dates.test.ts'],
        writeSet: ['src/dates.ts'],
        behaviorExcerpts: ['A leap day is a date.'],
        testCmd: 'npx vitest run',
        lintCmd: 'npx eslint .',
      },
      outOfScope: ['time zones'],
      tasks: [{ id: tddTaskId, agent: 'agent-a', outcome: 'open' }],
      workerEditsOmitted: 0,
    })
    expect(one?.workerEdits.map(({ at: _at, ...e }) => e)).toEqual([
      {
        agent: 'scenario-1',
        role: 'scenario',
        file: 'src/dates.test.ts',
        change: 'test_written',
        refused: false,
        inside: true,
        linesAdded: 6,
        linesRemoved: 0,
      },
      {
        agent: 'implement-1',
        role: 'implement',
        file: 'src/calendar.ts',
        change: 'outside_write_set (CONTRACT_BREACH)',
        refused: true,
        inside: false,
        linesAdded: null,
        linesRemoved: null,
      },
      {
        agent: 'implement-1',
        role: 'implement',
        file: 'src/dates.test.ts',
        change: 'implement_test_edit (TEST_WEAKENED)',
        refused: true,
        inside: false,
        linesAdded: null,
        linesRemoved: null,
      },
      {
        agent: 'implement-1',
        role: 'implement',
        file: 'src/dates.ts',
        change: 'code_written via shell',
        refused: false,
        inside: true,
        linesAdded: 4,
        linesRemoved: 1,
      },
    ])
    expect(one?.verdicts.map(({ at: _at, runId: _id, ...v }) => v)).toEqual([
      {
        verdict: 'FAIL',
        reason: 'failures',
        detail: '1 failed test; exit code 1',
        exitCode: 1,
        wholeSuite: false,
        by: 'implement-1 (evident:implement)',
      },
      { verdict: 'PASS', reason: null, detail: null, exitCode: 0, wholeSuite: true, by: 'verify-1 (evident:verify)' },
    ])
    expect(two?.tasks).toEqual([])
    expect(two?.verdicts).toEqual([])
    expect(two?.workerEdits.map((e) => [e.agent, e.change, e.file, e.inside])).toEqual([
      ['verify-1', 'verify_worker_edit (CONTRACT_BREACH)', 'src/dates.ts', false],
      ['scenario-1', 'worker_without_plan (CONTRACT_BREACH)', null, null],
    ])
    expect(data.coordinator.drift).toMatchObject([
      { slug: 'iso-dates', verdict: 'clean', exitCode: 0, unresolved: [], caller: `${SESSION} / main` },
    ])

    // A task's report shows the plan it was started from, and no other.
    const task = await loadReportData(store.db, { taskId: tddTaskId }, isTest)
    expect(task.coordinator.plans.map((p) => p.slug)).toEqual(['iso-dates'])
    expect(task.coordinator.drift.map((d) => d.verdict)).toEqual(['clean'])
  })

  it('reports a session whose chain stopped before any task: its plan, no task', async () => {
    const store = await tempStore()
    const root = projectFor(store).root
    await plan(store, root, 'iso-dates')
    await recordViolation(store.db, implement, {
      kind: 'CONTRACT_BREACH',
      detail: 'outside_write_set: Edit on README.md',
      toolName: 'Edit',
    })
    const data = await loadReportData(store.db, { sessionId: SESSION }, isTest)
    expect(data.tasks).toEqual([])
    expect(data.coordinator.plans.map((p) => [p.slug, p.workerEdits.map((e) => `${e.file} ${e.inside}`)])).toEqual([
      ['iso-dates', ['README.md false']],
    ])
    await expect(loadReportData(store.db, { sessionId: 'other' }, isTest)).rejects.toThrow(
      'no TDD task or coordinator plan for session other',
    )
  })

  it('shows no coordinator part for tasks without a plan', async () => {
    const store = await tempStore()
    const { tddTaskId } = await recordCycle(store, alice)
    expect((await loadReportData(store.db, { taskId: tddTaskId }, isTest)).coordinator).toEqual({
      plans: [],
      drift: [],
    })
  })

  it("reads the rule and the file from the edit policy's violation details", () => {
    expect(violationParts('outside_write_set: MultiEdit on src/a (b).ts')).toEqual({
      reason: 'outside_write_set',
      file: 'src/a (b).ts',
    })
    expect(violationParts('stub_marker: Bash on src/x.ts (added by the shell): printf "// TODO" > src/x.ts')).toEqual({
      reason: 'stub_marker',
      file: 'src/x.ts',
    })
    expect(
      violationParts('test_weakened: Bash on t/x.test.ts (modified by the shell; assertion removed (1)): sed -i d t'),
    ).toEqual({ reason: 'test_weakened', file: 't/x.test.ts' })
    expect(violationParts('{"command":"npx vitest"}')).toEqual({ reason: null, file: null })
  })
})
