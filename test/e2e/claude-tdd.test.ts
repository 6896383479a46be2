import { mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { ensureClaude } from '../support/e2e/claude.js'
import { readEvidence } from '../support/e2e/evidence.js'
import type { Conversation, Script, Step } from '../support/e2e/model-server.js'
import { BUGGY_SOURCE, FAILING_TEST, PRODUCTION_FILE, TEST_FILE, vitestProject } from '../support/e2e/project.js'
import { latest } from '../support/e2e/results.js'
import { findDatabase, mcp, runSession } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * The whole loop through the real Claude Code binary: `/tdd` → the evident:tdd-task subagent → evident's
 * MCP tools and hooks, with a scripted model reading ids out of tool results. Then the same setup tries to
 * cheat and every attempt must be denied or recorded.
 */
const GOAL = 'E2E-GOAL add returns the sum of two numbers'
const SUBAGENT = 'E2E-SUBAGENT'
const SESSION_TIMEOUT = scaled(300_000)

beforeAll(() => {
  ensureClaude()
})

interface Row {
  readonly id?: number
  readonly frames?: readonly Row[]
}
const task = (c: Conversation): number => latest(c, 'tddTaskId', (d) => d['tddTaskId'])
const goal = (c: Conversation): number => latest(c, 'goal.id', (d) => (d['goal'] as Row | undefined)?.id)
const behavior = (c: Conversation): number => latest(c, 'behavior.id', (d) => (d['behavior'] as Row | undefined)?.id)
const failure = (c: Conversation): number =>
  latest(c, 'errors[0].id', (d) => (d['errors'] as readonly Row[] | undefined)?.[0]?.id)
const frame = (c: Conversation): number =>
  latest(c, 'errors[0].frames[0].id', (d) => (d['errors'] as readonly Row[] | undefined)?.[0]?.frames?.[0]?.id)
const transition =
  (phase: string): Step =>
  (c) => ({
    tool: mcp('tdd_phase_transition_request'),
    input: { tddTaskId: task(c), goalId: goal(c), behaviorId: behavior(c), requestedPhase: phase },
  })

/** Task, goal (in progress), behavior, red: the common opening of both scripts. */
const opening: Script = [
  () => ({ tool: mcp('tdd_task'), input: { action: 'start', goal: 'add returns the sum' } }),
  (c) => ({
    tool: mcp('tdd_goal'),
    input: { action: 'create', tddTaskId: task(c), goal: 'add returns the sum of two numbers' },
  }),
  (c) => ({
    tool: mcp('tdd_goal'),
    input: { action: 'update', tddTaskId: task(c), goalId: goal(c), status: 'in_progress' },
  }),
  (c) => ({
    tool: mcp('tdd_behavior'),
    input: { action: 'create', tddTaskId: task(c), goalId: goal(c), behavior: 'add(2, 3) is 5' },
  }),
  transition('red'),
]

const dispatch = (prompt: string): Script => [
  () => ({
    tool: 'Agent',
    input: {
      description: 'TDD: add',
      subagent_type: 'evident:tdd-task',
      prompt: `${SUBAGENT} ${prompt}`,
      run_in_background: false,
    },
  }),
  () => ({ text: 'The subagent finished.' }),
]

const route = (c: Conversation): string | undefined =>
  c.prompt.includes(SUBAGENT) ? 'subagent' : c.prompt.includes('E2E-GOAL') ? 'main' : undefined

function newProject(): { project: string; home: string } {
  const work = tempDir('evident-tdd-e2e-')
  const project = vitestProject(join(work, 'project'))
  const home = join(work, 'home')
  mkdirSync(home)
  return { project, home }
}

describe('a TDD cycle through Claude Code', () => {
  it('runs /evident:tdd → evident:tdd-task → red, failing run, hypothesis, fix, green, refactor, all attributed to the subagent', async () => {
    const { project, home } = newProject()
    const subagent: Script = [
      ...opening,
      () => ({ tool: 'Write', input: { file_path: join(project, TEST_FILE), content: FAILING_TEST } }),
      () => ({ tool: mcp('run_tests'), input: { files: [TEST_FILE] } }),
      (c) => ({ tool: mcp('test_errors'), input: { tddTaskId: task(c) } }),
      (c) => ({
        tool: mcp('hypothesis'),
        input: {
          action: 'record',
          tddTaskId: task(c),
          citedTestErrorId: failure(c),
          citedStackFrameId: frame(c),
          content:
            'add subtracts its second argument (return a - b), so add(2, 3) returns -1 instead of 5; returning a + b fixes it',
        },
      }),
      () => ({
        tool: 'Edit',
        input: { file_path: join(project, PRODUCTION_FILE), old_string: 'return a - b', new_string: 'return a + b' },
      }),
      () => ({ tool: mcp('run_tests'), input: { files: [TEST_FILE] } }),
      transition('green'),
      () => ({ tool: mcp('run_tests'), input: {} }),
      transition('refactor'),
      () => ({ text: 'add is done: red, green and refactor are recorded.' }),
    ]
    const session = await runSession({
      project,
      home,
      prompt: `/evident:tdd ${GOAL}`,
      route,
      scripts: { main: dispatch('make add return the sum'), subagent },
      timeoutMs: SESSION_TIMEOUT,
    })
    const why = session.diagnosis
    expect(session.ran.code, why).toBe(0)
    expect(session.model.log.filter((e) => e.script === 'subagent').length, why).toBe(subagent.length)
    expect(
      session.model.log.filter((e) => e.lastResult?.isError === true),
      why,
    ).toEqual([])
    expect(readFileSync(join(project, PRODUCTION_FILE), 'utf8')).toContain('return a + b')

    // One database, shared by the server and the hooks, in the plugin's data dir.
    const database = findDatabase(home)
    expect(database.startsWith(join(home, '.claude', 'plugins', 'data')), database).toBe(true)
    const evidence = await readEvidence(database)
    const tddAgents = evidence.callers.filter((c) => c.agent_type === 'evident:tdd-task')
    expect(tddAgents, why).toHaveLength(1)
    const agent = tddAgents[0]
    expect(agent?.agent_id).not.toBe('main')
    expect(
      evidence.artifacts.map((a) => a.kind),
      why,
    ).toEqual(expect.arrayContaining(['test_written', 'test_failed_run', 'code_written', 'test_passed_run']))
    expect(
      evidence.artifacts.filter((a) => a.caller_id !== agent?.id),
      why,
    ).toEqual([])
    expect(evidence.artifacts.find((a) => a.kind === 'test_written')?.file_path).toBe(TEST_FILE)
    expect(evidence.artifacts.find((a) => a.kind === 'code_written')?.file_path).toBe(PRODUCTION_FILE)
    expect(
      evidence.transitions.map((t) => [t.requested_phase, t.accepted, t.caller_id]),
      why,
    ).toEqual([
      ['red', 1, agent?.id],
      ['green', 1, agent?.id],
      ['refactor', 1, agent?.id],
    ])
    expect(evidence.violations, why).toEqual([])
    expect(evidence.hookErrors, why).toEqual([])
  })

  it('denies or records every cheat: early production edit, red → refactor, shell test runs, sed -i, .skip', async () => {
    const { project, home } = newProject()
    const subagent: Script = [
      ...opening,
      () => ({
        tool: 'Edit',
        input: { file_path: join(project, PRODUCTION_FILE), old_string: 'return a - b', new_string: 'return a + b' },
      }),
      transition('refactor'),
      () => ({ tool: 'Bash', input: { command: 'npx vitest run', description: 'run the tests' } }),
      () => ({
        tool: 'Bash',
        input: { command: `sed -i 's/a - b/a + b/' ${PRODUCTION_FILE}`, description: 'fix add' },
      }),
      () => ({ tool: 'Write', input: { file_path: join(project, TEST_FILE), content: FAILING_TEST } }),
      () => ({
        tool: 'Edit',
        input: {
          file_path: join(project, TEST_FILE),
          old_string: "it('adds two numbers'",
          new_string: "it.skip('adds two numbers'",
        },
      }),
      () => ({ text: 'I tried every shortcut.' }),
    ]
    const session = await runSession({
      project,
      home,
      prompt: `/evident:tdd ${GOAL}`,
      route,
      scripts: { main: dispatch('make add return the sum, quickly'), subagent },
      timeoutMs: SESSION_TIMEOUT,
    })
    const why = session.diagnosis
    expect(session.ran.code, why).toBe(0)
    // The result of step s arrives with the request for step s + 1.
    const answerTo = (step: number): { text: string; isError: boolean } =>
      session.model.log.find((e) => e.script === 'subagent' && e.step === step + 1)?.lastResult ?? {
        text: '(no answer)',
        isError: false,
      }
    const first = opening.length

    // The production edit before any failing run, the shell test run and the sed -i are denied by hooks.
    expect(answerTo(first).isError, why).toBe(true)
    expect(answerTo(first + 2).isError, why).toBe(true)
    expect(answerTo(first + 2).text, why).toMatch(/run_tests/)
    expect(answerTo(first + 3).isError, why).toBe(true)
    expect(readFileSync(join(project, PRODUCTION_FILE), 'utf8')).toBe(BUGGY_SOURCE)
    // red → refactor is refused: refactor comes only after green.
    expect(JSON.parse(answerTo(first + 1).text), why).toMatchObject({
      accepted: false,
      denialReason: 'refactor_without_passing_run',
    })

    const evidence = await readEvidence(findDatabase(home))
    const agent = evidence.callers.find((c) => c.agent_type === 'evident:tdd-task')
    expect(
      evidence.transitions.map((t) => [t.requested_phase, t.accepted, t.denial_reason]),
      why,
    ).toEqual([
      ['red', 1, null],
      ['refactor', 0, 'refactor_without_passing_run'],
    ])
    const kinds = evidence.violations.map((v) => v.kind)
    expect(kinds, why).toContain('SESSION_BYPASS')
    expect(kinds, why).toContain('UNCITED_FIX')
    // Adding .skip to a test is recorded as weakening.
    expect(answerTo(first + 5).isError, why).toBe(false)
    expect(kinds, why).toContain('TEST_WEAKENED')
    expect(
      evidence.artifacts.map((a) => a.kind),
      why,
    ).toContain('test_weakened')
    expect(
      evidence.violations.every((v) => v.caller_id === agent?.id),
      why,
    ).toBe(true)
    expect(
      evidence.artifacts.filter((a) => a.kind === 'code_written'),
      why,
    ).toEqual([])
    expect(evidence.hookErrors, why).toEqual([])
  })
})
