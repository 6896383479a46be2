import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { nativeTarget } from '../../mcp-server/src/store/native.js'
import { tempDir } from '../support/store.js'
import { claudeEnv, ensureClaude, explain, runClaude } from '../support/e2e/claude.js'
import { REPO } from '../support/fixtures.js'
import type { Conversation, Script } from '../support/e2e/model-server.js'
import { gitCommitAll, pluginFiles } from '../support/e2e/plugin-copy.js'
import { findDatabase, mcp, runSession } from '../support/e2e/session.js'
import { scaled } from '../support/time.js'

/**
 * The documented first hour (README "Quick start for users", docs/setup.md), through the real Claude Code binary with
 * a fresh HOME: install evident from the repository as its own marketplace, `/evident:setup` in a date-fns-like
 * project (tests are `src/<fn>/test.ts`, collected by the project's own vitest `include`; no evident.config.json),
 * then `/evident:tdd` in a new session. Nothing is allowed beyond what the user allowed: no `--allowedTools` and the
 * default permission mode, except the user's yes to setup's apply (`Bash(evident init --yes)`, what the command asks a
 * -p user to give) and the last session, where the user allows Write. The scripted main agent makes the TDD calls
 * itself (the command would dispatch evident:tdd-task; the permission questions are the same).
 *
 * Found on the way (Claude Code 2.1.332): in `-p` mode the project's `permissions.allow` that setup writes is ignored
 * until the workspace is trusted, so only the tools in the command's own allowed-tools run; once trusted, all of
 * evident's tools do (`evident doctor` says which holds). `evident doctor` is run here in a terminal; inside a sealed
 * session's Bash it cannot read the settings files the sandbox hides and says so (test/cli/seal.test.ts).
 *
 * The SQLite native module is put where a first start would have built it, as claude-marketplace.test.ts does.
 */
const onPath = (tool: string): boolean => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0
const SANDBOX = onPath('bwrap') && onPath('socat')
const SKIP_REASON = 'needs bubblewrap and socat (apt-get install bubblewrap socat; .ci/run installs them)'

beforeAll(() => {
  if (SANDBOX) ensureClaude()
})

const VITEST_CONFIG = `import { defineConfig } from 'vitest/config'\nexport default defineConfig({ test: { include: ['src/**/test.ts'] } })\n`
const SOURCE = 'export function addDays(day: number, amount: number): number {\n  return day + amount\n}\n'
const PASSING = `import { expect, it } from 'vitest'\nimport { addDays } from './index'\n\nit('adds days', () => {\n  expect(addDays(1, 2)).toBe(3)\n})\n`
const FAILING = `${PASSING}\nit('adds a day', () => {\n  expect(addDays(1)).toBe(2)\n})\n`

/** A date-fns-like project, committed: `src/addDays/{index,test}.ts`, its own vitest (this repository's, linked). */
function dateFnsProject(root: string): string {
  mkdirSync(join(root, 'src', 'addDays'), { recursive: true })
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ name: 'date-fns-like', private: true, type: 'module', scripts: { test: 'vitest run' } }, null, 2),
  )
  writeFileSync(join(root, 'vitest.config.mjs'), VITEST_CONFIG)
  writeFileSync(join(root, 'src', 'addDays', 'index.ts'), SOURCE)
  writeFileSync(join(root, 'src', 'addDays', 'test.ts'), PASSING)
  writeFileSync(join(root, '.gitignore'), 'node_modules\n')
  symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'), 'dir')
  gitCommitAll(root, 'date-fns-like')
  return root
}

interface Call {
  readonly tool: string
  readonly input: Record<string, unknown>
}

interface Ended {
  readonly end: Conversation
  readonly stderr: string
  readonly denials: readonly string[]
  readonly why: string
}

