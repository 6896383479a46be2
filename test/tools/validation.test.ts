import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordGateResult } from '../../mcp-server/src/store/gate-results.js'
import { connect } from '../support/client.js'
import { alice, tempStore } from '../support/store.js'
import { gitRepo } from '../validation/repo.js'

const DOD =
  '---\ncriteria:\n  - {id: check-green, kind: auto, assert: {gate: check}}\n  - {id: reviewed, kind: judgment}\n---\n# Done\n'

function project(): string {
  const { root } = gitRepo({
    'evident.config.json': JSON.stringify({ validation: { techniques: [{ id: 'check', run: ['node', '-e', ''] }] } }),
    'docs/DOD.md': DOD,
  })
  return root
}

describe('validation tool', () => {
  it('serves a schema with the three actions and rejects unknown keys', async () => {
    const store = await tempStore()
    const { client, call } = await connect(store, alice, project())
    const tool = (await client.listTools()).tools.find((t) => t.name === 'validation')
    expect((tool?.inputSchema.properties?.['action'] as { enum?: string[] } | undefined)?.enum).toEqual([
      'plan',
      'run',
      'assert_dod',
    ])
    const bad = await call('validation', { action: 'run', command: 'rm -rf /' })
    expect(bad.isError).toBe(true)
    expect(bad.text).toContain('unknown key(s) "command"; accepted keys: action, base, technique')
  })

  it('plans without running anything', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice, project())
    const plan = await call('validation', { action: 'plan' })
    expect(plan.text).toBe(
      'check: gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0] — run: ["node","-e",""]',
    )
  })

  it('runs: the first run cannot evidence its own gate; the next run can', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice, project())
    const first = await call('validation', { action: 'run' })
    expect(first.isError).toBe(false)
    expect(first.text.split('\n')).toEqual([
      'Validation run 1: 1 blocker(s).',
      '{"id":"check-green","kind":"auto","outcome":"unmet"}',
      '{"id":"reviewed","kind":"judgment","outcome":"judgment"}',
      expect.stringMatching(/^BLOCKER\(verify\): check-green unmet — options: make GATE\(check\) green: fix the cause/),
      'TECHNIQUE(check): gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0]',
      'GATE(check): green',
    ])
    const assert = await call('validation', { action: 'assert_dod' })
    expect(assert.text).toMatch(/^verify: DoD met — 2 criteria, 1 evidenced by phase results, 1 session-asserted\. /)
    const second = await call('validation', { action: 'run' })
    expect(second.text).toContain('verify: DoD met — 2 criteria, 1 evidenced by phase results, 1 session-asserted')
    expect(second.data['blockers']).toBe(0)
  }, 60_000)

  it('asserts the DoD against gates recorded before the call and never a red one', async () => {
    const store = await tempStore()
    const root = project()
    await recordGateResult(store.db, { gate: 'check', status: 'green', source: 'test' })
    await recordGateResult(store.db, { gate: 'check', status: 'red', source: 'test' })
    const { call } = await connect(store, alice, root)
    const result = await call('validation', { action: 'assert_dod' })
    expect(result.data['outcomes']).toEqual([
      { id: 'check-green', kind: 'auto', outcome: 'unmet' },
      { id: 'reviewed', kind: 'judgment', outcome: 'judgment' },
    ])
    expect(result.text).toMatch(/^Unmet: check-green\. /)
  })

  it('says why a file-exists is unmet, in the answer and in the run’s blocker, as VDD words it', async () => {
    const store = await tempStore()
    const root = project()
    writeFileSync(
      join(root, 'docs', 'DOD.md'),
      `---\ncriteria:\n  - {id: readme, kind: auto, assert: {file-exists: ../${basename(root)}/docs/DOD.md}}\n---\n`,
    )
    const { call } = await connect(store, alice, root)
    const reason = `../${basename(root)}/docs/DOD.md: outside the repository`
    const assert = await call('validation', { action: 'assert_dod' })
    expect(assert.data['outcomes']).toEqual([{ id: 'readme', kind: 'auto', outcome: 'unmet', reason }])
    expect(assert.text).toMatch(new RegExp(`^Unmet: readme \\(${reason.replace(/[.()/]/g, '\\$&')}\\)\\. `))
    const run = await call('validation', { action: 'run' })
    expect(run.text.split('\n').filter((l) => l.startsWith('BLOCKER(verify)'))).toEqual([
      expect.stringContaining(`BLOCKER(verify): readme unmet (${reason}) — options: `),
    ])
  }, 60_000)

  it('reports an invalid DoD as bad input and an absent one as a verify no-op', async () => {
    const store = await tempStore()
    const root = project()
    writeFileSync(join(root, 'docs', 'DOD.md'), '---\ncriteria: nope\n---\n')
    const { call } = await connect(store, alice, root)
    const invalid = await call('validation', { action: 'assert_dod' })
    expect(invalid.isError).toBe(true)
    expect(invalid.text).toContain('dod.criteria: must be a list')
    const empty = gitRepo({ 'x.txt': 'x\n' }).root
    mkdirSync(join(empty, 'docs'))
    const other = await connect(store, alice, empty)
    const absent = await other.call('validation', { action: 'assert_dod' })
    expect(absent.text).toMatch(/^NO-OP\(verify\): no DoD declared — .*docs\/DOD\.md absent; gates green: none\.$/)
  })
})

describe('validation tool output size', () => {
  it('caps the run text at whole lines and points to the full record', async () => {
    const store = await tempStore()
    const many =
      "for (let i = 0; i < 400; i++) console.log('error new.txt:1 — finding number ' + i + ' ' + 'x'.repeat(60))"
    const { root, write } = gitRepo({
      'evident.config.json': JSON.stringify({
        validation: { techniques: [{ id: 'many', mode: 'triage', run: ['node', '-e', many] }] },
      }),
    })
    write('new.txt', 'one line\n')
    const { call } = await connect(store, alice, root)
    const result = await call('validation', { action: 'run' })
    expect(result.text.length).toBeLessThanOrEqual(12_100)
    expect(result.text.split('\n').at(-1)).toBe('… more lines: run evident validation record --run 1')
    expect((result.data['lines'] as unknown[]).length).toBeGreaterThan(400)
  }, 60_000)
})
