import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hookProcess } from '../../scripts/hook-commands.js'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { REPO } from '../support/fixtures.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { selectedCommands, tempProject, usePluginRoot, type HookJson, type Project } from '../support/hooks.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * A FIFO (or a symlink to one) inside the project is never read: a plain read blocks until a writer shows up, which
 * would hang a hook until Claude Code gives up on it, or the CLI forever. Every run here is a real process with a
 * kill timer: a regression shows as a killed process, never as a wedged test worker.
 */
const plugin = usePluginRoot()
const HANG_MS = scaled(60_000)
const agent: Caller = { sessionId: 'sess-f', agentId: 'agent-f', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-f', agent_id: 'agent-f', agent_type: 'evident:tdd-task' }

interface Ran {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

function run(
  file: string,
  args: readonly string[],
  stdin: string,
  env: Readonly<Record<string, string>>,
  cwd?: string,
): Promise<Ran> {
  return new Promise((done, fail) => {
    const child = spawn(file, args, {
      shell: false,
      cwd,
      timeout: HANG_MS,
      killSignal: 'SIGKILL',
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/tmp', ...env },
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
}

/** Every hook hooks.json selects for the event and tool, run as Claude Code runs them; the last one's result. */
async function hook(project: Project, payload: Record<string, unknown>): Promise<Ran & { output?: HookJson }> {
  const commands = selectedCommands(plugin(), String(payload['hook_event_name']), String(payload['tool_name']))
  expect(commands.length).toBeGreaterThan(0)
  let last: Ran = { code: 0, signal: null, stdout: '', stderr: '' }
  for (const command of commands) {
    const { file, args } = hookProcess(command, plugin())
    last = await run(file, args, JSON.stringify({ cwd: project.root, tool_use_id: 'tu', ...asAgent, ...payload }), {
      CLAUDE_PLUGIN_ROOT: plugin(),
      ...project.env,
    })
    expect(last.signal, `the hook hung on the FIFO and was killed; stderr: ${last.stderr}`).toBeNull()
  }
  return last.stdout === '' ? last : { ...last, output: JSON.parse(last.stdout) as HookJson }
}

const mkfifo = (path: string): void => {
  mkdirSync(join(path, '..'), { recursive: true })
  execFileSync('mkfifo', [path])
}

describe('hooks on a FIFO in the project', () => {
  it('judge a Write over a FIFO without reading it (the policy decides as for any production file)', async () => {
    const project = tempProject()
    await reach(await projectStore(project), agent, 'red')
    mkfifo(join(project.root, 'src/pipe.ts'))
    const ran = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(project.root, 'src/pipe.ts'), content: 'export const x = 1\n' },
    })
    expect(ran.code).toBe(0)
    expect(ran.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(ran.output?.hookSpecificOutput.permissionDecisionReason).toContain('src/pipe.ts')
  })

  it('judge a Write through a symlink to a FIFO the same way', async () => {
    const project = tempProject()
    await reach(await projectStore(project), agent, 'red')
    mkfifo(join(project.root, 'src/fifo'))
    symlinkSync(join(project.root, 'src/fifo'), join(project.root, 'src/link.ts'))
    const ran = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(project.root, 'src/link.ts'), content: 'export const x = 1\n' },
    })
    expect(ran.code).toBe(0)
    expect(ran.output?.hookSpecificOutput.permissionDecision).toBe('deny')
  })

  it('record an Edit of a FIFO after the fact with no content hash', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    await reach(store, agent, 'task')
    mkfifo(join(project.root, 'src/pipe.ts'))
    const ran = await hook(project, {
      hook_event_name: 'PostToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: join(project.root, 'src/pipe.ts'), old_string: 'a', new_string: 'b' },
      tool_response: {},
    })
    expect(ran).toMatchObject({ code: 0, stdout: '' })
    expect(await rows(store, 'artifacts')).toContainEqual(
      expect.objectContaining({ kind: 'code_written', file_path: 'src/pipe.ts', content_hash: null }),
    )
  })

  it('judge an edit of a bean.md that is a FIFO (the VDD Done gate reads nothing)', async () => {
    const project = tempProject()
    await projectStore(project)
    const bean = join(project.root, 'ai/beans/BEAN-001-x/bean.md')
    mkfifo(bean)
    // The gate judges the file: a FIFO reads as no file, so a Write of a Done bean sets Done and is denied…
    const ran = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: bean, content: '| **Status** | Done |\n' },
    })
    expect(ran.code).toBe(0)
    expect(ran.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(ran.output?.hookSpecificOutput.permissionDecisionReason).toContain('vdd')
    // …and an Edit finds no Status row in it to change: decided at once, nothing to deny.
    const edit = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: bean, old_string: '| **Status** | In Progress |', new_string: '| **Status** | Done |' },
    })
    expect(edit).toMatchObject({ code: 0, stdout: '' })
  })

  it('treat an evident.config.json that is a FIFO as no config', async () => {
    const project = tempProject()
    await reach(await projectStore(project), agent, 'red')
    mkfifo(join(project.root, 'evident.config.json'))
    const ran = await hook(project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: { file_path: join(project.root, 'src/math.test.ts'), content: 'it("adds", () => {})\n' },
    })
    expect(ran).toMatchObject({ code: 0, stdout: '' })
  })
})

describe('the evident CLI on a FIFO', () => {
  const cli = join(REPO, 'dist', 'mcp-server', 'src', 'entry', 'cli.js')

  it('refuses --file naming a FIFO with a clear error instead of blocking', async () => {
    expect(existsSync(cli), 'run `npm run build` first (npm test does)').toBe(true)
    const root = tempDir('evident-fifo-vdd-')
    mkfifo(join(root, 'criteria.md'))
    writeFileSync(join(root, 'README.md'), '# x\n')
    const ran = await run(
      process.execPath,
      [cli, 'vdd', '--file', 'criteria.md', '--repo-root', root],
      '',
      {
        EVIDENT_DB: join(tempDir(), 'e.sqlite'),
        HOME: root,
      },
      root,
    )
    expect(ran.signal, 'evident vdd hung on the FIFO').toBeNull()
    expect(ran.code).toBe(3)
    expect(ran.stderr).toContain('cannot read criteria.md: it is not a regular file')
  })

  it('refuses a DoD that is a FIFO (evident dod assert) with a clear error instead of blocking', async () => {
    const root = tempDir('evident-fifo-dod-')
    mkfifo(join(root, 'DOD.md'))
    const ran = await run(
      process.execPath,
      [cli, 'dod', 'assert', '--dod', 'DOD.md'],
      '',
      {
        EVIDENT_DB: join(tempDir(), 'e.sqlite'),
        HOME: root,
      },
      root,
    )
    expect(ran.signal, 'evident dod assert hung on the FIFO').toBeNull()
    expect(ran.code).not.toBe(0)
    expect(ran.stderr).toContain(`cannot read the DoD at ${join(root, 'DOD.md')}: not a regular file`)
  })
})
