import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gateHistory, recordGateResult } from '../../../mcp-server/src/store/gate-results.js'
import { loadValidationRun } from '../../../mcp-server/src/store/validation-runs.js'
import { validationConfigSchema } from '../../../mcp-server/src/domain/validation-config.js'
import { LOCK_FILE } from '../../../mcp-server/src/clients/validation/lock.js'
import { runValidation } from '../../../mcp-server/src/clients/validation/validate.js'
import { shadowFor } from '../../../mcp-server/src/worktree/snapshot.js'
import { alice, tempStore } from '../../support/store.js'
import { gitRepo } from '../../support/validation-repo.js'

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
  it("asserts the DoD after the techniques land, against this run's GATE lines: an older green does not count", async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'docs/DOD.md': DOD, 'a.txt': 'a\n' })
    await recordGateResult(store.db, { gate: 'lint', status: 'green', source: 'test' })
    await recordGateResult(store.db, { gate: 'test', status: 'red', source: 'test' })
    const [lintGreen] = await gateHistory(store.db, 'lint')
    const config = validationConfigSchema.parse({ techniques: [{ id: 'check', run: node('process.exit(0)') }] })
    const first = await runValidation({ db: store.db, root, config, caller: alice })
    expect(first.lines.map((l) => l.line)).toEqual([
      expect.stringMatching(
        /^TECHNIQUES: derived — no technique memory for this project yet; fingerprint [0-9a-f]{12} of evident\.config\.json validation\.techniques remembered for the next run$/,
      ),
      `TECHNIQUE(check): gate, sync, per-hunk — declared: declared in evident.config.json validation.techniques[0]`,
      'GATE(check): green',
      '{"id":"lint-green","kind":"auto","outcome":"unmet"}',
      '{"id":"tests-green","kind":"auto","outcome":"unmet"}',
      '{"id":"check-green","kind":"auto","outcome":"met"}',
      '{"id":"reviewed","kind":"judgment","outcome":"judgment"}',
      expect.stringMatching(
        new RegExp(
          `^BLOCKER\\(verify\\): lint-green unmet: GATE\\(lint\\) did not run in validation run ${first.runId}; its last green was at ${lintGreen?.at ?? ''} \\(test, 0 min before the run\\), which does not count: validation.gateFreshness "this-run" counts only this run's GATE lines — options: make GATE\\(lint\\) green`,
        ),
      ),
      `BLOCKER(verify): tests-green unmet: GATE(test) did not run in validation run ${first.runId}, and it was never recorded green — options: make GATE(test) green: fix the cause and run that technique in this validation run (evident validation run), so the run records it; change the criterion in the reviewed DoD diff if it no longer applies; ask the user to accept the gap explicitly`,
    ])
    expect(first.blockers).toBe(2)
    expect((await gateHistory(store.db, 'check')).map((g) => [g.status, g.source, g.callerId !== null])).toEqual([
      ['green', 'validation', true],
    ])
  })

  it('leaves a gate that did not run this time unmet, and counts an earlier green on the same tree under "same-tree"', async () => {
    const store = await tempStore()
    const { root, write } = gitRepo({ 'docs/DOD.md': DOD, 'a.txt': 'a\n' })
    const shadow = shadowFor(store.path, root)
    const techniques = ['lint', 'test', 'check'].map((id) => ({ id, run: node('') }))
    const strict = validationConfigSchema.parse({ techniques })
    const full = await runValidation({ db: store.db, root, config: strict, shadow })
    expect(full.lines.map((l) => l.line)).toContain(
      'verify: DoD met — 4 criteria, 3 evidenced by phase results, 1 session-asserted',
    )
    const stale = await runValidation({ db: store.db, root, config: strict, shadow, only: 'check' })
    expect(stale.lines.filter((l) => l.kind === 'blocker').map((l) => l.blocker?.reason)).toEqual([
      expect.stringMatching(
        /^lint-green unmet: GATE\(lint\) did not run in validation run 2; its last green was at \S+ \(validation, 0 min before the run\), which does not count: /,
      ),
      expect.stringMatching(/^tests-green unmet: GATE\(test\) did not run in validation run 2; its last green was at /),
    ])
    const sameTree = validationConfigSchema.parse({ techniques, gateFreshness: 'same-tree' })
    const fresh = await runValidation({ db: store.db, root, config: sameTree, shadow, only: 'check' })
    expect(fresh.blockers).toBe(0)
    expect(fresh.lines.map((l) => l.line)).toContainEqual(
      expect.stringMatching(
        /^NOTE\(verify\): lint-green met by GATE\(lint\): green at \S+ \(validation\) on the same commit and tree$/,
      ),
    )
    write('a.txt', 'changed\n')
    const changed = await runValidation({ db: store.db, root, config: sameTree, shadow, only: 'check' })
    expect(changed.lines.filter((l) => l.kind === 'blocker').map((l) => l.blocker?.reason)).toEqual([
      expect.stringMatching(
        /^lint-green unmet: .*, which does not count: it was recorded on another commit or tree \(validation.gateFreshness "same-tree"\)$/,
      ),
      expect.stringMatching(/^tests-green unmet: .*recorded on another commit or tree/),
    ])
  })

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
    expect(run?.lines.slice(-2).map((l) => l.line)).toEqual([
      `NO-OP(verify): no DoD declared — ${join(root, 'docs', 'DOD.md')} absent; asserted instead: no gate green; techniques run: lint, quiet`,
      'NOTE(verify): the architecture boundary check did not run — no alignment is claimed',
    ])
  })

  it('records the no-op terminal when no technique resolves, and the verify no-op for a free-text DoD', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'docs/DOD.md': '# Done\nEverything works.\n' })
    const summary = await runValidation({ db: store.db, root, config: undefined })
    expect(summary.lines.map((l) => l.line)).toEqual([
      expect.stringMatching(/^TECHNIQUES: derived — .* of no project files remembered for the next run$/),
      'NO-OP(validation): no techniques declared/probed',
      "NO-OP(verify): no DoD declared — free-text DoD without criteria; asserted instead: no gate green; techniques no-op'd",
      'NOTE(verify): the architecture boundary check did not run — no alignment is claimed',
    ])
    expect(summary.blockers).toBe(0)
  })

  it('records an invalid DoD frontmatter as a verify blocker with its errors', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'docs/DOD.md': '---\ncriteria:\n  - {id: a}\n---\n' })
    const summary = await runValidation({ db: store.db, root, config: undefined })
    expect(summary.lines.at(-1)?.blocker).toEqual({
      unit: 'verify',
      reason: 'DoD frontmatter invalid: dod.criteria[0].kind: must be "auto" or "judgment"',
      options: [
        'fix the DoD frontmatter in the reviewed diff',
        'remove the frontmatter to keep a free-text DoD',
        'ask the user',
      ],
    })
  })

  it('gives the concrete way to meet an unmet file-exists criterion', async () => {
    const store = await tempStore()
    const { root } = gitRepo({
      'docs/DOD.md': '---\ncriteria:\n  - {id: changelog, kind: auto, assert: {file-exists: CHANGELOG.md}}\n---\n',
    })
    const summary = await runValidation({ db: store.db, root, config: undefined })
    expect(summary.lines.at(-1)?.blocker).toEqual({
      unit: 'verify',
      reason: 'changelog unmet: CHANGELOG.md: does not exist',
      options: [
        'add CHANGELOG.md as a real file inside the project (not a symlink), then run validation again',
        'change the criterion in the reviewed DoD diff if it no longer applies',
        'ask the user to accept the gap explicitly',
      ],
    })
  })

  it('claims no architecture alignment without a DoD unless GATE(architecture) is green in the run', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const verify = async (exit: number): Promise<readonly string[]> => {
      const config = validationConfigSchema.parse({
        techniques: [{ id: 'architecture', run: node(`process.exit(${exit})`) }],
      })
      const summary = await runValidation({ db: store.db, root, config })
      return summary.lines.filter((l) => l.line.includes('(verify)')).map((l) => l.line)
    }
    const absent = `NO-OP(verify): no DoD declared — ${join(root, 'docs', 'DOD.md')} absent; asserted instead:`
    expect(await verify(0)).toEqual([`${absent} GATE(architecture): green; techniques run: architecture`])
    expect(await verify(1)).toEqual([
      `${absent} no gate green; techniques run: architecture`,
      'NOTE(verify): the architecture boundary check ran red — no alignment is claimed',
    ])
  })

  it('declines a technique whose probe fails and ends the phase when every technique is declined', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({
      techniques: [{ id: 'lint', run: ['eslint', '.'], probe: { config: ['eslint.config.js'] } }],
    })
    const progress: string[] = []
    const summary = await runValidation({ db: store.db, root, config, path: '', onProgress: (l) => progress.push(l) })
    expect(progress).toEqual(['lint: declined (binary "eslint" not resolvable)'])
    expect(summary.lines.map((l) => l.line).slice(2, 4)).toEqual([
      'NO-OP(validation:lint): declined — probe absent (binary "eslint" not resolvable)',
      'NO-OP(validation): no techniques declared/probed',
    ])
  })

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
  })

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
  })
})

