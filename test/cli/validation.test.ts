import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { noDatabase } from '../../mcp-server/src/cli/existing-store.js'
import { lockPath, writeLock } from '../../mcp-server/src/clients/validation/lock.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { cli } from '../support/cli-io.js'

function project(config: unknown): { root: string; env: Record<string, string> } {
  const { root } = gitRepo({ 'evident.config.json': JSON.stringify(config), 'a.txt': 'a\n' })
  return { root, env: { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: root } }
}

const CONFIG = {
  validation: {
    techniques: [
      { id: 'ok', run: ['node', '-e', ''] },
      { id: 'bad', run: ['node', '-e', 'process.exit(1)'] },
    ],
  },
}

describe('evident validation', () => {
  it('plan prints each technique and why it was chosen', async () => {
    const { root, env } = project(CONFIG)
    const run = await cli(['validation', 'plan'], env, root)
    expect(run).toEqual({
      code: 0,
      err: [],
      out: [
        'ok: gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0] — run: ["node","-e",""]',
        'bad: gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[1] — run: ["node","-e","process.exit(1)"]',
      ],
    })
    expect(existsSync(env['EVIDENT_DB'] ?? '')).toBe(false)
  })

  it('run prints the record and exits 4 on blockers; record prints the same lines', async () => {
    const { root, env } = project(CONFIG)
    const run = await cli(['validation', 'run'], env, root)
    expect(run.code).toBe(4)
    // While it runs: one line per technique as it starts and as it lands, on stderr.
    expect(run.err.map((l) => l.replace(/ in \d+\.\d s$/, ' in N s'))).toEqual([
      'validation: [1/2] ok: running node -e ',
      'validation: [1/2] ok: green (exit 0) in N s',
      'validation: [2/2] bad: running node -e process.exit(1)',
      'validation: [2/2] bad: red (exit 1) in N s',
    ])
    expect(run.out).toContain('GATE(ok): green')
    expect(run.out).toContain('GATE(bad): red')
    const record = await cli(['validation', 'record'], env, root)
    expect(record.code).toBe(0)
    expect(record.out[0]).toMatch(/^validation run 1 \(done\) base [0-9a-f]{40} started /)
    expect(record.out.slice(1)).toEqual(run.out.slice(1))
  })

  it('run --technique runs one technique and exits 0 when it is green', async () => {
    const { root, env } = project(CONFIG)
    const run = await cli(['validation', 'run', '--technique', 'ok'], env, root)
    expect(run.code).toBe(0)
    expect(run.out.filter((l) => l.startsWith('GATE('))).toEqual(['GATE(ok): green'])
  })

  it('record exits 1 before any run and 2 on a bad --run', async () => {
    const { root, env } = project(CONFIG)
    const none = await cli(['validation', 'record'], env, root)
    expect(none).toEqual({ code: 1, out: [], err: [noDatabase(env['EVIDENT_DB'] ?? '')] })
    expect(existsSync(env['EVIDENT_DB'] ?? '')).toBe(false)
    expect((await cli(['validation', 'record', '--run', 'x'], env, root)).code).toBe(2)
  })

  it('teardown exits 3 while a live run holds the lock and clears a stale one', async () => {
    const { root, env } = project(CONFIG)
    writeLock(root, process.pid)
    const refused = await cli(['validation', 'teardown'], env, root)
    expect(refused.code).toBe(3)
    expect(refused.err[0]).toContain(`pid ${process.pid}`)
    writeFileSync(lockPath(root), '999999999 2026-01-01T00:00:00.000Z\n')
    const cleared = await cli(['validation', 'teardown'], env, root)
    expect(cleared).toEqual({
      code: 0,
      err: [],
      out: [`cleared a stale run-lock at ${lockPath(root)}; teardown may proceed`],
    })
  })

  it('rejects unknown options with exit 2', async () => {
    const { root, env } = project(CONFIG)
    expect((await cli(['validation', 'run', '--shell', 'rm -rf /'], env, root)).code).toBe(2)
  })
})
