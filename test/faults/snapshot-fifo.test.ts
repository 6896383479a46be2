import { execFileSync, spawn } from 'node:child_process'
import {
  closeSync,
  constants,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { hookProcess } from '../../scripts/hook-commands.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { selectedCommands, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * git opens every `.gitignore` it walks past with a blocking `open`: a FIFO there held both Bash hooks of a measured
 * command until Claude Code killed them (each leaving its `git add -A` blocked for ever), and `run_tests` for ever.
 * The snapshot now looks for such files before git runs, and every git call it makes is time-bounded and killed with
 * its process group. Real processes with kill timers throughout: a regression is a killed process, not a wedged test.
 */
const plugin = usePluginRoot()
const HANG_MS = scaled(60_000)
const agent: Caller = { sessionId: 'sess-sf', agentId: 'agent-sf', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-sf', agent_id: 'agent-sf', agent_type: 'evident:tdd-task' }

interface Ran {
  readonly signal: NodeJS.Signals | null
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Every hook hooks.json selects for the payload, run as Claude Code runs them, each killed after HANG_MS. */
async function hook(project: Project, payload: Record<string, unknown>, env: Record<string, string> = {}) {
  const commands = selectedCommands(plugin(), String(payload['hook_event_name']), String(payload['tool_name']))
  expect(commands.length).toBeGreaterThan(0)
  const runs: Ran[] = []
  for (const command of commands) {
    const { file, args } = hookProcess(command, plugin())
    const stdin = JSON.stringify({ cwd: project.root, ...asAgent, ...payload })
    const ran = await new Promise<Ran>((done, fail) => {
      const child = spawn(file, args, {
        shell: false,
        timeout: HANG_MS,
        killSignal: 'SIGKILL',
        env: {
          PATH: process.env['PATH'] ?? '/usr/bin:/bin',
          HOME: process.env['HOME'] ?? '/tmp',
          CLAUDE_PLUGIN_ROOT: plugin(),
          ...project.env,
          ...env,
        },
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      child.on('error', fail)
      child.on('close', (code, signal) => done({ code, signal, stdout, stderr }))
      child.stdin.on('error', () => undefined)
      child.stdin.end(stdin)
    })
    expect(ran.signal, `the hook hung and was killed; stderr: ${ran.stderr}`).toBeNull()
    runs.push(ran)
  }
  return runs
}

/** Live git processes working on `root` (by argument or working directory), from /proc. */
function gitProcessesOn(root: string): string[] {
  const found: string[] = []
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (!/(^|\/)git$/.test(argv[0] ?? '')) continue
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue
      if (argv.some((a) => a.includes(root)) || readlinkSync(`/proc/${pid}/cwd`) === root) found.push(argv.join(' '))
    } catch {
      // Gone meanwhile.
    }
  }
  return found
}

const stray: string[] = []
afterEach(() => {
  // A regression leaves git blocked opening a FIFO for reading: opening it for writing lets it go (it reads EOF).
  for (const fifo of stray.splice(0)) {
    try {
      closeSync(openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK))
    } catch {
      // No reader (ENXIO) or already removed: nothing is blocked on it.
    }
    rmSync(fifo, { force: true })
  }
})

const mkfifo = (path: string): void => {
  mkdirSync(join(path, '..'), { recursive: true })
  execFileSync('mkfifo', [path])
  stray.push(path)
}

const bash = (id: string, event: string): Record<string, unknown> => ({
  hook_event_name: event,
  tool_name: 'Bash',
  tool_use_id: id,
  tool_input: { command: 'echo measured > src/out.txt', description: 'd' },
  ...(event === 'PostToolUse' ? { tool_response: { stdout: '', stderr: '', interrupted: false, isImage: false } } : {}),
})

describe('a Bash command measured over a tree with a FIFO git would read', () => {
  it('gets both hooks answered, records the snapshot failure as a hook error naming the file, and leaves no git behind', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    mkfifo(join(project.root, 'src/sub/.gitignore'))
    const pre = await hook(project, bash('tu-sf-1', 'PreToolUse'))
    expect(pre.every((r) => r.code === 0)).toBe(true)
    // Not a decision: the command is not denied for it.
    expect(pre.map((r) => r.stdout).join('')).not.toContain('"deny"')
    writeFileSync(join(project.root, 'src/out.txt'), 'measured\n')
    const post = await hook(project, bash('tu-sf-1', 'PostToolUse'))
    expect(post.every((r) => r.code === 0)).toBe(true)
    const errors = (await rows(store, 'hook_errors')).map((r) => String(r['message']))
    expect(errors.filter((m) => m.includes('src/sub/.gitignore is a FIFO, not a regular file')).length).toBe(2)
    expect(await rows(store, 'violations')).toEqual([])
    expect(gitProcessesOn(project.root)).toEqual([])
  })

  it('measures the next command again once the FIFO is gone', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const fifo = join(project.root, 'src/sub/.gitignore')
    mkfifo(fifo)
    await hook(project, bash('tu-sf-2', 'PreToolUse'))
    rmSync(fifo)
    await hook(project, bash('tu-sf-3', 'PreToolUse'))
    writeFileSync(join(project.root, 'src/out.txt'), 'measured\n')
    await hook(project, bash('tu-sf-3', 'PostToolUse'))
    expect(await rows(store, 'artifacts')).toContainEqual(
      expect.objectContaining({ kind: 'code_written', file_path: 'src/out.txt' }),
    )
  })

  it('refuses a FIFO .gitattributes the same way', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    mkfifo(join(project.root, 'lib/.gitattributes'))
    await hook(project, bash('tu-sf-4', 'PreToolUse'))
    const errors = (await rows(store, 'hook_errors')).map((r) => String(r['message']))
    expect(errors.some((m) => m.includes('lib/.gitattributes is a FIFO'))).toBe(true)
    expect(gitProcessesOn(project.root)).toEqual([])
  })

  it('kills a git call that blocks anyway at its time limit (a FIFO index in the user repository), leaving no git', async () => {
    const project = tempProject()
    rmSync(join(project.root, '.git'), { recursive: true })
    execFileSync('git', ['init', '-q', project.root])
    // The first snapshot lists what the user's repository tracks: git blocks opening this index.
    mkfifo(join(project.root, '.git', 'index'))
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    const pre = await hook(project, bash('tu-sf-5', 'PreToolUse'), { EVIDENT_SNAPSHOT_TIMEOUT_MS: '1500' })
    expect(pre.every((r) => r.code === 0)).toBe(true)
    expect(gitProcessesOn(project.root)).toEqual([])
    // The listing is only a seed: the snapshot itself was taken without it.
    expect((await rows(store, 'shell_commands'))[0]?.['tree_before']).toMatch(/^[0-9a-f]{40}$/)
  })
})

