import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configFor } from '../../mcp-server/src/engine/flows/tdd-task.js'
import type { Store } from '../../mcp-server/src/store/index.js'
import { connect } from '../support/client.js'
import { alice, tempDir, tempStore } from '../support/store.js'

const open: Store[] = []
afterEach(async () => {
  while (open.length > 0) await open.pop()?.close()
})

const junit = (junitPath: string) => ({ kind: 'junit', argv: ['true'], junitPath })

describe('a TDD task freezes evident.config.json at start', () => {
  it('stores the config with the project root on the task, and run_tests keeps using it after the file changes', async () => {
    const store = await tempStore()
    open.push(store)
    const root = tempDir('evident-frozen-')
    writeFileSync(join(root, 'evident.config.json'), JSON.stringify({ runners: { default: junit('a.xml') } }))
    const { call } = await connect(store, alice, root)
    const started = await call('tdd_task', { action: 'start', goal: 'frozen' })
    expect(started.isError).toBe(false)
    const task = await store.db.selectFrom('tdd_tasks').selectAll().executeTakeFirstOrThrow()
    expect(task.project_root).toBe(root)
    expect(JSON.parse(task.config ?? '{}')).toMatchObject({ runners: { default: junit('a.xml') } })

    writeFileSync(
      join(root, 'evident.config.json'),
      JSON.stringify({ runners: { default: junit('b.xml'), sneaky: junit('c.xml') } }),
    )
    expect((await configFor(store, alice, root)).runners).toEqual({
      default: { ...junit('a.xml'), fileArgs: 'append' },
    })
    const run = await call('run_tests', { project: 'sneaky' })
    expect(run.isError).toBe(true)
    expect(run.text).toContain('no runner named "sneaky" in evident.config.json (configured: default)')

    const ended = await call('tdd_task', { action: 'end', tddTaskId: task.id, outcome: 'abandoned', reason: 'done' })
    expect(ended.isError).toBe(false)
    expect(Object.keys((await configFor(store, alice, root)).runners).sort()).toEqual(['default', 'sneaky'])
  })

  it('refuses to start a task on an invalid config', async () => {
    const store = await tempStore()
    open.push(store)
    const root = tempDir('evident-frozen-')
    writeFileSync(join(root, 'evident.config.json'), '{ not json')
    const { call } = await connect(store, alice, root)
    const started = await call('tdd_task', { action: 'start', goal: 'frozen' })
    expect(started.isError).toBe(true)
    expect(started.text).toContain('evident.config.json is not valid JSON')
  })
})
