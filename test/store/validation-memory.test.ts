import { describe, expect, it } from 'vitest'
import { loadTechniqueMemory, saveTechniqueMemory } from '../../mcp-server/src/store/validation-memory.js'
import { tempStore } from '../support/store.js'

describe('technique memory store', () => {
  it('keeps one row per project, the newest discovery replacing the last', async () => {
    const store = await tempStore()
    expect(await loadTechniqueMemory(store.db, '/a')).toBeUndefined()
    await saveTechniqueMemory(store.db, '/a', {
      fingerprint: 'f1',
      files: ['package.json'],
      techniques: [1],
      runId: null,
    })
    await saveTechniqueMemory(store.db, '/b', { fingerprint: 'fb', files: [], techniques: [], runId: null })
    await saveTechniqueMemory(store.db, '/a', { fingerprint: 'f2', files: ['README.md'], techniques: [2], runId: null })
    expect(await loadTechniqueMemory(store.db, '/a')).toMatchObject({
      fingerprint: 'f2',
      files: ['README.md'],
      techniques: [2],
      runId: null,
    })
    expect((await loadTechniqueMemory(store.db, '/b'))?.fingerprint).toBe('fb')
  })

  it('reads a row whose JSON does not parse as no techniques, never failing the run', async () => {
    const store = await tempStore()
    await store.db
      .insertInto('validation_memory')
      .values({ project_root: '/a', fingerprint: 'f', files: '{', techniques: 'nope', run_id: null, at: 'now' })
      .execute()
    expect(await loadTechniqueMemory(store.db, '/a')).toMatchObject({ fingerprint: 'f', files: [], techniques: null })
  })
})
