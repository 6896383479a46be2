import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { openHookDb } from '../../mcp-server/src/store/hook-db.js'
import { takeShellLease } from '../../mcp-server/src/store/statements/shell-commands.js'
import { Kysely, Migrator, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import { migrations } from '../../mcp-server/src/store/migrations.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { loadValidationRun } from '../../mcp-server/src/store/validation-runs.js'
import {
  loadFindings,
  loadTriages,
  recordFindings,
  recordTriage,
} from '../../mcp-server/src/store/validation-triage.js'
import { latestBeanRun } from '../../mcp-server/src/store/vdd.js'
import { tempDir } from '../support/store.js'

/** A database file migrated only up to (not including) `before`, as an older evident left it. */
async function olderDatabase(before: string): Promise<string> {
  const path = join(tempDir(), 'old.sqlite')
  const sqlite = new SQLite(path)
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: sqlite }) })
  const older = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < before))
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => older } }).migrateToLatest()
  if (error !== undefined) throw error
  await db.destroy()
  return path
}

describe('migration 0008_test_identity', () => {
  it('keeps every recorded test identity, result, error, frame and artifact valid, and lets same-named tests in', async () => {
    const path = await olderDatabase('0008')
    const raw = new SQLite(path)
    raw.pragma('foreign_keys = ON')
    raw.exec(`
      insert into callers (id, session_id, agent_id) values (1, 's', 'a');
      insert into test_runs (id, caller_id, runner, argv, project_root, start_seq, seq, started_at, ended_at, outcome,
        total, passed, failed, skipped, error_count)
        values (1, 1, 'vitest', '[]', '/p', 1, 2, 't', 't', 'failed', 2, 1, 1, 0, 1);
      insert into test_cases (id, project_root, file, full_name) values (7, '/p', 't.test.ts', 'adds'), (9, '/p', 't.test.ts', 'subtracts');
      insert into test_results (run_id, test_case_id, status, seq) values (1, 7, 'passed', 2), (1, 9, 'failed', 2);
      insert into test_errors (id, run_id, test_case_id, scope, name, message, signature, file)
        values (1, 1, 9, 'test', 'AssertionError', 'expected 1 to be 2', 'abc', 't.test.ts');
      insert into stack_frames (error_id, ordinal, file, line, col) values (1, 0, 't.test.ts', 3, 5);
      insert into artifacts (kind, caller_id, test_case_id, run_id, seq) values ('test_failed_run', 1, 9, 1, 3);
      create index test_cases_by_file on test_cases (project_root, file);
    `)
    raw.close()

    const store = await openStore(path)
    try {
      const cases = await store.db.selectFrom('test_cases').selectAll().orderBy('id').execute()
      expect(cases).toEqual([
        { id: 7, project_root: '/p', file: 't.test.ts', full_name: 'adds', ordinal: 0 },
        { id: 9, project_root: '/p', file: 't.test.ts', full_name: 'subtracts', ordinal: 0 },
      ])
      const frame = await store.db.selectFrom('stack_frames').select(['file', 'source']).executeTakeFirstOrThrow()
      expect(frame).toEqual({ file: 't.test.ts', source: 'stack' })
      const failing = await store.db
        .selectFrom('artifacts')
        .innerJoin('test_cases', 'test_cases.id', 'artifacts.test_case_id')
        .select('test_cases.full_name')
        .executeTakeFirstOrThrow()
      expect(failing.full_name).toBe('subtracts')
      await store.db
        .insertInto('test_cases')
        .values({ project_root: '/p', file: 't.test.ts', full_name: 'adds', ordinal: 1 })
        .execute()
    } finally {
      await store.close()
    }

    const check = new SQLite(path, { readonly: true })
    try {
      expect(check.pragma('foreign_key_check')).toEqual([])
      const indexes = check
        .prepare(`select name from sqlite_master where type = 'index' and tbl_name = 'test_cases' and sql is not null`)
        .all()
      expect(indexes).toEqual([{ name: 'test_cases_by_file' }])
      // The foreign keys of the tables that reference test_cases still name it.
      const referencing = check
        .prepare(
          `select m.name from sqlite_master m, pragma_foreign_key_list(m.name) f where m.type = 'table' and f."table" = 'test_cases' order by m.name`,
        )
        .all()
      expect(referencing).toEqual([{ name: 'artifacts' }, { name: 'test_errors' }, { name: 'test_results' }])
    } finally {
      check.close()
    }
  })

  it('still refuses a result whose test identity does not exist once migrated', async () => {
    const store = await openStore(await olderDatabase('0008'))
    try {
      await expect(
        store.db
          .insertInto('test_results')
          .values({ run_id: 999, test_case_id: 999, status: 'passed', seq: 1 })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY constraint failed/)
    } finally {
      await store.close()
    }
  })
})

