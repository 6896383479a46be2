import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordGateResult } from '../../mcp-server/src/store/gate-results.js'
import { connect } from '../support/client.js'
import { alice, tempStore } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'

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
  it('serves a schema with the seven actions and rejects unknown keys', async () => {
    const store = await tempStore()
    const { client, call } = await connect(store, alice, project())
    const tool = (await client.listTools()).tools.find((t) => t.name === 'validation')
    expect((tool?.inputSchema.properties?.['action'] as { enum?: string[] } | undefined)?.enum).toEqual([
      'plan',
      'run',
      'assert_dod',
      'triage',
      'gate',
      'lint_manifest',
      'prove',
    ])
    const bad = await call('validation', { action: 'run', command: 'rm -rf /' })
    expect(bad.isError).toBe(true)
    expect(bad.text).toContain(
      'unknown key(s) "command"; accepted keys: action, base, technique, suspectedBenign, run, commit, outcomes, range, runner',
    )
  })

  it('plans without running anything', async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice, project())
    const plan = await call('validation', { action: 'plan' })
    expect(plan.text).toBe(
      'check: gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0] — run: ["node","-e",""]',
    )
  })

  it("runs: the DoD is asserted against the run's own GATE lines, and assert_dod re-reads the latest run", async () => {
    const store = await tempStore()
    const { call } = await connect(store, alice, project())
    const before = await call('validation', { action: 'assert_dod' })
    expect(before.text).toMatch(
      /^Unmet: check-green \(no validation run is recorded, and it was never recorded green\)\. No validation run is recorded for this project yet\. /,
    )
    const first = await call('validation', { action: 'run' })
    expect(first.isError).toBe(false)
    expect(first.text.split('\n')).toEqual([
      'Validation run 1: 0 blocker(s).',
      expect.stringMatching(/^PROPOSE-GATE: satisfied/),
      expect.stringMatching(/^TECHNIQUES: derived — no technique memory for this project yet; /),
      'TECHNIQUE(check): gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0]',
      'GATE(check): green',
      '{"id":"check-green","kind":"auto","outcome":"met"}',
      '{"id":"reviewed","kind":"judgment","outcome":"judgment"}',
      'verify: DoD met — 2 criteria, 1 evidenced by phase results, 1 session-asserted',
    ])
    const assert = await call('validation', { action: 'assert_dod' })
    expect(assert.text).toMatch(
      /^verify: DoD met — 2 criteria, 1 evidenced by phase results, 1 session-asserted\. Against validation run 1 \(done, started \S+\), the latest\. /,
    )
    expect([assert.data['runId'], assert.data['greenGates']]).toEqual([1, ['check']])
  })

  it('never counts a red result, nor a green from outside the latest run by default', async () => {
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
    expect(result.data['reasons']).toEqual({
      'check-green': expect.stringMatching(
        /^no validation run is recorded; its last green was at \S+ \(test, 0 min ago\), which does not count: /,
      ),
    })
    expect(result.text).toMatch(/^Unmet: check-green \(no validation run is recorded; /)
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
      expect.stringContaining(
        `BLOCKER(verify): readme unmet: ${reason} — options: name the file by a project-relative path (no "..", not absolute)`,
      ),
    ])
  })

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
  })
})

