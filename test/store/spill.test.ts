import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openHookDb, recordDecidedViolations, type HookDb } from '../../mcp-server/src/store/hook-db.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import {
  appendSpill,
  recoverOrphanClaims,
  replaySpill,
  spillPath,
  writeBriefly,
  type SpillEntry,
} from '../../mcp-server/src/store/spill.js'
import { REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'

const caller = { sessionId: 's-1', agentId: 'a-1', agentType: 'evident:tdd-task' }
const open: { close(): unknown }[] = []
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close()
})

async function store(): Promise<{ path: string; store: Store; hook: HookDb }> {
  const path = join(tempDir('evident-spill-'), 'evident.sqlite')
  const s = await openStore(path)
  open.push(s)
  const hook = openHookDb(path)
  if (hook === undefined) throw new Error('no database')
  open.push(hook)
  return { path, store: s, hook }
}

const violation = (detail: string, at = '2024-01-02T03:04:05.678Z'): SpillEntry => ({
  type: 'violation',
  at,
  caller,
  taskId: null,
  kind: 'SESSION_BYPASS',
  detail,
  toolName: 'Bash',
})

/**
 * A second process holding the write lock of `path` until killed (as an agent's background `node -e` would). The
 * release resolves once the process is gone, its lock with it.
 */
async function holdWriteLock(path: string): Promise<() => Promise<void>> {
  const script =
    `const D = require(${JSON.stringify(join(REPO, 'node_modules', 'better-sqlite3'))});` +
    `const db = new D(process.argv[1]); db.exec('begin immediate'); process.stdout.write('locked\\n'); setTimeout(() => {}, 60000)`
  const child = spawn(process.execPath, ['-e', script, path], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('locked')) resolve()
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`lock holder exited ${code}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const release = async (): Promise<void> => {
    child.kill('SIGKILL')
    await exited
  }
  open.push({ close: release })
  return release
}

const claimedFiles = (path: string): string[] =>
  readdirSync(dirname(path)).filter((f) => f.startsWith('evident.sqlite.spill.'))

describe('spill', () => {
  it('replays spilled rows with their original time and deletes the spill', async () => {
    const { path, hook } = await store()
    appendSpill(path, [
      violation('first'),
      {
        type: 'hook_error',
        at: '2024-01-02T03:04:06.000Z',
        hook: 'PreToolUse',
        message: 'busy',
        sessionId: 's-1',
        failedOpen: true,
      },
    ])
    expect(statSync(spillPath(path)).mode & 0o777).toBe(0o600)
    expect(replaySpill(hook.sqlite, path)).toBe(2)
    expect(existsSync(spillPath(path))).toBe(false)
    expect(claimedFiles(path)).toEqual([])
    expect(hook.sqlite.prepare('select kind, detail, at, tool_name from violations').all()).toEqual([
      { kind: 'SESSION_BYPASS', detail: 'first', at: '2024-01-02T03:04:05.678Z', tool_name: 'Bash' },
    ])
    expect(hook.sqlite.prepare('select hook, session_id, failed_open, at from hook_errors').all()).toEqual([
      { hook: 'PreToolUse', session_id: 's-1', failed_open: 1, at: '2024-01-02T03:04:06.000Z' },
    ])
  })

  it('costs nothing without a spill file', async () => {
    const { path, hook } = await store()
    expect(replaySpill(hook.sqlite, path)).toBe(0)
  })

  it('lets one of two replayers win the claim: every line is inserted once', async () => {
    const { path, hook } = await store()
    const other = openHookDb(path)
    if (other === undefined) throw new Error('no database')
    open.push(other)
    appendSpill(path, [violation('one'), violation('two')])
    const counts = [replaySpill(hook.sqlite, path), replaySpill(other.sqlite, path)]
    expect(counts.sort()).toEqual([0, 2])
    expect(hook.sqlite.prepare('select detail from violations order by id').all()).toEqual([
      { detail: 'one' },
      { detail: 'two' },
    ])
  })

  it('puts the lines back when the insert fails, and replays them once the store is free', async () => {
    const { path, hook } = await store()
    appendSpill(path, [violation('kept')])
    const before = readFileSync(spillPath(path), 'utf8')
    const release = await holdWriteLock(path)
    const started = Date.now()
    expect(() => replaySpill(hook.sqlite, path)).toThrow(/locked|busy/i)
    // No wait for the busy timeout (5 s): the replay gives up at once (the bound is slack for a loaded machine).
    expect(Date.now() - started).toBeLessThan(2500)
    expect(readFileSync(spillPath(path), 'utf8')).toBe(before)
    expect(claimedFiles(path)).toEqual([])
    await release()
    expect(replaySpill(hook.sqlite, path)).toBe(1)
    expect(hook.sqlite.prepare('select detail from violations').all()).toEqual([{ detail: 'kept' }])
  })

  it('skips torn lines instead of failing the replay', async () => {
    const { path, hook } = await store()
    appendSpill(path, [violation('good')])
    writeFileSync(spillPath(path), `${readFileSync(spillPath(path), 'utf8')}{"type":"viol`, { flag: 'w' })
    expect(replaySpill(hook.sqlite, path)).toBe(1)
    expect(existsSync(spillPath(path))).toBe(false)
  })

  it('is replayed when the store is opened (server, CLI)', async () => {
    const { path, store: s } = await store()
    appendSpill(path, [violation('at open')])
    const again = await openStore(path)
    open.push(again)
    expect(existsSync(spillPath(path))).toBe(false)
    expect((await s.db.selectFrom('violations').select('detail').execute()).map((r) => r.detail)).toEqual(['at open'])
  })
})

