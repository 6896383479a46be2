import { execFileSync, spawn } from 'node:child_process'
import { existsSync, lstatSync, mkdirSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openStore } from '../../mcp-server/src/store/index.js'
import { REPO } from '../support/fixtures.js'
import { useBuiltStore } from '../support/dist.js'
import { selectedCommands, tempProject, usePluginRoot, type HookJson, type Project } from '../support/hooks.js'
import { hookProcess } from '../../scripts/hook-commands.js'
import { callTool, initialize, startServer, withId } from '../support/stdio-server.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/**
 * What is at the database path is looked at before SQLite opens it (store/db-file.ts). An empty (0-byte) file evident
 * was not creating, or a truncated one, is damaged: the server, the hooks and the CLI each say so with the standard
 * advice, and none of them takes it for a new store or touches it. A FIFO, a device, a directory or a dangling link
 * there is refused with a clear error — never a hang (each process runs under a kill timer), never a file created
 * where the link points. Real processes: the hook CLI as Claude Code runs it, the built server and CLI.
 */
const plugin = usePluginRoot()
useBuiltStore('dist/mcp-server/src/entry/main.js')
const CLI = join(REPO, 'dist', 'mcp-server', 'src', 'entry', 'cli.js')
const HANG_MS = scaled(60_000)
const ADVICE = 'move the file aside (this starts a new evidence record) or point EVIDENT_DB at another file'
const asAgent = { session_id: 'sess-d', agent_id: 'agent-d', agent_type: 'evident:tdd-task' }

interface Ran {
  readonly code: number | null
  readonly signal: NodeJS.Signals | null
  readonly stdout: string
  readonly stderr: string
}

