import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gateHistory, recordGateResult } from '../../mcp-server/src/store/gate-results.js'
import { loadValidationRun } from '../../mcp-server/src/store/validation-runs.js'
import { validationConfigSchema } from '../../mcp-server/src/validation/descriptor.js'
import { LOCK_FILE } from '../../mcp-server/src/validation/lock.js'
import { runValidation } from '../../mcp-server/src/validation/validate.js'
import { alice, tempStore } from '../support/store.js'
import { gitRepo } from './repo.js'

const DOD = `---
criteria:
  - {id: lint-green, kind: auto, assert: {gate: lint}}
  - {id: tests-green, kind: auto, assert: {gate: test}}
  - {id: check-green, kind: auto, assert: {gate: check}}
  - {id: reviewed, kind: judgment}
---
# Definition of Done
`

const node = (code: string): string[] => ['node', '-e', code]

describe('runValidation', () => {
  it('asserts the DoD only against gates green before the run, then records each technique', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'docs/DOD.md': DOD, 'a.txt': 'a\n' })
    await recordGateResult(store.db, { gate: 'lint', status: 'green', source: 'test' })
    await recordGateResult(store.db, { gate: 'test', status: 'red', source: 'test' })
    const config = validationConfigSchema.parse({ techniques: [{ id: 'check', run: node('process.exit(0)') }] })
    const first = await runValidation({ db: store.db, root, config, caller: alice })
    expect(first.lines.map((l) => l.line)).toEqual([
      '{"id":"lint-green","kind":"auto","outcome":"met"}',
      '{"id":"tests-green","kind":"auto","outcome":"unmet"}',
      '{"id":"check-green","kind":"auto","outcome":"unmet"}',
      '{"id":"reviewed","kind":"judgment","outcome":"judgment"}',
      expect.stringMatching(/^BLOCKER\(verify\): tests-green unmet — options: /),
      expect.stringMatching(/^BLOCKER\(verify\): check-green unmet — options: /),
      `TECHNIQUE(check): gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0]`,
      'GATE(check): green',
    ])
    expect(first.blockers).toBe(2)
    expect((await gateHistory(store.db, 'check')).map((g) => [g.status, g.source, g.callerId !== null])).toEqual([
      ['green', 'validation', true],
    ])
    const second = await runValidation({ db: store.db, root, config, caller: alice })
    expect(second.lines.map((l) => l.line)).toContain('{"id":"check-green","kind":"auto","outcome":"met"}')
  }, 60_000)

  it('stores blockers with unit, reason and at most three options', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({
      techniques: [
        { id: 'lint', run: node('process.exit(2)') },
        { id: 'quiet', mode: 'triage', run: node('') },
      ],
    })
    const progress: string[] = []
    const summary = await runValidation({ db: store.db, root, config, onProgress: (l) => progress.push(l) })
    expect(progress.map((l) => l.replace(/ in \d+\.\d s$/, ''))).toEqual([
      '[1/2] lint: running node -e process.exit(2)',
      '[1/2] lint: red (exit 2)',
      '[2/2] quiet: running node -e ',
      '[2/2] quiet: no output (exit 0)',
    ])
    const run = await loadValidationRun(store.db, root, summary.runId)
    expect(run?.status).toBe('done')
    expect(
      run?.lines
        .filter((l) => l.blocker !== undefined)
        .map((l) => [l.blocker?.unit, l.blocker?.reason, l.blocker?.options.length]),
    ).toEqual([
      ['validation:lint', 'GATE(lint) red (exit 2)', 3],
      ['validation:quiet', 'technique produced no output (exit 0)', 3],
    ])
    expect(run?.lines.map((l) => l.line)).toContain('GATE(lint): red')
    expect(run?.lines.at(-1)?.line).toBe(
      `NO-OP(verify): no DoD declared — ${join(root, 'docs', 'DOD.md')} absent; asserted instead: no gate green; techniques run: lint, quiet`,
    )
  }, 60_000)

  it('records the no-op terminal when no technique resolves, and the verify no-op for a free-text DoD', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'docs/DOD.md': '# Done\nEverything works.\n' })
    const summary = await runValidation({ db: store.db, root, config: undefined })
    expect(summary.lines.map((l) => l.line)).toEqual([
      'NO-OP(validation): no techniques declared/probed',
      "NO-OP(verify): no DoD declared — free-text DoD without criteria; asserted instead: no gate green; techniques no-op'd",
    ])
    expect(summary.blockers).toBe(0)
  }, 60_000)

  it('declines a technique whose probe fails and ends the phase when every technique is declined', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'lint', run: ['eslint', '.'], probe: { config: ['eslint.config.js'] } }],
    })
    const progress: string[] = []
    const summary = await runValidation({ db: store.db, root, config, path: '', onProgress: (l) => progress.push(l) })
    expect(progress).toEqual(['lint: declined (binary "eslint" not resolvable)'])
    expect(summary.lines.map((l) => l.line).slice(1, 3)).toEqual([
      'NO-OP(validation:lint): declined — probe absent (binary "eslint" not resolvable)',
      'NO-OP(validation): no techniques declared/probed',
    ])
  }, 60_000)

  it('holds the run-lock while a background technique runs and clears it when the run lands', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const lockHeld = `process.exit(require('node:fs').readFileSync(${JSON.stringify(LOCK_FILE)}, 'utf8').startsWith(${JSON.stringify(`${process.pid} `)}) ? 0 : 1)`
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'slow', 'run-style': 'background', run: node(lockHeld) }],
    })
    const summary = await runValidation({ db: store.db, root, config })
    expect(summary.lines.map((l) => l.line)).toContain('GATE(slow): green')
    expect(existsSync(join(root, LOCK_FILE))).toBe(false)
  }, 60_000)

  it('runs only the named technique', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({
      techniques: [
        { id: 'one', run: node('') },
        { id: 'two', run: node('') },
      ],
    })
    const summary = await runValidation({ db: store.db, root, config, only: 'two' })
    expect(summary.lines.filter((l) => l.kind === 'gate').map((l) => l.line)).toEqual(['GATE(two): green'])
  }, 60_000)
})

