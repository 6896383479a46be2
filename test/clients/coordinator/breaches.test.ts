import { createHash } from 'node:crypto'
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { standingBreaches } from '../../../mcp-server/src/clients/coordinator/breaches.js'
import { ensureCaller } from '../../../mcp-server/src/store/callers.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { tempDir, tempStore } from '../../support/store.js'

/**
 * What still stands of a worker's shell changes against the plan (clients/coordinator/breaches.ts): judged by the
 * file's content now against the content before the worker's first breaching change, never by what a command said.
 */
const blob = (text: string): string =>
  createHash('sha1')
    .update(`blob ${Buffer.byteLength(text)}\0`)
    .update(text)
    .digest('hex')

async function shellChange(
  store: Store,
  root: string,
  who: { agentId: string; agentType: string },
  seq: number,
  changes: readonly Record<string, unknown>[],
): Promise<void> {
  await store.write(async (tx) => {
    const callerId = await ensureCaller(tx, { sessionId: 's', ...who })
    await tx
      .insertInto('shell_commands')
      .values({
        caller_id: callerId,
        task_id: null,
        tool_use_id: `t${seq}`,
        command: `cmd ${seq}`,
        project_root: root,
        tree_before: null,
        tree_after: null,
        start_seq: seq,
        end_seq: seq + 1,
        changes: JSON.stringify(changes),
      })
      .execute()
  })
}

const implement = { agentId: 'impl-1', agentType: 'evident:implement' }
const change = (path: string, before: string | null, violation: string | null, recorded = 'shell') => ({
  path,
  status: before === null ? 'added' : 'modified',
  kind: 'production',
  before: before === null ? null : { blob: blob(before), mode: '100644' },
  after: null,
  contentHash: null,
  recorded,
  violation,
})

describe('standingBreaches', () => {
  it('a created file stands until it is gone; a changed file until its bytes are the ones before', async () => {
    const store = await tempStore()
    const root = tempDir()
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'src/new.ts'), '// AC-1\n')
    writeFileSync(join(root, 'src/old.ts'), 'changed\n')
    await shellChange(store, root, implement, 10, [
      change('src/new.ts', null, 'outside_write_set'),
      change('src/old.ts', 'original\n', 'outside_write_set'),
      change('src/slug.ts', 'x', null),
    ])
    const paths = async () => (await standingBreaches(store.db, store.path, root, 5)).map((b) => [b.path, b.rule])
    expect(await paths()).toEqual([
      ['src/new.ts', 'outside_write_set'],
      ['src/old.ts', 'outside_write_set'],
    ])
    rmSync(join(root, 'src/new.ts'))
    writeFileSync(join(root, 'src/old.ts'), 'original\n')
    expect(await paths()).toEqual([])
    // A breach before the plan (seq ≤ since) is not the plan's; a change the rules allowed is none.
    writeFileSync(join(root, 'src/old.ts'), 'changed again\n')
    expect(await standingBreaches(store.db, store.path, root, 10)).toEqual([])
  })

  it('a file that cannot be read, or a folder in its place, is not restored: only an absent path is', async () => {
    const store = await tempStore()
    const root = tempDir()
    mkdirSync(join(root, 'src'))
    writeFileSync(join(root, 'src/new.ts'), 'x\n')
    writeFileSync(join(root, 'src/old.ts'), 'changed\n')
    await shellChange(store, root, implement, 10, [
      change('src/new.ts', null, 'outside_write_set'),
      change('src/old.ts', 'original\n', 'outside_write_set'),
    ])
    const paths = async () => (await standingBreaches(store.db, store.path, root, 5)).map((b) => b.path)
    // The created file replaced by a folder, the changed one put back but made unreadable: both still stand.
    rmSync(join(root, 'src/new.ts'))
    mkdirSync(join(root, 'src/new.ts'))
    writeFileSync(join(root, 'src/old.ts'), 'original\n')
    chmodSync(join(root, 'src/old.ts'), 0o000)
    const unreadable = process.getuid?.() !== 0
    try {
      expect(await paths()).toEqual(unreadable ? ['src/new.ts', 'src/old.ts'] : ['src/new.ts'])
    } finally {
      chmodSync(join(root, 'src/old.ts'), 0o644)
    }
    rmSync(join(root, 'src/new.ts'), { recursive: true })
    expect(await paths()).toEqual([])
  })

  it('judges the first breach of a path: a second command does not move the content to restore to', async () => {
    const store = await tempStore()
    const root = tempDir()
    mkdirSync(join(root, 'test'))
    writeFileSync(join(root, 'test/slug.test.ts'), 'second\n')
    const verify = { agentId: 'verify-1', agentType: 'evident:verify' }
    await shellChange(store, root, verify, 10, [change('test/slug.test.ts', 'first\n', 'verify_worker_edit')])
    await shellChange(store, root, verify, 20, [change('test/slug.test.ts', 'between\n', 'verify_worker_edit')])
    const standing = await standingBreaches(store.db, store.path, root, 0)
    expect(standing).toEqual([
      {
        path: 'test/slug.test.ts',
        rule: 'verify_worker_edit',
        agentType: 'evident:verify',
        agentId: 'verify-1',
        command: 'cmd 10',
        restoreTo: 'content',
      },
    ])
    writeFileSync(join(root, 'test/slug.test.ts'), 'between\n')
    expect(await standingBreaches(store.db, store.path, root, 0)).toHaveLength(1)
    writeFileSync(join(root, 'test/slug.test.ts'), 'first\n')
    expect(await standingBreaches(store.db, store.path, root, 0)).toEqual([])
  })

  it("ignores other agents' commands, content an Edit hook recorded, and the evidence protocol's rules", async () => {
    const store = await tempStore()
    const root = tempDir()
    writeFileSync(join(root, 'a.ts'), 'new\n')
    await shellChange(store, root, { agentId: 'main', agentType: 'general-purpose' }, 10, [
      change('a.ts', null, 'outside_write_set'),
    ])
    await shellChange(store, root, implement, 20, [change('a.ts', null, 'outside_write_set', 'edit')])
    // A rule of the evidence protocol (its own checks judge it) is no breach of the plan; protected config is.
    await shellChange(store, root, implement, 30, [change('a.ts', null, 'uncited_production_edit')])
    expect(await standingBreaches(store.db, store.path, root, 0)).toEqual([])
    writeFileSync(join(root, 'vitest.config.ts'), 'export default {}\n')
    await shellChange(store, root, implement, 40, [change('vitest.config.ts', null, 'protected_config_edit')])
    expect((await standingBreaches(store.db, store.path, root, 0)).map((b) => b.rule)).toEqual([
      'protected_config_edit',
    ])
  })
})
