import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Readable } from 'node:stream'
import { runProcess } from '../../mcp-server/src/runners/spawn.js'
import { reporterPath } from '../../mcp-server/src/runners/vitest.js'
import { ensureCallerRow, openHookDb } from '../../mcp-server/src/store/hook-db.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { freshBundle } from '../support/bundle-cache.js'
import { copyFixture, REPO } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'
import { scaled } from '../support/time.js'

/** A fixture project whose own vitest config adds evident's reporter, run from a "shell". */
function runWithReporter(fixture: string, env: Record<string, string>, reporter = reporterPath()) {
  const root = copyFixture(fixture)
  writeFileSync(
    join(root, 'vitest.config.mjs'),
    `export default { test: { reporters: ['default', ${JSON.stringify(reporter)}] } }\n`,
  )
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) =>
        !k.startsWith('EVIDENT_') &&
        !k.startsWith('CLAUDE_CODE') &&
        !['CLAUDECODE', 'CLAUDE_PLUGIN_DATA', 'CLAUDE_PROJECT_DIR'].includes(k),
    ),
  )
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vitest/vitest.mjs'), 'run'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...clean, HOME: tempDir(), EVIDENT_PROJECT_ROOT: root, ...env },
    timeout: scaled(120_000),
  })
  return { root, status: result.status, stderr: result.stderr }
}

async function recordedRuns(dbPath: string) {
  const store = await openStore(dbPath)
  try {
    return await store.db
      .selectFrom('test_runs')
      .innerJoin('callers', 'callers.id', 'test_runs.caller_id')
      .select([
        'test_runs.id',
        'test_runs.outcome',
        'test_runs.total',
        'test_runs.failed',
        'test_runs.project_root',
        'callers.session_id',
        'callers.agent_id',
        'callers.identity',
      ])
      .execute()
  } finally {
    await store.close()
  }
}

describe('vitest reporter', () => {
  it('records a run started from a shell, attributed to human when no session is in the environment', async () => {
    const db = join(tempDir(), 'e.sqlite')
    const ran = runWithReporter('failing', { EVIDENT_DB: db })
    expect(ran.status).toBe(1)
    expect(await recordedRuns(db)).toEqual([
      expect.objectContaining({
        outcome: 'failed',
        total: 2,
        failed: 1,
        project_root: ran.root,
        session_id: 'human',
        agent_id: 'main',
      }),
    ])
    const store = await openStore(db)
    const frame = await store.db.selectFrom('stack_frames').selectAll().executeTakeFirstOrThrow()
    await store.close()
    expect(frame).toMatchObject({ file: 'test/sum.test.ts', line: 16 })
  })

  it("outside Claude Code, attributes the run to the session and agent named in the environment, labelled 'env'", async () => {
    const db = join(tempDir(), 'e.sqlite')
    runWithReporter('passing', { EVIDENT_DB: db, EVIDENT_SESSION_ID: 'session-9', EVIDENT_AGENT_ID: 'agent-x' })
    expect(await recordedRuns(db)).toEqual([
      expect.objectContaining({
        outcome: 'passed',
        total: 3,
        session_id: 'session-9',
        agent_id: 'agent-x',
        identity: 'env',
      }),
    ])
  })

  it('records nothing for a shell run inside Claude Code (CLAUDECODE=1), with or without an identity, and says why', async () => {
    const db = join(tempDir(), 'e.sqlite')
    for (const env of [{}, { EVIDENT_SESSION_ID: 'session-9', EVIDENT_AGENT_ID: 'agent-x' }]) {
      const ran = runWithReporter('failing', { EVIDENT_DB: db, CLAUDECODE: '1', ...env })
      expect(ran.status).toBe(1)
      expect(ran.stderr).toContain(
        'evident: this test run was not recorded: a shell test run inside Claude Code is not evidence; use run_tests',
      )
    }
    expect(existsSync(db) ? await recordedRuns(db) : []).toEqual([])
  })

  it('records nothing for an environment identity of a session Claude Code hooks know', async () => {
    const db = join(tempDir(), 'e.sqlite')
    const store = await openStore(db)
    await store.close()
    const hookDb = openHookDb(db)
    if (hookDb === undefined) throw new Error('no database')
    ensureCallerRow(hookDb, { sessionId: 'victim', agentId: 'tdd-1' })
    hookDb.close()
    const ran = runWithReporter('passing', { EVIDENT_DB: db, EVIDENT_SESSION_ID: 'victim', EVIDENT_AGENT_ID: 'tdd-1' })
    expect(ran.status).toBe(0)
    expect(ran.stderr).toContain(
      'evident: this test run was not recorded: session victim is a Claude Code session known',
    )
    expect(await recordedRuns(db)).toEqual([])
  })

  it("never fails the user's run when the store is unreachable, and warns once", () => {
    const ran = runWithReporter('passing', { EVIDENT_DB: '/dev/null/evident.sqlite' })
    expect(ran.status).toBe(0)
    expect(ran.stderr.match(/evident: this test run was not recorded/g)).toHaveLength(1)
  })

  it('streams to its own file descriptor under run_tests and writes nothing to stdout or the store', async () => {
    const root = copyFixture('failing')
    const db = join(tempDir(), 'e.sqlite')
    let channel = ''
    const result = await runProcess({
      command: process.execPath,
      args: [join(root, 'node_modules/vitest/vitest.mjs'), 'run', `--reporter=${reporterPath()}`],
      cwd: root,
      env: { EVIDENT_REPORT_FD: '3', EVIDENT_REPORT_ROOT: root, EVIDENT_DB: db, EVIDENT_SESSION_ID: 'session-9' },
      timeoutMs: scaled(120_000),
      extraStdio: ['pipe'],
      onSpawn: (child) => {
        ;(child.stdio[3] as Readable).setEncoding('utf8').on('data', (chunk: string) => {
          channel += chunk
        })
      },
    })
    expect(result.exitCode).toBe(1)
    expect(result.stdout).toBe('')
    const messages = channel
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string })
    expect(messages.map((m) => m.type)).toEqual(['start', 'file', 'end'])
    expect(messages[2]).toMatchObject({
      reason: 'failed',
      tests: [{ fullName: 'sum > adds two numbers' }, { fullName: 'sum > adds three', status: 'failed' }],
    })
    expect(existsSync(db)).toBe(false)
  })
})

