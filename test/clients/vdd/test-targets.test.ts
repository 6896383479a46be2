import { realpathSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { RunReport, TestFailure } from '../../../mcp-server/src/domain/run-report.js'
import { judge } from '../../../mcp-server/src/clients/vdd/test-checks.js'
import { nameMatches, resolveTestTarget, runnerNameFor } from '../../../mcp-server/src/clients/vdd/test-targets.js'
import { tempDir } from '../../support/store.js'
import { writeFile } from '../../support/vdd-project.js'

describe('resolveTestTarget', () => {
  it('accepts an existing file, with or without a test name', () => {
    const root = realpathSync(tempDir())
    writeFile(root, 'test/a.test.ts', '')
    expect(resolveTestTarget(root, 'test/a.test.ts')).toEqual({
      ok: true,
      target: { file: 'test/a.test.ts', name: undefined },
    })
    expect(resolveTestTarget(root, './test/a.test.ts::suite > adds')).toEqual({
      ok: true,
      target: { file: 'test/a.test.ts', name: 'suite > adds' },
    })
  })

  it('treats hostile targets as data: missing files, options and escapes fail without running anything', () => {
    const root = realpathSync(tempDir())
    const outside = realpathSync(tempDir())
    writeFile(outside, 'x.test.ts', '')
    symlinkSync(outside, join(root, 'out'))
    const cases: readonly [string, string][] = [
      ['$(touch pwned', 'no such test file: $(touch pwned'],
      ['`touch pwned`', 'no such test file: `touch pwned`'],
      ['a.test.ts; rm -rf /', 'no such test file: a.test.ts; rm -rf /'],
      ['"a.test.ts" \'b\'', 'no such test file: "a.test.ts" \'b\''],
      ['--reporter=silent', 'test target "--reporter=silent" looks like an option; name a test file'],
      ['../../etc/passwd', '../../etc/passwd: outside the repository'],
      ['/etc/passwd', '/etc/passwd: outside the repository'],
      ['out/x.test.ts', 'out/x.test.ts: outside the repository'],
      ['a.test.ts::', 'malformed test target "a.test.ts::": expected <file> or <file>::<test name>'],
    ]
    for (const [raw, details] of cases) expect(resolveTestTarget(root, raw), raw).toEqual({ ok: false, details })
  })
})

describe('nameMatches', () => {
  it('matches the full name, its trailing segments, dotted and :: forms, and parametrized cases', () => {
    expect(nameMatches('suite > adds', 'suite > adds')).toBe(true)
    expect(nameMatches('suite > adds', 'adds')).toBe(true)
    expect(nameMatches('outer > suite > adds', 'suite::adds')).toBe(true)
    expect(nameMatches('tests.test_foo.TestBar.test_baz', 'TestBar::test_baz')).toBe(false)
    expect(nameMatches('tests.test_foo.test_baz', 'test_baz')).toBe(true)
    expect(nameMatches('test_foo > test_baz[1-2]', 'test_baz')).toBe(true)
    expect(nameMatches('test_foo > test_baz[1-2]', 'test_baz[1-2]')).toBe(true)
  })

  it('does not match a different test that merely contains the name', () => {
    expect(nameMatches('suite > adds twice', 'adds')).toBe(false)
    expect(nameMatches('suite > readds', 'adds')).toBe(false)
  })
})

describe('runnerNameFor', () => {
  it('takes the first matching rule, else default', () => {
    const rules = [
      { match: '**/*.py', runner: 'py' },
      { match: 'tests/**', runner: 'other' },
    ]
    expect(runnerNameFor('tests/test_x.py', rules)).toBe('py')
    expect(runnerNameFor('tests/x.test.ts', rules)).toBe('other')
    expect(runnerNameFor('src/x.test.ts', rules)).toBe('default')
    expect(runnerNameFor('src/x.test.ts', undefined)).toBe('default')
  })
})

const base: RunReport = {
  runner: 'vitest',
  argv: [],
  projectRoot: '/p',
  startedAt: '',
  endedAt: '',
  exitCode: 1,
  outcome: 'failed',
  errors: [],
  tests: [
    { file: 'a.test.ts', fullName: 'adds', status: 'passed' },
    { file: 'a.test.ts', fullName: 'subtracts', status: 'failed' },
    { file: 'b.test.ts', fullName: 'skipped one', status: 'skipped' },
    { file: 'dir/c.test.ts', fullName: 'in a dir', status: 'passed' },
  ],
}
const error = (over: Partial<TestFailure>): TestFailure => ({
  scope: 'test',
  name: 'AssertionError',
  message: 'expected 1 to be 2',
  frames: [],
  signature: 's',
  ...over,
})

describe('judge', () => {
  it('passes a file or named test whose matching tests passed', () => {
    expect(judge(base, { file: 'a.test.ts', name: 'adds' })).toEqual({ result: 'PASS', details: '1 test(s) passed' })
    expect(judge(base, { file: 'dir', name: undefined })).toEqual({ result: 'PASS', details: '1 test(s) passed' })
  })

  it('fails when a matching test failed, with its error', () => {
    const report = { ...base, errors: [error({ test: { file: 'a.test.ts', fullName: 'subtracts' } })] }
    expect(judge(report, { file: 'a.test.ts', name: undefined })).toEqual({
      result: 'FAIL',
      details: 'AssertionError: expected 1 to be 2',
    })
    expect(judge(base, { file: 'a.test.ts', name: 'subtracts' })).toEqual({
      result: 'FAIL',
      details: '1 of 1 test(s) failed: subtracts',
    })
  })

  it('fails a target that matches no test, naming it', () => {
    expect(judge(base, { file: 'a.test.ts', name: 'multiplies' })).toEqual({
      result: 'FAIL',
      details: 'no test matches a.test.ts::multiplies (vitest run, outcome failed)',
    })
  })

  it('fails when every matching test was skipped', () => {
    expect(judge(base, { file: 'b.test.ts', name: undefined })).toEqual({
      result: 'FAIL',
      details: 'all 1 matching test(s) were skipped',
    })
  })

  it('fails a file with a load or suite error even when its tests passed', () => {
    const report = {
      ...base,
      errors: [error({ scope: 'suite', file: 'dir/c.test.ts', name: 'Error', message: 'afterAll broke' })],
    }
    expect(judge(report, { file: 'dir/c.test.ts', name: undefined })).toEqual({
      result: 'FAIL',
      details: 'Error: afterAll broke',
    })
    expect(judge(report, { file: 'a.test.ts', name: 'adds' }).result).toBe('PASS')
  })

  it('fails every criterion of a run with an unattributed error, a timeout or an interruption', () => {
    const unhandled = { ...base, errors: [error({ scope: 'unhandled', name: 'Unhandled', message: 'rejection' })] }
    expect(judge(unhandled, { file: 'a.test.ts', name: 'adds' })).toEqual({
      result: 'FAIL',
      details: 'Unhandled: rejection',
    })
    expect(
      judge({ ...base, outcome: 'timeout', detail: 'timed out after 5 s' }, { file: 'a.test.ts', name: 'adds' }),
    ).toEqual({ result: 'FAIL', details: 'vitest run, outcome timeout: timed out after 5 s' })
    expect(judge({ ...base, outcome: 'interrupted' }, { file: 'a.test.ts', name: 'adds' }).result).toBe('FAIL')
  })
})
