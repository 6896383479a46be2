import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { ensureClaude } from '../support/e2e/claude.js'
import { readEvidence } from '../support/e2e/evidence.js'
import type { Conversation, Script, Step } from '../support/e2e/model-server.js'
import { latest } from '../support/e2e/results.js'
import { findDatabase, mcp, runSession } from '../support/e2e/session.js'
import {
  BUGGY_LINE,
  EXCERPT,
  FAREWELL_FILE,
  FIXED_LINE,
  GREET_FILE,
  GREET_TEST,
  PLAN,
  SCENARIO,
  SCENARIO_TEST,
  SLUG,
  SPEC_FILE,
  specProject,
  VERIFICATION_DOC,
} from '../support/e2e/spec-project.js'
import { scaled } from '../support/time.js'

/**
 * The TDD coordinator's chain through the real Claude Code binary (issue #18): `/evident:tdd --spec` → the main
 * agent's plan (`tdd_plan`) → evident:scenario → evident:implement → evident:verify → `evident drift`, with a
 * scripted model. On the way, a PASS claim before any passing run, an implement worker's edit outside the write set
 * and its edit of the scenario's test are denied and charged to the right caller; nothing of the honest path is. Its
 * shell write to a foreign file (`node -e`, which the shell reader cannot see) is recorded and keeps its task from
 * `succeeded` (`contract_breach_unresolved`) until `evident restore` puts the file back (issue #31).
 */
const SESSION_TIMEOUT = scaled(240_000)
const MARK = { scenario: 'E2E-SCENARIO', implement: 'E2E-IMPLEMENT', verify: 'E2E-VERIFY' } as const

beforeAll(() => {
  ensureClaude()
})

interface Ids {
  readonly tddTaskId?: number
  readonly goalId?: number
  readonly behaviorIds?: readonly number[]
  readonly errors?: readonly { id?: number; frames?: readonly { id?: number }[] }[]
}
const pick = (c: Conversation, what: string, from: (d: Ids) => number | undefined): number =>
  latest(c, what, (d) => from(d as Ids))
const ids = (c: Conversation): { tddTaskId: number; goalId: number; behaviorId: number } => ({
  tddTaskId: pick(c, 'tddTaskId', (d) => d.tddTaskId),
  goalId: pick(c, 'goalId', (d) => d.goalId),
  behaviorId: pick(c, 'behaviorIds[0]', (d) => d.behaviorIds?.[0]),
})
const transition =
  (requestedPhase: string): Step =>
  (c) => ({ tool: mcp('tdd_phase_transition_request'), input: { ...ids(c), requestedPhase } })
const done =
  (tool: 'tdd_behavior' | 'tdd_goal'): Step =>
  (c) => {
    const { tddTaskId, goalId, behaviorId } = ids(c)
    const which = tool === 'tdd_behavior' ? { behaviorId } : { goalId }
    return { tool: mcp(tool), input: { action: 'update', tddTaskId, ...which, status: 'done' } }
  }

const end: Step = (c) => ({
  tool: mcp('tdd_task'),
  input: { action: 'end', tddTaskId: ids(c).tddTaskId, outcome: 'succeeded' },
})

const dispatch =
  (worker: keyof typeof MARK): Step =>
  () => ({
    tool: 'Agent',
    input: {
      description: `${worker} ${SCENARIO}`,
      subagent_type: `evident:${worker}`,
      prompt: `${MARK[worker]} plan ${SLUG}, scenario ${SCENARIO}, run id e2e-${worker}`,
      run_in_background: false,
    },
  })
const writeVerdict =
  (project: string): Step =>
  () => ({
    tool: 'Write',
    input: { file_path: join(project, VERIFICATION_DOC), content: `# Verification: ${SLUG}\n\nVerdict: PASS\n` },
  })

