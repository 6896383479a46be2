import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gateHistory, recordGateResult } from '../../mcp-server/src/store/gate-results.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { validationConfigSchema } from '../../mcp-server/src/domain/validation-config.js'
import { runValidation } from '../../mcp-server/src/clients/validation/validate.js'
import { tempDir } from '../support/store.js'
import { cli } from '../support/cli-io.js'

function project(dod?: string): { root: string; env: Record<string, string> } {
  const root = tempDir('evident-dod-')
  if (dod !== undefined) {
    mkdirSync(join(root, 'docs'))
    writeFileSync(join(root, 'docs', 'DOD.md'), dod)
  }
  return { root, env: { EVIDENT_DB: join(tempDir(), 'evident.sqlite'), EVIDENT_PROJECT_ROOT: root } }
}

describe('evident dod assert', () => {
  it("prints one outcomes line judged against the latest validation run's gates, says so, and writes nothing", async () => {
    const { root, env } = project(
      '---\ncriteria:\n  - {id: lint, kind: auto, assert: {gate: lint}, command: "touch pwned"}\n  - {id: tests, kind: auto, assert: {gate: test}}\n  - {id: ok, kind: judgment}\n---\n',
    )
    execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: root })
    const store = await openStore(env['EVIDENT_DB'] ?? '')
    // An older green of `test`, then a run that records lint green and does not run test.
    await recordGateResult(store.db, { gate: 'test', status: 'green', source: 'test' })
    const config = validationConfigSchema.parse({ techniques: [{ id: 'lint', run: ['node', '-e', ''] }] })
    const run = await runValidation({ db: store.db, root, config })
    const [testGreen] = await gateHistory(store.db, 'test')
    await store.close()
    const seq = async (): Promise<string> => {
      const again = await openStore(env['EVIDENT_DB'] ?? '')
      const row = await again.db.selectFrom('meta').select('value').where('key', '=', 'seq').executeTakeFirstOrThrow()
      await again.close()
      return row.value
    }
    const before = await seq()
    const assert = await cli(['dod', 'assert'], env, root)
    expect(await seq()).toBe(before)
    expect(existsSync(join(root, 'pwned'))).toBe(false)
    expect(assert.code).toBe(0)
    expect(assert.out).toEqual([
      '{"outcomes":[{"id":"lint","kind":"auto","outcome":"met"},{"id":"tests","kind":"auto","outcome":"unmet"},{"id":"ok","kind":"judgment","outcome":"judgment"}]}',
    ])
    expect(assert.err).toEqual([
      expect.stringMatching(
        new RegExp(
          `^dod-assert: gates from validation run ${run.runId} \\(done, started \\S+\\), the latest of this project$`,
        ),
      ),
      `dod-assert: tests unmet: GATE(test) did not run in validation run ${run.runId}; its last green was at ${testGreen?.at ?? ''} (test, 0 min before the run), which does not count: validation.gateFreshness "this-run" counts only this run's GATE lines`,
    ])
  })

  it('counts an earlier green within validation.gateFreshness minutes, and says when no run is recorded', async () => {
    const { root, env } = project('---\ncriteria:\n  - {id: tests, kind: auto, assert: {gate: test}}\n---\n')
    writeFileSync(
      join(root, 'evident.config.json'),
      JSON.stringify({ validation: { gateFreshness: { withinMinutes: 30 } } }),
    )
    const store = await openStore(env['EVIDENT_DB'] ?? '')
    await recordGateResult(store.db, { gate: 'test', status: 'green', source: 'run_tests' })
    await store.close()
    expect(await cli(['dod', 'assert'], env, root)).toEqual({
      code: 0,
      out: ['{"outcomes":[{"id":"tests","kind":"auto","outcome":"met"}]}'],
      err: [
        'dod-assert: no validation run recorded for this project yet, so no gate is green in one: run evident validation run',
      ],
    })
    writeFileSync(join(root, 'evident.config.json'), JSON.stringify({ validation: { gateFreshness: 'yesterday' } }))
    expect(await cli(['dod', 'assert'], env, root)).toEqual({
      code: 1,
      out: [],
      err: [
        'dod-assert: evident.config.json is invalid: validation.gateFreshness: must be "this-run", "same-tree" or {"withinMinutes": N} with N from 1 to 10080',
      ],
    })
  })

  it('prints null outcomes and a warning when no DoD exists, creating none (and no database)', async () => {
    const { root, env } = project()
    const run = await cli(['dod', 'assert'], env, root)
    expect(run.code).toBe(0)
    expect(run.out).toEqual(['{"outcomes":null}'])
    expect(run.err[0]).toContain('NO-OP(verify): no DoD declared')
    const again = await cli(['dod', 'assert'], env, root)
    expect(again.out).toEqual(['{"outcomes":null}'])
    expect(existsSync(env['EVIDENT_DB'] ?? '')).toBe(false)
  })

  it('assesses without a database (no gate is green) and says so, creating none', async () => {
    const { root, env } = project('---\ncriteria:\n  - {id: lint, kind: auto, assert: {gate: lint}}\n---\n')
    const run = await cli(['dod', 'assert'], env, root)
    expect(run).toEqual({
      code: 0,
      out: ['{"outcomes":[{"id":"lint","kind":"auto","outcome":"unmet"}]}'],
      err: [
        `dod-assert: no evidence database at ${env['EVIDENT_DB'] ?? ''} yet, so no gate is recorded green`,
        'dod-assert: lint unmet: no validation run is recorded, and it was never recorded green',
      ],
    })
    expect(existsSync(env['EVIDENT_DB'] ?? '')).toBe(false)
  })

  it('keeps the contract line to id, kind and outcome; says on stderr why a file-exists is unmet', async () => {
    const { root, env } = project()
    const name = basename(root)
    writeFileSync(join(root, 'README.md'), '# readme\n')
    mkdirSync(join(root, 'docs'))
    writeFileSync(
      join(root, 'docs', 'DOD.md'),
      `---\ncriteria:\n  - {id: readme, kind: auto, assert: {file-exists: README.md}}\n  - {id: back-in, kind: auto, assert: {file-exists: ../${name}/README.md}}\n  - {id: gone, kind: auto, assert: {file-exists: docs/gone.md}}\n---\n`,
    )
    const run = await cli(['dod', 'assert'], env, root)
    expect(run).toEqual({
      code: 0,
      out: [
        '{"outcomes":[{"id":"readme","kind":"auto","outcome":"met"},{"id":"back-in","kind":"auto","outcome":"unmet"},{"id":"gone","kind":"auto","outcome":"unmet"}]}',
      ],
      err: [
        `dod-assert: back-in unmet: ../${name}/README.md: outside the repository`,
        'dod-assert: gone unmet: docs/gone.md: does not exist',
      ],
    })
  })

  it('exits 1 listing every frontmatter error with the dod-assert prefix', async () => {
    const { root, env } = project('---\ncriteria:\n  - {id: a}\n  - {id: b, kind: auto}\n---\n')
    const run = await cli(['dod', 'assert'], env, root)
    expect(run).toEqual({
      code: 1,
      out: [],
      err: [
        'dod-assert: dod.criteria[0].kind: must be "auto" or "judgment"',
        'dod-assert: dod.criteria[1].assert: required for kind "auto" (exactly one of gate, file-exists)',
      ],
    })
  })

  it('reads an explicit --dod path and exits 1 when it does not exist', async () => {
    const { root, env } = project()
    writeFileSync(
      join(root, 'DONE.md'),
      '---\ncriteria:\n  - {id: readme, kind: auto, assert: {file-exists: DONE.md}}\n---\n',
    )
    expect((await cli(['dod', 'assert', '--dod', 'DONE.md'], env, root)).out).toEqual([
      '{"outcomes":[{"id":"readme","kind":"auto","outcome":"met"}]}',
    ])
    const missing = await cli(['dod', 'assert', '--dod', 'MISSING.md'], env, root)
    expect(missing.code).toBe(1)
    expect(missing.err[0]).toMatch(/^dod-assert: cannot read the DoD at .*MISSING\.md: ENOENT/)
  })
})
