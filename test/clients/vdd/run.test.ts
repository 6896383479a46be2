import { existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, symlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { configSchema, type EvidentConfig } from '../../../mcp-server/src/domain/config.js'
import { projectKey } from '../../../mcp-server/src/kernel/paths.js'
import { lookupRunner } from '../../../mcp-server/src/runners/registry.js'
import type { Runner } from '../../../mcp-server/src/runners/types.js'
import type { Store } from '../../../mcp-server/src/store/index.js'
import { listVddRuns } from '../../../mcp-server/src/store/vdd.js'
import { runVdd, type VddOutcome } from '../../../mcp-server/src/clients/vdd/run.js'
import type { VddManualState } from '../../../mcp-server/src/domain/vocabulary.js'
import { alice, tempDir, tempStore } from '../../support/store.js'
import { fixtureRepo, writeBean, writeFile } from '../../support/vdd-project.js'

interface Counted {
  readonly outcome: VddOutcome
  readonly invocations: readonly (readonly string[])[]
}

/** Runs VDD with the configured runners, counting every runner invocation (the runners themselves are real). */
async function verify(
  root: string,
  n: number,
  store: Store | undefined,
  rawConfig: unknown = {},
  manual: VddManualState = 'pending',
): Promise<Counted> {
  const config: EvidentConfig = configSchema.parse(rawConfig)
  const invocations: string[][] = []
  const runnerFor = (name: string): Runner | undefined => {
    const real = lookupRunner(config, name)
    return real === undefined
      ? undefined
      : {
          name: real.name,
          sharesProcess: real.sharesProcess,
          run: (request) => {
            invocations.push([...request.files])
            return real.run(request)
          },
        }
  }
  const outcome = await runVdd({
    repoRoot: root,
    source: { bean: n },
    manual,
    cwd: root,
    caller: alice,
    store,
    config,
    runnerFor,
  })
  return { outcome, invocations }
}

const details = (outcome: VddOutcome): readonly string[] => outcome.results.map((r) => `${r.result} ${r.details}`)

describe('runVdd', () => {
  it('runs all test criteria in ONE vitest invocation and judges each from per-test results', async () => {
    const root = fixtureRepo()
    writeBean(root, 1, [
      '- [ ] (test:test/good.test.js) whole file',
      '- [ ] (test:test/good.test.js::nested > works) one nested test',
      '- [ ] (test:test/bad.test.js::passes anyway) the passing test of a failing file',
      '- [ ] (test:test/bad.test.js::fails on purpose) the failing test',
      '- [ ] (test:test/good.test.js::multiplies) a test that does not exist',
    ])
    const store = await tempStore()
    const { outcome, invocations } = await verify(root, 1, store)
    expect(invocations).toEqual([['test/good.test.js', 'test/bad.test.js']])
    expect(outcome.results.map((r) => r.result)).toEqual(['PASS', 'PASS', 'PASS', 'FAIL', 'FAIL'])
    const runId = outcome.results[0]?.testRunId
    expect(runId).toBeTypeOf('number')
    expect(new Set(outcome.results.map((r) => r.testRunId))).toEqual(new Set([runId]))
    expect(details(outcome)[3]).toMatch(/^FAIL AssertionError: expected 1 to be 2/)
    expect(details(outcome)[4]).toBe('FAIL no test matches test/good.test.js::multiplies (default run, outcome failed)')
    expect(outcome).toMatchObject({ verdict: 'FAIL', exitCode: 1 })
    expect(readFileSync(outcome.reportPath, 'utf8')).not.toMatch(/#\d/)
  })

  it('records receipts: the VDD run, each criterion with its verdict, details and the test run that evidenced it', async () => {
    const root = fixtureRepo()
    writeBean(root, 2, ['- [ ] (test:test/good.test.js) adds', '- [ ] (file:src/math.js) exists', '- [ ] looks right'])
    const store = await tempStore()
    const { outcome } = await verify(root, 2, store)
    expect(outcome.verdict).toBe('PARTIAL')
    const [run] = await listVddRuns(store.db, { beanNumber: 2, limit: 10 })
    expect(run).toMatchObject({
      id: outcome.vddRunId,
      subject: 'BEAN-002',
      verdict: 'PARTIAL',
      manual: 'pending',
      reportPath: 'ai/outputs/tech-qa/vdd-002.md',
      caller: 'session-1/agent-a',
      criteria: 3,
      failed: 0,
    })
    const criteria = await store.db
      .selectFrom('vdd_criteria')
      .selectAll()
      .where('vdd_run_id', '=', outcome.vddRunId ?? 0)
      .orderBy('ordinal')
      .execute()
    expect(criteria.map((c) => [c.kind, c.target, c.verdict, c.test_run_id])).toEqual([
      ['test', 'test/good.test.js', 'PASS', run?.testRunIds[0]],
      ['file', 'src/math.js', 'PASS', null],
      [null, null, 'MANUAL', null],
    ])
    const gate = await store.db
      .selectFrom('gate_results')
      .selectAll()
      .where('gate', '=', 'vdd:BEAN-002')
      .executeTakeFirstOrThrow()
    expect(gate).toMatchObject({ status: 'red', source: 'vdd', detail: `VDD run ${String(outcome.vddRunId)}: PARTIAL` })
    const testRun = await store.db
      .selectFrom('test_runs')
      .selectAll()
      .where('id', '=', run?.testRunIds[0] ?? 0)
      .executeTakeFirstOrThrow()
    expect(testRun).toMatchObject({ outcome: 'passed', passed: 2, failed: 0 })
    expect(await listVddRuns(store.db, { beanNumber: 99, limit: 10 })).toEqual([])
  })

  it("runs lint on the target with the project's ESLint and reports its first findings, not the tail", async () => {
    const root = fixtureRepo()
    writeBean(root, 3, ['- [ ] (lint:src/math.js) clean file', '- [ ] (lint:src/messy.js) messy file'])
    const { outcome } = await verify(root, 3, undefined)
    expect(outcome.results[0]).toMatchObject({ result: 'PASS' })
    expect(outcome.results[1]).toMatchObject({
      result: 'FAIL',
      details: "1 finding(s): src/messy.js:1:7 'unused' is assigned a value but never used (no-unused-vars)",
    })
  })

  it("runs tests headless: CI=1 and no display, whatever the caller's environment", async () => {
    const root = fixtureRepo({
      'test/env.test.js':
        "import { expect, it } from 'vitest'\nit('is headless', () => { expect(process.env.CI).toBe('1'); expect(process.env.DISPLAY ?? '').toBe('') })\n",
    })
    writeBean(root, 4, ['- [ ] (test:test/env.test.js) headless'])
    const saved = process.env['DISPLAY']
    process.env['DISPLAY'] = ':0'
    try {
      expect((await verify(root, 4, undefined)).outcome.verdict).toBe('PASS')
    } finally {
      if (saved === undefined) delete process.env['DISPLAY']
      else process.env['DISPLAY'] = saved
    }
  })

  it('keeps hostile targets inert: nothing reaches a shell and nothing is created', async () => {
    const root = fixtureRepo()
    writeBean(root, 5, [
      '- [ ] (test:$(touch pwned)) command substitution',
      '- [ ] (test:`touch pwned2`) backticks',
      '- [ ] (test:test/good.test.js; rm -rf src) a chained command',
      '- [ ] (lint:src; touch pwned3) lint chained',
      '- [ ] (lint:"src" \'x\') quotes',
      '- [ ] (file:../../etc/passwd) outside',
      '- [ ] (file-contains:/etc/passwd::root) absolute',
      '- [ ] (shell:touch pwned4) unknown kind',
      '- [ ] (lint:--fix) option injection',
    ])
    const { outcome, invocations } = await verify(root, 5, undefined)
    expect(invocations).toEqual([])
    expect(outcome.results.every((r) => r.result === 'FAIL')).toBe(true)
    expect(details(outcome)).toEqual(
      expect.arrayContaining([
        'FAIL no such test file: $(touch pwned',
        'FAIL ../../etc/passwd: outside the repository',
        'FAIL /etc/passwd: outside the repository',
        'FAIL unknown evidence kind: shell',
        'FAIL lint target "--fix" looks like an option; name a path',
      ]),
    )
    expect(readdirSync(root).filter((f) => f.startsWith('pwned'))).toEqual([])
    expect(existsSync(join(root, 'src', 'math.js'))).toBe(true)
  })

  it('uses a configured JUnit runner (pytest) for the files its glob matches, next to vitest, one invocation each', async () => {
    const root = fixtureRepo({
      'py/test_calc.py': 'def test_adds():\n    assert 1 + 1 == 2\n\ndef test_breaks():\n    assert 1 == 2\n',
      'py/ok.py': 'x = 1\n',
    })
    writeBean(root, 6, [
      '- [ ] (test:py/test_calc.py::test_adds) python adds',
      '- [ ] (test:py/test_calc.py::test_breaks) python breaks',
      '- [ ] (test:test/good.test.js) js adds',
      '- [ ] (lint:py/ok.py) compiles',
    ])
    const store = await tempStore()
    const { outcome, invocations } = await verify(root, 6, store, {
      runners: {
        default: { kind: 'vitest' },
        py: {
          kind: 'junit',
          argv: ['python3', '-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--junitxml=.evident/junit.xml'],
          junitPath: '.evident/junit.xml',
        },
      },
      vdd: { testRunners: [{ match: '**/*.py', runner: 'py' }], lint: ['python3', '-m', 'py_compile'] },
    })
    expect(invocations).toEqual([['py/test_calc.py'], ['test/good.test.js']])
    expect(outcome.results.map((r) => r.result)).toEqual(['PASS', 'FAIL', 'PASS', 'PASS'])
    expect(outcome.results[0]?.testRunId).not.toBe(outcome.results[2]?.testRunId)
  })

  it("waits for the project's run lock that run_tests also holds, and fails rather than overlap a live run", async () => {
    const root = realpathSync(fixtureRepo())
    writeBean(root, 10, ['- [ ] (test:test/good.test.js) adds'])
    const store = await tempStore()
    writeFile(dirname(store.path), `${projectKey(root)}.run.lock`, `${process.ppid} ${new Date().toISOString()}\n`)
    const { outcome, invocations } = await verify(root, 10, store, { vdd: { timeoutSec: 1 } })
    expect(invocations).toEqual([])
    expect(details(outcome)[0]).toMatch(
      /^FAIL runner "default" failed: another test run of this project is still going \(process \d+ holds/,
    )
  })

  it('fails test criteria routed to a runner the config does not have', async () => {
    const root = fixtureRepo()
    writeBean(root, 7, ['- [ ] (test:test/good.test.js) adds'])
    const { outcome } = await verify(root, 7, undefined, {
      vdd: { testRunners: [{ match: 'test/**', runner: 'missing' }] },
    })
    expect(details(outcome)).toEqual(['FAIL no runner "missing" in evident.config.json (runners.missing)'])
  })

  it('refuses to write the report through a symlink leading outside the repository', async () => {
    const root = fixtureRepo()
    const outside = tempDir()
    mkdirSync(join(root, 'ai'))
    symlinkSync(outside, join(root, 'ai', 'outputs'))
    await expect(verify(root, 9, undefined)).rejects.toThrow(/bean BEAN-009 not found/)
    writeBean(root, 9, ['- [ ] (file:src/math.js) exists'])
    await expect(verify(root, 9, undefined)).rejects.toThrow('the report path ai/outputs leads outside the repository')
    expect(readdirSync(outside)).toEqual([])
  })

  it('overwrites the report on every run instead of appending', async () => {
    const root = fixtureRepo()
    const bean = writeBean(root, 8, ['- [ ] (file:src/math.js) exists'])
    const first = await verify(root, 8, undefined)
    expect(first.outcome.verdict).toBe('PASS')
    writeFile(root, bean, '# BEAN-008\n\n## Acceptance Criteria\n\n- [ ] (file:src/none.js) missing\n')
    const second = await verify(root, 8, undefined)
    const text = readFileSync(second.outcome.reportPath, 'utf8')
    expect(text.match(/# VDD Report/g)).toHaveLength(1)
    expect(text).toContain('**Aggregate verdict:** FAIL')
    expect(text).not.toContain('src/math.js')
  })
})
