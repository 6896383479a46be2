import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { VERDICT_REASONS } from '../../../mcp-server/src/domain/vocabulary.js'
import { verdictText } from '../../../mcp-server/src/domain/verdict-file.js'
import {
  decideVerdict,
  renderCommand,
  shellExitCode,
  type VerdictFacts,
} from '../../../mcp-server/src/engine/gates/verdict.js'

const green: VerdictFacts = { outcome: 'passed', exitCode: 0, signal: null, passed: 3, failed: 0, errors: [] }
const error = (name: string, message = 'boom') => ({ name, message })

describe('decideVerdict', () => {
  it('is PASS only with exit 0, at least one executed test and nothing failed', () => {
    expect(decideVerdict(green)).toEqual({ verdict: 'PASS' })
    expect(decideVerdict({ ...green, passed: 1 })).toEqual({ verdict: 'PASS' })
  })

  const cases: readonly (readonly [string, VerdictFacts, string])[] = [
    ['a timeout', { ...green, outcome: 'timeout', exitCode: null, signal: 'SIGTERM' }, 'timeout'],
    ['a cancelled run', { ...green, outcome: 'interrupted', exitCode: null, signal: 'SIGTERM' }, 'interrupted'],
    ['a killed runner whose tests had all passed', { ...green, exitCode: null, signal: 'SIGKILL' }, 'killed'],
    ['a runner that could not start', { ...green, exitCode: null, errors: [error('RunnerNotStarted')] }, 'crashed'],
    ['a runner that never reported its end', { ...green, exitCode: 1, errors: [error('VitestCrash')] }, 'crashed'],
    ['no exit code and no signal', { ...green, exitCode: null }, 'crashed'],
    ['exit 0 with a failed test', { ...green, outcome: 'failed', failed: 1 }, 'exit_zero_with_failures'],
    ['exit 0 with an error outside tests', { ...green, errors: [error('Error')] }, 'exit_zero_with_failures'],
    ['zero tests', { ...green, outcome: 'no-tests', passed: 0 }, 'no_tests'],
    ['zero tests with exit 1', { ...green, outcome: 'no-tests', exitCode: 1, passed: 0 }, 'no_tests'],
    ['exit 1 with every test passed', { ...green, outcome: 'failed', exitCode: 1 }, 'exit_nonzero_without_failures'],
    [
      'a JUnit report its exit code contradicts (the runner records no test of it)',
      { ...green, outcome: 'failed', exitCode: 1, passed: 0, errors: [error('RunnerExitedNonZero')] },
      'crashed',
    ],
    [
      "a JUnit report pytest's own summary contradicts",
      { ...green, outcome: 'failed', passed: 0, errors: [error('JUnitReportContradicted')] },
      'crashed',
    ],
    ['failed tests with exit 1', { ...green, outcome: 'failed', exitCode: 1, failed: 2 }, 'failures'],
    ['an import error with exit 1', { ...green, outcome: 'failed', exitCode: 1, errors: [error('Error')] }, 'failures'],
    ['a runner that says failed for no recorded reason', { ...green, outcome: 'failed' }, 'runner_failed'],
  ]
  for (const [what, facts, reason] of cases) {
    it(`is FAIL (${reason}) for ${what}`, () => {
      const decision = decideVerdict(facts)
      expect(decision).toMatchObject({ verdict: 'FAIL', reason })
      expect(decision.verdict === 'FAIL' && decision.detail.length > 0).toBe(true)
    })
  }

  it('produces every declared reason', () => {
    expect([...new Set(cases.map((c) => c[2]))].sort()).toEqual([...VERDICT_REASONS].sort())
  })

  it('says what contradicts the exit code', () => {
    expect(decideVerdict({ ...green, outcome: 'failed', failed: 1, errors: [error('AssertionError')] })).toMatchObject({
      detail: 'the runner exited 0 but the reporter recorded 1 failed test and 1 error',
    })
    expect(decideVerdict({ ...green, outcome: 'failed', exitCode: 3 })).toMatchObject({
      detail: 'the runner exited 3 although all 3 executed tests passed and no error was reported',
    })
  })
})

describe('shellExitCode', () => {
  it("is the process's code, 128 + the signal's number for a signal, -1 when there is neither", () => {
    expect(shellExitCode(0, null)).toBe(0)
    expect(shellExitCode(3, null)).toBe(3)
    expect(shellExitCode(null, 'SIGKILL')).toBe(137)
    expect(shellExitCode(null, 'SIGTERM')).toBe(143)
    expect(shellExitCode(null, null)).toBe(-1)
    expect(shellExitCode(null, 'SIGNOPE')).toBe(-1)
  })
})

describe('renderCommand', () => {
  it('joins the argv with spaces, quoting only the words a shell would split or expand', () => {
    expect(renderCommand(['/usr/bin/node', 'vitest.mjs', 'run', '--reporter=/a/b.js'])).toBe(
      '/usr/bin/node vitest.mjs run --reporter=/a/b.js',
    )
    expect(renderCommand(['pytest', '--junitxml', 'out dir/x.xml', "it's", '$HOME', ''])).toBe(
      `pytest --junitxml 'out dir/x.xml' 'it'\\''s' '$HOME' ''`,
    )
  })

  it('keeps the command on one line: a word with a newline is $-quoted', () => {
    const rendered = renderCommand(['node', '-e', "console.log('a')\nprocess.exit(1)\t\\"])
    expect(rendered).toBe("node -e $'console.log(\\'a\\')\\nprocess.exit(1)\\t\\\\'")
    expect(rendered).not.toContain('\n')
  })

  it('reads back to the same argv in a real shell', () => {
    const argv = ['a b', "it's", '$HOME', 'x\ny', 'tab\there', 'back\\slash', '*', '', 'plain-1.0']
    const printed = spawnSync('bash', ['-c', `printf '%s\\0' ${renderCommand(argv)}`], { encoding: 'utf8' })
    expect(printed.stdout.split('\0').slice(0, -1)).toEqual(argv)
  })
})

describe('verdictText', () => {
  it('is exactly four lines: verdict, time, command, exit code', () => {
    const text = verdictText({ verdict: 'FAIL', at: '2025-01-31T12:00:00.000Z', command: 'node x', exitCode: 137 })
    expect(text).toBe('FAIL\n2025-01-31T12:00:00.000Z\nnode x\n137\n')
    expect(text.split('\n')).toHaveLength(5)
  })
})
