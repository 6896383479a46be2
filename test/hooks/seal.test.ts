import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mergeSeal } from '../../mcp-server/src/engine/gates/seal.js'
import { proveCaller, type Caller } from '../../mcp-server/src/kernel/identity.js'
import { connect, TEST_SECRET } from '../support/client.js'
import { projectStore } from '../support/hook-state.js'
import { runHook, tempProject, usePluginRoot, type Project } from '../support/hooks.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { tempDir } from '../support/store.js'

/**
 * Sealed sessions through the real hook CLI: SessionStart judges the settings before the agent acts, a sealed
 * session gets a probe in the hidden data folder, a Bash result that shows the probe unseals it for good, and
 * `tdd_task start` reports the state and refuses an unsealed session when the project requires a seal.
 */
const plugin = usePluginRoot()

const sessionRows = (store: Store) => store.db.selectFrom('sessions').selectAll().orderBy('checked_at').execute()

afterEach(() => {
  vi.unstubAllEnvs()
})

interface Machine {
  readonly project: Project
  readonly env: Record<string, string>
  readonly data: string
}

function machine(sealed: boolean): Machine {
  const home = tempDir('evident-seal-home-')
  const bin = tempDir('evident-seal-bin-')
  for (const tool of ['bwrap', 'socat']) writeFileSync(join(bin, tool), '#!/bin/sh\n', { mode: 0o755 })
  const data = join(home, '.claude', 'plugins', 'data', 'evident-t')
  // The store where Claude Code puts it: inside the plugin data folder (the folder the seal hides).
  const bare = tempProject()
  const dbPath = join(data, 'projects', 'p', 'evident.sqlite')
  const project: Project = { ...bare, dbPath, env: { ...bare.env, EVIDENT_DB: dbPath } }
  mkdirSync(join(project.root, '.claude'))
  writeFileSync(join(project.root, '.claude', 'settings.json'), JSON.stringify(sealed ? mergeSeal({}) : {}))
  return { project, data, env: { HOME: home, PATH: `${bin}:${process.env['PATH'] ?? ''}`, CLAUDE_PLUGIN_DATA: data } }
}

const start = (m: Machine, session: string, source = 'startup') =>
  runHook(plugin(), m.project, { hook_event_name: 'SessionStart', session_id: session, source }, m.env)

const bashResult = (m: Machine, session: string, stdout: string) =>
  runHook(
    plugin(),
    m.project,
    {
      hook_event_name: 'PostToolUse',
      session_id: session,
      tool_name: 'Bash',
      tool_input: { command: 'cat somewhere' },
      tool_use_id: 'tu-probe',
      tool_response: { stdout, stderr: '', interrupted: false, isImage: false },
    },
    m.env,
  )

describe('a session judged at its start', () => {
  it('is sealed by the seal settings, gets a probe, and is unsealed for good once a Bash result shows it', async () => {
    const m = machine(true)
    const store = await projectStore(m.project)
    const first = await start(m, 's-1')
    expect(first.code, first.stderr).toBe(0)
    expect(first.output?.hookSpecificOutput.additionalContext).toContain('This session is sealed')
    expect(await sessionRows(store)).toMatchObject([{ session_id: 's-1', sealed: 1, reason: 'sealed' }])
    const probes = readdirSync(join(m.data, 'seal-probes'))
    expect(probes).toHaveLength(1)
    const nonce =
      readFileSync(join(m.data, 'seal-probes', probes[0] ?? ''), 'utf8')
        .trim()
        .split('\n')
        .at(-1) ?? ''
    // A Bash result without the secret changes nothing; one that shows it unseals the session.
    await bashResult(m, 's-1', 'total 0\n')
    expect((await sessionRows(store))[0]).toMatchObject({ sealed: 1 })
    await bashResult(m, 's-1', `probe says ${nonce}\n`)
    expect((await sessionRows(store))[0]).toMatchObject({
      sealed: 0,
      reason: expect.stringContaining('a Bash command printed the seal probe') as unknown,
    })
    // Resuming with the same sealed settings does not seal it again.
    const resumed = await start(m, 's-1', 'resume')
    expect(resumed.output?.hookSpecificOutput.additionalContext).toContain('This session is NOT sealed')
    expect((await sessionRows(store))[0]).toMatchObject({ sealed: 0 })
  })

  it('is not sealed without the settings, and says what to run', async () => {
    const m = machine(false)
    const store = await projectStore(m.project)
    const run = await start(m, 's-2')
    expect(run.output?.hookSpecificOutput.additionalContext).toContain('(`evident doctor` says why)')
    expect(await sessionRows(store)).toMatchObject([{ session_id: 's-2', sealed: 0 }])
    expect(existsSync(join(m.data, 'seal-probes'))).toBe(false)
  })
})

describe('tdd_task start and requireSealed', () => {
  const caller: Caller = { sessionId: 's-3', agentId: 'main' }
  const injected = { ...caller, proof: proveCaller(TEST_SECRET, caller) }

  it('reports the session state, and refuses an unsealed session when the project requires a seal', async () => {
    const m = machine(false)
    const store = await projectStore(m.project)
    await start(m, 's-3')
    writeFileSync(join(m.project.root, 'evident.config.json'), JSON.stringify({ requireSealed: true }))
    const client = await connect(store, undefined, m.project.root)
    const refused = await client.call('tdd_task', { action: 'start', goal: 'g', caller: injected })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('requireSealed')
    expect(refused.text).toContain('evident seal')
    writeFileSync(join(m.project.root, 'evident.config.json'), '{}')
    const started = await client.call('tdd_task', { action: 'start', goal: 'g', caller: injected })
    expect(started.data).toMatchObject({ sealed: false, sealReason: expect.stringContaining('not sealed') as unknown })
    expect(started.text).toContain('This session is NOT sealed')
    expect(await store.db.selectFrom('tdd_tasks').select('sealed').execute()).toMatchObject([{ sealed: 0 }])
  })

  it('starts a task in a sealed session and records it sealed', async () => {
    const m = machine(true)
    const store = await projectStore(m.project)
    await start(m, 's-3')
    for (const [key, value] of Object.entries(m.env)) vi.stubEnv(key, value)
    writeFileSync(join(m.project.root, 'evident.config.json'), JSON.stringify({ requireSealed: true }))
    const client = await connect(store, undefined, m.project.root)
    const started = await client.call('tdd_task', { action: 'start', goal: 'g', caller: injected })
    expect(started.isError, started.text).toBe(false)
    expect(started.data).toMatchObject({ sealed: true })
    expect(await store.db.selectFrom('tdd_tasks').select('sealed').execute()).toMatchObject([{ sealed: 1 }])
  })
})
