import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { mergeSeal } from '../../mcp-server/src/engine/gates/seal.js'
import { hookProcess } from '../../scripts/hook-commands.js'
import { MAIN, Station, usePlugin } from '../support/red-team/harness.js'
import { projectStore } from '../support/hook-state.js'
import { runHook, selectedCommands, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'
import { attackBox, decision, hookCalls, type Box } from '../support/attack-box.js'

/**
 * Second red-team round on evident's own-state guard, its failure policy, the seal judgement and identity, through
 * the real hook CLI (bundle built from the sources) and the real MCP server. A case marked `it.fails` is an attack
 * that still succeeds: it asserts the secure behaviour and fails for the stated reason.
 */
const plugin = usePluginRoot()

const box = (extraEnv: Record<string, string> = {}, project: Project = tempProject()): Box =>
  attackBox('evident-attack2-', { env: extraEnv, project })

const { bashPre, editPre, write } = hookCalls(plugin, 'atk2-session')

/**
 * One hook process with Claude Code's deadline (hooks.json's `timeout`, 30 s; widened by the load factor, since only
 * a hang, e.g. on a FIFO, must reach it): killed when it runs out.
 * `parent` is the program the hook is a child of (its /proc cmdline is what engine/flows/seal.ts reads as Claude Code's).
 */
function hookWithDeadline(
  b: Box,
  event: string,
  tool: string | undefined,
  payload: Record<string, unknown>,
  options: { parentArgs?: readonly string[] } = {},
): Promise<{ code: number | null; timedOut: boolean; stdout: string; stderr: string }> {
  const hook = selectedCommands(plugin(), event, tool)[0]
  if (hook === undefined) throw new Error('no hook')
  const { file, args } = hookProcess(hook, plugin())
  const stdin = JSON.stringify({
    cwd: b.project.root,
    transcript_path: '/tmp/t.jsonl',
    permission_mode: 'default',
    hook_event_name: event,
    ...payload,
  })
  // `sh -c '<hook>; exit $?' claude <parentArgs>`: sh forks the hook, so the hook's parent carries parentArgs.
  const quoted = [file, ...args]
  const child = spawn(
    'sh',
    ['-c', `${quoted.map((a) => `'${a}'`).join(' ')}; exit $?`, 'claude', ...(options.parentArgs ?? [])],
    {
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', CLAUDE_PLUGIN_ROOT: plugin(), ...b.project.env, ...b.env },
      detached: true,
    },
  )
  return new Promise((done, fail) => {
    let stdout = ''
    let stderr = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    }, scaled(30_000))
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => {
      clearTimeout(timer)
      done({ code, timedOut, stdout, stderr })
    })
    child.stdin.on('error', () => undefined)
    child.stdin.end(stdin)
  })
}

const SANDBOX = spawnSync('sh', ['-c', 'command -v bwrap']).status === 0

// ---------------------------------------------------------------------------------------------------------------
// (a) evident's state changed without a denial: run_tests runs the agent's code outside the sandbox

