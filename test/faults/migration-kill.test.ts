import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../mcp-server/src/store/migrations.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { REPO } from '../support/fixtures.js'
import { useBuiltStore } from '../support/dist.js'
import { tempDir } from '../support/store.js'

/**
 * SIGKILL at a random moment of a first open (creating and migrating a new file) or of an upgrade (migrating a file
 * that holds evidence): the next open must succeed, with the full schema and every row the file held — never a file
 * that is "damaged" or that the user is told to move aside. The kill cannot be aimed inside a migration from outside,
 * so each trial's state at the kill is classified (as found on disk before reopening), and the test requires that
 * enough kills landed before the migrations were committed for the trials to mean something.
 */
const WORKER = join(REPO, 'test/faults/open-loop-worker.mjs')
const FRESH_TRIALS = 60
const UPGRADE_TRIALS = 30
const PARALLEL = 4
const ALL = Object.keys(migrations).sort()

useBuiltStore('dist/mcp-server/src/store/index.js')

interface Worker {
  readonly ready: Promise<void>
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>
  kill(): void
}

function startWorker(mode: 'fresh' | 'open', path: string): Worker {
  const child = spawn(process.execPath, [WORKER, mode, path], { cwd: REPO, shell: false, stdio: 'pipe' })
  let stdout = ''
  let stderr = ''
  let onReady = (): void => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    if (stdout.includes('ready\n')) onReady()
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) =>
      child.on('close', (code, signal) => {
        onReady()
        resolve({ code, signal, stdout, stderr })
      }),
  )
  return { ready, exited, kill: () => child.kill('SIGKILL') }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** What a killed open left on disk, read with a plain connection before evident opens the file again. */
function stateOnDisk(file: string): 'no file' | 'empty file' | 'no schema' | 'partial' | 'complete' {
  if (!existsSync(file)) return 'no file'
  if (statSync(file).size === 0 && !existsSync(`${file}-wal`)) return 'empty file'
  const raw = new SQLite(file)
  try {
    const table = raw.prepare(`select 1 from sqlite_master where name = 'kysely_migration'`).get()
    if (table === undefined) return 'no schema'
    const done = raw.prepare('select count(*) as n from kysely_migration').get() as { n: number }
    return done.n === ALL.length ? 'complete' : 'partial'
  } finally {
    raw.close()
  }
}

async function expectUsable(file: string): Promise<void> {
  const store = await openStore(file)
  try {
    const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db)
    expect(names.rows.map((r) => r.name)).toEqual(ALL)
    expect(await store.db.selectFrom('meta').selectAll().execute()).toHaveLength(1)
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(store.db)
    expect(integrity.rows).toEqual([{ integrity_check: 'ok' }])
  } finally {
    await store.close()
  }
}

/** Runs `trial(i)` for i < count, `PARALLEL` at a time. */
async function inBatches<T>(count: number, trial: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < count; start += PARALLEL) {
    const batch = Array.from({ length: Math.min(PARALLEL, count - start) }, (_, k) => trial(start + k))
    results.push(...(await Promise.all(batch)))
  }
  return results
}

function tally(states: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const s of states) counts[s] = (counts[s] ?? 0) + 1
  return counts
}

describe('a kill during the first open of a new database', () => {
  it(`leaves every file openable: ${FRESH_TRIALS} SIGKILLs at random moments`, async () => {
    const states = await inBatches(FRESH_TRIALS, async () => {
      const dir = tempDir('evident-kill-fresh-')
      const worker = startWorker('fresh', dir)
      await worker.ready
      // The worker creates a file every ~15 ms; the kill lands in some open of some file.
      await sleep(20 + Math.random() * 80)
      worker.kill()
      const exit = await worker.exited
      expect(exit.signal, exit.stderr).toBe('SIGKILL')
      const files = readdirSync(dir)
        .filter((f) => /^round-\d+\.sqlite$/.test(f))
        .sort((a, b) => Number(a.slice(6, -7)) - Number(b.slice(6, -7)))
      const last = files.at(-1)
      const state = last === undefined ? 'no file' : stateOnDisk(join(dir, last))
      for (const f of files) await expectUsable(join(dir, f))
      return state
    })
    const counts = tally(states)
    process.stderr.write(`kill during first open: state at the kill ${JSON.stringify(counts)}\n`)
    // The trials mean something only if many kills landed before the schema was committed.
    const interrupted = states.filter((s) => s !== 'complete' && s !== 'no file').length
    expect(interrupted, JSON.stringify(counts)).toBeGreaterThanOrEqual(FRESH_TRIALS / 4)
    expect(states).not.toContain('partial')
  })
})

/** A database at the first schema only, holding evidence rows that later migrations carry over (callers → identity). */
async function oldDatabase(dir: string, callers: number): Promise<string> {
  const file = join(dir, 'old.sqlite')
  const raw = new SQLite(file)
  raw.pragma('journal_mode = WAL')
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) })
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } })
  const { error } = await migrator.migrateTo(ALL[0] as string)
  if (error !== undefined) throw error
  const insert = raw.prepare('insert into callers (session_id, agent_id) values (?, ?)')
  raw.transaction(() => {
    for (let i = 0; i < callers; i++) insert.run(`session-${i % 50}`, `agent-${i}`)
  })()
  raw.pragma('wal_checkpoint(TRUNCATE)')
  await db.destroy()
  return file
}

describe('a kill during the upgrade of a database that holds evidence', () => {
  it(`loses no row and leaves the file upgradable: ${UPGRADE_TRIALS} SIGKILLs at random moments`, async () => {
    const CALLERS = 20_000
    const dir = tempDir('evident-kill-upgrade-')
    const template = await oldDatabase(dir, CALLERS)
    // How long an uninterrupted upgrade takes in a worker, from "ready" to exit: the kills are spread over it.
    const timed = join(dir, 'timed.sqlite')
    copyFileSync(template, timed)
    const probe = startWorker('open', timed)
    await probe.ready
    const t0 = performance.now()
    const probeExit = await probe.exited
    const upgradeMs = performance.now() - t0
    expect(probeExit.stdout, probeExit.stderr).toContain('done')

    const states = await inBatches(UPGRADE_TRIALS, async (i) => {
      const file = join(dir, `trial-${i}.sqlite`)
      copyFileSync(template, file)
      const worker = startWorker('open', file)
      await worker.ready
      await sleep(Math.random() * upgradeMs * 1.2)
      worker.kill()
      await worker.exited
      const state = stateOnDisk(file)
      await expectUsable(file)
      const store = await openStore(file)
      try {
        const rows = await store.db.selectFrom('callers').select(['identity']).execute()
        expect(rows).toHaveLength(CALLERS)
        expect(new Set(rows.map((r) => r.identity))).toEqual(new Set(['hook']))
      } finally {
        await store.close()
      }
      return state
    })
    const counts = tally(states)
    process.stderr.write(
      `kill during upgrade (${upgradeMs.toFixed(0)} ms uninterrupted): state at the kill ${JSON.stringify(counts)}\n`,
    )
    expect(counts['partial'] ?? 0, JSON.stringify(counts)).toBeGreaterThanOrEqual(UPGRADE_TRIALS / 5)
  })
})
