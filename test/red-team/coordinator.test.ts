import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HELPER, MAIN, Station, usePlugin, type Who } from '../support/red-team/harness.js'
import { B1, B2, FIX, FIX2 } from '../support/red-team/project.js'
import { describeObservation } from '../support/red-team/tally.js'

/**
 * The TDD coordinator's chain, honestly worked, through evident as Claude Code drives it (the built server over
 * stdio, the hooks spawned from hooks.json): the main agent decides the plan for a spec; per recipe entry the
 * scenario worker writes its test and the implement worker takes it red → green → refactor → done from the plan;
 * the verify worker runs the whole suite. Nothing of it may be denied or charged. A subagent's plan is refused.
 * (A scripted session of the real Claude Code binary: test/e2e/claude-coordinator.test.ts.)
 */
const plugin = usePlugin()
const SESSION = 'rt-session'
const worker = (role: string, n: number): Who => ({
  session_id: SESSION,
  agent_id: `${role}-${n}`,
  agent_type: `evident:${role}`,
})

const S1 = 'test_when_title_has_spaces_then_joins_with_dashes'
const S2 = 'test_when_title_has_punctuation_then_drops_it'
const SPEC = `# URL slugs

| id | criterion |
| --- | --- |
| AC-1 | ${B1}: "Hello World" becomes "hello-world" |
| AC-2 | ${B2}: "Ready, set: go!" becomes "ready-set-go" |

## Behavior sequence

1. Words are joined with single dashes.
2. Punctuation never reaches the slug.
`
const PLAN = {
  slug: 'url-slugs',
  recipe: [
    { name: S1, covers: 'AC-1', assertion: 'slugify("Hello World") is "hello-world".', fixtures: 'none' },
    { name: S2, covers: 'AC-2', assertion: 'slugify("Ready, set: go!") is "ready-set-go".', fixtures: 'none' },
  ],
  contract: {
    failing_test_paths: ['test/slug.test.ts'],
    write_set: ['src/slug.ts'],
    behavior_excerpts: ['1. Words are joined with single dashes.', '2. Punctuation never reaches the slug.'],
    project_conventions: { test_cmd: 'npx vitest run', lint_cmd: '' },
  },
  design_calls_rows: [],
  out_of_scope: ['unicode transliteration'],
}
const HEAD = "import { expect, it } from 'vitest'\nimport { slugify } from '../src/slug'\n"
const TEST_1 = `\nit('${S1}', () => {\n  // Covers AC-1\n  expect(slugify('Hello World')).toBe('hello-world')\n})\n`
const TEST_2 = `\nit('${S2}', () => {\n  // Covers AC-2\n  expect(slugify('Ready, set: go!')).toBe('ready-set-go')\n})\n`

let station: Station | undefined
beforeAll(async () => {
  station = await new Station(plugin(), { stage: 'idle' }).open()
})
afterAll(async () => {
  await station?.close()
})

function step(name: string, fn: (s: Station) => Promise<void>): void {
  it(name, async () => {
    const s = station
    if (s === undefined) throw new Error('station not open')
    const observation = await s.observe(() => fn(s))
    expect(observation.denials, describeObservation(observation)).toEqual([])
    expect(observation.violations, describeObservation(observation)).toEqual([])
  })
}

/** The implement worker's whole cycle for one scenario, every call accepted; `end: false` leaves the task open. */
async function implement(
  s: Station,
  who: Who,
  scenario: string,
  code: string,
  { end = true }: { readonly end?: boolean } = {},
): Promise<number> {
  await s.hook('SubagentStart', who, {})
  const started = await s.must(who, 'tdd_task', {
    action: 'start',
    goal: `${scenario} of plan url-slugs`,
    runId: `run-${who.agent_id ?? ''}`,
    plan: 'url-slugs',
    scenarios: [scenario],
  })
  expect(started['adoptedTests']).toEqual(['test/slug.test.ts'])
  const ids = {
    tddTaskId: started['tddTaskId'] as number,
    goalId: started['goalId'] as number,
    behaviorId: (started['behaviorIds'] as number[])[0] ?? 0,
  }
  const move = (requestedPhase: string, citedArtifactId?: number) =>
    s.must(who, 'tdd_phase_transition_request', {
      ...ids,
      requestedPhase,
      ...(citedArtifactId === undefined ? {} : { citedArtifactId }),
    })
  expect((await move('red'))['accepted']).toBe(true)
  const red = await s.must(who, 'run_tests', { files: ['test/slug.test.ts'] })
  const failed = (red['artifacts'] as { id: number; kind: string }[]).find((a) => a.kind === 'test_failed_run')
  expect(failed, JSON.stringify(red)).toBeDefined()
  expect((await move('green', failed?.id))['accepted']).toBe(true)
  const failure = (red['failures'] as { errorId: number; frameId: number | null; fullName: string | null }[]).find(
    (f) => f.fullName === scenario,
  )
  const errors = (await s.must(who, 'test_errors', { runId: red['runId'] }))['errors'] as {
    id: number
    frames: { id: number }[]
  }[]
  const errorId = failure?.errorId ?? 0
  const frameId = failure?.frameId ?? errors.find((e) => e.id === errorId)?.frames[0]?.id ?? 0
  await s.must(who, 'hypothesis', {
    action: 'record',
    tddTaskId: ids.tddTaskId,
    content: 'slugify keeps spaces and punctuation; splitting into words and joining them with "-" fixes it',
    citedTestErrorId: errorId,
    citedStackFrameId: frameId,
  })
  await s.write(who, 'src/slug.ts', code)
  const whole = await s.must(who, 'run_tests', {})
  expect(whole['outcome'], JSON.stringify(whole)).toBe('passed')
  const passed = (whole['artifacts'] as { id: number; kind: string }[]).find((a) => a.kind === 'test_passed_run')
  expect((await move('refactor', passed?.id))['accepted']).toBe(true)
  await s.must(who, 'run_tests', {})
  await s.must(who, 'tdd_behavior', {
    action: 'update',
    tddTaskId: ids.tddTaskId,
    behaviorId: ids.behaviorId,
    status: 'done',
  })
  await s.must(who, 'tdd_goal', { action: 'update', tddTaskId: ids.tddTaskId, goalId: ids.goalId, status: 'done' })
  if (end) await s.must(who, 'tdd_task', { action: 'end', tddTaskId: ids.tddTaskId, outcome: 'succeeded' })
  return ids.tddTaskId
}

