import { mkdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterEach, describe, expect, it } from 'vitest'
import { EvidentError } from '../../mcp-server/src/kernel/errors.js'
import {
  callerFromEnv,
  keyPathFor,
  loadCallerSecret,
  proveCaller,
  type Caller,
} from '../../mcp-server/src/kernel/identity.js'
import { createServer } from '../../mcp-server/src/entry/server.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { ensureCallerRow, openHookDb } from '../../mcp-server/src/store/hook-db.js'
import { connect, TEST_SECRET } from '../support/client.js'
import { alice, tempDir, tempStore } from '../support/store.js'

describe('caller identity', () => {
  it('takes the server caller from EVIDENT_SESSION_ID and EVIDENT_AGENT_ID, main by default', () => {
    expect(callerFromEnv({ EVIDENT_SESSION_ID: 's' })).toEqual({ sessionId: 's', agentId: 'main', identity: 'env' })
    expect(
      callerFromEnv({ EVIDENT_SESSION_ID: 's', EVIDENT_AGENT_ID: 'a1', EVIDENT_AGENT_TYPE: 'evident:tdd-task' }),
    ).toEqual({ sessionId: 's', agentId: 'a1', agentType: 'evident:tdd-task', identity: 'env' })
    expect(callerFromEnv({})).toBeUndefined()
  })

  it('attributes a call to the hook-injected caller when its proof verifies', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const injected = { sessionId: 's-hook', agentId: 'agent-9', agentType: 'evident:tdd-task' }
    const started = await call('tdd_task', {
      action: 'start',
      goal: 'g',
      caller: { ...injected, proof: proveCaller(TEST_SECRET, injected) },
    })
    expect(started.isError).toBe(false)
    const row = await store.db
      .selectFrom('tdd_tasks')
      .innerJoin('callers', 'callers.id', 'tdd_tasks.caller_id')
      .select(['callers.session_id', 'callers.agent_id', 'callers.agent_type'])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ session_id: 's-hook', agent_id: 'agent-9', agent_type: 'evident:tdd-task' })
  })

  it('rejects a caller typed by the model and writes nothing', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice)
    const forged = { sessionId: 'session-1', agentId: 'agent-b', proof: 'a'.repeat(64) }
    const result = await call('tdd_task', { action: 'start', goal: 'g', caller: forged })
    expect(result.isError).toBe(true)
    expect(result.text).toContain('No trusted caller')
    expect(result.text).toContain('leave the caller field out')
    expect(await store.db.selectFrom('tdd_tasks').selectAll().execute()).toEqual([])
  })
})

const clients: Client[] = []
afterEach(async () => {
  while (clients.length > 0) await clients.pop()?.close()
})

/** A server as entry/main.ts builds it: the key file next to the database, the fallback caller from the environment. */
async function serve(store: Store, fallbackCaller?: Caller) {
  const server = createServer({ store, projectRoot: tempDir(), fallbackCaller })
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  await server.connect(serverSide)
  const client = new Client({ name: 'identity-test', version: '0' })
  await client.connect(clientSide)
  clients.push(client)
  return async (args: Record<string, unknown>) => {
    const result = (await client.callTool({
      name: 'tdd_task',
      arguments: { action: 'start', goal: 'g', ...args },
    })) as CallToolResult
    const first = result.content[0]
    return { isError: result.isError === true, text: first?.type === 'text' ? first.text : '' }
  }
}

/** What SessionStart does: the session's main caller, seen in a hook payload. */
function seenByHook(store: Store, sessionId: string): void {
  const hookDb = openHookDb(store.path)
  if (hookDb === undefined) throw new Error('no database')
  ensureCallerRow(hookDb, { sessionId, agentId: 'main' })
  hookDb.close()
}

const identities = (store: Store) =>
  store.db.selectFrom('callers').select(['session_id', 'agent_id', 'identity']).orderBy('id').execute()

