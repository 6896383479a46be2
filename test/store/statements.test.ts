import { describe, expect, it } from 'vitest'
import type { Caller } from '../../mcp-server/src/kernel/identity.js'
import { recordArtifact } from '../../mcp-server/src/store/artifacts.js'
import { nextSeq as nextSeqOfTx, sqliteOf, type Tx } from '../../mcp-server/src/store/db.js'
import {
  endCallerRow,
  ensureCallerRow,
  openHookDb,
  recordEditArtifact,
  recordHookErrorRow,
  recordViolationRow,
  type HookDb,
} from '../../mcp-server/src/store/hook-db.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { callerState } from '../../mcp-server/src/store/statements/callers.js'
import { insertViolation } from '../../mcp-server/src/store/statements/violations.js'
import { recordHookError, recordViolation } from '../../mcp-server/src/store/violations.js'
import { connect } from '../support/client.js'
import { alice, bob, tempStore } from '../support/store.js'
import { startWork } from '../support/tdd.js'

/** The hooks' connection to the same file, closed at the end of `fn`. */
async function withHookDb<T>(store: Store, fn: (hook: HookDb) => T | Promise<T>): Promise<T> {
  const hook = openHookDb(store.path)
  if (hook === undefined) throw new Error('the hook database did not open')
  try {
    return await fn(hook)
  } finally {
    hook.close()
  }
}

