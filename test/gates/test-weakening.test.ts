import { describe, expect, it } from 'vitest'
import { testMetrics, weakenings } from '../../mcp-server/src/gates/test-weakening.js'

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
  it('reports added markers, removed tests and removed assertions, and nothing for a stronger test', () => {
    expect(weakenings({ tests: 2, assertions: 3, skips: 0 }, { tests: 1, assertions: 2, skips: 1 })).toEqual([
      'skip/only/todo/fails markers 0 → 1',
      'test cases 2 → 1',
      'assertions 3 → 2',
    ])
    expect(weakenings({ tests: 2, assertions: 3, skips: 1 }, { tests: 3, assertions: 5, skips: 0 })).toEqual([])
  })
})
