import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EvidentError } from '../../mcp-server/src/kernel/errors.js'
import { keyPathFor, loadCallerSecret } from '../../mcp-server/src/kernel/identity.js'
import { REPO } from '../support/fixtures.js'
import { useBuiltStore } from '../support/dist.js'
import { tempDir } from '../support/store.js'

/**
 * The caller key is created by whichever evident process needs it first — on a project's first session that is
 * several at once (SessionStart, PreToolUse on evident's tools, the server). Every one of them must end up with the
 * same full 32-byte key: an empty or partial read would hand out a secret anyone can compute proofs with.
 */
const WORKER = join(REPO, 'test/faults/key-worker.mjs')
const PROCESSES = 6
const ROUNDS = 150

useBuiltStore('dist/mcp-server/src/kernel/identity.js')

interface KeyWorker {
  readonly ready: Promise<void>
  /** Sends one database path; resolves with the worker's answer line for it. */
  load(dbPath: string): Promise<string>
  stop(): void
}

function startWorker(): KeyWorker {
  const child = spawn(process.execPath, [WORKER], { cwd: REPO, shell: false, stdio: 'pipe' })
  let buffer = ''
  const answers: ((line: string) => void)[] = []
  let onReady = (): void => {}
  const ready = new Promise<void>((resolve) => (onReady = resolve))
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString()
    let nl: number
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl)
      buffer = buffer.slice(nl + 1)
      if (line === 'ready') onReady()
      else answers.shift()?.(line)
    }
  })
  return {
    ready,
    load: (dbPath) =>
      new Promise((resolve) => {
        answers.push(resolve)
        child.stdin.write(`${dbPath}\n`)
      }),
    stop: () => child.stdin.end(),
  }
}

describe('the caller key, created by many processes at once', () => {
  it(`gives every process the same full key: ${PROCESSES} processes × ${ROUNDS} fresh keys`, async () => {
    const dir = tempDir('evident-key-race-')
    const workers = Array.from({ length: PROCESSES }, startWorker)
    await Promise.all(workers.map((w) => w.ready))
    const bad: string[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const db = join(dir, `round-${round}.sqlite`)
      const keys = await Promise.all(workers.map((w) => w.load(db)))
      const onDisk = readFileSync(keyPathFor(db), 'utf8')
      for (const key of keys) if (!/^[0-9a-f]{64}$/.test(key) || key !== onDisk) bad.push(`round ${round}: ${key}`)
    }
    for (const w of workers) w.stop()
    expect(bad).toEqual([])
    // No temporary file is left behind.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
    expect(readdirSync(dir).filter((f) => f.endsWith('.key'))).toHaveLength(ROUNDS)
  })

  it('refuses a key file that is empty, loudly, instead of proving with an empty secret', () => {
    const db = join(tempDir('evident-key-empty-'), 'e.sqlite')
    writeFileSync(keyPathFor(db), '')
    expect(() => loadCallerSecret(db)).toThrow(EvidentError)
    expect(() => loadCallerSecret(db)).toThrow(/holds 0 characters, not 64 hex characters/)
  })
})
