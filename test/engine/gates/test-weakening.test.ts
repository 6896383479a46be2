import { describe, expect, it } from 'vitest'
import {
  assertionNotes,
  holdsTests,
  keepsTests,
  similarity,
  testMetrics,
  testNameShape,
  weakenings,
} from '../../../mcp-server/src/engine/gates/test-weakening.js'

const JS = `describe('math', () => {
  it('adds', () => { expect(add(1, 2)).toBe(3); expect.soft(add(0, 0)).toBe(0) })
  test.each([1, 2])('keeps %i', (n) => { assert.equal(n, n) })
  it.concurrent('runs', async () => { await expect(p).resolves.toBe(1) })
})`

describe('testMetrics', () => {
  it('counts test cases, assertions and skip markers in TS/JS', () => {
    expect(testMetrics('src/math.test.ts', JS)).toEqual({ tests: 3, assertions: 4, skips: 0 })
    const marked = JS.replace("it('adds'", "it.skip('adds'")
      .replace('test.each', 'test.only.each')
      .replace("it.concurrent('runs'", "xit('runs'")
    expect(testMetrics('src/math.test.ts', marked)?.skips).toBe(3)
    expect(
      testMetrics('a.test.js', "it.todo('later')\nit.fails('broken', () => {})\ntest.skipIf(ci)('x', () => {})")?.skips,
    ).toBe(3)
  })

  it('counts pytest functions, asserts and skip/xfail markers', () => {
    const py =
      'import pytest\n\n@pytest.mark.skip\ndef test_add():\n    assert add(1, 2) == 3\n\nasync def test_sub():\n    self.assertEqual(sub(2, 1), 1)\n    pytest.xfail("later")\n'
    expect(testMetrics('tests/test_math.py', py)).toEqual({ tests: 2, assertions: 2, skips: 2 })
  })

  it('counts Go tests, t.Error/require assertions and t.Skip', () => {
    const go =
      'func TestAdd(t *testing.T) {\n\tif add(1, 2) != 3 { t.Errorf("bad") }\n\trequire.Equal(t, 3, add(1, 2))\n}\n\nfunc TestSub(t *testing.T) {\n\tt.Skip("later")\n}\n'
    expect(testMetrics('math_test.go', go)).toEqual({ tests: 2, assertions: 2, skips: 1 })
  })

  it('does not count commented-out test cases and assertions, but counts commented skip markers', () => {
    const live = "it('a', () => {\n  expect(f('http://x')).toBe(1) // checks f\n  expect(g()).toBe(2)\n})\n"
    const commented =
      "it('a', () => {\n  // expect(f('http://x')).toBe(1)\n  /* expect(g()).toBe(2) */\n})\n// it.skip('b', () => {})\n"
    expect(testMetrics('a.test.ts', live)).toEqual({ tests: 1, assertions: 2, skips: 0 })
    expect(testMetrics('a.test.ts', commented)).toEqual({ tests: 1, assertions: 0, skips: 1 })
    expect(testMetrics('test_a.py', 'def test_a():\n    # assert f() == 1\n    assert g("#") == 2\n')).toEqual({
      tests: 1,
      assertions: 1,
      skips: 0,
    })
    expect(testMetrics('a_test.go', 'func TestA(t *testing.T) {\n\t// t.Errorf("x")\n\tt.Error("//")\n}\n')).toEqual({
      tests: 1,
      assertions: 1,
      skips: 0,
    })
  })

  it('reads no other language', () => {
    expect(testMetrics('spec/math_spec.rb', "it 'adds' do end")).toBeUndefined()
  })
})

describe('weakenings', () => {
  it('reports added markers and removed tests, and nothing for a stronger test', () => {
    expect(weakenings({ tests: 2, assertions: 3, skips: 0 }, { tests: 1, assertions: 2, skips: 1 })).toEqual([
      'skip/only/todo/fails markers 0 → 1',
      'test cases 2 → 1',
    ])
    expect(weakenings({ tests: 2, assertions: 3, skips: 1 }, { tests: 3, assertions: 5, skips: 0 })).toEqual([])
  })

  it('keeps fewer assertions as a note, not a weakening (two expects merged into one toEqual)', () => {
    const two = "it('a', () => {\n  expect(f(1)).toBe(1)\n  expect(f(2)).toBe(2)\n})\n"
    const one = "it('a', () => {\n  expect([f(1), f(2)]).toEqual([1, 2])\n})\n"
    const [before, after] = [testMetrics('a.test.ts', two), testMetrics('a.test.ts', one)]
    if (before === undefined || after === undefined) throw new Error('metrics')
    expect(weakenings(before, after)).toEqual([])
    expect(assertionNotes(before, after)).toEqual(['assertions 2 → 1'])
    expect(assertionNotes(after, before)).toEqual([])
  })
})

describe('holdsTests and keepsTests', () => {
  const TEST = "import { it, expect } from 'vitest'\nit('adds', () => {\n  expect(1 + 1).toBe(2)\n})\n"
  const HELPER = "import { expect } from 'vitest'\nexport const check = (a: number) => expect(a).toBe(2)\n"

  it('tells a helper or fixture from a file holding tests', () => {
    expect(holdsTests('test/add.test.ts', TEST)).toBe(true)
    expect(holdsTests('test/helpers.ts', HELPER)).toBe(false)
    expect(holdsTests('test/fixtures/data.json', '{}')).toBe(false)
    expect(holdsTests('spec/math_spec.rb', "it 'adds' do end")).toBe(true)
    expect(holdsTests('test/add.test.ts', undefined)).toBe(true)
  })

  it('counts a move as a rename only when the tests stay in the suite, unweakened', () => {
    const from = { path: 'test/add.test.ts', text: TEST }
    const kept = (path: string, text = TEST, kind: 'test' | 'neutral' | 'production' = 'test') =>
      keepsTests(from, { path, text, kind })
    expect(kept('test/sum.test.ts')).toBe(true)
    expect(kept('test/unit/add.test.ts', TEST.replace('toBe(2)', 'toBe(2) // sums'))).toBe(true)
    expect(kept('test/add.test.ts.off')).toBe(false)
    expect(kept('test/add.ts')).toBe(false)
    expect(kept('test/add.test.js')).toBe(false)
    expect(kept('test/add.spec.ts')).toBe(false)
    expect(
      keepsTests(
        { path: 'tests/test_a.py', text: 'def test_a():\n    assert 1\n' },
        { path: 'tests/test_b.py', text: 'def test_a():\n    assert 1\n', kind: 'test' },
      ),
    ).toBe(true)
    expect(testNameShape('pkg/add_test.go')).toBe('_test.go')
    expect(testNameShape('tests/test_add.py')).toBe('test_*.py')
    expect(testNameShape('test/helpers.ts')).toBeUndefined()
    expect(kept('src/add.test.ts', TEST, 'production')).toBe(false)
    expect(kept('test/sum.test.ts', TEST.replace("it('adds'", "it.skip('adds'"))).toBe(false)
    expect(kept('test/sum.test.ts', "it('other', () => {})\n")).toBe(false)
    expect(keepsTests({ path: 'test/helpers.ts', text: HELPER }, { path: 'x', text: '', kind: 'neutral' })).toBe(true)
  })

  it('measures similarity by shared lines, as git detects renames', () => {
    expect(similarity('a\nb\nc\nd\n', 'a\nb\nc\nd\n')).toBe(1)
    expect(similarity('a\nb\nc\nd\n', 'a\nb\nx\ny\n')).toBe(0.5)
    expect(similarity('a\nb\n', '')).toBe(0)
  })
})