/** One `claude -p <prompt>` session with the installed plugin, whose model makes `calls` and stops. */
async function session(
  project: string,
  home: string,
  prompt: string,
  marker: string,
  calls: readonly (Call | ((c: Conversation) => Call))[],
  allowedTools: readonly string[] = [],
): Promise<Ended> {
  let end: Conversation | undefined
  const main: Script = [
    ...calls.map((call) => (typeof call === 'function' ? call : () => call)),
    (c: Conversation) => {
      end = c
      return { text: 'done' }
    },
  ]
  const ran = await runSession({
    project,
    home,
    prompt,
    scripts: { main },
    route: (c) => (c.prompt.includes(marker) ? 'main' : undefined),
    pluginDir: null,
    allowedTools,
    permissionMode: 'default',
    timeoutMs: scaled(180_000),
  })
  if (end === undefined) throw new Error(`the scripted model did not finish\n${ran.diagnosis}`)
  const denials = (JSON.parse(ran.ran.stdout) as { permission_denials: { tool_name: string }[] }).permission_denials
  return { end, stderr: ran.ran.stderr, denials: denials.map((d) => d.tool_name), why: ran.diagnosis }
}

describe.skipIf(!SANDBOX)(`the first hour (${SANDBOX ? 'bubblewrap found' : SKIP_REASON})`, () => {
  it('installs, sets up a date-fns-like project with its own test layout, and starts TDD within what the user allowed', async () => {
    const work = tempDir('evident-e2e-first-hour-')
    const home = join(work, 'home')
    const env = claudeEnv(home)
    const repo = pluginFiles(join(work, 'evident'))
    const target = nativeTarget({ CLAUDE_PLUGIN_DATA: join(home, '.claude', 'plugins', 'data', 'evident-evident') })
    mkdirSync(target.buildDir, { recursive: true })
    copyFileSync(
      join(REPO, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
      target.builtBinding,
    )

    // 1. Install, as the README says.
    const added = await runClaude(['plugin', 'marketplace', 'add', repo], { cwd: work, env })
    expect(added.code, explain('marketplace add failed', added)).toBe(0)
    const installed = await runClaude(['plugin', 'install', 'evident@evident'], { cwd: work, env })
    expect(installed.code, explain('plugin install failed', installed)).toBe(0)

    // 2. The user's project, its own test layout.
    const project = dateFnsProject(join(work, 'project'))
    const file = (name: string): string => join(project, name)

    // 3. /evident:setup. The command pre-approves only the plan (`evident init --dry-run`) and doctor: the apply
    // (`evident init --yes`) goes through Claude Code's own permission prompt, the user's yes. In -p mode there is no
    // prompt: without the user's allow rule the apply is refused and nothing is written.
    const steps: Call[] = [
      { tool: 'Bash', input: { command: 'evident init --dry-run', description: 'plan' } },
      { tool: 'Bash', input: { command: 'evident init --yes', description: 'apply' } },
    ]
    const unasked = await session(project, home, '/evident:setup', 'Set evident up in this project', steps)
    expect(unasked.denials, unasked.why).toEqual(['Bash'])
    expect(unasked.end.results[0]?.text, unasked.why).toContain('dry run: nothing was written')
    expect(existsSync(file('evident.config.json')), unasked.why).toBe(false)
    expect(existsSync(file('.claude')), unasked.why).toBe(false)
    // The user's yes, as the command tells a -p user to give it: an explicit allow for the apply alone.
    const setup = await session(project, home, '/evident:setup', 'Set evident up in this project', steps, [
      'Bash(evident init --yes)',
    ])
    const [plan, applied] = setup.end.results
    // The command's allowed-tools and the user's one allow ran evident's CLI: nothing was refused.
    expect(setup.denials, setup.why).toEqual([])
    // The plan: the project's own layout, nothing written, and doctor's judgement as things stand (not sealed yet:
    // init's exit code is doctor's, so Claude Code reports the dry run as "Exit code 1").
    expect(plan?.text, setup.why).toMatch(/test files: what vitest collects \(src\/\*\*\/test\.ts\b/)
    expect(plan?.text, setup.why).toContain('dry run: nothing was written')
    expect(plan?.text, setup.why).toMatch(/not sealed: \d+ of \d+ checks fail\./)
    expect(plan?.isError, setup.why).toBe(true)
    // Applied: both files written, and doctor green (init's exit code is doctor's).
    expect(applied?.isError, setup.why).toBe(false)
    expect(applied?.text, setup.why).toContain(`wrote ${file('evident.config.json')}`)
    expect(applied?.text, setup.why).toContain(`wrote ${file('.claude/settings.json')}`)
    expect(applied?.text, setup.why).toContain('sealed: a session started now keeps Bash away from the evidence store.')
    expect(JSON.parse(readFileSync(file('evident.config.json'), 'utf8')), setup.why).toMatchObject({
      runners: { default: { kind: 'vitest' } },
    })
    const settings = JSON.parse(readFileSync(file('.claude/settings.json'), 'utf8')) as {
      sandbox: Record<string, unknown>
      permissions: { allow: string[] }
    }
    expect(settings.sandbox).toMatchObject({ enabled: true, failIfUnavailable: true, allowUnsandboxedCommands: false })
    expect(settings.sandbox).not.toHaveProperty('autoAllowBashIfSandboxed')
    expect(settings.permissions.allow).toEqual(['mcp__plugin_evident_evident'])

    // 4. A new session, /evident:tdd, nothing allowed. The command's allowed-tools run tdd_task; the project's allow
    // rule (from setup) does not count in -p mode until the workspace is trusted, so tdd_goal, not in the command's
    // list, is refused like the user's Write and Bash.
    const tdd = await session(project, home, '/evident:tdd add a day', 'add a day', [
      { tool: mcp('tdd_task'), input: { action: 'start', goal: 'add a day' } },
      { tool: mcp('tdd_goal'), input: { action: 'create', tddTaskId: 1, goal: 'addDays' } },
      { tool: 'Read', input: { file_path: file('src/addDays/test.ts') } },
      { tool: 'Write', input: { file_path: file('src/addDays/test.ts'), content: FAILING } },
      { tool: 'Bash', input: { command: `echo "// x" >> ${file('src/addDays/test.ts')}` } },
    ])
    const [started, goal, read, write, bash] = tdd.end.results
    expect(started?.isError, tdd.why).toBe(false)
    // Sealed (setup's seal counts in this new session), and the project's own test layout is the one in force.
    expect(JSON.parse(started?.text ?? '{}'), tdd.why).toMatchObject({ tddTaskId: 1, sealed: true })
    expect(started?.text, tdd.why).toContain('Test files: what vitest collects (src/**/test.ts, except')
    expect(tdd.stderr, tdd.why).toContain(
      'Ignoring 1 permissions.allow entry from .claude/settings.json: this workspace has not been trusted.',
    )
    expect(goal, tdd.why).toMatchObject({
      isError: true,
      text: expect.stringContaining(
        `Claude requested permissions to use ${mcp('tdd_goal')}, but you haven't granted it yet`,
      ),
    })
    expect(read?.isError, tdd.why).toBe(false)
    expect(write, tdd.why).toMatchObject({
      isError: true,
      text: expect.stringContaining(
        `Claude requested permissions to write to ${file('src/addDays/test.ts')}, but you haven't granted it yet`,
      ),
    })
    expect(bash, tdd.why).toMatchObject({
      isError: true,
      text: expect.stringContaining(`Output redirection to '${file('src/addDays/test.ts')}' needs approval`),
    })
    expect(tdd.denials, tdd.why).toEqual([mcp('tdd_goal'), 'Write', 'Bash'])
    expect(readFileSync(file('src/addDays/test.ts'), 'utf8')).toBe(PASSING)

    // 5. The user trusts the workspace (what Claude Code's trust dialog records) and allows Write: evident's tools run
    // by the project's allow rule, and in red evident lets the test file be written and refuses the production code.
    const state = join(home, '.claude.json')
    const claudeJson = JSON.parse(readFileSync(state, 'utf8')) as { projects?: Record<string, Record<string, unknown>> }
    writeFileSync(
      state,
      JSON.stringify({
        ...claudeJson,
        projects: {
          ...claudeJson.projects,
          [project]: { ...claudeJson.projects?.[project], hasTrustDialogAccepted: true },
        },
      }),
    )
    const id = (c: Conversation, n: number, ...keys: string[]): number =>
      keys.reduce<unknown>(
        (v, k) => (v as Record<string, unknown>)[k],
        JSON.parse(c.results[n]?.text ?? '{}'),
      ) as number
    const red = await session(
      project,
      home,
      '/evident:tdd add a day, trusted',
      'add a day, trusted',
      [
        () => ({ tool: mcp('tdd_task'), input: { action: 'start', goal: 'add a day' } }),
        (c) => ({
          tool: mcp('tdd_goal'),
          input: { action: 'create', tddTaskId: id(c, 0, 'tddTaskId'), goal: 'addDays' },
        }),
        (c) => ({
          tool: mcp('tdd_goal'),
          input: {
            action: 'update',
            tddTaskId: id(c, 0, 'tddTaskId'),
            goalId: id(c, 1, 'goal', 'id'),
            status: 'in_progress',
          },
        }),
        (c) => ({
          tool: mcp('tdd_behavior'),
          input: {
            action: 'create',
            tddTaskId: id(c, 0, 'tddTaskId'),
            goalId: id(c, 1, 'goal', 'id'),
            behavior: 'adds one day by default',
          },
        }),
        (c) => ({
          tool: mcp('tdd_phase_transition_request'),
          input: {
            tddTaskId: id(c, 0, 'tddTaskId'),
            goalId: id(c, 1, 'goal', 'id'),
            behaviorId: id(c, 3, 'behavior', 'id'),
            requestedPhase: 'red',
          },
        }),
        () => ({ tool: 'Read', input: { file_path: file('src/addDays/test.ts') } }),
        () => ({ tool: 'Write', input: { file_path: file('src/addDays/test.ts'), content: FAILING } }),
        () => ({ tool: 'Read', input: { file_path: file('src/addDays/index.ts') } }),
        () => ({
          tool: 'Write',
          input: { file_path: file('src/addDays/index.ts'), content: SOURCE.replace('amount: number', 'amount = 1') },
        }),
      ],
      ['Write'],
    )
    const r = red.end.results
    expect(
      r.slice(0, 5).map((x) => x.isError),
      red.why,
    ).toEqual([false, false, false, false, false])
    expect(red.stderr, red.why).not.toContain('Ignoring 1 permissions.allow entry')
    expect(r[6]?.isError, red.why).toBe(false)
    expect(readFileSync(file('src/addDays/test.ts'), 'utf8')).toBe(FAILING)
    // evident's PreToolUse hook refused the production edit: no failing test of the task yet.
    expect(r[8], red.why).toMatchObject({
      isError: true,
      text: expect.stringContaining('PreToolUse:Write hook error: Write a failing test first'),
    })
    expect(red.denials, red.why).toEqual(['Write'])
    expect(readFileSync(file('src/addDays/index.ts'), 'utf8')).toBe(SOURCE)
    const db = new SQLite(findDatabase(home), { readonly: true })
    const written = db.prepare("select file_path from artifacts where kind = 'test_written'").all()
    db.close()
    expect(written).toEqual([{ file_path: 'src/addDays/test.ts' }])

    // 6. evident doctor, as the user runs it in a terminal afterwards: still green.
    const after = spawnSync(join(repo, 'plugin', 'bin', 'evident'), ['doctor'], {
      cwd: project,
      env: { PATH: process.env['PATH'] ?? '', HOME: home },
      encoding: 'utf8',
    })
    expect(after.stdout, after.stderr).toContain(
      'sealed: a session started now keeps Bash away from the evidence store.',
    )
    expect(after.status, after.stdout).toBe(0)
  })
})