describe('runValidation with an unknown technique', () => {
  it('refuses to run a technique id that does not resolve', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({ techniques: [{ id: 'one', run: node('') }] })
    await expect(runValidation({ db: store.db, root, config, only: 'nope' })).rejects.toThrow(
      'no technique "nope" is resolved for this project',
    )
  }, 60_000)
})

describe('runValidation triage', () => {
  it('records in-scope findings, the drops and the triager hand-off for canonical output', async () => {
    const store = await tempStore()
    const { root, write } = gitRepo({ 'a.txt': 'one\ntwo\nthree\n' })
    write('a.txt', 'one\nTWO\nthree\n')
    const report = "console.log('error a.txt:2 — shouted | lower it\\nwarning a.txt:3 — untouched line')"
    const config = validationConfigSchema.parse({
      techniques: [
        {
          id: 'shout',
          mode: 'triage',
          run: node(report),
          'commit-prefix': 'fix',
          'triage-procedure': 'docs/triage.md',
        },
      ],
    })
    const progress: string[] = []
    const summary = await runValidation({ db: store.db, root, config, onProgress: (l) => progress.push(l) })
    expect(progress[1]).toMatch(/^\[1\/1\] shout: 1 finding\(s\) in the change \(exit 0\) in \d+\.\d s$/)
    expect(summary.lines.map((l) => l.line).slice(1, 5)).toEqual([
      'TRIAGE(shout): 1 finding(s) in scope from canonical output (exit 0) — commit: fix(validation): shout <scope>; triage-procedure: docs/triage.md',
      'FINDING(shout): error a.txt:2 — shouted | lower it',
      'DROPPED(shout): 1 finding(s) outside the scope (exit 0, canonical output)',
      'DROPPED(shout): "a.txt":3 — "untouched line"',
    ])
  }, 60_000)

  it('hands non-canonical output on by path only', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'one\n' })
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'prose', mode: 'triage', run: node("console.log('SECRET RAW OUTPUT')") }],
    })
    const progress: string[] = []
    const summary = await runValidation({ db: store.db, root, config, onProgress: (l) => progress.push(l) })
    expect(progress[1]).toMatch(/^\[1\/1\] prose: output for the triager \(exit 0\) in /)
    const line = summary.lines.find((l) => l.line.startsWith('NON-CANONICAL(prose)'))?.line ?? ''
    expect(line).toMatch(
      /^NON-CANONICAL\(prose\): output at \S+output, scope spec at \S+scope — route both paths to the triager; do not read the output — commit: chore\(validation\): prose <scope>$/,
    )
    expect(summary.lines.map((l) => l.line).join('\n')).not.toContain('SECRET RAW OUTPUT')
  }, 60_000)
})

describe('runValidation with an unfinished technique', () => {
  it('records a blocker instead of reading a cut-short report', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'hang', mode: 'triage', timeoutMs: 1000, run: node('setInterval(() => {}, 1000)') }],
    })
    const progress: string[] = []
    const summary = await runValidation({ db: store.db, root, config, onProgress: (l) => progress.push(l) })
    expect(progress[1]).toMatch(/^\[1\/1\] hang: did not finish \(exit timed out\) in /)
    expect(summary.lines.map((l) => l.line)).toContainEqual(
      expect.stringMatching(
        /^BLOCKER\(validation:hang\): technique did not finish \(timed out\) — options: raise timeoutMs for hang/,
      ),
    )
  }, 60_000)
})
