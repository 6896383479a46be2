import { describe, expect, it } from 'vitest'
import { dropReport, filterFindings, parseScope } from '../../../mcp-server/src/clients/validation/scope.js'

const f = (file: string, line: number) => ({ file, line, severity: 'error', finding: 'x' })

describe('parseScope', () => {
  it('parses ranges and whole-file entries, ignoring blank lines', () => {
    expect(parseScope('src/a.ts:3-5\n\nsrc/b.ts:*\n')).toEqual({
      ok: true,
      entries: [{ file: 'src/a.ts', range: { start: 3, end: 5 } }, { file: 'src/b.ts' }],
    })
  })

  it('rejects a bare path so a typo cannot widen the scope', () => {
    expect(parseScope('src/a.ts:1-2\nsrc/b.ts')).toEqual({
      ok: false,
      error: 'scope entry 2 "src/b.ts" is not <file>:<start>-<end> or <file>:*',
    })
  })

  it('rejects a range that ends before it starts', () => {
    expect(parseScope('a.ts:9-3')).toEqual({ ok: false, error: 'scope entry 1 "a.ts:9-3" ends before it starts' })
  })

  it('keeps a colon inside the file name', () => {
    expect(parseScope('dir:x/a.ts:2-2')).toEqual({
      ok: true,
      entries: [{ file: 'dir:x/a.ts', range: { start: 2, end: 2 } }],
    })
  })
})

describe('filterFindings', () => {
  it('keeps findings inside inclusive ranges and drops the rest', () => {
    const scope = parseScope('a.ts:3-5\na.ts:9-9')
    if (!scope.ok) throw new Error(scope.error)
    const { kept, dropped } = filterFindings(
      [f('a.ts', 2), f('a.ts', 3), f('a.ts', 5), f('a.ts', 6), f('a.ts', 9), f('b.ts', 3)],
      scope.entries,
      '/repo',
    )
    expect(kept.map((k) => k.line)).toEqual([3, 5, 9])
    expect(dropped.map((d) => `${d.file}:${d.line}`)).toEqual(['a.ts:2', 'a.ts:6', 'b.ts:3'])
  })

  it('keeps line 0 for a whole-file entry but not for a range', () => {
    const scope = parseScope('a.ts:*\nb.ts:1-4')
    if (!scope.ok) throw new Error(scope.error)
    const { kept } = filterFindings([f('a.ts', 0), f('a.ts', 1000), f('b.ts', 0)], scope.entries, '/repo')
    expect(kept).toEqual([f('a.ts', 0), f('a.ts', 1000)])
  })

  it('compares paths after stripping the repo root and ./', () => {
    const scope = parseScope('./src/a.ts:1-1\n/repo/src/b.ts:*')
    if (!scope.ok) throw new Error(scope.error)
    const { kept } = filterFindings(
      [f('/repo/src/a.ts', 1), f('src/b.ts', 4), f('./src/b.ts', 2), f('/other/src/a.ts', 1)],
      scope.entries,
      '/repo',
    )
    expect(kept.map((k) => k.file)).toEqual(['/repo/src/a.ts', 'src/b.ts', './src/b.ts'])
  })
})

describe('dropReport', () => {
  it('names each drop with an escaped path, then a summary', () => {
    const lines = dropReport({ kept: [f('a.ts', 1)], dropped: [f('we"ird.ts', 4)] })
    expect(lines[0]).toBe('dropped "we\\"ird.ts":4 — outside the scope')
    expect(lines[1]).toMatch(/^filter-findings: kept 1, dropped 1 outside the scope/)
  })

  it('names at most 20 drops, then how many more', () => {
    const dropped = Array.from({ length: 23 }, (_, i) => f('z.ts', i + 1))
    const lines = dropReport({ kept: [], dropped })
    expect(lines).toHaveLength(22)
    expect(lines[19]).toBe('dropped "z.ts":20 — outside the scope')
    expect(lines[20]).toBe('… and 3 more')
  })

  it('says nothing when nothing was dropped', () => {
    expect(dropReport({ kept: [f('a.ts', 1)], dropped: [] })).toEqual([])
  })
})
