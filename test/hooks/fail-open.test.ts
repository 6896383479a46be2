import { spawn } from 'node:child_process'
import { existsSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openStore } from '../../mcp-server/src/store/index.js'
import { connect } from '../support/client.js'
import { REPO } from '../support/fixtures.js'
import { runHook, selectedCommands, spawnHook, tempProject, usePluginRoot } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'
import { tempDir } from '../support/store.js'

const plugin = usePluginRoot()
const agent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

/** A process holding the database in exclusive locking mode after a write: even readers get SQLITE_BUSY. */
async function holdExclusive(dbPath: string): Promise<() => Promise<void>> {
  const script = [
    `const Database = require(${JSON.stringify(join(REPO, 'node_modules', 'better-sqlite3'))})`,
    'const db = new Database(process.argv[1])',
    `db.pragma('locking_mode = exclusive')`,
    `db.exec("begin immediate; update meta set value = value where key = 'seq'; commit")`,
    `process.stdout.write('locked\\n')`,
    'setTimeout(() => {}, 30000)',
  ].join(';')
  const child = spawn(process.execPath, ['-e', script, dbPath], { shell: false, stdio: ['ignore', 'pipe', 'pipe'] })
  let err = ''
  child.stderr.on('data', (d: Buffer) => (err += d.toString()))
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('locked')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`the lock holder exited (${code}): ${err}`)))
  })
  return () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGKILL')
    })
}

describe('hook failure policy', () => {
  // PreToolUse is no failure here: without a store the edit policy still decides (decide first, below), and evident's
  // own MCP tools fail closed instead (test/hooks/pre-mcp.test.ts).
  it('fails open on a database path that cannot be opened: exit 0, a message on stderr, nothing on stdout', async () => {
    const project = tempProject()
    const blocker = join(tempDir(), 'not-a-directory')
    writeFileSync(blocker, 'x')
    const env = { EVIDENT_DB: join(blocker, 'evident.sqlite') }
    const payloads = [
      { hook_event_name: 'SessionStart', session_id: 's', source: 'startup' },
      {
        hook_event_name: 'PostToolUse',
        ...agent,
        tool_name: 'Write',
        tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'x' },
      },
    ]
    for (const payload of payloads) {
      const run = await runHook(plugin(), project, payload, env)
      expect(run.code, payload.hook_event_name).toBe(0)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain('failed and allowed the action (not a rule decision)')
    }
  })

  it('keeps a decided denial when recording it fails: decide first, record second', async () => {
    const project = tempProject()
    const blocker = join(tempDir(), 'not-a-directory')
    writeFileSync(blocker, 'x')
    // No store can exist here, so the TDD agent has no task: its write is denied, and the denial stands although
    // neither the database nor the spill file can take the violation.
    const run = await runHook(
      plugin(),
      project,
      {
        hook_event_name: 'PreToolUse',
        ...agent,
        tool_name: 'Write',
        tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'x' },
      },
      { EVIDENT_DB: join(blocker, 'evident.sqlite') },
    )
    expect(run.code).toBe(0)
    expect(run.output?.hookSpecificOutput.permissionDecision).toBe('deny')
    expect(run.stderr).toContain('could not be recorded or spilled (the decision stands)')
  })

  it('records its own error in hook_errors, never as a violation', async () => {
    const project = tempProject()
    const store = await projectStore(project)
    const run = await runHook(plugin(), project, {
      hook_event_name: 'PreToolUse',
      ...agent,
      tool_name: 'Write',
      tool_input: 'not an object',
    })
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(await rows(store, 'hook_errors')).toMatchObject([{ hook: 'PreToolUse' }])
    expect(String((await rows(store, 'hook_errors'))[0]?.['message'])).toContain('tool_input is not an object')
    expect(await rows(store, 'violations')).toEqual([])
  })

  it('fails open when the store cannot even be read, and counts it: SessionStart, inventory', async () => {
    const project = tempProject()
    const store = await openStore(project.dbPath)
    await reach(store, { sessionId: agent.session_id, agentId: agent.agent_id, agentType: agent.agent_type }, 'red')
    await store.close()
    const release = await holdExclusive(project.dbPath)
    let run
    try {
      run = await runHook(plugin(), project, {
        hook_event_name: 'PreToolUse',
        ...agent,
        tool_name: 'Write',
        tool_input: { file_path: join(project.root, 'src/a.ts'), content: 'x' },
      })
    } finally {
      await release()
    }
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('failed and allowed the action (not a rule decision)')
    expect(existsSync(`${project.dbPath}.spill`)).toBe(true)
    const start = await runHook(plugin(), project, { hook_event_name: 'SessionStart', session_id: 'sess-2' })
    const text = start.output?.hookSpecificOutput.additionalContext ?? ''
    expect(text).toContain('1 hook call failed before deciding and went unchecked')
    expect(text.length).toBeLessThanOrEqual(800)
    expect(existsSync(`${project.dbPath}.spill`)).toBe(false)
    const after = await projectStore(project)
    expect(await rows(after, 'hook_errors')).toMatchObject([
      { hook: 'PreToolUse', session_id: 'sess-1', failed_open: 1 },
    ])
    expect(await rows(after, 'violations')).toEqual([])
    const client = await connect(after, { sessionId: 'sess-1', agentId: 'main' })
    const inventory = await client.call('inventory', { kind: 'session' })
    expect(inventory.data['failedOpen']).toMatchObject({ project: 1, session: 1, latest: { hook: 'PreToolUse' } })
  })

  it('fails open on stdin that is not JSON', async () => {
    const project = tempProject()
    const [hook] = selectedCommands(plugin(), 'SessionStart', undefined)
    const run = await spawnHook(plugin(), hook, '{not json', project.env)
    expect(run.code).toBe(0)
    expect(run.stdout).toBe('')
    expect(run.stderr).toContain('evident: the SessionStart hook failed')
  })

  it('fails open when the hook bundle is missing', async () => {
    const root = tempDir('evident-hook-empty-')
    try {
      symlinkSync(join(REPO, 'hooks'), join(root, 'hooks'))
      const [hook] = selectedCommands(root, 'PreToolUse', 'Bash')
      const run = await spawnHook(
        root,
        hook,
        JSON.stringify({ session_id: 's', tool_name: 'Bash', tool_input: { command: 'npx vitest' } }),
        {},
      )
      expect(run.code).toBe(0)
      expect(run.stdout).toBe('')
      expect(run.stderr).toContain('hook CLI not built')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
