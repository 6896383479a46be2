import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { noDatabase } from '../../mcp-server/src/cli/existing-store.js'
import { parseOutcomes } from '../../mcp-server/src/cli/validation-triage.js'
import { SUSPECTED_BENIGN_MAX } from '../../mcp-server/src/clients/validation/suspected-benign.js'
import { tempDir } from '../support/store.js'
import { gitRepo } from '../support/validation-repo.js'
import { cli } from '../support/cli-io.js'

const node = (code: string): string[] => ['node', '-e', code]

/** A feature branch changing a.ts line 2, with a gate `check` (red while BROKEN exists) and a triage `lint`. */
function project(techniques: readonly string[] = ['check', 'lint']) {
  const all = [
    { id: 'check', run: node("process.exit(require('node:fs').existsSync('BROKEN') ? 1 : 0)") },
    { id: 'lint', mode: 'triage', run: node("console.log('error a.ts:2 — unsafe call')") },
  ]
  const declared = all.filter((t) => techniques.includes(t.id))
  const config = { validation: declared.length > 0 ? { techniques: declared } : {} }
  const repo = gitRepo({ 'evident.config.json': JSON.stringify(config), 'a.ts': 'one\ntwo\n' })
  repo.git('checkout', '-q', '-b', 'feature')
  repo.write('a.ts', 'one\nTWO\n')
  repo.git('commit', '-q', '-am', 'feature')
  const env = { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: repo.root }
  const file = (name: string, text: string): string => {
    const path = join(tempDir(), name)
    writeFileSync(path, text)
    return path
  }
  return { ...repo, env, file }
}

describe('evident validation gate', () => {
  it('exits 1 with no database or no such run, 2 on a bad --run', async () => {
    const { root, env } = project()
    expect(await cli(['validation', 'gate'], env, root)).toEqual({
      code: 1,
      out: [],
      err: [noDatabase(env.EVIDENT_DB)],
    })
    expect((await cli(['validation', 'gate', '--run', '0'], env, root)).code).toBe(2)
    await cli(['validation', 'run', '--base', 'main', '--technique', 'check'], env, root)
    expect(await cli(['validation', 'gate', '--run', '9'], env, root)).toEqual({
      code: 1,
      out: [],
      err: ['no validation run 9 for this project'],
    })
  })

  it('exits 0 satisfied, 4 blocked, 5 pending; record and run end with the same entry', async () => {
    const { root, env, write } = project()
    const green = await cli(['validation', 'run', '--base', 'main', '--technique', 'check'], env, root)
    expect(green.out.at(-1)).toBe('PROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: check')
    expect(await cli(['validation', 'gate'], env, root)).toEqual({
      code: 0,
      err: [],
      out: ['validation run 1', 'PROPOSE-GATE: satisfied — 1 technique(s) landed; gates green: check'],
    })
    const pending = await cli(['validation', 'run', '--base', 'main'], env, root)
    expect(pending.code).toBe(0)
    const gate = await cli(['validation', 'gate'], env, root)
    expect(gate.code).toBe(5)
    expect(gate.out[1]).toBe(
      "PROPOSE-GATE: pending — lint: 1 finding(s) await the triager's outcomes (evident validation triage --run 2 --technique lint --commit <sha> --outcomes <file>)",
    )
    expect((await cli(['validation', 'record'], env, root)).out.at(-1)).toBe(gate.out[1])
    write('BROKEN', 'x\n')
    await cli(['validation', 'run', '--base', 'main', '--technique', 'check'], env, root)
    const blocked = await cli(['validation', 'gate'], env, root)
    expect(blocked.code).toBe(4)
    expect(blocked.out[1]).toBe('PROPOSE-GATE: blocked — BLOCKER(validation:check): GATE(check) red (exit 1)')
    expect((await cli(['validation', 'gate', '--run', '2'], env, root)).code).toBe(5)
  })

  it('exits 0 when the gate is released (no technique resolves)', async () => {
    const { root, env } = project([])
    const run = await cli(['validation', 'run', '--base', 'main'], env, root)
    expect(run.out.at(-1)).toMatch(/^PROPOSE-GATE: released — NO-OP\(validation\): no techniques declared\/probed; /)
    expect((await cli(['validation', 'gate'], env, root)).code).toBe(0)
  })
})