describe('(a) run_tests executes agent-written test code in the MCP server, outside the Bash sandbox', () => {
  const rtPlugin = usePlugin()
  let station: Station | undefined
  afterAll(async () => station?.close())

  const ESCAPE = `import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { it } from 'vitest'

it('helper', () => {
  const claude = join(process.env.HOME ?? '', '.claude')
  mkdirSync(claude, { recursive: true })
  writeFileSync(join(claude, 'settings.json'), '{"disableAllHooks": true}')
  const db = process.env.EVIDENT_DB
  if (db) copyFileSync(db + '.key', 'stolen.key')
})
`

  it.skipIf(!SANDBOX)(
    `in a sealed session, a test file written with Write and run with run_tests cannot rewrite ~/.claude/settings.json or copy the caller key (${SANDBOX ? 'bubblewrap found' : 'needs bubblewrap: apt-get install bubblewrap'})`,
    async () => {
      station = await new Station(rtPlugin(), { stage: 'idle' }).open()
      const s = station
      // The session as SessionStart records a sealed one (the judgement itself: test/hooks/seal.test.ts).
      const db = new SQLite(s.dbPath)
      db.prepare("update sessions set sealed = 1, reason = 'sealed'").run()
      db.close()
      const written = await s.write(MAIN, 'test/helper.test.ts', ESCAPE)
      expect(written.denied).toBe(false) // an ordinary test file: nothing to deny
      const ran = await s.mcp(MAIN, 'run_tests', { files: ['test/helper.test.ts'] })
      // The run happened (confined), and the test's writes failed inside it.
      expect(JSON.stringify(ran)).toMatch(/EROFS|ENOENT|read-only/i)
      // The secure outcome: the test code could not reach what sandboxed Bash cannot.
      expect({
        settingsWritten: existsSync(join(s.plugin.home, '.claude', 'settings.json')),
        keyCopied: existsSync(s.path('stolen.key')),
      }).toEqual({ settingsWritten: false, keyCopied: false })
      // Honest work in the same sealed session: a plain test runs, confined, and passes.
      const honest = await s.mcp(MAIN, 'run_tests', { files: ['test/lower.test.ts'] })
      expect(JSON.stringify(honest)).toMatch(/"outcome\\?":\\?"passed/)
    },
  )
})

// ---------------------------------------------------------------------------------------------------------------
// (b) a denial turned into an allow by an induced failure: the spill file made a FIFO

describe('(b) the spill file replaced by a FIFO', () => {
  it('a denied Write of .claude/settings.local.json is answered before the hook timeout (the hook does not hang on the FIFO)', async () => {
    const b = box()
    await projectStore(b.project)
    spawnSync('mkfifo', [`${b.project.dbPath}.spill`])
    const run = await hookWithDeadline(b, 'PreToolUse', 'Write', {
      session_id: 'atk2-fifo',
      tool_name: 'Write',
      tool_input: { file_path: '.claude/settings.local.json', content: '{"disableAllHooks":true}' },
      tool_use_id: 'tu-fifo',
    })
    // A timed-out PreToolUse hook is a non-blocking error for Claude Code: the Write would go ahead.
    expect(run.timedOut).toBe(false)
    expect(run.stdout).toContain('"deny"')
  })

  it('with no database yet (the denial goes straight to the spill), the hook does not hang either', async () => {
    const b = box()
    mkdirSync(join(b.project.dbPath, '..'), { recursive: true })
    spawnSync('mkfifo', [`${b.project.dbPath}.spill`])
    const run = await hookWithDeadline(b, 'PreToolUse', 'Bash', {
      session_id: 'atk2-fifo2',
      tool_name: 'Bash',
      tool_input: { command: 'ls', dangerouslyDisableSandbox: true },
    })
    expect(run.timedOut).toBe(false)
    expect(run.stdout).toContain('"deny"')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// (d) a session judged sealed while its Bash is not confined

const sealedSettings = mergeSeal({}) as Record<string, unknown> & { sandbox: Record<string, unknown> }

async function judged(b: Box, settings: Record<string, unknown> | undefined, parentArgs?: readonly string[]) {
  if (settings !== undefined) {
    mkdirSync(join(b.project.root, '.claude'), { recursive: true })
    writeFileSync(join(b.project.root, '.claude', 'settings.json'), JSON.stringify(settings))
  }
  const store = await projectStore(b.project)
  const run =
    parentArgs === undefined
      ? await runHook(
          plugin(),
          b.project,
          { hook_event_name: 'SessionStart', session_id: 'atk2-seal', source: 'startup' },
          b.env,
        )
      : await hookWithDeadline(
          b,
          'SessionStart',
          undefined,
          { session_id: 'atk2-seal', source: 'startup' },
          { parentArgs },
        )
  expect(run.code, run.stderr).toBe(0)
  return store.db.selectFrom('sessions').select(['sealed', 'reason', 'settings']).executeTakeFirstOrThrow()
}

describe('(d) seal judgement, second round', () => {
  it('EVIDENT_DB outside the data folder: the store is not hidden by denyRead, yet the session is judged sealed', async () => {
    // tempProject() puts the database in its own temp folder (EVIDENT_DB): sandboxed Bash can read it and its key.
    const b = box()
    expect(b.project.dbPath.startsWith(b.data)).toBe(false)
    expect(await judged(b, sealedSettings)).toMatchObject({ sealed: 0 })
  })

  it('control: with the database inside the plugin data folder the seal settings are judged sealed', async () => {
    const p = tempProject()
    const b = box({}, p)
    const dbPath = join(b.data, 'projects', 'x', 'evident.sqlite')
    const b2: Box = { ...b, project: { ...p, dbPath, env: { ...p.env, EVIDENT_DB: dbPath } } }
    expect(await judged(b2, sealedSettings)).toMatchObject({ sealed: 1 })
  })

  for (const [name, network] of [
    ['sandbox.network.allowAllUnixSockets: true', { allowAllUnixSockets: true }],
    ['sandbox.network.allowUnixSockets: ["/var/run/docker.sock"]', { allowUnixSockets: ['/var/run/docker.sock'] }],
  ] as const) {
    it(`${name} (sandboxed Bash can drive docker, which mounts the data folder) is not sealed`, async () => {
      const b = box()
      const dbPath = join(b.data, 'projects', 'x', 'evident.sqlite')
      const b2: Box = { ...b, project: { ...b.project, dbPath, env: { ...b.project.env, EVIDENT_DB: dbPath } } }
      expect(await judged(b2, { ...sealedSettings, sandbox: { ...sealedSettings.sandbox, network } })).toMatchObject({
        sealed: 0,
      })
    })
  }

  const inData = (b: Box): Box => {
    const dbPath = join(b.data, 'projects', 'x', 'evident.sqlite')
    return { ...b, project: { ...b.project, dbPath, env: { ...b.project.env, EVIDENT_DB: dbPath } } }
  }

  it('control: --settings of the parent process carrying the seal is judged sealed', async () => {
    const b = inData(box())
    const row = await judged(b, undefined, ['--settings', JSON.stringify(sealedSettings)])
    expect(row).toMatchObject({ sealed: 1 })
  })

  it('--settings given twice: Claude Code (commander) uses the last one, so the session is not sealed', async () => {
    const b = inData(box())
    const row = await judged(b, undefined, [
      '--settings',
      JSON.stringify(sealedSettings),
      '--settings',
      JSON.stringify({ sandbox: { enabled: false } }),
    ])
    expect(row).toMatchObject({ sealed: 0 })
  })

  it('a prompt after `--` that reads "--settings={…}" is not a flag: not sealed', async () => {
    const b = inData(box())
    const row = await judged(b, undefined, ['-p', '--', `--settings=${JSON.stringify(sealedSettings)}`])
    expect(row).toMatchObject({ sealed: 0 })
  })
})

// ---------------------------------------------------------------------------------------------------------------
// (a) stopped, second round

describe('(a) stopped, second round', () => {
  it('Write to the absolute project settings through /proc/self/cwd', async () => {
    const b = box()
    const run = await editPre(b, 'Write', {
      file_path: join(b.project.root, '.claude', '..', '.claude', 'settings.json'),
      content: '{}',
    })
    expect(decision(run)).toBe('deny')
  })
  for (const command of [
    'cp /tmp/evil.json .claude/settings.local.json',
    'tee .claude/settings.json < /tmp/x',
    'sed -i s/true/false/ .claude/settings.json',
    'echo {} > ./.claude/./settings.local.json',
    'mv .mcp.json /tmp/',
  ]) {
    it(`Bash \`${command}\` is denied`, async () => {
      expect(decision(await bashPre(box(), command))).toBe('deny')
    })
  }
  it('a payload whose cwd does not exist still denies a Write of ~/.claude/settings.json', async () => {
    const b = box()
    const run = await runHook(
      plugin(),
      { ...b.project, root: join(b.project.root, 'gone', 'deeper') },
      {
        hook_event_name: 'PreToolUse',
        session_id: 'atk2-session',
        tool_name: 'Write',
        tool_input: { file_path: join(b.home, '.claude', 'settings.json'), content: '{}' },
        tool_use_id: 'tu-gone',
      },
      b.env,
    )
    expect(decision(run)).toBe('deny')
  })
  it('a database path that is a directory still denies dangerouslyDisableSandbox', async () => {
    const b = box()
    mkdirSync(b.project.dbPath, { recursive: true })
    expect(decision(await bashPre(b, 'ls', { dangerouslyDisableSandbox: true }))).toBe('deny')
  })
  it('a spill path that is a directory still denies a Write of .mcp.json', async () => {
    const b = box()
    await projectStore(b.project)
    mkdirSync(`${b.project.dbPath}.spill`)
    expect(decision(await write(b, '.mcp.json'))).toBe('deny')
  })
})

// ---------------------------------------------------------------------------------------------------------------
// (e) honest work

describe('(e) honest work, second round', () => {
  for (const command of [
    'npm install --cache "$HOME/.npm" --prefer-offline || true',
    'ls ~/.claude/projects || true',
    'cat packages/app/.claude/settings.json || true',
    'mkdir -p packages/app/.claude && echo {} > packages/app/.claude/settings.json',
  ]) {
    it(`\`${command}\` is not denied`, async () => {
      expect(decision(await bashPre(box(), command))).not.toBe('deny')
    })
  }
  it('`grep -n disableAllHooks docs/settings.md` (reading docs that name both words) is not denied', async () => {
    expect(decision(await bashPre(box(), 'grep -n disableAllHooks docs/settings.md'))).not.toBe('deny')
  })
  it('Write packages/app/.claude/settings.json (a sub-package, not the project settings) is allowed', async () => {
    const b = box()
    expect(
      decision(await write(b, join(b.project.root, 'packages', 'app', '.claude', 'settings.json'), '{}')),
    ).not.toBe('deny')
  })
  it('a project that is ~/.claude itself (kept in git): Write agents/reviewer.md is allowed', async () => {
    const home = tempDir('evident-attack2-home-')
    const root = join(home, '.claude')
    mkdirSync(join(root, '.git'), { recursive: true })
    const base = tempProject()
    const project: Project = { ...base, root, env: { ...base.env, CLAUDE_PROJECT_DIR: root } }
    const b = { ...box({}, project), home, env: { ...box().env, HOME: home } }
    expect(decision(await write(b, join(root, 'agents', 'reviewer.md'), '# reviewer'))).not.toBe('deny')
    expect(decision(await bashPre(b, 'git status'))).not.toBe('deny')
  })
  it('a project whose path contains .claude: Write src/a.ts and Bash `rm -rf dist` are allowed', async () => {
    const base = tempDir('evident-attack2-')
    const root = join(base, 'my.claude-tools')
    mkdirSync(join(root, '.git'), { recursive: true })
    const p = tempProject()
    const project: Project = { ...p, root, env: { ...p.env, CLAUDE_PROJECT_DIR: root } }
    const b = box({}, project)
    expect(decision(await write(b, join(root, 'src', 'a.ts'), 'export {}'))).not.toBe('deny')
    expect(decision(await bashPre(b, 'rm -rf dist'))).not.toBe('deny')
  })
})
