import { describe, expect, it } from 'vitest'
import type { TestFailure, TestOutcome } from '../../mcp-server/src/domain/run-report.js'
import { disagreementWithPytest, pytestSummary, runsPytest } from '../../mcp-server/src/runners/junit-pytest.js'

const test = (fullName: string, status: TestOutcome['status']): TestOutcome => ({
  file: 'tests/test_a.py',
  fullName,
  status,
})
const moduleError: TestFailure = {
  scope: 'module',
  name: 'ModuleNotFoundError',
  message: 'x',
  frames: [],
  signature: 's',
}

describe('runsPytest', () => {
  it('recognises pytest however the command starts it', () => {
    for (const argv of [
      ['python3', '-m', 'pytest', '-q'],
      ['uv', 'run', 'pytest'],
      ['/venv/bin/pytest'],
      ['py.test'],
      ['sh', '-c', 'python -m pytest -q "$@"', 'sh'],
    ])
      expect(runsPytest(argv), argv.join(' ')).toBe(true)
    for (const argv of [['npx', 'vitest', 'run'], ['go', 'test'], ['python3', '-m', 'pytest_runner_thing'], ['tox']])
      expect(runsPytest(argv), argv.join(' ')).toBe(false)
  })
})

describe('pytestSummary', () => {
  it('reads the summary line pytest ends a run with, quiet or not, coloured or not', () => {
    expect(pytestSummary('.F\n1 failed, 4 passed, 1 skipped, 1 xfailed, 1 xpassed, 2 errors in 1.74s\n')).toEqual({
      line: '1 failed, 4 passed, 1 skipped, 1 xfailed, 1 xpassed, 2 errors in 1.74s',
      passed: 4,
      failed: 1,
      skipped: 1,
      xfailed: 1,
      xpassed: 1,
      errors: 2,
    })
    expect(
      pytestSummary('============================== 1 passed in 1.17s ==============================='),
    ).toMatchObject({
      passed: 1,
    })
    expect(pytestSummary('\x1b[32m\x1b[1m3 passed\x1b[0m\x1b[32m in 0.05s\x1b[0m')).toMatchObject({ passed: 3 })
    expect(pytestSummary('no tests ran in 0.67s')).toMatchObject({ passed: 0, failed: 0, errors: 0 })
    expect(pytestSummary('1 error in 0.74s')).toMatchObject({ errors: 1 })
    expect(pytestSummary('2 passed, 1 warning in 65.12s (0:01:05)')).toMatchObject({ passed: 2 })
    expect(pytestSummary('2 passed in 0.01 seconds')).toMatchObject({ passed: 2 })
    // Counts pytest prints apart from tests are not tests.
    expect(pytestSummary('5 failed, 4 passed, 1 error, 3 subtests passed, 2 deselected in 0.70s')).toMatchObject({
      passed: 4,
      failed: 5,
      errors: 1,
    })
  })

  it('takes the last summary line, and none when pytest printed none', () => {
    expect(pytestSummary('1 passed in 0.1s\nprinted by a test\n2 failed in 0.2s\n')).toMatchObject({ failed: 2 })
    expect(pytestSummary('FAILED tests/test_a.py::test_bad - assert 1 == 2\n')).toBeUndefined()
    expect(pytestSummary('all 3 passed in record time')).toBeUndefined()
    expect(pytestSummary('')).toBeUndefined()
  })
})