describe('vitest reporter, bundled', () => {
  let plugin: string | undefined
  afterAll(() => {
    if (plugin !== undefined) rmSync(plugin, { recursive: true, force: true })
  })

  /** A plugin root as installed: the bundle built now from the sources, node_modules beside it. */
  async function bundled(): Promise<string> {
    if (plugin === undefined) {
      const dir = mkdtempSync(join(tmpdir(), 'evident-plugin-'))
      await freshBundle(REPO, join(dir, 'bundle'))
      symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir')
      plugin = dir
    }
    return join(plugin, 'bundle')
  }

  /** The bytes vitest's module runner transforms: the entry and every file it imports statically. */
  function staticClosure(file: string, seen = new Set<string>()): number {
    if (seen.has(file)) return 0
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    let bytes = code.length
    for (const m of code.matchAll(/^import\s(?:[^'"]*?from\s)?["'](\.[^"']+)["']/gm)) {
      bytes += staticClosure(join(dirname(file), m[1] ?? ''), seen)
    }
    return bytes
  }

  it("records a run through the documented bundle entry, which vitest loads lean and which loads the rest with Node's loader", async () => {
    const bundle = await bundled()
    const entry = join(bundle, 'vitest-reporter.js')
    expect(staticClosure(entry)).toBeLessThan(8_000)
    const db = join(tempDir(), 'e.sqlite')
    const ran = runWithReporter('duplicates', { EVIDENT_DB: db }, entry)
    expect(ran.status).toBe(1)
    expect(ran.stderr).not.toContain('evident:')
    expect(await recordedRuns(db)).toEqual([
      expect.objectContaining({ outcome: 'failed', total: 7, failed: 1, session_id: 'human' }),
    ])
  })

  it("never fails the user's run when its core cannot be loaded, and says the run was not recorded", async () => {
    const bundle = await bundled()
    const broken = join(tempDir('evident-broken-'), 'bundle')
    cpSync(bundle, broken, { recursive: true })
    rmSync(join(broken, 'vitest-reporter-core.js'))
    const db = join(tempDir(), 'e.sqlite')
    const ran = runWithReporter('passing', { EVIDENT_DB: db }, join(broken, 'vitest-reporter.js'))
    expect(ran.status).toBe(0)
    expect(ran.stderr).toContain('evident: this test run was not recorded (its reporter did not load:')
    expect(existsSync(db)).toBe(false)
  })
})
