import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../mcp-server/src/store/migrations.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { REPO } from '../support/fixtures.js'
import { useBuiltStore } from '../support/dist.js'
import { tempDir } from '../support/store.js'

const WORKER = join(REPO, 'test/faults/open-worker.mjs')
const PROCESSES = 16
const ROUNDS = 100

useBuiltStore('dist/mcp-server/src/store/index.js')

interface OpenWorker {
  /** Resolves when the worker printed `line` (e.g. "ready", "done 3"). */
  reached(line: string): Promise<void>
  go(): void
  readonly done: Promise<{
    readonly code: number | null
    readonly failures: readonly string[]
    readonly stderr: string
  }>
}

function startWorker(dir: string, rounds: number): OpenWorker {
  const child = spawn(process.execPath, [WORKER, dir, String(rounds)], {
    cwd: REPO,
    shell: false,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  const seen = new Set<string>()
  const waiting = new Map<string, () => void>()
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
    for (const line of stdout.split('\n').slice(0, -1)) {
      seen.add(line)
      waiting.get(line)?.()
    }
  })
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const done = new Promise<{ code: number | null; failures: readonly string[]; stderr: string }>((resolve) => {
    child.on('close', (code) => {
      for (const release of waiting.values()) release()
      const last = stdout.trim().split('\n').at(-1) ?? ''
      resolve({
        code,
        failures: last.startsWith('[') ? (JSON.parse(last) as string[]) : [`no result: ${last}`],
        stderr,
      })
    })
  })
  return {
    reached: (line) =>
      seen.has(line) || child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => waiting.set(line, resolve)),
    go: () => child.stdin.write('go\n'),
    done,
  }
}

describe('openStore on a new file from many processes at once', () => {
  it(`creates and migrates it exactly once: ${PROCESSES} processes, ${ROUNDS} rounds, no failure`, async () => {
    const dir = tempDir('evident-first-open-')
    const workers = Array.from({ length: PROCESSES }, () => startWorker(dir, ROUNDS))
    await Promise.all(workers.map((w) => w.reached('ready')))
    const started = Date.now()
    for (let round = 0; round < ROUNDS; round++) {
      // A barrier per round: every worker is released onto the same fresh file at the same moment.
      for (const w of workers) w.go()
      await Promise.all(workers.map((w) => w.reached(`done ${round}`)))
    }
    const results = await Promise.all(workers.map((w) => w.done))
    const seconds = (Date.now() - started) / 1000
    process.stderr.write(`first-open stress: ${PROCESSES} processes × ${ROUNDS} rounds in ${seconds.toFixed(1)} s\n`)

    expect(results.flatMap((r) => r.failures)).toEqual([])
    for (const r of results) expect(r.code, r.stderr).toBe(0)
    // Every file holds one schema: each migration recorded once, one sequence row.
    for (const round of [0, ROUNDS - 1]) {
      const store = await openStore(join(dir, `round-${round}.sqlite`))
      const names = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db)
      expect(names.rows.map((n) => n.name)).toEqual(Object.keys(migrations).sort())
      expect(await store.db.selectFrom('meta').selectAll().execute()).toHaveLength(1)
      await store.close()
    }
  })
})
