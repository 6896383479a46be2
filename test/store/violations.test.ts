import { VIOLATION_KINDS } from '../../mcp-server/src/domain/vocabulary.js'
import { describe, expect, it } from 'vitest'
import { recordHookError, recordViolation } from '../../mcp-server/src/store/violations.js'
import { connect } from '../support/client.js'
import { alice, bob, tempStore } from '../support/store.js'
import { ok } from '../support/tdd.js'

describe('recordViolation', () => {
  it('binds a violation to the caller and its open task', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const { tddTaskId } = (await ok(call, 'tdd_task', { action: 'start', goal: 'g' })) as { tddTaskId: number }
    const row = await recordViolation(store.db, alice, {
      kind: 'SESSION_BYPASS',
      detail: 'ran npx vitest from Bash',
      toolName: 'Bash',
    })
    expect(row).toMatchObject({
      taskId: tddTaskId,
      kind: 'SESSION_BYPASS',
      toolName: 'Bash',
      detail: 'ran npx vitest from Bash',
    })
  })

  it('records a violation of a caller without a task, registering the caller', async () => {
    const store = await tempStore()
    const row = await recordViolation(store.db, bob, {
      kind: 'UNREGISTERED_SESSION',
      detail: 'wrote src/a.ts before tdd_task start',
    })
    expect(row).toMatchObject({ taskId: null, toolName: null })
    const caller = await store.db
      .selectFrom('callers')
      .selectAll()
      .where('id', '=', row.callerId ?? 0)
      .executeTakeFirstOrThrow()
    expect(caller).toMatchObject({ session_id: bob.sessionId, agent_id: bob.agentId })
  })

  it('clips an oversized detail', async () => {
    const store = await tempStore()
    const row = await recordViolation(store.db, alice, { kind: 'TEST_WEAKENED', detail: 'x'.repeat(5000) })
    expect(row.detail).toHaveLength(2000)
  })

  it('declares the kinds the hooks record, and records each', async () => {
    expect(VIOLATION_KINDS).toEqual([
      'UNREGISTERED_SESSION',
      'UNCITED_FIX',
      'SESSION_BYPASS',
      'TEST_WEAKENED',
      'EVIDENCE_TAMPERING',
      'SANDBOX_ESCAPE',
      'UNVERIFIED_DONE',
      'UNPROVEN_CLAIM',
      'CONTRACT_BREACH',
      'CONDUCTOR_BYPASS',
      'ORACLE_AWARE_CODE',
      'FOREIGN_CHANGE',
    ])
    const store = await tempStore()
    for (const kind of VIOLATION_KINDS) await recordViolation(store.db, alice, { kind, detail: kind.toLowerCase() })
    const rows = await store.db.selectFrom('violations').select(['kind', 'detail']).orderBy('seq').execute()
    expect(rows).toEqual(VIOLATION_KINDS.map((kind) => ({ kind, detail: kind.toLowerCase() })))
  })
})

describe('recordHookError', () => {
  it('records a hook failure apart from violations', async () => {
    const store = await tempStore()
    await recordHookError(store.db, 'pre-tool-use', 'ENOENT: config missing')
    const errors = await store.db.selectFrom('hook_errors').selectAll().execute()
    expect(errors).toMatchObject([{ hook: 'pre-tool-use', message: 'ENOENT: config missing' }])
    expect(await store.db.selectFrom('violations').selectAll().execute()).toEqual([])
  })
})