describe('evident validation triage', () => {
  it("records the triager's outcomes and exits 0, or 4 when a gate re-runs red", async () => {
    const { root, env, git, write, file } = project()
    await cli(['validation', 'run', '--base', 'main'], env, root)
    write('a.ts', 'one\nTwo\n')
    write('test/a.test.ts', 'it("rejects the unsafe call")\n')
    git('add', '-A')
    git('commit', '-q', '-m', 'chore(validation): lint a.ts:2-2')
    const sha = git('rev-parse', 'HEAD').trim()
    const outcomes = file(
      'outcomes.json',
      JSON.stringify([
        { file: 'a.ts', line: 2, finding: 'unsafe call', outcome: 'killed-by-test', test: 'test/a.test.ts' },
      ]),
    )
    const args = ['validation', 'triage', '--run', '1', '--technique', 'lint', '--commit', sha, '--outcomes', outcomes]
    const triage = await cli(args, env, root)
    expect(triage).toEqual({
      code: 0,
      err: [
        'validation: check: re-running after the triage of lint at ' + sha.slice(0, 12),
        'validation: check: green (exit 0)',
      ],
      out: [
        'validation run 1 triage 1',
        `TRIAGED(lint): commit ${sha} — 1 outcome(s): 1 killed-by-test; gates re-run: green`,
        'OUTCOME(lint): killed-by-test a.ts:2 — unsafe call — test test/a.test.ts',
        'GATE(check): green',
        `PROPOSE-GATE: satisfied — 2 technique(s) landed; gates green: check; lint triaged at ${sha.slice(0, 12)}`,
      ],
    })
    expect((await cli(['validation', 'gate'], env, root)).code).toBe(0)
    write('BROKEN', 'x\n')
    const red = await cli(args, env, root)
    expect(red.code).toBe(4)
    expect(red.out.at(-1)).toMatch(
      /^PROPOSE-GATE: blocked — BLOCKER\(validation:check\): GATE\(check\) red after the triage of lint/,
    )
  })

  it('exits 2 on usage errors and 1 on an unreadable or malformed outcomes file or an unknown run', async () => {
    const { root, env, file } = project()
    const base = ['validation', 'triage', '--run', '1', '--technique', 'lint']
    expect((await cli([...base, '--commit', 'abc1234'], env, root)).err[0]).toContain(
      '--run, --technique, --commit and --outcomes are all required',
    )
    const usage = await cli([...base, '--commit', 'HEAD~1', '--outcomes', 'x'], env, root)
    expect(usage.code).toBe(2)
    expect(usage.err[0]).toContain('--commit must be a commit id in hex (got HEAD~1)')
    expect((await cli(['validation', 'triage', '--run', 'one'], env, root)).code).toBe(2)
    const notJson = file('o.json', '{oops')
    const bad = await cli([...base, '--commit', 'abc1234', '--outcomes', notJson], env, root)
    expect(bad.code).toBe(1)
    expect(bad.err[0]).toMatch(new RegExp(`^Error: ${notJson.replace(/[.]/g, '\\.')} is not JSON: `))
    const missing = await cli([...base, '--commit', 'abc1234', '--outcomes', join(root, 'nope.json')], env, root)
    expect(missing.err[0]).toContain(`Error: cannot read triage outcomes from ${join(root, 'nope.json')}: ENOENT`)
    const noRun = file('ok.json', '[]')
    expect((await cli([...base, '--commit', 'abc1234', '--outcomes', noRun], env, root)).err[0]).toBe(
      'Error: no validation run 1 for this project\nsee the latest with evident validation record',
    )
  })
})

describe('parseOutcomes', () => {
  it('names every problem of an outcomes list', () => {
    const text = JSON.stringify([
      { file: 'a.ts', line: 1, finding: 'x', outcome: 'killed-by-test' },
      { file: 'a.ts', line: 1, finding: 'x', outcome: 'fixed', test: 't.test.ts' },
      { file: 'a.ts', line: 1, finding: 'x', outcome: 'documented-benign' },
      { file: 'a.ts', line: -1, finding: 'x', outcome: 'ignored' },
    ])
    expect(() => parseOutcomes(text, 'o.json')).toThrow(
      'o.json is not a list of outcomes: outcomes[0]["test"]: killed-by-test needs the test file in "test"; ' +
        'outcomes[1]["test"]: "test" belongs to killed-by-test, not fixed; ' +
        'outcomes[2]["reason"]: documented-benign needs the reason in "reason"; ' +
        'outcomes[3]["line"]: Too small: expected number to be >=0; ' +
        'outcomes[3]["outcome"]: Invalid option: expected one of "killed-by-test"|"documented-benign"|"fixed"',
    )
  })
})

describe('evident validation run --suspected-benign', () => {
  it('records the findings of the file and refuses an unreadable or oversized one', async () => {
    const { root, env, file } = project(['check'])
    const notes = file('notes.txt', 'warning far.ts:9 — predicted benign\n')
    const run = await cli(['validation', 'run', '--base', 'main', '--suspected-benign', notes], env, root)
    expect(run.code).toBe(0)
    expect(run.out[2]).toBe('SUSPECTED-BENIGN: warning far.ts:9 — predicted benign')
    const big = file('big.txt', 'x'.repeat(SUSPECTED_BENIGN_MAX + 1))
    const oversized = await cli(['validation', 'run', '--suspected-benign', big], env, root)
    expect(oversized.code).toBe(1)
    expect(oversized.err[0]).toBe(
      `Error: ${big} holds more than ${SUSPECTED_BENIGN_MAX} characters of suspected-benign findings\npass a smaller suspected-benign findings file`,
    )
    const prose = file('prose.txt', 'all good\n')
    const refused = await cli(['validation', 'run', '--suspected-benign', prose], env, root)
    expect(refused.err[0]).toMatch(/^Error: the suspected-benign findings are not canonical: line 1: /)
    expect((await cli(['validation', 'record'], env, root)).out[0]).toMatch(/^validation run 1 /)
  })
})