describe('the TDD coordinator chain, honestly worked', () => {
  it('refuses a plan from a subagent, through the hook-injected caller', async () => {
    const s = station
    if (s === undefined) throw new Error('station not open')
    await s.write(MAIN, 'docs/specs/url-slugs.md', SPEC, { setup: true })
    // The user approved the spec: evident's state, written outside every agent's tools.
    mkdirSync(dirname(s.path('.claude/state/spec_approvals/url-slugs.approval')), { recursive: true })
    writeFileSync(s.path('.claude/state/spec_approvals/url-slugs.approval'), 'approved\n')
    const refused = await s.mcp(HELPER, 'tdd_plan', { action: 'create', ...PLAN })
    expect(refused.text).toMatch(
      /^Refused: tdd_plan create is for the main agent only: .*general-purpose \(agent helper-1\)/,
    )
    expect(s.query('select id from tdd_plans')).toEqual([])
  })

  step('the main agent decides the plan for the spec', async (s) => {
    const made = await s.must(MAIN, 'tdd_plan', { action: 'create', ...PLAN })
    expect(made['mirrorWritten']).toBe(true)
    expect(JSON.parse(readFileSync(s.path('.claude/state/tdd/url-slugs.json'), 'utf8'))).toEqual(PLAN)
  })

  step('scenario worker 1 writes the first recipe test', async (s) => {
    await s.hook('SubagentStart', worker('scenario', 1), {})
    await s.must(worker('scenario', 1), 'tdd_plan', { action: 'get' })
    await s.write(worker('scenario', 1), 'test/slug.test.ts', HEAD + TEST_1)
  })

  step('implement worker 1 takes it red → green → refactor → done inside the write set', async (s) => {
    await implement(s, worker('implement', 1), S1, FIX)
  })

  step('scenario worker 2 adds the second recipe test to the same file', async (s) => {
    await s.hook('SubagentStart', worker('scenario', 2), {})
    await s.edit(
      worker('scenario', 2),
      'test/slug.test.ts',
      "toBe('hello-world')\n})\n",
      `toBe('hello-world')\n})\n${TEST_2}`,
    )
  })

  let task2 = 0
  step('implement worker 2 does the same for it', async (s) => {
    task2 = await implement(s, worker('implement', 2), S2, FIX2, { end: false })
  })

  it('a shell write outside the write set is recorded and keeps the task from succeeded', async () => {
    const s = station
    if (s === undefined) throw new Error('station not open')
    const observation = await s.observe(async () => {
      // A write the shell reader cannot see (it would be denied before running): measured by the working tree.
      await s.bash(worker('implement', 2), `node -e "require('fs').writeFileSync('src/extra.ts', '// AC-2 done')"`)
      const end = await s.mcp(worker('implement', 2), 'tdd_task', {
        action: 'end',
        tddTaskId: task2,
        outcome: 'succeeded',
      })
      expect(end.text).toMatch(
        /^Refused: contract_breach_unresolved: TDD task \d+ cannot end succeeded: 1 change\(s\) against plan url-slugs stand/,
      )
      expect(end.text).toContain('src/extra.ts (outside_write_set by evident:implement agent implement-2')
      expect(end.text).toContain('evident restore src/extra.ts')
    })
    expect(observation.violations, describeObservation(observation)).toEqual([
      expect.stringMatching(/^CONTRACT_BREACH outside_write_set: Bash on src\/extra\.ts \(added by the shell/),
    ])
    expect(s.query('select status from tdd_tasks where id = ?', task2)).toEqual([{ status: 'open' }])
  })

  it('the file put back as it was (by content), the task ends succeeded', async () => {
    const s = station
    if (s === undefined) throw new Error('station not open')
    await s.bash(worker('implement', 2), `node -e "require('fs').rmSync('src/extra.ts')"`)
    await s.must(worker('implement', 2), 'tdd_task', { action: 'end', tddTaskId: task2, outcome: 'succeeded' })
    expect(s.query('select outcome from tdd_tasks where id = ?', task2)).toEqual([{ outcome: 'succeeded' }])
  })

  step('the verify worker runs the whole suite and reads, changing nothing', async (s) => {
    await s.hook('SubagentStart', worker('verify', 1), {})
    const run = await s.must(worker('verify', 1), 'run_tests', {})
    expect(run['outcome']).toBe('passed')
    expect((run['counts'] as { failed: number; total: number }).total).toBeGreaterThanOrEqual(3)
    expect(existsSync(s.path('.claude/state/tdd/url-slugs.json'))).toBe(true)
  })
})