const count = async (store: Store, table: 'callers' | 'violations' | 'hook_errors' | 'artifacts'): Promise<number> =>
  (
    await store.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

const seqOf = async (store: Store): Promise<number> =>
  Number((await store.db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()).value)

const artifactsOf = (store: Store) =>
  store.db
    .selectFrom('artifacts')
    .select(['caller_id', 'task_id', 'phase_id', 'behavior_id', 'file_path', 'seq'])
    .orderBy('seq')
    .execute()

describe('statements in a kysely transaction', () => {
  it('take part in it: a kysely query sees their writes, and a rollback takes them back', async () => {
    const store = await tempStore()
    const before = await seqOf(store)
    await expect(
      store.write(async (tx) => {
        const sqlite = sqliteOf(tx)
        expect(sqlite.inTransaction).toBe(true)
        insertViolation(sqlite, alice, { kind: 'UNCITED_FIX', detail: 'edited src/a.ts' })
        expect(await tx.selectFrom('violations').select('kind').execute()).toEqual([{ kind: 'UNCITED_FIX' }])
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    const after = [await count(store, 'callers'), await count(store, 'violations'), await seqOf(store)]
    expect(after).toEqual([0, 0, before])
  })

  it('commit with it, taking seq from the same counter as the kysely writes', async () => {
    const store = await tempStore()
    const seqs = await store.write(async (tx) => {
      const first = await nextSeqOfTx(tx)
      const row = insertViolation(sqliteOf(tx), alice, { kind: 'SESSION_BYPASS', detail: 'ran vitest' })
      return [first, row.seq, await nextSeqOfTx(tx)]
    })
    expect(seqs).toEqual([seqs[0], (seqs[0] ?? 0) + 1, (seqs[0] ?? 0) + 2])
    expect(await count(store, 'violations')).toBe(1)
  })

  it('refuse a connection that is not inside a transaction', async () => {
    const store = await tempStore()
    expect(() => sqliteOf(store.db as unknown as Tx)).toThrow(/only inside a transaction/)
  })
})

describe('statements through the store and through the hooks', () => {
  it("bind evidence to the caller's open task, phase and behavior, whichever connection records it", async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const p = await startWork(call, { red: true })
    await recordArtifact(store.db, alice, { kind: 'test_written', filePath: 'test/a.test.ts', contentHash: 'h' })
    const state = await withHookDb(store, (hook) => {
      recordEditArtifact(hook, alice, {
        kind: 'test_written',
        filePath: 'test/b.test.ts',
        contentHash: 'h',
        linesAdded: 1,
        linesRemoved: 0,
        detail: null,
      })
      return callerState(hook.sqlite, alice)
    })
    expect(state).toMatchObject({ taskId: p.tddTaskId, phase: { phase: 'red', behaviorId: p.behaviorId } })
    const binding = {
      caller_id: state?.callerId,
      task_id: p.tddTaskId,
      phase_id: state?.phase?.id,
      behavior_id: p.behaviorId,
    }
    const [fromStore, fromHook] = await artifactsOf(store)
    expect(fromStore).toMatchObject({ ...binding, file_path: 'test/a.test.ts' })
    expect(fromHook).toMatchObject({ ...binding, file_path: 'test/b.test.ts' })
    expect(fromHook?.seq).toBe((fromStore?.seq ?? 0) + 1)
  })

  it('bind evidence of a caller without a task to the caller alone, whichever connection records it', async () => {
    const store = await tempStore()
    await recordArtifact(store.db, bob, { kind: 'code_written', filePath: 'src/a.ts' })
    await withHookDb(store, (hook) =>
      recordEditArtifact(hook, bob, {
        kind: 'code_written',
        filePath: 'src/b.ts',
        contentHash: null,
        linesAdded: null,
        linesRemoved: null,
        detail: null,
      }),
    )
    const rows = await artifactsOf(store)
    expect(rows.map((r) => [r.task_id, r.phase_id, r.behavior_id])).toEqual([
      [null, null, null],
      [null, null, null],
    ])
    expect(new Set(rows.map((r) => r.caller_id)).size).toBe(1)
    expect(await count(store, 'callers')).toBe(1)
  })

  it('register a caller once, with its parent session, and learn its agent type later', async () => {
    const store = await tempStore()
    const sub: Caller = { sessionId: 'session-9', agentId: 'agent-9' }
    const id = await withHookDb(store, (hook) => ensureCallerRow(hook, sub, 'parent-session'))
    const typed = { ...sub, agentType: 'evident:tdd-task' }
    const row = await recordViolation(store.db, typed, { kind: 'UNCITED_FIX', detail: 'd' })
    expect(row.callerId).toBe(id)
    await withHookDb(store, (hook) => ensureCallerRow(hook, { sessionId: 'session-9', agentId: 'main' }))
    const callers = await store.db
      .selectFrom('callers')
      .select(['agent_id', 'agent_type', 'parent_session_id'])
      .orderBy('id')
      .execute()
    expect(callers).toEqual([
      { agent_id: 'agent-9', agent_type: 'evident:tdd-task', parent_session_id: 'parent-session' },
      { agent_id: 'main', agent_type: null, parent_session_id: null },
    ])
  })

  it('end a caller, registering it first when it was never seen', async () => {
    const store = await tempStore()
    await withHookDb(store, (hook) => endCallerRow(hook, bob))
    const row = await store.db.selectFrom('callers').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ session_id: bob.sessionId, agent_id: bob.agentId, parent_session_id: bob.sessionId })
    expect(row.ended_at).not.toBeNull()
  })

  it('clip a violation detail to 2000 characters, whichever connection records it', async () => {
    const store = await tempStore()
    await recordViolation(store.db, alice, { kind: 'TEST_WEAKENED', detail: 'x'.repeat(5000) })
    await withHookDb(store, (hook) => recordViolationRow(hook, alice, 'TEST_WEAKENED', 'y'.repeat(5000), 'Edit'))
    const rows = await store.db.selectFrom('violations').select(['detail', 'tool_name']).orderBy('seq').execute()
    const clipped = rows.map((r) => [r.detail.length, r.detail.endsWith('…'), r.tool_name])
    expect(clipped).toEqual([
      [2000, true, null],
      [2000, true, 'Edit'],
    ])
  })

  it('record hook errors apart from violations, whichever connection records them', async () => {
    const store = await tempStore()
    await recordHookError(store.db, 'pre-tool-use', 'ENOENT')
    await withHookDb(store, (hook) => recordHookErrorRow(hook, 'post-tool-use', 'm'.repeat(3000)))
    const rows = await store.db.selectFrom('hook_errors').select(['hook', 'message']).orderBy('id').execute()
    expect(rows.map((r) => [r.hook, r.message.length])).toEqual([
      ['pre-tool-use', 6],
      ['post-tool-use', 2000],
    ])
    expect(await count(store, 'violations')).toBe(0)
  })
})