describe('orphaned claims', () => {
  it('puts back a claim whose replayer died, keeps a live one, and the next open replays it', async () => {
    const { path, store: s } = await store()
    const dead = `${spillPath(path)}.999999999-1-x.claimed`
    const live = `${spillPath(path)}.${process.pid}-1-y.claimed`
    writeFileSync(dead, `${JSON.stringify(violation('from a dead replayer'))}\n`)
    writeFileSync(live, `${JSON.stringify(violation('still being replayed'))}\n`)
    expect(recoverOrphanClaims(path)).toBe(1)
    expect(existsSync(dead)).toBe(false)
    expect(existsSync(live)).toBe(true)
    const reopened = await openStore(path)
    open.push(reopened)
    const rows = await s.db.selectFrom('violations').select('detail').execute()
    expect(rows).toEqual([{ detail: 'from a dead replayer' }])
  })
})

describe('recordDecidedViolations', () => {
  it('writes directly when the store is free', async () => {
    const { path, hook } = await store()
    const at = '2024-05-06T07:08:09.000Z'
    expect(
      recordDecidedViolations(hook, path, caller, [
        { kind: 'UNCITED_FIX', detail: 'd', toolName: 'Edit', at, taskId: undefined },
      ]),
    ).toBe('recorded')
    expect(hook.sqlite.prepare('select kind, at from violations').all()).toEqual([{ kind: 'UNCITED_FIX', at }])
  })

  it('spills within a second when another process holds the write lock', async () => {
    const { path, hook } = await store()
    await holdWriteLock(path)
    const started = Date.now()
    const where = recordDecidedViolations(hook, path, caller, [
      { kind: 'UNCITED_FIX', detail: 'd', toolName: 'Edit', at: new Date().toISOString(), taskId: null },
    ])
    // A brief wait, not the busy timeout (5 s): the bound is half of it, slack for a loaded machine.
    expect(Date.now() - started).toBeLessThan(2500)
    expect(where).toBe('spilled')
    const lines = readFileSync(spillPath(path), 'utf8').trim().split('\n')
    expect(lines.map((l) => JSON.parse(l) as { kind: string; caller: unknown })).toMatchObject([
      { kind: 'UNCITED_FIX', caller: { sessionId: 's-1', agentId: 'a-1' } },
    ])
    // Reads do not wait for the writer (WAL); the connection's own busy timeout is back to what it was.
    expect(hook.sqlite.prepare('select count(*) as n from violations').get()).toEqual({ n: 0 })
    expect(hook.sqlite.pragma('busy_timeout', { simple: true })).toBe(5000)
  })

  it('writeBriefly retries only while busy: other errors are thrown at once', async () => {
    const { hook } = await store()
    let calls = 0
    expect(() =>
      writeBriefly(hook.sqlite, () => {
        calls++
        throw new Error('a bug')
      }),
    ).toThrow('a bug')
    expect(calls).toBe(1)
    expect(hook.sqlite.inTransaction).toBe(false)
  })
})