describe('migration 0009_validation_triage', () => {
  it('keeps the validation runs recorded before it, without a HEAD, and takes findings, triages and outcomes', async () => {
    const path = await olderDatabase('0009')
    const raw = new SQLite(path)
    raw.exec(`
      insert into validation_runs (id, project_root, base, scope_spec, status, start_seq, started_at)
        values (4, '/p', 'main', 'a.ts:1-2', 'done', 1, 't');
      insert into validation_lines (run_id, kind, line, seq) values (4, 'gate', 'GATE(check): green', 2);
    `)
    raw.close()
    const store = await openStore(path)
    try {
      const run = await loadValidationRun(store.db, '/p', 4)
      expect([run?.head, run?.lines.map((l) => l.line)]).toEqual([null, ['GATE(check): green']])
      await recordFindings(store.db, 4, 'technique', 'lint', [
        { file: 'a.ts', line: 1, severity: 'error', finding: 'x' },
      ])
      const [finding] = await loadFindings(store.db, 4)
      await recordTriage(store.db, {
        runId: 4,
        technique: 'lint',
        commit: 'abc',
        gates: 'none',
        outcomes: [
          {
            findingId: finding?.id ?? null,
            file: 'a.ts',
            line: 1,
            finding: 'x',
            outcome: 'fixed',
            testPath: null,
            reason: null,
          },
        ],
        lines: [{ kind: 'note', line: 'TRIAGED(lint): …' }],
      })
      expect((await loadTriages(store.db, 4)).map((t) => [t.technique, t.outcomes.map((o) => o.findingId)])).toEqual([
        ['lint', [finding?.id]],
      ])
      await expect(
        store.db
          .insertInto('validation_findings')
          .values({
            run_id: 4,
            origin: 'reviewer' as 'technique',
            technique: null,
            ordinal: 0,
            file: 'a',
            line: 1,
            severity: 's',
            finding: 'f',
          })
          .execute(),
      ).rejects.toThrow(/CHECK constraint failed/)
    } finally {
      await store.close()
    }
  })
})

describe('migration 0010_validation_recency', () => {
  it('keeps recorded gate results and validation runs, with no commit or tree, and adds the technique memory', async () => {
    const path = await olderDatabase('0010')
    const raw = new SQLite(path)
    raw.exec(`
      insert into gate_results (gate, status, source, seq) values ('lint', 'green', 'validation', 1);
      insert into validation_runs (project_root, scope_spec, status, start_seq) values ('/p', '', 'done', 1);
    `)
    raw.close()
    const store = await openStore(path)
    try {
      expect(await store.db.selectFrom('gate_results').select(['gate', 'head', 'tree']).execute()).toEqual([
        { gate: 'lint', head: null, tree: null },
      ])
      expect(await store.db.selectFrom('validation_runs').select(['project_root', 'head', 'tree']).execute()).toEqual([
        { project_root: '/p', head: null, tree: null },
      ])
      expect(await store.db.selectFrom('validation_memory').selectAll().execute()).toEqual([])
    } finally {
      await store.close()
    }
  })
})

