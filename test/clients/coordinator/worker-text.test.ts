import { describe, expect, it } from 'vitest'
import { fixIterationRuns, fixLimitReason } from '../../../mcp-server/src/clients/coordinator/fix-limit-rules.js'
import {
  addedLines,
  addedTitles,
  carriesCovers,
  DEFAULT_STUB_MARKERS,
  namesScenario,
  siblingTestPaths,
  sourceStems,
  stubIn,
  testStem,
} from '../../../mcp-server/src/clients/coordinator/worker-text.js'

const stub = (line: string) => stubIn([line], DEFAULT_STUB_MARKERS)?.marker

describe('worker text', () => {
  it('judges only the lines a change adds', () => {
    expect(addedLines('a\nb\nb\n', 'a\nb\nb\nb\nc\n')).toEqual(['b', 'c'])
    expect(addedLines('// TODO: old\nx\n', '// TODO: old\ny\n')).toEqual(['y'])
  })

  it('finds the default stub markers in code of any language, and not in ordinary code', () => {
    for (const line of [
      '  // TODO: handle unicode',
      '# FIXME later',
      '/* XXX */',
      "  throw new Error('not implemented')",
      'panic("not implemented yet")',
      '    raise NotImplementedError',
      '  throw new NotImplementedException();',
      '    pass  # stub',
      '    unimplemented!()',
      '    todo!()',
    ])
      expect(stub(line), line).toBeDefined()
    for (const line of [
      "return text.trim().toLowerCase().split(/\\s+/).join('-')",
      'const todoList = items.filter(isTodo)',
      "expect(slugify('To do')).toBe('to-do')",
      '  * Turns a title into a slug.',
    ])
      expect(stub(line), line).toBeUndefined()
  })

  it('reads the test titles a change adds (JS/TS, Python, Go); other languages are unknown', () => {
    const before = "it('lowercases', () => {})\n"
    const after = `${before}test.concurrent("test_when_a_then_b: joins", () => {})\nit(\`test_when_c_then_d\`, () => {})\n`
    expect(addedTitles('t.test.ts', before, after)).toEqual(['test_when_a_then_b: joins', 'test_when_c_then_d'])
    expect(addedTitles('test_x.py', 'def test_old():\n', 'def test_old():\ndef test_when_a_then_b():\n')).toEqual([
      'test_when_a_then_b',
    ])
    expect(
      addedTitles('x_test.go', '', 'func TestWhenAThenB(t *testing.T) {\n\tt.Run("test_when_c_then_d", f)\n'),
    ).toEqual(['TestWhenAThenB', 'test_when_c_then_d'])
    expect(addedTitles('x_spec.rb', '', 'it "x" do')).toBeUndefined()
    expect(namesScenario('TestWhenAThenB', 'test_when_a_then_b')).toBe(true)
    expect(namesScenario('joins words', 'test_when_a_then_b')).toBe(false)
  })

  it('finds Covers labels, in lists and AC spans', () => {
    expect(carriesCovers('// Covers AC-3', 'AC-3')).toBe(true)
    expect(carriesCovers('# Covers: AC-1, AC-4', 'AC-4')).toBe(true)
    expect(carriesCovers('// Covers AC-1..AC-5', 'AC-3')).toBe(true)
    expect(carriesCovers('// Covers AC-1..AC-2', 'AC-3')).toBe(false)
    expect(carriesCovers('// Covers AC-30', 'AC-3')).toBe(false)
    expect(carriesCovers('// Covers boundary (empty input)', 'boundary')).toBe(true)
    expect(carriesCovers('// covers AC-3', 'AC-3')).toBe(false)
  })

  it('matches a new source file with the test files named for it', () => {
    expect(testStem('test/slug.test.ts')).toBe('slug')
    expect(testStem('tests/test_slug.py')).toBe('slug')
    expect(testStem('pkg/slug_test.go')).toBe('slug')
    expect(testStem('src/__tests__/slug.ts')).toBe('slug')
    expect(sourceStems('src/slug.ts')).toEqual(['slug'])
    expect(sourceStems('src/slug/index.ts')).toEqual(['index', 'slug'])
    expect(siblingTestPaths('src/slug.ts')).toEqual([
      'src/slug.test.ts',
      'src/slug.spec.ts',
      'src/__tests__/slug.test.ts',
      'src/__tests__/slug.ts',
      'src/test_slug.ts',
      'src/slug_test.ts',
    ])
  })
})

describe('fix iterations', () => {
  const run = (id: number, startSeq: number, passed: boolean) => ({ id, startSeq, seq: startSeq + 1, passed })

  it('counts a run that did not pass after a production change since the previous run', () => {
    // red run (no change yet), change, failing run (1), failing run without a change (0), change, failing (2), change, pass.
    const runs = [run(1, 10, false), run(2, 20, false), run(3, 30, false), run(4, 40, false), run(5, 50, true)]
    expect(fixIterationRuns(runs, [15, 35, 45])).toEqual([2, 4])
    expect(fixIterationRuns([], [1])).toEqual([])
  })

  it('says why the task is blocked and what a human does next', () => {
    expect(fixLimitReason('url-slugs', 5, [2, 4, 6, 8, 9])).toMatch(
      /^fix limit reached: 5 failing run\(s\) after production changes \(runs 2, 4, 6, 8, 9\); plan url-slugs allows 5\. A human decides next: .*tdd_plan replace/,
    )
  })
})
