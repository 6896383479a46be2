import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../support/store.js'
import { cli } from '../support/cli-io.js'

function file(text: string): string {
  const path = join(tempDir(), 'input.txt')
  writeFileSync(path, text)
  return path
}

describe('evident findings normalize', () => {
  it('prints canonical findings JSON for a well-formed report', async () => {
    const dir = tempDir()
    const run = await cli(
      ['findings', 'normalize', file('VERIFIED: error src/a.ts:3 — x is null | guard it\n')],
      {},
      dir,
    )
    expect(run).toEqual({
      code: 0,
      err: [],
      out: [
        '[{"file":"src/a.ts","line":3,"severity":"error","finding":"x is null","fix":"guard it","status":"VERIFIED"}]',
      ],
    })
  })

  it('fails the whole input with exit 2 on one bad line', async () => {
    const run = await cli(['findings', 'normalize', file('error a.ts:1 — ok\nnot a finding\n')], {}, tempDir())
    expect(run).toEqual({
      code: 2,
      out: [],
      err: ['normalize-findings: line 2: not "<severity> <file>:<line> — <finding>[ | <fix>]"'],
    })
  })

  it('adapts tsc output with --from tsc', async () => {
    const run = await cli(
      ['findings', 'normalize', '--from', 'tsc', file("src/a.ts(2,1): error TS2304: Cannot find name 'x'.\n")],
      {},
      tempDir(),
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(run.out[0] ?? '')).toEqual([
      { file: 'src/a.ts', line: 2, severity: 'error', finding: "Cannot find name 'x'. (TS2304)" },
    ])
  })

  it('exits 1 on an unreadable file', async () => {
    const run = await cli(['findings', 'normalize', '/nonexistent/report.txt'], {}, tempDir())
    expect(run.code).toBe(1)
    expect(run.err[0]).toMatch(/ENOENT/)
  })
})

describe('evident findings filter', () => {
  const findings = JSON.stringify([
    { file: '/repo/src/a.ts', line: 4, severity: 'error', finding: 'in' },
    { file: './src/a.ts', line: 9, severity: 'error', finding: 'out' },
    { file: 'src/b.ts', line: 0, severity: 'warning', finding: 'whole file' },
  ])

  it('keeps findings inside the scope and names each drop on stderr', async () => {
    const run = await cli(
      ['findings', 'filter', '--scope', 'src/a.ts:3-5\nsrc/b.ts:*', '--repo-root', '/repo', '--input', file(findings)],
      {},
      tempDir(),
    )
    expect(run.code).toBe(0)
    expect(JSON.parse(run.out[0] ?? '').map((f: { finding: string }) => f.finding)).toEqual(['in', 'whole file'])
    expect(run.err[0]).toBe('dropped "./src/a.ts":9 — outside the scope')
    expect(run.err[1]).toMatch(/^filter-findings: kept 2, dropped 1/)
  })

  it('exits 2 on a malformed scope entry', async () => {
    const run = await cli(
      ['findings', 'filter', '--scope', 'src/a.ts', '--repo-root', '/repo', '--input', file(findings)],
      {},
      tempDir(),
    )
    expect(run).toEqual({
      code: 2,
      out: [],
      err: ['filter-findings: scope entry 1 "src/a.ts" is not <file>:<start>-<end> or <file>:*'],
    })
  })

  it('exits 2 on malformed input', async () => {
    const run = await cli(
      ['findings', 'filter', '--scope', 'a.ts:*', '--repo-root', '/repo', '--input', file('[{"file":"a.ts"}]')],
      {},
      tempDir(),
    )
    expect(run.code).toBe(2)
    expect(run.err[0]).toMatch(/^filter-findings: item 0: /)
  })

  it('exits 2 without --scope or --repo-root', async () => {
    const run = await cli(['findings', 'filter', '--scope', 'a.ts:*'], {}, tempDir())
    expect(run.code).toBe(2)
    expect(run.err[0]).toContain('--scope and --repo-root are required')
  })
})
