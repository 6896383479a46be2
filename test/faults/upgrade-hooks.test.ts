import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { migrations } from '../../mcp-server/src/store/migrations.js'
import { LATEST_MIGRATION } from '../../mcp-server/src/store/schema-version.js'
import { runHook, tempProject, usePluginRoot, type HookRun, type Project } from '../support/hooks.js'
import { projectStore, reach, rows } from '../support/hook-state.js'

/**
 * An upgrade, then hooks before any server: a store an older evident left is brought up to the current schema by the
 * first hook that needs it (the server's own migration, under the write lock), and judged exactly as a current store
 * would be — never "no such column", never an allow the evidence refuses. A store the hooks cannot bring up to date
 * (one from a newer evident) denies what they must judge, says why, and counts it.
 */
const plugin = usePluginRoot()
const ALL = Object.keys(migrations).sort()
const OLDEST = ALL[0] as string
const agent: Caller = { sessionId: 'sess-1', agentId: 'agent-7', agentType: 'evident:tdd-task' }
const asAgent = { session_id: 'sess-1', agent_id: 'agent-7', agent_type: 'evident:tdd-task' }

/**
 * The project's store at the oldest shipped schema only (migration 0001), as the first evident left it, holding the
 * TDD agent's open task in red (a caller, a task, a goal, a behavior, the open red phase) and one old hook error.
 */
async function oldestStore(project: Project): Promise<void> {
  const raw = new SQLite(project.dbPath)
  raw.pragma('journal_mode = WAL')
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: raw }) })
  const { error } = await new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...migrations }) },
  }).migrateTo(OLDEST)
  if (error !== undefined) throw error
  raw.exec(`
    insert into callers (id, session_id, agent_id, agent_type) values (1, 'sess-1', 'agent-7', 'evident:tdd-task');
    insert into tdd_tasks (id, caller_id, goal, status, seq) values (1, 1, 'add numbers', 'open', 1);
    insert into goals (id, task_id, ordinal, goal, status, updated_at)
      values (1, 1, 0, 'arithmetic', 'in_progress', '2024-01-01T00:00:00.000Z');
    insert into behaviors (id, task_id, goal_id, ordinal, behavior, status, updated_at)
      values (1, 1, 1, 0, 'adds two numbers', 'in_progress', '2024-01-01T00:00:00.000Z');
    insert into phases (id, task_id, goal_id, behavior_id, caller_id, phase, start_seq) values (1, 1, 1, 1, 1, 'red', 2);
    insert into hook_errors (hook, message) values ('PostToolUse', 'an old failure');
    update meta set value = '2' where key = 'seq';
  `)
  raw.pragma('wal_checkpoint(TRUNCATE)')
  await db.destroy()
}

const write = (project: Project, file: string, who: Record<string, string> = asAgent): Promise<HookRun> =>
  runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Write',
    tool_input: { file_path: join(project.root, file), content: 'export const add = (a, b) => a + b\n' },
    tool_use_id: 'tu-write',
    ...who,
  })

const bash = (project: Project, command: string): Promise<HookRun> =>
  runHook(plugin(), project, {
    hook_event_name: 'PreToolUse',
    tool_name: 'Bash',
    tool_input: { command, description: 'd' },
    tool_use_id: 'tu-bash',
    ...asAgent,
  })

const denial = (run: HookRun): string => {
  expect(run.code, run.stderr).toBe(0)
  expect(run.output?.hookSpecificOutput.permissionDecision, run.stderr).toBe('deny')
  return run.output?.hookSpecificOutput.permissionDecisionReason ?? ''
}

/** The store's schema and rows read with a plain connection (no evident code that could migrate it). */
function onDisk(path: string): {
  readonly migrations: readonly string[]
  readonly hookErrorColumns: readonly string[]
} {
  const raw = new SQLite(path, { readonly: true })
  try {
    return {
      migrations: (raw.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
        (r) => r.name,
      ),
      hookErrorColumns: (raw.prepare('pragma table_info(hook_errors)').all() as { name: string }[]).map((c) => c.name),
    }
  } finally {
    raw.close()
  }
}

