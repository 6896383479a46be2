import { existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { decidePlan } from '../../mcp-server/src/clients/coordinator/plan-tool.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { blockPlan } from '../../mcp-server/src/store/plans.js'
import { EDIT_DENIALS } from '../../mcp-server/src/engine/gates/edit-policy.js'
import { PLAN, SCENARIO_1, scenarioTest, SPEC } from '../support/coordinator.js'
import { projectStore, rows } from '../support/hook-state.js'
import { runHook, spawnShell, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'

/**
 * The coordinator's worker rules through the real hook CLI (docs/coordinator.md): each denial reason they declare,
 * the violation it records, and the honest worker actions they let through.
 */
const plugin = usePluginRoot()
const SESSION = 'coord-hooks'
const who = (role: 'scenario' | 'implement' | 'verify') => ({
  session_id: SESSION,
  agent_id: `${role}-1`,
  agent_type: `evident:${role}`,
})
const MAIN: Caller = { sessionId: SESSION, agentId: 'main' }

const TEST = scenarioTest(SCENARIO_1, 'AC-1', "expect(slugify('Hello World')).toBe('hello-world')")
const produced = new Set<string>()
let toolUse = 0

interface Setup {
  readonly project: Project
  readonly store: Store
}

/** A project with a spec, src/slug.ts, and (unless `plan` is false) the main agent's plan for it. */
async function setup(plan = true): Promise<Setup> {
  const p = tempProject()
  const project = { ...p, root: realpathSync(p.root) }
  mkdirSync(join(project.root, 'docs/specs'), { recursive: true })
  writeFileSync(join(project.root, 'docs/specs/url-slugs.md'), SPEC)
  mkdirSync(join(project.root, '.claude/state/spec_approvals'), { recursive: true })
  writeFileSync(join(project.root, '.claude/state/spec_approvals/url-slugs.approval'), 'approved\n')
  writeFileSync(join(project.root, 'src/slug.ts'), 'export const slugify = (t: string) => t\n')
  const store = await projectStore(project)
  if (plan) {
    const made = await decidePlan(store, MAIN, project.root, PLAN, 'create')
    expect(made.ok).toBe(true)
  }
  return { project, store }
}

function call(project: Project, event: string, tool: string, input: Record<string, unknown>, as: object) {
  return runHook(plugin(), project, {
    hook_event_name: event,
    tool_name: tool,
    tool_input: input,
    tool_use_id: `tu-${++toolUse}`,
    ...as,
  })
}

const write = (s: Setup, as: object, file: string, content: string) =>
  call(s.project, 'PreToolUse', 'Write', { file_path: join(s.project.root, file), content }, as)

/** The denial's rule, checked to be a deny that names the rule and says it is deliberate. */
function denied(run: HookRun, rule: string): string {
  expect(run.code).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision, run.stdout || run.stderr).toBe('deny')
  const reason = run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
  expect(reason).toContain(`(evident: ${rule}, a deliberate refusal by a TDD rule, not a malfunction.)`)
  produced.add(rule)
  return reason
}

function allowed(run: HookRun): void {
  expect(run.code, run.stderr).toBe(0)
  expect(run.stdout, run.stderr).toBe('')
}

const violations = async (s: Setup) =>
  (await rows(s.store, 'violations')).map((v) => `${String(v['kind'])} ${String(v['detail'])}`)

describe('coordinator workers, through the real hook CLI', () => {
  it('denies every worker without a plan, and the verify worker any change', async () => {
    const none = await setup(false)
    expect(denied(await write(none, who('scenario'), 'test/slug.test.ts', TEST), 'worker_without_plan')).toMatch(
      /^Stop and report to the main agent that the project has no coordinator plan \(it creates one with tdd_plan\)/,
    )
    const s = await setup()
    denied(await write(s, who('verify'), 'notes.md', 'all green\n'), 'verify_worker_edit')
    expect(await violations(none)).toEqual(['CONTRACT_BREACH worker_without_plan: Write on test/slug.test.ts'])
    expect(await violations(s)).toEqual(['CONTRACT_BREACH verify_worker_edit: Write on notes.md'])
  })

  it('lets the scenario worker write a recipe test named for its scenario with its Covers line, and nothing else', async () => {
    const s = await setup()
    allowed(await write(s, who('scenario'), 'test/slug.test.ts', TEST))
    denied(await write(s, who('scenario'), 'src/slug.ts', 'x'), 'scenario_outside_recipe')
    denied(await write(s, who('scenario'), 'test/other.test.ts', TEST), 'scenario_outside_recipe')
    const unnamed = denied(
      await write(s, who('scenario'), 'test/slug.test.ts', "it('joins words', () => {})\n"),
      'unnamed_scenario_test',
    )
    expect(unnamed).toMatch(/^Name the test after its recipe scenario \(test_when_title_has_spaces/)
    const uncovered = denied(
      await write(s, who('scenario'), 'test/slug.test.ts', TEST.replace('// Covers AC-1', '// joins')),
      'unnamed_scenario_test',
    )
    expect(uncovered).toMatch(/^Write "Covers AC-1" in a comment of the test test_when_title_has_spaces/)
    denied(await write(s, who('scenario'), 'test/slug.test.ts', `${TEST}// TODO more cases\n`), 'stub_marker')
    expect(await violations(s)).toEqual([
      'CONTRACT_BREACH scenario_outside_recipe: Write on src/slug.ts',
      'CONTRACT_BREACH scenario_outside_recipe: Write on test/other.test.ts',
      'CONTRACT_BREACH unnamed_scenario_test: Write on test/slug.test.ts',
      'CONTRACT_BREACH unnamed_scenario_test: Write on test/slug.test.ts',
      'CONTRACT_BREACH stub_marker: Write on test/slug.test.ts',
    ])
  })

  it('keeps the implement worker to its write set, off the tests, test-first and without stubs', async () => {
    const s = await setup()
    mkdirSync(join(s.project.root, 'test'))
    writeFileSync(join(s.project.root, 'test/slug.test.ts'), TEST)
    denied(
      await call(
        s.project,
        'PreToolUse',
        'Edit',
        { file_path: join(s.project.root, 'test/slug.test.ts'), old_string: 'hello-world', new_string: 'hello world' },
        who('implement'),
      ),
      'implement_test_edit',
    )
    denied(await write(s, who('implement'), 'src/other.ts', 'x'), 'outside_write_set')
    const stub = denied(
      await call(
        s.project,
        'PreToolUse',
        'Edit',
        {
          file_path: join(s.project.root, 'src/slug.ts'),
          old_string: '=> t',
          new_string: "=> {\n  throw new Error('not implemented')\n}",
        },
        who('implement'),
      ),
      'stub_marker',
    )
    expect(stub).toContain('the line "throw new Error(\'not implemented\')" added to src/slug.ts carries a stub marker')
    // Inside the write set and without a stub, the worker rules let it through to the ordinary ones: no task yet.
    denied(
      await call(
        s.project,
        'PreToolUse',
        'Edit',
        { file_path: join(s.project.root, 'src/slug.ts'), old_string: '=> t', new_string: '=> t.trim()' },
        who('implement'),
      ),
      'task_not_started',
    )
    expect((await violations(s)).map((v) => v.split(':')[0])).toEqual([
      'TEST_WEAKENED implement_test_edit',
      'CONTRACT_BREACH outside_write_set',
      'CONTRACT_BREACH stub_marker',
      'UNREGISTERED_SESSION task_not_started',
    ])
  })

  it('denies creating a new source file of the write set before its test exists (test-first)', async () => {
    const s = await setup(false)
    const plan = { ...PLAN, contract: { ...PLAN.contract, write_set: ['src/slug.ts', 'src/dashes.ts'] } }
    expect((await decidePlan(s.store, MAIN, s.project.root, plan, 'create')).ok).toBe(true)
    const reason = denied(await write(s, who('implement'), 'src/dashes.ts', 'export const d = 1\n'), 'test_first')
    expect(reason).toContain('no test file matching src/dashes.ts exists')
    // With its test next to it, the guard lets it through (the ordinary rules then want a task).
    writeFileSync(join(s.project.root, 'src/dashes.test.ts'), 'it("x", () => {})\n')
    denied(await write(s, who('implement'), 'src/dashes.ts', 'export const d = 1\n'), 'task_not_started')
  })

  it('stops the implement worker once the plan is blocked, saying what the human does next', async () => {
    const s = await setup()
    await s.store.write(async (tx) => {
      const plan = await tx.selectFrom('tdd_plans').select('id').executeTakeFirstOrThrow()
      await blockPlan(tx, plan.id, 'fix limit reached: 5 failing run(s) after production changes')
    })
    const reason = denied(await write(s, who('implement'), 'src/slug.ts', 'x'), 'fix_limit_reached')
    expect(reason).toMatch(/^Stop and report BLOCKED to the main agent with the reason below; a human decides/)
    expect(reason).toContain('plan url-slugs is blocked: fix limit reached: 5 failing run(s)')
  })

  it('measures the implement worker’s shell: a parsed write is denied early, any other change is a violation with evident restore', async () => {
    const s = await setup()
    denied(
      await call(s.project, 'PreToolUse', 'Bash', { command: 'echo x > src/other.ts' }, who('implement')),
      'outside_write_set',
    )
    const command = `node -e "require('fs').writeFileSync('src/other.ts', 'x')"`
    const base = {
      tool_name: 'Bash',
      tool_input: { command, description: 'd' },
      tool_use_id: 'tu-shell',
      ...who('implement'),
    }
    allowed(await runHook(plugin(), s.project, { hook_event_name: 'PreToolUse', ...base }))
    const ran = await spawnShell(`cd '${s.project.root}' && ${command}`, '', { PATH: process.env['PATH'] ?? '' })
    expect(ran.code).toBe(0)
    const post = await runHook(plugin(), s.project, {
      hook_event_name: 'PostToolUse',
      ...base,
      tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false },
    })
    const context = post.output?.hookSpecificOutput.additionalContext ?? ''
    expect(context).toContain('- src/other.ts (added): outside_write_set.')
    expect(context).toContain('Put them back with `evident restore src/other.ts`')
    expect(await violations(s)).toContainEqual(
      `CONTRACT_BREACH outside_write_set: Bash on src/other.ts (added by the shell): ${command}`,
    )
  })

  it("refuses every agent's writes to the plan mirror, as evident's own state", async () => {
    const s = await setup()
    const mirror = join(s.project.root, '.claude/state/tdd/url-slugs.json')
    expect(existsSync(mirror)).toBe(true)
    const before = readFileSync(mirror, 'utf8')
    for (const as of [{ session_id: SESSION }, who('scenario'), who('implement')]) {
      const run = await call(s.project, 'PreToolUse', 'Write', { file_path: mirror, content: '{}' }, as)
      expect(run.output?.hookSpecificOutput.permissionDecisionReason).toMatch(
        /^Leave it alone, .*evident's TDD coordinator plans .*\(evident: own_state_edit/,
      )
    }
    const bash = await call(
      s.project,
      'PreToolUse',
      'Bash',
      { command: `echo '{}' > .claude/state/tdd/url-slugs.json` },
      { session_id: SESSION },
    )
    expect(bash.output?.hookSpecificOutput.permissionDecisionReason).toContain('own_state_command')
    expect(readFileSync(mirror, 'utf8')).toBe(before)
  })

  it("refuses every agent's approval of a spec or choice of the quick-fix track: the user's act", async () => {
    const s = await setup()
    for (const [file, content] of [
      ['.claude/state/spec_approvals/other-spec.approval', 'approved\n'],
      ['.claude/state/workflow.json', '{"track_id":"tdd-quickfix"}\n'],
    ] as const) {
      const path = join(s.project.root, file)
      for (const as of [{ session_id: SESSION }, who('scenario'), who('implement')]) {
        const run = await call(s.project, 'PreToolUse', 'Write', { file_path: path, content }, as)
        expect(run.output?.hookSpecificOutput.permissionDecisionReason, file).toMatch(
          /^Leave it alone, .*\(evident: own_state_edit/,
        )
      }
      const bash = await call(
        s.project,
        'PreToolUse',
        'Bash',
        { command: `mkdir -p .claude/state/spec_approvals && echo x > ${file}` },
        { session_id: SESSION },
      )
      expect(bash.output?.hookSpecificOutput.permissionDecisionReason, file).toContain('own_state_command')
      expect(existsSync(path), file).toBe(false)
    }
  })

  it('produced every worker denial reason the edit policy declares', () => {
    const workerReasons = EDIT_DENIALS.slice(EDIT_DENIALS.indexOf('worker_without_plan'))
    expect([...produced].filter((r) => workerReasons.includes(r as never)).sort()).toEqual([...workerReasons].sort())
  })
})
