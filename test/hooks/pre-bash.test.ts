import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { runHook, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'

const plugin = usePluginRoot()
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

function bash(project: Project, command: string, who: Record<string, string> = asAgent): Promise<HookRun> {
  return runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'd' },
    tool_use_id: 'tu',
    ...who,
  })
}

const reasonOf = (run: HookRun): string => {
  expect(run.code).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
  return run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
}

async function inRed(): Promise<{ project: Project; store: Awaited<ReturnType<typeof projectStore>> }> {
  const project = tempProject()
  const store = await projectStore(project)
  await reach(store, agent, 'red')
  return { project, store }
}

describe('PreToolUse hook on Bash', () => {
  it('denies `evident vdd --manual pass` to any agent, in a TDD task or not', async () => {
    const project = tempProject()
    const reason = reasonOf(await bash(project, 'evident vdd 277 --manual pass', { session_id: 'sess-2' }))
    expect(reason).toMatch(/^Ask the user to run `evident vdd <bean-id> --manual pass` in their own terminal: /)
    expect(reason).toContain('an agent cannot give it')
    expect(reason).toContain('(evident: manual_pass_by_agent,')
    expect((await bash(project, 'evident vdd 277', { session_id: 'sess-2' })).output).toBeUndefined()
  })

  it('denies a direct test run during a TDD task with "use run_tests" and records SESSION_BYPASS', async () => {
    const { project, store } = await inRed()
    for (const command of [
      'npx vitest run',
      'pnpm test',
      'cd pkg && yarn test',
      'python3 -m pytest -q',
      'go test ./...',
    ]) {
      const reason = reasonOf(await bash(project, command))
      expect(reason).toMatch(/^Use run_tests instead/)
    }
    const violations = await rows(store, 'violations')
    expect(violations.map((v) => v['kind'])).toEqual(Array(5).fill('SESSION_BYPASS'))
    expect(violations[0]).toMatchObject({ detail: 'test_command_bypass: vitest', tool_name: 'Bash' })
  })

  it('starts the own-state denials with what to do (sandbox flag, a command naming or writing evident state)', async () => {
    const { project } = await inRed()
    const sandbox = await runHook(plugin(), project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'ls', description: 'd', dangerouslyDisableSandbox: true },
      tool_use_id: 'tu',
      ...asAgent,
    })
    expect(reasonOf(sandbox)).toMatch(/^Run it without dangerouslyDisableSandbox .*: outside the sandbox/)
    expect(reasonOf(await bash(project, 'echo {} > .mcp.json'))).toMatch(
      /^Leave it alone, and if the user wants it changed, ask them to do it themselves: this command writes .*\.mcp\.json.*\(evident: own_state_command,/,
    )
  })

  it('denies weakening flags and records them as TEST_WEAKENED', async () => {
    const { project, store } = await inRed()
    for (const command of [
      'npx vitest run -u',
      'npx jest --bail',
      'npx vitest -t adds',
      'npx jest --testNamePattern=adds',
      'npx vitest --reporter=silent',
      'npx vitest --update',
    ]) {
      expect(reasonOf(await bash(project, command))).toMatch(/^Use run_tests instead .*weakens the test run/)
    }
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toEqual(Array(6).fill('TEST_WEAKENED'))
  })

  it('denies shell writes to production files the way an Edit is denied (sed -i, >, >>, tee, cp, mv, rm, git checkout --)', async () => {
    const { project, store } = await inRed()
    writeFileSync(join(project.root, 'src', 'add.ts'), 'export const add = () => 0\n')
    const commands = [
      "sed -i 's/0/a + b/' src/add.ts",
      'echo "export const add = (a, b) => a + b" > src/add.ts',
      'printf x >> src/add.ts',
      'echo x | tee src/add.ts',
      'cp /tmp/fixed.ts src/add.ts',
      'mv src/tmp.ts src/add.ts',
      'rm src/add.ts',
      'git checkout -- src/add.ts',
    ]
    for (const command of commands) expect(reasonOf(await bash(project, command)), command).toContain('src/add.ts')
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toEqual(Array(commands.length).fill('UNCITED_FIX'))
  })

  it('tells a shell write to production code in red before any test failed to write a failing test first', async () => {
    const { project } = await inRed()
    const reason = reasonOf(await bash(project, 'echo "export const add = (a, b) => a + b" > src/add.ts'))
    expect(reason).toMatch(/^Write a failing test first .* and run it with run_tests: /)
    expect(reason).toContain('(evident: uncited_production_edit,')
  })

  it('denies deleting a test file from the shell', async () => {
    const { project, store } = await inRed()
    expect(reasonOf(await bash(project, 'rm -f src/math.test.ts'))).toContain('removes test evidence')
    expect(await rows(store, 'violations')).toMatchObject([
      { kind: 'TEST_WEAKENED', detail: 'test_file_deleted: Bash on src/math.test.ts' },
    ])
  })

  it('judges git checkout and git restore by what they would change, not by their name', async () => {
    const { project, store } = await inRed()
    rmSync(join(project.root, '.git'), { recursive: true })
    writeFileSync(join(project.root, 'src', 'add.ts'), 'export const add = () => 0\n')
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd: project.root, stdio: 'pipe' })
    git('init', '-q')
    git('add', '-A')
    git('commit', '-qm', 'base')
    // The file already has the index's (and HEAD's) content: nothing changes, nothing is judged.
    for (const command of ['git checkout -- src/add.ts', 'git restore src/add.ts', 'git checkout HEAD -- src/add.ts'])
      expect((await bash(project, command)).stdout, command).toBe('')
    // Restoring the index alone never writes the file.
    expect((await bash(project, 'git restore --staged src/add.ts')).stdout).toBe('')
    writeFileSync(join(project.root, 'src', 'add.ts'), 'export const add = (a, b) => a + b\n')
    expect(reasonOf(await bash(project, 'git checkout -- src/add.ts'))).toContain('src/add.ts')
    expect(reasonOf(await bash(project, 'git restore --source=HEAD src/add.ts'))).toContain('src/add.ts')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'uncited_production_edit: Bash on src/add.ts',
      'uncited_production_edit: Bash on src/add.ts',
    ])
  })

  it('judges a package script by what it runs, not by its name', async () => {
    const { project, store } = await inRed()
    const scripts = { check: 'tsc --noEmit && eslint .', foo: 'vitest run', 'test:data': 'node gen.mjs' }
    writeFileSync(join(project.root, 'package.json'), JSON.stringify({ name: 'p', scripts }))
    for (const command of ['npm run check', 'npm run test:data', 'yarn check'])
      expect((await bash(project, command)).stdout, command).toBe('')
    expect(reasonOf(await bash(project, 'npm run foo'))).toMatch(/^Use run_tests instead .*npm run foo \(vitest\)/)
    expect(reasonOf(await bash(project, 'npm run foo -- -u'))).toMatch(/weakens the test run/)
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'test_command_bypass: npm run foo (vitest)',
      'weakening_flag: npm run foo (vitest) -u',
    ])
  })

  it('lets docs, ignore files, build output and git-ignored paths change in red; production code stays gated', async () => {
    const { project, store } = await inRed()
    writeFileSync(join(project.root, '.gitignore'), 'scratch/\n')
    mkdirSync(join(project.root, 'scratch'))
    mkdirSync(join(project.root, 'dist'))
    for (const command of [
      "echo 'coverage/' >> .gitignore",
      'rm -rf dist coverage',
      'echo "## Usage" >> README.md',
      'echo "export const x = 1" > scratch/try.ts',
      'echo "API_KEY=" > .env.example',
      'mv notes.txt docs/notes.txt',
    ])
      expect((await bash(project, command)).stdout, command).toBe('')
    expect(reasonOf(await bash(project, 'echo "export const x = 1" > src/x.ts'))).toContain('src/x.ts')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual([
      'uncited_production_edit: Bash on src/x.ts',
    ])
  })

  it('lets a test helper go, and a test file be renamed; deleting tests or moving them out of the suite is denied', async () => {
    const { project, store } = await inRed()
    mkdirSync(join(project.root, 'test'))
    const TEST = "import { expect, it } from 'vitest'\n\nit('adds', () => {\n  expect(1 + 1).toBe(2)\n})\n"
    writeFileSync(join(project.root, 'test', 'helpers.ts'), 'export const two = 2\n')
    writeFileSync(join(project.root, 'test', 'fixture.json'), '{}\n')
    writeFileSync(join(project.root, 'src', 'math.test.ts'), TEST)
    for (const command of [
      'rm test/helpers.ts test/fixture.json',
      'mv test/helpers.ts test/support.ts',
      'mv src/math.test.ts src/sum.test.ts',
      'mv src/math.test.ts test/',
    ])
      expect((await bash(project, command)).stdout, command).toBe('')
    for (const command of [
      'rm src/math.test.ts',
      'mv src/math.test.ts src/math.test.ts.off',
      'mv src/math.test.ts test/math.ts',
    ])
      expect(reasonOf(await bash(project, command)), command).toContain('removes test evidence')
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual(
      Array(3).fill('test_file_deleted: Bash on src/math.test.ts'),
    )
  })

  it('allows commands that neither run tests nor write project files', async () => {
    const { project, store } = await inRed()
    for (const command of [
      'ls -la src',
      'git status',
      'cat src/add.ts | head -5',
      'echo hi > /dev/null',
      'echo x > /tmp/evident-note.txt',
    ]) {
      const run = await bash(project, command)
      expect(run.code).toBe(0)
      expect(run.stdout, command).toBe('')
    }
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('outside a TDD task, leaves a plain test command untouched: no rewrite, no approval, no attribution', async () => {
    const project = tempProject()
    await projectStore(project)
    for (const command of ['npx vitest run src/add.test.ts 2>&1 | tail -5', 'npm test', 'npx vitest run']) {
      const run = await bash(project, command, {
        session_id: 'sess-1',
        agent_id: 'agent-9',
        agent_type: 'general-purpose',
      })
      expect(run.code).toBe(0)
      // No output: Claude Code's own permission rules decide, and the command runs exactly as written.
      expect(run.stdout, command).toBe('')
    }
  })

  it('outside a TDD task, leaves compound commands that do more than run tests untouched', async () => {
    const project = tempProject()
    await projectStore(project)
    for (const command of ['npm test && rm -rf build', 'npx vitest run > out.txt', 'npx vitest $(cat args)']) {
      const run = await bash(project, command, { session_id: 'sess-1' })
      expect(run.code).toBe(0)
      expect(run.stdout, command).toBe('')
    }
  })
})