describe('runValidation with derived techniques', () => {
  it('runs the command the README documents, without a shell', async () => {
    const store = await tempStore()
    const { root } = gitRepo({
      'README.md': '# x\n\n```sh\nnpm test\nnpm test | tee out.log\n```\n',
      'package.json': JSON.stringify({ scripts: { test: 'node -e "process.exit(0)"' } }),
    })
    const summary = await runValidation({ db: store.db, root, config: undefined })
    expect(summary.lines.map((l) => l.line).slice(0, 3)).toEqual([
      expect.stringMatching(/^TECHNIQUES: derived — .* of package\.json, README\.md remembered for the next run$/),
      'TECHNIQUE(test): gate, sync, per-hunk — derived: README.md:4 documents "npm test" (test)',
      'GATE(test): green',
    ])
    expect(existsSync(join(root, 'out.log'))).toBe(false)
  })
})

describe('runValidation with an unknown technique', () => {
  it('refuses to run a technique id that does not resolve', async () => {
    const store = await tempStore()
    const { root } = gitRepo({ 'a.txt': 'a\n' })
    const config = validationConfigSchema.parse({ techniques: [{ id: 'one', run: node('') }] })
    await expect(runValidation({ db: store.db, root, config, only: 'nope' })).rejects.toThrow(
      'no technique "nope" is resolved for this project',
    )
  })
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
    expect(summary.lines.map((l) => l.line).slice(2, 6)).toEqual([
      'TRIAGE(shout): 1 finding(s) in scope from canonical output (exit 0) — commit: fix(validation): shout <scope>; triage-procedure: docs/triage.md',
      'FINDING(shout): error a.txt:2 — shouted | lower it',
      'DROPPED(shout): 1 finding(s) outside the scope (exit 0, canonical output)',
      'DROPPED(shout): "a.txt":3 — "untouched line"',
    ])
  })

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
      /^NON-CANONICAL\(prose\): exit 0, output at \S+output, scope spec at \S+scope — route both paths to the triager; do not read the output — commit: chore\(validation\): prose <scope>$/,
    )
    expect(summary.lines.map((l) => l.line).join('\n')).not.toContain('SECRET RAW OUTPUT')
  })
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
  })
})
