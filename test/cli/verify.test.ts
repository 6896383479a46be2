import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VERDICT_FILE } from '../../mcp-server/src/domain/verdict-file.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { copyFixture } from '../support/fixtures.js'
import { tempDir } from '../support/store.js'
import { cli } from '../support/cli-io.js'

/** `evident verify`: real vitest on fixture projects, run in-process with the project's own store. */
function project(fixture: string): { root: string; env: Record<string, string>; db: string } {
  const root = copyFixture(fixture)
  const db = join(tempDir('evident-verify-db-'), 'evident.sqlite')
  return { root, db, env: { EVIDENT_DB: db, EVIDENT_PROJECT_ROOT: root } }
}

describe('evident verify', () => {
  it('runs the whole suite, prints the four lines it wrote to last_test_result, and exits 0 on PASS', async () => {
    const p = project('passing')
    const ran = await cli(['verify'], p.env, p.root)
    expect(ran.code, ran.err.join('\n')).toBe(0)
    expect(ran.out).toHaveLength(4)
    expect(ran.out[0]).toBe('PASS')
    expect(ran.out[3]).toBe('0')
    expect(readFileSync(join(p.root, VERDICT_FILE), 'utf8')).toBe(`${ran.out.join('\n')}\n`)
    const store = await openStore(p.db)
    try {
      const rows = await store.db.selectFrom('test_verdicts').select(['verdict', 'filtered', 'passed']).execute()
      expect(rows).toEqual([{ verdict: 'PASS', filtered: 0, passed: 3 }])
    } finally {
      await store.close()
    }
  })

  it('exits 1 on FAIL, saying why on stderr', async () => {
    const p = project('failing')
    const ran = await cli(['verify', '--timeout', '120'], p.env, p.root)
    expect(ran.code).toBe(1)
    expect(ran.out[0]).toBe('FAIL')
    expect(ran.err.join('\n')).toContain('evident verify: FAIL (failures): 1 failed test and 1 error; exit code 1')
  })

  it('exits 2 when the tests cannot be run, or on a usage error', async () => {
    const p = project('passing')
    const unknown = await cli(['verify', '--project', 'python'], p.env, p.root)
    expect(unknown.code).toBe(2)
    expect(unknown.err.join('\n')).toMatch(/^evident verify: no runner named "python" in evident\.config\.json/)
    writeFileSync(join(p.root, 'evident.config.json'), '{"runners": 3}')
    expect((await cli(['verify'], p.env, p.root)).err.join('\n')).toMatch(/evident\.config\.json is invalid/)
    expect((await cli(['verify', '--timeout', '0'], p.env, p.root)).code).toBe(2)
  })

  it('exits 2 naming the missing vitest, and creates no database and no verdict file, in a project without vitest', async () => {
    const root = tempDir('evident-verify-novitest-')
    writeFileSync(join(root, 'package.json'), '{"name": "no-vitest", "scripts": {"test": "vitest run"}}')
    const db = join(tempDir('evident-verify-db-'), 'data', 'evident.sqlite')
    const ran = await cli(['verify'], { EVIDENT_DB: db, EVIDENT_PROJECT_ROOT: root }, root)
    expect(ran.code).toBe(2)
    expect(ran.out).toEqual([])
    expect(ran.err).toEqual([
      `evident verify: vitest is not installed in this project (${join(root, 'node_modules', 'vitest', 'vitest.mjs')} is missing) (install it in the project (npm install -D vitest), or configure another runner in evident.config.json)`,
    ])
    expect(existsSync(db)).toBe(false)
    expect(existsSync(join(db, '..'))).toBe(false)
    expect(readdirSync(root)).toEqual(['package.json'])
  })
})