describe('migration 0011_vdd_commit', () => {
  it('keeps the VDD runs recorded before it, with no commit: the merge gate cannot vouch for them', async () => {
    const path = await olderDatabase('0011')
    const raw = new SQLite(path)
    raw.exec(`
      insert into callers (id, session_id, agent_id) values (1, 's', 'a');
      insert into vdd_runs (id, caller_id, subject, bean_number, document_path, verdict, manual, report_path, project_root, seq)
        values (4, 1, 'BEAN-007', 7, 'ai/beans/BEAN-007-x/bean.md', 'PASS', 'pending', 'ai/outputs/tech-qa/vdd-007.md', '/p', 1);
    `)
    raw.close()
    const store = await openStore(path)
    try {
      expect(await latestBeanRun(store.db, 7, '/p')).toMatchObject({
        id: 4,
        verdict: 'PASS',
        commit: null,
        dirtyPaths: null,
      })
    } finally {
      await store.close()
    }
  })
})

describe('migration 0015_conduct', () => {
  it("keeps an older store's drift checks and takes the conductor's events, refusing a kind it does not know", async () => {
    const path = await olderDatabase('0015')
    const raw = new SQLite(path)
    raw.exec(`insert into drift_checks (project_root, slug, verdict, exit_code, unresolved, seq, at)
      values ('/p', 's', 'clean', 0, '[]', 1, 't')`)
    raw.close()
    const store = await openStore(path)
    try {
      const { conductEvents, insertConductEvent } = await import('../../mcp-server/src/store/conduct-events.js')
      await store.write((tx) =>
        insertConductEvent(tx, '/p', { kind: 'launch', at: 't', issue: 7, leaf: 'develop-red', leafSession: 'u' }),
      )
      expect((await conductEvents(store.db, '/p', { issue: 7 })).map((e) => [e.kind, e.leaf, e.leafSession])).toEqual([
        ['launch', 'develop-red', 'u'],
      ])
      expect((await store.db.selectFrom('drift_checks').select('slug').execute()).map((r) => r.slug)).toEqual(['s'])
    } finally {
      await store.close()
    }
    const check = new SQLite(path)
    expect(() =>
      check.exec(`insert into conduct_events (project_root, issue, kind, seq, at) values ('/p', 7, 'approve', 9, 't')`),
    ).toThrow(/CHECK constraint failed/)
    check.close()
  })
})

describe('migration 0016_closing_proofs', () => {
  it('keeps an older store and takes closing proofs, found by content key and never an error, refusing an unknown kind', async () => {
    const path = await olderDatabase('0016')
    const raw = new SQLite(path)
    raw.exec(`insert into drift_checks (project_root, slug, verdict, exit_code, unresolved, seq, at)
      values ('/p', 's', 'clean', 0, '[]', 1, 't')`)
    raw.close()
    const store = await openStore(path)
    await store.close()
    const rows = new SQLite(path)
    rows.pragma('foreign_keys = OFF')
    const insert = rows.prepare(`insert into closing_proofs
      (task_id, behavior_id, kind, key, tree, red_tree, outcome, place, detail, ms, seq, at)
      values (1, 2, ?, ?, 't', 'r', ?, 'project-path', ?, 5, ?, 't')`)
    insert.run('original', 'k1', 'passes', 'first', 10)
    insert.run('original', 'k1', 'error', 'could not run', 11)
    insert.run('current', 'k1', 'fails', 'still red', 12)
    expect(() => insert.run('weakened', 'k1', 'passes', 'x', 13)).toThrow(/CHECK constraint failed/)
    expect(() =>
      rows.exec(`insert into closing_proofs (task_id, behavior_id, kind, key, tree, red_tree, outcome, place, detail, ms, seq)
        values (1, 2, 'original', 'k', 't', 'r', 'passes', 'somewhere', 'd', 1, 14)`),
    ).toThrow(/CHECK constraint failed/)
    rows.close()
    const reopened = await openStore(path)
    try {
      const { provenFor } = await import('../../mcp-server/src/store/closing-proofs.js')
      expect(await provenFor(reopened.db, 2, 'original', 'k1')).toMatchObject({ outcome: 'passes', detail: 'first' })
      expect(await provenFor(reopened.db, 2, 'current', 'k1')).toMatchObject({ outcome: 'fails' })
      expect(await provenFor(reopened.db, 2, 'original', 'k2')).toBeUndefined()
      expect((await reopened.db.selectFrom('drift_checks').select('slug').execute()).map((r) => r.slug)).toEqual(['s'])
    } finally {
      await reopened.close()
    }
  })
})

