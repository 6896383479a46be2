import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO as REPO_ROOT } from '../support/fixtures.js'
import { useBuiltStore } from '../support/dist.js'
import { REPO } from '../support/fixtures.js'
import { runHook, tempProject, usePluginRoot } from '../support/hooks.js'
import { projectStore, rows } from '../support/hook-state.js'
import { tempDir } from '../support/store.js'

const plugin = usePluginRoot()
useBuiltStore('dist/mcp-server/src/store/index.js')

const ROUNDS = 6
const PER_SIDE = 3

/** The server's side of a first open, as a cold process: the built store's openStore on `dbPath` (open-worker.mjs). */
function serverOpen(dbPath: string): Promise<{ readonly code: number | null; readonly out: string }> {
  const [dir, file] = [join(dbPath, '..'), 'round-0.sqlite']
  expect(dbPath.endsWith(file)).toBe(true)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(REPO_ROOT, 'test/faults/open-worker.mjs'), dir, '1'], {
      cwd: REPO_ROOT,
      shell: false,
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => (out += d.toString()))
    child.on('close', (code) => resolve({ code, out }))
    child.stdin.write('go\n')
  })
}

describe('the first session of a project', () => {
  it(`registers every session when SessionStart hooks race the server's open of the new store (${ROUNDS} rounds)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const project = tempProject()
      const dbPath = join(tempDir('evident-first-session-'), 'round-0.sqlite')
      const env = { EVIDENT_DB: dbPath }
      const sessions = Array.from({ length: PER_SIDE }, (_, i) => `sess-${round}-${i}`)
      const [hooks, servers] = await Promise.all([
        Promise.all(
          sessions.map((session_id) =>
            runHook(plugin(), project, { hook_event_name: 'SessionStart', session_id, source: 'startup' }, env),
          ),
        ),
        Promise.all(sessions.map(() => serverOpen(dbPath))),
      ])
      for (const s of servers) expect(s.out.trim().split('\n').at(-1), s.out).toBe('[]')
      for (const h of hooks) {
        expect(h.code).toBe(0)
        expect(h.stderr).toBe('')
        expect(h.output?.hookSpecificOutput.additionalContext).toMatch(/^evident is active/)
      }
      const store = await projectStore({ ...project, dbPath })
      expect((await rows(store, 'callers')).map((c) => c['session_id']).sort()).toEqual(sessions)
      expect(await rows(store, 'hook_errors')).toEqual([])
    }
  })
})

describe('SessionStart before the SQLite native module is built', () => {
  // A plugin root as a marketplace install leaves it (`npm ci --ignore-scripts`): better-sqlite3 without its build.
  const unbuilt = mkdtempSync(join(tmpdir(), 'evident-unbuilt-'))
  afterAll(() => rmSync(unbuilt, { recursive: true, force: true }))
  const root = (): string => {
    if (!existsSync(join(unbuilt, 'bundle'))) {
      cpSync(join(plugin(), 'bundle'), join(unbuilt, 'bundle'), { recursive: true })
      symlinkSync(join(REPO, 'hooks'), join(unbuilt, 'hooks'))
      mkdirSync(join(unbuilt, 'node_modules', 'better-sqlite3'), { recursive: true })
      cpSync(
        join(REPO, 'node_modules', 'better-sqlite3', 'package.json'),
        join(unbuilt, 'node_modules', 'better-sqlite3', 'package.json'),
      )
    }
    return unbuilt
  }

  it('says evident is not enforcing yet and why, and counts the failure once the store opens', async () => {
    const project = tempProject()
    const env = { CLAUDE_PLUGIN_DATA: tempDir('evident-plugin-data-') }
    const run = await runHook(
      root(),
      project,
      { hook_event_name: 'SessionStart', session_id: 'sess-1', source: 'startup' },
      env,
    )
    expect(run.code).toBe(0)
    const text = run.output?.hookSpecificOutput.additionalContext ?? ''
    expect(text, run.stderr).toMatch(/^evident is not enforcing yet: its SQLite module is still being built/)
    expect(text).toContain('start a new session once')
    expect(text.length).toBeLessThanOrEqual(800)
    expect(existsSync(project.dbPath)).toBe(false)
    expect(existsSync(`${project.dbPath}.spill`)).toBe(true)

    // The store opens (the server, once the build is done): the spilled failure is replayed and counted.
    const store = await projectStore(project)
    expect(await rows(store, 'hook_errors')).toMatchObject([
      { hook: 'SessionStart', session_id: 'sess-1', failed_open: 1 },
    ])
    const next = await runHook(plugin(), project, { hook_event_name: 'SessionStart', session_id: 'sess-2' })
    expect(next.output?.hookSpecificOutput.additionalContext).toContain('1 hook call failed before deciding')
  })
})
