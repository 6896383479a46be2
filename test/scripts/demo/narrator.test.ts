import { describe, expect, it } from 'vitest'
import { DemoFailure, narrator, oneLine } from '../../../scripts/demo/narrator.js'

describe('oneLine', () => {
  it("collapses whitespace and drops evident's message prefix, also after the step label", () => {
    expect(oneLine('evident: use run_tests\n  instead')).toBe('use run_tests instead')
    expect(oneLine('Bash `npx vitest run` — evident: use run_tests')).toBe('Bash `npx vitest run` — use run_tests')
  })

  it('cuts a long text at the last sentence end that fits', () => {
    const text = `${'a'.repeat(60)}. Then ${'b'.repeat(200)}`
    expect(oneLine(text, 100)).toBe(`${'a'.repeat(60)}.`)
  })

  it('cuts at a word boundary with an ellipsis when no sentence end fits', () => {
    expect(oneLine(`${'word '.repeat(40)}end`, 50)).toBe(`${'word '.repeat(10)}…`)
  })
})

describe('narrator', () => {
  it('prints one marked line per step and stops the demo on a surprise', () => {
    const lines: string[] = []
    const say = narrator((line) => lines.push(line))
    say.ok('red accepted for behavior 1')
    say.denied('refactor_without_passing_run', 'red → refactor: refactor is reachable only from green')
    expect(() => say.fail('green was refused')).toThrow(DemoFailure)
    expect(lines).toEqual([
      '✓ red accepted for behavior 1',
      '✗ denied refactor_without_passing_run: red → refactor: refactor is reachable only from green',
      '! unexpected: green was refused',
    ])
  })
})