describe('migration 0017_conduct_plugin_hash', () => {
  it("keeps an older store's conductor events, without a hash, and takes the pinned plugin's hash on new ones", async () => {
    const path = await olderDatabase('0017')
    const raw = new SQLite(path)
    raw.exec(`insert into conduct_events (project_root, issue, kind, plugin_version, seq, at)
      values ('/p', 7, 'run-start', '0.1.0', 1, 't')`)
    raw.close()
    const store = await openStore(path)
    try {
      const { conductEvents, insertConductEvent } = await import('../../mcp-server/src/store/conduct-events.js')
      const hash = `sha256:${'a'.repeat(64)}`
      await store.write((tx) =>
        insertConductEvent(tx, '/p', { kind: 'launch', at: 't', issue: 7, pluginVersion: '0.1.0', pluginHash: hash }),
      )
      expect(
        (await conductEvents(store.db, '/p', { issue: 7 })).map((e) => [e.kind, e.pluginVersion, e.pluginHash]),
      ).toEqual([
        ['run-start', '0.1.0', undefined],
        ['launch', '0.1.0', hash],
      ])
    } finally {
      await store.close()
    }
  })
})

describe('migration 0018_shell_lease', () => {
  it("keeps an older store's shell commands; an open row from before the lease is closed as lapsed by the next command", async () => {
    const path = await olderDatabase('0018')
    const raw = new SQLite(path)
    raw.exec(`
      insert into callers (id, session_id, agent_id) values (1, 's', 'a');
      insert into shell_commands (id, caller_id, tool_use_id, command, project_root, tree_before, tree_after, start_seq,
        end_seq, changes) values (1, 1, 'tu-done', 'ls', '/p', 't1', 't2', 1, 2, '[]');
      insert into shell_commands (id, caller_id, tool_use_id, command, project_root, tree_before, start_seq)
        values (2, 1, 'tu-open', 'sleep 1', '/p', 't2', 3);
      update meta set value = '3' where key = 'seq';`)
    raw.close()
    await (await openStore(path)).close()
    const db = openHookDb(path)
    if (db === undefined) throw new Error('no store')
    try {
      const now = new Date().toISOString()
      const taken = takeShellLease(
        db.sqlite,
        { sessionId: 's', agentId: 'b' },
        {
          toolUseId: 'tu-new',
          command: 'true',
          projectRoot: '/p',
          now,
          leaseUntil: new Date(Date.now() + 60_000).toISOString(),
          callerSince: now,
        },
      )
      expect('row' in taken).toBe(true)
      const rows = db.sqlite
        .prepare('select id, end_seq, lapsed_at, lease_until from shell_commands order by id')
        .all() as { id: number; end_seq: number | null; lapsed_at: string | null; lease_until: string | null }[]
      expect(rows.map((r) => [r.id, r.end_seq === null, r.lapsed_at === null, r.lease_until === null])).toEqual([
        [1, false, true, true],
        [2, false, false, true],
        [3, true, true, false],
      ])
    } finally {
      db.close()
    }
  })
})

describe('migration 0019_task_test_globs', () => {
  it("keeps an older store's tasks without frozen test files, and freezes a new task's", async () => {
    const path = await olderDatabase('0019')
    const raw = new SQLite(path)
    raw.exec(`
      insert into callers (id, session_id, agent_id) values (1, 's', 'a');
      insert into tdd_tasks (id, caller_id, goal, status, seq, project_root, config)
        values (1, 1, 'old goal', 'open', 1, '/p', '{}');
      update meta set value = '1' where key = 'seq';`)
    raw.close()
    const store = await openStore(path)
    try {
      const { frozenOf, insertTask } = await import('../../mcp-server/src/store/tasks.js')
      expect(await frozenOf(store.db, 1)).toEqual({ config: '{}' })
      const globs = JSON.stringify({ include: ['src/**/test.ts'], exclude: [] })
      await store.write(async (tx) => {
        await tx.updateTable('tdd_tasks').set({ status: 'ended' }).where('id', '=', 1).execute()
        await insertTask(tx, 1, 'new goal', undefined, { projectRoot: '/p', config: '{}', testGlobs: globs })
      })
      expect(await frozenOf(store.db, 1)).toEqual({ config: '{}', testGlobs: globs })
    } finally {
      await store.close()
    }
  })
})