describe('caller key', () => {
  it('is created once as a 0600 file of 64 hex characters and read back the same', () => {
    const db = join(tempDir(), 'e.sqlite')
    const secret = loadCallerSecret(db)
    expect(secret).toHaveLength(32)
    expect(statSync(keyPathFor(db)).mode & 0o777).toBe(0o600)
    expect(loadCallerSecret(db).equals(secret)).toBe(true)
  })

  it.each([
    ['a directory', (path: string) => mkdirSync(path)],
    ['an empty file', (path: string) => writeFileSync(path, '')],
    ['a short key', (path: string) => writeFileSync(path, 'ab'.repeat(8))],
    ['non-hex text', (path: string) => writeFileSync(path, 'z'.repeat(64))],
    [
      'a symbolic link to a valid key',
      (path: string) => {
        const real = `${path}.real`
        writeFileSync(real, 'ab'.repeat(32))
        symlinkSync(real, path)
      },
    ],
  ])('refuses %s with an EvidentError naming the path, never an empty key', (_, plant) => {
    const db = join(tempDir(), 'e.sqlite')
    plant(keyPathFor(db))
    let thrown: unknown
    try {
      loadCallerSecret(db)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(EvidentError)
    expect((thrown as EvidentError).message).toContain(keyPathFor(db))
    expect((thrown as EvidentError).hint).toContain('not a rule violation')
  })
})

describe('server caller verification', () => {
  const who = { sessionId: 's-hook', agentId: 'tdd-1' }

  it('reads the key again for every call: after the key file is replaced, a proof from the old key is refused', async () => {
    const store = await tempStore()
    const call = await serve(store)
    const old = loadCallerSecret(store.path)
    expect((await call({ caller: { ...who, proof: proveCaller(old, who) } })).isError).toBe(false)
    rmSync(keyPathFor(store.path))
    writeFileSync(keyPathFor(store.path), 'cd'.repeat(32), { mode: 0o600 })
    const stale = await call({
      goal: 'h',
      caller: { ...who, agentId: 'tdd-2', proof: proveCaller(old, { ...who, agentId: 'tdd-2' }) },
    })
    expect(stale.isError).toBe(true)
    expect(stale.text).toContain('No trusted caller')
    const fresh = loadCallerSecret(store.path)
    expect(
      (
        await call({
          goal: 'h',
          caller: { ...who, agentId: 'tdd-2', proof: proveCaller(fresh, { ...who, agentId: 'tdd-2' }) },
        })
      ).isError,
    ).toBe(false)
  })

  it('refuses every injected caller while the key is a directory, saying it is an infrastructure problem', async () => {
    const store = await tempStore()
    const call = await serve(store)
    const old = loadCallerSecret(store.path)
    rmSync(keyPathFor(store.path))
    mkdirSync(keyPathFor(store.path))
    const refused = await call({ caller: { ...who, proof: proveCaller(old, who) } })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('Internal error in evident (not your fault)')
    expect(refused.text).toContain(keyPathFor(store.path))
    expect(await store.db.selectFrom('tdd_tasks').selectAll().execute()).toEqual([])
  })

  it("labels a verified proof's caller row 'hook'", async () => {
    const store = await tempStore()
    const call = await serve(store)
    expect((await call({ caller: { ...who, proof: proveCaller(loadCallerSecret(store.path), who) } })).isError).toBe(
      false,
    )
    expect(await identities(store)).toEqual([{ session_id: 's-hook', agent_id: 'tdd-1', identity: 'hook' }])
  })
})

describe('identity from the environment', () => {
  it("works for a session no hook knows, and the caller row says 'env'", async () => {
    const store = await tempStore()
    const call = await serve(store, callerFromEnv({ EVIDENT_SESSION_ID: 'ci-7' }))
    expect((await call({})).isError).toBe(false)
    expect(await identities(store)).toEqual([{ session_id: 'ci-7', agent_id: 'main', identity: 'env' }])
  })

  it('is refused for a session Claude Code hooks know, and nothing is written', async () => {
    const store = await tempStore()
    seenByHook(store, 'victim')
    const call = await serve(store, callerFromEnv({ EVIDENT_SESSION_ID: 'victim', EVIDENT_AGENT_ID: 'tdd-1' }))
    const refused = await call({})
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('No trusted caller: session victim is a Claude Code session known')
    expect(refused.text).toContain('run_tests')
    expect(await store.db.selectFrom('tdd_tasks').selectAll().execute()).toEqual([])
    expect(await identities(store)).toEqual([{ session_id: 'victim', agent_id: 'main', identity: 'hook' }])
  })

  it("is upgraded to 'hook' when a hook later sees the caller, and never downgraded", async () => {
    const store = await tempStore()
    const call = await serve(store, callerFromEnv({ EVIDENT_SESSION_ID: 'later' }))
    expect((await call({})).isError).toBe(false)
    seenByHook(store, 'later')
    expect(await identities(store)).toEqual([{ session_id: 'later', agent_id: 'main', identity: 'hook' }])
    expect((await call({ goal: 'again' })).isError).toBe(true)
    expect(await identities(store)).toEqual([{ session_id: 'later', agent_id: 'main', identity: 'hook' }])
  })
})
