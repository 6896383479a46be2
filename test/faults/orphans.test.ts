import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { projectKey } from '../../mcp-server/src/kernel/paths.js'
import { recordedGroups, withRunLock } from '../../mcp-server/src/runners/lock.js'
import { RUN_TOKEN_ENV, runProcess } from '../../mcp-server/src/runners/spawn.js'
import { copyFixture } from '../support/fixtures.js'
import { callTool, initialize, startServer, withId, type StdioServer } from '../support/stdio-server.js'
import { tempDir } from '../support/store.js'
import { scaled, until } from '../support/time.js'

/**
 * A test run never outlives the server that started it. The runner used to get a process group of its own while its
 * time limit lived in the server and the run lock named only the server: a killed server left the run going forever
 * and the next run started beside it. Now a supervisor process owns the limit and kills the group when the server
 * goes; the lock records the group, and a run that finds a stale lock kills what it records first.
 * Real processes throughout: the built server, the project's vitest, real commands; Linux /proc to see groups.
 */
const groups: number[] = []

afterEach(() => {
  for (const pgid of groups.splice(0)) signalGroup(pgid, 'SIGKILL')
})

function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal)
    return true
  } catch {
    return false
  }
}

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, pgrp, …]; undefined once the process is gone. */
function stat(pid: string | number): readonly string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return text.slice(text.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

const pids = (): string[] => readdirSync('/proc').filter((p) => /^\d+$/.test(p))

/**
 * Pids of the live processes in a group. A killed process whose parent has died stays a zombie until init reaps it;
 * some container inits never do, so a zombie counts as gone.
 */
function members(pgid: number): number[] {
  return pids()
    .filter((p) => {
      const fields = stat(p)
      return fields !== undefined && Number(fields[2]) === pgid && fields[0] !== 'Z'
    })
    .map(Number)
}

const gone = (pgid: number): boolean => members(pgid).length === 0

/** Live children of a process. */
function childrenOf(pid: number): number[] {
  return pids()
    .filter((p) => {
      const fields = stat(p)
      return fields !== undefined && Number(fields[1]) === pid && fields[0] !== 'Z'
    })
    .map(Number)
}

const lockOf = (server: StdioServer, root: string): string => join(server.dbPath, '..', `${projectKey(root)}.run.lock`)

/** Waits until the server's run lock records the runner's group, and returns it. */
async function runningGroup(server: StdioServer, root: string): Promise<number> {
  let pgid: number | undefined
  await until('the run lock records a process group', () => {
    pgid = recordedGroups(lockOf(server, root))[0]?.pgid
    return pgid !== undefined
  })
  groups.push(pgid ?? 0)
  return pgid ?? 0
}

/** A project whose junit runners hang (ignoring SIGTERM, so only SIGKILL ends them) or pass at once. */
function junitProject(): string {
  const root = tempDir('evident-orphans-')
  const passXml = '<testsuite name="s" tests="1"><testcase name="t" classname="c" file="t.js"/></testsuite>'
  writeFileSync(
    join(root, 'evident.config.json'),
    JSON.stringify({
      runners: {
        default: {
          kind: 'junit',
          argv: [process.execPath, '-e', "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"],
          junitPath: 'out.xml',
          fileArgs: 'none',
        },
        quick: {
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

describe('a test run whose server is killed', () => {
  it('dies with it: SIGKILL of the server during a hanging vitest run ends the whole runner group', async () => {
    const root = copyFixture('hanging')
    const server = startServer({ root })
    await initialize(server)
    callTool(server, 2, 'run_tests', { timeoutSec: 600 })
    const pgid = await runningGroup(server, root)
    // vitest itself and its fork worker running the hanging test.
    await until('vitest runs its worker', () => members(pgid).length >= 2)
    const supervisor = childrenOf(server.child.pid ?? 0)
    expect(supervisor).toHaveLength(1)
    server.child.kill('SIGKILL')
    await until('the runner group is gone', () => gone(pgid))
    await until('the supervisor is gone', () => gone(supervisor[0] ?? 0))
  })

  it('still ends at its time limit while the server is frozen (the limit lives in the supervisor)', async () => {
    const root = junitProject()
    const server = startServer({ root })
    await initialize(server)
    callTool(server, 2, 'run_tests', { timeoutSec: 1 })
    const pgid = await runningGroup(server, root)
    server.child.kill('SIGSTOP')
    try {
      // 1 s limit, 2 s grace before SIGKILL (the command ignores SIGTERM).
      await until('the runner group is gone', () => gone(pgid))
    } finally {
      server.child.kill('SIGCONT')
    }
    const answer = await server.next(withId(2))
    expect((answer['result'] as { structuredContent: unknown }).structuredContent).toMatchObject({
      outcome: 'timeout',
    })
  })

  it('is killed by the next run when its server and supervisor were both killed (stale lock)', async () => {
    const root = junitProject()
    const dataDir = tempDir('evident-orphans-data-')
    const first = startServer({ root, dataDir })
    await initialize(first)
    callTool(first, 2, 'run_tests', {})
    const pgid = await runningGroup(first, root)
    const [supervisor] = childrenOf(first.child.pid ?? 0)
    expect(supervisor).toBeDefined()
    // Freeze the server so it cannot react, kill the supervisor, then the server: nobody is left to clean up.
    first.child.kill('SIGSTOP')
    process.kill(supervisor ?? 0, 'SIGKILL')
    first.child.kill('SIGKILL')
    await first.exited()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(gone(pgid), 'the orphaned run still runs').toBe(false)

    const second = startServer({ root, dataDir })
    await initialize(second)
    callTool(second, 2, 'run_tests', { project: 'quick' })
    const answer = await second.next(withId(2))
    expect(answer['result']).toMatchObject({ structuredContent: { outcome: 'passed' } })
    expect(gone(pgid), 'the orphaned run was killed before the new one').toBe(true)
    expect(second.stderr()).toContain(`its process group ${pgid} was killed`)
  })
})

describe('withRunLock on a stale lock', () => {
  /** A process group of its own, carrying `token` in its environment as a run's would. */
  function orphan(token: string): number {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, [RUN_TOKEN_ENV]: token },
    })
    child.unref()
    groups.push(child.pid ?? 0)
    return child.pid ?? 0
  }
  const deadPid = (): number =>
    Number(
      spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout,
    )

  it('kills the process group the lock records when the group carries the recorded token', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    const pgid = orphan('aa11')
    writeFileSync(lock, `${deadPid()} 2026-01-01T00:00:00.000Z\ngroup ${pgid} aa11\n`)
    await expect(withRunLock(lock, 1000, async () => 'ran')).resolves.toBe('ran')
    await until('the recorded group is gone', () => gone(pgid))
  })

  it('leaves a group alone whose processes do not carry the token (the id was reused), and says so', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    const pgid = orphan('bb22')
    writeFileSync(lock, `${deadPid()} 2026-01-01T00:00:00.000Z\ngroup ${pgid} cc33\n`)
    const logged: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      logged.push(String(chunk))
      return true
    })
    await expect(withRunLock(lock, 1000, async () => 'ran')).resolves.toBe('ran')
    vi.restoreAllMocks()
    expect(gone(pgid)).toBe(false)
    expect(logged.join('')).toContain(
      `its process group ${pgid} still runs and could not be verified as that run, so it was left alone`,
    )
  })

  it('records the running group while the run holds the lock', async () => {
    const lock = join(tempDir(), 'p.run.lock')
    const seen = await withRunLock(lock, 1000, async (held) => {
      const ran = await runProcess({
        command: process.execPath,
        args: ['-e', `process.stdout.write(process.env.${RUN_TOKEN_ENV})`],
        cwd: tempDir(),
        timeoutMs: scaled(10_000),
        onProcessGroup: held.recordGroup,
      })
      return { token: ran.stdout, recorded: recordedGroups(lock) }
    })
    expect(seen.recorded).toEqual([{ pgid: expect.any(Number), token: seen.token }])
  })
})