function scripts(project: string): Readonly<Record<string, Script>> {
  const main: Script = [
    () => ({ tool: mcp('tdd_plan'), input: { action: 'create', ...PLAN } }),
    writeVerdict(project), // a PASS claim before any run: denied
    dispatch('scenario'),
    dispatch('implement'),
    dispatch('verify'),
    writeVerdict(project), // now backed by the verify worker's whole-suite PASS
    () => ({ tool: 'Bash', input: { command: `evident drift --slug ${SLUG}`, description: 'drift check' } }),
    () => ({ text: 'The chain is done.' }),
  ]
  const scenario: Script = [
    () => ({ tool: 'Write', input: { file_path: join(project, GREET_TEST), content: SCENARIO_TEST } }),
    () => ({ text: `${GREET_TEST}: ${SCENARIO}` }),
  ]
  const implement: Script = [
    () => ({
      tool: mcp('tdd_task'),
      input: {
        action: 'start',
        goal: `${SCENARIO} of plan ${SLUG}`,
        runId: 'e2e-implement',
        plan: SLUG,
        scenarios: [SCENARIO],
      },
    }),
    transition('red'),
    () => ({ tool: mcp('run_tests'), input: { files: [GREET_TEST] } }),
    transition('green'),
    (c) => ({ tool: mcp('test_errors'), input: { tddTaskId: ids(c).tddTaskId } }),
    (c) => ({
      tool: mcp('hypothesis'),
      input: {
        action: 'record',
        tddTaskId: ids(c).tddTaskId,
        citedTestErrorId: pick(c, 'errors[0].id', (d) => d.errors?.[0]?.id),
        citedStackFrameId: pick(c, 'errors[0].frames[0].id', (d) => d.errors?.[0]?.frames?.[0]?.id),
        content: `greet returns the constant 'Hello' and never names the person; returning \`Hello, \${name}!\` fixes it`,
      },
    }),
    () => ({
      tool: 'Edit',
      input: { file_path: join(project, FAREWELL_FILE), old_string: 'Bye', new_string: 'Goodbye' },
    }),
    () => ({
      tool: 'Edit',
      input: { file_path: join(project, GREET_TEST), old_string: "toBe('Hello, Ada!')", new_string: "toBe('Hello')" },
    }),
    () => ({
      tool: 'Edit',
      input: { file_path: join(project, GREET_FILE), old_string: BUGGY_LINE, new_string: FIXED_LINE },
    }),
    () => ({ tool: mcp('run_tests'), input: {} }),
    transition('refactor'),
    done('tdd_behavior'),
    done('tdd_goal'),
    // A shell write to a foreign file the shell reader cannot see: measured, recorded, and it blocks succeeded …
    () => ({
      tool: 'Bash',
      input: {
        command: `node -e "const f=require('fs');f.writeFileSync('${FAREWELL_FILE}',f.readFileSync('${FAREWELL_FILE}','utf8').replace('Bye','Ciao'))"`,
        description: 'touch a foreign file',
      },
    }),
    end,
    // … until evident restore puts it back.
    () => ({ tool: 'Bash', input: { command: `evident restore ${FAREWELL_FILE}`, description: 'put it back' } }),
    end,
    () => ({ text: `${SCENARIO}: done` }),
  ]
  const verify: Script = [() => ({ tool: mcp('run_tests'), input: {} }), () => ({ text: 'PASS' })]
  return { main, scenario, implement, verify }
}

const route = (c: Conversation): string | undefined => {
  for (const [worker, mark] of Object.entries(MARK)) if (c.prompt.includes(mark)) return worker
  return c.prompt.includes(`--spec ${SPEC_FILE}`) ? 'main' : undefined
}

