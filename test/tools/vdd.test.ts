import { realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listVddRuns } from '../../mcp-server/src/store/vdd.js'
import { connect } from '../support/client.js'
import { alice, tempDir, tempStore } from '../support/store.js'
import { fixtureRepo, writeBean, writeFile } from '../support/vdd-project.js'

describe('vdd tool', () => {
  it('returns the verdict, per-criterion results and the report path, and records the run for the caller', async () => {
    const root = realpathSync(fixtureRepo())
    writeBean(root, 31, [
      '- [ ] (test:test/good.test.js::adds) adds',
      '- [ ] (file:src/none.js) missing',
      '- [ ] Manual: looks fine',
    ])
    const store = await tempStore()
    const { call } = await connect(store, alice, root)
    const result = await call('vdd', { beanId: 'BEAN-031' })
    expect(result.isError).toBe(false)
    expect(result.data).toMatchObject({
      subject: 'BEAN-031',
      verdict: 'FAIL',
      exitCode: 1,
      reportPath: join(root, 'ai/outputs/tech-qa/vdd-031.md'),
    })
    const criteria = result.data['criteria'] as { result: string; kind: string; testRunId?: number }[]
    expect(criteria.map((c) => [c.result, c.kind])).toEqual([
      ['PASS', 'test'],
      ['FAIL', 'file'],
      ['MANUAL', ''],
    ])
    expect(result.text).toMatch(
      /^VDD BEAN-031: FAIL \(exit 1\)\. Report: .*vdd-031\.md; VDD run #\d+\n1\. PASS \(test:test\/good\.test\.js::adds\) adds — 1 test\(s\) passed \(run #\d+\)\n2\. FAIL \(file:src\/none\.js\) missing — no path matches src\/none\.js\n3\. MANUAL \(manual\) Manual: looks fine — needs human sign-off\nFix each FAIL/,
    )
    const [run] = await listVddRuns(store.db, { beanNumber: 31, limit: 1 })
    expect(run).toMatchObject({
      id: result.data['vddRunId'],
      caller: 'session-1/agent-a',
      testRunIds: [criteria[0]?.testRunId],
    })
    const listed = await call('inventory', { kind: 'vdd' })
    expect(listed.text).toContain(
      `- VDD run ${String(result.data['vddRunId'])} BEAN-031: FAIL, 1/3 failed, test runs #${String(criteria[0]?.testRunId)}; ai/outputs/tech-qa/vdd-031.md, by session-1/agent-a`,
    )
  })

  it('sends progress notifications while the tests run, before the result', async () => {
    const root = realpathSync(fixtureRepo())
    writeBean(root, 32, ['- [ ] (test:test/good.test.js) good', '- [ ] (test:test/bad.test.js::passes anyway) mixed'])
    const { client } = await connect(await tempStore(), alice, root)
    const progress: unknown[] = []
    const result = await client.callTool({ name: 'vdd', arguments: { beanId: '32' } }, undefined, {
      onprogress: (p) => {
        progress.push(p)
      },
    })
    expect(result.isError).not.toBe(true)
    expect(progress).toEqual([
      { progress: 1, total: 2, message: expect.stringMatching(/^tests: finished test\/(good|bad)\.test\.js$/) },
    ])
  })

  it('verifies a project-relative markdown file', async () => {
    const root = realpathSync(fixtureRepo())
    writeFile(root, 'docs/spec.md', '## Acceptance Criteria\n- [ ] (file:src/math.js) exists\n')
    const { call } = await connect(await tempStore(), alice, root)
    const result = await call('vdd', { file: 'docs/spec.md' })
    expect(result.data).toMatchObject({ subject: 'docs/spec.md', verdict: 'PASS', exitCode: 0 })
  })

  it('tells the agent about near-misses: in the criterion details, and items not read at all on their own line', async () => {
    const root = realpathSync(fixtureRepo())
    writeBean(root, 33, ['- [ ] test: test/good.test.js adds', '  - [ ] (file:src/math.js) nested'])
    const { call } = await connect(await tempStore(), alice, root)
    const result = await call('vdd', { beanId: '33' })
    expect(result.data).toMatchObject({ verdict: 'PARTIAL' })
    const lines = result.text.split('\n')
    expect(lines[1]).toBe(
      '1. MANUAL (manual) test: test/good.test.js adds — needs human sign-off; warning: criterion 1 looks like a `test:` criterion but is written `test: test/good.test.js adds`; write `(test:test/good.test.js) adds` (until then it is a MANUAL criterion)',
    )
    expect(lines[2]).toMatch(/^Warning: the line `- \[ \] \(file:src\/math\.js\) nested` is not read as a criterion/)
  })

  it('refuses a file outside the project, directly or through a symlink', async () => {
    const root = realpathSync(fixtureRepo())
    const outside = tempDir()
    writeFile(outside, 'spec.md', '## Acceptance Criteria\n- [ ] x\n')
    symlinkSync(join(outside, 'spec.md'), join(root, 'linked.md'))
    const { call } = await connect(await tempStore(), alice, root)
    for (const file of ['../spec.md', join(outside, 'spec.md'), 'linked.md']) {
      const result = await call('vdd', { file })
      expect(result.isError, file).toBe(true)
      expect(result.text, file).toContain('outside the repository')
    }
  })

  it('says what was wrong for an unknown bean, a bad id, and bad argument combinations', async () => {
    const root = realpathSync(fixtureRepo())
    const { call } = await connect(await tempStore(), alice, root)
    expect((await call('vdd', { beanId: '404' })).text).toMatch(/^Not found: bean BEAN-404 not found/)
    expect((await call('vdd', { beanId: 'BEAN-x1' })).text).toMatch(/^Bad input: invalid bean id "BEAN-x1"/)
    const neither = await call('vdd', {})
    expect(neither.isError).toBe(true)
    expect(neither.text).toContain('requires beanId')
    const both = await call('vdd', { beanId: '1', file: 'a.md' })
    expect(both.isError).toBe(true)
    expect(both.text).toContain('give beanId or file, not both')
    const manual = await call('vdd', { beanId: '1', manual: 'yes' })
    expect(manual.isError).toBe(true)
    const pass = await call('vdd', { beanId: '1', manual: 'pass' })
    expect(pass.isError).toBe(true)
    expect(pass.text).toContain('an agent cannot give it')
    expect(pass.text).toContain('evident vdd <bean-id> --manual pass')
  })

  it('publishes a strict, fully described input schema', async () => {
    const { client } = await connect(await tempStore(), alice, tempDir())
    const { tools } = await client.listTools()
    const tool = tools.find((t) => t.name === 'vdd')
    expect(tool?.inputSchema).toMatchObject({ additionalProperties: false })
    const properties = (tool?.inputSchema.properties ?? {}) as Record<string, { description?: string }>
    expect(Object.keys(properties).sort()).toEqual(['beanId', 'caller', 'file', 'manual'])
    for (const [name, schema] of Object.entries(properties)) expect(schema.description, name).toBeTruthy()
  })
})