describe('migration 0020_shell_unmeasured', () => {
  it("keeps an older store's shell commands measured (unmeasured null), and marks a new one", async () => {
    const path = await olderDatabase('0020')
    const raw = new SQLite(path)
    raw.exec(`
      insert into callers (id, session_id, agent_id) values (1, 's', 'a');
      insert into shell_commands (id, caller_id, tool_use_id, command, project_root, start_seq, lease_until)
        values (1, 1, 'tu-1', 'ls', '/p', 1, '2999-01-01T00:00:00.000Z');
      update meta set value = '1' where key = 'seq';`)
    raw.close()
    await (await openStore(path)).close()
    const sqlite = new SQLite(path)
    try {
      const { markShellUnmeasured, closeUnmeasuredShellCommand, shellCommandOf } =
        await import('../../mcp-server/src/store/statements/shell-commands.js')
      const before = sqlite.prepare('select unmeasured from shell_commands where id = 1').get()
      expect(before).toEqual({ unmeasured: null })
      expect(shellCommandOf(sqlite, 1, 'tu-1')?.unmeasured).toBeNull()
      markShellUnmeasured(sqlite, 1, 'too slow')
      expect(shellCommandOf(sqlite, 1, 'tu-1')?.unmeasured).toBe('too slow')
      closeUnmeasuredShellCommand(sqlite, 1)
      expect(sqlite.prepare('select end_seq, changes, lease_until from shell_commands where id = 1').get()).toEqual({
        end_seq: 2,
        changes: '[]',
        lease_until: null,
      })
    } finally {
      sqlite.close()
    }
  })
})

describe('migration 0021_task_handoffs', () => {
  it("keeps an older store's tasks, unfollowed, and takes a handoff claimed once", async () => {
    const path = await olderDatabase('0021')
    const raw = new SQLite(path)
    raw.exec(`
      insert into callers (id, session_id, agent_id, identity) values (1, 's1', 'main', 'hook'), (2, 's2', 'main', 'hook');
      insert into tdd_tasks (id, caller_id, goal, status, seq) values (1, 2, 'old goal', 'open', 1);
      update meta set value = '1' where key = 'seq';`)
    raw.close()
    const store = await openStore(path)
    try {
      const { claimHandoff, handoffByToken, handoffOffererSession, insertHandoff } =
        await import('../../mcp-server/src/store/handoffs.js')
      expect(await handoffOffererSession(store.db, 1)).toBeUndefined()
      const token = `handoff-${'a'.repeat(32)}`
      const first = await store.write(async (tx) => {
        const id = await insertHandoff(tx, 1, token)
        return [await claimHandoff(tx, id, 2, 1), await claimHandoff(tx, id, 2, 1)]
      })
      expect(first).toEqual([true, false])
      expect(await handoffByToken(store.db, token)).toMatchObject({ offerSessionId: 's1', claimedTaskId: 1 })
      expect(await handoffOffererSession(store.db, 1)).toBe('s1')
      // A task links to at most one handoff, and a claim names its claimer.
      await expect(
        store.write((tx) => insertHandoff(tx, 1, `handoff-${'b'.repeat(32)}`).then((id) => claimHandoff(tx, id, 2, 1))),
      ).rejects.toThrow(/UNIQUE/)
      const sqlite = new SQLite(path)
      try {
        expect(() =>
          sqlite
            .prepare(`insert into task_handoffs (token, offer_caller_id, claimed_task_id) values ('t', 1, null)`)
            .run(),
        ).not.toThrow()
        expect(() =>
          sqlite
            .prepare(`insert into task_handoffs (token, offer_caller_id, claimed_task_id) values ('u', 1, 1)`)
            .run(),
        ).toThrow(/CHECK|UNIQUE/)
      } finally {
        sqlite.close()
      }
    } finally {
      await store.close()
    }
  })
})
