import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openStore, type Store } from '../../mcp-server/src/store/index.js'
import { lazyStore, prepareStore } from '../../mcp-server/src/store/prepare.js'
import { tempDir } from '../support/store.js'

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
  it('makes writes wait until the store is open', async () => {
    const path = join(tempDir(), 'evident.sqlite')
    let open: (store: Store) => void = () => undefined
    const lazy = lazyStore(
      path,
      new Promise<Store>((resolve) => {
        open = resolve
      }),
    )
    expect(lazy.path).toBe(path)
    expect(() => lazy.db).toThrow('the evidence database is still being prepared')
    const written = lazy.write(
      async (tx) =>
        (await tx.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()).value,
    )
    open(await openStore(path))
    await expect(written).resolves.toBeDefined()
    expect(lazy.db).toBeDefined()
    await lazy.close()
  })

  it('reports the opening error to readers and writers', async () => {
    const failure = new Error('native build failed')
    const opening = Promise.reject(failure)
    const lazy = lazyStore('/x.sqlite', opening)
    await expect(lazy.write(async () => 1)).rejects.toBe(failure)
    expect(() => lazy.db).toThrow('native build failed')
    await expect(lazy.close()).resolves.toBeUndefined()
  })
})
