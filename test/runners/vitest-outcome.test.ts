import { describe, expect, it } from 'vitest'
import type { TestFailure, TestOutcome } from '../../mcp-server/src/domain/run-report.js'
import { decideOutcome, type OutcomeFacts } from '../../mcp-server/src/runners/vitest-outcome.js'

const pass: TestOutcome = { file: 'a.test.ts', fullName: 'a', status: 'passed' }
const fail: TestOutcome = { file: 'a.test.ts', fullName: 'b', status: 'failed' }
const skip: TestOutcome = { file: 'a.test.ts', fullName: 'c', status: 'skipped' }
const error = (scope: TestFailure['scope']): TestFailure => ({
  scope,
  name: 'Error',
  message: 'x',
  frames: [],
  signature: '0000000000000000',
})
const base: OutcomeFacts = {
  timedOut: false,
  aborted: false,
  ended: true,
  endReason: 'passed',
  exitCode: 0,
  tests: [pass],
  errors: [],
}

describe('decideOutcome', () => {
  it.each([
    ['a clean run', {}, 'passed'],
    ['a timeout, whatever was reported', { timedOut: true, tests: [pass] }, 'timeout'],
    ['an aborted run', { aborted: true }, 'interrupted'],
    ['a run vitest reported as interrupted', { endReason: 'interrupted' }, 'interrupted'],
    ['a run without an end message', { ended: false, endReason: undefined }, 'failed'],
    ['a failing test', { tests: [pass, fail], endReason: 'failed', exitCode: 1 }, 'failed'],
    ['a module error next to passing tests', { errors: [error('module')] }, 'failed'],
    ['a suite error with only skipped tests', { tests: [skip], errors: [error('suite')] }, 'failed'],
    ['an unhandled error after passing tests', { errors: [error('unhandled')] }, 'failed'],
    ['zero tests', { tests: [], exitCode: 1, endReason: 'failed' }, 'no-tests'],
    ['only skipped tests', { tests: [skip] }, 'no-tests'],
    ['a non-zero exit without any reported failure', { exitCode: 1 }, 'failed'],
    ['vitest reporting failure without a reason', { endReason: 'failed' }, 'failed'],
  ] as const)('decides %s', (_, facts, outcome) => {
    expect(decideOutcome({ ...base, ...facts })).toBe(outcome)
  })
})