describe('validation tool triage and gate', () => {
  it('passes suspected-benign findings through, records a triage and answers the propose-gate', async () => {
    const store = await tempStore()
    const lint = ['node', '-e', "console.log('error a.ts:2 — unsafe call')"]
    const { root, git, write } = gitRepo({
      'evident.config.json': JSON.stringify({
        validation: { techniques: [{ id: 'lint', mode: 'triage', run: lint }] },
      }),
      'a.ts': 'one\ntwo\n',
    })
    git('checkout', '-q', '-b', 'feature')
    write('a.ts', 'one\nTWO\n')
    git('commit', '-q', '-am', 'feature')
    const { call } = await connect(store, alice, root)
    expect(await call('validation', { action: 'gate' })).toMatchObject({
      isError: true,
      text: expect.stringContaining('no validation run recorded for this project yet'),
    })
    const refused = await call('validation', { action: 'run', base: 'main', suspectedBenign: 'fine by me' })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('the suspected-benign findings are not canonical: line 1')
    const run = await call('validation', {
      action: 'run',
      base: 'main',
      suspectedBenign: JSON.stringify([{ file: 'z.ts', line: 3, severity: 'info', finding: 'predicted benign' }]),
    })
    expect(run.text.split('\n').slice(0, 4)).toEqual([
      'Validation run 1: 0 blocker(s).',
      "PROPOSE-GATE: pending — lint: 1 finding(s) await the triager's outcomes (evident validation triage --run 1 --technique lint --commit <sha> --outcomes <file>)",
      expect.stringMatching(/^TECHNIQUES: derived — /),
      'SUSPECTED-BENIGN: info z.ts:3 — predicted benign',
    ])
    expect(run.data['proposeGate']).toMatchObject({ state: 'pending' })
    git('commit', '-q', '--allow-empty', '-m', 'chore(validation): lint — documented')
    const sha = git('rev-parse', 'HEAD').trim()
    const missing = await call('validation', { action: 'triage', run: 1, technique: 'lint', commit: sha })
    expect(missing.text).toContain('action "triage" requires outcomes')
    const triage = await call('validation', {
      action: 'triage',
      run: 1,
      technique: 'lint',
      commit: sha,
      outcomes: [{ file: 'a.ts', line: 2, finding: 'unsafe call', outcome: 'documented-benign', reason: 'guarded' }],
    })
    expect(triage.isError).toBe(false)
    expect(triage.text.split('\n')).toEqual([
      'Validation run 1: triage 1 recorded.',
      `TRIAGED(lint): commit ${sha} — 1 outcome(s): 1 documented-benign; gates re-run: none`,
      'OUTCOME(lint): documented-benign a.ts:2 — unsafe call — guarded',
      `PROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: none; lint triaged at ${sha.slice(0, 12)}`,
    ])
    const gate = await call('validation', { action: 'gate', run: 1 })
    expect(gate.data).toMatchObject({ runId: 1, proposeGate: triage.data['proposeGate'] })
    expect((await call('validation', { action: 'gate', run: 5 })).text).toContain(
      'no validation run 5 for this project',
    )
  })

  it('seed "Manifest read (lint if standalone)": lint_manifest lists the problems; run refuses on an error and records nothing', async () => {
    const store = await tempStore()
    const { root, write } = gitRepo({
      'evident.config.json': JSON.stringify({
        validation: {
          dod: 'docs/NOPE.md',
          techniques: [{ id: 'check', run: ['node', '-e', ''] }],
          procedure: { steps: [{ technique: 'check' }, { technique: 'ghost' }] },
        },
      }),
    })
    const { call } = await connect(store, alice, root)
    const lint = await call('validation', { action: 'lint_manifest' })
    expect(lint.isError).toBe(false)
    expect(lint.text.split('\n')).toEqual([
      'warning: evident.config.json: validation.dod: docs/NOPE.md does not exist — the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)',
      'error: evident.config.json: validation.procedure.steps[1].technique: "ghost" is neither declared nor derived for this project now (resolved: check); see evident validation plan',
      'manifest evident.config.json: 1 error(s), 1 warning(s)',
    ])
    expect(lint.data['manifest']).toBe(true)
    const refused = await call('validation', { action: 'run' })
    expect(refused.isError).toBe(true)
    expect(refused.text).toContain('validation run refused: the manifest has 1 error(s) (nothing was recorded)')
    expect(await call('validation', { action: 'gate' })).toMatchObject({ isError: true })

    write(
      'evident.config.json',
      JSON.stringify({
        validation: { dod: 'docs/NOPE.md', techniques: [{ id: 'check', run: ['node', '-e', ''] }] },
      }),
    )
    const run = await call('validation', { action: 'run' })
    expect(run.isError).toBe(false)
    expect(run.text.split('\n')[2]).toBe(
      'MANIFEST: warning: evident.config.json: validation.dod: docs/NOPE.md does not exist — the run records NO-OP(verify); evident never creates it (write it, or remove validation.dod)',
    )
  })
})