describe('runProcess', () => {
  it('kills what the command left running in its group once it exits', async () => {
    const ran = await runProcess({
      command: process.execPath,
      args: [
        '-e',
        "const c = require('child_process').spawn('sleep', ['600'], { stdio: 'ignore' }); c.unref(); process.stdout.write(String(c.pid))",
      ],
      cwd: tempDir(),
      timeoutMs: scaled(10_000),
    })
    expect(ran).toMatchObject({ exitCode: 0, timedOut: false })
    const left = Number(ran.stdout)
    expect(left).toBeGreaterThan(0)
    await until('the leftover sleep is gone', () => stat(left) === undefined || stat(left)?.[0] === 'Z')
  })

  it('kills the group at the time limit, escalating to SIGKILL for a command that ignores SIGTERM', async () => {
    // SIGTERM is ignored from the command's first instruction (`env` sets it before exec; a command that installs a
    // handler itself could be sent SIGTERM before it does on a loaded machine, and die of it).
    const ran = await runProcess({
      command: 'env',
      args: ['--ignore-signal=TERM', 'sleep', '600'],
      cwd: tempDir(),
      timeoutMs: 500,
    })
    expect(ran).toMatchObject({ timedOut: true, exitCode: null, signal: 'SIGKILL' })
  })

  it('kills the command when its supervisor dies, and says what happened', async () => {
    let supervisor: number | undefined
    let pgid: number | undefined
    const running = runProcess({
      command: process.execPath,
      args: ['-e', 'setInterval(() => {}, 1000)'],
      cwd: tempDir(),
      timeoutMs: scaled(60_000),
      onSpawn: (child) => (supervisor = child.pid),
      onProcessGroup: (group) => {
        pgid = group.pgid
        groups.push(group.pgid)
        process.kill(supervisor ?? 0, 'SIGKILL')
      },
    })
    const ran = await running
    expect(ran.error).toBe("the run's supervisor ended (SIGKILL) before the command finished")
    expect(ran).toMatchObject({ exitCode: null, timedOut: false })
    await until('the command group is gone', () => gone(pgid ?? 0))
  })

  it('reports a command that cannot start', async () => {
    const ran = await runProcess({
      command: 'evident-no-such-command',
      args: [],
      cwd: tempDir(),
      timeoutMs: scaled(10_000),
    })
    expect(ran.error).toContain('ENOENT')
  })
})