describe('the TDD coordinator through Claude Code', () => {
  it('runs plan → scenario → implement → verify → drift, denying a fake PASS and the implement worker a foreign file and the test', async () => {
    const work = tempDir('evident-coordinator-e2e-')
    const project = specProject(join(work, 'project'))
    const home = join(work, 'home')
    mkdirSync(home)
    const script = scripts(project)
    const session = await runSession({
      project,
      home,
      prompt: `/evident:tdd --spec ${SPEC_FILE}`,
      route,
      scripts: script,
      timeoutMs: SESSION_TIMEOUT,
    })
    const why = session.diagnosis
    expect(session.ran.code, why).toBe(0)
    for (const [name, steps] of Object.entries(script))
      expect(session.model.log.filter((e) => e.script === name).length, `${name}\n${why}`).toBe(steps.length)
    // The result of step s arrives with the request for step s + 1.
    const answer = (name: string, step: number): { text: string; isError: boolean } =>
      session.model.log.find((e) => e.script === name && e.step === step + 1)?.lastResult ?? {
        text: '(no answer)',
        isError: false,
      }

    // Exactly three calls were refused, each for its reason; nothing the honest path needed was.
    const refused = session.model.log
      .filter((e) => e.lastResult?.isError === true)
      .map((e) => `${e.script} #${e.step - 1}`)
    expect(refused, why).toEqual(['main #1', 'implement #6', 'implement #7', 'implement #14'])
    expect(answer('main', 1).text, why).toMatch(/pass_claim_without_pass_verdict/)
    expect(answer('implement', 6).text, why).toMatch(/outside_write_set/)
    expect(answer('implement', 7).text, why).toMatch(/implement_test_edit/)
    // The shell breach: recorded, `succeeded` refused naming the file and the remedy; restored, the end is accepted.
    expect(answer('implement', 14).text, why).toMatch(
      new RegExp(`contract_breach_unresolved: .*${FAREWELL_FILE} \\(outside_write_set by evident:implement`),
    )
    expect(answer('implement', 14).text, why).toContain(`evident restore ${FAREWELL_FILE}`)
    expect(answer('implement', 15).text, why).toContain(`restored ${FAREWELL_FILE}`)
    expect(JSON.parse(answer('implement', 0).text), why).toMatchObject({ adoptedTests: [GREET_TEST] })
    expect(JSON.parse(answer('verify', 0).text), why).toMatchObject({ outcome: 'passed' })

    // The files: the fix is in, the foreign file and the test are as they were, the honest PASS claim stands.
    expect(readFileSync(join(project, GREET_FILE), 'utf8')).toContain(FIXED_LINE)
    expect(readFileSync(join(project, FAREWELL_FILE), 'utf8')).toContain('Bye,')
    expect(readFileSync(join(project, GREET_TEST), 'utf8')).toBe(SCENARIO_TEST)
    expect(readFileSync(join(project, VERIFICATION_DOC), 'utf8')).toContain('Verdict: PASS')
    expect(readFileSync(join(project, '.claude/state/last_test_result'), 'utf8').split('\n')[0]).toBe('PASS')
    const mirror = JSON.parse(readFileSync(join(project, `.claude/state/tdd/${SLUG}.json`), 'utf8')) as typeof PLAN
    expect(mirror.contract.behavior_excerpts).toEqual([EXCERPT])

    // The drift check ran from the plugin's bin/ on the Bash PATH, exit 0, and left its report.
    const drift = answer('main', 6)
    expect(drift.isError, why).toBe(false)
    expect(drift.text, why).toContain(`.claude/state/tdd/${SLUG}-drift.md`)
    const report = readFileSync(join(project, `.claude/state/tdd/${SLUG}-drift.md`), 'utf8')
    expect(report).toContain('Unresolved: 0 of 2.')
    expect(report).toContain(`| scenario | ${SCENARIO} | resolved | ${GREET_TEST}:`)

    const evidence = await readEvidence(findDatabase(home))
    // `evident drift` from the agent's Bash records its check as the terminal's caller (session "human").
    const callerOf = (type: string | null): number | undefined => {
      const found = evidence.callers.filter((c) => c.agent_type === type && c.session_id !== 'human')
      expect(found, `${type ?? 'main'}\n${why}`).toHaveLength(1)
      return found[0]?.id
    }
    const main = callerOf(null)
    const scenario = callerOf('evident:scenario')
    const implement = callerOf('evident:implement')
    const verify = callerOf('evident:verify')

    expect(evidence.plans, why).toMatchObject([{ slug: SLUG, version: 1, status: 'active', caller_id: main }])
    expect(evidence.tasks, why).toMatchObject([
      { caller_id: implement, status: 'ended', outcome: 'succeeded', plan_id: evidence.plans[0]?.id },
    ])
    expect(
      evidence.violations.map((v) => [v.kind, v.detail.split(' ')[0], v.caller_id]),
      why,
    ).toEqual([
      ['UNPROVEN_CLAIM', expect.stringContaining('pass_claim_without_pass_verdict'), main],
      ['CONTRACT_BREACH', 'outside_write_set:', implement],
      ['TEST_WEAKENED', 'implement_test_edit:', implement],
      // The shell write, and the restore's own write back (a change of a foreign file as well, charged as such).
      ...evidence.violations.slice(3).map(() => ['CONTRACT_BREACH', 'outside_write_set:', implement]),
    ])
    expect(evidence.violations[3]?.detail, why).toMatch(
      new RegExp(`^outside_write_set: Bash on ${FAREWELL_FILE} \\(modified by the shell`),
    )
    expect(
      evidence.transitions.map((t) => [t.requested_phase, t.accepted, t.caller_id]),
      why,
    ).toEqual([
      ['red', 1, implement],
      ['green', 1, implement],
      ['refactor', 1, implement],
    ])
    const written = evidence.artifacts.filter((a) => a.kind === 'test_written' && a.file_path === GREET_TEST)
    expect(
      written.map((a) => a.caller_id),
      why,
    ).toEqual([scenario, implement])
    expect(evidence.verdicts.at(-1), why).toMatchObject({ verdict: 'PASS', filtered: 0, caller_id: verify })
    expect(evidence.hookErrors, why).toEqual([])
  })
})
