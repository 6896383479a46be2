import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { describe, expect, it } from 'vitest'
import { EvidentError } from '../../mcp-server/src/kernel/errors.js'
import { createServer } from '../../mcp-server/src/entry/server.js'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { lazyStore, prepareStore, type NativeModule } from '../../mcp-server/src/store/prepare.js'
import { alice, tempDir } from '../support/store.js'

/** A native module that is not built yet and whose build finishes when the test says so. */
function slowBuild(): { readonly native: NativeModule; finish(): void; readonly builds: number } {
  let built = false
  let finish: () => void = () => undefined
  let builds = 0
  const native: NativeModule = {
    load: () => {
      if (!built) throw new EvidentError('unavailable', 'the SQLite native module is not built yet')
      return 'fake'
    },
    build: async (_env, _script, report) => {
      builds++
      report('building the SQLite native module (fake)')
      await new Promise<void>((resolve) => {
        finish = () => {
          built = true
          resolve()
        }
      })
    },
  }
  return {
    native,
    finish: () => finish(),
    get builds() {
      return builds
    },
  }
}

const busy = (): Error => Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' })

describe('prepareStore', () => {
  it('opens and migrates the store when the native module is available', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    const store = await prepareStore(path, { CLAUDE_PLUGIN_DATA: tempDir() }, '/nonexistent/native-build.js')
    try {
      const meta = await store.db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirst()
      expect(meta).toBeDefined()
    } finally {
      await store.close()
    }
  })
})

describe('lazyStore', () => {
  it('makes a call wait for an open that finishes within the grace period', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    let open: (store: Store) => void = () => undefined
    const lazy = lazyStore(path, () => new Promise<Store>((resolve) => (open = resolve)), { graceMs: 10_000 })
    expect(lazy.path).toBe(path)
    expect(() => lazy.db).toThrow('evident is preparing its database')
    const written = lazy.write(
      async (tx) =>
        (await tx.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()).value,
    )
    open(await openStore(path))
    await expect(written).resolves.toBeDefined()
    expect(lazy.db).toBeDefined()
    await lazy.close()
  })

  it('answers "preparing" after the grace period while the native module builds, then opens', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    const build = slowBuild()
    const lazy = lazyStore(path, (report) => prepareStore(path, {}, '/unused', report, build.native), { graceMs: 50 })
    await expect(lazy.ready()).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringMatching(
        /^evident is preparing its database \(0 s so far: building the SQLite native module \(fake\)\); enforcement starts when it is ready$/,
      ),
      hint: 'call again shortly',
    })
    // It answered while the build still runs (the build ends only at finish() below): no wait for the build.
    build.finish()
    const store = await lazy.ready()
    expect(await store.db.selectFrom('meta').select('value').executeTakeFirst()).toBeDefined()
    expect(build.builds).toBe(1)
    await lazy.close()
  })

  it('retries a failed open on the next call instead of keeping the failure', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    let attempts = 0
    const lazy = lazyStore(path, async () => {
      attempts++
      if (attempts === 1) throw busy()
      return openStore(path)
    })
    await expect(lazy.ready()).rejects.toMatchObject({ message: 'database is locked' })
    const store = await lazy.ready()
    expect(attempts).toBe(2)
    expect(store.path).toBe(path)
    expect(lazy.db).toBe(store.db)
    await lazy.close()
  })

  it('keeps the fix of a failed native build in view while the retry is still preparing', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    let attempts = 0
    const lazy = lazyStore(
      path,
      async () => {
        attempts++
        if (attempts === 1)
          throw new EvidentError('internal', 'the SQLite native module could not be built', 'install a C++ toolchain')
        return new Promise<Store>(() => undefined) // the retry is still building
      },
      { graceMs: 10 },
    )
    await expect(lazy.ready()).rejects.toMatchObject({ hint: 'install a C++ toolchain' })
    await expect(lazy.ready()).rejects.toMatchObject({
      code: 'unavailable',
      message: expect.stringContaining('the previous attempt failed: the SQLite native module could not be built'),
      hint: 'call again shortly; if it fails again: install a C++ toolchain',
    })
    await lazy.close()
  })
})

describe('the server while the store is prepared', () => {
  it('answers a tool call at once with "preparing, call again", and serves it once the store is open', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    const build = slowBuild()
    const store = lazyStore(path, (report) => prepareStore(path, {}, '/unused', report, build.native), {
      graceMs: 50,
    })
    const server = createServer({ store, projectRoot: tempDir(), fallbackCaller: alice, ready: store.ready })
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
    await server.connect(serverSide)
    const client = new Client({ name: 'evident-test', version: '0.0.0' })
    await client.connect(clientSide)
    try {
      const call = async (): Promise<CallToolResult> =>
        (await client.callTool({ name: 'inventory', arguments: { kind: 'session' } })) as CallToolResult
      const early = await call()
      expect(early.isError).toBe(true)
      expect(early.content[0]).toMatchObject({
        type: 'text',
        text: expect.stringMatching(
          /^Not ready yet \(transient, nothing is lost\): evident is preparing its database \(\d+ s so far: .*\); enforcement starts when it is ready\. Next: call again shortly$/,
        ),
      })
      build.finish()
      await store.ready()
      const later = await call()
      expect(later.isError, JSON.stringify(later.content)).not.toBe(true)
    } finally {
      await client.close()
      await store.close()
    }
  })
})
