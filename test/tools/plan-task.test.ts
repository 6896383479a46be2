import { describe, expect, it } from 'vitest'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect, type TestClient } from '../support/client.js'
import { IMPLEMENT, MAIN, PLAN, SCENARIO, SCENARIO_1, SCENARIO_2, scenarioTest, SPEC } from '../support/coordinator.js'
import { tempProject, type TestProject } from '../support/project.js'
import { alice, tempStore, writeCode, writeTestFile } from '../support/store.js'

/**
 * A JUnit runner for the project (fast: no vitest): each `it('<name>'` of test/slug.test.ts passes when
 * src/slug.ts holds the line `// passes <name>`, and fails otherwise.
 */
const RUNNER = `const fs = require('node:fs')
const test = fs.readFileSync('test/slug.test.ts', 'utf8')
const code = fs.readFileSync('src/slug.ts', 'utf8')
const names = [...test.matchAll(/it\\('([^']+)'/g)].map((m) => m[1])
let failed = 0
const cases = names.map((n) => {
  if (code.includes('// passes ' + n)) return '<testcase classname="slug" name="' + n + '" file="test/slug.test.ts"/>'
  failed++
  return '<testcase classname="slug" name="' + n + '" file="test/slug.test.ts"><failure message="expected hello-world">at test/slug.test.ts:3:5</failure></testcase>'
})
fs.writeFileSync('junit.xml', '<?xml version="1.0"?><testsuites><testsuite name="slug">' + cases.join('') + '</testsuite></testsuites>')
process.exit(failed > 0 ? 1 : 0)
`

const TESTS = scenarioTest(SCENARIO_1, 'AC-1', "expect(slugify('Hello World')).toBe('hello-world')")

interface Setup {
  readonly store: Store
  readonly project: TestProject
  readonly main: TestClient
  readonly implement: TestClient
}

async function setup(): Promise<Setup> {
  const store = await tempStore()
  const project = tempProject(store, {
    'docs/specs/url-slugs.md': SPEC,
    '.claude/state/spec_approvals/url-slugs.approval': 'approved\n',
    'src/slug.ts': 'export const slugify = (t: string) => t\n',
    'run.cjs': RUNNER,
    'evident.config.json': JSON.stringify({
      runners: { default: { kind: 'junit', argv: [process.execPath, 'run.cjs'], junitPath: 'junit.xml' } },
    }),
  })
  const main = await connect(store, MAIN, project.root)
  expect((await main.call('tdd_plan', { action: 'create', ...PLAN })).isError).toBe(false)
  // The scenario worker's Write, recorded as the PostToolUse hook records it.
  await writeTestFile(store, SCENARIO, 'test/slug.test.ts', project, TESTS)
  return { store, project, main, implement: await connect(store, IMPLEMENT, project.root) }
}

async function start(s: Setup, scenarios: readonly string[] = [SCENARIO_1]) {
  return s.implement.call('tdd_task', { action: 'start', goal: 'URL slugs', plan: 'url-slugs', scenarios })
}

/** The implement worker's task from the plan, moved to green on its first scenario's failing run. */
async function green(s: Setup): Promise<{ tddTaskId: number; goalId: number; behaviorId: number }> {
  const started = await start(s)
  const ids = {
    tddTaskId: started.data['tddTaskId'] as number,
    goalId: started.data['goalId'] as number,
    behaviorId: (started.data['behaviorIds'] as number[])[0] ?? 0,
  }
  const red = await s.implement.call('tdd_phase_transition_request', { ...ids, requestedPhase: 'red' })
  expect(red.data['accepted'], red.text).toBe(true)
  const run = await s.implement.call('run_tests', { files: ['test/slug.test.ts'] })
  expect(run.data['artifacts']).toMatchObject([{ kind: 'test_failed_run', filePath: 'test/slug.test.ts' }])
  const moved = await s.implement.call('tdd_phase_transition_request', { ...ids, requestedPhase: 'green' })
  expect(moved.data['accepted'], moved.text).toBe(true)
  return ids
}