describe('disagreementWithPytest', () => {
  const agree = (output: string, tests: readonly TestOutcome[], errors: readonly TestFailure[] = []): boolean =>
    disagreementWithPytest(output, tests, errors) === undefined

  it('accepts what real pytest runs write, teardown errors, subtests and collection errors included', () => {
    expect(agree('2 passed in 0.1s', [test('a', 'passed'), test('b', 'passed')])).toBe(true)
    // A passed test with a teardown error is one testcase with an error: 1 passed, 1 error.
    expect(agree('1 passed, 1 error in 0.1s', [test('a', 'failed')])).toBe(true)
    // A failed test with a teardown error is two testcases: 1 failed, 1 error.
    expect(agree('1 failed, 1 error in 0.1s', [test('a', 'failed'), test('a', 'failed')])).toBe(true)
    // A failed subtest is one more failure in its test's one testcase.
    expect(agree('2 failed, 1 passed, 2 subtests passed in 0.1s', [test('s', 'failed'), test('p', 'passed')])).toBe(
      true,
    )
    expect(
      agree('1 skipped, 1 xfailed, 1 xpassed in 0.1s', [
        test('s', 'skipped'),
        test('x', 'skipped'),
        test('p', 'passed'),
      ]),
    ).toBe(true)
    expect(agree('1 error in 0.7s', [], [moduleError])).toBe(true)
    expect(agree('no tests ran in 0.1s', [])).toBe(true)
  })

  it('is unconfirmed when pytest printed no summary line', () => {
    expect(disagreementWithPytest('.\n', [test('a', 'passed')], [])).toMatchObject({ name: 'JUnitReportUnconfirmed' })
  })

  it('is contradicted by counts the report cannot have', () => {
    const contradicted = (output: string, tests: readonly TestOutcome[], errors: readonly TestFailure[] = []) =>
      disagreementWithPytest(output, tests, errors)?.name
    expect(contradicted('1 failed in 0.1s', [test('a', 'passed')])).toBe('JUnitReportContradicted')
    expect(contradicted('1 passed in 0.1s', [test('a', 'passed'), test('b', 'passed')])).toBe('JUnitReportContradicted')
    expect(contradicted('2 passed in 0.1s', [test('a', 'passed')])).toBe('JUnitReportContradicted')
    expect(contradicted('1 passed in 0.1s', [test('a', 'passed'), test('b', 'failed')])).toBe('JUnitReportContradicted')
    expect(contradicted('1 error in 0.1s', [])).toBe('JUnitReportContradicted')
    expect(contradicted('no tests ran in 0.1s', [test('a', 'skipped')])).toBe('JUnitReportContradicted')
    expect(contradicted('no tests ran in 0.1s', [], [moduleError])).toBe('JUnitReportContradicted')
  })

  it("holds the report to the tests pytest's short summary names", () => {
    const output = (lines: string): string =>
      `=========================== short test summary info ============================\n${lines}\n1 failed, 1 passed in 0.1s`
    const tests = [test('TestGroup > test_p[a - b]', 'failed'), test('test_ok', 'passed')]
    expect(agree(output('FAILED tests/test_a.py::TestGroup::test_p[a - b] - assert 0'), tests)).toBe(true)
    expect(agree(output('FAILED tests/test_a.py::TestGroup::test_p[a - b]'), tests)).toBe(true)
    expect(agree(output('FAILED tests/test_a.py::test_ok - assert 0'), tests)).toBe(false)
    expect(agree(output('FAILED tests/test_a.py::TestGroup::test_p - assert 0'), tests)).toBe(false)
    expect(agree(output('ERROR tests/test_a.py::TestGroup::test_p[a - b] - RuntimeError: td'), tests)).toBe(true)
    expect(agree(output('PASSED tests/test_a.py::test_ok'), tests)).toBe(true)
    expect(agree(output('PASSED tests/test_a.py::TestGroup::test_p[a - b]'), tests)).toBe(false)
    // A name holding " > " inside its parameters is still one name.
    expect(agree(output('FAILED t.py::test_p[e > f]'), [test('test_p[e > f]', 'failed'), test('x', 'passed')])).toBe(
      true,
    )
    // A path-only ERROR is a file that could not be collected.
    const collection =
      '=== short test summary info ===\nERROR tests/test_b.py\n!!! Interrupted: 1 error during collection !!!\n1 error in 0.1s'
    expect(agree(collection, [], [moduleError])).toBe(true)
    expect(disagreementWithPytest(output('FAILED tests/test_a.py::test_ok - assert 0'), tests, [])?.message).toContain(
      'pytest reported "FAILED tests/test_a.py::test_ok - assert 0" but its JUnit XML has no failing test of that name',
    )
  })
})
