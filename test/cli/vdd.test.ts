import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../../mcp-server/src/entry/cli.js'
import { openStore } from '../../mcp-server/src/store/index.js'
import { listVddRuns } from '../../mcp-server/src/store/vdd.js'
import { tempDir } from '../support/store.js'
import { fixtureRepo, writeBean, writeFile } from '../support/vdd-project.js'

interface Ran {
  readonly code: number
  readonly out: readonly string[]
  readonly err: string
}

async function vdd(cwd: string, args: readonly string[], db = join(tempDir(), 'evident.sqlite')): Promise<Ran> {
  const out: string[] = []
  const err: string[] = []
  const code = await runCli(['vdd', ...args], {
    env: { EVIDENT_DB: db, HOME: cwd, PATH: process.env['PATH'] },
    cwd,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  })
  return { code, out, err: err.join('\n') }
}

const reportOf = (root: string, name: string): string => readFileSync(join(root, 'ai/outputs/tech-qa', name), 'utf8')
const twoLines = (root: string, name: string, verdict: string): string[] => [
  `VDD report: ${join(root, 'ai/outputs/tech-qa', name)}`,
  `Aggregate verdict: ${verdict}`,
]

describe('evident vdd', () => {
  it('passes a bean whose test, lint, file and file-contains criteria all hold, printing exactly two lines (exit 0)', async () => {
    const root = fixtureRepo()
    writeBean(root, 277, [
      '- [ ] (test:test/good.test.js) the adder adds',
      '- [x] (test:test/bad.test.js::passes anyway) one test of a mixed file',
      '- [ ] (lint:src/math.js) lint clean',
      '- [ ] (file:src/*.js) sources exist',
      '- [ ] (file-contains:docs/*.md::criterion-prefix) policy mentions the prefix',
    ])
    const ran = await vdd(root, ['BEAN-277'])
    expect(ran).toMatchObject({ code: 0, out: twoLines(root, 'vdd-277.md', 'PASS') })
    const progress = ran.err.split('\n')
    expect(progress[0]).toBe('vdd: BEAN-277: 5 criteria (2 test, 1 lint, 1 file, 1 file-contains)')
    expect(
      progress.filter((l) => /^vdd: \[\d\/5\] PASS /.test(l)).map((l) => l.replace(/^vdd: \[\d\/5\] /, '')),
    ).toEqual(
      expect.arrayContaining([
        'PASS test:test/good.test.js — the adder adds',
        'PASS test:test/bad.test.js::passes anyway — one test of a mixed file',
        'PASS lint:src/math.js — lint clean',
        'PASS file:src/*.js — sources exist',
        'PASS file-contains:docs/*.md::criterion-prefix — policy mentions the prefix',
      ]),
    )
    expect(progress).toContain('vdd: running the tests of 2 test criteria in one run…')
    expect(progress.filter((l) => l.startsWith('vdd: tests: finished '))).toHaveLength(2)
    expect(reportOf(root, 'vdd-277.md')).toMatch(/^# VDD Report — BEAN-277\n\n\*\*Aggregate verdict:\*\* PASS\n/)
  })

  it('writes the same report bytes on a rerun with the same verdict; the run ids go to stderr only', async () => {
    const root = fixtureRepo()
    writeBean(root, 278, ['- [ ] (test:test/good.test.js) the adder adds', '- [ ] (file:src/*.js) sources exist'])
    const db = join(tempDir(), 'evident.sqlite')
    const first = await vdd(root, ['278'], db)
    const report = reportOf(root, 'vdd-278.md')
    const second = await vdd(root, ['278'], db)
    expect([first.code, second.code]).toEqual([0, 0])
    expect(reportOf(root, 'vdd-278.md')).toBe(report)
    const receipts = [first, second].map((r) => /^vdd: recorded as VDD run #(\d+) \(test run #(\d+)\)$/m.exec(r.err))
    expect(receipts.map((m) => m?.slice(1).map(Number))).toEqual([
      [expect.any(Number), expect.any(Number)],
      [expect.any(Number), expect.any(Number)],
    ])
    expect(receipts[0]?.[1]).not.toBe(receipts[1]?.[1])
    expect(second.out).toEqual(twoLines(root, 'vdd-278.md', 'PASS'))
  })

  it('fails (exit 1) when a ticked criterion no longer holds: ticks are re-verified', async () => {
    const root = fixtureRepo()
    writeBean(root, 12, ['- [x] (file:src/gone.js) was there once', '- [x] (file:src/math.js) still there'])
    const ran = await vdd(root, ['12'])
    expect(ran).toMatchObject({ code: 1, out: twoLines(root, 'vdd-012.md', 'FAIL') })
    expect(reportOf(root, 'vdd-012.md')).toContain(
      '| 1 | FAIL | file | src/gone.js | was there once | no path matches src/gone.js |',
    )
  })

  it('is PARTIAL (exit 1) with manual items pending, PASS (exit 0) with --manual=pass', async () => {
    const root = fixtureRepo()
    writeBean(root, 13, ['- [ ] (file:src/math.js) exists', '- [ ] Manual: the page looks right'])
    expect(await vdd(root, ['BEAN-013'])).toMatchObject({ code: 1, out: twoLines(root, 'vdd-013.md', 'PARTIAL') })
    expect(await vdd(root, ['BEAN-013', '--manual=pass'])).toMatchObject({
      code: 0,
      out: twoLines(root, 'vdd-013.md', 'PASS'),
    })
    expect(await vdd(root, ['BEAN-013', '--manual', 'pending'])).toMatchObject({
      code: 1,
      out: twoLines(root, 'vdd-013.md', 'PARTIAL'),
    })
  })

  it('never lets --manual=pass override a FAIL', async () => {
    const root = fixtureRepo()
    writeBean(root, 14, ['- [ ] (file:src/none.js) missing', '- [ ] Manual: check'])
    expect(await vdd(root, ['14', '--manual', 'pass'])).toMatchObject({
      code: 1,
      out: twoLines(root, 'vdd-014.md', 'FAIL'),
    })
  })

  it('is EMPTY (exit 2) without an Acceptance Criteria section, with a note in the report', async () => {
    const root = fixtureRepo()
    writeFile(
      root,
      'ai/beans/BEAN-015-x/bean.md',
      '# BEAN-015\n\n## Goal\n\n- [ ] (file:src/math.js) not in a criteria section\n',
    )
    expect(await vdd(root, ['15', '--manual=pass'])).toMatchObject({
      code: 2,
      out: twoLines(root, 'vdd-015.md', 'EMPTY'),
    })
    expect(reportOf(root, 'vdd-015.md')).toMatch(/\*\*Aggregate verdict:\*\* EMPTY\n\n> No acceptance criteria found/)
  })

  it('is EMPTY (exit 2) when the section has no checklist items', async () => {
    const root = fixtureRepo()
    writeFile(
      root,
      'ai/beans/BEAN-016-x/bean.md',
      '# BEAN-016\n\n## Acceptance Criteria\n\nTo be written.\n\n## Notes\n',
    )
    expect(await vdd(root, ['16'])).toMatchObject({ code: 2, out: twoLines(root, 'vdd-016.md', 'EMPTY') })
  })

  it('fails an unknown evidence kind and a malformed file-contains target', async () => {
    const root = fixtureRepo()
    writeBean(root, 17, ['- [ ] (shell:rm -rf /) no such kind', '- [ ] (file-contains:docs/policy.md) no separator'])
    expect(await vdd(root, ['17'])).toMatchObject({ code: 1 })
    const report = reportOf(root, 'vdd-017.md')
    expect(report).toContain('| 1 | FAIL | shell | rm -rf / | no such kind | unknown evidence kind: shell |')
    expect(report).toContain(
      '| 2 | FAIL | file-contains | docs/policy.md | no separator | malformed file-contains target "docs/policy.md": expected <glob>::<substring> |',
    )
  })

  it('exits 3 with Error: on stderr for an unknown bean or a bean without bean.md, and with usage for an invalid id', async () => {
    const root = fixtureRepo()
    writeFile(root, 'ai/beans/BEAN-018-x/notes.md', 'no bean.md here')
    const missing = await vdd(root, ['BEAN-404'])
    expect(missing).toMatchObject({ code: 3, out: [] })
    expect(missing.err).toMatch(/^Error: bean BEAN-404 not found: no directory matches ai\/beans\/BEAN-404-\*/)
    const noFile = await vdd(root, ['18'])
    expect(noFile).toMatchObject({ code: 3, out: [] })
    expect(noFile.err).toMatch(/^Error: bean BEAN-018 has no readable ai\/beans\/BEAN-018-x\/bean\.md/)
    const invalid = await vdd(root, ['BEAN-4x'])
    expect(invalid).toMatchObject({ code: 3, out: [] })
    expect(invalid.err).toMatch(/^evident vdd: invalid bean id "BEAN-4x".*\nusage: evident vdd /)
  })

  it('exits 3 on a bad invocation', async () => {
    const root = fixtureRepo()
    for (const args of [
      [],
      ['1', '2'],
      ['1', '--manual', 'maybe'],
      ['1', '--bogus'],
      ['1', '--repo-root'],
      ['1', '--file', 'x.md'],
    ]) {
      const ran = await vdd(root, args)
      expect(ran.code, args.join(' ')).toBe(3)
      expect(ran.err, args.join(' ')).toMatch(/^evident vdd: .*\nusage: evident vdd .*\nRun `evident vdd --help`/)
    }
  })

  it('warns on stderr and in the report about a criterion written `test: path`, which stays MANUAL', async () => {
    const root = fixtureRepo()
    writeBean(root, 21, ['- [ ] (file:src/*.js) sources exist', '- [ ] test: test/good.test.js adds'])
    const ran = await vdd(root, ['21'])
    expect(ran).toMatchObject({ code: 1, out: twoLines(root, 'vdd-021.md', 'PARTIAL') })
    const warning =
      'criterion 2 looks like a `test:` criterion but is written `test: test/good.test.js adds`; write `(test:test/good.test.js) adds` (until then it is a MANUAL criterion)'
    expect(ran.err.split('\n')).toContain(`vdd: warning: ${warning}`)
    expect(reportOf(root, 'vdd-021.md')).toContain(`> **Warning:** ${warning}`)
    expect(reportOf(root, 'vdd-021.md')).toContain(`| needs human sign-off; warning: ${warning} |`)
  })

  it('verifies a bean of another repository with --repo-root', async () => {
    const root = fixtureRepo()
    writeBean(root, 19, ['- [ ] (file:src/math.js) exists'])
    expect(await vdd(tempDir(), ['19', '--repo-root', root])).toMatchObject({
      code: 0,
      out: twoLines(root, 'vdd-019.md', 'PASS'),
    })
    expect(await vdd(tempDir(), ['19', `--repo-root=${root}`])).toMatchObject({ code: 0 })
  })

  it('verifies any markdown document with --file and prints its report path', async () => {
    const root = fixtureRepo()
    writeFile(
      root,
      'docs/specs/login.md',
      '# Login\n\n## Acceptance Criteria\n\n- [ ] (file:src/math.js) exists\n- [ ] (test:test/good.test.js::adds) adds\n',
    )
    const ran = await vdd(root, ['--file', 'docs/specs/login.md'])
    expect(ran).toMatchObject({ code: 0, out: twoLines(root, 'vdd-file-docs-specs-login.md', 'PASS') })
    expect(reportOf(root, 'vdd-file-docs-specs-login.md')).toMatch(/^# VDD Report — docs\/specs\/login\.md\n/)
    expect(await vdd(root, ['--file', 'docs/none.md'])).toMatchObject({ code: 3, out: [] })
  })

  it('records every run in the evidence store, attributed to the human at the terminal', async () => {
    const root = fixtureRepo()
    writeBean(root, 20, ['- [ ] (file:src/math.js) exists'])
    const db = join(tempDir(), 'evident.sqlite')
    await vdd(root, ['20'], db)
    await vdd(root, ['20', '--manual=pass'], db)
    const store = await openStore(db)
    try {
      const runs = await listVddRuns(store.db, { beanNumber: 20, limit: 5 })
      expect(runs.map((r) => [r.verdict, r.manual, r.caller, r.criteria])).toEqual([
        ['PASS', 'pass', 'human/main', 1],
        ['PASS', 'pending', 'human/main', 1],
      ])
    } finally {
      await store.close()
    }
  })

  it('still verifies and reports when the evidence store cannot be opened, saying so on stderr', async () => {
    const root = fixtureRepo()
    writeBean(root, 21, ['- [ ] (file:src/math.js) exists'])
    writeFile(root, 'blocker', 'a file where a directory should be')
    const ran = await vdd(root, ['21'], join(root, 'blocker', 'evident.sqlite'))
    expect(ran).toMatchObject({ code: 0, out: twoLines(root, 'vdd-021.md', 'PASS') })
    expect(ran.err).toMatch(/^warning: the VDD run is not recorded/)
  })
})