describe('tdd_task start with a plan (the implement worker)', () => {
  it("makes the recipe entries the task's behaviors and takes over the scenario worker's test files as evidence", async () => {
    const s = await setup()
    const started = await start(s, [SCENARIO_1, SCENARIO_2])
    expect(started.isError, started.text).toBe(false)
    expect(started.data).toMatchObject({ created: true, adoptedTests: ['test/slug.test.ts'], notAdoptedTests: [] })
    const tree = (await s.implement.call('tdd_task', { action: 'get', tddTaskId: started.data['tddTaskId'] })).data[
      'tree'
    ] as { goals: { status: string; behaviors: { behavior: string }[] }[] }
    expect(tree.goals).toMatchObject([
      { status: 'in_progress', behaviors: [{ behavior: SCENARIO_1 }, { behavior: SCENARIO_2 }] },
    ])
    const links = await s.store.db.selectFrom('behaviors').select('recipe_id').execute()
    expect(links.every((l) => l.recipe_id !== null)).toBe(true)
    const adopted = await s.store.db
      .selectFrom('artifacts')
      .select(['detail', 'task_id'])
      .where('kind', '=', 'test_written')
      .where('task_id', '=', started.data['tddTaskId'] as number)
      .executeTakeFirstOrThrow()
    expect(JSON.parse(adopted.detail ?? '{}')).toMatchObject({ via: 'plan', plan: 'url-slugs', writer: 'scenario-1' })
  })

  it('lets the red → green evidence rules work on the taken-over test (the implement worker never writes one)', async () => {
    const s = await setup()
    await green(s)
  })

  it('refuses another caller, an unknown scenario, and takes over no test file changed since the scenario worker wrote it', async () => {
    const s = await setup()
    const other = await connect(s.store, alice, s.project.root)
    const refused = await other.call('tdd_task', { action: 'start', goal: 'x', plan: 'url-slugs' })
    expect(refused.text).toMatch(/^Refused: a task from a plan is the implement worker's \(evident:implement\)/)
    const unknown = await start(s, ['test_when_x_then_y'])
    expect(unknown.text).toMatch(/^Bad input: plan url-slugs has no scenario test_when_x_then_y\. Next: name scenarios/)
    s.project.write('test/slug.test.ts', `${TESTS}// changed behind the hooks\n`)
    const started = await start(s)
    expect(started.data).toMatchObject({
      adoptedTests: [],
      notAdoptedTests: ['test/slug.test.ts (changed since evident:scenario wrote it)'],
    })
    // Not taken over, the test is nobody's in this task: its failure is no red evidence.
    const ids = {
      tddTaskId: started.data['tddTaskId'] as number,
      goalId: started.data['goalId'] as number,
      behaviorId: (started.data['behaviorIds'] as number[])[0] ?? 0,
    }
    expect(
      (await s.implement.call('tdd_phase_transition_request', { ...ids, requestedPhase: 'red' })).data['accepted'],
    ).toBe(true)
    const run = await s.implement.call('run_tests', { files: ['test/slug.test.ts'] })
    expect(run.data['outcome']).toBe('failed')
    expect(run.data['artifacts']).toEqual([])
  })

  it('ends the task BLOCKED at the fix limit, blocks the plan and says why', async () => {
    const s = await setup()
    const { tddTaskId } = await green(s)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await writeCode(
        s.store,
        IMPLEMENT,
        'src/slug.ts',
        s.project,
        `export const slugify = (t: string) => t // ${attempt}\n`,
      )
      const run = await s.implement.call('run_tests', {})
      const fix = run.data['fixIterations'] as { spent: number; limit: number; blocked?: string }
      expect(fix).toMatchObject({ spent: attempt, limit: 5 })
      if (attempt < 5) {
        expect(fix.blocked).toBeUndefined()
        expect(run.text).toContain(`Fix iterations: ${attempt} of 5 spent`)
      } else {
        expect(fix.blocked).toMatch(/^fix limit reached: 5 failing run\(s\) after production changes/)
        expect(run.text).toContain('BLOCKED: this task has ended as blocked and the plan is blocked')
      }
    }
    // A run without a change in between counts nothing (and the task has ended).
    expect((await s.implement.call('run_tests', {})).data['fixIterations']).toBeUndefined()
    const task = (await s.implement.call('tdd_task', { action: 'get', tddTaskId })).data['tree'] as {
      task: { status: string; outcome: string; reason: string }
    }
    expect(task.task).toMatchObject({
      status: 'ended',
      outcome: 'blocked',
      reason: expect.stringContaining('tdd_plan replace'),
    })
    const plan = (await s.main.call('tdd_plan', { action: 'get' })).data['plan']
    expect(plan).toMatchObject({ status: 'blocked', reason: expect.stringMatching(/^fix limit reached/) })
    const again = await start(s)
    expect(again.text).toMatch(/^Refused: plan url-slugs is blocked: fix limit reached/)
    // A replaced plan can be worked on again.
    expect((await s.main.call('tdd_plan', { action: 'replace', ...PLAN })).isError).toBe(false)
    await writeTestFile(s.store, SCENARIO, 'test/slug.test.ts', s.project, TESTS)
    expect((await start(s)).isError).toBe(false)
  })

  it('counts nothing for a task that was not started from a plan', async () => {
    const s = await setup()
    const plain = await connect(s.store, alice, s.project.root)
    await plain.call('tdd_task', { action: 'start', goal: 'x' })
    await writeCode(s.store, alice, 'src/slug.ts', s.project, 'export const slugify = (t: string) => t // x\n')
    expect((await plain.call('run_tests', {})).data['fixIterations']).toBeUndefined()
  })
})