describe('an edit below a FIFO .gitignore', () => {
  it('is still judged: a production Write in red is denied (the ignore check never opens the FIFO), no git is left', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'red')
    mkfifo(join(project.root, 'src/sub/.gitignore'))
    const [ran] = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(project.root, 'src/sub/x.ts'), content: 'export const x = 1\n' },
    })
    expect(ran?.stdout).toContain('"deny"')
    expect(ran?.stdout).toContain('src/sub/x.ts')
    expect(gitProcessesOn(project.root)).toEqual([])
  })
})

describe('run_tests over a tree with a FIFO git would read', () => {
  /** A project whose junit runner passes at once. */
  function junitProject(): string {
    const root = tempDir('evident-snapshot-fifo-')
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
    return root
  }

  it('answers with a clear error naming the file, and runs once it is gone', async () => {
    const root = junitProject()
    const fifo = join(root, 'sub', '.gitignore')
    mkfifo(fifo)
    const server = startServer({ root })
    await initialize(server)
    callTool(server, 2, 'run_tests', {})
    const refused = await server.next(withId(2), HANG_MS)
    const result = refused['result'] as { isError?: boolean; content: { text: string }[] }
    expect(result.isError).toBe(true)
    expect(result.content[0]?.text).toContain('sub/.gitignore is a FIFO, not a regular file')
    expect(result.content[0]?.text).toContain('remove that file')
    expect(gitProcessesOn(root)).toEqual([])
    rmSync(fifo)
    callTool(server, 3, 'run_tests', {})
    const ran = await server.next(withId(3), HANG_MS)
    expect(ran['result']).toMatchObject({ structuredContent: { outcome: 'passed' } })
  })
})