describe('hooks on a store an older evident left, before any server has opened it', () => {
  it('knows the newest migration without loading them (schema-version.ts is the last of migrations.ts)', () => {
    expect(LATEST_MIGRATION).toBe(ALL.at(-1))
  })

  it('migrate it to the current schema, keep its evidence, and judge as on a current store', async () => {
    // The same state on a current store: what the hooks say there is what they must say after the upgrade.
    const current = tempProject()
    await reach(await projectStore(current), agent, 'red')
    const expectedWrite = denial(await write(current, 'src/math.ts'))
    const expectedBash = denial(await bash(current, 'npx vitest run'))

    const project = tempProject()
    await oldestStore(project)
    expect(onDisk(project.dbPath).migrations).toEqual([OLDEST])

    const run = await write(project, 'src/math.ts')
    expect(run.stderr).not.toMatch(/no such (column|table)/)
    expect(denial(run)).toBe(expectedWrite)
    expect(denial(await bash(project, 'npx vitest run'))).toBe(expectedBash)

    const after = onDisk(project.dbPath)
    expect(after.migrations).toEqual(ALL)
    expect(after.hookErrorColumns).toEqual(expect.arrayContaining(['session_id', 'failed_open']))
    const store = await projectStore(project)
    // The old evidence is intact, and the hooks' violations are bound to the old task.
    expect(await store.db.selectFrom('tdd_tasks').select(['id', 'goal', 'status']).execute()).toEqual([
      { id: 1, goal: 'add numbers', status: 'open' },
    ])
    expect(await store.db.selectFrom('phases').select(['phase', 'end_seq']).execute()).toEqual([
      { phase: 'red', end_seq: null },
    ])
    expect((await rows(store, 'violations')).map((v) => [v['kind'], v['task_id']])).toEqual([
      ['UNCITED_FIX', 1],
      ['SESSION_BYPASS', 1],
    ])
    expect(await rows(store, 'hook_errors')).toMatchObject([
      { hook: 'PostToolUse', message: 'an old failure', failed_open: 0 },
    ])
  })

  it('migrate it once when many hooks arrive at once, each judging it as a current store', async () => {
    const project = tempProject()
    await oldestStore(project)
    const runs = await Promise.all(Array.from({ length: 8 }, () => write(project, 'src/math.ts')))
    const reasons = new Set(runs.map((run) => denial(run)))
    expect(reasons.size).toBe(1)
    for (const run of runs) expect(run.stderr).not.toMatch(/no such (column|table)|failed and allowed/)
    // Each migration ran once: a second run would have failed on kysely's key, and that hook failed open (above).
    expect(onDisk(project.dbPath).migrations).toEqual(ALL)
    const store = await projectStore(project)
    expect((await rows(store, 'violations')).map((v) => v['kind'])).toEqual(Array(8).fill('UNCITED_FIX'))
    expect(await rows(store, 'hook_errors')).toHaveLength(1)
  })

  it('count a hook failure on the old store in the current hook_errors shape', async () => {
    const project = tempProject()
    await oldestStore(project)
    // A payload the hook cannot read fails it open before it opens the store: the old table cannot take the row.
    const broken = await runHook(plugin(), project, {
      hook_event_name: 'PreToolUse',
      tool_name: 'Write',
      tool_input: 'not an object',
      ...asAgent,
    })
    expect(broken.code).toBe(0)
    expect(broken.stderr).toContain('failed and allowed the action (not a rule decision)')
    expect(broken.stderr).not.toMatch(/no such (column|table)/)
    // The next hook that opens the store upgrades it and replays the failure into the current table.
    denial(await write(project, 'src/math.ts'))
    expect(existsSync(`${project.dbPath}.spill`)).toBe(false)
    const store = await projectStore(project)
    expect(await rows(store, 'hook_errors')).toMatchObject([
      { hook: 'PostToolUse', message: 'an old failure' },
      { hook: 'PreToolUse', session_id: 'sess-1', failed_open: 1 },
    ])
  })

  it('deny what they must judge on a store they cannot bring up to date (a newer evident), counted, with the reason', async () => {
    const project = tempProject()
    await oldestStore(project)
    const raw = new SQLite(project.dbPath)
    raw.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999_future', '2030-01-01')
    raw.close()
    const before = readFileSync(project.dbPath)

    for (const run of [await write(project, 'src/math.ts'), await bash(project, 'ls')]) {
      const reason = denial(run)
      expect(reason).toContain('was written by a newer evident')
      expect(reason).toContain('update evident')
      expect(reason).toContain('not a rule violation')
      expect(reason).not.toMatch(/no such (column|table)/)
    }
    // The store is left as it was; each denial is counted (spilled beside it: the store cannot take it), not as a
    // violation and not as failed open.
    expect(readFileSync(project.dbPath).equals(before)).toBe(true)
    const spilled = readFileSync(`${project.dbPath}.spill`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(spilled).toEqual([
      expect.objectContaining({ type: 'hook_error', hook: 'PreToolUse', failedOpen: false, sessionId: 'sess-1' }),
      expect.objectContaining({ type: 'hook_error', hook: 'PreToolUse', failedOpen: false, sessionId: 'sess-1' }),
    ])
  })
})
