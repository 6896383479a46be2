import { execFileSync } from 'node:child_process'
import {
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { projectKey, runLockFile } from '../../mcp-server/src/kernel/paths.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import {
  selectedCommands,
  tempProject,
  usePluginRoot,
  type HookJson,
  type Project,
  spawnHookKilled,
  type KillableRun,
} from '../support/hooks.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * Files an agent can put a FIFO at, read by a hook or the server by path with a blocking open: the project's
 * package.json (the Bash hook reads its scripts — a hook held until Claude Code's timeout lets the command through)
 * and the run lock next to the database (the server's run_tests, its whole event loop). Both are read as regular
 * files only now (`kernel/regular-file.ts`). Real processes with kill timers: a regression is a killed process.
 */
const plugin = usePluginRoot()
/** Far past any honest answer on a loaded machine, far short of forever: a hang shows as a timeout. */
const HANG_MS = scaled(60_000)
const agent: Caller = { sessionId: 'sess-ro', agentId: 'agent-ro', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-ro', agent_id: 'agent-ro', agent_type: 'evident:tdd-task' }

const fifos: string[] = []
afterEach(() => {
  // A regression leaves a reader blocked opening the FIFO: opening it for writing lets it go.
  for (const fifo of fifos.splice(0)) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
    } catch {
      // Nobody is blocked on it.
    }
    rmSync(fifo, { force: true })
  }
})

function mkfifo(path: string): void {
  mkdirSync(dirname(path), { recursive: true })
  execFileSync('mkfifo', [path])
  fifos.push(path)
}

/** One hook process as Claude Code runs it (the first hooks.json selects), killed after HANG_MS. */
function runHookOnce(project: Project, payload: Record<string, unknown>): Promise<KillableRun> {
  const tool = typeof payload['tool_name'] === 'string' ? payload['tool_name'] : 'Bash'
  const [hook] = selectedCommands(plugin(), String(payload['hook_event_name']), tool)
  if (hook === undefined) throw new Error(`hooks.json selects no hook for ${tool}`)
  const stdin = JSON.stringify({ cwd: project.root, ...asAgent, tool_name: 'Bash', tool_use_id: 'tu-ro', ...payload })
  return spawnHookKilled(plugin(), hook, stdin, project.env, HANG_MS)
}

const preBash = (project: Project, command: string) =>
  runHookOnce(project, { hook_event_name: 'PreToolUse', tool_input: { command, description: 'd' } })

describe('a package.json that is a FIFO', () => {
  it('reads as none: the Bash hook judges `npm test` by its name and denies it at once', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    mkfifo(join(project.root, 'package.json'))
    const ran = await preBash(project, 'npm test')
    expect(ran.signal, `the hook hung on package.json and was killed; stderr: ${ran.stderr}`).toBeNull()
    const out = (JSON.parse(ran.stdout) as HookJson).hookSpecificOutput
    expect(out.permissionDecision).toBe('deny')
    expect(out.permissionDecisionReason).toMatch(/^Use run_tests instead/)
    expect((await rows(store, 'violations')).map((v) => v['detail'])).toEqual(['test_command_bypass: npm test'])
  })
})

describe('a run lock that is a FIFO', () => {
  it('does not hold the Bash PostToolUse hook: a test run seen during the command is still a SESSION_BYPASS', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    mkfifo(runLockFile(dirname(project.dbPath), project.root))
    const command = 'node run-checks.js'
    expect((await preBash(project, command)).signal).toBeNull()
    // What the command left behind: vitest's results cache.
    const results = join(
      project.root,
      'node_modules/.vite/vitest/da39a3ee5e6b4b0d3255bfef95601890afd80709/results.json',
    )
    mkdirSync(dirname(results), { recursive: true })
    writeFileSync(results, '{}')
    const post = await runHookOnce(project, {
      hook_event_name: 'PostToolUse',
      tool_input: { command, description: 'd' },
      tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false },
    })
    expect(post.signal, `the hook hung on the run lock and was killed; stderr: ${post.stderr}`).toBeNull()
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toContain('SESSION_BYPASS')
  })

  it('is taken as an unreadable lock (stale once old), not read: run_tests runs and the server keeps serving', async () => {
    const root = tempDir('evident-fifo-lock-')
    const passXml = '<testsuite name="s" tests="1"><testcase name="t" classname="c" file="t.js"/></testsuite>'
    writeFileSync(
      join(root, 'evident.config.json'),
      JSON.stringify({
        runners: {
          default: {
            kind: 'junit',
            argv: [process.execPath, '-e', `require('fs').writeFileSync('out.xml', '${passXml}')`],
            junitPath: 'out.xml',
            fileArgs: 'none',
          },
        },
      }),
    )
    writeFileSync(join(root, 't.js'), '')
    const server = startServer({ root })
    const lock = join(dirname(server.dbPath), `${projectKey(root)}.run.lock`)
    mkfifo(lock)
    // An unreadable lock is stale once older than a few seconds: this one is.
    utimesSync(lock, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
    await initialize(server)
    callTool(server, 2, 'run_tests', {})
    const ran = await server.next(withId(2), HANG_MS)
    expect(ran['result']).toMatchObject({ structuredContent: { outcome: 'passed' } })
    server.send({ jsonrpc: '2.0', id: 3, method: 'tools/list' })
    expect(await server.next(withId(3), HANG_MS)).toHaveProperty('result.tools')
  })
})

describe('a database pointer that is a FIFO', () => {
  it('is neither read nor written through: the hook answers, and the pointer becomes a regular file', async () => {
    const project = tempProject()
    const home = tempDir('evident-pointer-home-')
    const pointer = join(home, 'xdg', 'evident', 'projects', projectKey(realpathSync(project.root)), 'db-location')
    mkfifo(pointer)
    // As inside Claude Code: the database under the plugin's data dir, remembered in the pointer for the CLI.
    const env = {
      CLAUDE_PROJECT_DIR: project.root,
      CLAUDE_PLUGIN_DATA: join(home, 'plugin-data'),
      XDG_DATA_HOME: join(home, 'xdg'),
      HOME: home,
    }
    const ran = await runHookOnce(
      { ...project, env },
      {
        hook_event_name: 'PreToolUse',
        tool_name: 'Write',
        tool_input: { file_path: join(project.root, '.claude/settings.local.json'), content: '{}' },
      },
    )
    expect(ran.signal, `the hook hung on the pointer and was killed; stderr: ${ran.stderr}`).toBeNull()
    expect((JSON.parse(ran.stdout) as HookJson).hookSpecificOutput.permissionDecision).toBe('deny')
    expect(lstatSync(pointer).isFile()).toBe(true)
    expect(readFileSync(pointer, 'utf8')).toContain(join(home, 'plugin-data', 'projects'))
  })
})