function run(file: string, args: readonly string[], stdin: string, env: Record<string, string>, cwd?: string) {
  return new Promise<Ran>((done, fail) => {
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

/** Every hook hooks.json selects, as Claude Code runs them; the last one's result. None may hang. */
async function hook(project: Project, payload: Record<string, unknown>): Promise<Ran & { output?: HookJson }> {
  const commands = selectedCommands(plugin(), String(payload['hook_event_name']), payload['tool_name'] as string)
  expect(commands.length).toBeGreaterThan(0)
  let last: Ran = { code: 0, signal: null, stdout: '', stderr: '' }
  for (const command of commands) {
    const { file, args } = hookProcess(command, plugin())
    last = await run(file, args, JSON.stringify({ cwd: project.root, tool_use_id: 'tu', ...asAgent, ...payload }), {
      CLAUDE_PLUGIN_ROOT: plugin(),
      ...project.env,
    })
    expect(last.signal, `the hook hung and was killed; stderr: ${last.stderr}`).toBeNull()
  }
  return last.stdout === '' ? last : { ...last, output: JSON.parse(last.stdout) as HookJson }
}

const write = (project: Project) =>
  hook(project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Write',
    tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'export const a = 1\n' },
  })

const denialOf = (ran: { output?: HookJson; stderr: string }): string => {
  expect(ran.output?.hookSpecificOutput.permissionDecision, ran.stderr).toBe('deny')
  return ran.output?.hookSpecificOutput.permissionDecisionReason ?? ''
}

/** `evident sessions` (a read-only command) on the project, under a kill timer. */
async function cli(project: Project): Promise<Ran> {
  expect(existsSync(CLI), 'run `npm run build` first (npm test does)').toBe(true)
  const ran = await run(process.execPath, [CLI, 'sessions'], '', { ...project.env }, project.root)
  expect(ran.signal, `evident sessions hung and was killed; stderr: ${ran.stderr}`).toBeNull()
  return ran
}

/** One tool call to a real server whose database is at `dbPath` (the server opens it lazily). */
async function serverCall(dbPath: string): Promise<string> {
  const server = startServer({ env: { EVIDENT_DB: dbPath } })
  await initialize(server)
  callTool(server, 2, 'tdd_task', { action: 'start', goal: 'g' })
  const answer = await server.next(withId(2), HANG_MS)
  return JSON.stringify(answer['result'] ?? answer['error'])
}

/** The file's size, mode and change time: "untouched" means all three as before. */
const fingerprint = (path: string): string => {
  const s = lstatSync(path)
  return `${s.size} ${s.mode} ${s.mtimeMs} ${s.ctimeMs}`
}

describe('a 0-byte database evident was not creating', () => {
  it('is damaged to the hooks, the CLI and the server, with the standard advice, and is left as it is', async () => {
    const project = tempProject()
    mkdirSync(join(project.dbPath, '..'), { recursive: true })
    writeFileSync(project.dbPath, '')
    const before = fingerprint(project.dbPath)

    const reason = denialOf(await write(project))
    expect(reason).toContain('is damaged: it is empty (0 bytes), and evident was not creating it')
    expect(reason).toContain(ADVICE)
    expect(reason).toContain('not a rule violation')

    const start = await hook(project, { hook_event_name: 'SessionStart', source: 'startup' })
    const told = start.output?.hookSpecificOutput.additionalContext ?? ''
    expect(told).toContain('evident cannot use its evidence store')
    expect(told).toContain('it is empty (0 bytes)')
    expect(told).toContain(ADVICE)
    expect(told.length).toBeLessThanOrEqual(800)

    const listed = await cli(project)
    expect(listed.code).not.toBe(0)
    expect(listed.stderr).toContain('is damaged: it is empty (0 bytes)')
    expect(listed.stderr).toContain(ADVICE)

    const answer = await serverCall(project.dbPath)
    expect(answer).toContain('is damaged: it is empty (0 bytes)')

    // Nothing took it for a new store: still 0 bytes, same inode state; no WAL or creation marker beside it.
    expect(fingerprint(project.dbPath)).toBe(before)
    expect(existsSync(`${project.dbPath}-wal`)).toBe(false)
    expect(existsSync(`${project.dbPath}.creating`)).toBe(false)
  })

  it('is created as usual when evident itself was creating it (its creation marker beside it)', async () => {
    const project = tempProject()
    mkdirSync(join(project.dbPath, '..'), { recursive: true })
    writeFileSync(project.dbPath, '')
    writeFileSync(`${project.dbPath}.creating`, '')
    const start = await hook(project, { hook_event_name: 'SessionStart', source: 'startup' })
    expect(start.output?.hookSpecificOutput.additionalContext).toContain('evident is active')
    expect(statSync(project.dbPath).size).toBeGreaterThan(0)
    expect(existsSync(`${project.dbPath}.creating`)).toBe(false)
  })
})

describe('a truncated database', () => {
  it('is damaged to the CLI and the hooks, and is left as it is', async () => {
    const project = tempProject()
    const store = await openStore(project.dbPath)
    await store.write(async (tx) => {
      for (let i = 0; i < 400; i++)
        await tx
          .insertInto('callers')
          .values({ session_id: `s-${i}`, agent_id: 'a'.repeat(200) })
          .execute()
    })
    await store.close()
    const full = statSync(project.dbPath).size
    expect(existsSync(`${project.dbPath}-wal`)).toBe(false)
    truncateSync(project.dbPath, Math.floor(full / 2 / 4096) * 4096)
    const before = fingerprint(project.dbPath)

    const listed = await cli(project)
    expect(listed.code).not.toBe(0)
    expect(listed.stderr).toMatch(/is damaged: it is truncated \(\d+ bytes; its header says \d+\)/)
    expect(listed.stderr).toContain(ADVICE)
    expect(denialOf(await write(project))).toContain('is damaged: it is truncated')
    expect(fingerprint(project.dbPath)).toBe(before)
  })
})

describe('something other than a regular file at the database path', () => {
  it('a FIFO: refused by the hooks, the CLI and the server, nobody blocks on it', async () => {
    const project = tempProject()
    mkdirSync(join(project.dbPath, '..'), { recursive: true })
    execFileSync('mkfifo', [project.dbPath])

    expect(denialOf(await write(project))).toContain('is a FIFO, not a regular file')
    const listed = await cli(project)
    expect(listed.code).not.toBe(0)
    expect(listed.stderr).toContain('is a FIFO, not a regular file')
    expect(await serverCall(project.dbPath)).toContain('is a FIFO, not a regular file')
    expect(lstatSync(project.dbPath).isFIFO()).toBe(true)
  })

  it('a directory, a device, a link to a device: refused, and said what it is', async () => {
    for (const [make, what] of [
      [(path: string) => mkdirSync(path), 'is a directory'],
      [(path: string) => symlinkSync('/dev/null', path), 'is a link to a device'],
    ] as const) {
      const project = tempProject()
      mkdirSync(join(project.dbPath, '..'), { recursive: true })
      make(project.dbPath)
      const listed = await cli(project)
      expect(listed.code).not.toBe(0)
      expect(listed.stderr).toContain(`${what}, not a regular file`)
      expect(denialOf(await write(project))).toContain(`${what}, not a regular file`)
    }
  })

  it('a dangling link: refused, and nothing is created where it points', async () => {
    const project = tempProject()
    const elsewhere = join(tempDir('evident-elsewhere-'), 'planted.sqlite')
    mkdirSync(join(project.dbPath, '..'), { recursive: true })
    symlinkSync(elsewhere, project.dbPath)
    const start = await hook(project, { hook_event_name: 'SessionStart', source: 'startup' })
    expect(start.output?.hookSpecificOutput.additionalContext).toContain('is a dangling link, not a regular file')
    const answer = await serverCall(project.dbPath)
    expect(answer).toContain('is a dangling link, not a regular file')
    expect(existsSync(elsewhere)).toBe(false)
  })
})
